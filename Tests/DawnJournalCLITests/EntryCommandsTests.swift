import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// `move`, `resize` and `toggle` on a copy of samples/demo (now: 2026-11-21 07:30), and
/// `unlog --at HH:MM-HH:MM`.
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

    func testMoveARealEntryChangesExactlyItsLine() throws {
        let h = try demoCopy()
        defer { h.remove() }
        let before = try lines(h)
        let r = h.run(["move", "Morning Run", "--date", "2026-11-19", "--at", "6:15", "--to", "6:50"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stderr, "note: 06:50 snapped to 06:45, the 15-minute grid\n")
        XCTAssertEqual(
            r.stdout, "2026-11-19  06:45-07:15  🏃 Morning Run  -- intervals in the park  (moved from 06:15-06:45)\n")
        XCTAssertEqual(
            changed(before, try lines(h)),
            [
                "- 06:15-06:45 🏃 Morning Run -- intervals in the park",
                "- 06:45-07:15 🏃 Morning Run -- intervals in the park",
            ])
        // Onto Meditate (07:30-07:45): written, with lint's warning.
        let onto = h.run([
            "move", "morning-run", "--date", "2026-11-19", "--at", "6:45", "--to", "7:15", "--color", "never",
        ])
        XCTAssertEqual(onto.code, 0, onto.stderr)
        XCTAssertTrue(onto.stderr.contains("[overlap]"), onto.stderr)
        XCTAssertEqual(
            changed(before, try lines(h)),
            [
                "- 06:15-06:45 🏃 Morning Run -- intervals in the park",
                "- 07:15-07:45 🏃 Morning Run -- intervals in the park",
            ])
    }

    func testResizeARealEntryChangesExactlyItsLine() throws {
        let h = try demoCopy()
        defer { h.remove() }
        let before = try lines(h)
        let r = h.run(["resize", "deep work", "--date", "2026-11-19", "--at", "14:15", "--for", "1h30m", "--json"])
        XCTAssertEqual(r.code, 0, r.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["start"] as? String, "14:15")
        XCTAssertEqual(object["end"] as? String, "15:45")
        XCTAssertEqual(object["minutes"] as? Int, 90)
        XCTAssertEqual((object["from"] as? [String: Any])?["end"] as? String, "15:15")
        XCTAssertEqual(object["note"] as? String, "draft of the report")
        XCTAssertEqual(
            changed(before, try lines(h)),
            [
                "- 14:15-15:15 💻 Deep Work -- draft of the report",
                "- 14:15-15:45 💻 Deep Work -- draft of the report",
            ])
        // Read 21:30-22:15 until 1:00 the night after: 25:00.
        XCTAssertEqual(
            h.run(["resize", "read", "--date", "2026-11-19", "--at", "21:30", "--until", "1:00"]).stdout,
            "2026-11-19  21:30-25:00  📚 Read  -- finished the book  (resized from 21:30-22:15)\n")
        // Past the night's end (04:00 + 24:00): refused, nothing written.
        let after = try h.read("demo/" + Self.thursday)
        let past = h.run(["resize", "read", "--date", "2026-11-19", "--at", "21:30", "--until", "4:15"])
        XCTAssertEqual(past.code, 1)
        XCTAssertEqual(try h.read("demo/" + Self.thursday), after)
    }

    func testToggleEachStateAndBack() throws {
        let h = try demoCopy()
        defer { h.remove() }
        let original = try h.read("demo/" + Self.thursday)
        XCTAssertEqual(h.run(["toggle", "floss", "--date", "2026-11-19"]).stdout, "2026-11-19  [x]  🦷 Floss  ticked\n")
        XCTAssertTrue(try h.text("demo/" + Self.thursday).contains("\n- [x] 🦷 Floss\n"))
        XCTAssertEqual(
            h.run(["toggle", "floss", "--date", "2026-11-19"]).stdout, "2026-11-19  [ ]  🦷 Floss  unticked\n")
        // Two toggles give the file's meaning back; the line stays where the tick put it, after
        // the last done item (the order things were done in).
        let moved = String(decoding: original, as: UTF8.self).replacingOccurrences(of: "- [ ] 🦷 Floss\n", with: "")
        XCTAssertEqual(try h.text("demo/" + Self.thursday), moved + "- [ ] 🦷 Floss\n", "two toggles")
        let json = h.run(["toggle", "journal", "--date", "2026-11-19", "--json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["from"] as? String, "done")
        XCTAssertEqual(object["state"] as? String, "not-done")
        let amount = h.run(["toggle", "water", "--date", "2026-11-19"])
        XCTAssertEqual(amount.code, 1)
        XCTAssertEqual(h.run(["toggle", "floss", "--date", "tomorrow"]).code, 1)
    }

    func testUsageErrorsAndRefusals() throws {
        let h = try demoCopy()
        defer { h.remove() }
        XCTAssertEqual(h.run(["move", "read", "--at", "21:30"]).code, 64, "no --to")
        XCTAssertEqual(h.run(["move", "read", "--to", "21:30"]).code, 64, "no --at")
        XCTAssertEqual(h.run(["move", "read", "--at", "21:30-xx", "--to", "22:00"]).code, 64)
        XCTAssertEqual(h.run(["resize", "read", "--at", "21:30"]).code, 64, "no length")
        XCTAssertEqual(h.run(["resize", "read", "--at", "21:30", "--for", "1h", "--until", "23:00"]).code, 64)
        XCTAssertEqual(h.run(["resize", "read", "--at", "21:30", "--for", "long"]).code, 64)
        let future = h.run(["move", "meditate", "--at", "7:30", "--to", "8:00"])
        XCTAssertEqual(future.code, 1)
        XCTAssertTrue(future.stderr.contains("can't move an entry to later than now"), future.stderr)
        let missing = h.run(["move", "read", "--date", "2026-11-19", "--at", "20:00", "--to", "19:00"])
        XCTAssertEqual(missing.code, 1)
        XCTAssertTrue(
            missing.stderr.contains("'Read' has no entry at 20:00 on 2026-11-19 (it has 21:30-22:15)"), missing.stderr)
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
