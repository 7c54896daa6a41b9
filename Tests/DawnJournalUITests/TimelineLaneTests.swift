import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnJournalUI

/// Overlapping entries (issue 33 item 1): side by side in lanes, each visible with its name,
/// each selectable, movable and resizable; a change that makes an overlap says so as `move`
/// does. The demo's 2026-11-20 (Evening Walk 13:00-13:30), today 2026-11-21 at 14:05.
final class TimelineLaneTests: XCTestCase {
    let yesterday = "days/2026/2026-11-20.md"
    let day = LocalDate("2026-11-20")

    private func mouse(_ app: inout UIApp, _ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
        _ = app.handle(.mouse(MouseEvent(kind, column: column, row: row)), now: Demo.now)
    }

    /// The lines of `after` not in `before`, and those of `before` not in `after`.
    private func difference(_ before: String?, _ after: String?) -> (added: [String], removed: [String]) {
        let a = (before ?? "").split(separator: "\n").map(String.init)
        let b = (after ?? "").split(separator: "\n").map(String.init)
        return (b.filter { !a.contains($0) }, a.filter { !b.contains($0) })
    }

    private func cursor(_ app: inout UIApp, to time: String) {
        let target = TimeOfDay(time)!.minutes
        for _ in 0..<200 where app.model.day.cursor != target {
            app.press(app.model.day.cursor < target ? .down : .up)
        }
        XCTAssertEqual(app.model.day.cursor, target)
    }

    private func row(_ app: UIApp, _ time: String) -> Int {
        Layout(app.model.day).row(of: TimeOfDay(time)!.minutes, scrollTop: app.model.day.scrollTop)
    }

    /// The screen's line `row`, the timeline's part of it.
    private func timeline(_ app: UIApp, row: Int) -> String {
        let line = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)[row]
        return String(line.prefix(Layout(app.model.day).timelineWidth))
    }

    /// Morning Run's pill dropped on 13:00, onto Evening Walk: both drawn on the row.
    private func dropMorningRunOnEveningWalk(columns: Int = 80, rows: Int = 24) -> (UIApp, MemoryStorage) {
        let s = Demo.storage()
        var app = Demo.app(s, date: day, columns: columns, rows: rows)
        cursor(&app, to: "14:00")
        app.press(.char("x")) // the whole tray: Morning Run's pill shown
        let pill = Layout(app.model.day).pills.first { $0.habitID == "morning-run" }!
        mouse(&app, .press, pill.column + 1, pill.row)
        mouse(&app, .drag, 20, row(app, "13:00"))
        mouse(&app, .release, 20, row(app, "13:00"))
        return (app, s)
    }

    func testADropOntoAnEntryShowsBothNamesAndWarnsAsMoveDoes() {
        for (columns, rows) in [(80, 24), (64, 18), (120, 40)] {
            let (app, s) = dropMorningRunOnEveningWalk(columns: columns, rows: rows)
            XCTAssertTrue(s.text(yesterday)!.contains("- 13:00-13:30 🏃 Morning Run\n"), "\(columns)×\(rows)")
            let line = timeline(app, row: row(app, "13:00"))
            XCTAssertTrue(line.contains("🏃 Morning"), "\(columns)×\(rows): \(line)")
            XCTAssertTrue(line.contains("🚶‍♀️ Evening"), "\(columns)×\(rows): \(line)")
            let status = app.model.status ?? ""
            XCTAssertTrue(status.hasPrefix("Logged Morning Run 13:00-13:30. warning: "), status)
            XCTAssertTrue(status.contains("overlaps 'Evening Walk'"), status)
        }
    }

    func testAMoveByKeysOntoAnEntryWarnsAndBothStayVisible() {
        let s = Demo.storage()
        var app = Demo.app(s, date: day)
        cursor(&app, to: "22:00")
        app.press(.char("m"))
        cursor(&app, to: "13:00")
        app.press(.enter)
        XCTAssertTrue(s.text(yesterday)!.contains("- 13:00-13:30 📚 Read\n"))
        XCTAssertTrue(
            app.model.status?.hasPrefix("Moved Read to 13:00-13:30. warning: '") == true, app.model.status ?? "")
        let line = timeline(app, row: row(app, "13:00"))
        XCTAssertTrue(line.contains("📚 Read"), line)
        XCTAssertTrue(line.contains("🚶‍♀️ Evening"), line)
    }

    /// `o` chooses the other entry at the cursor; `d`, `y` delete the chosen one.
    func testEachOverlappingEntryIsSelectableByKeys() {
        let (dropped, s) = dropMorningRunOnEveningWalk()
        var app = dropped
        XCTAssertEqual(app.model.day.entryAtCursor?.habit?.name, "Morning Run")
        app.press(.char("o"))
        XCTAssertEqual(app.model.day.entryAtCursor?.habit?.name, "Evening Walk")
        app.press(.char("o"))
        XCTAssertEqual(app.model.day.entryAtCursor?.habit?.name, "Morning Run", "o goes round")
        app.press(.char("o"))
        let before = s.text(yesterday)
        app.press(.char("d"), .char("y"))
        let d = difference(before, s.text(yesterday))
        XCTAssertEqual(d.removed, ["- 13:00-13:30 🚶‍♀️ Evening Walk -- lunch walk"])
        XCTAssertEqual(d.added, [])
    }

    /// A click on a lane chooses its entry; its body drags it, its bottom row resizes it.
    func testEachOverlappingEntryIsMovableAndResizableByMouse() {
        let (dropped, s) = dropMorningRunOnEveningWalk()
        var app = dropped
        let l = Layout(app.model.day)
        let lanes = app.model.day.blocks.filter { $0.entry.entry.start == TimeOfDay("13:00") }
        XCTAssertEqual(lanes.map(\.lanes), [2, 2])
        let walk = lanes.first { $0.entry.habit?.name == "Evening Walk" }!
        let run = lanes.first { $0.entry.habit?.name == "Morning Run" }!
        let walkColumn = l.lane(walk.lane, of: 2).column + 2
        let runColumn = l.lane(run.lane, of: 2).column + 2
        XCTAssertNotEqual(walkColumn, runColumn)
        // A click on Evening Walk's lane: the keys act on it.
        mouse(&app, .press, walkColumn, row(app, "13:00"))
        mouse(&app, .release, walkColumn, row(app, "13:00"))
        XCTAssertEqual(app.model.day.entryAtCursor?.habit?.name, "Evening Walk")
        // Morning Run's bottom row dragged one row down: it is resized, Evening Walk untouched.
        var before = s.text(yesterday)
        mouse(&app, .press, runColumn, row(app, "13:15"))
        mouse(&app, .drag, runColumn, row(app, "13:30"))
        mouse(&app, .release, runColumn, row(app, "13:30"))
        var d = difference(before, s.text(yesterday))
        XCTAssertEqual(d.removed, ["- 13:00-13:30 🏃 Morning Run"])
        XCTAssertEqual(d.added, ["- 13:00-13:45 🏃 Morning Run"])
        // Evening Walk's body dragged a row up: moved to 12:45.
        before = s.text(yesterday)
        let walkNow = app.model.day.blocks.first { $0.entry.habit?.name == "Evening Walk" && $0.lanes == 2 }!
        let column = l.lane(walkNow.lane, of: walkNow.lanes).column + 2
        mouse(&app, .press, column, row(app, "13:00"))
        mouse(&app, .drag, column, row(app, "12:45"))
        mouse(&app, .release, column, row(app, "12:45"))
        d = difference(before, s.text(yesterday))
        XCTAssertEqual(d.removed, ["- 13:00-13:30 🚶‍♀️ Evening Walk -- lunch walk"])
        XCTAssertEqual(d.added, ["- 12:45-13:15 🚶‍♀️ Evening Walk -- lunch walk"])
    }
}
