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

    /// The screen's line `row`, the timeline's part of it.
    private func timeline(_ app: UIApp, row: Int) -> String {
        let line = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)[row]
        return String(line.prefix(Layout(app.today).timelineWidth))
    }

    /// Morning Run's pill dropped on 13:00, onto Evening Walk: both drawn on the row.
    private func dropMorningRunOnEveningWalk(columns: Int = 80, rows: Int = 24) -> (UIApp, MemoryStorage) {
        let s = Demo.storage()
        var app = Demo.app(s, date: day, columns: columns, rows: rows)
        app.moveCursor(to: "14:00")
        app.press(.char("x")) // the whole tray: Morning Run's pill shown
        let pill = Layout(app.today).pills.first { $0.habitID == "morning-run" }!
        app.mouse(.press, pill.column + 1, pill.row)
        app.mouse(.drag, 20, app.timelineRow("13:00"))
        app.mouse(.release, 20, app.timelineRow("13:00"))
        return (app, s)
    }

    func testADropOntoAnEntryShowsBothNamesAndWarnsAsMoveDoes() {
        for (columns, rows) in [(80, 24), (64, 18), (120, 40)] {
            let (app, s) = dropMorningRunOnEveningWalk(columns: columns, rows: rows)
            XCTAssertTrue(s.text(yesterday)!.contains("- 13:00-13:30 🏃 Morning Run\n"), "\(columns)×\(rows)")
            let line = timeline(app, row: app.timelineRow("13:00"))
            XCTAssertTrue(line.contains("🏃 Morning"), "\(columns)×\(rows): \(line)")
            XCTAssertTrue(line.contains("🚶‍♀️ Evening"), "\(columns)×\(rows): \(line)")
            let status = app.status ?? ""
            XCTAssertTrue(status.hasPrefix("Logged Morning Run 13:00-13:30. warning: "), status)
            XCTAssertTrue(status.contains("overlaps 'Evening Walk'"), status)
        }
    }

    func testAMoveByKeysOntoAnEntryWarnsAndBothStayVisible() {
        let s = Demo.storage()
        var app = Demo.app(s, date: day)
        app.moveCursor(to: "22:00")
        app.press(.char("m"))
        app.moveCursor(to: "13:00")
        app.press(.enter)
        XCTAssertTrue(s.text(yesterday)!.contains("- 13:00-13:30 📚 Read\n"))
        XCTAssertTrue(
            app.status?.hasPrefix("Moved Read to 13:00-13:30. warning: '") == true, app.status ?? "")
        let line = timeline(app, row: app.timelineRow("13:00"))
        XCTAssertTrue(line.contains("📚 Read"), line)
        XCTAssertTrue(line.contains("🚶‍♀️ Evening"), line)
    }

    /// `o` chooses the other entry at the cursor; `d`, `y` delete the chosen one.
    func testEachOverlappingEntryIsSelectableByKeys() {
        let (dropped, s) = dropMorningRunOnEveningWalk()
        var app = dropped
        XCTAssertEqual(app.today.entryAtCursor?.habit?.name, "Morning Run")
        app.press(.char("o"))
        XCTAssertEqual(app.today.entryAtCursor?.habit?.name, "Evening Walk")
        app.press(.char("o"))
        XCTAssertEqual(app.today.entryAtCursor?.habit?.name, "Morning Run", "o goes round")
        app.press(.char("o"))
        let before = s.text(yesterday)
        app.press(.char("d"), .char("y"))
        let d = lineDifference(before, s.text(yesterday))
        XCTAssertEqual(d.removed, ["- 13:00-13:30 🚶‍♀️ Evening Walk -- lunch walk"])
        XCTAssertEqual(d.added, [])
    }

    /// A click on a lane chooses its entry; its body drags it, its bottom row resizes it.
    func testEachOverlappingEntryIsMovableAndResizableByMouse() {
        let (dropped, s) = dropMorningRunOnEveningWalk()
        var app = dropped
        let l = Layout(app.today)
        let lanes = app.today.blocks.filter { $0.entry.entry.start == TimeOfDay("13:00") }
        XCTAssertEqual(lanes.map(\.lanes), [2, 2])
        let walk = lanes.first { $0.entry.habit?.name == "Evening Walk" }!
        let run = lanes.first { $0.entry.habit?.name == "Morning Run" }!
        let walkColumn = l.lane(walk.lane, of: 2).column + 2
        let runColumn = l.lane(run.lane, of: 2).column + 2
        XCTAssertNotEqual(walkColumn, runColumn)
        // A click on Evening Walk's lane: the keys act on it.
        app.mouse(.press, walkColumn, app.timelineRow("13:00"))
        app.mouse(.release, walkColumn, app.timelineRow("13:00"))
        XCTAssertEqual(app.today.entryAtCursor?.habit?.name, "Evening Walk")
        // Morning Run's bottom row dragged one row down: it is resized, Evening Walk untouched.
        var before = s.text(yesterday)
        app.mouse(.press, runColumn, app.timelineRow("13:15"))
        app.mouse(.drag, runColumn, app.timelineRow("13:30"))
        app.mouse(.release, runColumn, app.timelineRow("13:30"))
        var d = lineDifference(before, s.text(yesterday))
        XCTAssertEqual(d.removed, ["- 13:00-13:30 🏃 Morning Run"])
        XCTAssertEqual(d.added, ["- 13:00-13:45 🏃 Morning Run"])
        // Evening Walk's body dragged a row up: moved to 12:45.
        before = s.text(yesterday)
        let walkNow = app.today.blocks.first { $0.entry.habit?.name == "Evening Walk" && $0.lanes == 2 }!
        let column = l.lane(walkNow.lane, of: walkNow.lanes).column + 2
        app.mouse(.press, column, app.timelineRow("13:00"))
        app.mouse(.drag, column, app.timelineRow("12:45"))
        app.mouse(.release, column, app.timelineRow("12:45"))
        d = lineDifference(before, s.text(yesterday))
        XCTAssertEqual(d.removed, ["- 13:00-13:30 🚶‍♀️ Evening Walk -- lunch walk"])
        XCTAssertEqual(d.added, ["- 12:45-13:15 🚶‍♀️ Evening Walk -- lunch walk"])
    }
}
