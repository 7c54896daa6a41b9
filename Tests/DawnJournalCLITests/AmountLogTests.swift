import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 24, item 7: an amount habit logged without an amount adds one unit, and a day over a
/// limit is said to be over it alike by `log` and `day`. Today is Saturday 2026-11-21, 07:30.
final class AmountLogTests: XCTestCase {
    func testOneUnitWithoutAnAmountAndOverTheLimitSaidAlike() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            """
            [habits.coffee]
            name = "Coffee"
            emoji = "☕"
            unit = "cups"
            limit = 2
            since = 2026-11-01

            """)
        let one = h.run(["log", "coffee"])
        XCTAssertEqual(one.code, 0, one.stderr)
        XCTAssertEqual(one.stdout, "2026-11-21  [x]  ☕ Coffee +1 cup  · 1 of at most 2 cups\n")
        XCTAssertEqual(h.run(["log", "coffee"]).stdout, "2026-11-21  [x]  ☕ Coffee +1 cup  · 2 of at most 2 cups\n")
        XCTAssertTrue(h.run(["day", "--color", "never"]).stdout.contains("[x] ☕ Coffee · 2 of at most 2 cups\n"))
        let over = h.run(["log", "coffee", "1"])
        XCTAssertEqual(
            over.stdout, "2026-11-21  [x]  ☕ Coffee +1 cup  · 3 of at most 2 cups, over the limit\n")
        let day = h.run(["day", "--color", "never"]).stdout
        XCTAssertTrue(day.contains("[ ] ☕ Coffee · 3 of at most 2 cups, over the limit\n"), day)
        XCTAssertEqual(
            try h.text("days/2026/2026-11-21.md"),
            "## Checklist\n\n- [x] ☕ Coffee +1 cup\n- [x] ☕ Coffee +1 cup\n- [x] ☕ Coffee +1 cup\n")
    }
}
