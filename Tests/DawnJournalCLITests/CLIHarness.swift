import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Runs the CLI in-process with a temporary folder, a fixed clock and captured output.
struct CLIHarness {
    let root: URL
    var environment: [String: String] = [:]
    var now = LocalDateTime("2026-11-21T07:30")!

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    struct Result {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    @discardableResult
    func run(_ args: [String], in dir: String? = nil, terminal: Bool = false) -> Result {
        let out = BufferSink()
        let err = BufferSink()
        let context = CLIContext(
            environment: environment, currentDirectory: dir.map { path($0) } ?? root.path,
            systemNow: now, stdout: out, stderr: err, stdoutIsTerminal: terminal)
        let code = DawnJournalCLI.run(args, context: context)
        return Result(code: code, stdout: out.text, stderr: err.text)
    }

    func path(_ rel: String) -> String { root.appendingPathComponent(rel).path }

    func write(_ rel: String, _ text: String) throws { try write(rel, Array(text.utf8)) }

    func write(_ rel: String, _ bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(rel)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func read(_ rel: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: root.appendingPathComponent(rel))) }

    func text(_ rel: String) throws -> String { String(decoding: try read(rel), as: UTF8.self) }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// A journal made by `init` in `dir`, with the two habits the tests use (Morning Run, timed;
    /// Floss, a checkbox; both since the journal's today) in place of the template's examples,
    /// so that what `init` suggests can change without touching every test.
    func makeJournal(_ dir: String = ".") throws {
        let r = run(["init", dir])
        XCTAssertEqual(r.code, 0, r.stderr)
        let since = now.date
        try write(
            dir + "/habits.toml",
            """
            [journal]
            day_starts = "04:00"
            slot = "15m"
            week_starts = "monday"

            [habits.morning-run]
            name = "Morning Run"
            emoji = "🏃"
            color = "coral"
            duration = "30m"
            description = "Start the day outside."
            since = \(since)

            [habits.floss]
            name = "Floss"
            emoji = "🦷"
            color = "sky"
            since = \(since)

            """)
    }
}
