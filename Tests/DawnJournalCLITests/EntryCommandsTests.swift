import DawnJournal
import Foundation
import XCTest
@testable import DawnJournalCLI

/// Entry commands on a copy of samples/demo (now: 2026-11-21 07:30): `unlog --at HH:MM-HH:MM`.
final class EntryCommandsTests: XCTestCase {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples/demo")
    static let thursday = "days/2026/2026-11-19.md"

    func demoCopy() throws -> CLIHarness {
        var h = try CLIHarness()
        try FileManager.default.copyItem(at: Self.demo, to: h.root.appendingPathComponent("demo"))
        h.environment["DAWN_JOURNAL"] = h.path("demo")
        return h
    }

    func lines(_ h: CLIHarness) throws -> [String] {
        try h.text("demo/" + Self.thursday).components(separatedBy: "\n")
    }

    /// The lines that differ, as (before, after); the files keep their number of lines.
    func changed(_ before: [String], _ after: [String]) -> [String] {
        XCTAssertEqual(before.count, after.count)
        return zip(before, after).filter { $0 != $1 }.flatMap { [$0.0, $0.1] }
    }

    func testUnlogOneOfTwoEntriesStartingTogether() throws {
        let h = try demoCopy()
        defer { h.remove() }
        XCTAssertEqual(h.run(["log", "Morning Run", "--at", "7:00"]).code, 0)
        XCTAssertEqual(h.run(["log", "Morning Run", "--at", "7:00", "--for", "1h"]).code, 0)
        XCTAssertEqual(h.run(["unlog", "Morning Run", "--at", "07:00"]).code, 1)
        let r = h.run(["unlog", "Morning Run", "--at", "07:00-08:00"])
        XCTAssertEqual(r.stdout, "2026-11-21  07:00-08:00  🏃 Morning Run  removed\n")
        XCTAssertEqual(h.run(["unlog", "Morning Run"]).stdout, "2026-11-21  07:00-07:30  🏃 Morning Run  removed\n")
    }
}
