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
}
