import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// Issue 11, part 5: managing habits (format 1.1 keys on add and edit, clearing, --id, --emoji
/// on day lines, unarchive, move, ids and lookups without accents, the list).
final class HabitManagementTests: XCTestCase {
    static let habits = HabitCommandTests.habits

    func harness(_ habits: String = HabitManagementTests.habits) throws -> CLIHarness {
        var h = try CLIHarness()
        h.environment["DAWN_JOURNAL_NOW"] = "2026-11-21T07:40"
        try h.write("habits.toml", habits)
        return h
    }

    func lintIsClean(_ h: CLIHarness, file: StaticString = #filePath, line: UInt = #line) {
        let lint = h.run(["lint"])
        XCTAssertEqual(lint.code, 0, lint.stdout + lint.stderr, file: file, line: line)
        XCTAssertFalse(lint.stdout.contains("warning"), lint.stdout, file: file, line: line)
    }

    func testEditWritesDaysTargetUnitGoalAndLimit() throws {
        let h = try harness()
        defer { h.remove() }
        let days = h.run(["habit", "edit", "floss", "--days", "Fri,mon , wednesday"])
        XCTAssertEqual(days.code, 0, days.stderr)
        XCTAssertEqual(days.stdout, "Updated Floss: days = [\"mon\", \"wed\", \"fri\"].\n")
        XCTAssertTrue(try h.text("habits.toml").hasSuffix("emoji = \"🦷\"\ndays = [\"mon\", \"wed\", \"fri\"]\n"))
        XCTAssertEqual(HabitsParser.parse(try h.read("habits.toml")).file.habits[1].days?.label, "Mon, Wed, Fri")
        XCTAssertEqual(h.run(["habit", "edit", "floss", "--days", "mon,tue,wed,thu,fri"]).code, 0)
        XCTAssertTrue(
            try h.text("habits.toml").hasSuffix("days = [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\"]\n"),
            "replaced in place")
        lintIsClean(h)

        // A target with the days habits.toml already has: refused, naming the key to clear.
        let before = try h.read("habits.toml")
        let conflict = h.run(["habit", "edit", "floss", "--target", "3/week"])
        XCTAssertEqual(conflict.code, 1)
        XCTAssertEqual(
            conflict.stderr,
            "Error: 'Floss' already has days, and a habit is kept on certain weekdays or N times a period, not both; clear it in the same command with --days \"\"\n"
        )
        XCTAssertEqual(
            h.run(["habit", "edit", "floss", "--target", "3/week", "--days", "mon"]).code, 64,
            "both in one command: a usage error")
        XCTAssertEqual(try h.read("habits.toml"), before)
        let target = h.run(["habit", "edit", "floss", "--target", "3 / Week", "--days", ""])
        XCTAssertEqual(target.stdout, "Updated Floss: target = \"3/week\", removed days.\n")

        // Amounts: a goal, then a limit instead; a unit is needed and cannot go while they stay.
        let noUnit = h.run(["habit", "edit", "floss", "--goal", "8"])
        XCTAssertEqual(noUnit.code, 64, "a usage error")
        XCTAssertTrue(
            noUnit.stderr.hasPrefix("Error: a goal needs a unit: give --unit too, such as --goal 8 --unit glasses\n"),
            noUnit.stderr)
        XCTAssertEqual(h.run(["habit", "edit", "floss", "--unit", "glasses", "--goal", "8"]).code, 0)
        let limit = h.run(["habit", "edit", "floss", "--limit", "2"])
        XCTAssertEqual(limit.code, 1)
        XCTAssertTrue(limit.stderr.contains("clear it in the same command with --goal \"\""), limit.stderr)
        XCTAssertEqual(
            h.run(["habit", "edit", "floss", "--goal", "", "--limit", "2.50"]).stdout,
            "Updated Floss: limit = 2.5, removed goal.\n")
        let unit = h.run(["habit", "edit", "floss", "--unit", ""])
        XCTAssertEqual(unit.code, 1)
        XCTAssertEqual(
            unit.stderr,
            "Error: 'Floss' has a limit, which needs a unit; clear the limit too with --limit \"\", or keep the unit\n")
        XCTAssertEqual(
            try h.text("habits.toml"), Self.habits + "\ntarget = \"3/week\"\nunit = \"glasses\"\nlimit = 2.5\n")
        let floss = HabitsParser.parse(try h.read("habits.toml")).file.habits[1]
        XCTAssertEqual(floss.target, HabitTarget(count: 3, period: .week))
        XCTAssertEqual(floss.limit, Amount(thousandths: 2500))
        XCTAssertNil(floss.days)
        lintIsClean(h)
    }

    func testBadValuesAreUsageErrorsAndWriteNothing() throws {
        let h = try harness()
        defer { h.remove() }
        let before = try h.read("habits.toml")
        let cases: [([String], String)] = [
            (["--days", "funday"], "'funday' is not a weekday"),
            (["--days", "mon,,tue"], "an empty name (two commas in a row?) is not a weekday"),
            (
                ["--target", "8/week"],
                "such as 3/week (1 to 7) or 10/month (1 to 31), or in any M days, such as 2/3d; not '8/week'"
            ),
            (["--target", "3/day"], "not '3/day'"),
            (["--unit", "2 cups"], "such as glasses, km or pages; not '2 cups'"),
            (
                ["--goal", "lots", "--unit", "cups"],
                "'--goal' takes an amount from 0 to 999999999 with at most three decimals"
            ),
            (["--limit", "-1", "--unit", "cups"], "'--limit' takes an amount"),
            (["--goal", "1.2345", "--unit", "cups"], "not '1.2345'"),
            (["--goal", "0", "--unit", "cups"], "'--goal 0' is met by every day"),
            (["--duration", "soon"], "(--duration none makes it a checkbox habit)"),
            (["--id", "a b"], "'--id' takes letters, digits, - and _ only"),
        ]
        for (options, message) in cases {
            let r = h.run(["habit", "edit", "floss"] + options)
            XCTAssertEqual(r.code, 64, "\(options): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("Error: ") && r.stderr.contains(message), "\(options): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasSuffix("See 'dawn-journal habit edit --help'.\n"), r.stderr)
            if options.first != "--id" {
                XCTAssertEqual(h.run(["habit", "add", "Water"] + options).code, 64, "\(options)")
            }
        }
        XCTAssertEqual(try h.read("habits.toml"), before, "nothing written")
    }

    func testAnEmptyValueClearsAFieldAndKeepsComments() throws {
        let h = try harness(
            Self.habits.replacingOccurrences(
                of: "emoji = \"🦷\"", with: "emoji = \"🦷\"  # shiny\ncolor = \"mint\"\nsince = 2026-01-01"))
        defer { h.remove() }
        let r = h.run(["habit", "edit", "morning run", "--duration", "none", "--description", "", "--emoji", " "])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Updated Morning Run: removed emoji, removed duration, removed description.\n")
        XCTAssertEqual(
            h.run(["habit", "edit", "floss", "--emoji", "", "--color", "", "--unit", ""]).stderr,
            "note: 'Floss' has no unit; nothing to clear.\n")
        XCTAssertEqual(
            try h.text("habits.toml"),
            """
            # My habits
            [journal]
            day_starts = "04:00"   # late nights

            [habits.morning-run]
            name = "Morning Run"   # the big one

            # Teeth
            [habits.floss]
            name = "Floss"
            # shiny
            since = 2026-01-01
            """)
        let parsed = HabitsParser.parse(try h.read("habits.toml")).file.habits
        XCTAssertEqual(parsed.map(\.isTimed), [false, false])
        XCTAssertEqual(parsed.map(\.emoji), [nil, nil])
        XCTAssertEqual(h.run(["habit", "edit", "floss", "--duration", ""]).stdout, "Nothing changed for Floss.\n")
        lintIsClean(h)
    }

    func testAddTakesTheSameOptions() throws {
        let h = try harness()
        defer { h.remove() }
        let r = h.run([
            "habit", "add", "Water", "--emoji", "💧", "--unit", "glasses", "--goal", "8", "--days", "sat,sun",
            "--description", "",
        ])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(
            r.stdout, "Added 💧 Water (water): checkbox, Sat, Sun, at least 8 glasses a day, since 2026-11-21.\n")
        let added = try h.text("habits.toml")
        XCTAssertTrue(
            added.hasSuffix(
                """
                [habits.water]
                name = "Water"
                emoji = "💧"
                color = "coral"
                since = 2026-11-21
                days = ["sat", "sun"]
                unit = "glasses"
                goal = 8

                """), added)
        XCTAssertEqual(
            h.run(["habit", "add", "Coffee", "--limit", "2"]).code, 64, "a limit needs a unit: a usage error")
        XCTAssertEqual(
            h.run(["habit", "add", "Guitar", "--target", "3/week", "--days", "mon"]).code, 64, "a usage error")
        XCTAssertEqual(
            h.run(["habit", "add", "Coffee", "--unit", "cups", "--limit", "0", "--since", "2026-11-01"]).stdout,
            "Added Coffee (coffee): checkbox, at most 0 cups a day, since 2026-11-01.\n")
        lintIsClean(h)
    }

    func testEditEmojiChangesTheOldEmojiOnDayLines() throws {
        let h = try harness()
        defer { h.remove() }
        try h.write(
            "days/2026/2026-11-01.md",
            "## Timeline\n\n- 06:30-07:00 🏃 Morning Run -- fast\n- 07:00-07:30 morning-run\n\n## Checklist\n\n- [x] 🦷 Floss\n"
        )
        try h.write(
            "days/2026/2026-11-02.md",
            "## Checklist\n\n- [x] 🏃 morning run\n- [ ] 🚴 Morning Run -- not the same emoji\n")
        try h.write("days/2026/2026-11-03.md", "## Checklist\n\n- [x] Floss\n")
        let r = h.run(["habit", "edit", "Morning Run", "--emoji", "🏃‍♀️"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Updated Morning Run: emoji = \"🏃‍♀️\".\nUpdated 2 lines in 2 day files.\n")
        XCTAssertEqual(
            try h.text("days/2026/2026-11-01.md"),
            "## Timeline\n\n- 06:30-07:00 🏃‍♀️ Morning Run -- fast\n- 07:00-07:30 morning-run\n\n## Checklist\n\n- [x] 🦷 Floss\n"
        )
        XCTAssertEqual(
            try h.text("days/2026/2026-11-02.md"),
            "## Checklist\n\n- [x] 🏃‍♀️ morning run\n- [ ] 🚴 Morning Run -- not the same emoji\n")
        let lint = h.run(["lint"])
        XCTAssertEqual(
            lint.stdout.components(separatedBy: "emoji-mismatch").count - 1, 1,
            "only the line that differed before: \(lint.stdout)")
        // Clearing the emoji takes it off the lines that showed it, with the space after it.
        XCTAssertEqual(
            h.run(["habit", "edit", "floss", "--emoji", ""]).stdout,
            "Updated Floss: removed emoji.\nUpdated 1 line in 1 day file.\n")
        XCTAssertEqual(
            try h.text("days/2026/2026-11-01.md"),
            "## Timeline\n\n- 06:30-07:00 🏃‍♀️ Morning Run -- fast\n- 07:00-07:30 morning-run\n\n## Checklist\n\n- [x] Floss\n"
        )
        XCTAssertEqual(try h.text("days/2026/2026-11-03.md"), "## Checklist\n\n- [x] Floss\n")
        // A habit without an emoji: day lines stay as they are.
        XCTAssertEqual(h.run(["habit", "edit", "floss", "--emoji", "🦷"]).stdout, "Updated Floss: emoji = \"🦷\".\n")
        XCTAssertEqual(try h.text("days/2026/2026-11-03.md"), "## Checklist\n\n- [x] Floss\n")
        // A day file with errors: nothing is written.
        try h.write("days/2026/2026-11-04.md", "## Timeline\n- 99:00 Morning Run\n")
        let habitsBefore = try h.read("habits.toml")
        let refused = h.run(["habit", "edit", "morning-run", "--emoji", "🏃"])
        XCTAssertEqual(refused.code, 1)
        XCTAssertTrue(refused.stderr.contains("days/2026/2026-11-04.md:2:"), refused.stderr)
        XCTAssertEqual(try h.read("habits.toml"), habitsBefore)
        XCTAssertTrue(try h.text("days/2026/2026-11-01.md").contains("🏃‍♀️ Morning Run"))
    }

    func testEditIDRewritesMentionsByTheOldID() throws {
        let h = try harness(
            Self.habits.replacingOccurrences(of: "[habits.morning-run]", with: "[habits.morning-run]  # since 2020"))
        defer { h.remove() }
        for day in 1...3 {
            try h.write(
                "days/2026/2026-11-0\(day).md",
                "## Timeline\n\n- 06:30-07:00 🏃 Morning-Run -- by id\n- 07:00-07:30 morning run\n\n## Checklist\n\n- [x] floss\n"
            )
        }
        let r = h.run(["habit", "edit", "morning run", "--id", "run", "--duration", "45m"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(
            r.stdout,
            "Updated Morning Run: duration = \"45m\", id morning-run → run.\nUpdated 3 lines in 3 day files.\n")
        XCTAssertEqual(
            try h.text("days/2026/2026-11-02.md"),
            "## Timeline\n\n- 06:30-07:00 🏃 run -- by id\n- 07:00-07:30 morning run\n\n## Checklist\n\n- [x] floss\n")
        XCTAssertTrue(
            try h.text("habits.toml").contains(
                "\n[habits.run]  # since 2020\nname = \"Morning Run\"   # the big one\nemoji = \"🏃\"\nduration = \"45m\"\n"
            ))
        lintIsClean(h)
        // An id that is the habit's name (in some case) is its name: those mentions stay.
        XCTAssertEqual(h.run(["habit", "edit", "floss", "--id", "teeth"]).stdout, "Updated Floss: id floss → teeth.\n")
        XCTAssertTrue(try h.text("days/2026/2026-11-01.md").hasSuffix("- [x] floss\n"))
        let before = try h.read("habits.toml")
        let taken = h.run(["habit", "edit", "teeth", "--id", "RUN"])
        XCTAssertEqual(taken.code, 1, "taken, ignoring case")
        XCTAssertEqual(taken.stderr, "Error: the id 'RUN' is already the id or name of another habit\n")
        XCTAssertEqual(h.run(["habit", "edit", "run", "--id", "Floss"]).code, 1, "the name of another habit")
        XCTAssertEqual(h.run(["habit", "edit", "run", "--id", "run"]).code, 1, "already its id")
        XCTAssertEqual(try h.read("habits.toml"), before)
        XCTAssertEqual(h.run(["habit", "edit", "run", "--id", "morning-run"]).code, 0, "the old id is free again")
        XCTAssertEqual(
            try h.text("days/2026/2026-11-03.md"),
            "## Timeline\n\n- 06:30-07:00 🏃 morning-run -- by id\n- 07:00-07:30 morning run\n\n## Checklist\n\n- [x] floss\n"
        )
        lintIsClean(h)
    }

    func testUnarchive() throws {
        let h = try harness()
        defer { h.remove() }
        XCTAssertEqual(h.run(["habit", "archive", "floss", "--on", "2026-11-25"]).code, 0)
        let r = h.run(["habit", "unarchive", "FLOSS"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Unarchived Floss: it counts again.\n")
        XCTAssertEqual(try h.text("habits.toml"), Self.habits + "\n")
        let again = h.run(["habit", "unarchive", "floss"])
        XCTAssertEqual(again.code, 1)
        XCTAssertEqual(again.stderr, "Error: 'Floss' is not archived\n")
        XCTAssertEqual(h.run(["habit", "unarchive"]).code, 64)
    }

    static let three = """
        # My habits
        [journal]
        day_starts = "04:00"

        # Outside
        [habits.run]
        name = "Run"   # the big one
        description = \"\"\"
        [not a table]
        # not a comment\"\"\"

        # a loose note

        # Teeth
        # (twice a day)
        [habits.floss]
        name = "Floss"
        [habits.read]
        name = "Read"
        # the end
        """

    func testMoveMovesWholeBlocksAndKeepsEveryOtherLine() throws {
        let h = try harness(Self.three)
        defer { h.remove() }
        let r = h.run(["habit", "move", "read", "--before", "run"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Moved Read from position 3 to 1.\n")
        XCTAssertEqual(
            try h.text("habits.toml"),
            """
            # My habits
            [journal]
            day_starts = "04:00"

            [habits.read]
            name = "Read"

            # a loose note

            # Outside
            [habits.run]
            name = "Run"   # the big one
            description = \"\"\"
            [not a table]
            # not a comment\"\"\"
            # Teeth
            # (twice a day)
            [habits.floss]
            name = "Floss"
            # the end
            """)
        XCTAssertEqual(HabitsParser.parse(try h.read("habits.toml")).file.habits.map(\.id), ["read", "run", "floss"])
        XCTAssertEqual(h.run(["habit", "move", "read", "--to", "3"]).stdout, "Moved Read from position 1 to 3.\n")
        XCTAssertEqual(h.run(["habit", "move", "run", "--after", "Floss"]).stdout, "Moved Run from position 1 to 2.\n")
        XCTAssertEqual(HabitsParser.parse(try h.read("habits.toml")).file.habits.map(\.id), ["floss", "run", "read"])
        XCTAssertEqual(
            h.run(["habit", "move", "floss", "--before", "run"]).stdout,
            "Floss is already at position 1; nothing changed.\n")
        XCTAssertEqual(h.run(["habit", "move", "floss", "--to", "1"]).code, 0)
        XCTAssertEqual(h.run(["habit", "move", "run", "--to", "3"]).code, 0)
        XCTAssertEqual(h.run(["habit", "move", "run", "--to", "2"]).code, 0)
        XCTAssertEqual(
            try h.text("habits.toml").split(separator: "\n").sorted(), Self.three.split(separator: "\n").sorted(),
            "the same lines")
        lintIsClean(h)

        let before = try h.read("habits.toml")
        XCTAssertEqual(h.run(["habit", "move", "run"]).code, 64, "no place")
        XCTAssertEqual(h.run(["habit", "move", "run", "--to", "1", "--after", "read"]).code, 64, "two places")
        XCTAssertEqual(h.run(["habit", "move", "run", "--to", "0"]).code, 64)
        XCTAssertEqual(h.run(["habit", "move", "run", "--to", "first"]).code, 64)
        let far = h.run(["habit", "move", "run", "--to", "4"])
        XCTAssertEqual(far.code, 64)
        XCTAssertTrue(far.stderr.contains("from 1 to 3"), far.stderr)
        XCTAssertEqual(h.run(["habit", "move", "run", "--before", "run"]).code, 1)
        XCTAssertEqual(h.run(["habit", "move", "run", "--before", "walk"]).code, 1)
        XCTAssertEqual(try h.read("habits.toml"), before)
    }

    func testMoveRefusesHabitsThatAreNotTableBlocks() throws {
        let texts = [
            "[habits]\nrun = { name = \"Run\" }\n[habits.floss]\nname = \"Floss\"\n",
            "habits.run.name = \"Run\"\n[habits.floss]\nname = \"Floss\"\n",
            "[habits.run]\nname = \"Run\"\n[habits.run.extra]\nnote = \"x\"\n[habits.floss]\nname = \"Floss\"\n",
        ]
        for text in texts {
            let h = try harness(text)
            defer { h.remove() }
            let r = h.run(["habit", "move", "floss", "--to", "1"])
            XCTAssertEqual(r.code, 1, text)
            XCTAssertTrue(
                r.stderr.contains("'habit move' moves whole [habits.ID] blocks only — reorder the habits by hand"),
                r.stderr)
            XCTAssertEqual(try h.text("habits.toml"), text)
        }
    }

    func testIDsMadeFromNamesFoldLatinLetters() throws {
        let h = try harness()
        defer { h.remove() }
        for (name, id) in [
            ("Méditation", "meditation"), ("Café sans sucre", "cafe-sans-sucre"), ("Größe", "grosse"),
            ("Æsop", "aesop"), ("读书", "habit-1"), ("書道", "habit-2"), ("Łódź Ønsket Þing", "lodz-onsket-thing"),
        ] {
            let r = h.run(["habit", "add", name])
            XCTAssertEqual(r.stdout, "Added \(name) (\(id)): checkbox, since 2026-11-21.\n", r.stderr)
        }
        // Decomposed input (e + U+0301) folds the same way.
        XCTAssertEqual(
            h.run(["habit", "add", "Re\u{301}sume\u{301}"]).stdout,
            "Added Re\u{301}sume\u{301} (resume): checkbox, since 2026-11-21.\n")
        XCTAssertTrue(try h.text("habits.toml").hasPrefix(Self.habits), "existing ids untouched")
        lintIsClean(h)
    }

    func testCommandLineLookupsIgnoreAccentsWhenUnambiguous() throws {
        let h = try harness()
        defer { h.remove() }
        XCTAssertEqual(h.run(["habit", "add", "Méditation", "--id", "med"]).code, 0)
        let logged = h.run(["log", "MEDITATION"])
        XCTAssertEqual(logged.code, 0, logged.stderr)
        XCTAssertEqual(try h.text("days/2026/2026-11-21.md"), "## Checklist\n\n- [x] Méditation\n")
        XCTAssertEqual(h.run(["habit", "edit", "meditation", "--emoji", "🧘"]).code, 0)
        // Two habits that fold to the same key: an exact match wins; otherwise both are named.
        XCTAssertEqual(h.run(["habit", "add", "Resume"]).code, 0)
        XCTAssertEqual(
            h.run(["habit", "add", "Résumé"]).stdout, "Added Résumé (resume-2): checkbox, since 2026-11-21.\n")
        XCTAssertEqual(h.run(["log", "resume"]).code, 0)
        XCTAssertEqual(h.run(["log", "RÉSUMÉ"]).code, 0)
        let ambiguous = h.run(["log", "résume"])
        XCTAssertEqual(ambiguous.code, 1)
        XCTAssertEqual(
            ambiguous.stderr,
            "Error: 'résume' could be 'Resume' (resume) or 'Résumé' (resume-2); write the name with its accents, or the id. Nothing was written.\n"
        )
        XCTAssertEqual(
            try h.text("days/2026/2026-11-21.md"), "## Checklist\n\n- [x] Méditation\n- [x] Resume\n- [x] Résumé\n")
        // Day files still match by name or id, ignoring case only.
        try h.write("days/2026/2026-11-20.md", "## Checklist\n\n- [x] meditation\n")
        let lint = h.run(["lint"])
        XCTAssertEqual(lint.code, 1)
        XCTAssertTrue(lint.stdout.contains("unknown-habit"), lint.stdout)
    }

    func testListShowsDaysTargetsAndAmounts() throws {
        let h = try harness(
            """
            [habits.run]
            name = "Run"
            days = ["mon", "tue", "wed", "thu", "fri"]
            duration = "30m"
            [habits.guitar]
            name = "Guitar"
            target = "3/week"
            [habits.water]
            name = "Water"
            unit = "glasses"
            goal = 8
            [habits.coffee]
            name = "Coffee"
            unit = "cups"
            limit = 2.5
            [habits.walk]
            name = "Walk"
            unit = "km"
            """)
        defer { h.remove() }
        XCTAssertEqual(
            h.run(["habit", "list"]).stdout,
            """
            My Habits

            [Run   ]   0 of the last 30 days  timed 30m, Mon–Fri
            [Guitar]   0 of the last 30 days  checkbox, 3 a week
            [Water ]   0 of the last 30 days  checkbox, at least 8 glasses a day
            [Coffee]   0 of the last 30 days  checkbox, at most 2.5 cups a day
            [Walk  ]   0 of the last 30 days  checkbox, in km

            """)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(h.run(["habit", "list", "--json"]).stdout.utf8)) as? [String: Any])
        let list = try XCTUnwrap(json["habits"] as? [[String: Any]])
        XCTAssertEqual(list[0]["days"] as? [String], ["mon", "tue", "wed", "thu", "fri"])
        XCTAssertTrue(list[1]["days"] is NSNull)
        XCTAssertEqual(list[1]["target"] as? String, "3/week")
        XCTAssertTrue(list[0]["target"] is NSNull)
        XCTAssertEqual(list[2]["unit"] as? String, "glasses")
        XCTAssertEqual(list[2]["goal"] as? Int, 8)
        XCTAssertTrue(list[2]["limit"] is NSNull)
        XCTAssertEqual(list[3]["limit"] as? Double, 2.5)
        XCTAssertTrue(list[4]["goal"] is NSNull)
        XCTAssertTrue(list[0]["unit"] is NSNull)
        XCTAssertTrue(
            h.run(["habit", "list", "--json"]).stdout.contains("\"done30\": 0,\n      \"days\": [\n        \"mon\","),
            "new keys after the old ones")
    }

    func testHelpNamesTheNewCommandsAndOptions() throws {
        let h = try harness()
        defer { h.remove() }
        let group = h.run(["habit", "--help"]).stdout
        XCTAssertTrue(group.contains("  move NAME ") && group.contains("  unarchive NAME "), group)
        let edit = h.run(["habit", "edit", "--help"]).stdout
        for option in ["--id ID", "--days DAYS", "--target N/PERIOD", "--unit WORD", "--goal N", "--limit N", "none"] {
            XCTAssertTrue(edit.contains(option), option)
        }
        XCTAssertTrue(h.run(["habit", "add", "--help"]).stdout.contains("--goal N"))
        XCTAssertTrue(
            h.run(["habit", "move", "--help"]).stdout.contains(
                "USAGE: dawn-journal habit move NAME (--before OTHER | --after OTHER | --to N)"))
        XCTAssertTrue(
            h.run(["help", "habit", "unarchive"]).stdout.contains("USAGE: dawn-journal habit unarchive NAME"))
    }
}
