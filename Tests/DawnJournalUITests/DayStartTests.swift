import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnJournalUI

/// The timeline with `day_starts` on and off the slot grid (issue 32): hour labels on their
/// rows, and a ghost whose times are exactly the line written. The demo at 80×24 and 120×40
/// (15-minute rows), today at 14:05.
final class DayStartTests: XCTestCase {
    let today = "days/2026/2026-11-21.md"

    private func storage(dayStarts: String) -> MemoryStorage {
        let s = Demo.storage()
        let habits = s.text("habits.toml")!.replacingOccurrences(
            of: "day_starts = \"04:00\"", with: "day_starts = \"\(dayStarts)\"")
        s.files["habits.toml"] = Array(habits.utf8)
        return s
    }

    /// The hour labels drawn in the label column of the timeline's rows.
    private func hourLabels(_ app: UIApp) -> [String] {
        let l = Layout(app.today)
        let rows = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)
        return (l.bodyTop..<(l.bodyTop + l.bodyHeight)).compactMap { r -> String? in
            let label = String(rows[r].prefix(5))
            guard let t = TimeOfDay(label), t.minute == 0, !rows[r].dropFirst(5).hasPrefix(" ▸") else { return nil }
            return label
        }
    }

    func testHourLabelsAndTheGhostAreWhatIsWritten() {
        for dayStarts in ["04:00", "04:10", "04:15", "05:00"] {
            for (columns, rows) in [(80, 24), (120, 40)] {
                let s = storage(dayStarts: dayStarts)
                var app = Demo.app(s, columns: columns, rows: rows)
                let labels = hourLabels(app)
                XCTAssertGreaterThanOrEqual(labels.count, 4, "\(dayStarts) \(columns)×\(rows): \(labels)")
                // Place Morning Run (30m) a few rows below now, by keys.
                for _ in 0..<3 where app.today.focus != .tray { app.press(.tab) }
                let i = app.today.trayHabits.firstIndex { $0.name == "Morning Run" }!
                for _ in 0..<50 where app.today.trayIndex < i { app.press(.right) }
                app.press(.enter, .up, .up, .up)
                let cursor = app.today.cursor
                let start = TimeOfDay(minutes: cursor)!
                let end = TimeOfDay(minutes: cursor + 30)!
                XCTAssertEqual(cursor % 15, 0, "\(dayStarts): the cursor is on the slot grid")
                XCTAssertTrue(
                    app.screenText.contains("🏃 Morning Run \(start)-\(end)"), "\(dayStarts): the ghost says \(start)")
                app.press(.enter)
                XCTAssertTrue(
                    s.text(today)!.contains("- \(start)-\(end) 🏃 Morning Run\n"),
                    "\(dayStarts) \(columns)×\(rows): the file has what the ghost said, \(start)-\(end)")
                XCTAssertEqual(app.status, "Logged Morning Run \(start)-\(end).")
            }
        }
    }

    /// The cursor never leaves the day: at the top it stops at the first slot at or after
    /// `day_starts`, which a placing writes on this day (not in the night before).
    func testTheCursorStopsAtTheDaysFirstSlot() {
        for (dayStarts, first) in [("04:10", "04:15"), ("04:15", "04:15"), ("05:00", "05:00")] {
            var app = Demo.app(storage(dayStarts: dayStarts), date: LocalDate("2026-11-20"))
            for _ in 0..<100 { app.press(.up) }
            XCTAssertEqual(app.today.cursor, TimeOfDay(first)!.minutes, dayStarts)
            XCTAssertTrue(app.screenText.contains(first + " ▸"), "\(dayStarts): the cursor's time is shown")
        }
    }
}
