import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// `dawn-journal due`: what the Today checklist still shows to do, in its order and words;
/// exit 0 while something is due, 1 once nothing is.
final class DueCommandTests: XCTestCase {
    func demo() throws -> CLIHarness {
        var h = try CLIHarness()
        try FileManager.default.copyItem(at: SampleJournalTests.demo, to: h.root.appendingPathComponent("demo"))
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T21:00"
        return h
    }

    /// On the demo at 21:00, `due --json` lists exactly the open boxes of `day --json`'s
    /// checklist, in its order, but Coffee: past its limit, nothing can be done about it.
    /// Logging each one makes `due -q` exit 1.
    func testDueOnTheDemoIsTodaysOpenBoxesUntilAllAreDone() throws {
        let h = try demo()
        defer { h.remove() }
        let journal = ["--journal", h.path("demo")]
        func json(_ args: [String]) throws -> [String: Any] {
            let r = h.run(args + journal)
            return try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        }
        let today = try json(["day", "--json"])["habits"] as! [[String: Any]]
        let open = today.filter { !["done", "skipped"].contains($0["state"] as! String) }.map { $0["id"] as! String }
        XCTAssertEqual(open, ["morning-run", "evening-walk", "read", "journal", "coffee"])
        let due = try json(["due", "--json"])
        XCTAssertEqual(due["date"] as? String, "2026-11-21")
        let ids = (due["due"] as! [[String: Any]]).map { $0["id"] as! String }
        XCTAssertEqual(ids, open.filter { $0 != "coffee" })
        XCTAssertEqual(h.run(["due", "--json"] + journal).code, 0)

        let text = h.run(["due", "--color", "never"] + journal)
        XCTAssertEqual(text.code, 0)
        XCTAssertEqual(text.stdout, "[ ] 🏃 Morning Run\n[ ] 🚶‍♀️ Evening Walk\n[ ] 📚 Read\n[ ] ✍️ Journal\n")
        XCTAssertEqual(h.run(["due", "-q"] + journal).stdout, "")

        for (habit, at) in [("morning-run", "06:30"), ("evening-walk", "19:00"), ("read", "20:00")] {
            XCTAssertEqual(h.run(["log", habit, "--at", at] + journal).code, 0, habit)
            XCTAssertEqual(h.run(["due", "-q"] + journal).code, 0, "still something due after \(habit)")
        }
        XCTAssertEqual(h.run(["log", "journal"] + journal).code, 0)
        let none = h.run(["due", "-q"] + journal)
        XCTAssertEqual([none.code], [1])
        XCTAssertEqual(none.stdout, "")
        XCTAssertEqual(h.run(["due"] + journal).stdout, "All habits completed for today. See you tomorrow.\n")
    }

    /// A future date lists the habits due then (by weekdays, rhythm and target); a date with
    /// none due says so and exits 1.
    func testAFutureDateAndADayWithNothingDue() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T09:00"
        try h.write(
            "habits.toml",
            "[habits.plants]\nname = \"Plants\"\nsince = 2026-11-21\nevery = \"3d\"\n\n[habits.gym]\nname = \"Gym\"\nsince = 2026-11-21\ndays = [\"mon\"]\n"
        )
        try h.write("days/2026/2026-11-21.md", "# Saturday\n")
        XCTAssertEqual(h.run(["due"]).stdout, "[ ] Plants\n")
        XCTAssertEqual(h.run(["due", "--date", "2026-11-22"]).code, 1, "Sunday: neither")
        XCTAssertEqual(h.run(["due", "--date", "2026-11-22"]).stdout, "No habits for this day.\n")
        XCTAssertEqual(h.run(["due", "--date", "2026-11-23"]).stdout, "[ ] Gym\n")
        XCTAssertEqual(h.run(["due", "--date", "2026-11-24"]).stdout, "[ ] Plants\n")
        XCTAssertEqual(h.run(["due", "--date", "someday"]).code, 64)
    }
}
