import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 24, item 7, on the command line: never silent, never surprising. Each test failed
/// before its fix. Today (the harness's clock) is Saturday 2026-11-21, 07:30.
final class ReportOutputTests: XCTestCase {
    func harness(_ habits: String) throws -> CLIHarness {
        let h = try CLIHarness()
        try h.write("habits.toml", habits)
        return h
    }

    /// `report` writes report.html into the journal's root wherever it is run from (inside
    /// days/2026 it used to land there, where lint then called it stray); -o is still from the
    /// current folder.
    func testReportWritesToTheJournalsRoot() throws {
        let h = try harness("[habits.read]\nname = \"Read\"\nsince = 2026-11-01\n")
        defer { h.remove() }
        try h.write("days/2026/2026-11-20.md", "## Checklist\n\n- [x] Read\n")
        let r = h.run(["report"], in: "days/2026")
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(
            r.stdout, h.path("report.html") + "\n", "the journal's root, as other paths from above are shown")
        XCTAssertTrue(FileManager.default.fileExists(atPath: h.path("report.html")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: h.path("days/2026/report.html")))
        XCTAssertEqual(h.run(["lint"]).code, 0, "no stray file")
        let o = h.run(["report", "-o", "here.html"], in: "days")
        XCTAssertEqual(o.stdout, "here.html\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: h.path("days/here.html")))
    }
}

/// Issue 24, item 7: `history`, `summary` and `report` say the window they show, and that a
/// default one starts on the journal's first day.
final class WindowHeadingTests: XCTestCase {
    func testTheViewsSayTheWindowTheyShow() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("habits.toml", "[habits.read]\nname = \"Read\"\nsince = 2026-11-16\n")
        try h.write("days/2026/2026-11-18.md", "## Checklist\n\n- [x] Read\n")
        XCTAssertTrue(
            h.run(["history"]).stdout.hasPrefix(
                "History  2026-11-16 – 2026-11-21, newest first, since the journal began\n"),
            h.run(["history"]).stdout)
        XCTAssertTrue(
            h.run(["summary"]).stdout.contains("2026-11-16 – 2026-11-21 · 6 days, since the journal began\n"),
            h.run(["summary"]).stdout)
        XCTAssertTrue(h.run(["summary", "--days", "7"]).stdout.contains("2026-11-15 – 2026-11-21 · 7 days\n"))
        let page = h.run(["report", "-o", "-"]).stdout
        XCTAssertTrue(page.contains("2026-11-16 – 2026-11-21 · 6 days, since the journal began</p>"), page)
    }
}
