import Foundation
import XCTest

@testable import DawnJournalCLI

/// The platform layer the command line uses instead of Foundation: each answer checked against
/// what Foundation gave (the tests may import it; the command line does not).
final class PlatformTests: XCTestCase {
    let paths = [
        "/a/b", "/a/b/", "/", "", "a/b/", "/a//b/./c/../d", "/..", "/a/../..", "//a", "/a/..", "/tmp/../x",
        "/a/b/.", "/var/tmp", "/a/b//", "/./a", "/a/./b", "/a/b/../../../c", "/a/.hidden/..x/..", "/é/ü ß/",
    ]

    func testJoinParentAndLastNameAreFoundations() {
        for p in paths {
            let n = p as NSString
            XCTAssertEqual(FilePath.join(p, "x"), n.appendingPathComponent("x"), "join \(p)")
            XCTAssertEqual(FilePath.join(p, "x/y"), n.appendingPathComponent("x/y"), "join \(p)")
            XCTAssertEqual(FilePath.lastComponent(p), n.lastPathComponent, "last name of \(p)")
            XCTAssertEqual(FilePath.parent(p), n.deletingLastPathComponent, "parent of \(p)")
        }
        // Foundation traps on the parent of a single relative name; the command line says "".
        XCTAssertEqual(FilePath.parent("a"), "")
        XCTAssertEqual(FilePath.join("", "a"), "a")
    }

    func testStandardFormIsFoundationsWithLinksResolved() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("platform-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/real/sub", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/real")
        try fm.createSymbolicLink(atPath: dir + "/relative", withDestinationPath: "real/sub")
        try fm.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: dir + "/missing/out.html")
        let root = (dir as NSString).standardizingPath
        for p in paths + [
            dir + "/link/sub", dir + "/link/../x", dir + "/real/sub/..", dir + "/link",
            dir + "/link/", dir + "/missing/../link/sub", dir + "/dangling", dir + "/link/sub/../../dangling",
        ] {
            XCTAssertEqual(FilePath.standardized(p), (p as NSString).standardizingPath, "standard form of \(p)")
        }
        XCTAssertEqual(FilePath.standardized(dir + "/link/sub/file"), root + "/real/sub/file")
        // A relative link leads from its own folder (Foundation read it from the current
        // directory, and left it alone when nothing was there).
        XCTAssertEqual(FilePath.standardized(dir + "/relative/new.md"), root + "/real/sub/new.md")
    }

    /// The process's context reads its environment a name at a time (`getenv`) when a
    /// command asks, never when it is made and never the whole of it to read one name:
    /// `--version` reads none, `today` the few it needs (issue 25's start-up).
    func testProcessContextReadsTheEnvironmentANameAtATimeWhenAsked() {
        let name = "DAWN_JOURNAL_TEST_READ_LATER_\(getpid())"
        let context = CLIContext.process()
        setenv(name, "set after the context was made", 1)
        defer { unsetenv(name) }
        let copy = context
        XCTAssertEqual(copy.environment[name], "set after the context was made")
        setenv(name, "changed after the first read", 1)
        XCTAssertEqual(context.environment[name], "changed after the first read", "no copy kept")
        XCTAssertEqual(context.environment.values[name], "changed after the first read")
        var given = context
        given.environment = ["COLUMNS": "50"]
        XCTAssertNil(given.environment[name])
        XCTAssertEqual(given.width, 50)
        given.environment["COLUMNS"] = "60"
        XCTAssertEqual(given.width, 60)
        var changed = context
        changed.environment[name] = "set in the context"
        XCTAssertEqual(changed.environment[name], "set in the context")
        XCTAssertEqual(changed.environment["PATH"], context.environment["PATH"], "the others kept")
        XCTAssertEqual(context.environment[name], "changed after the first read")
    }

    func testTextEdits() {
        XCTAssertEqual("  a b \n".trimming { $0.isWhitespace }, "a b")
        XCTAssertEqual("\r\nx\r\n".trimming { $0.isNewline }, "x")
        XCTAssertEqual("".trimming { $0.isWhitespace }, "")
        for (s, target, replacement) in [
            ("it's Ann's", "'", "'\\''"), ("a//b///c", "//", "/"), ("", "'", "x"), ("no match", "zz", "y"),
            ("a:b:c", ":", "\\:"), ("%\r\n", "%", "%25"),
        ] {
            XCTAssertEqual(
                s.replacingAll(target, with: replacement), s.replacingOccurrences(of: target, with: replacement))
        }
        // A quote followed by a combining mark is still a quote to the shell: escaped.
        XCTAssertEqual("a'\u{301}b".replacingAll("'", with: "'\\''"), "a'\\''\u{301}b")
        let help = "Run it. Then: more"
        XCTAssertEqual(help.start(of: ". ").map { String(help[..<$0]) }, "Run it")
        XCTAssertNil(help.start(of: "; "))
    }

    func testSubprocessCapturesBothStreamsAndTheStatus() throws {
        let r = try XCTUnwrap(
            Subprocess.run(["/bin/sh", "-c", "printf out; printf err >&2; exit 3"], capture: true))
        XCTAssertEqual(r.status, 3)
        XCTAssertEqual(String(decoding: r.stdout, as: UTF8.self), "out")
        XCTAssertEqual(String(decoding: r.stderr, as: UTF8.self), "err")
        // Much more than a pipe holds, on both streams at once: read as it comes, never stuck.
        let big = try XCTUnwrap(
            Subprocess.run(
                ["sh", "-c", "head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2; cat"],
                environment: ["PATH": "/usr/bin:/bin"], capture: true))
        XCTAssertEqual(big.status, 0)
        XCTAssertEqual(big.stdout.count, 300000, "stdin is /dev/null: cat ends at once")
        XCTAssertEqual(big.stderr.count, 200000)
        let env = try XCTUnwrap(Subprocess.run(["/usr/bin/env"], environment: ["A": "1", "B": "x y"], capture: true))
        XCTAssertEqual(String(decoding: env.stdout, as: UTF8.self), "A=1\nB=x y\n")
        let killed = try XCTUnwrap(Subprocess.run(["/bin/sh", "-c", "kill -TERM $$"], capture: true))
        XCTAssertEqual(killed.status, 128 + 15)
        XCTAssertNil(Subprocess.run(["/no/such/program"], capture: true))
    }

    func testFileSystem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("platform-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileSystem.createFolders(dir + "/a/b/c")
        try FileSystem.createFolders(dir + "/a/b/c")
        XCTAssertEqual(FileSystem.kind(dir + "/a/b/c"), .folder)
        XCTAssertEqual(FileSystem.names(in: dir + "/a"), ["b"])
        FileManager.default.createFile(atPath: dir + "/a/.f", contents: Data("hello".utf8))
        XCTAssertEqual(FileSystem.names(in: dir + "/a")?.sorted(), [".f", "b"])
        XCTAssertEqual(FileSystem.contents(dir + "/a/.f"), Array("hello".utf8))
        XCTAssertEqual(FileSystem.size(dir + "/a/.f"), 5)
        XCTAssertEqual(FileSystem.kind(dir + "/a/.f"), .file)
        XCTAssertNil(FileSystem.contents(dir + "/a/none"))
        XCTAssertNil(FileSystem.contents(dir + "/a"), "a folder is not read")
        XCTAssertFalse(FileSystem.isExecutableFile(dir + "/a/.f"))
        XCTAssertTrue(FileSystem.isExecutableFile("/bin/sh"))
        XCTAssertFalse(FileSystem.isExecutableFile("/bin"), "a folder is not a program")
        XCTAssertThrowsError(try FileSystem.createFolders(dir + "/a/.f/x"))
        XCTAssertEqual(Platform.currentDirectory(), FileManager.default.currentDirectoryPath)
        XCTAssertEqual(Platform.environment(), ProcessInfo.processInfo.environment)
    }
}
