import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalCLI

/// The hostile corpus (Fixtures/hostile, written by scripts/make-hostile-corpus.py), the big
/// inputs made here (a 10 MB line, a million lines, a 10 MB habits.toml) and the odd things a
/// folder can hold (a folder, a FIFO or a dangling link named like a day file, impossible
/// dates, year folders 0000 and 99999): each goes through lint, fmt --check, day and summary.
/// Each gives diagnostics or a clean pass (exit 0 or 1, never a trap); the time of each run is
/// measured and printed, not asserted (timings belong to scripts/benchmark.py). The big inputs
/// are a tenth of their size unless `DAWN_FULL_CORPUS=1` (`BigInputs`; CI's torture step).
final class HostileCorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/hostile")
    static let commands = [["lint", "--format", "json"], ["fmt", "--check"], ["day", "2026-11-20"], ["summary"]]

    /// Runs every command on the journal in `h`, checks the exits, and returns the lint
    /// report's codes.
    @discardableResult
    func runAll(_ h: CLIHarness, _ name: String, bytes: Int) throws -> [String] {
        var codes: [String] = []
        for args in Self.commands {
            let start = Date()
            let r = h.run(args)
            let seconds = Date().timeIntervalSince(start)
            print(String(format: "hostile %@ (%d bytes): %@ exit %d in %.3f s", name, bytes, args[0], r.code, seconds))
            XCTAssertTrue(r.code == 0 || r.code == 1, "\(name): \(args) exited \(r.code): \(r.stderr)")
            if args[0] == "lint" {
                let object = try XCTUnwrap(
                    JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(name): lint JSON")
                codes = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
                XCTAssertEqual(
                    r.code == 0, !codes.contains { _ in (object["errors"] as? Int ?? 0) > 0 },
                    "\(name): lint's exit matches its errors")
            }
        }
        return codes
    }

    func journal() throws -> CLIHarness {
        var h = try CLIHarness()
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T21:00"
        try h.makeJournal()
        return h
    }

    func testEveryCorpusFileGivesDiagnosticsOrACleanPass() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        XCTAssertGreaterThanOrEqual(names.count, 100)
        var withFindings = 0
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
            let h = try journal()
            defer { h.remove() }
            if name.hasPrefix("habits-") {
                try h.write("habits.toml", bytes)
                try h.write("days/2026/2026-11-20.md", "## Timeline\n\n- 06:00-06:30 Morning Run\n")
            } else {
                try h.write("days/2026/2026-11-20.md", bytes)
            }
            let codes = try runAll(h, name, bytes: bytes.count)
            if !codes.isEmpty { withFindings += 1 }
            if name.hasPrefix("day-") {
                XCTAssertEqual(try h.read("days/2026/2026-11-20.md"), bytes, "\(name): fmt --check changed nothing")
            }
        }
        XCTAssertGreaterThan(withFindings, names.count / 2, "most of the corpus is reported")
    }

    func testBigInputs() throws {
        let (long, lines, entries) = (BigInputs.size(10_000_000), BigInputs.size(1_000_000), BigInputs.size(100_000))
        let line10MB = "## Timeline\n\n- 06:00-06:30 " + String(repeating: "x", count: long) + "\n"
        let million = "## Notes\n\n" + String(repeating: "a line of prose\n", count: lines)
        let identical = "## Timeline\n\n" + String(repeating: "- 06:00-06:30 Morning Run\n", count: entries)
        let crMillion = "## Notes\r" + String(repeating: "prose\r", count: lines)
        for (name, text) in [
            ("\(long) bytes on a line", line10MB), ("\(lines) lines", million),
            ("\(entries) identical entries", identical),
            ("\(lines) CR-only lines", crMillion),
        ] {
            let h = try journal()
            defer { h.remove() }
            try h.write("days/2026/2026-11-20.md", text)
            try runAll(h, name, bytes: text.utf8.count)
        }
        let h = try journal()
        defer { h.remove() }
        var habits = ""
        var k = 0
        while habits.utf8.count < long {
            habits +=
                "[habits.h\(k)]\nname = \"Habit \(k)\"\ndescription = \"\(String(repeating: "d", count: 150))\"\n\n"
            k += 1
        }
        try h.write("habits.toml", habits)
        try runAll(h, "\(long)-byte habits.toml", bytes: habits.utf8.count)
    }

    func testOddThingsInTheDaysFolder() throws {
        let h = try journal()
        defer { h.remove() }
        let fm = FileManager.default
        try fm.createDirectory(atPath: h.path("days/2026/2026-11-18.md"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(h.path("days/2026/2026-11-19.md"), 0o644), 0)
        try fm.createSymbolicLink(atPath: h.path("days/2026/2026-11-20.md"), withDestinationPath: h.path("nowhere.md"))
        try h.write("days/2026/2026-13-40.md", "## Timeline\n")
        try h.write("days/0000/0000-01-01.md", "## Timeline\n")
        try h.write("days/99999/99999-01-01.md", "## Timeline\n")
        try h.write("days/2026/2026-02-30.md", "## Timeline\n")
        let codes = try runAll(h, "odd files", bytes: 0)
        XCTAssertEqual(codes.filter { $0 == "unreadable-file" }.count, 3, "\(codes)")
        XCTAssertTrue(codes.contains("misplaced-file") || codes.contains("stray-file"), "\(codes)")
    }
}
