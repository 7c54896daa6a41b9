import DawnJournal
import XCTest

@testable import DawnJournalUI

/// Issue 26: "a cursor move writes under 200 bytes". The day screen over the demo, each frame
/// written by `ScreenWriter` as `dawn-journal ui` writes it: the slot cursor goes up to the
/// night's start, down to its end and back with ↑, ↓ and k. After every move the terminal
/// (a virtual one) shows exactly what a whole redraw of the frame shows.
///
/// A move inside the timeline rewrites the cursor's two rows (and a block it enters or
/// leaves, shown focused). A move that scrolls rewrites what moved: the hour digits, the time
/// line, the blocks; the timeline scrolls by whole hours so that the labels stay on their
/// rows, and blanks are erased, not written.
final class CursorMoveBytesTests: XCTestCase {
    struct Move {
        var key: String
        var bytes: Int
        var scrolled: Bool
        /// The current time's line is on the screen before or after the move.
        var nowShown: Bool
    }

    func moves(
        date: LocalDate? = nil, now: LocalDateTime = Demo.now, columns: Int = 80, rows: Int = 24,
        color: ColorMode = .trueColor, file: StaticString = #filePath, line: UInt = #line
    ) -> [Move] {
        let size = TerminalSize(columns: columns, rows: rows)
        var app = Demo.app(Demo.storage(), date: date, now: now, columns: columns, rows: rows, color: color)
        var writer = ScreenWriter(colorMode: color)
        var vt = VirtualTerminal(size: size)
        vt.feed(writer.write(app.render()))
        var out: [Move] = []
        for (key, name) in [(KeyPress(.up), "↑"), (KeyPress(.down), "↓"), (KeyPress(.character("k")), "k")] {
            for _ in 0..<200 {
                let (cursor, scrollTop) = (app.today.cursor, app.today.scrollTop)
                let nowBefore = nowShown(app.today)
                _ = app.handle(.key(key), now: now)
                guard app.today.cursor != cursor else { break }
                let frame = app.render()
                let bytes = writer.write(frame)
                vt.feed(bytes)
                var whole = VirtualTerminal(size: size)
                var fresh = ScreenWriter(colorMode: color)
                whole.feed(fresh.write(frame))
                XCTAssertTrue(
                    vt.text == whole.text && vt.style == whole.style, "\(name) to \(app.today.cursor)", file: file,
                    line: line)
                out.append(
                    Move(
                        key: name, bytes: bytes.count, scrolled: app.today.scrollTop != scrollTop,
                        nowShown: nowBefore || nowShown(app.today)))
            }
        }
        XCTAssertEqual(vt.problems, [], file: file, line: line)
        XCTAssertGreaterThan(out.count, 60, "the whole night, both ways", file: file, line: line)
        return out
    }

    func nowShown(_ m: TodayState) -> Bool {
        let l = Layout(m)
        let minutes = m.clock.dayMinute(at: m.now)
        let row = l.row(of: minutes, scrollTop: m.scrollTop)
        return m.isToday && row >= l.bodyTop && row < l.bodyTop + l.bodyHeight
    }

    /// The benchmark's view (`dawn-journal-bench ui-replay`): today at 21:00, 80×24. The
    /// worst move was 440 bytes before the timeline scrolled by hours and blanks were erased.
    func testTodayAt80x24() {
        let all = moves(now: LocalDateTime("2026-11-21T21:00")!)
        XCTAssertLessThan(all.map(\.bytes).max() ?? 0, 300)
        XCTAssertLessThan(all.filter { !$0.scrolled }.map(\.bytes).max() ?? 0, 200, "a move that does not scroll")
        // The time line, underlined blanks (a byte a cell), moves with the scroll: 280 bytes
        // when it was drawn with "╌" (three bytes a cell), 214 inside a synchronized update.
        for color in [ColorMode.trueColor, .none] {
            let shown = moves(now: LocalDateTime("2026-11-21T21:00")!, color: color).filter(\.nowShown)
            XCTAssertGreaterThan(shown.count, 20)
            XCTAssertLessThan(shown.map(\.bytes).max() ?? 0, 200, "\(color): a move with the time line on the screen")
        }
    }

    /// Onto and off blocks: the focused one is marked by its edge, so a move that does not
    /// scroll rewrites a cell a row of the block and its title (a block reversed whole was 157
    /// bytes at 80×24 and 568 at 120×40).
    func testADayWithEntries() {
        for all in [
            moves(date: LocalDate("2026-11-20")), moves(date: LocalDate("2026-11-20"), columns: 120, rows: 40),
            moves(date: LocalDate("2026-11-20"), color: .none),
        ] {
            XCTAssertLessThan(all.filter { !$0.scrolled }.map(\.bytes).max() ?? 0, 240, "a move that does not scroll")
        }
    }
}
