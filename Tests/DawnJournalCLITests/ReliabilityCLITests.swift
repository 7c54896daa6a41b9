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
            XCTAssertTrue(
                r.stderr.contains(
                    "Warning: days/2026/2026-11-20.md: is a FIFO (named pipe), not a regular file; shown as an empty day"
                ), "\(view): \(r.stderr)")
        }
        let log = h.run(["log", "floss", "--date", "2026-11-20"])
        XCTAssertEqual(log.code, 1)
        XCTAssertTrue(log.stderr.contains("is a FIFO"), log.stderr)
    }

    /// A day file that cannot be read is not a silent empty day in the views.
    func testUnreadableDayIsReportedByTheViews() throws {
        try FileManager.default.createDirectory(
            atPath: h.path("days/2026/2026-11-21.md"), withIntermediateDirectories: true)
        let r = h.run(["day"])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(
            r.stderr.contains("Warning: days/2026/2026-11-21.md: is a folder, not a file; shown as an empty day"),
            r.stderr)
        let json = h.run(["summary", "--json"])
        XCTAssertTrue(json.stderr.contains("is a folder"), json.stderr)
        XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8)), "stdout stays JSON")
    }

    /// Writes go to a link's target, atomically, and the link stays a link (habit add used to
    /// replace a linked habits.toml with a plain file).
    func testWritesGoThroughLinksInsideTheJournal() throws {
        try FileManager.default.createDirectory(atPath: h.path("config"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: h.path("habits.toml"), toPath: h.path("config/habits.toml"))
        try FileManager.default.createSymbolicLink(
            atPath: h.path("habits.toml"), withDestinationPath: "config/habits.toml")
        let add = h.run(["habit", "add", "Read", "--duration", "30m"])
        XCTAssertEqual(add.code, 0, add.stderr)
        XCTAssertTrue(isLink("habits.toml"))
        XCTAssertTrue(try h.text("config/habits.toml").contains("name = \"Read\""))

        try h.write("archive/kept.md", "# Saturday\n")
        try FileManager.default.createDirectory(atPath: h.path("days/2026"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: h.path("days/2026/2026-11-21.md"), withDestinationPath: "../../archive/kept.md")
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
        try FileManager.default.createSymbolicLink(
            atPath: h.path("habits.toml"), withDestinationPath: outside.path("habits.toml"))
        let add = h.run(["habit", "add", "Read"])
        XCTAssertEqual(add.code, 1)
        XCTAssertTrue(add.stderr.contains("outside the journal folder"), add.stderr)
        XCTAssertEqual(try outside.read("habits.toml"), habitsBefore)
        XCTAssertTrue(isLink("habits.toml"))

        let day21 = "# Saturday\n\n## Checklist\n\n- [x] 🦷 Floss\n"
        try outside.write("2026/2026-11-21.md", day21)
        try outside.write("2026/.2026-11-21.md.dawn-tmp-ABC123", "someone else's")
        try FileManager.default.createDirectory(atPath: h.path("days"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: h.path("days/2026"), withDestinationPath: outside.path("2026"))
        for args in [
            ["log", "morning run", "--at", "06:00"], ["log", "morning run", "--date", "2026-11-20", "--at", "06:00"],
            ["unlog", "floss"],
        ] {
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
        try FileManager.default.createSymbolicLink(
            atPath: h.path("days/2026/2026-11-20.md"), withDestinationPath: outside.path("2026-11-20.md"))
        let habitsBefore = try h.read("habits.toml")
        let dayBefore = try h.read("days/2026/2026-11-21.md")
        for args in [["habit", "rename", "floss", "Flossing"], ["habit", "remove", "floss", "--purge"]] {
            let r = h.run(args)
            XCTAssertEqual(r.code, 1, "\(args)")
            XCTAssertTrue(
                r.stderr.contains("outside the journal folder; it was not written; nothing was changed"), r.stderr)
            XCTAssertEqual(try h.read("habits.toml"), habitsBefore)
            XCTAssertEqual(try h.read("days/2026/2026-11-21.md"), dayBefore)
        }
        XCTAssertEqual(h.run(["lint"]).code, 0)
    }

    /// Control characters from files (ESC, BEL, CSI, DEL, CR, C1) never reach the terminal
    /// raw, from any command, in any format: they are shown escaped. With colour on, the
    /// only escape sequences are the command's own colours.
    func testControlCharactersFromFilesAreShownEscaped() throws {
        let evil = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[31m\u{9B}1;1H\u{7F}\r"
        try h.write(
            "habits.toml",
            try h.text("habits.toml")
                + "\n[habits.evil]\nname = \"Evil\\u001B[5mName\"\ndescription = \"\\u0007\\u009B\"\n")
        try h.write(
            "days/2026/2026-11-21.md",
            "# Day \(evil)\n\n## Timeline\n\n- 06:00-06:30 🏃 Morning Run -- \(evil)\n- 07:00-07:30 Evil\u{1B}[5mName\n"
                + "- 08:00-08:30 Un\u{1B}[2Jknown \(evil)\n- 35:00-36:00 \(evil)\n\n## Checklist\n\n- [x] 🦷 Floss -- \(evil)\n\nprose \(evil)\n"
        )
        try h.write("days/2026/\u{1B}[31mstray.md", "x")
        let commands: [[String]] = [
            ["lint"], ["lint", "--format", "github"], ["lint", "--format", "json"], ["lint", "--color", "always"],
            ["fmt", "--check"], ["fmt", "--diff"], ["day"], ["day", "--color", "always"], ["day", "--json"], ["week"],
            ["history"], ["history", "--color", "always"], ["summary"], ["summary", "--json"], ["habit", "list"],
            ["habit", "list", "--color", "always"], ["log", "Evil\u{1B}[5mName", "--at", "09:00"],
            ["log", "nope\u{07}"],
            ["unlog", "Evil\u{1B}[5mName", "--at", "09:00"], ["habit", "add", "Bad\u{1B}[2JName"],
        ]
        for args in commands {
            let r = h.run(args)
            for (stream, text) in [("stdout", r.stdout), ("stderr", r.stderr)] {
                var rest = Substring(text)
                while let esc = rest.firstIndex(of: "\u{1B}") {
                    // Only the command's own colours: ESC [ digits ; m, and only with --color always.
                    let after = rest[rest.index(after: esc)...]
                    let sequence = after.prefix { $0 == "[" || $0 == ";" || $0.isNumber }
                    XCTAssertTrue(
                        args.contains("always") && sequence.hasPrefix("[")
                            && after.dropFirst(sequence.count).first == "m",
                        "\(args) \(stream): raw ESC \(String(after.prefix(12)).debugDescription)")
                    rest = after.dropFirst(sequence.count)
                }
                let raw = text.unicodeScalars.filter {
                    ($0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0.value != 0x1B)
                        || (0x7F...0x9F).contains($0.value)
                }
                XCTAssertTrue(
                    raw.isEmpty, "\(args) \(stream): raw control characters \(raw.map { String($0.value, radix: 16) })")
            }
            if args == ["lint"] {
                XCTAssertTrue(r.stdout.contains("\\e]0;pwned\\x07\\e[2J\\e[31m\\u{9B}1;1H\\x7F"), r.stdout)
            }
        }
    }

    /// Views at the ends of the calendar end, and show dates their parser reads.
    func testViewsAtTheEndsOfTheCalendar() {
        for args in [
            ["history", "--to", "0001-01-05"], ["summary", "--to", "9999-12-31", "--days", "3660"],
            ["day", "9999-12-31"],
            ["week", "0001-01-01"], ["week", "9999-12-31"], ["history", "--to", "9999-12-31", "--json"],
        ] {
            let r = h.run(args)
            XCTAssertEqual(r.code, 0, "\(args): \(r.stderr)")
            XCTAssertFalse(r.stdout.contains("0000-") || r.stdout.contains("10000-"), "\(args): \(r.stdout)")
        }
    }

    /// A link planted as the lock file is never followed: the file it points to is not
    /// emptied (the lock file is written to), and the write is refused with a clear reason.
    func testALinkedLockFileIsRefusedAndItsTargetKept() throws {
        let outside = try CLIHarness()
        defer { outside.remove() }
        try outside.write("precious.txt", "precious data\n")
        try FileManager.default.createSymbolicLink(
            atPath: h.path(".dawn-journal.lock"), withDestinationPath: outside.path("precious.txt"))
        let r = h.run(["log", "floss"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.stderr.contains("lock file is a link"), r.stderr)
        XCTAssertEqual(try outside.text("precious.txt"), "precious data\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: h.path("days/2026/2026-11-21.md")))
    }

    /// U+FDD0 in a file is shown escaped, and cannot pose as the colour stand-in: JSON stays
    /// valid, and no colour sequence comes from the file.
    func testTheColourStandInCannotBeSpelledByAFile() throws {
        try h.write("habits.toml", try h.text("habits.toml") + "\n[habits.odd]\nname = \"Fl\\uFDD0[8mss\"\n")
        let json = h.run(["habit", "list", "--json"])
        XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8)), json.stdout)
        XCTAssertTrue(json.stdout.contains("Fl\\uFDD0[8mss"), json.stdout)
        for colour in ["never", "always"] {
            let text = h.run(["habit", "list", "--color", colour])
            XCTAssertTrue(text.stdout.contains("Fl\\u{FDD0}[8mss"), text.stdout)
            XCTAssertFalse(text.stdout.contains("\u{1B}[8m"), "no colour from the file")
        }
    }

    /// A read-only file is refused even for root (whose access() ignores modes); a journal-wide
    /// fmt goes on past it and formats the other files.
    func testReadOnlyFilesAreRefusedAndFmtGoesOn() throws {
        try h.write("days/2026/2026-11-19.md", "## Timeline\n-   06:00-06:30 Morning Run\n")
        try h.write("days/2026/2026-11-20.md", "## Timeline\n-   06:00-06:30 Morning Run\n")
        try h.write("days/2026/2026-11-21.md", "## Timeline\n-   06:00-06:30 Morning Run\n")
        chmod(h.path("days/2026/2026-11-20.md"), 0o444)
        let fmt = h.run(["fmt"])
        XCTAssertEqual(fmt.code, 1)
        XCTAssertTrue(fmt.stderr.contains("days/2026/2026-11-20.md: is read-only"), fmt.stderr)
        XCTAssertEqual(fmt.stdout, "days/2026/2026-11-19.md\ndays/2026/2026-11-21.md\n")
        XCTAssertEqual(try h.text("days/2026/2026-11-20.md"), "## Timeline\n-   06:00-06:30 Morning Run\n")
        let log = h.run(["log", "floss", "--date", "2026-11-20"])
        XCTAssertEqual(log.code, 1)
        XCTAssertTrue(log.stderr.contains("is read-only"), log.stderr)
        chmod(h.path("days/2026/2026-11-20.md"), 0o644)
    }

    /// A year folder that is a link to nothing is named in the refusal.
    func testADanglingYearFolderIsNamed() throws {
        try FileManager.default.createDirectory(atPath: h.path("days"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: h.path("days/2026"), withDestinationPath: h.path("gone/2026"))
        let r = h.run(["log", "floss"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.stderr.contains("its folder days/2026 is a link to nothing"), r.stderr)
    }

    /// Named files are shown as they were typed.
    func testNamedFilesAreShownAsTyped() throws {
        try h.write("days/2026/2026-11-21.md", "## Timeline\n-   06:00-06:30 Morning Run\n")
        XCTAssertEqual(h.run(["fmt", "--check", "2026-11-21.md"], in: "days/2026").stdout, "2026-11-21.md\n")
        XCTAssertEqual(h.run(["fmt", "--check", "2026"], in: "days").stdout, "2026/2026-11-21.md\n")
    }

    /// The calendar's last week has the days that exist, once each.
    func testTheLastWeekOfTheCalendar() {
        h.environment["DAWN_JOURNAL_NOW"] = "9999-12-30T12:00"
        let r = h.run(["week", "--json"])
        XCTAssertEqual(r.code, 0, r.stderr)
        let object = try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let dates = (object?["days"] as? [[String: Any]])?.compactMap { $0["date"] as? String } ?? []
        XCTAssertEqual(dates, Array(Set(dates)).sorted(), r.stdout)
        XCTAssertEqual(dates.last, "9999-12-31")
    }
}
