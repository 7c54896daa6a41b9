import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

final class HabitCommandTests: XCTestCase {
    static let habits = """
        # My habits
        [journal]
        day_starts = "04:00"   # late nights

        [habits.morning-run]
        name = "Morning Run"   # the big one
        emoji = "🏃"
        duration = "30m"
        description = \"\"\"
        Start the day \\
        outside.\"\"\"

        # Teeth
        [habits.floss]
        name = "Floss"
        emoji = "🦷"
        """

    func harness() throws -> CLIHarness {
        var h = try CLIHarness()
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T07:40"
        try h.write("habits.toml", Self.habits)
        return h
    }

    func testAddAppendsATableAndTouchesNothingElse() throws {
        let h = try harness()
        defer { h.remove() }
        let r = h.run([
            "habit", "add", "  Evening   Walk ", "--emoji", "🚶‍♀️🏃", "--color", "Mint", "--duration", "45m",
            "--description", "Around the \"block\"",
        ])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Added 🚶‍♀️ Evening Walk (evening-walk): timed 45m, since 2026-11-21.\n")
        XCTAssertEqual(r.stderr, "note: an emoji is one character; kept '🚶‍♀️'.\n")
        XCTAssertEqual(
            try h.text("habits.toml"),
            Self.habits + """


                [habits.evening-walk]
                name = "Evening Walk"
                emoji = "🚶‍♀️"
                color = "mint"
                duration = "45m"
                description = "Around the \\"block\\""
                since = 2026-11-21

                """)
        let parsed = HabitsParser.parse(try h.read("habits.toml"))
        XCTAssertEqual(parsed.diagnostics, [])
        XCTAssertEqual(parsed.file.habits.last?.description, "Around the \"block\"")
    }

    /// `--every 3d` writes format 1.4's `every`, and the habit is worded "every 3 days" where
    /// its schedule is; with weekdays it is refused, naming the key to clear.
    func testAddEveryNDays() throws {
        let h = try harness()
        defer { h.remove() }
        let r = h.run(["habit", "add", "Water plants", "--every", "3D", "--color", "mint"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Added Water plants (water-plants): checkbox, every 3 days, since 2026-11-21.\n")
        XCTAssertTrue(
            try h.text("habits.toml").hasSuffix(
                "[habits.water-plants]\nname = \"Water plants\"\ncolor = \"mint\"\nsince = 2026-11-21\nevery = \"3d\"\n"
            ))
        XCTAssertTrue(h.run(["habit", "list"]).stdout.contains("checkbox, every 3 days\n"))
        let refused = h.run(["habit", "edit", "Water plants", "--days", "mon"])
        XCTAssertEqual(refused.code, 1)
        XCTAssertTrue(refused.stderr.contains("clear it in the same command with --every \"\""), refused.stderr)
        XCTAssertEqual(h.run(["habit", "edit", "Water plants", "--days", "mon", "--every", ""]).code, 0)
        XCTAssertFalse(try h.text("habits.toml").contains("every"))
        XCTAssertEqual(h.run(["habit", "add", "Fern", "--every", "0d"]).code, 64, "an invalid request")
    }

    func testAddValidatesLikeTheForm() throws {
        let h = try harness()
        defer { h.remove() }
        let before = try h.read("habits.toml")
        XCTAssertEqual(h.run(["habit", "add", "FLOSS"]).code, 1, "duplicate name, ignoring case")
        XCTAssertEqual(h.run(["habit", "add", "   "]).code, 64, "an invalid NAME is a usage error")
        XCTAssertEqual(h.run(["habit", "add", String(repeating: "n", count: 51)]).code, 64)
        XCTAssertEqual(h.run(["habit", "add", "Read", "--description", String(repeating: "d", count: 201)]).code, 64)
        XCTAssertEqual(
            h.run(["habit", "add", "Read", "--duration", "20m"]).code, 64, "not a multiple of the slot: a usage error")
        XCTAssertEqual(h.run(["habit", "add", "Read", "--color", "blue"]).code, 64)
        XCTAssertEqual(h.run(["habit", "add", "Read", "--emoji", "R"]).code, 64)
        XCTAssertEqual(h.run(["habit", "add", "Read", "--id", "a b"]).code, 64)
        XCTAssertEqual(h.run(["habit", "add", "Read", "--since", "someday"]).code, 64)
        XCTAssertEqual(h.run(["habit", "add"]).code, 64)
        XCTAssertEqual(try h.read("habits.toml"), before, "nothing written")
        // ../ in a name is just text: the id is a slug, and logging writes under days/ only.
        XCTAssertEqual(
            h.run(["habit", "add", "../../etc/passwd"]).stdout,
            "Added ../../etc/passwd (etc-passwd): checkbox, since 2026-11-21.\n")
        XCTAssertEqual(h.run(["log", "../../etc/passwd"]).code, 0)
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), "## Checklist\n\n- [x] ../../etc/passwd\n")
    }

    /// The name bugs: names a day file would read differently were added and could never be
    /// logged; now add and rename refuse them, and a name with runs of spaces is loggable.
    func testNamesThatDayFilesReadDifferentlyAreRefused() throws {
        let h = try harness()
        defer { h.remove() }
        let before = try h.read("habits.toml")
        let trailing = h.run(["habit", "add", "Run --"])
        XCTAssertEqual(trailing.code, 64, "an invalid argument is a usage error")
        XCTAssertTrue(
            trailing.stderr.hasPrefix(
                "Error: 'Run --' cannot be a name: a day file would read it as 'Run'\nUsage: dawn-journal habit add NAME"
            ), trailing.stderr)
        XCTAssertEqual(h.run(["habit", "add", "🏃 Run"]).code, 64)
        // An emoji alone would be read as the emoji of a mention with no name (issue 10).
        let emojiOnly = h.run(["habit", "add", "🏃"])
        XCTAssertEqual(emojiOnly.code, 64)
        XCTAssertTrue(emojiOnly.stderr.hasPrefix("Error: '🏃' cannot be a name"), emojiOnly.stderr)
        XCTAssertEqual(h.run(["habit", "add", "\u{301}Run"]).code, 64, "a name that starts with a joining mark")
        XCTAssertEqual(h.run(["habit", "rename", "floss", "Floss --"]).code, 64)
        XCTAssertEqual(try h.read("habits.toml"), before, "nothing written")

        XCTAssertEqual(
            h.run(["habit", "add", "Deep   Work"]).stdout, "Added Deep Work (deep-work): checkbox, since 2026-11-21.\n")
        let logged = h.run(["log", "deep  work"])
        XCTAssertEqual(logged.code, 0, logged.stderr)
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), "## Checklist\n\n- [x] Deep Work\n")
        XCTAssertEqual(h.run(["lint"]).code, 0)
    }

    func testEditReplacesOnlyItsLinesAndKeepsComments() throws {
        let h = try harness()
        defer { h.remove() }
        XCTAssertEqual(
            h.run(["habit", "edit", "morning run", "--duration", "45m", "--color", "sky", "--description", "Outside."])
                .code, 0)
        let expected = Self.habits
            .replacingOccurrences(of: "duration = \"30m\"", with: "duration = \"45m\"")
            .replacingOccurrences(
                of: "description = \"\"\"\nStart the day \\\noutside.\"\"\"",
                with: "description = \"Outside.\"\ncolor = \"sky\"")
        XCTAssertEqual(try h.text("habits.toml"), expected)
        XCTAssertEqual(h.run(["habit", "edit", "floss"]).code, 64, "nothing to change")
        XCTAssertEqual(
            h.run(["habit", "archive", "floss", "--on", "2026-11-25"]).stdout,
            "Archived Floss from 2026-11-25 on; its history stays.\n")
        XCTAssertTrue(try h.text("habits.toml").hasSuffix("emoji = \"🦷\"\narchived = 2026-11-25\n"))
        XCTAssertEqual(HabitsParser.parse(try h.read("habits.toml")).file.habits[1].archived, LocalDate("2026-11-25"))
        // A trailing comment on the replaced line stays.
        XCTAssertEqual(h.run(["habit", "edit", "floss", "--since", "2026-01-01"]).code, 0)
        try h.write(
            "habits.toml",
            try h.text("habits.toml").replacingOccurrences(
                of: "since = 2026-01-01", with: "since = 2026-01-01 # started in January"))
        XCTAssertEqual(h.run(["habit", "edit", "floss", "--since", "2026-02-01"]).code, 0)
        XCTAssertTrue(try h.text("habits.toml").contains("since = 2026-02-01 # started in January"))
    }

    func testRenameChangesEveryReferenceByNameAcrossFiles() throws {
        let h = try harness()
        defer { h.remove() }
        for day in 1...40 {
            let date = LocalDate("2026-10-01")!.adding(days: day - 1)
            try h.write(
                DayPath.path(for: date),
                "# Day \(day)\n\n## Timeline\n\n- 06:30-07:00 🏃 morning run -- lap \(day)\n- 07:00-07:30 morning-run\n\n## Checklist\n\n- [x] Floss\n"
            )
        }
        let r = h.run(["habit", "rename", "Morning Run", "Sunrise Jog"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Renamed 'Morning Run' to 'Sunrise Jog' in habits.toml and 40 day files (40 lines).\n")
        XCTAssertEqual(
            try h.text("days/2026/2026-10-07.md"),
            "# Day 7\n\n## Timeline\n\n- 06:30-07:00 🏃 Sunrise Jog -- lap 7\n- 07:00-07:30 morning-run\n\n## Checklist\n\n- [x] Floss\n"
        )
        XCTAssertTrue(
            try h.text("habits.toml").contains("[habits.morning-run]\nname = \"Sunrise Jog\"   # the big one\n"))
        let lint = h.run(["lint"])
        XCTAssertEqual(lint.code, 0, lint.stdout)
        XCTAssertEqual(h.run(["habit", "rename", "floss", "sunrise jog"]).code, 1, "names must differ")
    }

    func testRenameRefusesWholeWhenADayFileHasErrors() throws {
        let h = try harness()
        defer { h.remove() }
        try h.write("days/2026/2026-10-01.md", "## Timeline\n- 06:30-07:00 Morning Run\n")
        try h.write("days/2026/2026-10-02.md", "## Timeline\n- 99:00 Morning Run\n")
        let habitsBefore = try h.read("habits.toml")
        let r = h.run(["habit", "rename", "Morning Run", "Jog"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.stderr.contains("days/2026/2026-10-02.md:2:"), r.stderr)
        XCTAssertEqual(try h.read("habits.toml"), habitsBefore)
        XCTAssertEqual(try h.text("days/2026/2026-10-01.md"), "## Timeline\n- 06:30-07:00 Morning Run\n")
    }

    func testRemoveRefusesWithHistoryAndPurgesExactlyThoseLines() throws {
        let h = try harness()
        defer { h.remove() }
        for day in 1...42 {
            let date = LocalDate("2026-09-01")!.adding(days: day - 1)
            var text = "Notes \(day)\n\n## Timeline\n\n- 06:30-07:00 Morning Run\n"
            if day % 3 == 0 { text += "- 18:00-18:30 morning-run -- again\n" }
            text += "- 19:00-19:15 Floss\n"
            try h.write(DayPath.path(for: date), text)
        }
        let refused = h.run(["habit", "remove", "Morning Run"])
        XCTAssertEqual(refused.code, 1)
        XCTAssertEqual(
            refused.stderr,
            "Error: Morning Run has history. This will delete 42 days of history. Run again with --purge to delete it with its 56 entries, or archive it to keep them\n"
        )
        let purged = h.run(["habit", "remove", "Morning Run", "--purge"])
        XCTAssertEqual(purged.code, 0, purged.stderr)
        XCTAssertEqual(purged.stdout, "Removed Morning Run and its 56 entries on 42 days.\n")
        XCTAssertEqual(try h.text("days/2026/2026-09-03.md"), "Notes 3\n\n## Timeline\n\n- 19:00-19:15 Floss\n")
        XCTAssertEqual(
            try h.text("habits.toml"),
            """
            # My habits
            [journal]
            day_starts = "04:00"   # late nights

            # Teeth
            [habits.floss]
            name = "Floss"
            emoji = "🦷"
            """)
        XCTAssertEqual(h.run(["habit", "remove", "floss"]).code, 1)
        try h.write("habits.toml", try h.text("habits.toml") + "\n[habits.unused]\nname = \"Unused\"\n")
        XCTAssertEqual(h.run(["habit", "remove", "unused"]).stdout, "Removed Unused.\n")
    }

    func testListShowsPillsCountsAndStatus() throws {
        var h = try harness()
        defer { h.remove() }
        try h.write(
            "habits.toml",
            Self.habits
                + "\n[habits.guitar]\nname = \"Guitar\"\nsince = 2026-12-01\n[habits.old]\nname = \"Old\"\narchived = 2026-01-01\n"
        )
        for day in 0..<31 {
            let date = LocalDate("2026-11-21")!.adding(days: -day)
            try h.write(
                DayPath.path(for: date),
                day % 2 == 0 ? "## Checklist\n- [x] Floss\n- [ ] Morning Run\n" : "## Checklist\n- [x] Floss\n")
        }
        let r = h.run(["habit", "list"])
        XCTAssertEqual(
            r.stdout,
            """
            My Habits

            [🏃 Morning Run]   0 of the last 30 days  timed 30m
              Start the day outside.
            [🦷 Floss      ]  30 of the last 30 days  checkbox
            [Guitar        ]   0 of the last 30 days  checkbox, starts 2026-12-01
            [Old           ]   0 of the last 30 days  checkbox, archived 2026-01-01

            """)
        XCTAssertTrue(h.run(["habit", "list", "--by", "usage"]).stdout.hasPrefix("My Habits\n\n[🦷 Floss      ]"))
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(h.run(["habit", "list", "--json"]).stdout.utf8)) as? [String: Any])
        let list = try XCTUnwrap(json["habits"] as? [[String: Any]])
        XCTAssertEqual(list.map { $0["id"] as? String }, ["morning-run", "floss", "guitar", "old"])
        XCTAssertEqual(list.map { $0["status"] as? String }, ["active", "active", "not-started", "archived"])
        XCTAssertEqual(list[1]["done30"] as? Int, 30)
        let colored = h.run(["habit", "list", "--color", "always"]).stdout
        XCTAssertTrue(
            colored.contains("\u{1B}[38;2;26;26;26;48;2;178;190;195m"),
            "neutral grey (no colour given) with near-black text")
        try h.write("habits.toml", "")
        XCTAssertEqual(
            h.run(["habit", "list"]).stdout.split(separator: "\n").dropFirst().first,
            "Get started by adding your first habit.")
    }

    func testHelpForTheGroupAndItsSubcommands() throws {
        let h = try harness()
        defer { h.remove() }
        XCTAssertTrue(h.run(["habit"]).stdout.contains("SUBCOMMANDS:"))
        XCTAssertTrue(h.run(["habit", "--help"]).stdout.contains("SUBCOMMANDS:"))
        XCTAssertTrue(h.run(["habit", "add", "--help"]).stdout.contains("USAGE: dawn-journal habit add NAME"))
        XCTAssertEqual(h.run(["help", "habit", "rename"]).stdout, h.run(["habit", "rename", "-h"]).stdout)
        let typo = h.run(["habit", "ad", "X"])
        XCTAssertEqual(typo.code, 64)
        XCTAssertTrue(typo.stderr.contains("Did you mean 'add'?"), typo.stderr)
    }
}
