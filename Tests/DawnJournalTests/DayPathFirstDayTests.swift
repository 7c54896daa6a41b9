import XCTest

@testable import DawnJournal

/// `DayPath.firstDay(names:inYearFolder:)`, the start-up's reading of a year folder, gives the
/// date the one rule (`DayPath.firstDay` over each name's path) gives.
final class DayPathFirstDayTests: XCTestCase {
    func rule(_ names: [String], _ year: String) -> LocalDate? {
        DayPath.firstDay(names.map { DayPath("days/\(year)/\($0)") })
    }

    func testMisplacedAndOtherNamesDoNotCount() {
        let names = [
            "2026-03-10.md", "2026-02-30.md", "2025-12-31.md", "2026-01-0x.md", "2026-01-05.txt",
            "notes.md", "2026-1-05.md", "2026-01-050.md", ".2026-01-01.md", "2026-03-09.md", "2026_01_02.md",
            "２026-01-01.md", "2026-00-10.md", "2026-13-01.md",
        ]
        XCTAssertEqual(DayPath.firstDay(names: names, inYearFolder: "2026"), LocalDate("2026-03-09"))
        XCTAssertEqual(DayPath.firstDay(names: names, inYearFolder: "2026"), rule(names, "2026"))
        XCTAssertEqual(DayPath.firstDay(names: names, inYearFolder: "2025"), LocalDate("2025-12-31"))
        XCTAssertEqual(DayPath.firstDay(names: names, inYearFolder: "2025"), rule(names, "2025"))
        XCTAssertNil(DayPath.firstDay(names: ["2026-02-30.md", "notes.md"], inYearFolder: "2026"))
        XCTAssertNil(DayPath.firstDay(names: [], inYearFolder: "2026"))
    }

    func testLeapDaysAndEveryOrder() {
        let names = ["2024-02-29.md", "2024-03-01.md", "2024-01-31.md", "2024-02-28.md"]
        for k in 0..<names.count {
            let turned = Array(names[k...] + names[..<k])
            XCTAssertEqual(DayPath.firstDay(names: turned, inYearFolder: "2024"), LocalDate("2024-01-31"))
            XCTAssertEqual(DayPath.firstDay(names: turned, inYearFolder: "2024"), rule(turned, "2024"))
        }
        XCTAssertNil(DayPath.firstDay(names: ["2023-02-29.md"], inYearFolder: "2023"))
        XCTAssertEqual(rule(["2023-02-29.md"], "2023"), nil)
    }
}
