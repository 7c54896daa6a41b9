import DawnJournal
import DawnJournalTestSupport
import DawnJournalUI
import XCTest

/// Golden snapshots of the day screen on samples/demo with a fixed clock (2026-11-21 14:05):
/// the characters, then a letter per cell for its style (see `ScreenBuffer.snapshot`).
/// Record with DAWN_RECORD_GOLDEN=1.
final class DayScreenSnapshotTests: XCTestCase {
    private func check(_ app: UIApp, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        GoldenFile.assertMatches(
            app.render().snapshot(), Demo.golden.appendingPathComponent(name), file: file, line: line)
    }

    func testToday80x24() {
        check(Demo.app(Demo.storage()), "today-80x24.txt")
    }

    func testToday120x40() {
        check(Demo.app(Demo.storage(), columns: 120, rows: 40), "today-120x40.txt")
    }

    func testAPastDayMonochrome80x24() {
        let app = Demo.app(Demo.storage(), date: LocalDate("2026-11-20"), color: .none)
        check(app, "past-day-mono-80x24.txt")
    }

    func testAFutureDay120x40() {
        check(Demo.app(Demo.storage(), date: LocalDate("2026-11-23"), columns: 120, rows: 40), "future-day-120x40.txt")
    }

    func testHelpOverlay80x24() {
        var app = Demo.app(Demo.storage())
        app.press(.char("?"))
        check(app, "help-80x24.txt")
    }

    func testPlacingShowsAGhost120x40() {
        var app = Demo.app(Demo.storage(), columns: 120, rows: 40)
        app.press(.tab, .tab, .right, .right, .enter, .up, .up) // Evening Walk, the third pill
        check(app, "placing-120x40.txt")
    }

    func testTooSmall() {
        let app = Demo.app(Demo.storage(), columns: 50, rows: 12)
        XCTAssertTrue(app.screenText.contains("dawn-journal ui needs a bigger window"), app.screenText)
        XCTAssertTrue(app.screenText.contains("64×18)"), app.screenText)
        var big = Demo.app(Demo.storage(), columns: 64, rows: 18)
        XCTAssertFalse(big.screenText.contains("bigger window"))
        _ = big.handle(.resize(TerminalSize(columns: 63, rows: 18)), now: Demo.now)
        XCTAssertTrue(big.screenText.contains("bigger window"))
    }
}
