import DawnJournal
import DawnJournalText
import XCTest

/// Weekday and month names: one table, every spelling made from it.
final class DateTextTests: XCTestCase {
    func testWeekdayNamesLongAndShort() {
        XCTAssertEqual(
            (1...7).map { DateText.weekday($0) },
            ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        XCTAssertEqual((1...7).map { DateText.weekday($0, .short) }, ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    }

    func testMonthNamesLongAndShort() {
        XCTAssertEqual(
            (1...12).map { DateText.month($0) },
            [
                "January", "February", "March", "April", "May", "June", "July", "August", "September",
                "October", "November", "December",
            ])
        XCTAssertEqual(
            (1...12).map { DateText.month($0, .short) },
            ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
    }

    func testAValueOutsideTheRangeIsClampedNotATrap() {
        XCTAssertEqual(DateText.weekday(0), "Monday")
        XCTAssertEqual(DateText.weekday(Int.max, .short), "Sun")
        XCTAssertEqual(DateText.month(Int.min), "January")
        XCTAssertEqual(DateText.month(13, .short), "Dec")
    }

    /// habits.toml's spellings (`mon`, `monday`), the parser of `days`, and `Weekdays.label`
    /// come from the same table as the views' names: a name a view shows is one the file reads.
    func testTheFileSpellingsAreTheSameTable() {
        for k in 1...7 {
            XCTAssertEqual(Weekdays.names[k - 1], DateText.weekday(k, .short).lowercased())
            XCTAssertEqual(JournalSettings.weekdays[k - 1], DateText.weekday(k).lowercased())
            XCTAssertEqual(Weekdays.weekday(named: DateText.weekday(k)), k)
            XCTAssertEqual(Weekdays.weekday(named: DateText.weekday(k, .short).uppercased()), k)
        }
        XCTAssertEqual(Weekdays(rawValue: 0b010_1010).label, "Tue, Thu, Sat")
        XCTAssertEqual(Weekdays(rawValue: 0x1F).label, "Mon–Fri")
    }
}
