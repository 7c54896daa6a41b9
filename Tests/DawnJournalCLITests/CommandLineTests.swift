import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

final class CommandLineTests: XCTestCase {
    func testHelpEverywhereGoesToStdoutWithExitZero() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        for args in [
            ["--help"], ["-h"], ["help"], [], ["help", "fmt"], ["fmt", "--help"], ["fmt", "-h"], ["init", "--help"],
            ["help", "init"],
        ] {
            let r = h.run(args)
            XCTAssertEqual(r.code, 0, "\(args)")
            XCTAssertEqual(r.stderr, "", "\(args)")
            XCTAssertTrue(r.stdout.contains("USAGE: dawn-journal"), "\(args): \(r.stdout)")
        }
        XCTAssertEqual(h.run(["help", "fmt"]).stdout, h.run(["fmt", "--help"]).stdout)
        XCTAssertEqual(h.run(["--version"]).stdout, "dawn-journal \(DawnJournalCLI.version)\n")
    }

    func testUsageErrorsExit64WithUsageAndPointer() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        let unknown = h.run(["fmtt"])
        XCTAssertEqual(unknown.code, 64)
        XCTAssertEqual(unknown.stdout, "")
        XCTAssertTrue(
            unknown.stderr.hasPrefix("Error: unknown command 'fmtt'. Did you mean 'fmt'?\nUsage: dawn-journal"),
            unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("See 'dawn-journal --help'"))
        let flag = h.run(["fmt", "--chek"])
        XCTAssertEqual(flag.code, 64)
        XCTAssertEqual(
            flag.stderr,
            """
            Error: unknown option '--chek'. Did you mean '--check'?
            Usage: dawn-journal fmt [PATH…] [--check] [--diff] [--journal DIR]
                                    [--color WHEN]
            See 'dawn-journal fmt --help'.

            """)
        XCTAssertEqual(h.run(["fmt", "--journal"]).code, 64)
        XCTAssertEqual(h.run(["fmt", "--color", "sometimes"]).code, 64)
        XCTAssertEqual(h.run(["init", "a", "b"]).code, 64)
        XCTAssertEqual(h.run(["help", "nope"]).code, 64)
        XCTAssertEqual(h.run(["--nope"]).code, 64)
    }

    func testNoJournalSaysHowToCreateOne() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        let r = h.run(["fmt"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.stderr.contains("no journal found"), r.stderr)
        XCTAssertTrue(r.stderr.contains("dawn-journal init"), r.stderr)
        XCTAssertTrue(r.stderr.contains("export DAWN_JOURNAL=DIR"), r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "one line")
    }

    func testJournalIsFoundByOptionEnvironmentOrWalkingUp() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal("j")
        try h.write("j/days/2026/2026-11-21.md", "## Timeline\n-   6:30 +30m Morning Run\n")
        try FileManager.default.createDirectory(atPath: h.path("j/days/2026/deep"), withIntermediateDirectories: true)
        // Walking up from a folder inside the journal.
        XCTAssertEqual(h.run(["fmt", "--check"], in: "j/days/2026/deep").code, 1)
        // --journal, relative to the current folder; paths are shown from there.
        let byOption = h.run(["fmt", "--check", "--journal", "j"])
        XCTAssertEqual(byOption.stdout, "j/days/2026/2026-11-21.md\n")
        // $DAWN_JOURNAL.
        h.environment["DAWN_JOURNAL"] = h.path("j")
        XCTAssertEqual(h.run(["fmt", "--check"]).code, 1)
        // A folder without habits.toml.
        let wrong = h.run(["fmt", "--journal", "j/days"])
        XCTAssertEqual(wrong.code, 1)
        XCTAssertTrue(wrong.stderr.contains("has no habits.toml"))
    }

    func testInitCreatesAJournalAndRefusesToOverwrite() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T02:30"
        let r = h.run(["init", "new/journal"])
        XCTAssertEqual(r.code, 0, r.stderr)
        let toml = try h.read("new/journal/habits.toml")
        var isDir: ObjCBool = false
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: h.path("new/journal/days"), isDirectory: &isDir) && isDir.boolValue)
        XCTAssertEqual(try h.text("new/journal/.gitignore"), ".dawn-journal.lock\n.*.dawn-tmp-*\nreport.html\n")
        let parsed = HabitsParser.parse(toml)
        XCTAssertEqual(parsed.diagnostics, [])
        XCTAssertEqual(parsed.file.habits.map(\.id), ["morning-exercise", "journal"])
        XCTAssertEqual(parsed.file.habits.map(\.isTimed), [true, false])
        // Before day_starts (04:00) today is still yesterday.
        XCTAssertEqual(parsed.file.habits.first?.since, LocalDate("2026-11-20"))
        try h.write("new/journal/habits.toml", "# mine\n")
        let again = h.run(["init", "new/journal"])
        XCTAssertEqual(again.code, 1)
        XCTAssertTrue(again.stderr.contains("already a journal"))
        XCTAssertEqual(try h.text("new/journal/habits.toml"), "# mine\n")
    }

    func testBadClockOverrideIsAClearFailure() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.environment["DAWN_JOURNAL_NOW"] = "tomorrow"
        let r = h.run(["init", "x"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.stderr.contains("DAWN_JOURNAL_NOW"))
    }
}
