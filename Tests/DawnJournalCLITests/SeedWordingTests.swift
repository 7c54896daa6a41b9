import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 24, items 4 to 6: history's row names cut as the checklist app cuts them, the habit
/// list in the orders the timeline app sorts by, and the seeds' own words where the command
/// line shows the same thing.
final class SeedWordingTests: XCTestCase {
    func harness() throws -> CLIHarness {
        var h = try CLIHarness()
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T21:00"
        h.environment["COLUMNS"] = "80"
        return h
    }

    // MARK: item 4, history's names

    /// A 38-column name is cut to 12 columns with "…", so that three weeks fit at 80 columns;
    /// `--json` keeps the name whole. A wide name is cut by display width.
    func testHistoryCutsLongNamesToTwelveColumns() throws {
        var h = try harness()
        defer { h.remove() }
        let long = "Practise scales on the cello every day"
        XCTAssertEqual(long.count, 38)
        try h.write(
            "habits.toml",
            """
            [habits.cello]
            name = "\(long)"
            since = 2026-11-01
            [habits.wide]
            name = "日本語の練習をする"
            since = 2026-11-01
            [habits.run]
            name = "Run"
            since = 2026-11-01

            """)
        try h.write("days/2026/2026-11-20.md", "## Checklist\n- [x] \(long)\n- [x] Run\n")
        let r = h.run(["history", "--days", "21"])
        XCTAssertEqual(r.code, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cello = try XCTUnwrap(lines.first { $0.hasPrefix("Practise") })
        // 11 columns of the name, "…", then the first glyph's two columns.
        XCTAssertTrue(cello.hasPrefix("Practise sc…   ◌"), cello)
        let wide = try XCTUnwrap(lines.first { $0.hasPrefix("日本") })
        // Five wide characters are 10 columns, "…" one more, padded to 12.
        XCTAssertTrue(wide.hasPrefix("日本語の練… "), wide)
        XCTAssertEqual(DisplayWidth.of(String(wide.prefix(7))), 12, wide)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Run" + String(repeating: " ", count: 12) + "◌  ●") }, r.stdout)
        // 21 days at 80 columns: one block of three weeks (two header lines and three rows).
        let blocks = r.stdout.components(separatedBy: "\n\n").dropFirst().dropLast()
        XCTAssertEqual(blocks.count, 1, r.stdout)
        for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, line) }
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(h.run(["history", "--days", "21", "--json"]).stdout.utf8))
                as? [String: Any])
        let habits = try XCTUnwrap(json["habits"] as? [[String: Any]])
        XCTAssertEqual(habits.map { $0["name"] as? String }, [long, "日本語の練習をする", "Run"])
    }

    // MARK: item 5, the habit list's orders

    /// Four habits, counted by hand. Uses (days logged, all time, up to today): Alpha 5 (four
    /// days before November and the 20th; an unticked, a skipped and a future day do not
    /// count), Beta 3 (two entries on the 19th are one day), Gamma 2, Delta 0. Last 30 days:
    /// Beta 3, Gamma 2, Alpha 1, Delta 0. Newest: Delta and Beta both start on 11-01 (Delta
    /// written later, so first), then Gamma, which has no `since` and counts from the first day
    /// file, 2025-06-01, then Alpha (2025-01-01).
    func habitsToOrder() throws -> CLIHarness {
        let h = try harness()
        try h.write(
            "habits.toml",
            """
            [habits.alpha]
            name = "Alpha"
            since = 2025-01-01
            [habits.beta]
            name = "Beta"
            since = 2026-11-01
            [habits.gamma]
            name = "Gamma"
            [habits.delta]
            name = "Delta"
            since = 2026-11-01

            """)
        for day in ["2025-06-01", "2025-06-02", "2025-12-31", "2026-03-04"] {
            try h.write("days/\(day.prefix(4))/\(day).md", "## Checklist\n- [x] Alpha\n- [-] Delta\n")
        }
        try h.write("days/2026/2026-05-05.md", "## Checklist\n- [ ] Alpha\n- [x] Nobody\n")
        try h.write("days/2026/2026-11-19.md", "## Timeline\n- 07:00-07:30 Beta\n- 08:00-08:30 Beta\n")
        try h.write("days/2026/2026-11-20.md", "## Checklist\n- [x] Alpha\n- [x] Beta\n- [x] Gamma\n")
        try h.write("days/2026/2026-11-21.md", "## Checklist\n- [x] Beta\n- [x] Gamma\n")
        try h.write("days/2026/2026-11-25.md", "## Checklist\n- [x] Alpha\n")
        return h
    }

    func testHabitListByUsesRecentAndNewest() throws {
        let h = try habitsToOrder()
        defer { h.remove() }
        func names(_ by: String) throws -> [String] {
            let r = h.run(["habit", "list", "--by", by])
            XCTAssertEqual(r.code, 0, r.stderr)
            return r.stdout.split(separator: "\n").filter { $0.hasPrefix("[") }.map {
                String($0.dropFirst().prefix { $0 != " " && $0 != "]" })
            }
        }
        XCTAssertEqual(try names("uses"), ["Alpha", "Beta", "Gamma", "Delta"])
        XCTAssertEqual(try names("recent"), ["Beta", "Gamma", "Alpha", "Delta"])
        XCTAssertEqual(try names("usage"), ["Beta", "Gamma", "Alpha", "Delta"], "usage: recent's former name")
        XCTAssertEqual(try names("newest"), ["Delta", "Beta", "Gamma", "Alpha"])
        XCTAssertEqual(try names("order"), ["Alpha", "Beta", "Gamma", "Delta"])
        let uses = h.run(["habit", "list", "--by", "uses"]).stdout
        // Instances ever, as the tray counts them: Beta's two walks on 19 November are two.
        XCTAssertTrue(uses.contains("[Alpha]  5 times in all  checkbox\n"), uses)
        XCTAssertTrue(uses.contains("[Beta ]  4 times in all  checkbox\n"), uses)
        XCTAssertTrue(uses.contains("[Delta]  0 times in all  checkbox\n"), uses)
        XCTAssertTrue(
            h.run(["habit", "list", "--by", "newest"]).stdout.contains(
                "[Beta ]   3 of the last 30 days  since 2026-11-01, checkbox\n"))
        // JSON: the same order, and `uses` only when counted.
        func json(_ by: String) throws -> [String: Any] {
            try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(h.run(["habit", "list", "--by", by, "--json"]).stdout.utf8))
                    as? [String: Any])
        }
        let counted = try XCTUnwrap(try json("uses")["habits"] as? [[String: Any]])
        XCTAssertEqual(counted.map { $0["id"] as? String }, ["alpha", "beta", "gamma", "delta"])
        XCTAssertEqual(counted.map { $0["uses"] as? Int }, [5, 4, 2, 0])
        // One order: the day's tray (its active habits) is the list by uses.
        let day = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(h.run(["day", "--json"]).stdout.utf8)) as? [String: Any])
        let tray = try XCTUnwrap(day["tray"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        XCTAssertEqual(tray, counted.compactMap { $0["id"] as? String }.filter { tray.contains($0) })
        XCTAssertEqual(
            try XCTUnwrap(day["tray"] as? [[String: Any]]).compactMap { $0["instances"] as? Int },
            counted.filter { tray.contains($0["id"] as? String ?? "") }.compactMap { $0["uses"] as? Int })
        XCTAssertEqual(try json("uses")["problems"] as? Int, 1, "the unknown habit of 2026-05-05")
        let recent = try XCTUnwrap(try json("recent")["habits"] as? [[String: Any]])
        XCTAssertEqual(recent.map { $0["done30"] as? Int }, [3, 2, 1, 0])
        XCTAssertTrue(recent.allSatisfy { $0["uses"] is NSNull })
        let bad = h.run(["habit", "list", "--by", "often"])
        XCTAssertEqual(bad.code, 64)
        XCTAssertTrue(bad.stderr.contains("order, recent, uses, newest or usage"), bad.stderr)
    }

    /// Room for Growth is hidden exactly when its percentage, as shown, is below 5%: 1 of 21
    /// (4.76%) shows as "5%" and is kept; 1 of 23 (4.35%) shows as "4%" and is left out.
    func testRoomForGrowthFollowsThePercentageShown() throws {
        let h = try harness()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            "[habits.a]\nname = \"Always\"\nsince = 2026-10-01\n[habits.b]\nname = \"Barely\"\nsince = 2026-10-01\n")
        for n in 0..<23 {
            let date = LocalDate("2026-11-21")!.adding(days: -n)
            try h.write(DayPath.path(for: date), "## Checklist\n- [x] Always\n" + (n == 0 ? "- [x] Barely\n" : ""))
        }
        let shown = h.run(["summary", "--days", "21"])
        XCTAssertTrue(shown.stdout.contains("Barely") && shown.stdout.contains("  5%  1 of 21"), shown.stdout)
        XCTAssertTrue(
            shown.stdout.hasSuffix("\nRoom for Growth\n  Barely has been completed once (5%)\n"), shown.stdout)
        let hidden = h.run(["summary", "--days", "23"])
        XCTAssertTrue(hidden.stdout.contains("  4%  1 of 23"), hidden.stdout)
        XCTAssertFalse(hidden.stdout.contains("Room for Growth"), hidden.stdout)
        func growth(_ days: String) throws -> Any? {
            let json = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(h.run(["summary", "--days", days, "--json"]).stdout.utf8))
                    as? [String: Any])
            return json["roomForGrowth"]
        }
        XCTAssertEqual(try growth("21") as? String, "b")
        XCTAssertTrue(try growth("23") is NSNull)
    }

    /// Removing a habit with history takes two steps: the first says how many days of history
    /// it would delete and names --purge, and changes nothing; the second deletes.
    func testRemovingAHabitWithHistoryTakesTwoSteps() throws {
        let h = try harness()
        defer { h.remove() }
        try h.makeJournal()
        try h.write("days/2026/2026-11-20.md", "## Timeline\n- 07:00-07:30 Morning Run\n- 18:00-18:30 Morning Run\n")
        try h.write("days/2026/2026-11-21.md", "## Checklist\n- [x] Floss\n- [x] Morning Run\n")
        let before = try h.read("habits.toml")
        let first = h.run(["habit", "remove", "Morning Run"])
        XCTAssertEqual(first.code, 1)
        XCTAssertEqual(
            first.stderr,
            "Error: Morning Run has history. This will delete 2 days of history. Run again with --purge to delete it with its 3 entries, or archive it to keep them\n"
        )
        XCTAssertEqual(try h.read("habits.toml"), before)
        let second = h.run(["habit", "remove", "Morning Run", "--purge"])
        XCTAssertEqual(second.code, 0, second.stderr)
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), "## Checklist\n- [x] Floss\n")
    }

    /// `habit list` begins with "My Habits", with habits or without.
    func testHabitListIsHeadedMyHabits() throws {
        let h = try harness()
        defer { h.remove() }
        try h.makeJournal()
        let list = h.run(["habit", "list"]).stdout
        XCTAssertTrue(list.hasPrefix("My Habits\n\n[🏃 Morning Run]"), list)
        try h.write("habits.toml", "")
        XCTAssertEqual(
            h.run(["habit", "list"]).stdout,
            "My Habits\n\nGet started by adding your first habit.\n  dawn-journal habit add \"Morning Run\" --emoji 🏃 --duration 30m\n"
        )
    }

    /// With every habit archived or not started, the views say how to add one.
    func testNoActiveHabitsSaysHowToAddOne() throws {
        let h = try harness()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            "[habits.read]\nname = \"Read\"\narchived = 2026-11-01\nsince = 2026-10-01\n[habits.run]\nname = \"Run\"\nsince = 2026-12-01\n"
        )
        // A habit starting later: `day` says when (issue 33), `summary` that none is active.
        XCTAssertTrue(
            h.run(["day"]).stdout.hasSuffix("Your habits start on Tuesday 1 December.\n"), h.run(["day"]).stdout)
        for view in [["summary", "--days", "7"]] {
            let r = h.run(view)
            XCTAssertTrue(
                r.stdout.hasSuffix("You have no active habits.\nAdd one with: dawn-journal habit add NAME\n"),
                "\(view): \(r.stdout)")
        }
        XCTAssertEqual(h.run(["report", "--from", "2026-11-10", "--to", "2026-11-21", "-o", "r.html"]).code, 0)
        XCTAssertTrue(
            try h.text("r.html").contains("You have no active habits. Add one with: dawn-journal habit add NAME</p>"))
    }

    /// A day on which every due habit was skipped says so, not "0 of 0 completed"; a day with
    /// one done and one skipped still counts "1 of 1".
    func testADayOfSkipsSaysSo() throws {
        let h = try harness()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            "[habits.a]\nname = \"Alpha\"\nsince = 2026-11-01\n[habits.b]\nname = \"Beta\"\nsince = 2026-11-01\n")
        try h.write("days/2026/2026-11-20.md", "## Checklist\n- [-] Alpha\n- [-] Beta\n")
        try h.write("days/2026/2026-11-21.md", "## Checklist\n- [x] Alpha\n- [-] Beta\n")
        let rest = h.run(["day", "2026-11-20"]).stdout
        XCTAssertTrue(rest.hasSuffix("  [-] Alpha\n  [-] Beta\n\nAll habits skipped for this day.\n"), rest)
        XCTAssertFalse(rest.contains("0 of 0"), rest)
        XCTAssertTrue(h.run(["day", "2026-11-21"]).stdout.contains("\n1 of 1 completed\n"))
    }

    /// `init` says the three onboarding lines, and its habits.toml lists the seeds' example
    /// habits as suggestions, commented out; uncommented, each is a habit lint accepts.
    func testInitOnboardingAndSuggestions() throws {
        let h = try harness()
        defer { h.remove() }
        let r = h.run(["init", "j"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertTrue(
            r.stdout.contains(
                "\n\n  Track habits without pressure\n  See your patterns clearly\n  No streaks, just data\n\nNext:\n"),
            r.stdout)
        let toml = try h.text("j/habits.toml")
        XCTAssertTrue(
            toml.contains(
                "# Suggestions, the checklist app's four examples: Morning exercise and Journal before bed\n"
                    + "# (below, ready to use), Read for 30 minutes and Drink 8 glasses of water."), toml)
        XCTAssertTrue(r.stdout.contains("Next:\n  cd j\n  dawn-journal ui "), r.stdout)
        XCTAssertEqual(
            h.run(["habit", "list", "--journal", "j"]).stdout.split(separator: "\n").filter { $0.hasPrefix("[") }.count,
            2)
        // Uncomment the suggestions: "# [habits.x]" and the "# key = value" lines after it.
        var inTable = false
        let uncommented = toml.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            if line.hasPrefix("# [habits.") { inTable = true }
            if line == "#" || !line.hasPrefix("# ") { inTable = false }
            return inTable ? line.dropFirst(2) : line
        }.joined(separator: "\n")
        try h.write("j/habits.toml", uncommented)
        let lint = h.run(["lint", "--journal", "j"])
        XCTAssertEqual(lint.code, 0, lint.stdout + lint.stderr)
        let list = h.run(["habit", "list", "--journal", "j", "--json"]).stdout
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String: Any])
        XCTAssertEqual(
            (json["habits"] as? [[String: Any]])?.map { $0["name"] as? String },
            ["Read for 30 minutes", "Drink 8 glasses of water", "Morning exercise", "Journal before bed"])
        XCTAssertEqual(
            (json["habits"] as? [[String: Any]])?.map { $0["id"] as? String },
            ["read", "water", "morning-exercise", "journal"])
    }

    /// The demo's Insights are headed "Insights" and say "total habit instances", in the text
    /// and in the report.
    func testInsightsHeadingAndCounts() throws {
        let h = try harness()
        defer { h.remove() }
        let demo = ViewLayoutTests.demo.path
        let summary = h.run(["summary", "--journal", demo])
        XCTAssertEqual(summary.code, 0, summary.stderr)
        XCTAssertTrue(summary.stdout.hasPrefix("Insights  2026-10-23 – 2026-11-21 · 30 days\n"), summary.stdout)
        XCTAssertTrue(summary.stdout.contains("\n  72%  192 out of 268 total habit instances\n"), summary.stdout)
        XCTAssertEqual(
            h.run(["report", "--from", "2026-10-23", "--to", "2026-11-21", "-o", "r.html", "--journal", demo]).code, 0)
        XCTAssertTrue(try h.text("r.html").contains("</span> 192 out of 268 total habit instances</p>"))
    }

    /// `insights` prints exactly what `summary` prints, text and JSON, and has its own help.
    func testInsightsIsSummary() throws {
        var h = try harness()
        defer { h.remove() }
        let demo = ViewLayoutTests.demo.path
        for args in [["--journal", demo], ["--days", "7", "--json", "--journal", demo]] {
            let summary = h.run(["summary"] + args)
            let insights = h.run(["insights"] + args)
            XCTAssertEqual(insights.code, 0, insights.stderr)
            XCTAssertEqual(insights.stdout, summary.stdout)
        }
        h.environment["COLUMNS"] = nil
        XCTAssertTrue(h.run(["insights", "--help"]).stdout.contains("the same as 'summary'"))
        XCTAssertTrue(h.run(["help"]).stdout.contains("  insights"))
        let bad = h.run(["insights", "--days", "0"])
        XCTAssertEqual(bad.code, 64)
        XCTAssertTrue(bad.stderr.contains("See 'dawn-journal insights --help'"), bad.stderr)
    }
}
