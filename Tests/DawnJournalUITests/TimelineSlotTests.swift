import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnJournalUI

/// The timeline's precision (issue 33 item 3): at every size down to 64×18 the cursor, a drop, a
/// move and a resize reach every 15-minute slot, on a copy of samples/demo (today 2026-11-21,
/// 14:05).
final class TimelineSlotTests: XCTestCase {
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

    /// The slot cursor moved by the arrow keys to `time` (the timeline scrolls to show it).
    private func cursor(_ app: inout UIApp, to time: String) {
        let target = TimeOfDay(time)!.minutes
        for _ in 0..<200 where app.model.day.cursor != target {
            app.press(app.model.day.cursor < target ? .down : .up)
        }
        XCTAssertEqual(app.model.day.cursor, target, "the cursor reaches \(time)")
    }

    /// The screen row of a time on the timeline, checked to be on screen.
    private func row(_ app: UIApp, _ time: String) -> Int {
        let l = Layout(app.model.day)
        let r = l.row(of: TimeOfDay(time)!.minutes, scrollTop: app.model.day.scrollTop)
        XCTAssertTrue(r >= l.bodyTop && r < l.bodyTop + l.bodyHeight, "\(time) is on screen")
        return r
    }

    func testEveryRowIsAQuarterHourAtEverySize() {
        for (columns, rows) in [(64, 18), (80, 24), (100, 30), (120, 40)] {
            var app = Demo.app(Demo.storage(), columns: columns, rows: rows)
            XCTAssertEqual(Layout(app.model.day).rowMinutes, 15, "\(columns)×\(rows)")
            let start = app.model.day.cursor
            app.press(.down)
            XCTAssertEqual(app.model.day.cursor, start + 15, "\(columns)×\(rows): ↓ is the next slot")
            XCTAssertTrue(app.screenText.contains("15-minute rows"), "\(columns)×\(rows): the header says so")
        }
    }

    func testAPillDroppedOn1315At80x24() {
        let s = Demo.storage()
        var app = Demo.app(s)
        cursor(&app, to: "13:15")
        let before = s.text(today)
        app.press(.char("x")) // the whole tray: Morning Run is not among the first pills
        let pill = Layout(app.model.day).pills.first { $0.habitID == "morning-run" }!
        mouse(&app, .press, pill.column + 1, pill.row)
        mouse(&app, .drag, 20, row(app, "13:15"))
        XCTAssertTrue(app.screenText.contains("🏃 Morning Run 13:15-13:45"), "the ghost")
        mouse(&app, .release, 20, row(app, "13:15"))
        let d = difference(before, s.text(today))
        XCTAssertEqual(d.added, ["- 13:15-13:45 🏃 Morning Run"])
        XCTAssertEqual(d.removed, [])
    }

    func testAThirtyMinuteEntrysBottomEdgeDraggedOneRowDownAt80x24() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20"))
        cursor(&app, to: "14:00") // a row below the entry on screen
        let before = s.text(yesterday)
        // Evening Walk 13:00-13:30: two rows, the bottom one 13:15's.
        let bottom = row(app, "13:15")
        mouse(&app, .press, 20, bottom)
        mouse(&app, .drag, 20, bottom + 1)
        mouse(&app, .release, 20, bottom + 1)
        let d = difference(before, s.text(yesterday))
        XCTAssertEqual(d.removed, ["- 13:00-13:30 🚶‍♀️ Evening Walk -- lunch walk"])
        XCTAssertEqual(d.added, ["- 13:00-13:45 🚶‍♀️ Evening Walk -- lunch walk"], "resized, not moved")
    }

    func testAnEntryDraggedOneRowAndMovedByKeysAt80x24() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20"))
        cursor(&app, to: "14:00") // rows below the entry on screen
        var before = s.text(yesterday)
        let top = row(app, "13:00")
        mouse(&app, .press, 20, top)
        mouse(&app, .drag, 20, top + 1)
        mouse(&app, .release, 20, top + 1)
        var d = difference(before, s.text(yesterday))
        XCTAssertEqual(d.added, ["- 13:15-13:45 🚶‍♀️ Evening Walk -- lunch walk"], "moved by a quarter hour")
        before = s.text(yesterday)
        cursor(&app, to: "13:15")
        app.press(.char("m"), .down, .enter)
        d = difference(before, s.text(yesterday))
        XCTAssertEqual(d.added, ["- 13:30-14:00 🚶‍♀️ Evening Walk -- lunch walk"], "m, ↓, Enter")
    }

    /// Today opens with now (14:05) in the timeline's upper third, with a row or more of the
    /// past above it, at every size.
    func testTodayOpensWithNowInTheUpperThird() {
        for (columns, rows) in [(64, 18), (80, 24), (100, 30), (120, 40)] {
            let app = Demo.app(Demo.storage(), columns: columns, rows: rows)
            let l = Layout(app.model.day)
            let r = l.row(of: TimeOfDay("14:05")!.minutes, scrollTop: app.model.day.scrollTop) - l.bodyTop
            XCTAssertGreaterThan(r, 0, "\(columns)×\(rows): a row of the past above now")
            XCTAssertLessThan(3 * r, l.bodyHeight, "\(columns)×\(rows): now on row \(r) of \(l.bodyHeight)")
            let line = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)[l.bodyTop + r]
            XCTAssertTrue(line.contains("14:05"), "\(columns)×\(rows): the now line is drawn there")
        }
    }

    /// Another day opens at its first entry; a day without entries at the day's start
    /// (`day_starts`, 04:00 in the demo), not in the middle of the morning.
    func testAnotherDayOpensAtItsFirstEntryOrTheDaysStart() {
        var app = Demo.app(Demo.storage(), date: LocalDate("2026-11-20"))
        XCTAssertEqual(app.model.day.cursor, TimeOfDay("07:45")!.minutes)
        XCTAssertTrue(app.screenText.contains("07:45 ▸ 🧘🏽 Meditate 07:45-08:00"))
        app = Demo.app(Demo.storage(), date: LocalDate("2026-11-25"))
        XCTAssertTrue(app.model.day.entries.isEmpty)
        XCTAssertEqual(app.model.day.cursor, TimeOfDay("04:00")!.minutes)
        XCTAssertEqual(app.model.day.scrollTop, TimeOfDay("04:00")!.minutes)
        XCTAssertTrue(app.screenText.contains("04:00 ▸"))
    }

    /// A pill held on the tray's title, just below the timeline, scrolls it a row on each
    /// motion report there (not on its way up from the tray), and drops on the last row.
    func testAPillHeldAtTheBottomEdgeScrollsTheTimeline() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20")) // a past day: any slot may be logged
        let l = Layout(app.model.day)
        let top = app.model.day.scrollTop
        let last = l.bodyTop + l.bodyHeight - 1
        let pill = l.pills.first { $0.habitID.flatMap(app.model.day.habit)?.isTimed == true }!
        let name = app.model.day.habit(pill.habitID!)!.name
        mouse(&app, .press, pill.column + 1, pill.row)
        mouse(&app, .drag, 20, last + 1)
        mouse(&app, .drag, 20, last)
        XCTAssertEqual(app.model.day.scrollTop, top, "on its way up from the tray, and on the last row")
        for column in 21...23 { mouse(&app, .drag, column, last + 1) }
        XCTAssertEqual(app.model.day.scrollTop, top + 45, "three reports below the last row: three rows")
        let at = l.minutes(atRow: last, scrollTop: top + 45)
        let before = s.text(yesterday)
        mouse(&app, .release, 23, last + 1)
        let d = difference(before, s.text(yesterday))
        XCTAssertEqual(d.added.count, 1)
        XCTAssertTrue(d.added.first?.hasPrefix("- \(TodayView.time(at))-") == true, "\(d.added) at \(name)")
    }

    /// A block held on the timeline's title, just above it, scrolls it up, a row a report, and
    /// moves to its top row.
    func testABlockHeldAtTheTopEdgeScrollsTheTimelineUp() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20"))
        cursor(&app, to: "14:00")
        let l = Layout(app.model.day)
        let top = app.model.day.scrollTop
        let before = s.text(yesterday)
        mouse(&app, .press, 20, row(app, "13:00"))
        mouse(&app, .drag, 20, l.bodyTop)
        XCTAssertEqual(app.model.day.scrollTop, top, "on the top row itself")
        for column in 20...23 { mouse(&app, .drag, column, l.bodyTop - 1) }
        XCTAssertEqual(app.model.day.scrollTop, top - 60, "four reports above the top row: an hour")
        mouse(&app, .release, 23, l.bodyTop - 1)
        let d = difference(before, s.text(yesterday))
        let start = top - 60
        XCTAssertEqual(
            d.added,
            ["- \(TodayView.time(start))-\(TodayView.time(start + 30)) 🚶‍♀️ Evening Walk -- lunch walk"])
    }
}
