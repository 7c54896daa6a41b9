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

    func testEveryRowIsAQuarterHourAtEverySize() {
        for (columns, rows) in [(64, 18), (80, 24), (100, 30), (120, 40)] {
            var app = Demo.app(Demo.storage(), columns: columns, rows: rows)
            XCTAssertEqual(Layout(app.today).rowMinutes, 15, "\(columns)×\(rows)")
            let start = app.today.cursor
            app.press(.down)
            XCTAssertEqual(app.today.cursor, start + 15, "\(columns)×\(rows): ↓ is the next slot")
            XCTAssertTrue(app.screenText.contains("15-minute rows"), "\(columns)×\(rows): the header says so")
        }
    }

    func testAPillDroppedOn1315At80x24() {
        let s = Demo.storage()
        var app = Demo.app(s)
        app.moveCursor(to: "13:15")
        let before = s.text(today)
        app.press(.char("x")) // the whole tray: Morning Run is not among the first pills
        let pill = Layout(app.today).pills.first { $0.habitID == "morning-run" }!
        app.mouse(.press, pill.column + 1, pill.row)
        app.mouse(.drag, 20, app.timelineRow("13:15"))
        XCTAssertTrue(app.screenText.contains("🏃 Morning Run 13:15-13:45"), "the ghost")
        app.mouse(.release, 20, app.timelineRow("13:15"))
        let d = lineDifference(before, s.text(today))
        XCTAssertEqual(d.added, ["- 13:15-13:45 🏃 Morning Run"])
        XCTAssertEqual(d.removed, [])
    }

    func testAThirtyMinuteEntrysBottomEdgeDraggedOneRowDownAt80x24() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20"))
        app.moveCursor(to: "14:00") // a row below the entry on screen
        let before = s.text(yesterday)
        // Evening Walk 13:00-13:30: two rows, the bottom one 13:15's.
        let bottom = app.timelineRow("13:15")
        app.mouse(.press, 20, bottom)
        app.mouse(.drag, 20, bottom + 1)
        app.mouse(.release, 20, bottom + 1)
        let d = lineDifference(before, s.text(yesterday))
        XCTAssertEqual(d.removed, ["- 13:00-13:30 🚶‍♀️ Evening Walk -- lunch walk"])
        XCTAssertEqual(d.added, ["- 13:00-13:45 🚶‍♀️ Evening Walk -- lunch walk"], "resized, not moved")
    }

    func testAnEntryDraggedOneRowAndMovedByKeysAt80x24() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20"))
        app.moveCursor(to: "14:00") // rows below the entry on screen
        var before = s.text(yesterday)
        let top = app.timelineRow("13:00")
        app.mouse(.press, 20, top)
        app.mouse(.drag, 20, top + 1)
        app.mouse(.release, 20, top + 1)
        var d = lineDifference(before, s.text(yesterday))
        XCTAssertEqual(d.added, ["- 13:15-13:45 🚶‍♀️ Evening Walk -- lunch walk"], "moved by a quarter hour")
        before = s.text(yesterday)
        app.moveCursor(to: "13:15")
        app.press(.char("m"), .down, .enter)
        d = lineDifference(before, s.text(yesterday))
        XCTAssertEqual(d.added, ["- 13:30-14:00 🚶‍♀️ Evening Walk -- lunch walk"], "m, ↓, Enter")
    }

    /// Today opens with now (14:05) in the timeline's upper third, with a row or more of the
    /// past above it, at every size.
    func testTodayOpensWithNowInTheUpperThird() {
        for (columns, rows) in [(64, 18), (80, 24), (100, 30), (120, 40)] {
            let app = Demo.app(Demo.storage(), columns: columns, rows: rows)
            let l = Layout(app.today)
            let r = l.row(of: TimeOfDay("14:05")!.minutes, scrollTop: app.today.scrollTop) - l.bodyTop
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
        XCTAssertEqual(app.today.cursor, TimeOfDay("07:45")!.minutes)
        XCTAssertTrue(app.screenText.contains("07:45 ▸ 🧘🏽 Meditate 07:45-08:00"))
        app = Demo.app(Demo.storage(), date: LocalDate("2026-11-25"))
        XCTAssertTrue(app.today.entries.isEmpty)
        XCTAssertEqual(app.today.cursor, TimeOfDay("04:00")!.minutes)
        XCTAssertEqual(app.today.scrollTop, TimeOfDay("04:00")!.minutes)
        XCTAssertTrue(app.screenText.contains("04:00 ▸"))
    }

    /// An entry written before `day_starts` (04:00) or past the night's end (28:00) is on the
    /// timeline, and the cursor reaches it: nothing on the day file is out of sight.
    func testEntriesOutsideTheJournalDayAreShownAndReachable() {
        let s = Demo.storage()
        let text = s.text(yesterday)!.replacingOccurrences(
            of: "- 07:45-08:00", with: "- 03:00-03:30 📚 Read\n- 07:45-08:00"
        ).replacingOccurrences(of: "- 22:00-22:30 📚 Read", with: "- 22:00-22:30 📚 Read\n- 28:30-29:00 📚 Read")
        s.files[yesterday] = Array(text.utf8)
        var app = Demo.app(s, date: LocalDate("2026-11-20"))
        XCTAssertEqual(app.today.cursor, TimeOfDay("03:00")!.minutes, "the day opens at its first entry")
        XCTAssertTrue(app.screenText.contains("03:00 ▸ 📚 Read 03:00-03:30"), app.screenText)
        XCTAssertEqual(app.today.entryAtCursor?.entry.start, TimeOfDay("03:00"))
        app.moveCursor(to: "28:30")
        XCTAssertTrue(app.screenText.contains("28:30 ▸ 📚 Read 28:30-29:00"), app.screenText)
        XCTAssertEqual(app.today.entryAtCursor?.entry.start, TimeOfDay("28:30"))
    }

    /// A pill held on the tray's title, just below the timeline, scrolls it a row on each
    /// motion report there (not on its way up from the tray), and drops on the last row.
    func testAPillHeldAtTheBottomEdgeScrollsTheTimeline() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20")) // a past day: any slot may be logged
        let l = Layout(app.today)
        let top = app.today.scrollTop
        let last = l.bodyTop + l.bodyHeight - 1
        let pill = l.pills.first { $0.habitID.flatMap(app.today.habit)?.isTimed == true }!
        let name = app.today.habit(pill.habitID!)!.name
        app.mouse(.press, pill.column + 1, pill.row)
        app.mouse(.drag, 20, last + 1)
        app.mouse(.drag, 20, last)
        XCTAssertEqual(app.today.scrollTop, top, "on its way up from the tray, and on the last row")
        for column in 21...23 { app.mouse(.drag, column, last + 1) }
        XCTAssertEqual(app.today.scrollTop, top + 45, "three reports below the last row: three rows")
        let at = l.minutes(atRow: last, scrollTop: top + 45)
        let before = s.text(yesterday)
        app.mouse(.release, 23, last + 1)
        let d = lineDifference(before, s.text(yesterday))
        XCTAssertEqual(d.added.count, 1)
        XCTAssertTrue(d.added.first?.hasPrefix("- \(TodayView.time(at))-") == true, "\(d.added) at \(name)")
    }

    /// A block held on the timeline's title, just above it, scrolls it up, a row a report, and
    /// moves to its top row.
    func testABlockHeldAtTheTopEdgeScrollsTheTimelineUp() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20"))
        app.moveCursor(to: "14:00")
        let l = Layout(app.today)
        let top = app.today.scrollTop
        let before = s.text(yesterday)
        app.mouse(.press, 20, app.timelineRow("13:00"))
        app.mouse(.drag, 20, l.bodyTop)
        XCTAssertEqual(app.today.scrollTop, top, "on the top row itself")
        for column in 20...23 { app.mouse(.drag, column, l.bodyTop - 1) }
        XCTAssertEqual(app.today.scrollTop, top - 60, "four reports above the top row: an hour")
        app.mouse(.release, 23, l.bodyTop - 1)
        let d = lineDifference(before, s.text(yesterday))
        let start = top - 60
        XCTAssertEqual(
            d.added,
            ["- \(TodayView.time(start))-\(TodayView.time(start + 30)) 🚶‍♀️ Evening Walk -- lunch walk"])
    }
}

extension UIApp {
    /// The slot cursor moved by the arrow keys to `time` (the timeline scrolls to show it).
    mutating func moveCursor(to time: String, file: StaticString = #filePath, line: UInt = #line) {
        let target = TimeOfDay(time)!.minutes
        for _ in 0..<200 where model.day.cursor != target {
            press(model.day.cursor < target ? .down : .up)
        }
        XCTAssertEqual(model.day.cursor, target, "the cursor reaches \(time)", file: file, line: line)
    }

    /// The screen row of a time on the timeline, checked to be on screen.
    func timelineRow(_ time: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let l = Layout(model.day)
        let r = l.row(of: TimeOfDay(time)!.minutes, scrollTop: model.day.scrollTop)
        XCTAssertTrue(r >= l.bodyTop && r < l.bodyTop + l.bodyHeight, "\(time) is on screen", file: file, line: line)
        return r
    }
}
