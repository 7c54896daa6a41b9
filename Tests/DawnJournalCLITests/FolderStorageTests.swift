import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// The POSIX storage: one walk of days/, reads, atomic writes, links.
final class FolderStorageTests: XCTestCase {
    func testTheWalkListsFilesSkipsHiddenFollowsLinksAndListsDayFolders() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("days/2026/2026-11-20.md", "a")
        try h.write("days/2026/notes.txt", "b")
        try h.write("days/2026/.2026-11-21.md.dawn-tmp-abc", "temporary")
        try h.write("days/.trash/2026-11-01.md", "hidden folder")
        try h.write("elsewhere/2025/2025-12-31.md", "in a linked year folder")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: h.path("days/2025"), withDestinationPath: h.path("elsewhere/2025"))
        try fm.createSymbolicLink(atPath: h.path("days/2026/loop"), withDestinationPath: h.path("days"))
        try fm.createSymbolicLink(atPath: h.path("days/2026/2026-11-19.md"), withDestinationPath: h.path("nowhere"))
        try fm.createDirectory(atPath: h.path("days/2026/2026-11-18.md/inside"), withIntermediateDirectories: true)
        try h.write("days/2026/2026-11-18.md/inside/x.md", "c")

        let storage = FolderStorage(root: h.root.path)
        XCTAssertEqual(
            try storage.dayFilePaths(),
            [
                "days/2025/2025-12-31.md", // through the link to a folder
                "days/2026/2026-11-18.md", // a folder named like a day file: listed, not walked
                "days/2026/2026-11-19.md", // a link to nothing: listed, so that it is reported
                "days/2026/2026-11-20.md",
                "days/2026/notes.txt",
            ], "hidden names are skipped, and the link back to days/ is walked once, not forever")
        XCTAssertEqual(
            storage.files(under: "days/2026", dayFolders: false).filter { $0.hasSuffix(".md") },
            [
                "days/2026/2026-11-18.md/inside/x.md", "days/2026/2026-11-19.md", "days/2026/2026-11-20.md",
                "days/2026/loop/2025/2025-12-31.md",
            ],
            "without day folders, every folder is walked; each folder once (days/2026 is not entered again through the loop)"
        )

        XCTAssertNil(try storage.read("days/2026/2026-11-19.md"), "a link to nothing reads as no file")
        XCTAssertNil(try storage.read("days/2026/2026-11-17.md"))
        XCTAssertEqual(try storage.read("days/2025/2025-12-31.md"), Array("in a linked year folder".utf8))
        XCTAssertThrowsError(try storage.read("days/2026/2026-11-18.md")) { error in
            XCTAssertEqual((error as? StorageError)?.reason, "is a folder, not a file")
        }
    }

    /// A folder reached both directly and through a link is read where it is, so lint and
    /// the views (which read days/2020 by name) see the same files.
    func testAFolderIsWalkedWhereItIsBeforeThroughALink() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("days/2020/2020-05-01.md", "a")
        try FileManager.default.createSymbolicLink(
            atPath: h.path("days/2019"), withDestinationPath: h.path("days/2020"))
        XCTAssertEqual(try FolderStorage(root: h.root.path).dayFilePaths(), ["days/2020/2020-05-01.md"])
    }

    func testWritesAreAtomicKeepPermissionsAndSweepLeftovers() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("days/2026/2026-11-20.md", "old")
        chmod(h.path("days/2026/2026-11-20.md"), 0o600)
        try h.write("days/2026/.2026-11-20.md.dawn-tmp-XXXXXX", "left by a crash")
        let storage = FolderStorage(root: h.root.path)
        // Without the intent a stopped writer leaves in the lock file, a write touches only its
        // own file: it does not list the folder for leftovers.
        try storage.withLock { try storage.write(Array("first".utf8), to: "days/2026/2026-11-20.md") }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: h.path("days/2026")).sorted(),
            [".2026-11-20.md.dawn-tmp-XXXXXX", "2026-11-20.md"])
        try h.write(".dawn-journal.lock", "log floss\n") // the writer that left it was stopped
        try storage.withLock { try storage.write(Array("new".utf8), to: "days/2026/2026-11-20.md") }
        try storage.withLock { try storage.write(Array("made".utf8), to: "days/2030/2030-01-01.md") }
        XCTAssertEqual(try h.text("days/2026/2026-11-20.md"), "new")
        XCTAssertEqual(try h.text("days/2030/2030-01-01.md"), "made", "the year folder is created")
        let mode =
            try FileManager.default.attributesOfItem(atPath: h.path("days/2026/2026-11-20.md"))[.posixPermissions]
            as? Int
        XCTAssertEqual(mode, 0o600, "the file keeps its permissions")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: h.path("days/2026")), ["2026-11-20.md"],
            "no temporary file is left, and the stale one is swept")
    }

    /// The merge driver's OURS is written without an fsync, but as every write is: through a
    /// temporary file renamed over it, keeping its permissions, leaving nothing behind.
    func testAWriteWithoutFsyncIsStillAtomic() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("merge/ours", "old")
        chmod(h.path("merge/ours"), 0o640)
        try FolderStorage.writeAtomically(Array("merged".utf8), to: h.path("merge/ours"), durable: false)
        XCTAssertEqual(try h.text("merge/ours"), "merged")
        let mode = try FileManager.default.attributesOfItem(atPath: h.path("merge/ours"))[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: h.path("merge")), ["ours"])
    }

    /// The views read through the walk: a year folder that is a link still counts.
    func testViewsCountDaysInALinkedYearFolder() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal()
        try h.write("elsewhere/2026/2026-11-21.md", "## Checklist\n\n- [x] Floss\n")
        try FileManager.default.createSymbolicLink(
            atPath: h.path("days/2026"), withDestinationPath: h.path("elsewhere/2026"))
        h.now = LocalDateTime("2026-11-21T20:00")!
        let r = h.run(["summary", "--days", "1", "--json"])
        XCTAssertTrue(r.stdout.contains("\"done\": 1"), r.stdout)
    }

    /// A day file that is a link to nothing is an error everywhere, not a silent skip.
    func testADanglingDayFileIsReported() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal()
        try FileManager.default.createDirectory(atPath: h.path("days/2026"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: h.path("days/2026/2026-11-10.md"), withDestinationPath: h.path("nowhere"))
        let fmt = h.run(["fmt"])
        XCTAssertEqual(fmt.code, 1)
        XCTAssertEqual(fmt.stderr, "Error: \(h.path("days/2026/2026-11-10.md")): no such file\n")
        let rename = h.run(["habit", "rename", "floss", "Flossing"])
        XCTAssertEqual(rename.code, 1)
        XCTAssertTrue(
            rename.stderr.hasSuffix("days/2026/2026-11-10.md: no such file; nothing was changed\n"), rename.stderr)
        XCTAssertTrue(try h.text("habits.toml").contains("name = \"Floss\""), "nothing was renamed")
        XCTAssertTrue(h.run(["lint", "--format", "json"]).stdout.contains("unreadable-file"))
    }

    /// A server's storage reads nothing a link leads out of the journal to (writes never went
    /// through such a link); the command line still reads it, and lint warns about it.
    func testAConfinedStorageRefusesToReadALinkOutOfTheJournal() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal()
        try h.write("days/2026/2026-11-20.md", "## Checklist\n\n- [x] Floss\n")
        try h.write("days/2026/2026-11-19.md", "## Checklist\n\n- [x] Floss\n")
        let outside = try CLIHarness()
        defer { outside.remove() }
        try outside.write("secret.md", "## Notes\n\nsecret text\n")
        try outside.write("2025/2025-12-31.md", "## Notes\n\nanother\n")
        let fm = FileManager.default
        try fm.createSymbolicLink(
            atPath: h.path("days/2026/2026-11-21.md"), withDestinationPath: outside.path("secret.md"))
        try fm.createSymbolicLink(atPath: h.path("days/2026/2026-11-18.md"), withDestinationPath: "2026-11-19.md")
        try fm.createSymbolicLink(atPath: h.path("days/2025"), withDestinationPath: outside.path("2025"))

        let confined = FolderStorage(root: h.root.path, confined: true)
        XCTAssertThrowsError(try confined.read("days/2026/2026-11-21.md")) { error in
            XCTAssertEqual(
                error as? StorageError,
                StorageError(
                    path: "days/2026/2026-11-21.md",
                    reason: "is a link to a file outside the journal folder; it was not read"))
        }
        XCTAssertThrowsError(try confined.read("days/2025/2025-12-31.md"), "a file in a linked folder outside")
        XCTAssertEqual(try confined.read("days/2026/2026-11-18.md"), Array("## Checklist\n\n- [x] Floss\n".utf8))
        XCTAssertNil(try confined.read("days/2026/2026-11-17.md"))
        XCTAssertEqual(try FolderStorage(root: h.root.path).read("days/2026/2026-11-21.md")?.count, 22)
        XCTAssertEqual(
            FolderStorage(root: h.root.path).filesLeavingJournal(under: "days"),
            ["days/2025/2025-12-31.md", "days/2026/2026-11-21.md"])

        h.now = LocalDateTime("2026-11-21T20:00")!
        let lint = h.run(["lint"])
        XCTAssertTrue(
            lint.stdout.contains(
                "days/2026/2026-11-21.md:1:1: warning: 'days/2026/2026-11-21.md' leads out of the journal folder through a link"
            ), lint.stdout)
        XCTAssertEqual(lint.stdout.components(separatedBy: "[link-outside-journal]").count - 1, 2, lint.stdout)
        XCTAssertEqual(lint.code, 0, "a warning")
    }
}
