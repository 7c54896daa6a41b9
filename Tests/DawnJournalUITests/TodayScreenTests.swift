import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import Foundation
import XCTest

@testable import DawnJournalUI

/// Today draws the library's `DayScreen`: what it reads for a swipe, the tray's order by
/// instances, the checklist's by completion.
final class TodayScreenTests: XCTestCase {
    private let now = LocalDateTime("2026-11-21T14:05")!

    private func app(_ files: [String: String], columns: Int = 80, rows: Int = 24) -> (UIApp, MemoryStorage) {
        let storage = MemoryStorage(files)
        let app = UIApp(
            storage: storage, date: nil, now: now, size: TerminalSize(columns: columns, rows: rows),
            colorMode: .trueColor)
        return (app, storage)
    }

    func testASwipeReadsHabitsTomlAndTheDayFileOnceEach() {
        let storage = Demo.storage()
        var app = Demo.app(storage)
        storage.resetLog()
        app.press(.left)
        XCTAssertEqual(app.today.date, LocalDate("2026-11-20"))
        XCTAssertEqual(storage.reads.filter { $0 == "habits.toml" }.count, 1, "\(storage.reads)")
        XCTAssertEqual(storage.reads.filter { $0 == "days/2026/2026-11-20.md" }.count, 1, "\(storage.reads)")
        // The days of Guitar's week (a target habit's period), never the rest of the journal.
        let days = Set(storage.reads.filter { $0.hasPrefix("days/") })
        XCTAssertTrue(days.allSatisfy { $0 >= "days/2026/2026-11-16.md" && $0 <= "days/2026/2026-11-22.md" }, "\(days)")
    }

    private let fourHabits = """
        [habits.walk]
        name = "Walk"
        duration = "30m"
        since = 2026-11-01

        [habits.read]
        name = "Read"
        duration = "30m"
        since = 2026-11-01

        [habits.floss]
        name = "Floss"
        since = 2026-11-01

        [habits.tea]
        name = "Tea"
        since = 2026-11-10
        """

    func testTheTrayIsOrderedByInstancesTheNewestFirstAmongEquals() {
        // Read on three days (three instances); Walk twice a day on two days (four); Floss and
        // Tea once each, Tea the newer.
        let (app, _) = app([
            "habits.toml": fourHabits,
            "days/2026/2026-11-17.md": "## Timeline\n\n- 07:00-07:30 Walk\n- 18:00-18:30 Walk\n- 21:00-21:30 Read\n",
            "days/2026/2026-11-18.md": "## Timeline\n\n- 07:00-07:30 Walk\n- 18:00-18:30 Walk\n- 21:00-21:30 Read\n",
            "days/2026/2026-11-12.md": "## Timeline\n\n- 21:00-21:30 Read\n\n## Checklist\n\n- [x] Floss\n- [x] Tea\n",
        ])
        XCTAssertEqual(app.today.trayHabits.map(\.id), ["walk", "read", "tea", "floss"])
        let pills = Layout(app.today).pills.map { $0.label.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(Array(pills.prefix(4)), ["Walk", "Read", "Tea", "Floss"])
    }

    func testTheViewsOwnWriteCountsInTheTrayAndAnotherDayKeepsIt() {
        var (app, storage) = app([
            "habits.toml": fourHabits,
            "days/2026/2026-11-12.md": "## Checklist\n\n- [x] Tea\n",
        ])
        XCTAssertEqual(app.today.trayHabits.first?.id, "tea")
        // Floss ticked twice today from the tray? Once: ticked; the tray then puts it first
        // with Tea (1 each), the newer Tea first; a second habit's tick on today moves it up.
        for _ in 0..<3 where app.today.focus != .checklist { app.press(.tab) }
        let i = app.today.checklist.firstIndex { $0.habit.id == "floss" }!
        for _ in 0..<i { app.press(.down) }
        app.press(.space)
        XCTAssertTrue(storage.text("days/2026/2026-11-21.md")?.contains("[x] Floss") ?? false)
        XCTAssertEqual(Array(app.today.trayHabits.prefix(2).map(\.id)), ["tea", "floss"])
        // A swipe away and back: today's share is kept, the journal not counted again.
        storage.resetLog()
        app.press(.left)
        app.press(.right)
        XCTAssertEqual(storage.reads.filter { $0 == "days/2026/2026-11-12.md" }.count, 0, "\(storage.reads)")
        XCTAssertEqual(Array(app.today.trayHabits.prefix(2).map(\.id)), ["tea", "floss"])
    }

    func testHabitsTomlChangedElsewhereCountsTheJournalAgain() {
        var (app, storage) = app([
            "habits.toml": fourHabits,
            "days/2026/2026-11-12.md": "## Timeline\n\n- 07:00-07:30 Stretch\n- 08:00-08:30 Stretch\n",
        ])
        XCTAssertFalse(app.today.trayHabits.contains { $0.id == "stretch" })
        // Another program adds the habit its lines name: the tray counts them, first.
        storage.files["habits.toml"] = Array(
            (fourHabits + "\n\n[habits.stretch]\nname = \"Stretch\"\nduration = \"30m\"\nsince = 2026-11-01\n").utf8)
        _ = app.handle(.filesChanged, now: now)
        XCTAssertEqual(app.today.trayHabits.first?.id, "stretch")
        // A change of a day file alone is no reason to count the journal again.
        storage.resetLog()
        _ = app.handle(.filesChanged, now: now)
        XCTAssertEqual(storage.reads.filter { $0 == "days/2026/2026-11-12.md" }.count, 0, "\(storage.reads)")
    }

    func testTheChecklistListsDoneItemsInTheOrderTheyWereDone() {
        let (app, _) = app([
            "habits.toml": fourHabits,
            "days/2026/2026-11-21.md": "## Checklist\n\n- [x] Tea\n- [ ] Walk\n- [x] Floss\n",
        ])
        // To do in habits.toml's order, then done in the file's order.
        XCTAssertEqual(app.today.checklist.map(\.habit.id), ["walk", "read", "tea", "floss"])
        let text = app.screenText
        let tea = text.range(of: "[x] ● Tea")!
        let floss = text.range(of: "[x] ● Floss")!
        XCTAssertLessThan(tea.lowerBound, floss.lowerBound, text)
    }
}
