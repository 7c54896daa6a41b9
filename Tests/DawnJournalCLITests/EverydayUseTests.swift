import DawnJournal
import Foundation
import XCTest
@testable import DawnJournalCLI

/// Issue 12's everyday use, the parts of views and dates: dates everywhere, views that are
/// never silent about what they could not use.
final class EverydayUseTests: XCTestCase {
    func journal() throws -> CLIHarness {
        let h = try CLIHarness()
        try h.write("habits.toml", """
        [journal]
        week_starts = "mondy"

        [habits.run]
        name = "Morning Run"
        duration = "30m"
        since = 2026-11-01

        [habits.floss]
        name = "Floss"
        since = 2026-11-01

        """)
        return h
    }

    /// `-N`, `+N`, `tomorrow` wherever a date is taken; a future date is viewed, never logged.
    func testDatesEverywhere() throws {
        let h = try journal()
        defer { h.remove() }
        XCTAssertEqual(DateChoice("+3"), .daysAhead(3))
        XCTAssertEqual(DateChoice("tomorrow"), .daysAhead(1))
        XCTAssertEqual(DateChoice("Yesterday"), .daysAgo(1))
        XCTAssertNil(DateChoice("+"))
        XCTAssertNil(DateChoice("-1x"))
        XCTAssertNil(DateChoice("+123456"))
        XCTAssertEqual(DateChoice("+2")?.resolved(today: LocalDate("2026-11-21")!), LocalDate("2026-11-23"))
        XCTAssertTrue(h.run(["day", "tomorrow"]).stdout.hasPrefix("Sunday 2026-11-22"))
        XCTAssertTrue(h.run(["day", "+2"]).stdout.hasPrefix("Monday 2026-11-23"))
        XCTAssertTrue(h.run(["week", "+7", "--json"]).stdout.contains("2026-11-23"))
        XCTAssertTrue(h.run(["history", "--days", "7", "--to", "tomorrow", "--json"]).stdout.contains("2026-11-22"))
        let future = h.run(["log", "floss", "--date", "tomorrow"])
        XCTAssertEqual(future.code, 1)
        XCTAssertTrue(future.stderr.contains("can't log a future date"), future.stderr)
    }

    /// Broken lines and unknown habits are left out of every count, and said so on stderr
    /// (with the count in JSON); an invalid setting is reported, not ignored.
    func testViewsAreNeverSilent() throws {
        let h = try journal()
        defer { h.remove() }
        try h.write("days/2026/2026-11-21.md", "## Timeline\n\n- 7:5-7:35 Morning Run\n\n## Checklist\n\n- [x] Flos\n")
        let today = h.run(["today"])
        XCTAssertEqual(today.code, 0)
        XCTAssertTrue(today.stdout.contains("0 of 2 completed"), today.stdout)
        XCTAssertTrue(today.stderr.contains("Warning: 2 lines in days/2026/2026-11-21.md were not understood or name no habit, and are left out; see 'dawn-journal lint'"), today.stderr)
        XCTAssertTrue(today.stderr.contains("habits.toml:2:1: week_starts 'mondy' is not a weekday [bad-week-starts]"), today.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(h.run(["today", "--json"]).stdout.utf8)) as! [String: Any]
        XCTAssertEqual(json["problems"] as? Int, 2)
        XCTAssertEqual(json["done"] as? Int, 0, "an unknown habit is never counted as done")
        let item = (json["checklist"] as! [[String: Any]]).first!
        XCTAssertEqual(item["unknown"] as? Bool, true)
        for view in [["summary", "--json"], ["history", "--json"], ["week", "--json"], ["habit", "list", "--json"]] {
            let r = h.run(view)
            let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
            XCTAssertNotNil(object["problems"], view.joined(separator: " "))
            XCTAssertTrue(r.stderr.contains("bad-week-starts"), view.joined(separator: " "))
        }
        // A file outside the window is not counted in its problems.
        let before = h.run(["summary", "--to", "2026-11-20", "--json"]).stdout
        XCTAssertTrue(before.contains("\"problems\": 0"), before)
    }
}
