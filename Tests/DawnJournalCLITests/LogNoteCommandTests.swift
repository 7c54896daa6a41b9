import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 24, item 7, on the command line: never silent, never surprising. Each test failed
/// before its fix. Today (the harness's clock) is Saturday 2026-11-21, 07:30.
final class LogNoteCommandTests: XCTestCase {
    func harness(_ habits: String) throws -> CLIHarness {
        let h = try CLIHarness()
        try h.write("habits.toml", habits)
        return h
    }

    /// The confirmation line shows the note written, for every kind of line (a tick and a
    /// record left it out); a note refused exits 1 and quotes the line's note.
    func testTheConfirmationLineShowsTheNote() throws {
        let h = try harness(
            """
            [habits.floss]
            name = "Floss"
            since = 2026-11-01

            [habits.water]
            name = "Water"
            unit = "glasses"
            goal = 8
            since = 2026-11-01

            """)
        defer { h.remove() }
        XCTAssertEqual(h.run(["log", "floss", "--note", "mint"]).stdout, "2026-11-21  [x]  Floss  -- mint\n")
        XCTAssertEqual(
            h.run(["log", "water", "2", "--note", "lunch"]).stdout,
            "2026-11-21  [x]  Water +2 glasses  -- lunch  · 2 of 8 glasses\n")
        let refused = h.run(["log", "floss", "--note", "again"])
        XCTAssertEqual(refused.code, 1)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.contains("line 3: \"mint\""), refused.stderr)
        XCTAssertEqual(
            try h.text("days/2026/2026-11-21.md"),
            "## Checklist\n\n- [x] Floss -- mint\n- [x] Water +2 glasses -- lunch\n")
    }
}
