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
            let at = TimeOfDay(minutes: k * 15)!.description
            processes.append(try process(["log", "water", "--at", at], in: h.root, environment: env))
        }
        for p in processes { try p.run() }
        for p in processes { p.waitUntilExit() }
        XCTAssertEqual(processes.filter { $0.terminationStatus != 0 }.count, 0)
        let day = DayParser.parse(try h.read("days/2026/2026-11-21.md"))
        XCTAssertEqual(day.diagnostics, [])
        XCTAssertEqual(day.day.entries.count, 50)
        XCTAssertEqual(day.day.entries.map(\.start.minutes), Array(0..<50).map { $0 * 15 }, "in start-time order")
        XCTAssertTrue(day.day.lines.contains { $0.text == "Notes stay." })
        var lint = h
        lint.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T23:59"
        let r = lint.run(["lint", "--strict"])
        XCTAssertEqual(r.code, 0, r.stdout)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: h.path("days/2026")).filter { $0.contains("dawn-tmp") }
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
        let stray = try FileManager.default.contentsOfDirectory(atPath: h.path("days/2026")).filter { $0.contains("dawn-tmp") }
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
}
