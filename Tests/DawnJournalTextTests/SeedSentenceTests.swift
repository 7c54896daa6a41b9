import DawnJournal
import DawnJournalText
import XCTest

/// The seeds' sentences added for issue 24 (item 6), each tested once, here.
final class SeedSentenceTests: XCTestCase {
    static let commandLine = RefusalVocabulary(
        option: { "--" + $0 }, invocation: { "dawn-journal " + $0 }, command: { $0 })

    func testTheFirstStepOfDeletingAHabit() {
        XCTAssertEqual(HabitText.deletesHistory(days: 29), "This will delete 29 days of history.")
        XCTAssertEqual(HabitText.deletesHistory(days: 1), "This will delete 1 day of history.")
    }

    func testTheHabitsHeading() {
        XCTAssertEqual(HabitText.listHeading, "My Habits")
    }

    func testNoActiveHabitsSaysHowToAddOne() {
        XCTAssertEqual(EmptyStateText.addOne(Self.commandLine), "Add one with: dawn-journal habit add NAME")
        let app = RefusalVocabulary(option: { $0 }, invocation: { _ in "the + button" }, command: { $0 })
        XCTAssertEqual(EmptyStateText.addOne(app), "Add one with: the + button")
    }

    func testARestDay() {
        XCTAssertEqual(DayText.allSkipped, "All habits skipped for this day.")
    }

    func testTheOnboardingLines() {
        XCTAssertEqual(
            OnboardingText.lines,
            ["Track habits without pressure", "See your patterns clearly", "No streaks, just data"])
    }
}
