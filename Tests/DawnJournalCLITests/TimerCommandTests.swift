import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// `start` and `stop` on a copy of samples/demo (Saturday 2026-11-21, whose timeline holds
/// 07:30-07:45 Meditate): what they write, say and exit with.
final class TimerCommandTests: XCTestCase {
    static let day = "demo/days/2026/2026-11-21.md"

    func demoCopy(at now: String) throws -> CLIHarness {
        var h = try CLIHarness()
        try FileManager.default.copyItem(at: EntryCommandsTests.demo, to: h.root.appendingPathComponent("demo"))
        h.environment["DAWN_JOURNAL"] = h.path("demo")
        h.now = LocalDateTime(now)!
        return h
    }

    func timeline(_ h: CLIHarness) throws -> [String] {
        try h.text(Self.day).components(separatedBy: "\n").filter { $0.hasPrefix("- ") && !$0.hasPrefix("- [") }
    }

    func testStartThenSwitchThenStop() throws {
        var h = try demoCopy(at: "2026-11-21T09:05")
        defer { h.remove() }
        let started = h.run(["start", "read"])
        XCTAssertEqual(started.code, 0, started.stderr)
        XCTAssertEqual(started.stdout, "2026-11-21  09:00-  📚 Read  (started)\n")
        XCTAssertEqual(started.stderr, "")
        XCTAssertEqual(try timeline(h), ["- 07:30-07:45 🧘🏽 Meditate", "- 09:00- 📚 Read"])
        h.now = LocalDateTime("2026-11-21T10:10")!
        let switched = h.run(["start", "Deep Work", "--at", "10:05"])
        XCTAssertEqual(switched.code, 0, switched.stderr)
        XCTAssertEqual(switched.stderr, "note: 10:05 snapped to 10:00, the 15-minute grid\n")
        XCTAssertEqual(
            switched.stdout,
            "2026-11-21  09:00-10:00  📚 Read  (stopped)\n2026-11-21  10:00-  💻 Deep Work  (started)\n")
        h.now = LocalDateTime("2026-11-21T11:20")!
        let stopped = h.run(["stop", "--at", "11:08"])
        XCTAssertEqual(stopped.code, 0, stopped.stderr)
        XCTAssertEqual(stopped.stdout, "2026-11-21  10:00-11:15  💻 Deep Work  (stopped)\n")
        XCTAssertEqual(
            stopped.stderr,
            "note: 11:08 rounded to 11:15, the nearest boundary of the 15-minute grid at least one slot after the start\n"
        )
        XCTAssertEqual(
            try timeline(h), ["- 07:30-07:45 🧘🏽 Meditate", "- 09:00-10:00 📚 Read", "- 10:00-11:15 💻 Deep Work"])
        XCTAssertEqual(h.run(["lint", "--journal", h.path("demo")]).code, 0)
    }

    func testJSON() throws {
        let h = try demoCopy(at: "2026-11-21T09:05")
        defer { h.remove() }
        func object(_ r: CLIHarness.Result) throws -> NSDictionary {
            XCTAssertEqual(r.code, 0, r.stderr)
            return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? NSDictionary)
        }
        let started = try object(h.run(["start", "read", "--json"]))
        XCTAssertEqual(started["start"] as? String, "09:00")
        XCTAssertEqual(started["running"] as? Bool, true)
        XCTAssertTrue(started["end"] is NSNull)
        XCTAssertEqual(started["changed"] as? Bool, true)
        let stopped = try object(h.run(["stop", "read", "--json"]))
        let entries = try XCTUnwrap(stopped["stopped"] as? [NSDictionary])
        XCTAssertEqual(entries.map { $0["end"] as? String }, ["09:15"])
        XCTAssertEqual(entries.map { $0["minutes"] as? Int }, [15])
        XCTAssertEqual(stopped["path"] as? String, "days/2026/2026-11-21.md")
    }

    /// `day --json` gives a running entry's minutes so far on today, none on a past day:
    /// COUNTING.md's timer across midnight, `- 23:30- 📚 Read` on Saturday, is 90 minutes at
    /// 01:00 (before day_starts, still Saturday) and 0 at noon on Sunday.
    func testDayJSONCountsARunningEntryUpToNow() throws {
        var h = try demoCopy(at: "2026-11-21T23:40")
        defer { h.remove() }
        XCTAssertEqual(h.run(["start", "read", "--at", "23:30"]).code, 0)
        func read(_ args: [String]) throws -> [Any?] {
            let r = h.run(args + ["--json"])
            XCTAssertEqual(r.code, 0, r.stderr)
            let day = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? NSDictionary)
            let entries = try XCTUnwrap(day["entries"] as? [NSDictionary])
            return entries.filter { $0["habit"] as? String == "read" }.flatMap {
                [$0["start"], $0["end"] is NSNull ? "null" : $0["end"], $0["minutes"], $0["running"]]
            }
        }
        h.now = LocalDateTime("2026-11-22T01:00")!
        XCTAssertEqual(try read(["day"]) as? [AnyHashable], ["23:30", "null", 90, true])
        h.now = LocalDateTime("2026-11-22T12:00")!
        XCTAssertEqual(try read(["day", "2026-11-21"]) as? [AnyHashable], ["23:30", "null", 0, true])
    }

    /// A running entry left on an earlier day is not stopped from today; `resize --until`
    /// writes its end (RULES.md's `still-running`).
    func testAnEarlierDaysRunningEntryIsClosedByResize() throws {
        let h = try demoCopy(at: "2026-11-21T09:05")
        defer { h.remove() }
        let thursday = "demo/days/2026/2026-11-19.md"
        try h.write(thursday, try h.text(thursday) + "\n## Timeline\n\n- 14:00- 📚 Read\n")
        XCTAssertEqual(h.run(["stop", "read"]).code, 1, "not today's")
        let r = h.run(["resize", "read", "--date", "2026-11-19", "--at", "14:00", "--until", "15:00"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "2026-11-19  14:00-15:00  📚 Read  (resized from 14:00- running)\n")
        XCTAssertTrue(try h.text(thursday).hasSuffix("\n- 14:00-15:00 📚 Read\n"))
    }

    func testRefusalsExitOneAndUsageErrorsSixtyFour() throws {
        let h = try demoCopy(at: "2026-11-21T09:05")
        defer { h.remove() }
        let before = try h.read(Self.day)
        for (args, code, message) in [
            (["stop"], Int32(1), "Error: nothing is running on 2026-11-21\n"),
            (
                ["start", "floss"], 1,
                "Error: 'Floss' is a checkbox habit, ticked in the checklist: a timer is for a timed habit (tick it with 'dawn-journal log floss')\n"
            ),
            (
                ["start", "read", "--date", "yesterday", "--at", "9:00"], 1,
                "Error: a timer runs on today (2026-11-21), not on 2026-11-20; put time on 2026-11-20 with 'dawn-journal log HABIT --date 2026-11-20 --at HH:MM --for DURATION'\n"
            ),
            (["start"], 64, "Error: missing HABIT\n"),
            (["stop", "--at", "9"], 64, nil),
            (["start", "read", "--for", "1h"], 64, nil),
        ] as [([String], Int32, String?)] {
            let r = h.run(args)
            XCTAssertEqual(r.code, code, "\(args) \(r.stderr)")
            XCTAssertEqual(r.stdout, "", "\(args)")
            if let message { XCTAssertTrue(r.stderr.hasPrefix(message), "\(args): \(r.stderr)") }
        }
        XCTAssertEqual(try h.read(Self.day), before, "nothing written")
        for command in ["start", "stop"] {
            let help = h.run([command, "--help"])
            XCTAssertEqual(help.code, 0)
            XCTAssertTrue(help.stdout.contains("dawn-journal \(command) "), help.stdout)
        }
    }
}
