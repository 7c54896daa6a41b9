import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import XCTest

@testable import DawnJournalUI

/// The mouse on a copy of samples/demo (today 2026-11-21, 14:05): every drag ends in the same
/// use case as its key, and changes the one line it means.
final class MouseTests: XCTestCase {
    let today = "days/2026/2026-11-21.md"
    let yesterday = "days/2026/2026-11-20.md"

    private func mouse(_ app: inout UIApp, _ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
        _ = app.handle(.mouse(MouseEvent(kind, column: column, row: row)), now: Demo.now)
    }

    /// The lines of `after` not in `before`, and those of `before` not in `after`.
    private func difference(_ before: String?, _ after: String?) -> (added: [String], removed: [String]) {
        let a = (before ?? "").split(separator: "\n").map(String.init)
        let b = (after ?? "").split(separator: "\n").map(String.init)
        return (b.filter { !a.contains($0) }, a.filter { !b.contains($0) })
    }

    /// The screen row of a time on the timeline.
    private func row(_ app: UIApp, _ time: String) -> Int {
        Layout(app.today).row(of: TimeOfDay(time)!.minutes, scrollTop: app.today.scrollTop)
    }

    func testDragAPillOntoTheTimeline() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        app.press(.char("x")) // the whole tray: Morning Run is not among the first pills
        let pill = Layout(app.today).pills.first { $0.habitID == "morning-run" }!
        mouse(&app, .press, pill.column + 1, pill.row)
        mouse(&app, .drag, 20, row(app, "13:00"))
        XCTAssertTrue(app.screenText.contains("🏃 Morning Run 13:00-13:30"), "the hovered slots")
        XCTAssertEqual(s.writes, [])
        mouse(&app, .release, 20, row(app, "13:00"))
        let d = difference(before, s.text(today))
        XCTAssertEqual(d.added, ["- 13:00-13:30 🏃 Morning Run"])
        XCTAssertEqual(d.removed, [])
    }

    func testAPillDroppedOutsideTheTimelineWritesNothing() {
        let s = Demo.storage()
        var app = Demo.app(s)
        app.press(.char("x")) // the whole tray: Morning Run is not among the first pills
        let pill = Layout(app.today).pills.first { $0.habitID == "morning-run" }!
        mouse(&app, .press, pill.column + 1, pill.row)
        mouse(&app, .drag, 70, 5)
        mouse(&app, .release, 70, 5)
        XCTAssertEqual(s.writes, [])
    }

    func testClickACheckbox() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        let l = Layout(app.today)
        let i = app.today.checklist.firstIndex { $0.habit.name == "Journal" }!
        mouse(&app, .press, l.checklistColumn + 1, l.bodyTop + i)
        mouse(&app, .release, l.checklistColumn + 1, l.bodyTop + i)
        let d = difference(before, s.text(today))
        XCTAssertEqual(d.added, ["- [x] ✍️ Journal"])
        XCTAssertEqual(d.removed, ["- [ ] ✍️ Journal"])
    }

    func testClickTheArrowsForAnotherDay() {
        var app = Demo.app(Demo.storage())
        let headerRow = Layout(app.today).headerRow
        mouse(&app, .press, 0, headerRow)
        XCTAssertEqual(app.today.date, LocalDate("2026-11-20"))
        let header = app.screenText.split(separator: "\n")[headerRow]
        let column = header.distance(from: header.startIndex, to: header.firstIndex(of: "▶")!) // one column each
        mouse(&app, .press, column, headerRow)
        XCTAssertEqual(app.today.date, LocalDate("2026-11-21"))
    }

    func testDragAnEntryToMoveItAndItsBottomEdgeToResizeIt() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20"), columns: 120, rows: 40) // 15-minute rows
        let before = s.text(yesterday)
        // Deep Work 14:15-15:45: grab its second row, drop it an hour earlier.
        let grab = row(app, "14:30")
        mouse(&app, .press, 20, grab)
        mouse(&app, .drag, 20, grab - 4)
        mouse(&app, .release, 20, grab - 4)
        var d = difference(before, s.text(yesterday))
        XCTAssertEqual(d.removed, ["- 14:15-15:45 💻 Deep Work"])
        XCTAssertEqual(d.added, ["- 13:15-14:45 💻 Deep Work"])
        // Its bottom row, dragged two rows down: it ends 30 minutes later. It now overlaps
        // Evening Walk (13:00-13:30), so it is in the second lane, on the right.
        let middle = s.text(yesterday)
        let bottom = row(app, "14:30")
        let deepWork = app.today.blocks.first { $0.entry.habit?.name == "Deep Work" }!
        let column = Layout(app.today).lane(deepWork.lane, of: deepWork.lanes).column + 2
        XCTAssertEqual(deepWork.lanes, 2)
        mouse(&app, .press, column, bottom)
        mouse(&app, .drag, column, bottom + 2)
        mouse(&app, .release, column, bottom + 2)
        d = difference(middle, s.text(yesterday))
        XCTAssertEqual(d.removed, ["- 13:15-14:45 💻 Deep Work"])
        XCTAssertEqual(d.added, ["- 13:15-15:15 💻 Deep Work"])
    }

    func testTheWheelScrollsTheTimeline() {
        var app = Demo.app(Demo.storage())
        let top = app.today.scrollTop
        mouse(&app, .scrollDown, 10, 5)
        XCTAssertEqual(app.today.scrollTop, top + 3 * Layout(app.today).rowMinutes)
        mouse(&app, .scrollUp, 10, 5)
        XCTAssertEqual(app.today.scrollTop, top)
    }
}

/// A checkbox habit's pill dropped on the timeline does what Enter on it does (issue 33: it
/// silently did nothing): it is ticked, and the status line says so.
final class CheckboxPillDropTests: XCTestCase {
    let today = "days/2026/2026-11-21.md"

    private func mouse(_ app: inout UIApp, _ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
        _ = app.handle(.mouse(MouseEvent(kind, column: column, row: row)), now: Demo.now)
    }

    func testACheckboxPillDroppedOnTheTimelineIsTicked() throws {
        let s = Demo.storage()
        var app = Demo.app(s, columns: 120, rows: 40)
        if !Layout(app.today).pills.contains(where: { $0.habitID == "journal" }) {
            let title = Layout(app.today).trayTitleRow
            mouse(&app, .press, 2, title)
            mouse(&app, .release, 2, title)
        }
        let pill = try XCTUnwrap(Layout(app.today).pills.first { $0.habitID == "journal" })
        let l = Layout(app.today)
        let row = l.row(of: TimeOfDay("12:00")!.minutes, scrollTop: app.today.scrollTop)
        mouse(&app, .press, pill.column + 1, pill.row)
        mouse(&app, .drag, 20, row)
        mouse(&app, .release, 20, row)
        XCTAssertTrue(s.text(today)!.contains("- [x] ✍️ Journal\n"))
        XCTAssertFalse(s.text(today)!.contains("- [ ] ✍️ Journal"))
        let journal = Demo.habit(s, "journal")
        XCTAssertEqual(app.status, InteractiveText.ticked(journal, done: true))
    }
}
