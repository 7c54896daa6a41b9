import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalCLI

final class FmtCommandTests: XCTestCase {
    let messy = "## timeline\r\n-   6:30 +45m   🏃  Morning   Run   --  5k  \r\n\r\n\r\nNotes  \r\n"
    let canonical = "## Timeline\n\n- 06:30-07:15 🏃 Morning Run -- 5k\n\nNotes  \n"

    func testFormatsInPlaceKeepingPermissions() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal()
        try h.write("days/2026/2026-11-21.md", messy)
        chmod(h.path("days/2026/2026-11-21.md"), 0o600)
        let r = h.run(["fmt"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "days/2026/2026-11-21.md\n")
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), canonical)
        var st = stat()
        stat(h.path("days/2026/2026-11-21.md"), &st)
        XCTAssertEqual(st.st_mode & 0o777, 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: h.path("days/2026"))
        XCTAssertEqual(leftovers, ["2026-11-21.md"], "no temporary files left")
        // Already canonical: not touched, nothing printed.
        let before =
            try FileManager.default.attributesOfItem(atPath: h.path("days/2026/2026-11-21.md"))[.modificationDate]
            as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let again = h.run(["fmt"])
        XCTAssertEqual(again.code, 0)
        XCTAssertEqual(again.stdout, "")
        let after =
            try FileManager.default.attributesOfItem(atPath: h.path("days/2026/2026-11-21.md"))[.modificationDate]
            as? Date
        XCTAssertEqual(before, after)
    }

    func testCheckAndDiffChangeNothing() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal()
        try h.write("days/2026/2026-11-21.md", messy)
        try h.write("days/2026/2026-11-20.md", canonical)
        let check = h.run(["fmt", "--check"])
        XCTAssertEqual(check.code, 1)
        XCTAssertEqual(check.stdout, "days/2026/2026-11-21.md\n")
        let diff = h.run(["fmt", "--diff"])
        XCTAssertEqual(diff.code, 1)
        XCTAssertTrue(
            diff.stdout.contains("--- a/days/2026/2026-11-21.md\n+++ b/days/2026/2026-11-21.md\n@@ -1,5 +1,5 @@\n"),
            diff.stdout)
        XCTAssertTrue(diff.stdout.contains("+- 06:30-07:15 🏃 Morning Run -- 5k\n"))
        XCTAssertTrue(diff.stdout.contains("-## timeline^M\n"))
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), messy)
        XCTAssertEqual(h.run(["fmt", "--check", "days/2026/2026-11-20.md"]).code, 0)
    }

    func testFileWithErrorsIsLeftByteForByteAndOthersStillFormatted() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal()
        let marked = MarkedText("## Timeline\n- «35:00»-36:00 Morning Run\n  \n")
        let broken: [UInt8] = Array(marked.text.utf8)
        try h.write("days/2026/2026-11-20.md", broken)
        try h.write("days/2026/2026-11-21.md", messy)
        let r = h.run(["fmt"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(
            r.stderr.hasPrefix("days/2026/2026-11-20.md:\(marked.range): error: invalid time '35:00' [bad-time]\n"),
            r.stderr)
        XCTAssertTrue(r.stderr.contains("  hint: "))
        XCTAssertEqual(try h.read("days/2026/2026-11-20.md"), broken)
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), canonical)
    }

    func testInvalidUTF8FileIsRefusedUntouched() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal()
        let bytes: [UInt8] = Array("## Timeline\n-  06:30-07:00 Run ".utf8) + [0xC3, 0x28] + [0x0A]
        try h.write("days/2026/2026-11-21.md", bytes)
        let r = h.run(["fmt"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.stderr.contains("[invalid-utf8]"), r.stderr)
        XCTAssertEqual(try h.read("days/2026/2026-11-21.md"), bytes)
    }

    /// Named paths: day files of the journal, and the day files in folders of its days/;
    /// anything else is refused with a reason and left alone (`fmt .` at the root touched
    /// docs/README.md and .github/NOTES.md before). The journal is found from the first path.
    func testNamedPathsFormatOnlyDayFiles() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal("j")
        try h.write("j/days/2026/2026-11-21.md", messy)
        try h.write("j/days/2026/2026-11-22.md", messy)
        try h.write("j/docs/README.md", messy)
        try h.write("j/.github/NOTES.md", messy)
        try h.write("j/days/notes.md", messy)
        try h.write("loose/2026-11-21.md", messy)
        XCTAssertEqual(h.run(["fmt", "j/days/2026/2026-11-21.md"]).code, 0)
        XCTAssertEqual(try h.text("j/days/2026/2026-11-21.md"), canonical)
        let check = h.run(["fmt", "--check", "."], in: "j")
        XCTAssertEqual(check.stdout, "days/2026/2026-11-22.md\n")
        XCTAssertEqual(h.run(["fmt", "."], in: "j").code, 0)
        XCTAssertEqual(try h.text("j/days/2026/2026-11-22.md"), canonical)
        for (path, why) in [
            ("docs/README.md", "not a day file"), ("days/notes.md", "not a day file"),
            (".github/NOTES.md", "not a day file"), ("docs", "not the journal's days/ folder"),
        ] {
            let r = h.run(["fmt", path], in: "j")
            XCTAssertEqual(r.code, 1, path)
            XCTAssertTrue(r.stderr.contains("\(path): \(why)"), r.stderr)
        }
        for untouched in ["j/docs/README.md", "j/.github/NOTES.md", "j/days/notes.md", "loose/2026-11-21.md"] {
            XCTAssertEqual(try h.text(untouched), messy, untouched)
        }
        let outside = h.run(["fmt", "--journal", "j", "loose/2026-11-21.md"])
        XCTAssertEqual(outside.code, 1)
        XCTAssertTrue(outside.stderr.contains("loose/2026-11-21.md: outside the journal"), outside.stderr)
        let noJournal = h.run(["fmt", "loose/2026-11-21.md"])
        XCTAssertEqual(noJournal.code, 1)
        XCTAssertTrue(noJournal.stderr.contains("no journal found"), noJournal.stderr)
        XCTAssertEqual(try h.text("loose/2026-11-21.md"), messy)
        let missing = h.run(["fmt", "days/2026/2026-01-01.md"], in: "j")
        XCTAssertEqual(missing.code, 1)
        XCTAssertTrue(missing.stderr.contains("days/2026/2026-01-01.md: no such file"), missing.stderr)
    }

    /// A change of the final newline alone is a hunk, marked as git marks it.
    func testDiffOfTheFinalNewlineShowsIt() {
        let d = UnifiedDiff.diff(old: "a\nb", new: "a\nb\n", oldName: "x", newName: "y")
        XCTAssertEqual(d, "--- x\n+++ y\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
        XCTAssertEqual(
            UnifiedDiff.diff(old: "a\n", new: "a", oldName: "x", newName: "y"),
            "--- x\n+++ y\n@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file\n")
    }

    func testUnifiedDiffIsMinimal() {
        let d = UnifiedDiff.diff(
            old: "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n", new: "a\nb\nc\nd\nE\nf\ng\nh\ni\nj\n", oldName: "x", newName: "y")
        XCTAssertEqual(d, "--- x\n+++ y\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n")
        XCTAssertEqual(UnifiedDiff.edits([], ["a"]), [.insert])
        XCTAssertEqual(UnifiedDiff.edits(["a", "b"], ["b"]), [.delete, .keep])
    }
}
