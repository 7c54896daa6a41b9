import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import XCTest

@testable import DawnJournalUI

/// Today's `r`: a timed habit's pill starts its timer (`start`), `r` elsewhere stops the
/// running entry (`stop`), `u` takes either back; on a copy of samples/demo (2026-11-21, 14:05).
final class TimerKeyTests: XCTestCase {
    let today = "days/2026/2026-11-21.md"

    private func pill(_ app: inout UIApp, _ name: String) {
        for _ in 0..<3 where app.today.focus != .tray { app.press(.tab) }
        let i = app.today.trayHabits.firstIndex { $0.name == name }!
        for _ in 0..<50 where app.today.trayIndex < i { app.press(.right) }
        for _ in 0..<50 where app.today.trayIndex > i { app.press(.left) }
    }

    private func focusTimeline(_ app: inout UIApp) {
        for _ in 0..<3 where app.today.focus != .timeline { app.press(.tab) }
        XCTAssertEqual(app.today.focus, .timeline)
    }

    private func timeline(_ s: MemoryStorage) -> [String] {
        (s.text(today) ?? "").split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("- ") && !$0.hasPrefix("- [")
        }
    }

    func testRStartsThePillsTimerAndStopsItAndUUndoes() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        pill(&app, "Read")
        app.press(.char("r"))
        XCTAssertEqual(app.status, "Started Read at 14:00.")
        XCTAssertTrue(timeline(s).contains("- 14:00- 📚 Read"), "\(timeline(s))")
        app.press(.char("u"))
        XCTAssertEqual(s.text(today), before, "undone byte for byte")
        pill(&app, "Read")
        app.press(.char("r"))
        // Elsewhere (the timeline), r stops it: at 14:20, 14:00-14:15.
        focusTimeline(&app)
        app.press(.char("r"), now: LocalDateTime("2026-11-21T14:20")!)
        XCTAssertEqual(app.status, "Stopped Read: 14:00-14:15.")
        XCTAssertTrue(timeline(s).contains("- 14:00-14:15 📚 Read"), "\(timeline(s))")
        app.press(.char("u"))
        XCTAssertTrue(timeline(s).contains("- 14:00- 📚 Read"), "the stop undone: running again")
    }

    func testAnotherPillSwitchesAndNothingRunningIsSaid() {
        let s = Demo.storage()
        var app = Demo.app(s)
        app.press(.char("r"))
        XCTAssertEqual(app.status, InteractiveText.nothingRunning)
        pill(&app, "Read")
        app.press(.char("r"))
        pill(&app, "Deep Work")
        app.press(.char("r"), now: LocalDateTime("2026-11-21T14:50")!)
        XCTAssertEqual(app.status, "Stopped Read: 14:00-14:45. Started Deep Work at 14:45.")
        XCTAssertTrue(timeline(s).contains("- 14:00-14:45 📚 Read"))
        XCTAssertTrue(timeline(s).contains("- 14:45- 💻 Deep Work"))
    }

    /// Another program stopped it after the screen was read: refused by the library under the
    /// lock, the file as the other program left it.
    func testAStopAnotherProgramMadeFirstIsRefused() {
        let s = Demo.storage()
        var app = Demo.app(s)
        pill(&app, "Read")
        app.press(.char("r"))
        focusTimeline(&app)
        let stopped = s.text(today)!.replacingOccurrences(of: "- 14:00- 📚 Read", with: "- 14:00-14:30 📚 Read")
        s.files[today] = Array(stopped.utf8)
        app.press(.char("r"))
        XCTAssertTrue(app.statusIsError)
        XCTAssertEqual(s.text(today), stopped)
    }
}
