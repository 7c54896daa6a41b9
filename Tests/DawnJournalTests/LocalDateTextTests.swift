import XCTest

@testable import DawnJournal

/// `LocalDate.description` writes its ten characters in place; the spelling is the one padded
/// numbers give, and it reads back as the same date.
final class LocalDateTextTests: XCTestCase {
    func testDescriptionIsZeroPaddedAndReadsBack() {
        func padded(_ d: LocalDate) -> String {
            func pad(_ v: Int, _ n: Int) -> String {
                let s = String(v)
                return String(repeating: "0", count: max(0, n - s.count)) + s
            }
            return "\(pad(d.year, 4))-\(pad(d.month, 2))-\(pad(d.day, 2))"
        }
        let first = LocalDate(year: 1, month: 1, day: 1)!
        let last = LocalDate(year: 9999, month: 12, day: 31)!
        XCTAssertEqual(first.description, "0001-01-01")
        XCTAssertEqual(last.description, "9999-12-31")
        XCTAssertEqual(LocalDate(year: 2026, month: 11, day: 9)!.description, "2026-11-09")
        var n = first.dayNumber
        while n <= last.dayNumber {
            let d = LocalDate(dayNumber: n)
            XCTAssertEqual(d.description, padded(d))
            XCTAssertEqual(LocalDate(d.description), d)
            n += 997 // every month and day position, across the years
        }
        XCTAssertEqual(DayPath.path(for: LocalDate(year: 987, month: 6, day: 5)!), "days/0987/0987-06-05.md")
    }
}
