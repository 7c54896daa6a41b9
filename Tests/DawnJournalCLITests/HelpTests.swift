import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 12, points 6 and 7: the help is made from the specs the parser reads, global options
/// go before or after the command, and every invalid value is a usage error.
final class HelpTests: XCTestCase {
    /// Every command and subcommand, as typed: ["log"], ["habit", "add"], …
    static var everyCommand: [[String]] {
        DawnJournalCLI.commands.filter { !$0.spec.isHidden }.flatMap { c in
            [[c.spec.name]] + c.subcommands.map { $0.spec.name.split(separator: " ").map(String.init) }
        }
    }

    /// The command line finds a command by the name in `DawnJournalCLI.named`, without making
    /// the other commands' specs: each name must be its command's spec's, once.
    func testEachCommandIsFoundByItsSpecsName() {
        let names = DawnJournalCLI.named.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "a name given twice: \(names)")
        for (name, command) in DawnJournalCLI.named {
            XCTAssertEqual(name, command.spec.name)
            XCTAssertTrue(DawnJournalCLI.command(named: command.spec.name) == command, name)
        }
    }

    static func spec(_ words: [String]) -> CommandSpec {
        let top = DawnJournalCLI.command(named: words[0])!
        return words.count == 1 ? top.spec : DawnJournalCLI.subcommand(of: top, named: words[1])!.spec
    }

    /// The lines of a section, from its header to the next blank line.
    static func section(_ name: String, in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(name + ":") }) else { return [] }
        var out = [String(lines[start].dropFirst(name.count + 1))]
        for line in lines[(start + 1)...] {
            if line.isEmpty { break }
            out.append(line)
        }
        return out
    }

    /// The long options a text names: `--date`, `--journal`.
    static func options(in lines: [String]) -> Set<String> {
        var found: Set<String> = []
        for line in lines {
            for word in line.split(whereSeparator: { " [](|,".contains($0) })
            where word.hasPrefix("--") && word.count > 2 {
                found.insert(String(word.prefix { $0 != "=" }))
            }
        }
        return found
    }

    func testEveryCommandsHelpHasItsSectionsAndAgreesWithTheParser() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        XCTAssertGreaterThanOrEqual(Self.everyCommand.count, 20)
        for words in Self.everyCommand {
            let spec = Self.spec(words)
            let r = h.run(words + ["--help"])
            let name = words.joined(separator: " ")
            XCTAssertEqual(r.code, 0, name)
            XCTAssertEqual(r.stderr, "", name)
            XCTAssertEqual(h.run(["help"] + words).stdout, r.stdout, "help \(name)")
            XCTAssertEqual(h.run(words + ["-h"]).stdout, r.stdout, "\(name) -h")
            XCTAssertTrue(r.stdout.hasPrefix("OVERVIEW: "), name)
            XCTAssertTrue(r.stdout.contains("\nUSAGE: dawn-journal \(name)"), name)
            XCTAssertTrue(r.stdout.contains("\nOPTIONS:\n"), name)
            XCTAssertTrue(r.stdout.contains("\n  -h, --help  "), "\(name): -h, --help listed")
            XCTAssertEqual(r.stdout.contains("\nARGUMENTS:\n"), !spec.arguments.isEmpty, name)
            for line in r.stdout.components(separatedBy: "\n") {
                XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, "\(name): \(line)")
            }
            // The usage line and the OPTIONS section name exactly the options the parser takes.
            let usage = Self.options(in: Self.section("USAGE", in: r.stdout))
            let listed = Self.options(
                in: Self.section("OPTIONS", in: r.stdout).map { String($0.prefix(HelpText.labelColumn)) })
            let accepted = Set(spec.options.map(\.name))
            XCTAssertEqual(usage, accepted, "\(name): USAGE")
            XCTAssertEqual(listed, accepted.union(["--help"]), "\(name): OPTIONS")
            for option in usage {
                let value = spec.option(option)!.takesValue ? [spec.option(option)!.allowedValues.first ?? "x"] : []
                let args = ([option] + value + spec.arguments.filter { !$0.isOptional }.map { _ in "x" })[...]
                XCTAssertNoThrow(try ArgumentParser.parse(args, for: spec), "\(name) \(option)")
            }
            XCTAssertThrowsError(try ArgumentParser.parse(["--no-such-option"], for: spec), name)
            // The arguments in USAGE, in order.
            var argumentWords: [String] = []
            var previous = ""
            for word in Self.section("USAGE", in: r.stdout).joined(separator: " ").split(separator: " ").map(
                String.init)
            {
                defer { previous = word }
                guard !previous.contains("--"), !word.contains("--"), word != "|" else { continue }
                let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]…"))
                if bare.first?.isUppercase == true { argumentWords.append(bare) }
            }
            XCTAssertEqual(argumentWords, spec.arguments.map(\.name), name)
        }
    }

    func testTheHelpIsWrappedToColumnsAndTheTopLevelListsEveryCommand() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        let top = h.run(["--help"]).stdout
        for words in Self.everyCommand where words.count == 1 {
            XCTAssertTrue(top.contains("\n  \(words[0]) "), words[0])
        }
        XCTAssertFalse(top.contains("__complete"), "hidden")
        XCTAssertTrue(top.contains("  -h, --help "))
        XCTAssertEqual(h.run([]).stdout, top)
        XCTAssertEqual(h.run(["help"]).stdout, top)
        for line in top.components(separatedBy: "\n") { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, line) }
        h.environment["COLUMNS"] = "120"
        let wide = h.run(["log", "--help"]).stdout
        XCTAssertTrue(wide.components(separatedBy: "\n").contains { DisplayWidth.of($0) > 80 }, "COLUMNS is read")
        XCTAssertTrue(wide.components(separatedBy: "\n").allSatisfy { DisplayWidth.of($0) <= 120 })
        h.environment["COLUMNS"] = "60"
        let narrow = h.run(["summary", "--help"]).stdout
        XCTAssertTrue(narrow.components(separatedBy: "\n").allSatisfy { DisplayWidth.of($0) <= 60 }, narrow)
    }

    func testHelpHelpAndHelpDashDashHelp() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        let help = h.run(["help", "help"])
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.stdout.hasPrefix("OVERVIEW: Show help for a command"), help.stdout)
        XCTAssertEqual(h.run(["help", "--help"]).stdout, help.stdout)
        XCTAssertEqual(h.run(["help", "-h"]).stdout, help.stdout)
        let bad = h.run(["help", "habit", "nope"])
        XCTAssertEqual(bad.code, 64)
        XCTAssertTrue(bad.stderr.hasPrefix("Error: SUBCOMMAND: no 'habit nope'; it is one of add,"), bad.stderr)
        XCTAssertEqual(h.run(["help", "lgo"]).code, 64)
    }

    func testTheFixedHelpTexts() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        for sub in ["rename", "unarchive"] {
            let arguments = HelpTests.section("ARGUMENTS", in: h.run(["habit", sub, "--help"]).stdout)
            XCTAssertFalse(arguments.joined().contains("--journal"), "habit \(sub): --journal is an option")
        }
        XCTAssertFalse(h.run(["habit", "list", "--help"]).stdout.contains("tray"))
        // The value name is the same in USAGE and OPTIONS (it was --emoji E and --emoji EMOJI).
        let add = h.run(["habit", "add", "--help"]).stdout
        XCTAssertTrue(add.contains("[--emoji EMOJI]") && add.contains("  --emoji EMOJI "), add)
    }

    func testGlobalOptionsBeforeOrAfterTheCommand() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal("j")
        let after = h.run(["today", "--journal", "j", "--color", "never"])
        XCTAssertEqual(after.code, 0, after.stderr)
        for args in [
            ["--journal", "j", "today", "--color", "never"], ["--journal", "j", "--color", "never", "today"],
            ["--journal=j", "--color=never", "today"], ["--color", "never", "today", "--journal", "j"],
        ] {
            let r = h.run(args)
            XCTAssertEqual(r.code, 0, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stdout, after.stdout, "\(args)")
        }
        XCTAssertEqual(
            h.run(["--journal", "j", "habit", "list"]).stdout, h.run(["habit", "list", "--journal", "j"]).stdout)
        XCTAssertEqual(
            h.run(["habit", "--journal", "j", "list"]).stdout, h.run(["habit", "list", "--journal", "j"]).stdout)
        let add = h.run(["--journal", "j", "habit", "add", "Read", "--color", "sky"])
        XCTAssertEqual(add.code, 0, add.stderr)
        XCTAssertTrue(try h.text("j/habits.toml").contains("color = \"sky\""))
        // --help before the command is that command's help.
        XCTAssertEqual(h.run(["--help", "log"]).stdout, h.run(["log", "--help"]).stdout)
        XCTAssertEqual(
            h.run(["--journal", "j", "-h", "habit", "add"]).stdout, h.run(["habit", "add", "--help"]).stdout)
        // A global option the command does not take, or takes as another option, is a usage error.
        let initWithJournal = h.run(["--journal", "j", "init", "k"])
        XCTAssertEqual(initWithJournal.code, 64)
        XCTAssertTrue(
            initWithJournal.stderr.hasPrefix("Error: 'init' does not take --journal DIR"), initWithJournal.stderr)
        let colour = h.run(["--color", "never", "habit", "add", "Walk"])
        XCTAssertEqual(colour.code, 64)
        XCTAssertTrue(colour.stderr.contains("its --color COLOR is another option"), colour.stderr)
        // help, man and completions read no journal: global options before them are ignored.
        XCTAssertEqual(h.run(["--journal", "j", "help", "log"]).stdout, h.run(["log", "--help"]).stdout)
        XCTAssertEqual(h.run(["--journal", "j", "--color", "never", "man"]).stdout, h.run(["man"]).stdout)
        XCTAssertEqual(h.run(["--journal", "j", "completions", "fish"]).code, 0)
        XCTAssertEqual(h.run(["--color", "sometimes", "today"]).code, 64)
        XCTAssertEqual(h.run(["--journal"]).code, 64)
        XCTAssertEqual(h.run(["--journal", "j"]).code, 64, "no command")
        XCTAssertEqual(h.run(["--verbose", "today"]).code, 64)
        XCTAssertEqual(h.run(["--version"]).stdout, "dawn-journal \(DawnJournalCLI.version)\n")
    }

    func testInvalidArgumentsAndValuesExit64NamingThemAndRefusalsExit1() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.makeJournal()
        let empty = h.run(["habit", "add", ""])
        XCTAssertEqual(empty.code, 64)
        XCTAssertTrue(
            empty.stderr.hasPrefix("Error: NAME cannot be empty; it is the habit's display name"), empty.stderr)
        XCTAssertTrue(empty.stderr.contains("\nSee 'dawn-journal habit add --help'.\n"), empty.stderr)
        let emoji = h.run(["habit", "add", "Read", "--emoji", "no"])
        XCTAssertEqual(emoji.code, 64)
        XCTAssertTrue(emoji.stderr.hasPrefix("Error: '--emoji' takes an emoji"), emoji.stderr)
        XCTAssertTrue(emoji.stderr.contains("\nUsage: dawn-journal habit add NAME"), emoji.stderr)
        XCTAssertEqual(h.run(["habit", "add", "   "]).code, 64, "blank once trimmed")
        XCTAssertEqual(h.run(["habit", "add", String(repeating: "x", count: 51)]).code, 64, "too long")
        let format = h.run(["lint", "--format", "xml"])
        XCTAssertEqual(format.code, 64)
        XCTAssertTrue(format.stderr.hasPrefix("Error: '--format' takes text, json or github, not 'xml'"), format.stderr)
        let by = h.run(["habit", "list", "--by", "name"])
        XCTAssertEqual(by.code, 64)
        XCTAssertTrue(
            by.stderr.hasPrefix("Error: '--by' takes order, recent, uses, newest or usage, not 'name'"), by.stderr)
        XCTAssertEqual(h.run(["log", ""]).code, 64)
        XCTAssertEqual(h.run(["today", "--journal", ""]).code, 64)
        XCTAssertEqual(h.run(["habit", "rename", "floss"]).code, 64, "missing NEW")
        XCTAssertEqual(h.run(["completions", "tcsh"]).code, 64)
        // A refusal, about the journal as it is, exits 1.
        let taken = h.run(["habit", "add", "Floss"])
        XCTAssertEqual(taken.code, 1)
        XCTAssertTrue(taken.stderr.hasPrefix("Error: 'Floss' is already"), taken.stderr)
        XCTAssertFalse(taken.stderr.contains("Usage:"))
    }

    func testInitsNextStepsWorkFromWhereThePersonStands() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        let elsewhere = h.run(["init", "my journal"])
        XCTAssertEqual(elsewhere.code, 0, elsewhere.stderr)
        XCTAssertTrue(elsewhere.stdout.contains("Next:\n  cd 'my journal'\n  dawn-journal ui "), elsewhere.stdout)
        // Followed as printed, from the journal: they work.
        XCTAssertEqual(h.run(["log", "journal"], in: "my journal").code, 0)
        try FileManager.default.createDirectory(atPath: h.path("here"), withIntermediateDirectories: true)
        let here = h.run(["init"], in: "here")
        XCTAssertTrue(here.stdout.contains("Next:\n  dawn-journal ui "), here.stdout)
        // The DAWN_JOURNAL line, as printed, makes a command work from any folder.
        let line = try XCTUnwrap(
            elsewhere.stdout.split(separator: "\n").first { $0.hasPrefix("  export DAWN_JOURNAL=") }, elsewhere.stdout)
        XCTAssertTrue(line.hasPrefix("  export DAWN_JOURNAL='\(h.path("my journal"))'   "), String(line))
        var anywhere = h
        anywhere.environment["DAWN_JOURNAL"] = h.path("my journal")
        XCTAssertEqual(anywhere.run(["log", "journal", "--date", "yesterday"], in: "here").code, 0)
        XCTAssertNotNil(FileManager.default.contents(atPath: h.path("my journal/days/2026/2026-11-20.md")))
    }
}
