import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 12, points 8 and 9: the completion scripts, run in their real shells (skipped when a
/// shell is not installed; CI installs bash, zsh and fish), and the man page.
final class CompletionTests: XCTestCase {
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    func shell(_ name: String) throws -> String {
        for dir in ["/bin", "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
            return "\(dir)/\(name)"
        }
        if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("\(name) is not installed") }
        throw XCTSkip("\(name) is not installed")
    }

    func binaryFolder() throws -> String {
        let binary = WritingSafetyTests.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("no binary at \(binary.path)") }
            throw XCTSkip("build dawn-journal first (swift build)")
        }
        return binary.deletingLastPathComponent().path
    }

    /// Runs `shell` with `arguments` in `dir`, with the binary's folder first on PATH; its stdout.
    func run(_ shell: String, _ arguments: [String], in dir: URL) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: shell)
        p.arguments = arguments
        p.currentDirectoryURL = dir
        p.environment = [
            "PATH": try binaryFolder() + ":/usr/local/bin:/usr/bin:/bin", "HOME": dir.path, "TERM": "dumb",
        ]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A journal in `j` with the init template and Evening Walk.
    func journal() throws -> CLIHarness {
        let h = try CLIHarness()
        try h.makeJournal("j")
        XCTAssertEqual(h.run(["habit", "add", "Evening Walk", "--journal", "j"]).code, 0)
        return h
    }

    func script(_ shell: String, _ h: CLIHarness) throws -> String {
        let r = h.run(["completions", shell])
        XCTAssertEqual(r.code, 0, r.stderr)
        return r.stdout
    }

    func testCompleteHabitsPrintsNamesAndIdsAndNothingOutsideAJournal() throws {
        let h = try journal()
        defer { h.remove() }
        XCTAssertEqual(
            h.run(["__complete", "habits", "--journal", "j"]).stdout,
            "Morning Run\nmorning-run\nFloss\nfloss\nEvening Walk\nevening-walk\n")
        XCTAssertEqual(
            h.run(["--journal", "j", "__complete", "habits"]).stdout,
            h.run(["__complete", "habits", "--journal", "j"]).stdout)
        XCTAssertEqual(
            h.run(["__complete", "habits"], in: "j/days").stdout,
            h.run(["__complete", "habits", "--journal", "j"]).stdout)
        let outside = h.run(["__complete", "habits"])
        XCTAssertEqual(outside.code, 0)
        XCTAssertEqual(outside.stdout, "")
        XCTAssertEqual(outside.stderr, "")
        XCTAssertEqual(h.run(["__complete", "habits", "--journal", "nowhere"]).stdout, "")
        XCTAssertFalse(h.run(["--help"]).stdout.contains("__complete"))
    }

    /// Issue 24, item 7: `log` is offered only the habits that can be logged today (an archived
    /// or not yet started habit is refused) and no future date; `habit unarchive` and the
    /// others still get every habit.
    func testLogIsOfferedOnlyWhatItCanLog() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            """
            [habits.run]
            name = "Run"
            since = 2026-11-01

            [habits.old]
            name = "Old"
            since = 2026-01-01
            archived = 2026-11-10

            [habits.later]
            name = "Later"
            since = 2099-01-01

            [habits.any]
            name = "Any"

            """)
        XCTAssertEqual(h.run(["__complete", "loggable"]).stdout, "Run\nrun\nAny\nany\n")
        XCTAssertEqual(h.run(["__complete", "habits"]).stdout, "Run\nrun\nOld\nold\nLater\nlater\nAny\nany\n")
        let log = LogCommand.spec
        XCTAssertEqual(log.arguments.first?.completion, .loggableHabits)
        XCTAssertEqual(log.options.first { $0.name == "--date" }?.completion, .words(["today", "yesterday"]))
        XCTAssertEqual(HabitUnarchiveCommand.spec.arguments.first?.completion, .habits)
        for shell in ["bash", "zsh", "fish"] {
            let script = try self.script(shell, h)
            XCTAssertTrue(script.contains("__complete \"$kind\"") || script.contains("__complete $kind"), shell)
            XCTAssertTrue(script.contains("_habits loggable"), shell)
        }
        let bash = try shell("bash")
        try h.write("c.bash", try script("bash", h))
        let test = """
            source ./c.bash
            comp() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _dawn-journal; printf '%s|' "${COMPREPLY[@]}"; echo; }
            comp dawn-journal log ""
            comp dawn-journal log run --date ""
            comp dawn-journal habit unarchive ""
            """
        let lines = try run(bash, ["--norc", "--noprofile", "-c", test], in: h.root).components(separatedBy: "\n")
        XCTAssertEqual(
            lines.prefix(3), ["Run|run|Any|any|", "today|yesterday|", "Run|run|Old|old|Later|later|Any|any|"])
    }

    func testTheScriptsFollowSwiftArgumentParsersConventions() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        let zsh = try script("zsh", h)
        let fish = try script("fish", h)
        let bash = try script("bash", h)
        XCTAssertTrue(zsh.hasPrefix("#compdef dawn-journal\n"))
        XCTAssertTrue(zsh.contains("\n_dawn-journal() {\n"))
        XCTAssertTrue(fish.contains("\ncomplete -c dawn-journal "))
        XCTAssertTrue(bash.hasSuffix("complete -F _dawn-journal dawn-journal\n"))
        // Every command and every option of every command is in each script.
        for spec in CompletionTree.current.leaves {
            for o in spec.options {
                XCTAssertTrue(zsh.contains("\(o.name)=[") || zsh.contains("\(o.name)["), "zsh \(spec.name) \(o.name)")
                XCTAssertTrue(fish.contains("-l \(o.name.dropFirst(2))"), "fish \(spec.name) \(o.name)")
                XCTAssertTrue(bash.contains(o.name), "bash \(spec.name) \(o.name)")
            }
        }
        XCTAssertEqual(h.run(["completions", "powershell"]).code, 64)
    }

    func testBashCompletes() throws {
        let bash = try shell("bash")
        let h = try journal()
        defer { h.remove() }
        try h.write("c.bash", try script("bash", h))
        let test = """
            source ./c.bash
            comp() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _dawn-journal; printf '%s|' "${COMPREPLY[@]}"; echo; }
            comp dawn-journal lo
            comp dawn-journal habit ""
            comp dawn-journal habit a
            comp dawn-journal today --color ""
            comp dawn-journal day ""
            comp dawn-journal habit add X --color ""
            comp dawn-journal lint --format ""
            comp dawn-journal habit list --by ""
            comp dawn-journal completions ""
            comp dawn-journal --journal j log ""
            comp dawn-journal log --journal j e
            comp dawn-journal habit move floss --journal j --before ""
            comp dawn-journal today --j
            comp dawn-journal log ""
            comp dawn-journal st
            comp dawn-journal --journal j start ""
            comp dawn-journal stop --a
            comp dawn-journal ui --theme ""
            """
        let lines = try run(bash, ["--norc", "--noprofile", "-c", test], in: h.root).components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 19, lines.joined(separator: "\n"))
        guard lines.count >= 14 else { return }
        XCTAssertEqual(lines[0], "log|")
        XCTAssertEqual(lines[1], "add|list|edit|move|archive|unarchive|rename|remove|")
        XCTAssertEqual(lines[2], "add|archive|")
        XCTAssertEqual(lines[3], "auto|always|never|")
        XCTAssertEqual(lines[4], "today|yesterday|tomorrow|")
        XCTAssertEqual(lines[5], "coral|peach|sun|mint|sky|lavender|rose|stone|")
        XCTAssertEqual(lines[6], "text|json|github|")
        XCTAssertEqual(lines[7], "order|recent|uses|newest|usage|")
        XCTAssertEqual(lines[8], "bash|zsh|fish|")
        XCTAssertEqual(lines[9], "Morning\\ Run|morning-run|Floss|floss|Evening\\ Walk|evening-walk|")
        XCTAssertEqual(lines[10], "evening-walk|")
        XCTAssertEqual(lines[11], lines[9])
        XCTAssertEqual(lines[12], "--json|--journal|")
        XCTAssertEqual(lines[13], "|", "outside a journal: no habits")
        guard lines.count >= 17 else { return }
        XCTAssertEqual(lines[14], "start|stop|")
        XCTAssertEqual(lines[15], lines[9], "start: the habits that can be logged")
        XCTAssertEqual(lines[16], "--at|")
        guard lines.count >= 18 else { return }
        XCTAssertEqual(lines[17], "auto|dark|light|", "ui --theme")
    }

    func testZshCompletes() throws {
        let zsh = try shell("zsh")
        let h = try journal()
        defer { h.remove() }
        try FileManager.default.createDirectory(atPath: h.path("zfunc"), withIntermediateDirectories: true)
        try h.write("zfunc/_dawn-journal", try script("zsh", h))
        // A real completion needs zle: an interactive zsh in a pseudo-terminal (zpty), where
        // compadd is wrapped to write every candidate it is given to a file, and Tab is a widget
        // that completes and then writes "--- done", which the script waits for before it types
        // the next line (zle drops keys typed ahead while it completes).
        let lines = [
            "dawn-journal lo", "dawn-journal habit ", "dawn-journal today --color a",
            "dawn-journal --journal j log ", "dawn-journal habit add X --color s", "dawn-journal lint --format ",
            "dawn-journal st",
        ]
        var test = """
            zmodload zsh/zpty
            out=$PWD/candidates.txt; : > $out
            await() { local i; for i in {1..300}; do (( $(grep -c -- "^$1" $out) >= $2 )) && return; sleep 0.1; done; }
            zpty z zsh -f -i
            zpty -w z "fpath=($PWD/zfunc \\$fpath); autoload -Uz compinit; compinit -u -D"
            zpty -w z "compadd() { local -a __m; builtin compadd -O __m \\"\\$@\\" 2>/dev/null; print -rl -- \\$__m >> $out; builtin compadd \\"\\$@\\"; }"
            zpty -w z "_tab() { zle complete-word; print -r -- '--- done' >> $out; }; zle -N _tab; bindkey '^I' _tab"

            """
        for (n, line) in lines.enumerated() {
            test += """
                zpty -w z "print -r -- '=== \(line)' >> $out"
                await '=== ' \(n + 1)
                zpty -w -n z '\(line)'$'\\t'
                await '--- done' \(n + 1)
                zpty -w -n z $'\\C-u'
                zpty -w z ''

                """
        }
        test += """
            zpty -w z "print -r -- '=== end' >> $out"
            await '=== end' 1
            zpty -d z
            cat $out

            """
        let output = try run(zsh, ["-f", "-c", test], in: h.root)
        var found: [String: Set<String>] = [:]
        var current = ""
        for line in output.components(separatedBy: "\n") {
            if line.hasPrefix("=== ") {
                current = String(line.dropFirst(4))
            } else if !line.isEmpty, line != "--- done" {
                found[current, default: []].insert(line)
            }
        }
        XCTAssertEqual(found["dawn-journal lo"], ["log"], output)
        XCTAssertEqual(
            found["dawn-journal habit "], ["add", "list", "edit", "move", "archive", "unarchive", "rename", "remove"],
            output)
        XCTAssertEqual(found["dawn-journal today --color a"], ["auto", "always"], output)
        XCTAssertEqual(
            found["dawn-journal --journal j log "],
            ["Morning Run", "morning-run", "Floss", "floss", "Evening Walk", "evening-walk"], output)
        XCTAssertEqual(found["dawn-journal habit add X --color s"], ["sun", "sky", "stone"], output)
        XCTAssertEqual(found["dawn-journal lint --format "], ["text", "json", "github"], output)
        XCTAssertEqual(found["dawn-journal st"], ["start", "stop"], output)
    }

    func testFishCompletes() throws {
        let fish = try shell("fish")
        let h = try journal()
        defer { h.remove() }
        try h.write("c.fish", try script("fish", h))
        func complete(_ line: String) throws -> Set<String> {
            let out = try run(fish, ["--no-config", "-c", "source c.fish; complete -C'\(line)'"], in: h.root)
            return Set(out.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") })
        }
        XCTAssertEqual(try complete("dawn-journal lo"), ["log"])
        XCTAssertEqual(
            try complete("dawn-journal habit "),
            ["add", "list", "edit", "move", "archive", "unarchive", "rename", "remove"])
        XCTAssertEqual(try complete("dawn-journal today --color "), ["auto", "always", "never"])
        XCTAssertEqual(try complete("dawn-journal day "), ["today", "yesterday", "tomorrow"])
        XCTAssertEqual(
            try complete("dawn-journal --journal j log "),
            ["Morning Run", "morning-run", "Floss", "floss", "Evening Walk", "evening-walk"])
        XCTAssertEqual(try complete("dawn-journal habit edit floss --journal j --color s"), ["sun", "sky", "stone"])
        XCTAssertEqual(
            try complete("dawn-journal habit list --by "), ["order", "recent", "uses", "newest", "usage"])
        XCTAssertTrue(
            try complete("dawn-journal log --").isSuperset(of: ["--date", "--at", "--skip", "--journal", "--help"]))
        XCTAssertEqual(try complete("dawn-journal st"), ["start", "stop"])
        XCTAssertEqual(try complete("dawn-journal ui --theme "), ["auto", "dark", "light"])
        XCTAssertTrue(try complete("dawn-journal stop --").isSuperset(of: ["--at", "--json", "--journal", "--help"]))
        XCTAssertEqual(
            try complete("dawn-journal --journal j start "),
            ["Morning Run", "morning-run", "Floss", "floss", "Evening Walk", "evening-walk"])
    }

    func testTheManPageIsTheCommittedOneAndCoversEveryCommand() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        let r = h.run(["man"])
        XCTAssertEqual(r.code, 0)
        GoldenFile.assertMatches(r.stdout, Self.repository.appendingPathComponent("Docs/dawn-journal.1"))
        // Independent of the committed copy: the sections, and every command with its options.
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES",
            "SEE ALSO",
        ] {
            XCTAssertTrue(r.stdout.contains("\n.Sh \(section)\n"), section)
        }
        for variable in ["DAWN_JOURNAL", "DAWN_JOURNAL_NOW", "NO_COLOR", "COLUMNS", "VISUAL"] {
            XCTAssertTrue(r.stdout.contains(".It Ev \(variable)"), variable)
        }
        for code in ["0", "1", "64"] { XCTAssertTrue(r.stdout.contains("\n.It \(code)\n"), code) }
        for spec in CompletionTree.current.leaves {
            let words = spec.name.split(separator: " ").map { ".Cm \($0)\n" }.joined()
            XCTAssertTrue(r.stdout.contains(".It Xo\n.Nm\n" + words), spec.name)
            for o in spec.options {
                XCTAssertTrue(r.stdout.contains("Fl \(o.name.dropFirst())"), "\(spec.name) \(o.name)")
            }
        }
        XCTAssertFalse(r.stdout.unicodeScalars.contains { $0.value > 0x7F }, "ASCII, with \\[u…] escapes")
    }

    func testTheManPagePassesMandocLint() throws {
        let mandoc = try shell("mandoc")
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("dawn-journal.1", h.run(["man"]).stdout)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: mandoc)
        p.arguments = ["-T", "lint", "-W", "warning", h.path("dawn-journal.1")]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, text)
        XCTAssertEqual(text, "")
    }
}
