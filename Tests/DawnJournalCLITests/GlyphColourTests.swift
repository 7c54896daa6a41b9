import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 24, item 8: outside a pill a habit's colour marks a glyph (a coloured `●`, a history
/// cell, a timeline block), never the letters of a name, in every terminal view: a terminal's
/// background is unknown, and sun on white is 1.5:1.
final class GlyphColourTests: XCTestCase {
    /// The text each habit-coloured foreground sequence (`ESC[38;2;R;G;Bm`) holds, up to the
    /// next sequence.
    static func foregroundRuns(_ text: String) -> [String] {
        var runs: [String] = []
        for piece in text.components(separatedBy: "\u{1B}[").dropFirst() {
            guard let m = piece.firstIndex(of: "m") else { continue }
            let params = piece[..<m].split(separator: ";")
            guard params.count == 5, params[0] == "38", params[1] == "2" else { continue }
            runs.append(String(piece[piece.index(after: m)...]))
        }
        return runs
    }

    func testNoNameIsWrittenInAHabitsColour() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = ViewLayoutTests.now
        let views: [[String]] = [
            ["day"], ["day", "2026-11-20"], ["day", "2026-11-23"], ["today"], ["week"], ["history", "--days", "30"],
            ["summary"], ["summary", "--days", "90"], ["habit", "list"],
        ]
        var marked = 0
        for view in views {
            let r = h.run(view + ["--color", "always", "--journal", ViewLayoutTests.demo.path])
            XCTAssertEqual(r.code, 0, "\(view): \(r.stderr)")
            for run in Self.foregroundRuns(r.stdout) {
                XCTAssertTrue(run.allSatisfy { "●█▌·".contains($0) }, "\(view): a habit's colour on '\(run)'")
                if run == ViewText.mark { marked += 1 }
            }
        }
        XCTAssertGreaterThan(marked, 10, "the colour marks a ● before the names")
        // Without colour, no ● is added: the plain views are as they were.
        let plain = h.run(["summary", "--journal", ViewLayoutTests.demo.path]).stdout
        XCTAssertFalse(plain.contains("●"), plain)
    }
}
