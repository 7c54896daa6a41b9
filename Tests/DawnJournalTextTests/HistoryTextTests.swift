import DawnJournal
import DawnJournalText
import XCTest

/// History's glyphs and legend, shared by `history` and the ui's History tab.
final class HistoryTextTests: XCTestCase {
    func testGlyphsAndLegend() {
        let states: [CellState] = [.done, .missed, .pending, .skipped, .open, .na]
        XCTAssertEqual(states.map(CellStateText.glyph), ["●", "○", "◌", "–", "◦", "·"])
        XCTAssertEqual(Set(states.map(CellStateText.glyph)).count, states.count, "one glyph a state")
        XCTAssertEqual(
            CellStateText.legend(withOpen: false), ["● done", "○ missed", "◌ pending", "– skipped", "· not applicable"])
        XCTAssertEqual(
            CellStateText.legend(withOpen: true),
            [
                "● done", "○ missed", "◌ pending", "– skipped", "◦ open (a target habit's day: not a miss)",
                "· not applicable",
            ])
    }
}
