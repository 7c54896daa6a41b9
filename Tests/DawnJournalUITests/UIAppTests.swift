import DawnJournal
import DawnJournalTestSupport
import DawnJournalUI
import XCTest

final class UIAppTests: XCTestCase {
    private let now = LocalDateTime("2026-11-25T09:00")!

    private func app(_ files: [String: String] = ["habits.toml": ""]) -> UIApp {
        UIApp(
            storage: MemoryStorage(files), date: nil, now: now, size: TerminalSize(columns: 80, rows: 24),
            colorMode: .trueColor)
    }

    func testQAndControlCQuitControlZSuspends() {
        var a = app()
        XCTAssertEqual(a.handle(.key(KeyPress(.character("q"))), now: now), [.quit])
        XCTAssertEqual(a.handle(.key(KeyPress(.character("c"), modifiers: .control)), now: now), [.quit])
        XCTAssertEqual(a.handle(.key(KeyPress(.character("z"), modifiers: .control)), now: now), [.suspend])
        XCTAssertEqual(a.handle(.key(KeyPress(.character("c"))), now: now), [])
    }

    func testRenderFillsTheSizeAndFollowsAResize() {
        var a = app()
        XCTAssertEqual(a.render().size, TerminalSize(columns: 80, rows: 24))
        _ = a.handle(.resize(TerminalSize(columns: 100, rows: 30)), now: now)
        XCTAssertEqual(a.render().size, TerminalSize(columns: 100, rows: 30))
    }
}
