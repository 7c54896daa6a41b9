import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

final class LogCommandTests: XCTestCase {
    static let habits = """
        [journal]
        day_starts = "04:00"

        [habits.morning-run]
        name = "Morning Run"
        emoji = "🏃"
        duration = "30m"

        [habits.floss]
        name = "Floss"
        emoji = "🦷"

        [habits.walk]
        name = "Evening Walk"
        duration = "45m"

        """

    func harness(now: String = "2026-11-21T07:40") throws -> CLIHarness {
        var h = try CLIHarness()
        h.environment["DAWN_JOURNAL_NOW"] = now
        try h.write("habits.toml", Self.habits)
        return h
    }

    func testTimedHabitGoesOnTheTimelineSnapped() throws {
        let h = try harness()
        defer { h.remove() }
        let r = h.run(["log", "morning run", "--at", "05:52", "--for", "40m", "--note", "5k"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "2026-11-21  05:45-06:30  🏃 Morning Run  -- 5k\n")
        XCTAssertEqual(
            r.stderr,
            "note: 05:52 snapped to 05:45, the 15-minute grid\nnote: 40m rounded to 45m, whole slots of the 15-minute grid\n"
        )
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), "## Timeline\n\n- 05:45-06:30 🏃 Morning Run -- 5k\n")
        // Without --at it ends now (07:40 → the 07:30 slot boundary) and lasts the habit's duration.
        let now = h.run(["log", "morning-run"])
        XCTAssertEqual(now.stdout, "2026-11-21  07:00-07:30  🏃 Morning Run\n")
        XCTAssertEqual(now.stderr, "", "nothing was snapped")
        // The same again: nothing changes.
        let again = h.run(["log", "morning-run", "--at", "07:00"])
        XCTAssertEqual(again.code, 0)
        XCTAssertEqual(
            again.stdout, "2026-11-21  07:00-07:30  🏃 Morning Run  (already on the timeline, line 4: nothing written)\n"
        )
        // Inserted in start-time order.
        XCTAssertEqual(
            h.run(["log", "walk", "--at", "5:00", "--for", "10m"]).stdout, "2026-11-21  05:00-05:15  Evening Walk\n")
        XCTAssertEqual(
            try h.text("days/2026/2026-11-21.md"),
            "## Timeline\n\n- 05:00-05:15 Evening Walk\n- 05:45-06:30 🏃 Morning Run -- 5k\n- 07:00-07:30 🏃 Morning Run\n"
        )
        // Over another habit's entry: written, with lint's warning.
        let over = h.run(["log", "walk", "--at", "07:15"])
        XCTAssertEqual(over.code, 0)
        XCTAssertTrue(
            over.stderr.contains(
                "warning: 'Evening Walk' 07:15-08:00 overlaps 'Morning Run' on line 5 (07:00-07:30) [overlap]"),
            over.stderr)
    }

    func testCheckboxTickIsIdempotentAndFollowsHabitsOrder() throws {
        let h = try harness()
        defer { h.remove() }
        try h.write("days/2026/2026-11-21.md", "## Checklist\n\n- [ ] Evening Walk -- later\n")
        XCTAssertEqual(h.run(["log", "floss"]).stdout, "2026-11-21  [x]  🦷 Floss\n")
        let again = h.run(["log", "Floss"])
        XCTAssertEqual(again.code, 0)
        XCTAssertEqual(again.stdout, "2026-11-21  [x]  🦷 Floss  (already done)\n")
        XCTAssertEqual(h.run(["log", "walk", "--check"]).code, 0)
        // Floss comes before the walk in habits.toml; the walk's [ ] became [x], its note kept.
        XCTAssertEqual(
            try h.text("days/2026/2026-11-21.md"), "## Checklist\n\n- [x] 🦷 Floss\n- [x] Evening Walk -- later\n")
        // Once something is done, a tick goes after the last done item: the order done.
        XCTAssertEqual(h.run(["log", "morning-run", "--check"]).code, 0)
        XCTAssertEqual(
            try h.text("days/2026/2026-11-21.md"),
            "## Checklist\n\n- [x] 🦷 Floss\n- [x] Evening Walk -- later\n- [x] 🏃 Morning Run\n")
    }

    func testMidnightRolloverAndFuture() throws {
        let h = try harness(now: "2026-11-22T01:30")
        defer { h.remove() }
        // Before day_starts (04:00) a checkbox habit is ticked on yesterday's date.
        XCTAssertEqual(h.run(["log", "floss"]).stdout, "2026-11-21  [x]  🦷 Floss\n")
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), "## Checklist\n\n- [x] 🦷 Floss\n")
        // So is a timed one: the night after the 21st, written past 24:00.
        XCTAssertEqual(h.run(["log", "morning-run"]).stdout, "2026-11-21  25:00-25:30  🏃 Morning Run\n")
        XCTAssertEqual(
            h.run(["log", "morning-run", "--at", "23:00"]).stdout, "2026-11-21  23:00-23:30  🏃 Morning Run\n")
        // Future dates and starts are refused, and nothing is written.
        let future = h.run(["log", "floss", "--date", "2026-11-22"])
        XCTAssertEqual(future.code, 1)
        XCTAssertTrue(future.stderr.contains("can't log a future date"), future.stderr)
        let later = try harness(now: "2026-11-21T07:40")
        defer { later.remove() }
        let r = later.run(["log", "morning-run", "--at", "08:00"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.stderr.contains("later than now"), r.stderr)
        XCTAssertNil(try? later.read("days/2026/2026-11-21.md"))
        XCTAssertEqual(later.run(["log", "floss", "--date", "tomorrow"]).code, 1, "a date, in the future: refused")
        XCTAssertEqual(later.run(["log", "floss", "--date", "tomorow"]).code, 64)
    }

    func testDateForms() throws {
        let h = try harness()
        defer { h.remove() }
        XCTAssertEqual(h.run(["log", "floss", "--date", "yesterday"]).stdout, "2026-11-20  [x]  🦷 Floss\n")
        XCTAssertEqual(h.run(["log", "floss", "--date", "-3"]).stdout, "2026-11-18  [x]  🦷 Floss\n")
        XCTAssertEqual(h.run(["log", "floss", "--date", "2026-10-01"]).stdout, "2026-10-01  [x]  🦷 Floss\n")
        let noTime = h.run(["log", "morning-run", "--date", "yesterday"])
        XCTAssertEqual(noTime.code, 1)
        XCTAssertTrue(noTime.stderr.contains("--at"), noTime.stderr)
        XCTAssertEqual(
            h.run(["log", "morning-run", "--date", "yesterday", "--at", "18:00"]).stdout,
            "2026-11-20  18:00-18:30  🏃 Morning Run\n")
    }

    func testRefusalsWriteNothing() throws {
        let h = try harness()
        defer { h.remove() }
        let unknown = h.run(["log", "Mornin Run"])
        XCTAssertEqual(unknown.code, 1)
        XCTAssertEqual(
            unknown.stderr, "Error: no habit named 'Mornin Run'; did you mean 'Morning Run'? Nothing was written.\n")
        let broken: [UInt8] = Array("## Timeline\r\n- 35:00-36:00 Morning Run\r\n".utf8)
        try h.write("days/2026/2026-11-21.md", broken)
        let r = h.run(["log", "floss"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.stderr.hasPrefix("Error: days/2026/2026-11-21.md:2:3: invalid time '35:00'"), r.stderr)
        XCTAssertEqual(try h.read("days/2026/2026-11-21.md"), broken)
        XCTAssertEqual(h.run(["log"]).code, 64)
        XCTAssertEqual(h.run(["log", "floss", "--note", "two\nlines"]).code, 64)
        XCTAssertEqual(h.run(["log", "floss", "--at", "35:00"]).code, 64)
        XCTAssertEqual(h.run(["log", "floss", "--at", "06:00"]).code, 64, "--at is for timed habits")
        XCTAssertEqual(h.run(["log", "morning-run", "--for", "forever"]).code, 64)
        XCTAssertEqual(
            h.run(["log", "morning-run", "--at", "23:45", "--date", "yesterday", "--for", "1h"]).code, 0,
            "across midnight")
        XCTAssertEqual(
            h.run(["log", "morning-run", "--at", "23:45", "--date", "-2", "--for", "5h"]).code, 1,
            "past the night's end, 28:00")
    }

    func testJSONOutput() throws {
        let h = try harness()
        defer { h.remove() }
        let r = h.run(["log", "morning-run", "--at", "6:30", "--json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["date"] as? String, "2026-11-21")
        XCTAssertEqual(object["habit"] as? String, "morning-run")
        XCTAssertEqual(object["start"] as? String, "06:30")
        XCTAssertEqual(object["end"] as? String, "07:00")
        XCTAssertEqual(object["minutes"] as? Int, 30)
    }

    func testUnlog() throws {
        let h = try harness()
        defer { h.remove() }
        h.run(["log", "walk", "--at", "06:00"])
        h.run(["log", "walk", "--at", "07:00"])
        h.run(["log", "floss"])
        let ambiguous = h.run(["unlog", "walk"])
        XCTAssertEqual(ambiguous.code, 1)
        XCTAssertTrue(
            ambiguous.stderr.contains("has 2 entries on 2026-11-21 (06:00, 07:00); say which with --at"),
            ambiguous.stderr)
        XCTAssertEqual(
            h.run(["unlog", "walk", "--at", "7:00"]).stdout, "2026-11-21  07:00-07:45  Evening Walk  removed\n")
        XCTAssertEqual(h.run(["unlog", "walk"]).code, 0)
        XCTAssertEqual(h.run(["unlog", "floss"]).code, 0)
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), "", "emptied sections go with their last line")
        let nothing = h.run(["unlog", "floss"])
        XCTAssertEqual(nothing.code, 0)
        XCTAssertEqual(nothing.stdout, "Nothing to unlog: 'Floss' is not logged on 2026-11-21.\n")
        // An item with a note is unticked, not removed: the note stays.
        try h.write("days/2026/2026-11-20.md", "## Checklist\n- [x] Floss -- after dinner\n")
        XCTAssertEqual(h.run(["unlog", "floss", "--date", "yesterday"]).code, 0)
        XCTAssertEqual(try h.text("days/2026/2026-11-20.md"), "## Checklist\n- [ ] Floss -- after dinner\n")
    }

    /// log inserts exactly one line and unlog removes exactly it: every other byte stays.
    func testLogThenUnlogGivesBackIdenticalBytes() throws {
        let files: [String] = [
            "+++\r\nmood = 3\r\n+++\r\n\r\n# Saturday  \r\n\r\nFelt good.   \r\n\r\n##   timeline\r\n\r\n*   06:30 +30m   Morning Run  -- note \r\n- 18:00-18:30 Morning Run\r\n\r\n## Notes\r\n\r\n- free text\r\n",
            "Notes first\n\n## Timeline\n- 9:00-9:30 Morning Run\n\n\n## checklist\n+ [ ] Evening Walk\n```\n## Timeline\n```\ntrailing line without newline",
            "## Checklist\n\n- [-] Evening Walk\n",
            "\u{FEFF}# Only prose\r\n\r\nNo sections at all.\r\n",
        ]
        for (n, text) in files.enumerated() {
            let h = try harness()
            defer { h.remove() }
            let original = Array(text.utf8)
            try h.write("days/2026/2026-11-21.md", original)
            for (habit, extra, section) in [
                ("morning-run", ["--at", "05:00"], "timeline"), ("floss", [], "checklist"),
            ] {
                let before = try h.read("days/2026/2026-11-21.md")
                let sectionExists =
                    String(decoding: before, as: UTF8.self).lowercased().contains("## " + section)
                    || String(decoding: before, as: UTF8.self).lowercased().contains("##   " + section)
                XCTAssertEqual(h.run(["log", habit] + extra).code, 0, "file \(n)")
                let logged = try h.read("days/2026/2026-11-21.md")
                let old = RawLines(before)
                var lines = RawLines(logged)
                if sectionExists {
                    // Exactly one inserted line: removing it gives the original lines back.
                    XCTAssertEqual(lines.count, old.count + 1, "file \(n), \(habit)")
                    let inserted = (0..<lines.count).first { k in k >= old.count || lines.contents[k] != old.contents[k]
                    }!
                    XCTAssertTrue(lines.text(inserted).hasPrefix("- "), "file \(n)")
                    if text.contains("\r\n") {
                        XCTAssertEqual(
                            lines.endings[inserted], [0x0D, 0x0A], "file \(n): the new line takes the file's ending")
                    }
                    lines.remove(at: inserted)
                    XCTAssertEqual(lines.contents, old.contents, "file \(n), \(habit)")
                } else {
                    // A new section: every old line is still there, in order.
                    var k = 0
                    for line in lines.contents where k < old.count && line == old.contents[k] { k += 1 }
                    XCTAssertEqual(k, old.count, "file \(n), \(habit): old lines kept in order")
                }
                XCTAssertEqual(h.run(["unlog", habit] + extra).code, 0, "file \(n)")
                let back = try h.read("days/2026/2026-11-21.md")
                if sectionExists {
                    XCTAssertEqual(back, before, "file \(n), \(habit): log then unlog must give back the same bytes")
                }
                h.run(["log", habit] + extra) // leave it logged, so the next habit sees both sections
            }
        }
    }
}
