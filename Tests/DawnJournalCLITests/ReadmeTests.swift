import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Every console example of README.md runs as shown: each ```console block is preceded by a
/// `<!-- readme-test: ID -->` comment naming how it is set up, and each `$ dawn-journal …` line
/// in it must print what follows it (standard error, then standard output; a line `…` stands
/// for any number of lines). A step without a `…` is checked as part of a golden file, README.md
/// itself: a difference shows as a diff, and DAWN_RECORD_GOLDEN=1 writes the output in.
final class ReadmeTests: XCTestCase {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Block {
        var id: String
        var line: Int
        var steps: [(command: String, expected: [String], line: Int)]
    }

    static func blocks() throws -> [Block] {
        let text = try String(contentsOf: repo.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var pendingID: String? = nil
        var k = 0
        while k < lines.count {
            let line = lines[k]
            if line.hasPrefix("<!-- readme-test: "), line.hasSuffix(" -->") {
                pendingID = String(line.dropFirst("<!-- readme-test: ".count).dropLast(" -->".count))
            } else if line == "```console" {
                var block = Block(id: pendingID ?? "", line: k + 1, steps: [])
                pendingID = nil
                k += 1
                while k < lines.count, lines[k] != "```" {
                    if lines[k].hasPrefix("$ ") {
                        block.steps.append((String(lines[k].dropFirst(2)), [], k + 1))
                    } else if !block.steps.isEmpty {
                        block.steps[block.steps.count - 1].expected.append(lines[k])
                    }
                    k += 1
                }
                blocks.append(block)
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                pendingID = nil
            }
            k += 1
        }
        return blocks
    }

    /// Shell words, with double quotes; `~` is the harness's home.
    static func words(_ command: String) -> [String] {
        var out: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for c in command {
            if c == "\"" {
                quoted.toggle()
                started = true
                continue
            }
            if c == " " && !quoted {
                if started { out.append(current) }
                current = ""
                started = false
                continue
            }
            current.append(c)
            started = true
        }
        if started { out.append(current) }
        return out
    }

    /// Whether `actual` matches `expected`, where a line `…` matches any number of lines.
    static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            for skip in 0...actual.count where matches(Array(actual[skip...]), Array(expected.dropFirst())) {
                return true
            }
            return false
        }
        guard let head = actual.first, head == first else { return false }
        return matches(Array(actual.dropFirst()), Array(expected.dropFirst()))
    }

    /// The setup of each block: the folder the commands run in, the clock, and files written
    /// first. `continues` runs in the previous block's folder.
    func setUp(_ id: String, _ previous: CLIHarness?) throws -> CLIHarness {
        if id == "continues", let previous { return previous }
        var h = try CLIHarness()
        h.environment["HOME"] = h.root.path
        switch id {
        case "demo":
            h.environment["DAWN_JOURNAL"] = Self.repo.appendingPathComponent("samples/demo").path
            h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T21:00"
        case "daily-flow":
            h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T07:40"
        case "lint-and-fmt":
            h.environment["DAWN_JOURNAL_NOW"] = "2026-11-22T21:00"
            try h.write(
                "habits.toml",
                "[habits.morning-run]\nname = \"Morning Run\"\nemoji = \"🏃\"\nduration = \"30m\"\nsince = 2026-11-01\n\n"
                    + "[habits.meditate]\nname = \"Meditate\"\nemoji = \"🧘🏽\"\nduration = \"15m\"\nsince = 2026-11-01\n")
            try h.write("days/2026/2026-11-20.md", "## Timeline\n\n- 06:30-07:15 Mornin Run\n")
            try h.write(
                "days/2026/2026-11-21.md",
                "## Timeline\n\n- 06:30-07:15 🏃 Morning Run\n- 07:00-07:15   🧘🏽 Meditate\n\n\n")
            try h.write("days/2026/2026-11-22.md", "## Timeline\n- 35:00-36:00 Morning Run\n")
        default:
            XCTFail(
                "README.md: a console block with the unknown setup '\(id)'; give it <!-- readme-test: demo|daily-flow|continues|lint-and-fmt -->"
            )
        }
        return h
    }

    func testEveryConsoleExampleRunsAsShown() throws {
        let blocks = try Self.blocks()
        XCTAssertGreaterThanOrEqual(blocks.count, 5)
        var previous: CLIHarness? = nil
        var previousDir: String? = nil
        var made: [CLIHarness] = []
        var recorded: [(line: Int, count: Int, output: [String])] = []
        defer { for h in made { h.remove() } }
        for block in blocks {
            var h = try setUp(block.id, previous)
            if block.id != "continues" { made.append(h) }
            var dir: String? = block.id == "demo" ? Self.repo.path : block.id == "continues" ? previousDir : nil
            for step in block.steps {
                var command = step.command
                if let hash = command.range(of: "  # ") { command = String(command[..<hash.lowerBound]) }
                var output: [String] = []
                for part in command.components(separatedBy: " && ") {
                    var words = Self.words(part).map { $0.replacingOccurrences(of: "~", with: h.root.path) }
                    var environment = h.environment
                    while let first = words.first, let eq = first.firstIndex(of: "="), first.first!.isUppercase {
                        environment[String(first[..<eq])] = String(first[first.index(after: eq)...])
                        words.removeFirst()
                    }
                    if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
                    switch words.first {
                    case "cd":
                        dir =
                            words[1].hasPrefix("/")
                            ? words[1] : ((dir ?? h.root.path) as NSString).appendingPathComponent(words[1])
                    case "cat":
                        let path = ((dir ?? h.root.path) as NSString).appendingPathComponent(words[1])
                        output += (try String(contentsOfFile: path, encoding: .utf8)).components(separatedBy: "\n")
                            .dropLast()
                    case "dawn-journal":
                        let out = BufferSink()
                        let err = BufferSink()
                        let context = CLIContext(
                            environment: environment, currentDirectory: dir ?? h.root.path,
                            systemNow: h.now, stdout: out, stderr: err, stdoutIsTerminal: false)
                        _ = DawnJournalCLI.run(Array(words.dropFirst()), context: context)
                        output += (err.text + out.text).components(separatedBy: "\n").dropLast()
                    default:
                        XCTFail("README.md:\(step.line): a command the test cannot run: \(part)")
                    }
                }
                var expected = step.expected
                while expected.last == "" { expected.removeLast() }
                while output.last == "" { output.removeLast() }
                if !Self.matches(output, expected) {
                    // A step without a `…` goes into README.md as it would be with the output in
                    // place of what it shows; a step with one was shortened by hand.
                    if !expected.contains("…") {
                        recorded.append((step.line, step.expected.count, output))
                        continue
                    }
                    XCTFail(
                        "README.md:\(step.line): `\(step.command)` printed:\n\(output.joined(separator: "\n"))\n--- the README shows:\n\(expected.joined(separator: "\n"))"
                    )
                }
            }
            previous = h
            previousDir = dir
        }
        let url = Self.repo.appendingPathComponent("README.md")
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        for r in recorded.sorted(by: { $0.line > $1.line }) {
            // The expected lines run from the line after the command; keep a blank line
            // that separated the step from the next one.
            let keepBlank = r.count > 0 && lines[r.line + r.count - 1].isEmpty && lines[r.line + r.count] != "```"
            lines.replaceSubrange(r.line..<(r.line + r.count), with: r.output + (keepBlank ? [""] : []))
        }
        GoldenFile.assertMatches(lines.joined(separator: "\n"), url)
    }

    /// The README's Commands table names every command and subcommand a person can type
    /// (`edit` was missing); hidden ones (`__complete`) are not for people.
    func testCommandsTableListsEveryCommand() throws {
        let text = try String(contentsOf: Self.repo.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = text.range(of: "\n## Commands\n") else { return XCTFail("README.md has no ## Commands") }
        let rest = text[start.upperBound...]
        let table = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        var checked = 0
        for command in DawnJournalCLI.commands where !command.spec.name.hasPrefix("__") {
            XCTAssertTrue(
                table.contains("`dawn-journal \(command.spec.name)"),
                "README's Commands table lacks \(command.spec.name)")
            for sub in command.subcommands {
                XCTAssertTrue(table.contains(sub.spec.name), "README's Commands table lacks \(sub.spec.name)")
            }
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 20)
    }
}
