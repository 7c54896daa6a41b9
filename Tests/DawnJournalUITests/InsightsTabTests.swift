import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import Foundation
import XCTest

@testable import DawnJournalUI

/// The Insights tab (`3`): the cards of `summary` for 7, 30 or 90 days, their numbers the
/// library's, their sentences the shared wording; the range selector, scrolling, reloading, and
/// the empty states. Golden snapshots on samples/demo at 2026-11-21 14:05 (record with
/// DAWN_RECORD_GOLDEN=1), each paired with assertions of its own.
final class InsightsTabTests: XCTestCase {
    private func check(_ app: UIApp, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        GoldenFile.assertMatches(
            app.render().snapshot(), Demo.golden.appendingPathComponent(name), file: file, line: line)
    }

    /// The demo with the Insights tab open on the window of `days` days.
    private func insights(days: Int, columns: Int = 80, rows: Int = 24, color: ColorMode = .trueColor) -> UIApp {
        var app = Demo.app(Demo.storage(), columns: columns, rows: rows, color: color)
        app.type("3")
        for _ in InsightsState.ranges.prefix(while: { $0 != days }) { app.press(.right) }
        XCTAssertEqual(app.insightsTab.days, days)
        return app
    }

    /// A journal in memory: habits.toml and day files.
    private func journal(_ habits: String, days: [String: String] = [:], now: String = "2026-11-21T14:05") -> UIApp {
        var files = ["habits.toml": habits]
        for (date, text) in days { files[DayPath.path(for: LocalDate(date)!)] = text }
        var app = UIApp(
            storage: MemoryStorage(files), date: nil, now: LocalDateTime(now)!,
            size: TerminalSize(columns: 80, rows: 24), colorMode: .trueColor)
        app.type("3", now: LocalDateTime(now)!)
        return app
    }

    // MARK: - Snapshots

    func testSevenDays80x24() { check(insights(days: 7), "insights-7-80x24.txt") }
    func testSevenDays120x40() { check(insights(days: 7, columns: 120, rows: 40), "insights-7-120x40.txt") }
    func testThirtyDays80x24() { check(insights(days: 30), "insights-30-80x24.txt") }
    func testThirtyDays120x40() { check(insights(days: 30, columns: 120, rows: 40), "insights-30-120x40.txt") }
    func testNinetyDays80x24() { check(insights(days: 90), "insights-90-80x24.txt") }
    func testNinetyDays120x40() { check(insights(days: 90, columns: 120, rows: 40), "insights-90-120x40.txt") }

    func testScrolledToTheEndMonochrome80x24() {
        var app = insights(days: 90, color: .none)
        app.press(KeyPress(.end))
        check(app, "insights-90-end-mono-80x24.txt")
    }

    func testNoHabits80x24() { check(journal(""), "insights-no-habits-80x24.txt") }

    func testNoHistory120x40() {
        var app = journal(
            """
            [habits.read]
            name = "Read"
            since = 2026-11-21
            """)
        _ = app.handle(.resize(TerminalSize(columns: 120, rows: 40)), now: Demo.now)
        check(app, "insights-no-history-120x40.txt")
    }

    // MARK: - The numbers are the library's

    /// Each window's numbers on the screen are those of `JournalService.summary` for the same
    /// window at the same time, the use case `summary --days N` runs (the CLI's tests compare
    /// with its `--json` too).
    func testEveryNumberIsTheSummarysOfTheSameWindow() throws {
        for days in InsightsState.ranges {
            let app = insights(days: days, columns: 120, rows: 40)
            let screen = app.screenText
            let s = try JournalService(storage: Demo.storage(), now: Demo.now).summary(ViewWindow(days: days))
            XCTAssertEqual(s.from, LocalDate("2026-11-21")!.adding(days: -(days - 1)))
            XCTAssertTrue(screen.contains("\(s.from) – \(s.to) · \(days) days"), screen)
            XCTAssertTrue(
                screen.contains("  \(NumberText.percent(s.percent))  \(s.done) out of \(s.due) total habit instances"),
                screen)
            let rows = screen.split(separator: "\n").map(String.init)
            for c in s.habits {
                let row = try XCTUnwrap(rows.first { $0.contains(" " + c.habit.label + " ") }, c.habit.name)
                if c.percent != nil {
                    XCTAssertTrue(row.contains(" \(NumberText.percent(c.percent))  \(c.done) of \(c.due)"), row)
                    if c.habit.isTimed && c.minutes > 0 {
                        XCTAssertTrue(row.contains(DurationText.minutes(c.minutes)), row)
                    }
                    if let total = c.total, let unit = c.habit.unit {
                        XCTAssertTrue(row.contains(NumberText.amount(total, unit)), row)
                    }
                } else {
                    XCTAssertTrue(row.contains("not due in this window"), row)
                }
            }
            let most = try XCTUnwrap(s.habits.first { $0.habit.id == s.mostConsistent?.id })
            XCTAssertTrue(screen.contains(InsightsText.mostConsistent(most)), screen)
            let growth = try XCTUnwrap(s.habits.first { $0.habit.id == s.roomForGrowth?.id })
            XCTAssertTrue(screen.contains(InsightsText.roomForGrowth(growth)), screen)
        }
    }

    func testTheSevenDayWindowByHand() {
        // Independent of the library: the demo's 7 days as `summary --days 7` printed them
        // when this tab was written (samples/demo is generated with a fixed seed).
        let screen = insights(days: 7, columns: 120, rows: 40).screenText
        XCTAssertTrue(screen.contains("71%  45 out of 63 total habit instances"), screen)
        XCTAssertTrue(screen.contains("Your most consistent habit is Meditate at 86%"), screen)
        XCTAssertTrue(screen.contains("Floss has been completed 3 times (43%)"), screen)
    }

    // MARK: - Keys and the mouse

    func testArrowsStepThroughTheWindowsAndReadEachOnce() {
        let storage = Demo.storage()
        var app = Demo.app(storage)
        app.type("3")
        XCTAssertEqual(app.insightsTab.days, 7, "the selector's first window")
        storage.resetLog()
        app.press(.right)
        XCTAssertEqual(app.insightsTab.days, 30)
        XCTAssertTrue(app.screenText.contains("192 out of 268 total habit instances"), app.screenText)
        XCTAssertTrue(storage.reads.contains("days/2026/2026-10-23.md"))
        XCTAssertFalse(storage.reads.contains("days/2026/2026-10-01.md"), "a 30-day window reads its own days")
        app.type("l")
        XCTAssertEqual(app.insightsTab.days, 90)
        storage.resetLog()
        app.type("l")
        XCTAssertEqual(app.insightsTab.days, 90, "no further than the last")
        XCTAssertEqual(storage.reads, [], "a key that changes nothing reads nothing")
        app.press(.left)
        app.type("h")
        XCTAssertEqual(app.insightsTab.days, 7)
        XCTAssertTrue(app.screenText.contains("45 out of 63 total habit instances"))
    }

    func testUpAndDownScrollNoFurtherThanTheCards() {
        var app = insights(days: 90)
        let bottom = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)[22]
        XCTAssertTrue(bottom.hasSuffix("▾"), "more below: \(bottom)")
        XCTAssertFalse(app.screenText.contains("Morning Run has been completed"))
        app.press(.up)
        XCTAssertEqual(app.insightsTab.scroll, 0)
        for _ in 0..<10 { app.press(.down) }
        let most = app.insightsTab.scroll
        XCTAssertGreaterThan(most, 0)
        XCTAssertLessThan(most, 10, "stops at the last line")
        XCTAssertTrue(app.screenText.contains("Morning Run has been completed 48 times (54%)"), app.screenText)
        XCTAssertFalse(app.screenText.contains("▾"))
        app.type("k")
        XCTAssertEqual(app.insightsTab.scroll, most - 1)
        app.press(KeyPress(.home))
        XCTAssertEqual(app.insightsTab.scroll, 0)
        app.press(KeyPress(.pageDown))
        XCTAssertEqual(app.insightsTab.scroll, most)
        // Another window starts at the top.
        app.press(.left)
        XCTAssertEqual(app.insightsTab.scroll, 0)
    }

    func testAClickOnTheSelectorAndTheWheel() {
        var app = insights(days: 7, rows: 18)
        let segment = InsightsTab.selector(80).first { $0.days == 90 }!
        _ = app.handle(
            .mouse(MouseEvent(.press, column: segment.column + 2, row: InsightsTab.headerRow(app.context))),
            now: Demo.now)
        XCTAssertEqual(app.insightsTab.days, 90)
        XCTAssertTrue(app.screenText.contains("566 out of 844 total habit instances"))
        _ = app.handle(.mouse(MouseEvent(.scrollDown, button: .none, column: 10, row: 10)), now: Demo.now)
        XCTAssertEqual(app.insightsTab.scroll, 3)
        _ = app.handle(.mouse(MouseEvent(.scrollUp, button: .none, column: 10, row: 10)), now: Demo.now)
        XCTAssertEqual(app.insightsTab.scroll, 0)
    }

    func testItReloadsWhenTheFilesChange() throws {
        let storage = Demo.storage()
        var app = Demo.app(storage)
        app.type("3")
        XCTAssertTrue(app.screenText.contains("45 out of 63 total habit instances"))
        // Another process ticks Journal today.
        let path = "days/2026/2026-11-21.md"
        storage.files[path] = Array(storage.text(path)!.replacingOccurrences(of: "- [ ] ✍️", with: "- [x] ✍️").utf8)
        _ = app.handle(.filesChanged, now: Demo.now)
        XCTAssertTrue(app.screenText.contains("46 out of 64 total habit instances"), app.screenText)
        XCTAssertEqual(app.tab, .insights)
    }

    func testTheWindowsDayFilesAreWatched() {
        var app = Demo.app(Demo.storage())
        XCTAssertEqual(app.watchedPaths, ["habits.toml", "days/2026/2026-11-21.md"])
        app.type("3")
        XCTAssertEqual(app.watchedPaths.count, 8)
        XCTAssertEqual(Set(app.watchedPaths), Set(["habits.toml"] + (15...21).map { "days/2026/2026-11-\($0).md" }))
        app.press(.right, .right)
        XCTAssertEqual(app.watchedPaths.count, 91)
        XCTAssertTrue(app.watchedPaths.contains("days/2026/2026-08-24.md"))
        app.type("1")
        XCTAssertEqual(app.watchedPaths, ["habits.toml", "days/2026/2026-11-21.md"])
    }

    func testTheHintsAndTheHelpNameTheKeys() {
        var app = insights(days: 7)
        XCTAssertTrue(
            app.screenText.hasSuffix("←/→ 7 · 30 · 90 days · ↑/↓ scroll · 1-4 tabs · ? keys · q quit"), app.screenText)
        app.type("?")
        XCTAssertTrue(app.screenText.contains("the window: 7, 30 or 90 days"), app.screenText)
        XCTAssertTrue(app.screenText.contains("Today, History, Insights, Habits"))
        app.type("x")
        app.type("1")
        XCTAssertEqual(app.tab, .today, "the tab keys still switch tabs")
        app.type("3")
        XCTAssertEqual(app.insightsTab.days, 7, "the tab keeps its window")
    }

    // MARK: - Empty states

    func testNoHabitsSaysHowToAddOne() {
        let screen = journal("").screenText
        XCTAssertTrue(screen.contains(EmptyStateText.noHabits), screen)
        XCTAssertTrue(screen.contains("Press 4 for Habits, then a to add one."), screen)
        XCTAssertFalse(screen.contains(InsightsText.overallConsistency))
    }

    func testNoActiveHabits() {
        let screen = journal(
            """
            [habits.read]
            name = "Read"
            since = 2026-01-01
            archived = 2026-03-01
            """
        ).screenText
        XCTAssertTrue(screen.contains(EmptyStateText.noActiveHabits), screen)
        XCTAssertTrue(screen.contains(InteractiveText.addOneInHabits), screen)
    }

    func testNoHistoryAndTooFewCompletions() {
        let habits = """
            [habits.read]
            name = "Read"
            since = 2026-11-19
            """
        let none = journal(habits, now: "2026-11-19T09:00").screenText
        XCTAssertTrue(none.contains(EmptyStateText.notEnoughForInsights), none)
        XCTAssertFalse(none.contains(InsightsText.overallConsistency), none)
        // Two completions in the window: the numbers, not yet Most Consistent.
        let two = journal(
            habits,
            days: [
                "2026-11-19": "## Checklist\n\n- [x] Read\n", "2026-11-20": "## Checklist\n\n- [x] Read\n",
            ]
        ).screenText
        XCTAssertTrue(two.contains("2 out of 2 total habit instances"), two)
        XCTAssertTrue(two.contains(EmptyStateText.notEnoughForInsights), two)
        XCTAssertFalse(two.contains(InsightsText.mostConsistentHeading), two)
    }

    func testRoomForGrowthIsLeftOutBelowFivePercent() {
        // Read done on all 30 days; Floss (today's still pending, left out) on 1 of 29 days
        // (3%): no Room for Growth; on 2 of 29 (7%): shown.
        var days: [String: String] = [:]
        let first = LocalDate("2026-10-23")!
        for i in 0..<30 {
            let floss = i == 0 ? "- [x] Floss\n" : ""
            days[first.adding(days: i).description] = "## Checklist\n\n- [x] Read\n" + floss
        }
        let habits = """
            [habits.read]
            name = "Read"
            since = 2026-10-01

            [habits.floss]
            name = "Floss"
            since = 2026-10-01
            """
        let now = LocalDateTime("2026-11-21T23:00")!
        var app = journal(habits, days: days, now: now.description)
        app.press(.right, now: now)
        XCTAssertTrue(app.screenText.contains("31 out of 59 total habit instances"), app.screenText)
        XCTAssertTrue(app.screenText.contains("Your most consistent habit is Read at 100%"), app.screenText)
        XCTAssertFalse(app.screenText.contains(InsightsText.roomForGrowthHeading), app.screenText)
        days[first.adding(days: 1).description]! += "- [x] Floss\n"
        app = journal(habits, days: days, now: now.description)
        app.press(.right, now: now)
        XCTAssertTrue(app.screenText.contains(InsightsText.roomForGrowthHeading), app.screenText)
        XCTAssertTrue(app.screenText.contains("Floss has been completed 2 times (7%)"), app.screenText)
    }

    func testARefusalIsShownNotATrap() {
        // No habits.toml: the journal's refusal, worded, where the cards would be.
        var app = UIApp(
            storage: MemoryStorage([:]), date: nil, now: Demo.now, size: TerminalSize(columns: 80, rows: 24),
            colorMode: .none)
        app.type("3")
        XCTAssertNotNil(app.insightsTab.refusal)
        XCTAssertTrue(app.screenText.contains(app.insightsTab.refusal!), app.screenText)
    }
}
