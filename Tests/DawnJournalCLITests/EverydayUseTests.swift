import DawnJournal
import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 12's everyday use, the parts of views and dates: dates everywhere, views that are
/// never silent about what they could not use.
final class EverydayUseTests: XCTestCase {
    /// habits.toml, with the invalid setting's place marked.
    static let habits = MarkedText(
        """
        [journal]
        «»week_starts = "mondy"

        [habits.run]
        name = "Morning Run"
        duration = "30m"
        since = 2026-11-01

        [habits.floss]
        name = "Floss"
        since = 2026-11-01

        """)

    func journal() throws -> CLIHarness {
        let h = try CLIHarness()
        try h.write("habits.toml", Self.habits.text)
        return h
    }

    /// `-N`, `+N`, `tomorrow` wherever a date is taken; a future date is viewed, never logged.
    func testDatesEverywhere() throws {
        let h = try journal()
        defer { h.remove() }
        XCTAssertEqual(DateChoice("+3"), .daysAhead(3))
        XCTAssertEqual(DateChoice("tomorrow"), .daysAhead(1))
        XCTAssertEqual(DateChoice("Yesterday"), .daysAgo(1))
        XCTAssertNil(DateChoice("+"))
        XCTAssertNil(DateChoice("-1x"))
        XCTAssertNil(DateChoice("+123456"))
        XCTAssertEqual(DateChoice("+2")?.resolved(today: LocalDate("2026-11-21")!), LocalDate("2026-11-23"))
        XCTAssertTrue(h.run(["day", "tomorrow"]).stdout.hasPrefix("Sunday 2026-11-22"))
        XCTAssertTrue(h.run(["day", "+2"]).stdout.hasPrefix("Monday 2026-11-23"))
        XCTAssertTrue(h.run(["day", "-1"]).stdout.hasPrefix("Friday 2026-11-20"), "-1 is a date, not an option")
        XCTAssertTrue(h.run(["week", "-7"]).stdout.hasPrefix("Week of 2026-11-09"))
        XCTAssertTrue(h.run(["week", "+7", "--json"]).stdout.contains("2026-11-23"))
        XCTAssertTrue(h.run(["history", "--days", "7", "--to", "tomorrow", "--json"]).stdout.contains("2026-11-22"))
        let future = h.run(["log", "floss", "--date", "tomorrow"])
        XCTAssertEqual(future.code, 1)
        XCTAssertTrue(future.stderr.contains("can't log a future date"), future.stderr)
    }

    /// Broken lines and unknown habits are left out of every count, and said so on stderr
    /// (with the count in JSON); an invalid setting is reported, not ignored.
    func testViewsAreNeverSilent() throws {
        let h = try journal()
        defer { h.remove() }
        try h.write("days/2026/2026-11-21.md", "## Timeline\n\n- 7:5-7:35 Morning Run\n\n## Checklist\n\n- [x] Flos\n")
        let today = h.run(["today"])
        XCTAssertEqual(today.code, 0)
        XCTAssertTrue(today.stdout.contains("0 of 2 completed"), today.stdout)
        XCTAssertTrue(
            today.stderr.contains(
                "Warning: 2 lines in days/2026/2026-11-21.md were not understood or name no habit, and are left out; see 'dawn-journal lint'"
            ), today.stderr)
        XCTAssertTrue(
            today.stderr.contains(
                "habits.toml:\(Self.habits.range): week_starts 'mondy' is not a weekday [bad-week-starts]"),
            today.stderr)
        let json =
            try JSONSerialization.jsonObject(with: Data(h.run(["today", "--json"]).stdout.utf8)) as! [String: Any]
        XCTAssertEqual(json["problems"] as? Int, 2)
        XCTAssertEqual(json["done"] as? Int, 0, "an unknown habit is never counted as done")
        let item = (json["checklist"] as! [[String: Any]]).first!
        XCTAssertEqual(item["unknown"] as? Bool, true)
        for view in [["summary", "--json"], ["history", "--json"], ["week", "--json"], ["habit", "list", "--json"]] {
            let r = h.run(view)
            let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
            XCTAssertNotNil(object["problems"], view.joined(separator: " "))
            XCTAssertTrue(r.stderr.contains("bad-week-starts"), view.joined(separator: " "))
        }
        // A file outside the window is not counted in its problems.
        let before = h.run(["summary", "--to", "2026-11-20", "--json"]).stdout
        XCTAssertTrue(before.contains("\"problems\": 0"), before)
    }

    /// `edit`: a missing day starts from a template (due habits unticked), an unchanged
    /// template is removed again, and what was saved is linted.
    func testEditOpensTheDayAndChecksIt() throws {
        var h = try journal()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            "[habits.run]\nname = \"Morning Run\"\nduration = \"30m\"\nsince = 2026-11-01\n\n[habits.floss]\nname = \"Floss\"\nsince = 2026-11-01\n"
        )
        h.environment = ["EDITOR": "true", "PATH": "/usr/bin:/bin"]
        let unchanged = h.run(["edit"])
        XCTAssertEqual(unchanged.code, 0, unchanged.stderr)
        XCTAssertEqual(unchanged.stdout, "days/2026/2026-11-21.md: unchanged; the new file was removed.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: h.path("days/2026/2026-11-21.md")))
        // The editor sees the template, and its additions are linted: VISUAL wins over EDITOR.
        h.environment["VISUAL"] = "cp \"$1\" \"$1.seen\"; printf '%s\\n' '- [x] Flos' >> \"$1\"; true"
        let edited = h.run(["edit", "yesterday"])
        XCTAssertEqual(edited.code, 1)
        XCTAssertEqual(
            try h.text("days/2026/2026-11-20.md.seen"),
            "# Friday, 20 November\n\n## Timeline\n\n## Checklist\n\n- [ ] Morning Run\n- [ ] Floss\n")
        XCTAssertTrue(
            edited.stderr.contains(
                "days/2026/2026-11-20.md:9:7: error: no habit named 'Flos' in habits.toml [unknown-habit]"),
            edited.stderr)
        XCTAssertEqual(edited.stdout, "days/2026/2026-11-20.md: 1 error, 0 warnings.\n")
        // The template is canonical: fmt leaves it as it is.
        let template = try JournalService(storage: FolderStorage(root: h.root.path), now: h.now).editPlan(.daysAgo(3))
            .template!
        XCTAssertEqual(DayFormatter.format(DayParser.parse(template).day), String(decoding: template, as: UTF8.self))
        // An existing file is opened as it is; a future day is refused; a failing editor is said.
        h.environment["VISUAL"] = "true"
        XCTAssertEqual(h.run(["edit", "2026-11-20"]).stdout, "days/2026/2026-11-20.md: 1 error, 0 warnings.\n")
        XCTAssertEqual(h.run(["edit", "tomorrow"]).code, 1)
        h.environment["VISUAL"] = "false"
        let failed = h.run(["edit", "-5"])
        XCTAssertEqual(failed.code, 1)
        XCTAssertTrue(
            failed.stderr.contains("the editor exited with status 1; the new file was left unchanged and removed"),
            failed.stderr)
    }
    /// `edit` removes its unchanged template under the journal lock, and only when the file
    /// still holds exactly the template: a writer that holds the lock when the editor exits
    /// (here a stand-in for `log`: it adds a line while it holds the lock) keeps its line.
    func testUnchangedTemplateIsRemovedOnlyUnderTheLock() throws {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let python else { throw XCTSkip("needs python3") }
        var h = try journal()
        defer { h.remove() }
        try h.write("habits.toml", "[habits.floss]\nname = \"Floss\"\nsince = 2026-11-01\n")
        // The writer takes the lock, says so, and half a second later appends its line. The
        // editor starts it (detached, no descriptor of ours kept open), waits until it holds
        // the lock, and exits without saving.
        try h.write(
            "writer.py",
            """
            import fcntl, os, sys, time
            fd = os.open(".dawn-journal.lock", os.O_RDWR | os.O_CREAT)
            fcntl.flock(fd, fcntl.LOCK_EX)
            open("held", "w").close()
            time.sleep(0.5)
            with open("days/2026/2026-11-21.md", "a") as f: f.write("\\nA quiet evening.\\n")

            """)
        let start =
            "import subprocess, sys; subprocess.Popen([sys.executable, 'writer.py'], cwd=sys.argv[1], stdin=subprocess.DEVNULL, "
            + "stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)"
        h.environment = [
            "EDITOR":
                "\(python) -c \"\(start)\" \(h.root.path); while [ ! -e \(h.path("held")) ]; do sleep 0.01; done; true",
            "PATH": "/usr/bin:/bin",
        ]
        let r = h.run(["edit"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertFalse(r.stdout.contains("removed"), r.stdout)
        XCTAssertEqual(
            try h.text("days/2026/2026-11-21.md"),
            "# Saturday, 21 November\n\n## Timeline\n\n## Checklist\n\n- [ ] Floss\n\nA quiet evening.\n",
            "the template and the line added under the lock are both kept")
    }

    /// A CRLF day file's finding is shown with its source line and caret, as for LF (edit split
    /// the file on "\n" alone, and Swift reads "\r\n" as one character: the file was one line).
    func testEditShowsTheSourceLineOfACRLFFile() throws {
        var h = try journal()
        defer { h.remove() }
        try h.write("habits.toml", "[habits.floss]\nname = \"Floss\"\nsince = 2026-11-01\n")
        try h.write("days/2026/2026-11-20.md", "# Friday, 20 November\r\n\r\n## Checklist\r\n\r\n- [x] Flos\r\n")
        h.environment = ["VISUAL": "true", "PATH": "/usr/bin:/bin"]
        let edited = h.run(["edit", "2026-11-20"])
        XCTAssertEqual(edited.code, 1)
        XCTAssertTrue(
            edited.stderr.contains(
                "days/2026/2026-11-20.md:5:7: error: no habit named 'Flos' in habits.toml [unknown-habit]\n"
                    + " 5 | - [x] Flos\n   |       ^~~~\n"), edited.stderr)
    }
}
