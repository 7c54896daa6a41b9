import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// End to end, with the built binary: concurrent writers and a writer that dies mid-write.
final class WritingSafetyTests: XCTestCase {
    static var binary: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/dawn-journal")
    }

    func requireBinary() throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("no binary at \(Self.binary.path)") }
            throw XCTSkip("build dawn-journal first (swift build)")
        }
        return Self.binary
    }

    func process(_ args: [String], in dir: URL, environment: [String: String]) throws -> Process {
        let p = Process()
        p.executableURL = try requireBinary()
        p.arguments = args
        p.currentDirectoryURL = dir
        p.environment = environment
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        return p
    }

    func testFiftyConcurrentLogsAllLand() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("habits.toml", "[habits.water]\nname = \"Water\"\nduration = \"15m\"\n")
        try h.write("days/2026/2026-11-21.md", "# Saturday\r\n\r\nNotes stay.\r\n\r\n## Timeline\r\n")
        let env = ["DAWN_JOURNAL_NOW": "2026-11-21T23:59", "PATH": "/usr/bin:/bin"]
        var processes: [Process] = []
        for k in 0..<50 {
            let at = TimeOfDay(minutes: 240 + k * 15)!.description // from 04:00: earlier is the night before
            processes.append(try process(["log", "water", "--at", at], in: h.root, environment: env))
        }
        for p in processes { try p.run() }
        for p in processes { p.waitUntilExit() }
        XCTAssertEqual(processes.filter { $0.terminationStatus != 0 }.count, 0)
        let day = DayParser.parse(try h.read("days/2026/2026-11-21.md"))
        XCTAssertEqual(day.diagnostics, [])
        XCTAssertEqual(day.day.entries.count, 50)
        XCTAssertEqual(day.day.entries.map(\.start.minutes), Array(0..<50).map { 240 + $0 * 15 }, "in start-time order")
        XCTAssertTrue(day.day.lines.contains { $0.text == "Notes stay." })
        var lint = h
        lint.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T23:59"
        let r = lint.run(["lint", "--strict"])
        XCTAssertEqual(r.code, 0, r.stdout)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: h.path("days/2026")).filter {
            $0.contains("dawn-tmp")
        }
        XCTAssertEqual(leftovers, [])
    }

    func testAWriterKilledAfterItsTemporaryFileLeavesTheOriginalIntact() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("habits.toml", "[habits.floss]\nname = \"Floss\"\n")
        let original: [UInt8] = Array("## Checklist\r\n- [ ] Floss -- tonight\r\n".utf8)
        try h.write("days/2026/2026-11-21.md", original)
        var env = ["DAWN_JOURNAL_NOW": "2026-11-21T20:00", "DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP": "1"]
        let crashing = try process(["log", "floss"], in: h.root, environment: env)
        try crashing.run()
        crashing.waitUntilExit()
        XCTAssertEqual(crashing.terminationStatus, 70, "the test hook stopped it after the temporary file")
        XCTAssertEqual(try h.read("days/2026/2026-11-21.md"), original, "the original is intact")
        let stray = try FileManager.default.contentsOfDirectory(atPath: h.path("days/2026")).filter {
            $0.contains("dawn-tmp")
        }
        XCTAssertEqual(stray.count, 1, "the temporary file a crash leaves")
        // The next write sweeps it and succeeds.
        env["DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP"] = nil
        let next = try process(["log", "floss"], in: h.root, environment: env)
        try next.run()
        next.waitUntilExit()
        XCTAssertEqual(next.terminationStatus, 0)
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), "## Checklist\r\n- [x] Floss -- tonight\r\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: h.path("days/2026")), ["2026-11-21.md"])
    }

    /// A writer killed half-way leaves its intent in the lock file: the next writer, whatever
    /// folder it writes to, sweeps temporary files from every folder of the journal and says
    /// which command did not finish (before, a crashed `log` in 2026 left its temporary file
    /// there while the next writes went to 2025 and the root).
    func testTheNextWriterSweepsEveryFolderAndSaysWhatStopped() throws {
        let h = try CLIHarness()
        defer { h.remove() }
        try h.write("habits.toml", "[habits.floss]\nname = \"Floss\"\nsince = 2025-01-01\n")
        try h.write("days/2026/2026-11-20.md", "## Checklist\n- [ ] Floss\n")
        let env = ["DAWN_JOURNAL_NOW": "2026-11-21T20:00"]
        let crashing = try process(
            ["log", "floss", "--date", "2026-11-20"], in: h.root,
            environment: env.merging(["DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP": "1"]) { $1 })
        try crashing.run()
        crashing.waitUntilExit()
        XCTAssertEqual(crashing.terminationStatus, 70)
        XCTAssertEqual(try h.text(".dawn-journal.lock"), "log floss --date 2026-11-20\n")
        let p = try process(["log", "floss", "--date", "2025-12-01"], in: h.root, environment: env)
        let err = Pipe()
        p.standardError = err
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(
            message.contains(
                "Warning: an earlier command (dawn-journal log floss --date 2026-11-20) stopped before it finished, and its last change may not have been saved (1 temporary file removed)"
            ), message)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: h.path("days/2026")), ["2026-11-20.md"])
        XCTAssertEqual(try h.text(".dawn-journal.lock"), "", "emptied when the command is done")
        XCTAssertEqual(try h.text("days/2026/2026-11-20.md"), "## Checklist\n- [ ] Floss\n")
    }
}
