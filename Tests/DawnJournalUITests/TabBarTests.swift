import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnJournalUI

/// The tab bar: number keys and clicks switch tabs, Today keeps its day, and keys typed into a
/// prompt stay in the prompt.
final class TabBarTests: XCTestCase {
    func testNumberKeysSwitchTabsAndTodayKeepsItsDay() {
        var app = Demo.app(Demo.storage())
        app.press(.left)
        XCTAssertEqual(app.today.date, LocalDate("2026-11-20"))
        for (key, tab) in [("2", Tab.history), ("3", .insights), ("4", .habits), ("1", .today)] {
            app.type(key)
            XCTAssertEqual(app.tab, tab, "key \(key)")
            XCTAssertTrue(app.screenText.hasPrefix(" 1 Today   2 History   3 Insights   4 Habits"))
        }
        XCTAssertEqual(app.today.date, LocalDate("2026-11-20"))
        XCTAssertTrue(app.screenText.contains("◀ Friday 2026-11-20 ▶"))
    }

    func testAClickOnATabShowsIt() {
        var app = Demo.app(Demo.storage())
        for item in TabBar.items().reversed() {
            _ = app.handle(.mouse(MouseEvent(.press, column: item.column + 1, row: TabBar.row)), now: Demo.now)
            XCTAssertEqual(app.tab, item.tab)
        }
        // Between two labels: nothing.
        let gap = TabBar.items()[0].column + TabBar.items()[0].width
        _ = app.handle(.mouse(MouseEvent(.press, column: gap, row: TabBar.row)), now: Demo.now)
        XCTAssertEqual(app.tab, .today)
    }

    func testDigitsTypedIntoTheDatePromptStayThere() {
        var app = Demo.app(Demo.storage())
        app.type("g2026-11-01")
        XCTAssertEqual(app.tab, .today)
        app.press(.enter)
        XCTAssertEqual(app.today.date, LocalDate("2026-11-01"))
    }

    func testTheHelpOverlayNamesTheTabKeysAndAnyKeyClosesIt() {
        var app = Demo.app(Demo.storage())
        app.type("2?")
        XCTAssertTrue(app.screenText.contains("Today, History, Insights, Habits"))
        app.type("1")
        XCTAssertEqual(app.tab, .history, "the key that closes help does nothing else")
        XCTAssertFalse(app.screenText.contains("Today, History, Insights, Habits"))
    }
}
