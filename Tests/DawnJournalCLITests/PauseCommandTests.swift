import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// `habit archive` / `habit unarchive` as pauses, on a copy of samples/demo at 2026-11-21 21:00
/// (the README's clock), and a future day's list (issue 24, items 2 and 3).
final class PauseCommandTests: XCTestCase {
    func demoCopy() throws -> CLIHarness {
        var h = try CLIHarness()
        try FileManager.default.copyItem(at: EntryCommandsTests.demo, to: h.root.appendingPathComponent("demo"))
        h.environment["DAWN_JOURNAL"] = h.path("demo")
        h.now = LocalDateTime("2026-11-21T21:00")!
        return h
    }

    /// Overall done and due of `summary --json`'s 30-day window.
    func overall(_ h: CLIHarness) throws -> (done: Int, due: Int) {
        let r = h.run(["summary", "--json"])
        XCTAssertEqual(r.code, 0, r.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let overall = json["overall"] as! [String: Any]
        return (overall["done"] as! Int, overall["due"] as! Int)
    }

    /// The demo's window is 2026-10-23 … 2026-11-21: 192 of 268 (README). Spanish was archived
    /// on 2026-10-15. Un-archived today, its pause runs 10-15 … 11-20 and holds every day of
    /// the window but today, which is pending (not done yet): still 192 of 268, where a plain
    /// un-archive turned its 29 days 10-23 … 11-20 into misses (192 of 268 + 29 = 297, 65%).
    /// Logged today: 193 of 269.
    func testUnarchivingSpanishKeepsTheDemosNumbers() throws {
        let h = try demoCopy()
        defer { h.remove() }
        let before = try overall(h)
        XCTAssertEqual(before.done, 192)
        XCTAssertEqual(before.due, 268)
        let r = h.run(["habit", "unarchive", "spanish"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(
            r.stdout,
            "Unarchived Spanish: it counts again from today; its pause from 2026-10-15 to 2026-11-20 stays, not counted.\n"
        )
        let toml = try h.text("demo/habits.toml")
        XCTAssertTrue(
            toml.contains(
                "since = 2026-08-24\n# the trip is over\npauses = [{ from = 2026-10-15, to = 2026-11-20 }]\n\n[habits.guitar]"
            ))
        XCTAssertFalse(toml.contains("archived"))
        let after = try overall(h)
        XCTAssertEqual(after.done, 192)
        XCTAssertEqual(after.due, 268)
        XCTAssertEqual(h.run(["lint"]).code, 0)
        let logged = h.run(["log", "spanish"])
        XCTAssertEqual(logged.code, 0, logged.stderr)
        let done = try overall(h)
        XCTAssertEqual(done.done, 193)
        XCTAssertEqual(done.due, 269)
        // History: today done, the pause's days not applicable.
        let history = h.run(["history", "--days", "3", "--color", "never"])
        XCTAssertTrue(history.stdout.contains("Spanish        ●  ·  ·\n"), history.stdout)
    }

    /// Tomorrow, Sunday 2026-11-22: Deep Work (Mon–Fri) is not listed, nor Guitar (3 of 3 this
    /// week already); the eight daily habits are. Spanish is archived.
    /// Issue 34, item 2: Spanish, un-archived today, has a pause from 2026-10-15 to 2026-11-20.
    /// Archiving it inside that pause, or before it, is refused with a sentence naming the pause
    /// and writes nothing; the day after it, it is archived, and un-archiving leaves lint quiet.
    func testArchiveInsideOrBeforeAPastPauseIsRefused() throws {
        let h = try demoCopy()
        defer { h.remove() }
        XCTAssertEqual(h.run(["habit", "unarchive", "spanish"]).code, 0)
        let paused = try h.read("demo/habits.toml")
        for (date, relation) in [
            ("2026-11-01", "lies in"), ("2026-10-15", "lies in"), ("2026-11-20", "lies in"),
            ("2026-10-01", "comes before"),
        ] {
            let r = h.run(["habit", "archive", "spanish", "--on", date])
            XCTAssertEqual(r.code, 1, date)
            XCTAssertEqual(r.stdout, "", date)
            XCTAssertEqual(
                r.stderr,
                "Error: \(date) \(relation) the pause of 'Spanish' from 2026-10-15 to 2026-11-20, whose days are not counted already; archive it on 2026-11-21 or later\n",
                date)
            XCTAssertEqual(try h.read("demo/habits.toml"), paused, "\(date): habits.toml untouched")
        }
        XCTAssertEqual(h.run(["lint"]).stdout.contains("pause-overlap"), false)
        let today = h.run(["habit", "archive", "spanish", "--on", "2026-11-21"])
        XCTAssertEqual(today.code, 0, today.stderr)
        XCTAssertEqual(h.run(["habit", "unarchive", "spanish"]).code, 0)
        let lint = h.run(["lint"])
        XCTAssertEqual(lint.code, 0, lint.stdout)
        XCTAssertFalse(lint.stdout.contains("pause-overlap"), lint.stdout)
        XCTAssertTrue(
            try h.text("demo/habits.toml").contains("pauses = [{ from = 2026-10-15, to = 2026-11-20 }]\n"),
            "archived and un-archived today: no second pause")
    }

    /// An `archived` written by hand inside a pause (lint warns): un-archiving joins the two
    /// pauses into one, and the warning is gone.
    func testUnarchiveJoinsAPauseItOverlaps() throws {
        let h = try demoCopy()
        defer { h.remove() }
        XCTAssertEqual(h.run(["habit", "unarchive", "spanish"]).code, 0)
        let toml = try h.text("demo/habits.toml").replacingOccurrences(
            of: "pauses = [{ from = 2026-10-15, to = 2026-11-20 }]\n",
            with: "pauses = [{ from = 2026-10-15, to = 2026-11-20 }]\narchived = 2026-11-10\n")
        try h.write("demo/habits.toml", toml)
        XCTAssertTrue(h.run(["lint"]).stdout.contains("pause-overlap"))
        let r = h.run(["habit", "unarchive", "spanish"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertTrue(try h.text("demo/habits.toml").contains("pauses = [{ from = 2026-10-15, to = 2026-11-20 }]\n"))
        let lint = h.run(["lint"])
        XCTAssertEqual(lint.code, 0, lint.stdout)
        XCTAssertFalse(lint.stdout.contains("pause-overlap"), lint.stdout)
    }

    func testAFutureSundayListsOnlyTheHabitsDueThen() throws {
        let h = try demoCopy()
        defer { h.remove() }
        let r = h.run(["day", "2026-11-22", "--color", "never"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertFalse(r.stdout.contains("Deep Work"), r.stdout)
        XCTAssertFalse(r.stdout.contains("Guitar"), r.stdout)
        for name in ["Morning Run", "Meditate", "Evening Walk", "Read", "Floss", "Journal", "Drink Water", "Coffee"] {
            XCTAssertTrue(r.stdout.contains(name), name)
        }
        let monday = h.run(["day", "2026-11-23", "--color", "never"])
        XCTAssertTrue(monday.stdout.contains("Deep Work"), monday.stdout)
        XCTAssertTrue(monday.stdout.contains("Guitar"), "a new week: 0 of 3")
    }

    /// A line written ahead for later today shows as planned and counts for nothing yet.
    func testAnEntryForLaterTodayIsPlanned() throws {
        let h = try demoCopy()
        defer { h.remove() }
        let path = "demo/days/2026/2026-11-21.md"
        let text = try h.text(path).replacingOccurrences(
            of: "## Timeline\n\n", with: "## Timeline\n\n- 23:00-23:30 📚 Read\n")
        try h.write(path, text)
        let r = h.run(["day", "--color", "never"])
        XCTAssertTrue(r.stdout.contains("23:00 │ ┆┆ 📚 Read  23:00-23:30 planned\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  [ ] 📚 Read\n"), "not done until 23:00")
    }

    /// `habit add Stretch --target 10/month` on Monday 16 November, logged once: the month's
    /// need is ⌈10 × 15 ÷ 30⌉ = 5, and the line says so within 80 columns.
    func testAMonthlyTargetAddedMidMonthCountsItsPartialMonth() throws {
        var h = try CLIHarness()
        defer { h.remove() }
        h.now = LocalDateTime("2026-11-16T09:00")!
        XCTAssertEqual(h.run(["init"]).code, 0)
        XCTAssertEqual(h.run(["habit", "add", "Stretch", "--target", "10/month"]).code, 0)
        XCTAssertEqual(h.run(["log", "stretch"]).code, 0)
        h.environment["COLUMNS"] = "80"
        let r = h.run(["day", "--color", "never"])
        XCTAssertTrue(r.stdout.contains("[x] Stretch · 1 of 5 this month, a partial month\n"), r.stdout)
        for line in r.stdout.split(separator: "\n") { XCTAssertLessThanOrEqual(DisplayWidth.of(String(line)), 80) }
        let history = h.run(["history", "--days", "3", "--color", "never"])
        let row = history.stdout.split(separator: "\n").first { $0.hasPrefix("Stretch") }
        XCTAssertEqual(row?.hasSuffix("●  ·  ·"), true, history.stdout)
    }
}
