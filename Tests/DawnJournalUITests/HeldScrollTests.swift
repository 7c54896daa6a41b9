import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnJournalUI

/// A drag held still at the timeline's edge keeps scrolling (issue 33): the terminal sends no
/// report while the mouse is still, so the view asks for `.repeatTick`s (`repeatInterval`) while
/// a drag is held there, and only then. On a copy of samples/demo at 80×24, its 2026-11-20 (a
/// past day: any slot may be logged).
final class HeldScrollTests: XCTestCase {
    let yesterday = "days/2026/2026-11-20.md"

    private func tick(_ app: inout UIApp) { _ = app.handle(.repeatTick, now: Demo.now) }

    /// The first timed pill pressed, dragged over the timeline's last row, then one report on the
    /// tray's title just below it.
    private func holdPillAtBottom(_ app: inout UIApp) -> Layout {
        let l = Layout(app.today)
        let last = l.bodyTop + l.bodyHeight - 1
        let pill = l.pills.first { $0.habitID.flatMap(app.today.habit)?.isTimed == true }!
        app.mouse(.press, pill.column + 1, pill.row)
        app.mouse(.drag, 20, last)
        app.mouse(.drag, 20, last + 1)
        return l
    }

    func testAPillHeldAtTheBottomScrollsARowATickAndStopsAtTheDaysEnd() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20"))
        let top = app.today.scrollTop
        let l = holdPillAtBottom(&app)
        XCTAssertEqual(app.today.scrollTop, top + 15, "the motion report: one row")
        XCTAssertEqual(app.repeatInterval, TodayState.heldRepeat)
        XCTAssertTrue((100...150).contains(TodayState.heldRepeat))
        for _ in 0..<5 { tick(&app) }
        XCTAssertEqual(app.today.scrollTop, top + 15 * 6, "five ticks held still: five rows more")

        let end = app.today.timelineEnd(l.rowMinutes) - l.bodyHeight * l.rowMinutes
        var ticks = 0
        while app.repeatInterval != nil, ticks < 500 {
            tick(&app)
            ticks += 1
        }
        XCTAssertEqual(app.today.scrollTop, end, "it stops at the timeline's end")
        XCTAssertEqual(ticks, (end - top) / 15 - 6, "a row a tick all the way")
        XCTAssertNil(app.repeatInterval, "at the end it asks for no more ticks")
        tick(&app)
        XCTAssertEqual(app.today.scrollTop, end, "a tick past the end scrolls nothing")

        // The ghost followed the scroll: on the last slot shown, where a release would drop it.
        let at = l.minutes(atRow: l.bodyTop + l.bodyHeight - 1, scrollTop: end)
        guard case .pill(_, let minutes) = app.today.drag else { return XCTFail("still dragging") }
        XCTAssertEqual(minutes, at)
        app.mouse(.release, 20, l.bodyTop + l.bodyHeight)
        XCTAssertNil(app.repeatInterval)
    }

    /// A block held on the timeline's title scrolls up a row a tick.
    func testABlockHeldAtTheTopScrollsUpATick() {
        var app = Demo.app(Demo.storage(), date: LocalDate("2026-11-20"))
        app.moveCursor(to: "14:00")
        let l = Layout(app.today)
        let top = app.today.scrollTop
        app.mouse(.press, 20, app.timelineRow("13:00"))
        app.mouse(.drag, 20, l.bodyTop - 1)
        for _ in 0..<3 { tick(&app) }
        XCTAssertEqual(app.today.scrollTop, top - 60, "a report and three ticks: four rows")
    }

    /// No fast tick unless a drag is held at the edge: not idle, not dragging over the timeline,
    /// not after the pointer leaves the edge, the release or Esc; and a tick then does nothing.
    func testNoRepeatUnlessADragIsHeldAtTheEdge() {
        let s = Demo.storage()
        var app = Demo.app(s, date: LocalDate("2026-11-20"))
        let before = s.text(yesterday)
        XCTAssertNil(app.repeatInterval, "idle")
        let l = holdPillAtBottom(&app)
        XCTAssertNotNil(app.repeatInterval)
        app.mouse(.drag, 20, l.bodyTop + 2)
        XCTAssertNil(app.repeatInterval, "back over the timeline")
        let top = app.today.scrollTop
        tick(&app)
        XCTAssertEqual(app.today.scrollTop, top, "a stray tick scrolls nothing")

        app.mouse(.drag, 20, l.bodyTop + l.bodyHeight)
        XCTAssertNotNil(app.repeatInterval)
        app.press(.escape)
        XCTAssertNil(app.repeatInterval, "Esc")
        XCTAssertNil(app.today.drag, "Esc cancels the drag")
        let after = app.today.scrollTop
        tick(&app)
        XCTAssertEqual(app.today.scrollTop, after)
        app.mouse(.release, 20, l.bodyTop + l.bodyHeight)
        XCTAssertEqual(s.text(yesterday), before, "nothing was dropped")

        _ = holdPillAtBottom(&app)
        app.mouse(.release, 20, l.bodyTop + l.bodyHeight)
        XCTAssertNil(app.repeatInterval, "released")
    }
}
