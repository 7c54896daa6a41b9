import DawnJournal
import Foundation
import XCTest
@testable import DawnJournalCLI

/// What the command line promises when attacked from outside (issue 10): only regular files
/// are read, writes go through links but never outside the journal, unreadable days are
/// reported by every command that needed them. Each test fails on the code before its fix.
final class ReliabilityCLITests: XCTestCase {
    var h: CLIHarness!

    override func setUpWithError() throws {
        h = try CLIHarness()
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T21:00"
        try h.makeJournal()
    }

    override func tearDown() { h.remove() }

    func isLink(_ rel: String) -> Bool {
        var st = stat()
        return lstat(h.path(rel), &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
    }

    /// A FIFO named like a day file is reported and never opened for a blocking read: lint,
    /// fmt, the views and log all return (they waited for a writer forever before).
    func testAFIFONamedLikeADayFileNeverBlocks() throws {
        try FileManager.default.createDirectory(atPath: h.path("days/2026"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(h.path("days/2026/2026-11-20.md"), 0o644), 0)
        let lint = h.run(["lint"])
        XCTAssertEqual(lint.code, 1)
        XCTAssertTrue(lint.stdout.contains("is a FIFO (named pipe), not a regular file [unreadable-file]"), lint.stdout)
        let fmt = h.run(["fmt"])
        XCTAssertEqual(fmt.code, 1)
        XCTAssertTrue(fmt.stderr.contains("is a FIFO"), fmt.stderr)
        for view in [["day", "2026-11-20"], ["week", "2026-11-20"], ["history"], ["summary"], ["habit", "list"]] {
            let r = h.run(view)
            XCTAssertEqual(r.code, 0, "\(view)")
            XCTAssertTrue(r.stderr.contains("Warning: days/2026/2026-11-20.md: is a FIFO (named pipe), not a regular file; shown as an empty day"), "\(view): \(r.stderr)")
        }
        let log = h.run(["log", "floss", "--date", "2026-11-20"])
        XCTAssertEqual(log.code, 1)
        XCTAssertTrue(log.stderr.contains("is a FIFO"), log.stderr)
    }

    /// A day file that cannot be read is not a silent empty day in the views.
    func testUnreadableDayIsReportedByTheViews() throws {
        try FileManager.default.createDirectory(atPath: h.path("days/2026/2026-11-21.md"), withIntermediateDirectories: true)
        let r = h.run(["day"])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stderr.contains("Warning: days/2026/2026-11-21.md: is a folder, not a file; shown as an empty day"), r.stderr)
        let json = h.run(["summary", "--json"])
        XCTAssertTrue(json.stderr.contains("is a folder"), json.stderr)
        XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8)), "stdout stays JSON")
    }

    /// Writes go to a link's target, atomically, and the link stays a link (habit add used to
    /// replace a linked habits.toml with a plain file).
    func testWritesGoThroughLinksInsideTheJournal() throws {
        try FileManager.default.createDirectory(atPath: h.path("config"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: h.path("habits.toml"), toPath: h.path("config/habits.toml"))
        try FileManager.default.createSymbolicLink(atPath: h.path("habits.toml"), withDestinationPath: "config/habits.toml")
        let add = h.run(["habit", "add", "Read", "--duration", "30m"])
        XCTAssertEqual(add.code, 0, add.stderr)
        XCTAssertTrue(isLink("habits.toml"))
        XCTAssertTrue(try h.text("config/habits.toml").contains("name = \"Read\""))

        try h.write("archive/kept.md", "# Saturday\n")
        try FileManager.default.createDirectory(atPath: h.path("days/2026"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: h.path("days/2026/2026-11-21.md"), withDestinationPath: "../../archive/kept.md")
        let log = h.run(["log", "floss"])
        XCTAssertEqual(log.code, 0, log.stderr)
        XCTAssertTrue(isLink("days/2026/2026-11-21.md"))
        XCTAssertTrue(try h.text("archive/kept.md").contains("- [x] 🦷 Floss"))
        XCTAssertEqual(h.run(["unlog", "floss"]).code, 0)
        XCTAssertFalse(try h.text("archive/kept.md").contains("Floss"))
        XCTAssertTrue(isLink("days/2026/2026-11-21.md"))
    }

    /// A write whose target lies outside the journal is refused, through a linked file or a
    /// linked folder, and nothing there is touched: not the file, not a temporary file the
    /// sweep would have removed. Reading through the links keeps working.
    func testWritesOutsideTheJournalAreRefused() throws {
        let outside = try CLIHarness()
        defer { outside.remove() }
        try outside.write("habits.toml", try h.text("habits.toml"))
        let habitsBefore = try outside.read("habits.toml")
        try FileManager.default.removeItem(atPath: h.path("habits.toml"))
        try FileManager.default.createSymbolicLink(atPath: h.path("habits.toml"), withDestinationPath: outside.path("habits.toml"))
        let add = h.run(["habit", "add", "Read"])
        XCTAssertEqual(add.code, 1)
        XCTAssertTrue(add.stderr.contains("outside the journal folder"), add.stderr)
        XCTAssertEqual(try outside.read("habits.toml"), habitsBefore)
        XCTAssertTrue(isLink("habits.toml"))

        let day21 = "# Saturday\n\n## Checklist\n\n- [x] 🦷 Floss\n"
        try outside.write("2026/2026-11-21.md", day21)
        try outside.write("2026/.2026-11-21.md.dawn-tmp-ABC123", "someone else's")
        try FileManager.default.createDirectory(atPath: h.path("days"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: h.path("days/2026"), withDestinationPath: outside.path("2026"))
        for args in [["log", "morning run", "--at", "06:00"], ["log", "morning run", "--date", "2026-11-20", "--at", "06:00"], ["unlog", "floss"]] {
            let r = h.run(args)
            XCTAssertEqual(r.code, 1, "\(args)")
            XCTAssertTrue(r.stderr.contains("outside the journal folder"), r.stderr)
        }
        XCTAssertEqual(try outside.text("2026/2026-11-21.md"), day21)
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside.path("2026/2026-11-20.md")))
        XCTAssertEqual(try outside.text("2026/.2026-11-21.md.dawn-tmp-ABC123"), "someone else's")
        // Read through the link: every command sees the same days.
        let day = h.run(["day"])
        XCTAssertTrue(day.stdout.contains("[x] 🦷 Floss"), day.stdout)
        let lint = h.run(["lint"])
        XCTAssertTrue(lint.stdout.contains("Checked 2 files"), lint.stdout)
        let remove = h.run(["habit", "remove", "floss"])
        XCTAssertEqual(remove.code, 1, "the habit has history in the linked folder")
    }

    /// A rename that cannot write one of its files changes none of them: every target is
    /// checked before the first write (before, the first days were renamed, habits.toml was
    /// not, and lint reported every renamed mention as unknown).
    func testARenameThatCannotWriteEveryFileChangesNone() throws {
        let outside = try CLIHarness()
        defer { outside.remove() }
        XCTAssertEqual(h.run(["log", "floss", "--date", "2026-11-21"]).code, 0)
        try outside.write("2026-11-20.md", "## Checklist\n\n- [x] 🦷 Floss\n")
        try FileManager.default.createSymbolicLink(atPath: h.path("days/2026/2026-11-20.md"), withDestinationPath: outside.path("2026-11-20.md"))
        let habitsBefore = try h.read("habits.toml"), dayBefore = try h.read("days/2026/2026-11-21.md")
        for args in [["habit", "rename", "floss", "Flossing"], ["habit", "remove", "floss", "--purge"]] {
            let r = h.run(args)
            XCTAssertEqual(r.code, 1, "\(args)")
            XCTAssertTrue(r.stderr.contains("outside the journal folder; it was not written; nothing was changed"), r.stderr)
            XCTAssertEqual(try h.read("habits.toml"), habitsBefore)
            XCTAssertEqual(try h.read("days/2026/2026-11-21.md"), dayBefore)
        }
        XCTAssertEqual(h.run(["lint"]).code, 0)
    }
}
