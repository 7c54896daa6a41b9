import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// Issue 24, item 7: one weekday parser for `week_starts`, `days` and `--days`.
final class WeekdayNameTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T21:00")!

    func lint(_ habits: String) throws -> [Diagnostic] {
        try JournalService(storage: MemoryStorage(["habits.toml": habits]), now: Self.now).lint().diagnostics
    }

    /// `week_starts` reads a weekday as `days` and `--days` do: short or long, any case.
    func testWeekStartsTakesTheNamesDaysTakes() throws {
        for (name, weekday) in [("sun", 7), ("Sun", 7), ("SUNDAY", 7), ("mon", 1), ("Wed", 3), ("saturday", 6)] {
            let text = "[journal]\nweek_starts = \"\(name)\"\n"
            let parsed = HabitsParser.parse(Array(text.utf8))
            XCTAssertEqual(parsed.file.settings.weekStarts, weekday, name)
            XCTAssertEqual(try lint(text).map(\.code), [], name)
            XCTAssertEqual(Weekdays.weekday(named: name), weekday, name)
        }
        for bad in ["su", "sundays", "", "7"] {
            let text = "[journal]\nweek_starts = \"\(bad)\"\n"
            XCTAssertEqual(HabitsParser.parse(Array(text.utf8)).file.settings.weekStarts, 1, bad)
            XCTAssertEqual(try lint(text).map(\.code), [.badWeekStarts], bad)
        }
    }
}
