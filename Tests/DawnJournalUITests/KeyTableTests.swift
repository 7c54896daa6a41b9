import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalUI

/// The key tables are the one place a key is described: matching, the help overlay, the hint
/// lines and Docs/UI.md come from them. These tests hold the document to the tables (as the
/// completion tests hold the scripts to the command specs) and the tables to themselves.
final class KeyTableTests: XCTestCase {
    /// The rows of the first table after `heading` in Docs/UI.md, without its head.
    func documentedRows(under heading: String) throws -> [String] {
        let text = try String(contentsOf: Demo.repo.appendingPathComponent("Docs/UI.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: heading), "no \(heading) in Docs/UI.md")
        let table = lines[start...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return Array(table.dropFirst(2))
    }

    func assertDocumented(_ heading: String, _ rows: [String], file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let documented = try documentedRows(under: heading)
        XCTAssertEqual(
            documented, rows,
            "Docs/UI.md's table under \(heading) is not the key table's; the table's rows:\n"
                + rows.joined(separator: "\n"),
            file: file, line: line)
    }

    func testDocsUIMatchesTheKeyTables() throws {
        try assertDocumented("## Keys", TodayState.bindings.docRows() + AppKeys.bindings.docRows())
        try assertDocumented("## Mouse", TodayState.gestures.map(\.docRow))
        try assertDocumented(
            "## History (tab 2)", HistoryTab.bindings.docRows() + HistoryTab.gestures.map(\.docRow))
        try assertDocumented("## Insights", InsightsTab.bindings.docRows() + InsightsTab.gestures.map(\.docRow))
        try assertDocumented("## Habits", HabitsTab.bindings.docRows() + HabitsTab.gestures.map(\.docRow))
    }

    /// No two bindings of a tab answer the same key in the same scope: the table decides.
    func testNoKeyIsBoundTwiceInAScope() {
        func check<A>(_ name: String, _ table: [KeyBinding<A>], _ scopes: [KeyScope?]) {
            for scope in scopes {
                var seen: [KeyPress: String] = [:]
                for b in table where b.applies(in: scope) {
                    for k in b.keys {
                        XCTAssertNil(seen[k], "\(name): \(k) twice in \(String(describing: scope))")
                        seen[k] = b.label
                    }
                }
            }
        }
        check("Today", TodayState.bindings, [.timeline, .checklist, .tray, .placing, .moving, .dragging])
        check("History", HistoryTab.bindings, [nil])
        check("Insights", InsightsTab.bindings, [nil])
        check("Habits", HabitsTab.bindings, [.list, .form, .rename, .confirm])
        check("every tab", AppKeys.bindings, [nil])
    }

    /// The hint lines, made from the tables, say what they said when they were strings, and fit
    /// 80 columns (every character here is one column wide).
    func testTheHintLines() {
        let lines: [(String, String)] = [
            (
                TodayState.hints(in: .timeline),
                "←/→ day · ↑/↓ slot · +/- resize · m move · n note · d delete · Tab next · ? keys"
            ),
            (
                TodayState.hints(in: .checklist),
                "Space tick · s skip · +/- amount · ↑/↓ item · Tab next · ? keys · q quit"
            ),
            (TodayState.hints(in: .tray), "Enter place · ←/→ pill · x all habits · Tab next · ? keys · q quit"),
            (TodayState.hints(in: .placing), "↑/↓ slot · Enter place it · Esc cancel"),
            (TodayState.hints(in: .moving), "↑/↓ slot · Enter move it here · Esc cancel"),
            (HistoryTab.hintLine(), "←→ day · PgUp/Dn week · ↑↓ habit · Enter open · ? keys"),
            (
                InsightsTab.hints(InsightsState(), Demo.app(Demo.storage()).context),
                "←/→ 7 · 30 · 90 days · ↑/↓ scroll · 1-4 tabs · ? keys · q quit"
            ),
        ]
        for (made, was) in lines {
            XCTAssertEqual(made, was)
            XCTAssertLessThanOrEqual(made.count, 80, made)
        }
        XCTAssertLessThanOrEqual(HistoryTab.hintLine().count + "Wed 30 Sep · Completed   ".count, 80)
        var s = HabitsState()
        let ctx = Demo.app(Demo.storage()).context
        XCTAssertEqual(
            HabitsTab.hints(s, ctx), "↑/↓ habit · J/K move · a add · e edit · r rename · A archive · D delete · ? keys")
        s.form = HabitFormState(adding: false)
        XCTAssertEqual(HabitsTab.hints(s, ctx), "Tab/↑↓ field · ←/→ choose · Enter save · Esc cancel")
        s.form = nil
        s.prompt = .rename(id: "run", habit: Habit(id: "run", name: "Run"), text: "")
        XCTAssertEqual(HabitsTab.hints(s, ctx), "Enter rename · Esc cancel")
        s.prompt = .delete(id: "run", habit: Habit(id: "run", name: "Run"), days: 0)
        XCTAssertEqual(HabitsTab.hints(s, ctx), "y yes · n or Esc no")
    }

    /// At 64 columns every tab's status line drops hints whole and keeps "? keys"; the
    /// checklist's counter shortens rather than run over its title.
    func testNarrowWindowsDropWholeHints() {
        var app = Demo.app(Demo.storage(), date: LocalDate("2026-11-20"), columns: 64, rows: 18)
        var lines = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[2].hasSuffix("│ Checklist        8 of 10"), String(lines[2]))
        for tab in "1234" {
            app.press(.letter(tab))
            lines = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)
            let status = lines[17].trimmingCharacters(in: .whitespaces)
            XCTAssertTrue(status.contains("? keys"), "tab \(tab): \(status)")
            XCTAssertTrue(status.hasSuffix("? keys") || status.hasSuffix("q quit"), "tab \(tab): \(status)")
        }
        XCTAssertEqual(
            ["one", "two", "three", "? keys"].hintLine(width: 20, keeping: 1), "one · two · ? keys")
        XCTAssertEqual(["one", "? keys"].hintLine(width: 3, keeping: 1), "? keys")
    }

    /// Today's keys and the keys of every tab fit the overlay's first page at 80×24; the mouse's
    /// gestures follow them, and ↓ shows them.
    func testTheHelpListsTheMouseAndScrollsToIt() {
        XCTAssertLessThanOrEqual(TodayState.helpRows.count + AppKeys.bindings.helpRows().count, 20)
        var app = Demo.app(Demo.storage())
        app.press(.char("?"))
        XCTAssertFalse(app.screenText.contains("drag a pill"), "below the first page at 80×24")
        XCTAssertTrue(app.screenText.contains("▾"), app.screenText)
        for _ in 0..<16 { app.press(.down) }
        XCTAssertTrue(app.helpShown, "↓ scrolls, it does not close")
        for gesture in TodayState.gestures { XCTAssertTrue(app.screenText.contains(gesture.help), gesture.help) }
        XCTAssertTrue(app.screenText.contains("Mouse"), app.screenText)
        app.press(.char("x"))
        XCTAssertFalse(app.helpShown, "any other key closes it")
        XCTAssertFalse(app.today.trayExpanded, "and does nothing else")
        var big = Demo.app(Demo.storage(), columns: 120, rows: 40)
        big.press(.char("?"))
        for gesture in TodayState.gestures { XCTAssertTrue(big.screenText.contains(gesture.help), gesture.help) }
        big.press(.down)
        XCTAssertFalse(big.helpShown, "everything fits: ↓ closes it like any key")
    }

    /// Every tab's help lists its gestures.
    func testEveryTabsHelpListsItsGestures() {
        for (key, gestures) in [("2", HistoryTab.gestures), ("3", InsightsTab.gestures), ("4", HabitsTab.gestures)] {
            var app = Demo.app(Demo.storage(), columns: 120, rows: 40)
            app.type(key + "?")
            for gesture in gestures { XCTAssertTrue(app.screenText.contains(gesture.help), "\(key): \(gesture.help)") }
        }
    }

    /// A binding matches its keys with their modifiers: Shift+↓ resizes where ↓ moves the
    /// cursor, Ctrl-T is not `t`, Alt is not told apart.
    func testMatching() {
        let t = TodayState.bindings
        XCTAssertEqual(t.action(for: KeyPress(.down), in: .timeline), .cursor(1))
        XCTAssertEqual(t.action(for: KeyPress(.down, modifiers: .shift), in: .timeline), .resize(1))
        XCTAssertEqual(t.action(for: KeyPress(.down), in: .checklist), .item(1))
        XCTAssertEqual(t.action(for: KeyPress(.down), in: .tray), .pill(1))
        XCTAssertNil(t.action(for: KeyPress(.character("t"), modifiers: .control), in: .timeline))
        XCTAssertEqual(t.action(for: KeyPress(.character("t"), modifiers: .alt), in: .timeline), .today)
        XCTAssertEqual(
            HabitsTab.bindings.action(for: KeyPress(.character("J"), modifiers: .shift), in: .list), .move(1))
        XCTAssertNil(HabitsTab.bindings.action(for: .char("J"), in: .form), "typed in the form")
    }
}

extension KeyTableTests {
    /// The mouse's rows keep the help box as wide as Today's keys make it (the first page at
    /// 80×24 is the keys' page, with `▾` at the foot).
    func testTheGesturesKeepTheBoxsWidth() {
        let keys = TodayState.helpRows + AppKeys.bindings.helpRows()
        let keyWidth = keys.map { $0.0.count }.max()!
        let wordsWidth = keys.map { $0.1.count }.max()!
        for g in TodayState.gestures {
            XCTAssertLessThanOrEqual(g.label.count, keyWidth, g.label)
            XCTAssertLessThanOrEqual(g.help.count, wordsWidth, g.help)
        }
    }
}
