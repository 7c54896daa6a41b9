import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// Where each field of a habit was written (`Habit.fieldRanges`), which lint's habit rules point
/// at: every key of the habit's table, at its key.
final class HabitsParserPlacesTests: XCTestCase {
    func testEveryFieldIsPlacedAtItsKey() throws {
        let marked = MarkedText(
            """
            [journal]
            day_starts = "04:00"

            [habits.run]
            «name» = "Morning Run"
            «emoji» = "🏃"
              «duration» = "30m"   # indented
            «days» = ["mon", "wed"]

            [habits."water glass"]
            «name» = 'Drink Water'
            «unit» = "glasses"
            «goal» = 8
            «pauses» = [{ from = 2026-10-01, to = 2026-10-05 }]
            «since» = 2026-09-01

            """)
        let habits = HabitsParser.parse(Array(marked.text.utf8)).file.habits
        XCTAssertEqual(habits.map(\.id), ["run", "water glass"])
        let keys = [["name", "emoji", "duration", "days"], ["name", "unit", "goal", "pauses", "since"]]
        var next = 0
        for (habit, keys) in zip(habits, keys) {
            XCTAssertEqual(Set(habit.fieldRanges.keys), Set(keys), habit.id)
            for key in keys {
                XCTAssertEqual(habit.fieldRanges[key], marked.ranges[next], "\(habit.id).\(key)")
                next += 1
            }
        }
        XCTAssertEqual(next, marked.ranges.count)
    }
}
