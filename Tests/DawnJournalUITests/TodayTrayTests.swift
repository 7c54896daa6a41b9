import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import Foundation
import XCTest

@testable import DawnJournalUI

/// The tray with more habits than fit: it scrolls to keep the selected pill in view, says that
/// more exist (`‹` `›`), and every habit and "+ Add habit" is reached by keys and by the mouse.
final class TodayTrayTests: XCTestCase {
    private let now = LocalDateTime("2026-11-21T14:05")!

    /// habits.toml with `n` timed habits, "Habit 1" … "Habit n" (the newest, written later, first
    /// in the tray: none has an instance).
    private func habits(_ n: Int) -> String {
        (1...n).map { "[habits.h\($0)]\nname = \"Habit \($0)\"\nduration = \"30m\"\nsince = 2026-11-01\n" }
            .joined(separator: "\n")
    }

    private func app(_ n: Int, _ storage: MemoryStorage? = nil) -> (UIApp, MemoryStorage) {
        let s = storage ?? MemoryStorage(["habits.toml": habits(n)])
        let app = UIApp(
            storage: s, date: nil, now: now, size: TerminalSize(columns: 80, rows: 24), colorMode: .trueColor)
        return (app, s)
    }

    private func mouse(_ app: inout UIApp, _ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
        _ = app.handle(.mouse(MouseEvent(kind, column: column, row: row)), now: now)
    }

    private func rows(_ app: UIApp) -> [String] { app.screenText.components(separatedBy: "\n") }

    /// The selected pill is drawn, with its label, on the screen.
    private func assertSelectedShown(_ app: UIApp, file: StaticString = #filePath, line: UInt = #line) {
        let d = app.today
        let l = Layout(d)
        guard let pill = l.pills.first(where: { $0.index == d.trayIndex }) else {
            return XCTFail("pill \(d.trayIndex) not laid out", file: file, line: line)
        }
        let label = pill.label.trimmingCharacters(in: .whitespaces)
        XCTAssertTrue(rows(app)[pill.row].contains(label), "\(label) on row \(pill.row)", file: file, line: line)
    }

    func testKeysReachEveryPillAndAddHabitWithAHundredHabits() {
        for expanded in [false, true] {
            var (app, _) = app(100)
            app.press(.tab, .tab)
            if expanded { app.type("x") }
            XCTAssertEqual(app.today.focus, .tray)
            XCTAssertEqual(app.today.trayExpanded, expanded)
            let l = Layout(app.today)
            XCTAssertLessThanOrEqual(l.trayRows, TrayLayout.maxRows)
            XCTAssertEqual(rows(app)[l.trayTitleRow + l.trayRows].last, "›", "more after: \(expanded)")
            var seen = Set<Int>()
            for i in 0...100 {
                XCTAssertEqual(app.today.trayIndex, i)
                assertSelectedShown(app)
                seen.insert(app.today.trayIndex)
                app.press(.right)
            }
            XCTAssertEqual(seen.count, 101, "every habit and + Add habit")
            XCTAssertEqual(app.today.trayIndex, 100, "the last pill: + Add habit")
            XCTAssertTrue(app.screenText.contains("+ " + InteractiveText.addHabit), app.screenText)
            let last = Layout(app.today)
            XCTAssertEqual(rows(app)[last.trayTitleRow + 1].first, "‹", "more before: \(expanded)")
            XCTAssertNil(last.tray.after)
            // Back to the first: the folded tray shows the first line again, no `‹`.
            for _ in 0..<100 { app.press(.left) }
            XCTAssertEqual(app.today.trayIndex, 0)
            XCTAssertNil(Layout(app.today).tray.before)
            assertSelectedShown(app)
        }
    }

    func testTheMouseReachesEveryPillAndPlacesTheLast() throws {
        var (app, storage) = app(100)
        var seen = Set<String>()
        for _ in 0..<100 {
            let l = Layout(app.today)
            for p in l.pills { seen.insert(p.habitID ?? "add") }
            guard l.tray.after != nil else { break }
            mouse(&app, .press, 79, l.trayTitleRow + l.trayRows) // `›`
        }
        XCTAssertEqual(seen.count, 101, "every habit and + Add habit drawn on the way")
        // The first habit of habits.toml (the oldest, last in the tray) dragged onto the timeline.
        let l = Layout(app.today)
        let pill = try XCTUnwrap(l.pills.first { $0.habitID == "h1" })
        let row = l.row(of: 13 * 60, scrollTop: app.today.scrollTop)
        mouse(&app, .press, pill.column + 1, pill.row)
        mouse(&app, .drag, 20, row)
        mouse(&app, .release, 20, row)
        XCTAssertEqual(storage.text("days/2026/2026-11-21.md"), "## Timeline\n\n- 13:00-13:30 Habit 1\n")
        // `‹` and the wheel go back a line.
        let before = Layout(app.today).tray.before
        XCTAssertNotNil(before)
        mouse(&app, .press, 0, Layout(app.today).trayTitleRow + 1)
        XCTAssertEqual(app.today.trayIndex, before)
        let again = Layout(app.today).tray.before
        mouse(&app, .scrollUp, 10, Layout(app.today).trayTitleRow + 1)
        XCTAssertEqual(app.today.trayIndex, again)
    }

    func testAddHabitFromTheFoldedTrayDefaultsToThirtyMinutes() {
        var (app, storage) = app(2)
        XCTAssertFalse(app.today.trayExpanded)
        app.press(.tab, .tab, .right, .right)
        XCTAssertEqual(app.today.trayIndex, 2, "+ Add habit, after the two habits")
        assertSelectedShown(app)
        app.press(.enter)
        XCTAssertEqual(app.tab, .habits)
        XCTAssertEqual(app.habitsTab.form?[.duration], "30m")
        app.type("Stretch")
        app.press(.enter)
        XCTAssertEqual(app.tab, .today)
        XCTAssertTrue(
            storage.text("habits.toml")!.contains("[habits.stretch]\nname = \"Stretch\""), storage.text("habits.toml")!)
        XCTAssertTrue(storage.text("habits.toml")!.contains("duration = \"30m\""))
        XCTAssertTrue(app.today.trayHabits.first { $0.id == "stretch" }?.isTimed ?? false, "placeable")
    }
}
