import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnJournalUI

/// A running entry (FORMAT 1.4, `- 13:00- 📚 Read`; issue 37 item 3) on the timeline: from its
/// start to the now line on today, growing with it; its start slot only on another day; marked
/// as running; selectable and deletable. The demo, today 2026-11-21 at 14:05, at 80×24.
final class TimelineRunningTests: XCTestCase {
    let today = "days/2026/2026-11-21.md"

    /// The demo with `- 13:00- 📚 Read` on today's timeline.
    private func storage() -> MemoryStorage {
        let s = Demo.storage()
        let text = s.text(today)!.replacingOccurrences(
            of: "- 07:30-07:45 🧘🏽 Meditate\n", with: "- 07:30-07:45 🧘🏽 Meditate\n- 13:00- 📚 Read\n")
        s.files[today] = Array(text.utf8)
        return s
    }

    /// The rows of the timeline drawn in a block's colour at `column`.
    private func coloured(_ app: UIApp, column: Int = 20) -> [String] {
        let b = app.render()
        let l = Layout(app.today)
        return (l.bodyTop..<(l.bodyTop + l.bodyHeight)).compactMap { r in
            guard b[column: column, row: r].style.background != .terminalDefault else { return nil }
            return TodayView.time(l.minutes(atRow: r, scrollTop: app.today.scrollTop))
        }
    }

    func testOnTodayItReachesTheNowLineAndGrowsWithIt() {
        var app = Demo.app(storage())
        XCTAssertTrue(app.screenText.contains("📚 Read 13:00- ▸ running"), app.screenText)
        XCTAssertEqual(coloured(app), ["13:00", "13:15", "13:30", "13:45", "14:00"])
        _ = app.handle(.tick, now: LocalDateTime("2026-11-21T14:50")!)
        XCTAssertEqual(coloured(app), ["13:00", "13:15", "13:30", "13:45", "14:00", "14:15", "14:30", "14:45"])
    }

    func testOnAnotherDayItIsItsStartSlot() {
        let s = storage()
        let app = Demo.app(s, date: LocalDate("2026-11-21"), now: LocalDateTime("2026-11-23T10:00")!)
        var shown = app
        for _ in 0..<40 where shown.model.day.cursor < TimeOfDay("13:00")!.minutes { shown.press(.down) }
        XCTAssertTrue(shown.screenText.contains("📚 Read 13:00- ▸ running"), shown.screenText)
        XCTAssertEqual(coloured(shown), ["13:00"])
    }

    func testItIsSelectableAndDeletable() {
        let s = storage()
        var app = Demo.app(s)
        for _ in 0..<40 where app.today.cursor > TimeOfDay("13:30")!.minutes { app.press(.up) }
        XCTAssertEqual(app.today.entryAtCursor?.habit?.name, "Read", "its rows below its start")
        app.press(.char("d"))
        XCTAssertTrue(app.screenText.contains("Delete 13:00- Read? y/n"), app.screenText)
        app.press(.char("y"))
        XCTAssertFalse(s.text(today)!.contains("Read"), s.text(today)!)
        XCTAssertEqual(app.status, "Deleted 13:00- Read.")
    }
}
