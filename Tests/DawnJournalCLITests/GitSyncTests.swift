import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// End to end with real Git and the built binary: a bare repository and two clones (a laptop
/// and a phone) that log on the same day, then merge (Docs/SYNC.md).
final class GitSyncTests: XCTestCase {
    var root: URL!
    var git: String!

    override func setUpWithError() throws {
        git = try XCTUnwrap(
            Git.executable(
                CLIContext(
                    environment: [:], currentDirectory: "/", systemNow: LocalDateTime("2026-11-21T07:30")!,
                    stdout: BufferSink(), stderr: BufferSink(), stdoutIsTerminal: false)), "git is needed")
        guard FileManager.default.isExecutableFile(atPath: WritingSafetyTests.binary.path) else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("no binary at \(WritingSafetyTests.binary.path)")
            }
            throw XCTSkip("build dawn-journal first (swift build)")
        }
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gitsync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    var environment: [String: String] {
        [
            "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "HOME": root.path,
            "PATH": "/usr/bin:/bin:/usr/local/bin",
            "DAWN_JOURNAL_NOW": "2026-11-21T22:00", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C", "EDITOR": "true",
        ]
    }

    struct Run {
        var code: Int32
        var out: String
        var err: String
    }

    @discardableResult
    func run(
        _ executable: String, _ args: [String], in dir: String, expect: Int32? = 0, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Run {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = args
        p.currentDirectoryURL = root.appendingPathComponent(dir)
        p.environment = environment
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let r = Run(
            code: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
        if let expect { XCTAssertEqual(r.code, expect, "\(args) in \(dir): \(r.out)\(r.err)", file: file, line: line) }
        return r
    }

    @discardableResult
    func git(_ args: [String], in dir: String, expect: Int32? = 0, file: StaticString = #filePath, line: UInt = #line)
        throws -> Run
    {
        try run(git, args, in: dir, expect: expect, file: file, line: line)
    }

    @discardableResult
    func dj(_ args: [String], in dir: String, expect: Int32? = 0, file: StaticString = #filePath, line: UInt = #line)
        throws -> Run
    {
        try run(WritingSafetyTests.binary.path, args, in: dir, expect: expect, file: file, line: line)
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    static let habits = """
        [habits.run]
        name = "Run"
        emoji = "🏃"
        duration = "30m"

        [habits.read]
        name = "Read"
        emoji = "📚"
        duration = "30m"

        [habits.floss]
        name = "Floss"
        emoji = "🦷"

        [habits.water]
        name = "Water"
        emoji = "💧"
        unit = "glasses"
        goal = 8

        """

    /// A bare repository and two clones, `a` and `b`, with the journal committed; git-setup in
    /// both when `setUp`.
    func makeClones(setUp: Bool) throws {
        try git(["init", "--quiet", "--bare", "-b", "main", "origin.git"], in: ".")
        try git(["clone", "--quiet", "origin.git", "a"], in: ".", expect: nil)
        for clone in ["a", "b"] where clone == "a" {
            try git(["config", "user.name", "A"], in: clone)
            try git(["config", "user.email", "a@example.com"], in: clone)
        }
        try dj(["init", "."], in: "a")
        try write("a/habits.toml", Self.habits)
        if setUp { try dj(["git-setup"], in: "a") }
        try git(["add", "-A"], in: "a")
        try git(["commit", "--quiet", "-m", "journal"], in: "a")
        try git(["push", "--quiet", "origin", "HEAD:main"], in: "a")
        try git(["clone", "--quiet", "origin.git", "b"], in: ".")
        try git(["config", "user.name", "B"], in: "b")
        try git(["config", "user.email", "b@example.com"], in: "b")
        if setUp {
            // The attributes came with the clone, the config did not: lint says so.
            let lint = try dj(["lint"], in: "b")
            XCTAssertTrue(
                lint.out.contains(".gitattributes:2:1: warning:") && lint.out.contains("[merge-driver-missing]"),
                lint.out)
            let r = try dj(["git-setup"], in: "b")
            XCTAssertTrue(r.out.contains(".gitattributes already names the merge driver"), r.out)
        }
    }

    /// Both devices log on the same day, B edits the prose; B pushes, A pulls.
    func logOnBothSides() throws -> Run {
        try dj(["log", "run", "--at", "6:30"], in: "a")
        try dj(["log", "floss"], in: "a")
        try dj(["log", "water", "2"], in: "a")
        try git(["add", "-A"], in: "a")
        try git(["commit", "--quiet", "-m", "laptop"], in: "a")

        try dj(["log", "read", "--at", "21:00"], in: "b")
        try dj(["log", "water", "2"], in: "b")
        let day = "b/days/2026/2026-11-21.md"
        var lines = try text(day).components(separatedBy: "\n")
        lines.insert(contentsOf: ["Slept well; a quiet evening.", ""], at: 2)
        try write(day, lines.joined(separator: "\n"))
        try git(["add", "-A"], in: "b")
        try git(["commit", "--quiet", "-m", "phone"], in: "b")
        try git(["push", "--quiet", "origin", "HEAD:main"], in: "b")

        return try git(["pull", "--no-rebase", "--no-edit", "origin", "main"], in: "a", expect: nil)
    }

    func testTwoDevicesLoggingOnOneDayMergeCleanly() throws {
        try makeClones(setUp: true)
        let pull = try logOnBothSides()
        XCTAssertEqual(pull.code, 0, pull.out + pull.err)
        let day = try text("a/days/2026/2026-11-21.md")
        let entries = day.split(separator: "\n").filter { $0.hasPrefix("- ") }
        XCTAssertEqual(
            entries,
            [
                "- 06:30-07:00 🏃 Run", "- 21:00-21:30 📚 Read",
                "- [x] 🦷 Floss", "- [x] 💧 Water +2 glasses", "- [x] 💧 Water +2 glasses",
            ], day)
        XCTAssertTrue(day.contains("Slept well; a quiet evening.\n"), day)
        XCTAssertFalse(day.contains("<<<<<<<"), day)
        let lint = try dj(["lint"], in: "a")
        XCTAssertTrue(lint.out.contains("no problems"), lint.out)
        XCTAssertTrue(try dj(["lint"], in: "b").out.contains("no problems"))
        // The amounts add up: 4 of the 8 glasses.
        let shown = try dj(["day", "2026-11-21", "--json"], in: "a")
        let compact = shown.out.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
        XCTAssertTrue(
            compact.contains(#""id":"water","state":"pending","due":true,"total":4,"unit":"glasses""#), shown.out)
        XCTAssertEqual(try git(["status", "--porcelain"], in: "a").out, "")
    }

    func testWithoutGitSetupTheSameDayConflicts() throws {
        try makeClones(setUp: false)
        let pull = try logOnBothSides()
        XCTAssertNotEqual(pull.code, 0, "Git's own merge conflicts: \(pull.out)")
        XCTAssertTrue(pull.out.contains("CONFLICT"), pull.out)
        XCTAssertTrue(try text("a/days/2026/2026-11-21.md").contains("<<<<<<<"))
    }

    func testTickAgainstSkipIsOneConflictedLine() throws {
        try makeClones(setUp: true)
        try dj(["log", "run", "--at", "6:30"], in: "a")
        try git(["add", "-A"], in: "a")
        try git(["commit", "--quiet", "-m", "base day"], in: "a")
        try git(["push", "--quiet", "origin", "HEAD:main"], in: "a")
        try git(["pull", "--quiet", "--no-rebase", "origin", "main"], in: "b")
        try dj(["log", "floss"], in: "a")
        try dj(["log", "read", "--at", "7:00"], in: "a")
        try git(["commit", "--quiet", "-am", "tick"], in: "a")
        try dj(["log", "floss", "--skip"], in: "b", expect: nil)
        try git(["add", "-A"], in: "b")
        try git(["commit", "--quiet", "-m", "skip"], in: "b")
        try git(["push", "--quiet", "origin", "HEAD:main"], in: "b")
        let pull = try git(["pull", "--no-rebase", "--no-edit", "origin", "main"], in: "a", expect: nil)
        XCTAssertNotEqual(pull.code, 0, pull.out)
        let day = try text("a/days/2026/2026-11-21.md")
        XCTAssertTrue(
            day.contains(
                """
                <<<<<<< ours:days/2026/2026-11-21.md
                - [x] 🦷 Floss
                =======
                - [-] 🦷 Floss
                >>>>>>> theirs:days/2026/2026-11-21.md

                """), day)
        XCTAssertEqual(day.components(separatedBy: "<<<<<<<").count, 2, day)
        XCTAssertTrue(day.contains("- 07:00-07:30 📚 Read"), day)
        XCTAssertTrue(try git(["status", "--porcelain"], in: "a").out.contains("UU days/2026/2026-11-21.md"))
    }

    func testGitSetupIsIdempotentKeepsOtherAttributesAndRefusesOutsideARepository() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("j"), withIntermediateDirectories: true)
        try dj(["init", "."], in: "j")
        let outside = try dj(["git-setup"], in: "j", expect: 1)
        XCTAssertTrue(outside.err.contains("not in a Git repository"), outside.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("j/.gitattributes").path))
        // The journal as a folder of a repository.
        try git(["init", "--quiet", "."], in: ".")
        try write("j/.gitattributes", "*.png binary")
        let first = try dj(["git-setup"], in: "j")
        XCTAssertTrue(first.out.contains("added to .gitattributes"), first.out)
        XCTAssertEqual(
            try text("j/.gitattributes"),
            "*.png binary\ndays/**/*.md merge=dawn-journal\nhabits.toml merge=dawn-journal\n")
        let driver = try git(["config", "--get", "merge.dawn-journal.driver"], in: ".").out
        XCTAssertEqual(
            driver,
            "'\(WritingSafetyTests.binary.resolvingSymlinksInPath().path)' merge-driver %O %A %B --marker-size %L --path %P\n"
        )
        let again = try dj(["git-setup"], in: "j")
        XCTAssertTrue(
            again.out.contains("already names") && again.out.contains("merge.dawn-journal.driver is already set"),
            again.out)
        XCTAssertEqual(
            try text("j/.gitattributes"),
            "*.png binary\ndays/**/*.md merge=dawn-journal\nhabits.toml merge=dawn-journal\n")
        // Git applies them to the journal's files.
        let check = try git(["check-attr", "merge", "--", "j/days/2026/2026-11-21.md", "j/habits.toml"], in: ".").out
        XCTAssertEqual(check, "j/days/2026/2026-11-21.md: merge: dawn-journal\nj/habits.toml: merge: dawn-journal\n")
        // A CRLF .gitattributes gets CRLF lines, and no blank line.
        try write("j/.gitattributes", "*.png binary\r\n*.jpg binary\r\n")
        _ = try dj(["git-setup"], in: "j")
        XCTAssertEqual(
            try text("j/.gitattributes"),
            "*.png binary\r\n*.jpg binary\r\ndays/**/*.md merge=dawn-journal\r\nhabits.toml merge=dawn-journal\r\n")
        // The program moved: Git would run a missing command and leave a conflict without
        // markers. lint says so; git-setup points the driver at this program again.
        XCTAssertFalse(try dj(["lint"], in: "j").out.contains("merge-driver-missing"))
        try git(["config", "merge.dawn-journal.driver", "'/gone/dawn '\\''journal' merge-driver %O %A %B"], in: ".")
        let moved = try dj(["lint"], in: "j", expect: nil)
        XCTAssertTrue(
            moved.out.contains("runs '/gone/dawn 'journal', which is not there")
                && moved.out.contains("[merge-driver-missing]"), moved.out)
        XCTAssertTrue(try dj(["git-setup"], in: "j").out.contains("merge.dawn-journal.driver"))
        XCTAssertFalse(try dj(["lint"], in: "j").out.contains("merge-driver-missing"))
    }

    func testTheDriverProgramIsReadAsAShellWord() {
        XCTAssertEqual(LintCommand.driverProgram("'/a/b c'\\''d' merge-driver %O"), "/a/b c'd")
        XCTAssertEqual(LintCommand.driverProgram("  /usr/bin/dawn-journal merge-driver"), "/usr/bin/dawn-journal")
        XCTAssertEqual(LintCommand.driverProgram("dawn-journal"), "dawn-journal")
        XCTAssertNil(LintCommand.driverProgram(""))
    }

    /// OURS still holding an unresolved conflict was merged by meaning, written, and exit 0.
    func testMergeDriverLeavesASideWithConflictMarkersToGitsLineMerge() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("x"), withIntermediateDirectories: true)
        let base = "# Day\n\n## Checklist\n\n- [ ] Floss\n"
        let ours = "# Day\n\n## Checklist\n\n<<<<<<< HEAD\n- [x] Floss\n=======\n- [-] Floss\n>>>>>>> phone\n"
        let theirs = "# Day\n\nSlept well.\n\n## Checklist\n\n- [ ] Floss\n"
        try write("x/base", base)
        try write("x/ours", ours)
        try write("x/theirs", theirs)
        let r = try dj(
            ["merge-driver", "base", "ours", "theirs", "--path", "days/2026/2026-11-21.md"], in: "x", expect: 1)
        XCTAssertTrue(
            r.err.contains(
                "days/2026/2026-11-21.md: merged line by line, because ours holds a conflict marker on line 5"), r.err)
        XCTAssertEqual(
            try text("x/ours"),
            "# Day\n\nSlept well.\n\n## Checklist\n\n<<<<<<< HEAD\n- [x] Floss\n=======\n- [-] Floss\n>>>>>>> phone\n")
    }

    func testInitGitMakesARepositoryAndSetsItUp() throws {
        let r = try dj(["init", "--git", "k"], in: ".")
        XCTAssertTrue(
            r.out.contains("Initialised a Git repository") && r.out.contains("set merge.dawn-journal.driver"), r.out)
        XCTAssertTrue(try text("k/.gitattributes").contains("days/**/*.md merge=dawn-journal\n"))
        XCTAssertNotNil(try git(["config", "--get", "merge.dawn-journal.name"], in: "k").out)
    }

    func testMergeDriverUsageAndFiles() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("m"), withIntermediateDirectories: true)
        XCTAssertEqual(try dj(["merge-driver", "a", "b"], in: "m", expect: 64).code, 64)
        XCTAssertEqual(try dj(["merge-driver", "a", "b", "c", "--marker-size", "x"], in: "m", expect: 64).code, 64)
        try write("m/ours", "# Day\n\n## Checklist\n\n- [x] Floss\n")
        try write("m/theirs", "# Day\n\n## Checklist\n\n- [-] Floss\n")
        // A missing base is an empty one; markers of the size asked for.
        let r = try dj(["merge-driver", "missing", "ours", "theirs", "--marker-size", "3"], in: "m", expect: 1)
        XCTAssertTrue(r.err.contains("1 conflict"), r.err)
        XCTAssertEqual(
            try text("m/ours"), "# Day\n\n## Checklist\n\n<<< ours\n- [x] Floss\n===\n- [-] Floss\n>>> theirs\n")
        // Git allows any conflict-marker-size: 200 is taken (Git would otherwise see a usage
        // error, keep ours without markers and hide theirs); 1025 and 0 are usage errors.
        try write("m/ours", "# Day\n\n## Checklist\n\n- [x] Floss\n")
        _ = try dj(["merge-driver", "missing", "ours", "theirs", "--marker-size", "200"], in: "m", expect: 1)
        XCTAssertTrue(try text("m/ours").contains("\n" + String(repeating: "<", count: 200) + " ours\n"))
        XCTAssertEqual(try dj(["merge-driver", "a", "b", "c", "--marker-size", "1025"], in: "m", expect: 64).code, 64)
        XCTAssertEqual(try dj(["merge-driver", "a", "b", "c", "--marker-size", "0"], in: "m", expect: 64).code, 64)
    }
    // MARK: Renames

    /// The issue's scenario: `habit rename walk "Walk"` on the laptop, `log walk` (written as
    /// "Evening Walk") on the phone, which had not pulled the rename. After the merge the line
    /// counts for the habit, `lint` has no error (a `former-name` warning), and `fmt` renames it.
    func testARenameOnOneDeviceAndALogOfTheOldNameOnTheOtherLoseNothing() throws {
        try makeClones(setUp: true)
        try dj(["habit", "add", "Evening Walk", "--id", "walk", "--since", "2026-11-01"], in: "a")
        try git(["commit", "--quiet", "-am", "walk"], in: "a")
        try git(["push", "--quiet", "origin", "HEAD:main"], in: "a")
        try git(["pull", "--quiet", "--no-rebase", "origin", "main"], in: "b")

        try dj(["habit", "rename", "walk", "Walk"], in: "a")
        XCTAssertTrue(
            try text("a/habits.toml").contains(
                "name = \"Walk\"\ncolor = \"coral\"\nsince = 2026-11-01\nformer_names = [\"Evening Walk\"]\n"))
        try git(["commit", "--quiet", "-am", "rename"], in: "a")
        try git(["push", "--quiet", "origin", "HEAD:main"], in: "a")

        try dj(["log", "walk"], in: "b")
        let day = "b/days/2026/2026-11-21.md"
        XCTAssertTrue(try text(day).contains("- [x] Evening Walk\n"))
        try git(["add", "-A"], in: "b")
        try git(["commit", "--quiet", "-m", "walked"], in: "b")
        let pull = try git(["pull", "--no-rebase", "--no-edit", "origin", "main"], in: "b", expect: nil)
        XCTAssertEqual(pull.code, 0, pull.out + pull.err)

        let lint = try dj(["lint"], in: "b")
        XCTAssertTrue(
            lint.out.contains("days/2026/2026-11-21.md:")
                && lint.out.contains("warning: 'Evening Walk' is a former name of 'Walk' [former-name]"), lint.out)
        XCTAssertTrue(lint.out.contains("0 errors, 1 warning"), lint.out)
        let shown = try dj(["day", "2026-11-21", "--json"], in: "b")
        let compact = shown.out.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
        XCTAssertTrue(compact.contains(#""id":"walk","state":"done""#), shown.out)

        let fmt = try dj(["fmt"], in: "b")
        XCTAssertTrue(fmt.out.contains("days/2026/2026-11-21.md"), fmt.out)
        XCTAssertTrue(try text(day).contains("- [x] Walk\n"))
        XCTAssertTrue(try dj(["lint"], in: "b").out.contains("no problems"))
    }

    // MARK: Writing while Git operates

    /// A merge stopped on a conflict: every writing command refuses, naming the merge and how
    /// to finish it, and leaves the file as Git left it. Written anyway (as before), the line
    /// was taken away again by `git merge --abort`.
    func testWritingCommandsRefuseWhileGitIsMerging() throws {
        try makeClones(setUp: false)
        let pull = try logOnBothSides()
        XCTAssertNotEqual(pull.code, 0, pull.out)
        let day = "a/days/2026/2026-11-21.md"
        let conflicted = try text(day)
        let top = root.appendingPathComponent("a").path
        let message =
            "Error: Git is merging in \(top): finish it with 'git merge --continue' or 'git merge --abort', then run this again\n"
        for command in [
            ["log", "run", "--at", "9:00"], ["unlog", "run"], ["fmt"], ["habit", "add", "Stretch"],
            ["habit", "rename", "read", "Reading"], ["habit", "edit", "floss", "--emoji", "🪥"], ["edit"],
        ] {
            let r = try dj(command, in: "a", expect: 1)
            XCTAssertEqual(r.err, message, command.joined(separator: " "))
        }
        XCTAssertEqual(try text(day), conflicted, "the conflicted file is as Git left it")
        XCTAssertEqual(try text("a/habits.toml"), Self.habits)
        try git(["merge", "--abort"], in: "a")
        try dj(["log", "run", "--at", "9:00"], in: "a")
        XCTAssertTrue(try text(day).contains("- 09:00-09:30 🏃 Run"))
    }

    /// `log` while `git pull` runs the merge driver (Git holds its index.lock meanwhile): it
    /// waits for Git to finish, then writes; before, Git wrote its merged file over the line
    /// `log` had just written, and both exited 0.
    func testLogDuringAMergeWaitsForGitInsteadOfBeingWrittenOver() throws {
        try makeClones(setUp: true)
        let driver = try git(["config", "--get", "merge.dawn-journal.driver"], in: "a").out.trimmingCharacters(
            in: .newlines)
        let started = root.appendingPathComponent("driver-started").path
        try git(["config", "merge.dawn-journal.driver", "touch '\(started)'; sleep 1; " + driver], in: "a")
        try dj(["log", "floss"], in: "a")
        try git(["add", "-A"], in: "a")
        try git(["commit", "--quiet", "-m", "laptop"], in: "a")
        try dj(["log", "read", "--at", "21:00"], in: "b")
        try git(["add", "-A"], in: "b")
        try git(["commit", "--quiet", "-m", "phone"], in: "b")
        try git(["push", "--quiet", "origin", "HEAD:main"], in: "b")

        let pull = Process()
        pull.executableURL = URL(fileURLWithPath: git)
        pull.arguments = ["pull", "--quiet", "--no-rebase", "--no-edit", "origin", "main"]
        pull.currentDirectoryURL = root.appendingPathComponent("a")
        pull.environment = environment
        pull.standardOutput = FileHandle.nullDevice
        pull.standardError = FileHandle.nullDevice
        try pull.run()
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: started), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: started), "the merge driver ran")
        let log = try dj(["log", "run", "--at", "6:30"], in: "a", expect: nil)
        pull.waitUntilExit()
        XCTAssertEqual(pull.terminationStatus, 0)
        let day = try text("a/days/2026/2026-11-21.md")
        for line in ["- 21:00-21:30 📚 Read", "- [x] 🦷 Floss"] {
            XCTAssertTrue(day.contains(line + "\n"), "\(line) is kept:\n\(day)")
        }
        // Written after Git is done, or (when it comes in the moment between Git's merge and
        // its commit, MERGE_HEAD still there) refused: never said done and then lost.
        if log.code == 0 {
            XCTAssertTrue(day.contains("- 06:30-07:00 🏃 Run\n"), "the line log wrote is kept:\n\(day)")
        } else {
            XCTAssertEqual(log.code, 1)
            XCTAssertTrue(log.err.contains("Git is merging in"), log.err)
            XCTAssertFalse(day.contains("Run"), day)
        }
    }

    /// The journal in a subfolder of a linked work tree (`.git` is a file `gitdir: …`): a
    /// rebase, a cherry-pick, a revert or `git am` stopped there is found in the work tree's
    /// own git dir, and named with the commands that finish it.
    func testOperationsAreFoundInALinkedWorkTreeAboveTheJournal() throws {
        try makeClones(setUp: false)
        try git(["worktree", "add", "--quiet", "-b", "other", "../wt"], in: "a")
        let journal = root.appendingPathComponent("wt/sub/journal")
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        let repo = try XCTUnwrap(GitOperation.repository(containing: journal.path))
        XCTAssertEqual(repo.workTree, root.appendingPathComponent("wt").path)
        XCTAssertEqual(
            URL(fileURLWithPath: repo.gitDir).standardizedFileURL.path,
            root.appendingPathComponent("a/.git/worktrees/wt").standardizedFileURL.path)
        XCTAssertNil(GitOperation.stopped(in: journal.path))
        let fm = FileManager.default
        let cases: [(String, Bool, String)] = [
            ("rebase-merge", true, "rebasing"), ("CHERRY_PICK_HEAD", false, "cherry-picking"),
            ("REVERT_HEAD", false, "reverting"), ("MERGE_HEAD", false, "merging"),
        ]
        for (name, folder, doing) in cases {
            let marker = (repo.gitDir as NSString).appendingPathComponent(name)
            if folder {
                try fm.createDirectory(atPath: marker, withIntermediateDirectories: true)
            } else {
                fm.createFile(atPath: marker, contents: Data())
            }
            XCTAssertEqual(GitOperation.stopped(in: journal.path)?.doing, doing, name)
            try fm.removeItem(atPath: marker)
        }
        try fm.createDirectory(
            atPath: (repo.gitDir as NSString).appendingPathComponent("rebase-apply"), withIntermediateDirectories: true)
        XCTAssertEqual(
            GitOperation.stopped(in: journal.path)?.message,
            "Git is rebasing in \(repo.workTree): finish it with 'git rebase --continue' or 'git rebase --abort', then run this again"
        )
        fm.createFile(
            atPath: (repo.gitDir as NSString).appendingPathComponent("rebase-apply/applying"), contents: Data())
        XCTAssertEqual(GitOperation.stopped(in: journal.path)?.command, "git am")
        // And the command line refuses there, in the subfolder, while the main work tree is free.
        try dj(["init", "."], in: "wt/sub/journal")
        let r = try dj(["habit", "add", "Stretch"], in: "wt/sub/journal", expect: 1)
        XCTAssertTrue(
            r.err.contains(
                "Git is applying patches in \(repo.workTree): finish it with 'git am --continue' or 'git am --abort'"),
            r.err)
        XCTAssertNil(GitOperation.stopped(in: root.appendingPathComponent("a").path))
    }
}
