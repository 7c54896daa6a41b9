import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import Foundation
import XCTest

@testable import DawnJournalUI

/// A new journal's screens say what the seeds say, not a grid of pending cells: History's "Your
/// history will appear here…", Insights' "pending today" rather than "not due", and Today's
/// "Your habits start on …" before every habit's `since`.
final class NewJournalTests: XCTestCase {
    private let now = LocalDateTime("2026-11-21T14:05")!

    private func app(_ files: [String: String]) -> UIApp {
        UIApp(
            storage: MemoryStorage(files), date: nil, now: now, size: TerminalSize(columns: 80, rows: 24),
            colorMode: .trueColor)
    }

    private let startingToday = """
        [habits.read]
        name = "Read"
        since = 2026-11-21

        [habits.floss]
        name = "Floss"
        since = 2026-11-21
        """

    func testANewJournalsHistorySaysItWillAppear() throws {
        var app = app(["habits.toml": startingToday])
        app.type("2")
        XCTAssertTrue(app.screenText.contains(EmptyStateText.noHistory), app.screenText)
        XCTAssertFalse(app.screenText.contains("◌"), "no pending cells: \(app.screenText)")
        let history = try JournalService(storage: MemoryStorage(["habits.toml": startingToday]), now: now).historyView()
        XCTAssertTrue(history.isEmpty, "the library's word: nothing tracked yet")
        // Once one is ticked, the grid.
        var ticked = self.app(["habits.toml": startingToday, "days/2026/2026-11-21.md": "## Checklist\n\n- [x] Read\n"])
        ticked.type("2")
        XCTAssertFalse(ticked.screenText.contains(EmptyStateText.noHistory), ticked.screenText)
    }

    func testInsightsSaysPendingTodayNotNotDue() {
        var app = app([
            "habits.toml": startingToday.replacingOccurrences(
                of: "since = 2026-11-21\n\n", with: "since = 2026-11-01\n\n"),
            "days/2026/2026-11-18.md": "## Checklist\n\n- [x] Read\n",
            "days/2026/2026-11-19.md": "## Checklist\n\n- [x] Read\n",
            "days/2026/2026-11-20.md": "## Checklist\n\n- [x] Read\n",
        ])
        app.type("3")
        let row = app.screenText.components(separatedBy: "\n").first { $0.contains("Floss") } ?? ""
        XCTAssertTrue(row.hasSuffix(InsightsText.pendingToday), row)
        XCTAssertFalse(app.screenText.contains(InsightsText.notDue), app.screenText)
    }

    func testTodayBeforeEveryHabitsSinceSaysWhenTheyStart() throws {
        let habits = startingToday.replacingOccurrences(of: "2026-11-21", with: "2026-11-30")
        let app = app(["habits.toml": habits])
        // Wrapped to the checklist's 30 columns: "Your habits start on Monday 30" / "November."
        XCTAssertTrue(app.screenText.contains("│ Your habits start on Monday 30"), app.screenText)
        XCTAssertTrue(app.screenText.contains("│ November."), app.screenText)
        XCTAssertFalse(app.screenText.contains(EmptyStateText.noActiveHabits), app.screenText)
        let screen = try JournalService(storage: MemoryStorage(["habits.toml": habits]), now: now).dayScreen(
            instances: InstanceCounts())
        XCTAssertEqual(screen.emptyState, .habitsStart)
        XCTAssertEqual(screen.startsOn, LocalDate("2026-11-30"))
        XCTAssertEqual(screen.json["startsOn"]?.string, "2026-11-30")
        // Every habit archived: still "no active habits".
        let archived = habits.replacingOccurrences(
            of: "since = 2026-11-30", with: "since = 2026-11-01\narchived = 2026-11-10")
        let gone = try JournalService(storage: MemoryStorage(["habits.toml": archived]), now: now).dayScreen(
            instances: InstanceCounts())
        XCTAssertEqual(gone.emptyState, .noActiveHabits)
        XCTAssertNil(gone.startsOn)
    }
}
