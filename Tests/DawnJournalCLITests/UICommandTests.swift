import DawnJournal
import DawnJournalUI
import Foundation
import XCTest

@testable import DawnJournalCLI

/// `dawn-journal ui` and `dawn-journal` alone, as far as they go without a terminal; the view
/// itself runs in tmux (scripts/check-ui.sh).
final class UICommandTests: XCTestCase {
    private func run(
        _ args: [String], _ h: CLIHarness, stdin: Bool, stdout: Bool, environment: [String: String] = [:]
    ) -> CLIHarness.Result {
        let out = BufferSink()
        let err = BufferSink()
        var context = CLIContext(
            environment: environment, currentDirectory: h.root.path, systemNow: h.now, stdout: out, stderr: err,
            stdoutIsTerminal: stdout)
        context.stdinIsTerminal = stdin
        let code = DawnJournalCLI.run(args, context: context)
        return CLIHarness.Result(code: code, stdout: out.text, stderr: err.text)
    }

    func testUIWithoutATerminalIsAUsageError() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal()
        for (stdin, stdout) in [(false, false), (true, false), (false, true)] {
            let r = run(["ui"], h, stdin: stdin, stdout: stdout)
            XCTAssertEqual(r.code, 64, r.stderr)
            XCTAssertTrue(r.stderr.hasPrefix("Error: 'ui' needs a terminal for its input and output"), r.stderr)
            XCTAssertTrue(r.stderr.contains("See 'dawn-journal ui --help'."), r.stderr)
            XCTAssertEqual(r.stdout, "")
        }
        // A bad date is found first, terminal or not.
        let bad = run(["ui", "someday"], h, stdin: false, stdout: false)
        XCTAssertEqual(bad.code, 64)
        XCTAssertTrue(bad.stderr.contains("'someday' is not a date"), bad.stderr)
    }

    func testNoCommandPrintsHelpUnlessBothStreamsAreTerminals() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        for (stdin, stdout) in [(false, false), (true, false), (false, true)] {
            let r = run([], h, stdin: stdin, stdout: stdout)
            XCTAssertEqual(r.code, 0)
            XCTAssertTrue(r.stdout.hasPrefix("OVERVIEW: dawn-journal"), r.stdout)
            XCTAssertTrue(r.stdout.contains("  ui "), "the help lists ui")
        }
        // On a terminal, it is the view: here outside any journal, so the view's own refusal
        // (no terminal is touched before the journal is found), not the help.
        let r = run([], h, stdin: true, stdout: true, environment: ["HOME": h.root.path])
        XCTAssertEqual(r.code, 1, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("journal"), r.stderr)
        // `-h` still asks for the help.
        XCTAssertTrue(run(["-h"], h, stdin: true, stdout: true).stdout.hasPrefix("OVERVIEW: dawn-journal"))
    }

    func testColorMode() throws {
        func mode(_ choice: String?, _ env: [String: String]) throws -> ColorMode {
            let context = CLIContext(
                environment: env, currentDirectory: "/", systemNow: LocalDateTime("2026-11-21T07:30")!,
                stdout: BufferSink(), stderr: BufferSink(), stdoutIsTerminal: true)
            return try UICommand.colorMode(choice, context)
        }
        XCTAssertEqual(try mode(nil, [:]), .palette256)
        XCTAssertEqual(try mode(nil, ["COLORTERM": "truecolor"]), .trueColor)
        XCTAssertEqual(try mode("auto", ["COLORTERM": "24bit"]), .trueColor)
        XCTAssertEqual(try mode(nil, ["NO_COLOR": "1", "COLORTERM": "truecolor"]), .none)
        XCTAssertEqual(try mode("never", ["COLORTERM": "truecolor"]), .none)
        XCTAssertEqual(try mode("always", ["NO_COLOR": "1"]), .palette256)
    }

    func testFileWatcherSeesWritesRenamesAndRemovals() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("habits.toml", "a")
        var watcher = FileWatcher(root: h.root.path)
        let paths = ["habits.toml", "days/2026/2026-11-21.md"]
        XCTAssertFalse(watcher.changed(paths)) // the first look sets the baseline
        XCTAssertFalse(watcher.changed(paths))
        try h.write("days/2026/2026-11-21.md", "x") // a file appears
        XCTAssertTrue(watcher.changed(paths))
        XCTAssertFalse(watcher.changed(paths))
        try h.write("habits.toml", "ab") // a size change
        XCTAssertTrue(watcher.changed(paths))
        // Saved by renaming a new file over the old, same size and (perhaps) same second.
        try h.write("new.tmp", "b")
        XCTAssertEqual(rename(h.path("new.tmp"), h.path("days/2026/2026-11-21.md")), 0)
        XCTAssertTrue(watcher.changed(paths))
        try FileManager.default.removeItem(atPath: h.path("habits.toml"))
        XCTAssertTrue(watcher.changed(paths))
        // Another set of paths (another day shown) is a new baseline, not a change.
        XCTAssertFalse(watcher.changed(["habits.toml", "days/2026/2026-11-20.md"]))
    }

    func testShellCommandPassesTheFileAsOneArgumentAndReturnsTheStatus() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        let file = h.path("a day's file; $(touch pwned).md")
        let status = ShellCommand.run(
            "printf '%s' \"$GREETING\" >", argument: file, environment: ["GREETING": "hello", "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(try h.text("a day's file; $(touch pwned).md"), "hello")
        XCTAssertFalse(FileManager.default.fileExists(atPath: h.path("pwned")))
        XCTAssertEqual(ShellCommand.run("exit 3 #", argument: "x", environment: nil), 3)
        XCTAssertEqual(ShellCommand.run("kill -TERM $$ #", argument: "x", environment: nil), 128 + SIGTERM)
        XCTAssertEqual(ShellCommand.run("/nonexistent/editor", argument: "x", environment: nil), 127)
    }

    func testEditorIsVisualThenEditorThenVi() {
        XCTAssertEqual(EditCommand.editor(["VISUAL": "nvim", "EDITOR": "nano"]), "nvim")
        XCTAssertEqual(EditCommand.editor(["VISUAL": "", "EDITOR": "nano"]), "nano")
        XCTAssertEqual(EditCommand.editor([:]), "vi")
    }

    /// Every signal whose default would end the process with the view's terminal modes still on
    /// reaches the loop instead (and ends it, restored): raised here, each one arrives on the
    /// pipe; unhandled, it would end this test process.
    func testEverySignalThatWouldEndTheViewReachesTheLoop() throws {
        let signals = try SignalPipe(UISession.handled)
        defer { SignalPipe.reset(UISession.handled) }
        let ending = [SIGTERM, SIGHUP, SIGINT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]
        XCTAssertEqual(Set(UISession.ending), Set(ending))
        for sig in ending {
            XCTAssertEqual(raise(sig), 0)
            XCTAssertEqual(signals.take(), [sig], "signal \(sig)")
        }
        XCTAssertTrue(TerminalMode.crashSignals.contains(SIGQUIT))
    }
}
