import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import XCTest

@testable import DawnJournalUI

/// The History tab (key 2): the matrix of `history` on samples/demo (now 2026-11-21 14:05),
/// scrolled by keys, the wheel and clicks; the cursor's cell on the status line; Enter opens
/// Today; reads bounded to the days in view.
final class HistoryTabTests: XCTestCase {
    private func check(_ app: UIApp, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        GoldenFile.assertMatches(
            app.render().snapshot(), Demo.golden.appendingPathComponent(name), file: file, line: line)
    }

    private func history(_ storage: MemoryStorage = Demo.storage(), columns: Int = 80, rows: Int = 24) -> UIApp {
        var app = Demo.app(storage, columns: columns, rows: rows)
        app.type("2")
        return app
    }

    /// The same window as `history --days N --to DATE` reads it, straight from the library.
    private func expected(_ storage: MemoryStorage, from: LocalDate, to: LocalDate) throws -> HistoryView {
        try JournalService(storage: storage, now: Demo.now).historyView(
            ViewWindow(days: from.days(to: to) + 1, to: .date(to)))
    }

    /// The status line, the last row of the screen.
    private func statusLine(_ app: UIApp) -> String {
        app.screenText.components(separatedBy: "\n").last { !$0.isEmpty } ?? ""
    }

    // MARK: - Snapshots

    func testHistory80x24() {
        let app = history()
        check(app, "history-80x24.txt")
        // Beside the golden file: the header names the days shown, newest first.
        XCTAssertTrue(app.screenText.contains("History  2026-11-01 – 2026-11-21 · 21 days"), app.screenText)
    }

    func testHistoryScrolled120x40() {
        var app = history(columns: 120, rows: 40)
        app.press(KeyPress(.pageDown), .down, .down, .down, .down, .down, .down, .down, .down, .down)
        check(app, "history-120x40.txt")
        XCTAssertTrue(statusLine(app).hasPrefix("Sat 14 Nov · "), statusLine(app))
        XCTAssertTrue(app.screenText.contains("💧 Drink Water on Saturday 2026-11-14"), app.screenText)
    }

    // MARK: - The cells are history's

    func testEveryCellIsHistorysCellWithItsGlyph() throws {
        let storage = Demo.storage()
        var app = history(storage)
        for steps in 0..<4 {
            let l = HistoryLayout(app.historyTab, app.context)
            let view = try expected(storage, from: l.dates.last!, to: l.dates.first!)
            XCTAssertEqual(l.dates, view.dates)
            let lines = app.screenText.components(separatedBy: "\n")
            for (i, row) in view.rows.enumerated() {
                let line = lines[l.firstHabitRow + i]
                let glyphs = line.dropFirst(l.nameWidth).split(separator: " ").map(String.init)
                XCTAssertEqual(glyphs, row.states.map(CellStateText.glyph), "\(row.habit.name), \(steps) weeks back")
            }
            app.press(KeyPress(.pageDown))
        }
    }

    func testTheLegendNamesEveryGlyphAsHistoryDoes() {
        let text = history().screenText
        XCTAssertTrue(text.contains("● done  ○ missed  ◌ pending  – skipped"), text)
        XCTAssertTrue(text.contains("◦ open (a target habit's day: not a miss)  · not applicable"), text)
    }

    // MARK: - Keys

    func testArrowsMoveTheCursorAndTheStatusLineNamesItsCell() throws {
        let storage = Demo.storage()
        var app = history(storage)
        XCTAssertTrue(statusLine(app).hasPrefix("Sat 21 Nov · Pending   "), statusLine(app))
        app.press(.right)
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-20"))
        XCTAssertTrue(statusLine(app).hasPrefix("Fri 20 Nov · Missed   "), statusLine(app))
        app.press(.down, .down)
        XCTAssertTrue(statusLine(app).hasPrefix("Fri 20 Nov · Completed   "), "Deep Work: \(statusLine(app))")
        app.type("lll")
        XCTAssertTrue(statusLine(app).hasPrefix("Tue 17 Nov · Completed   "), statusLine(app))
        app.type("k")
        XCTAssertTrue(statusLine(app).hasPrefix("Tue 17 Nov · Missed   "), "Meditate: \(statusLine(app))")
        // Every step: the tooltip of the library's cell.
        let view = try expected(storage, from: LocalDate("2026-11-01")!, to: LocalDate("2026-11-21")!)
        for _ in 0..<6 {
            app.press(.left)
            let s = app.historyTab
            let state = view.rows[s.row].states[view.dates.firstIndex(of: s.cursor)!]
            XCTAssertTrue(statusLine(app).hasPrefix(CellStateText.tooltip(s.cursor, state)), statusLine(app))
        }
        // Not past today, not above the first habit.
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-21"))
        app.type("kkkk")
        XCTAssertEqual(app.historyTab.row, 0)
    }

    func testPageDownScrollsAWeekBackAndTBackToToday() {
        var app = history()
        app.press(KeyPress(.pageDown))
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-14"))
        XCTAssertTrue(app.screenText.contains("History  2026-10-25 – 2026-11-14 · 21 days"), app.screenText)
        app.press(KeyPress(.pageDown), KeyPress(.pageDown), KeyPress(.pageUp))
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-07"))
        XCTAssertTrue(app.screenText.contains("History  2026-10-18 – 2026-11-07"), app.screenText)
        // Names stay at the left while the days scroll.
        XCTAssertTrue(app.screenText.contains("\nMorning Run   "), app.screenText)
        app.type("t")
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-21"))
        XCTAssertTrue(app.screenText.contains("History  2026-11-01 – 2026-11-21"), app.screenText)
    }

    func testTheCursorStopsAtTheJournalsFirstDay() {
        var app = history()
        for _ in 0..<20 { app.press(KeyPress(.pageDown)) }
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-08-24"))
        XCTAssertTrue(
            app.screenText.contains("History  2026-08-24 – 2026-09-13 · 21 days, since the journal began"),
            app.screenText)
        app.press(.right)
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-08-24"))
    }

    func testTheCursorsDayListsWhatTheFileHoldsForTheHabit() {
        var app = history()
        // Friday 2026-11-06: Deep Work twice, one with a note; Drink Water ticked with 7 glasses.
        app.press(KeyPress(.pageDown), KeyPress(.pageDown), .right, .down, .down)
        var text = app.screenText
        XCTAssertTrue(text.contains("● 💻 Deep Work on Friday 2026-11-06\n"), text)
        XCTAssertTrue(text.contains("\n  09:15-10:15 · draft of the report\n  14:00-15:00\n"), text)
        app.type("jjjjjjj")
        text = app.screenText
        XCTAssertTrue(text.contains("● 💧 Drink Water on Friday 2026-11-06 · 7 of 8 glasses\n"), text)
        XCTAssertTrue(text.contains("\n  [x] +7 glasses\n"), text)
        app.type("kkkkkk") // Spanish, archived
        XCTAssertTrue(app.screenText.contains("\n  Nothing written for it that day.\n"), app.screenText)
    }

    func testEnterOpensThatDayInToday() throws {
        let storage = Demo.storage()
        var app = history(storage)
        app.press(KeyPress(.pageDown), KeyPress(.pageDown), .right, .enter)
        XCTAssertEqual(app.tab, .today)
        XCTAssertEqual(app.today.date, LocalDate("2026-11-06"))
        XCTAssertTrue(app.screenText.contains("◀ Friday 2026-11-06 ▶"), app.screenText)
        XCTAssertEqual(storage.writes, [], "History is read-only")
        // Back on History: the cursor where it was.
        app.type("2")
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-06"))
    }

    func testTheHelpOverlayListsTheHistoryKeys() {
        var app = history()
        app.type("?")
        XCTAssertTrue(app.screenText.contains("a week newer / older"), app.screenText)
        XCTAssertTrue(app.screenText.contains("Today, History, Insights, Habits"), app.screenText)
    }

    // MARK: - The mouse

    func testAClickPutsTheCursorOnACellAndTheWheelScrollsDays() {
        var app = history()
        let l = HistoryLayout(app.historyTab, app.context)
        // Evening Walk (the sixth row) on the fourth column (18 Nov).
        _ = app.handle(
            .mouse(MouseEvent(.press, column: l.glyphColumns[3], row: l.firstHabitRow + 5)), now: Demo.now)
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-18"))
        XCTAssertEqual(app.historyTab.row, 5)
        XCTAssertTrue(statusLine(app).hasPrefix("Wed 18 Nov · Completed"), statusLine(app))
        // On the day's number: the day, the same habit.
        _ = app.handle(.mouse(MouseEvent(.press, column: l.glyphColumns[6] - 1, row: l.dayRow)), now: Demo.now)
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-15"))
        XCTAssertEqual(app.historyTab.row, 5)
        // The wheel: three days older, three newer; the cursor stays where it is while on screen.
        _ = app.handle(.mouse(MouseEvent(.scrollDown, button: .none, column: 30, row: 8)), now: Demo.now)
        XCTAssertEqual(app.historyTab.newest, LocalDate("2026-11-18"))
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-15"))
        _ = app.handle(.mouse(MouseEvent(.scrollUp, button: .none, column: 30, row: 8)), now: Demo.now)
        _ = app.handle(.mouse(MouseEvent(.scrollUp, button: .none, column: 30, row: 8)), now: Demo.now)
        XCTAssertEqual(app.historyTab.newest, LocalDate("2026-11-21"), "not past today")
    }

    // MARK: - Files

    func testFilesChangedReadsAgainAndKeepsTheCursor() {
        let storage = Demo.storage()
        var app = history(storage)
        app.press(.right, .right, .down) // Meditate, Thu 19 Nov
        XCTAssertTrue(statusLine(app).hasPrefix("Thu 19 Nov · Completed"), statusLine(app))
        app.type("j") // Deep Work
        let path = "days/2026/2026-11-19.md"
        storage.files[path] = Array(
            storage.text(path)!.replacingOccurrences(of: "💻 Deep Work", with: "📚 Read").utf8)
        XCTAssertTrue(statusLine(app).hasPrefix("Thu 19 Nov · Completed"), "not read yet: \(statusLine(app))")
        _ = app.handle(.filesChanged, now: Demo.now)
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-19"))
        XCTAssertEqual(app.historyTab.row, 2)
        XCTAssertTrue(statusLine(app).hasPrefix("Thu 19 Nov · Missed"), statusLine(app))
    }

    func testTheHostWatchesTheDaysShown() {
        var app = Demo.app(Demo.storage())
        XCTAssertEqual(app.watchedPaths, ["habits.toml", "days/2026/2026-11-21.md"])
        app.type("2")
        XCTAssertEqual(app.watchedPaths.count, 2 + 20, "today's file once")
        XCTAssertTrue(app.watchedPaths.contains("days/2026/2026-11-01.md"))
    }

    func testAWiderWindowReadsTheDaysThatCameIntoView() {
        var app = history()
        _ = app.handle(.resize(TerminalSize(columns: 200, rows: 24)), now: Demo.now)
        let l = HistoryLayout(app.historyTab, app.context)
        XCTAssertGreaterThan(l.dates.count, 50)
        for date in l.dates { XCTAssertNotNil(app.historyTab.cells[date], "\(date)") }
    }

    func testEmptyStates() {
        var none = history(MemoryStorage(["habits.toml": "[journal]\n"]))
        XCTAssertTrue(none.screenText.contains(EmptyStateText.noHabits), none.screenText)
        none.press(.right, .enter)
        var fresh = history(MemoryStorage(["habits.toml": "[habits.run]\nname = \"Run\"\nsince = 2026-11-22\n"]))
        XCTAssertTrue(fresh.screenText.contains(EmptyStateText.noHistory), fresh.screenText)
        fresh.press(KeyPress(.pageDown), .down)
    }

    func testARefusalIsShownInTheCommandsWords() {
        let storage = MemoryStorage([:])
        let app = history(storage)
        XCTAssertThrowsError(try JournalService(storage: storage, now: Demo.now).historyView()) { error in
            let sentence = UIApp.words(error as! JournalRefusal)
            XCTAssertEqual(app.screenText.components(separatedBy: "\n")[2], sentence, app.screenText)
        }
        XCTAssertEqual(app.screenText.components(separatedBy: "\n")[1], "History", "no days are named")
    }

    // MARK: - Reads

    /// A journal of 27 years, a file a day: opening the tab and each step reads only the days
    /// that come into view (a block of `HistoryTab.blockDays` at most) and the cursor's day,
    /// never the journal.
    func testAScrollStepReadsOnlyTheDaysComingIntoView() {
        var files = [
            "habits.toml": """
            [habits.run]
            name = "Run"
            since = 2000-01-01

            [habits.read]
            name = "Read"
            target = "3/week"
            since = 2000-01-01

            """
        ]
        var date = LocalDate("2000-01-01")!
        while date <= LocalDate("2026-11-21")! {
            files[DayPath.path(for: date)] = "## Checklist\n\n- [x] Run\n"
            date = date.adding(days: 1)
        }
        let storage = MemoryStorage(files)
        var app = Demo.app(storage)
        storage.resetLog()
        app.type("2")
        let dayReads = { storage.reads.filter { $0.hasPrefix("days/") } }
        XCTAssertLessThanOrEqual(dayReads().count, HistoryTab.blockDays + 2 * 7, "opening: \(dayReads().count)")
        var blocks = 0
        for step in 0..<120 {
            storage.resetLog()
            app.press(step % 3 == 0 ? .right : KeyPress(.pageDown))
            let reads = dayReads()
            // A new block of days (its target weeks rounded out), and the cursor's day (its week).
            XCTAssertLessThanOrEqual(reads.count, HistoryTab.blockDays + 3 * 7, "step \(step)")
            if reads.count > 7 { blocks += 1 }
            let l = HistoryLayout(app.historyTab, app.context)
            for path in reads {
                let day = LocalDate(String(path.dropFirst("days/2026/".count).prefix(10)))!
                XCTAssertTrue(
                    day >= l.dates.last!.adding(days: -HistoryTab.blockDays - 7)
                        && day <= l.dates.first!.adding(days: 7),
                    "step \(step) read \(path), showing \(l.dates.last!) – \(l.dates.first!)")
            }
        }
        XCTAssertEqual(app.historyTab.cursor, LocalDate("2026-11-21")!.adding(days: -(40 + 80 * 7)))
        // 600 days back in 120 steps: a block read every few steps, not one a step.
        XCTAssertLessThanOrEqual(blocks, 600 / HistoryTab.blockDays + 2)
    }
}
