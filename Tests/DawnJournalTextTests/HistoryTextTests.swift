import DawnJournal
import DawnJournalText
import XCTest

/// History's glyphs and legend, shared by `history` and the ui's History tab, and the tab's own
/// words.
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

    func testTheHistoryTabsWords() {
        let run = Habit(id: "run", name: "Morning Run", emoji: "🏃")
        XCTAssertEqual(
            InteractiveText.historyDay(run, LocalDate(year: 2026, month: 11, day: 3)!),
            "🏃 Morning Run on Tuesday 2026-11-03")
        XCTAssertEqual(InteractiveText.historyNothingWritten, "Nothing written for it that day.")
    }
}
