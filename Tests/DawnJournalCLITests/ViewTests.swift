import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalCLI

/// The four views on the 1.0 demo journal (Fixtures/journal-1.0) with the clock fixed to its last evening, as golden files
/// (re-recorded only with DAWN_RECORD_GOLDEN=1), and their empty states.
final class ViewTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/views")
    /// The demo journal as it was in format 1.0 (Fixtures/journal-1.0).
    static let journal10 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/journal-1.0")
    static let now = "2026-11-21T21:00"

    func demo(_ args: [String]) throws -> CLIHarness.Result {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = Self.now
        return h.run(args + ["--journal", Self.journal10.path])
    }

    func assertGolden(_ name: String, _ args: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try demo(args)
        XCTAssertEqual(r.code, 0, r.stderr, file: file, line: line)
        GoldenFile.assertMatches(r.stdout, Self.fixtures.appendingPathComponent(name), file: file, line: line)
    }

    func testGoldenViewsOfTheDemoJournal() throws {
        try assertGolden("summary-30.txt", ["summary"])
        try assertGolden("summary-90.json", ["summary", "--days", "90", "--json"])
        try assertGolden("summary-7.txt", ["summary", "--days", "7", "--to", "2026-10-10"])
        try assertGolden("history-30.txt", ["history"])
        try assertGolden("history-14.json", ["history", "--days", "14", "--json"])
        try assertGolden("week.txt", ["week"])
        try assertGolden("week-2026-10-14.json", ["week", "2026-10-14", "--json"])
        try assertGolden("day-2026-11-20.txt", ["day", "2026-11-20"])
        try assertGolden("today.txt", ["today"])
        try assertGolden("day-2026-11-20.json", ["day", "2026-11-20", "--json"])
        try assertGolden("day-future.txt", ["day", "2026-11-23"])
        try assertGolden("habit-list.txt", ["habit", "list"])
    }

    /// An independent count of `summary --days 90 --json` on the demo: day files read with plain
    /// string matching, habits with the TOML decoder, the rules applied by hand.
    func testSummaryNumbersMatchAnIndependentCount() throws {
        let r = try demo(["summary", "--days", "90", "--json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let root = Self.journal10
        let toml = try TOMLDecoder().decode([UInt8](try Data(contentsOf: root.appendingPathComponent("habits.toml"))))
        struct H {
            var id, name: String
            var since, archived: String?
        }
        let habits: [H] = toml["habits"]!.tableValue!.entries.map { id, v in
            let t = v.tableValue!
            func date(_ k: String) -> String? {
                if case .date(let d) = t[k] { return String(format: "%04d-%02d-%02d", d.year, d.month, d.day) }
                return nil
            }
            return H(id: id, name: t["name"]!.stringValue!, since: date("since"), archived: date("archived"))
        }
        let today = "2026-11-21"
        var done: [String: Int] = [:]
        var due: [String: Int] = [:]
        var minutes: [String: Int] = [:]
        let fm = DateFormatter()
        fm.dateFormat = "yyyy-MM-dd"
        fm.timeZone = TimeZone(identifier: "UTC")
        let last = fm.date(from: today)!
        for offset in 0..<90 {
            let date = fm.string(from: last.addingTimeInterval(Double(-offset) * 86400))
            let path = root.appendingPathComponent("days/\(date.prefix(4))/\(date).md").path
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            var doneToday = Set<String>()
            var skipped = Set<String>()
            var section = ""
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("## ") {
                    section = line
                    continue
                }
                if line.hasPrefix("# ") {
                    section = ""
                    continue
                }
                for h in habits {
                    let named = line.hasSuffix(" " + h.name) || line.contains(" " + h.name + " -- ")
                    guard named else { continue }
                    if section == "## Timeline", line.hasPrefix("- ") {
                        doneToday.insert(h.id)
                        let t = line.dropFirst(2).prefix(11) // HH:MM-HH:MM
                        let a = Int(t.prefix(2))! * 60 + Int(t.dropFirst(3).prefix(2))!
                        let b = Int(t.dropFirst(6).prefix(2))! * 60 + Int(t.dropFirst(9).prefix(2))!
                        minutes[h.id, default: 0] += b - a
                    } else if section == "## Checklist", line.hasPrefix("- [x] ") {
                        doneToday.insert(h.id)
                    } else if section == "## Checklist", line.hasPrefix("- [-] ") {
                        skipped.insert(h.id)
                    }
                }
            }
            for h in habits {
                if let s = h.since, date < s { continue }
                if let a = h.archived, date >= a { continue }
                if doneToday.contains(h.id) {
                    done[h.id, default: 0] += 1
                    due[h.id, default: 0] += 1
                    continue
                }
                if skipped.contains(h.id) || date == today { continue }
                due[h.id, default: 0] += 1
            }
        }
        let rows = try XCTUnwrap(json["habits"] as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["id"] as? String }, habits.map(\.id))
        for row in rows {
            let id = row["id"] as! String
            XCTAssertEqual(row["done"] as? Int, done[id] ?? 0, id)
            XCTAssertEqual(row["due"] as? Int, due[id] ?? 0, id)
            XCTAssertEqual(row["minutes"] as? Int, minutes[id] ?? 0, id)
        }
        let overall = try XCTUnwrap(json["overall"] as? [String: Any])
        XCTAssertEqual(overall["done"] as? Int, done.values.reduce(0, +))
        XCTAssertEqual(overall["due"] as? Int, due.values.reduce(0, +))
        XCTAssertGreaterThan(done.values.reduce(0, +), 300, "the count is not vacuous")
    }

    func testEmptyStates() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = Self.now
        try h.write("habits.toml", "# nothing yet\n")
        for view in ["summary", "history", "week", "day"] {
            let r = h.run([view])
            XCTAssertEqual(r.code, 0, view)
            XCTAssertTrue(r.stdout.contains("Get started by adding your first habit."), "\(view): \(r.stdout)")
        }
        try h.write("habits.toml", "[habits.read]\nname = \"Read\"\n")
        let history = h.run(["history"])
        XCTAssertTrue(
            history.stdout.contains("Your history will appear here once you start tracking habits."), history.stdout)
        // Insights never borrow History's wording: on a fresh journal they ask for completions.
        XCTAssertTrue(h.run(["summary"]).stdout.contains("Complete a few habits to see insights about your patterns."))
        XCTAssertTrue(h.run(["day"]).stdout.contains("No habits for this day."))
        try h.write("days/2026/2026-11-20.md", "## Checklist\n- [ ] Read\n")
        // A window before the first day.
        let before = h.run(["summary", "--to", "2026-10-01"])
        // Read counts from the journal's first day, so it was not started then.
        XCTAssertTrue(before.stdout.contains("You have no active habits."), before.stdout)
        XCTAssertTrue(h.run(["history", "--to", "2026-10-01"]).stdout.contains("Your history will appear here"))
        // Habits due but nothing done yet.
        XCTAssertTrue(h.run(["summary"]).stdout.contains("Complete a few habits to see insights about your patterns."))
        // Everything done today.
        try h.write("days/2026/2026-11-21.md", "## Checklist\n- [x] Read\n")
        XCTAssertTrue(h.run(["today"]).stdout.contains("All habits completed for today. See you tomorrow."))
    }

    func testColourFollowsTheTerminalAndContrast() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = Self.now
        try h.write(
            "habits.toml",
            "[habits.a]\nname = \"A\"\ncolor = \"sun\"\nduration = \"30m\"\n[habits.b]\nname = \"B\"\ncolor = \"#202020\"\nduration = \"30m\"\n"
        )
        try h.write("days/2026/2026-11-21.md", "## Timeline\n- 06:00-06:30 A\n- 07:00-07:30 B\n")
        XCTAssertFalse(h.run(["day"]).stdout.contains("\u{1B}["))
        let colored = h.run(["day"], terminal: true).stdout
        XCTAssertTrue(
            colored.contains("\u{1B}[38;2;26;26;26;48;2;254;202;87m"),
            "near-black text on sun (11.4:1 against white's 1.5:1)")
        XCTAssertTrue(
            colored.contains("\u{1B}[38;2;255;255;255;48;2;32;32;32m"),
            "white text on #202020 (16.7:1 against near-black's 1.3:1)")
        h.environment["NO_COLOR"] = "1"
        XCTAssertFalse(h.run(["day"], terminal: true).stdout.contains("\u{1B}["))
        XCTAssertTrue(h.run(["history", "--color", "always"]).stdout.contains("\u{1B}[38;2;254;202;87m●"))
    }

    /// Display widths agree with Python's wcwidth 0.7.0 (Unicode's emoji and East Asian widths).
    func testDisplayWidthMatchesTheReference() {
        let cases: [(String, Int)] = [
            ("🏃", 2), ("🧘🏽", 2), ("🇪🇸", 2), ("🚶‍♀️", 2), ("✍️", 2), ("💧", 2),
            ("日本語", 6), ("é", 1), ("e\u{301}", 1), ("🏃‍♀️", 2), ("©", 1), ("a", 1),
        ]
        for (s, w) in cases { XCTAssertEqual(DisplayWidth.of(s), w, s) }
        XCTAssertEqual(TextLayout.fit("Evening Walk Long", width: 12), "Evening Wal…")
        XCTAssertEqual(TextLayout.fit("日本語の習慣です", width: 12), "日本語の習…")
    }

    func testUsageErrors() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        try h.write("habits.toml", "")
        XCTAssertEqual(h.run(["summary", "--days", "0"]).code, 64)
        XCTAssertEqual(h.run(["history", "--days", "many"]).code, 64)
        XCTAssertEqual(h.run(["day", "someday"]).code, 64)
        XCTAssertEqual(h.run(["week", "a", "b"]).code, 64)
    }
}
