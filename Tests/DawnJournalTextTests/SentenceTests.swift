import DawnJournal
import DawnJournalText
import XCTest

/// PRODUCT.md's sentences, each tested once, here: the empty states, Insights, the day's
/// counter, the names of History's cells.
final class SentenceTests: XCTestCase {
    func testEmptyStatesWordForWord() {
        XCTAssertEqual(EmptyStateText.noHabits, "Get started by adding your first habit.")
        XCTAssertEqual(EmptyStateText.noHabitsForDay, "No habits for this day.")
        XCTAssertEqual(EmptyStateText.allCompletedToday, "All habits completed for today.")
        XCTAssertEqual(EmptyStateText.seeYouTomorrow, "See you tomorrow.")
        XCTAssertEqual(EmptyStateText.noHistory, "Your history will appear here once you start tracking habits.")
        XCTAssertEqual(
            EmptyStateText.notEnoughForInsights, "Complete a few habits to see insights about your patterns.")
        XCTAssertEqual(EmptyStateText.noActiveHabits, "You have no active habits.")
    }

    func testInsightsHeadingsAndCounts() {
        XCTAssertEqual(
            [
                InsightsText.heading, InsightsText.overallConsistency, InsightsText.byHabit,
                InsightsText.mostConsistentHeading, InsightsText.roomForGrowthHeading,
            ],
            ["Insights", "Overall Consistency", "By Habit", "Most Consistent", "Room for Growth"])
        XCTAssertEqual(InsightsText.outOf(done: 192, due: 268), "192 out of 268 total habit instances")
        XCTAssertEqual(InsightsText.doneOfDue(counts("Morning Run", done: 21, due: 29)), "21 of 29")
        XCTAssertEqual(InsightsText.perDay(183.0 / 29), "6.3 a day")
    }

    /// As the checklist app words them, with the one percent format (18 of 25 is 72%).
    func testMostConsistentAndRoomForGrowth() {
        XCTAssertEqual(
            InsightsText.mostConsistent(counts("Morning Run", done: 18, due: 25)),
            "Your most consistent habit is Morning Run at 72%")
        XCTAssertEqual(
            InsightsText.roomForGrowth(counts("Read", done: 4, due: 30)), "Read has been completed 4 times (13%)")
        XCTAssertEqual(
            InsightsText.roomForGrowth(counts("Read", done: 1, due: 3)), "Read has been completed once (33%)")
    }

    func testTheDaysCounterAndAFutureDay() {
        XCTAssertEqual(DayText.counter(done: 3, due: 7), "3 of 7 completed")
        XCTAssertEqual(DayText.future, "Can't complete future habits.")
    }

    /// The checklist app's tooltip: "Tue 3 Nov · Completed".
    func testCellStateNamesAndTooltip() {
        let states: [CellState] = [.done, .missed, .pending, .skipped, .open, .na]
        XCTAssertEqual(
            states.map(CellStateText.name), ["Completed", "Missed", "Pending", "Skipped", "Open", "Not applicable"])
        XCTAssertEqual(CellStateText.tooltip(LocalDate(year: 2026, month: 11, day: 3)!, .done), "Tue 3 Nov · Completed")
        XCTAssertEqual(CellStateText.tooltip(LocalDate(year: 2026, month: 11, day: 2)!, .missed), "Mon 2 Nov · Missed")
        XCTAssertEqual(
            states.map(CellStateText.description),
            ["done", "missed", "pending (today)", "skipped", "open (not done; the period counts)", "not applicable"])
        XCTAssertEqual(CellStateText.future, "not yet")
    }

    private func counts(_ name: String, done: Int, due: Int) -> HabitCounts {
        HabitCounts(habit: Habit(id: "h", name: name), done: done, due: due, minutes: 0)
    }
}
