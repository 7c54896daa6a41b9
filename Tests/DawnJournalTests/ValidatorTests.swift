import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournal

/// One case per rule: `«…»` marks the range the one expected diagnostic must have.
final class ValidatorTests: XCTestCase {
    static let habits = """
        [journal]
        day_starts = "04:00"

        [habits.morning-run]
        name = "Morning Run"
        emoji = "🏃"
        color = "coral"
        duration = "30m"
        since = 2026-09-01

        [habits.floss]
        name = "Floss"
        emoji = "🦷"
        archived = 2026-11-01

        """

    static let now = LocalDateTime("2026-11-21T12:00")!

    static func lint(
        habits: String = habits, days: [String: String] = [:], others: [String] = [],
        now: LocalDateTime = now
    ) -> [Diagnostic] {
        let sources = JournalSources(
            habits: SourceFile(path: "habits.toml", bytes: Array(habits.utf8)),
            dayFiles: days.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) },
            otherFiles: others)
        return Validator.validate(JournalLoader.load(sources), now: now)
    }

    func testBaseJournalIsClean() {
        XCTAssertEqual(
            Self.lint(days: [
                "days/2026/2026-10-10.md": "## Timeline\n- 06:30-07:00 🏃 Morning Run\n## Checklist\n- [x] Floss\n"
            ]), [])
    }

    func testDayFileRules() {
        let cases: [(code: String, path: String, text: String, now: LocalDateTime)] = [
            ("unknown-habit", "days/2026/2026-10-10.md", "## Timeline\n- 06:30-07:00 «Mornin Run»\n", Self.now),
            ("unknown-habit", "days/2026/2026-10-10.md", "## Checklist\n- [x] «Flos» -- typo\n", Self.now),
            ("bad-day-path", "days/2026/2026-02-30.md", "«»## Timeline\n", Self.now),
            ("bad-day-path", "days/2025/2026-01-01.md", "«»## Timeline\n", Self.now),
            ("bad-day-path", "days/2026/11/2026-11-02.md", "«»text\n", Self.now),
            ("date-mismatch", "days/2026/2026-10-10.md", "+++\nmood = 3\n«date» = 2026-10-11\n+++\n", Self.now),
            ("duplicate-item", "days/2026/2026-10-10.md", "## Checklist\n- [x] Floss\n- [-] «floss»\n", Self.now),
            ("future-entry", "days/2026/2026-11-22.md", "## Timeline\n«- 06:30-07:00 Morning Run»\n", Self.now),
            ("future-entry", "days/2026/2026-11-22.md", "## Checklist\n«- [x] Morning Run»\n- [ ] Floss\n", Self.now),
            // Midnight rollover: at 03:00 on the 23rd, today is still the 22nd, so a tick on the 23rd is ahead.
            (
                "future-entry", "days/2026/2026-10-23.md", "## Checklist\n«- [x] Floss»\n",
                LocalDateTime("2026-10-23T03:00")!
            ),
            ("off-grid", "days/2026/2026-10-10.md", "## Timeline\n- «06:37-07:15» Morning Run\n", Self.now),
            ("off-grid", "days/2026/2026-10-10.md", "## Timeline\n- «06:30 +20m» Morning Run\n", Self.now),
            (
                "overlap", "days/2026/2026-10-10.md", "## Timeline\n- 06:30-07:15 Morning Run\n- «07:00-07:30» Floss\n",
                Self.now
            ),
            (
                "duplicate-entry", "days/2026/2026-10-10.md",
                "## Timeline\n- 06:30-07:00 Morning Run\n- «06:45-07:15» morning-run\n", Self.now
            ),
            ("inactive-habit", "days/2026/2026-08-30.md", "## Timeline\n- 06:30-07:00 «Morning Run»\n", Self.now),
            ("inactive-habit", "days/2026/2026-11-01.md", "## Checklist\n- [x] «Floss»\n", Self.now),
            ("emoji-mismatch", "days/2026/2026-10-10.md", "## Timeline\n- 06:30-07:00 «🚴» Morning Run\n", Self.now),
        ]
        for c in cases {
            let marked = MarkedText(c.text)
            let found = Self.lint(days: [c.path: marked.text], now: c.now)
            XCTAssertEqual(
                found.map(\.code.rawValue), [c.code], "\(c.code) in \(c.text.debugDescription): \(found.map(\.message))"
            )
            XCTAssertEqual(found.first?.range, marked.range, "\(c.code) in \(c.text.debugDescription)")
            XCTAssertEqual(found.first?.path, c.path)
        }
    }

    /// Markers a person forgot after a conflict read as prose: lint said nothing, though
    /// Docs/SYNC.md says to lint the file after resolving it. Git's three marker lines are
    /// errors; a lone ======= is a Markdown heading's underline, and code blocks are not read.
    func testConflictMarkersLeftInADayFile() {
        let day = MarkedText(
            "## Checklist\n\n«»<<<<<<< ours:days/2026/2026-10-10.md\n- [x] Floss\n«»=======\n- [-] Floss\n«»>>>>>>> theirs:days/2026/2026-10-10.md\n"
        )
        var found = Self.lint(days: ["days/2026/2026-10-10.md": day.text])
        XCTAssertEqual(found.filter { $0.code == .conflictMarker }.map(\.range.line), day.ranges.map(\.line))
        // Only the separator and the end left (the first marker deleted): still found.
        found = Self.lint(days: ["days/2026/2026-10-10.md": "## Checklist\n\n- [x] Floss\n=======\n>>>>>>>\n"])
        XCTAssertEqual(found.map(\.code.rawValue), ["conflict-marker", "conflict-marker"])
        XCTAssertEqual(found.first?.severity, .error)
        // Markdown that only looks alike: a setext heading, longer rules, a fenced block.
        let prose = "Title\n=======\n\n========\n<<<<<<<< not seven\n\n```\n<<<<<<< in code\n```\n"
        XCTAssertEqual(Self.lint(days: ["days/2026/2026-10-10.md": prose]), [])
    }

    func testRolloverMeansTodayIsNotFutureAfterDayStarts() {
        let day = ["days/2026/2026-10-23.md": "## Checklist\n- [x] Floss\n"]
        XCTAssertEqual(Self.lint(days: day, now: LocalDateTime("2026-10-23T04:00")!), [])
        // A timeline entry is filed under the calendar date of its start: 01:00 on the 23rd,
        // logged at 01:30 on the 23rd, is not in the future even before the day starts.
        let entry = ["days/2026/2026-10-23.md": "## Timeline\n- 01:00-01:30 Morning Run\n"]
        XCTAssertEqual(Self.lint(days: entry, now: LocalDateTime("2026-10-23T01:30")!), [])
    }

    func testStrayFiles() {
        let found = Self.lint(others: ["days/notes.txt"])
        XCTAssertEqual(found.map(\.code.rawValue), ["stray-file"])
        XCTAssertEqual(found.first?.path, "days/notes.txt")
    }

    func testHabitsRules() {
        let tail = "\n[habits.read]\nname = \"Read\"\n"
        let cases: [(String, String)] = [
            ("empty-name", "[habits.x]\n«name» = \"   \"\n"),
            ("name-too-long", "[habits.x]\n«name» = \"\(String(repeating: "a", count: 51))\"\n"),
            ("duplicate-name", "[habits.r]\nname = \"Read\"\n[habits.x]\n«name» = \"READ\"\n"),
            ("ambiguous-name", "[habits.x]\n«name» = \"Run --\"\n"),
            ("ambiguous-name", "[habits.x]\n«name» = \"🏃 Run\"\n"),
            ("ambiguous-name", "[habits.x]\n«name» = \"Run -- fast\"\n"),
            (
                "description-too-long",
                "[habits.x]\nname = \"X\"\n«description» = \"\(String(repeating: "d", count: 201))\"\n"
            ),
            ("bad-emoji", "[habits.x]\nname = \"X\"\n«emoji» = \"🏃🏃\"\n"),
            ("bad-emoji", "[habits.x]\nname = \"X\"\n«emoji» = \"R\"\n"),
            ("bad-color", "[habits.x]\nname = \"X\"\n«color» = \"#12345\"\n"),
            ("bad-color", "[habits.x]\nname = \"X\"\n«color» = \"blue\"\n"),
            ("bad-habit-duration", "[habits.x]\nname = \"X\"\n«duration» = \"20m\"\n"),
            ("bad-habit-duration", "[habits.x]\nname = \"X\"\n«duration» = \"half an hour\"\n"),
            ("archived-before-since", "[habits.x]\nname = \"X\"\nsince = 2026-02-01\n«archived» = 2026-01-31\n"),
            ("pause-reversed", "[habits.x]\nname = \"X\"\n«pauses» = [{ from = 2026-03-01, to = 2026-02-28 }]\n"),
            (
                "pause-overlap",
                "[habits.x]\nname = \"X\"\n«pauses» = [{ from = 2026-03-01, to = 2026-03-10 }, { from = 2026-03-10, to = 2026-03-12 }]\n"
            ),
            (
                "pause-overlap",
                "[habits.x]\nname = \"X\"\npauses = [{ from = 2026-03-01, to = 2026-03-10 }]\n«archived» = 2026-03-10\n"
            ),
            ("field-type", "[habits.x]\nname = \"X\"\n«pauses» = [{ from = 2026-03-01 }]\n"),
            ("field-type", "[habits.x]\nname = \"X\"\n«pauses» = 2026-03-01\n"),
            ("bad-day-starts", "[journal]\n«day_starts» = \"09:00\"\n"),
            ("bad-slot", "[journal]\n«slot» = \"7m\"\n"),
            ("unknown-key", "[habits.x]\nname = \"X\"\n«colour» = \"sky\"\n"),
            ("unknown-key", "«theme» = \"dark\"\n"),
            ("field-type", "[habits.x]\nname = \"X\"\n«since» = \"2026-01-01\"\n"),
            ("missing-name", "«[habits.x]»\nemoji = \"📚\"\n"),
            ("habits-syntax", "[habits.x]\nname = \"X\n«»"),
        ]
        for (code, toml) in cases {
            let marked = MarkedText(toml)
            let found = Self.lint(
                habits: marked.text + (code == "habits-syntax" || code == "duplicate-name" ? "" : tail))
            XCTAssertEqual(found.map(\.code.rawValue), [code], "\(toml.debugDescription): \(found.map(\.message))")
            if code != "habits-syntax" { XCTAssertEqual(found.first?.range, marked.range, toml.debugDescription) }
            XCTAssertEqual(found.first?.path, "habits.toml")
        }
    }

    func testUnreadableHabitsKeepTheRestChecked() {
        let sources = JournalSources(
            habits: SourceFile(path: "habits.toml", readError: "is a folder, not a file"),
            dayFiles: [
                SourceFile(path: "days/2026/2026-10-10.md", bytes: Array("## Timeline\n- 35:00-36:00 Nobody\n".utf8))
            ])
        let found = Validator.validate(JournalLoader.load(sources), now: Self.now)
        XCTAssertEqual(found.map(\.code.rawValue), ["bad-time", "unreadable-file"])
    }

    func testDidYouMeanSuggestsTheName() {
        let found = Self.lint(days: ["days/2026/2026-10-10.md": "## Timeline\n- 06:30-07:00 morning-rn\n"])
        XCTAssertTrue(found.first?.hint.hasPrefix("Did you mean 'Morning Run'?") ?? false, "\(found)")
    }

    func testEveryCodeIsDocumented() throws {
        let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/RULES.md")
        let text = try String(contentsOf: rules, encoding: .utf8)
        let codes = Validator.allCodes
        XCTAssertGreaterThan(codes.count, 30)
        XCTAssertEqual(Set(codes).count, codes.count, "codes are unique")
        for code in codes {
            XCTAssertTrue(text.contains("### `\(code)` ("), "Docs/RULES.md does not document \(code)")
        }
    }

    /// The catalog and the docs agree: every code has its heading with the catalog's severity,
    /// and its summary is the first sentence there; every code has a stage that reports it.
    func testCatalogMatchesRulesDoc() throws {
        let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/RULES.md")
        let text = try String(contentsOf: rules, encoding: .utf8)
        for code in DiagnosticCode.allCases {
            let heading = "### `\(code.rawValue)` (\(code.severity.rawValue))\n"
            guard let at = text.range(of: heading) else {
                XCTFail("Docs/RULES.md has no heading \(heading.debugDescription)")
                continue
            }
            let body = text[at.upperBound...].replacingOccurrences(of: "\n", with: " ")
            XCTAssertTrue(body.hasPrefix(code.summary.dropLast()), "\(code): summary differs from Docs/RULES.md")
        }
        XCTAssertEqual(Set(Validator.allCodes), Set(DiagnosticCode.allCases), "every code has a stage that reports it")
    }

    /// A name with a run of spaces in habits.toml is the name day files read: no unknown habit.
    func testNamesWithRunsOfSpacesMatchTheirMentions() {
        let found = Self.lint(
            habits: "[habits.deep]\nname = \"Deep  Work\"\n",
            days: ["days/2026/2026-10-10.md": "## Checklist\n- [x] deep \t work\n- [x] Deep  Work -- twice\n"])
        XCTAssertEqual(found.map(\.code.rawValue), ["duplicate-item"], "\(found.map(\.message))")
    }

    /// Each rule reports only the codes it declares (the catalog test above trusts those
    /// declarations): every rule runs alone on a journal with a mistake of every kind.
    func testEachRuleReportsOnlyItsDeclaredCodes() {
        let habits =
            Self.habits + """

                [habits.bad]
                name = "Run --"
                emoji = "🏃🏃"
                color = "blue"
                duration = "20m"
                description = "\(String(repeating: "d", count: 201))"
                since = 2026-02-01
                archived = 2026-01-01
                colour = "sky"

                [habits.dup]
                name = "floss"

                [habits.empty]
                name = "  "

                [habits.long]
                name = "\(String(repeating: "n", count: 51))"
                """
        let days = [
            "days/2026/2026-10-10.md":
                "+++\ndate = 2026-10-11\n+++\n## Timeline\n- 06:37-07:15 🚴 Morning Run\n- 07:00-07:30 Floss\n- 07:00-07:30 Floss\n- 08:00-08:30 Mornin Run\n## Checklist\n- [x] Floss\n- [-] floss\n",
            "days/2026/2026-11-22.md": "## Checklist\n- [x] Floss\n",
            "days/2026/2026-08-30.md": "## Timeline\n- 06:30-07:00 Morning Run\n",
            "days/2025/2026-01-01.md": "text\n",
        ]
        let sources = JournalSources(
            habits: SourceFile(path: "habits.toml", bytes: Array(habits.utf8)),
            dayFiles: days.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) },
            otherFiles: ["days/notes.txt"])
        let loaded = JournalLoader.load(sources)
        var reported = Set<DiagnosticCode>()
        for rule in Rules.all {
            let context = RuleContext(journal: loaded.journal, now: Self.now)
            let found = rule.check(journal: context) + loaded.journal.days.flatMap { rule.check(day: $0, context) }
            XCTAssertTrue(
                Set(found.map(\.code)).isSubset(of: rule.codes),
                "\(type(of: rule)) reported \(found.map(\.code)), declares \(rule.codes)")
            reported.formUnion(found.map(\.code))
        }
        XCTAssertGreaterThanOrEqual(
            reported.count, 21, "the journal has most kinds of mistake: \(reported.map(\.rawValue).sorted())")
    }

    /// The overlap rule reports each entry once, naming the earlier entry that reaches
    /// furthest, whatever the number of entries at one time.
    func testOverlapsAreOneFindingPerEntry() {
        let three = Self.lint(days: [
            "days/2026/2026-10-10.md":
                "## Timeline\n- 06:00-08:00 Morning Run\n- 06:30-07:00 Floss\n- 07:15-07:30 Floss\n"
        ])
        XCTAssertEqual(
            three.map(\.message),
            [
                "'Floss' 06:30-07:00 overlaps 'Morning Run' on line 2 (06:00-08:00)",
                "'Floss' 07:15-07:30 overlaps 'Morning Run' on line 2 (06:00-08:00)",
            ])
        let many = (0..<1000).map { _ in "- 06:00-07:00 Floss" }.joined(separator: "\n")
        let found = Self.lint(days: ["days/2026/2026-10-10.md": "## Timeline\n" + many + "\n"])
        XCTAssertEqual(found.count, 999)
        XCTAssertEqual(Set(found.map(\.code)), [.duplicateEntry])
        XCTAssertEqual(found.last?.message, "'Floss' 06:00-07:00 overlaps the same habit on line 2 (06:00-07:00)")
    }

    /// Entries written out of time order are still checked against every earlier one (the
    /// rule skips the sweep only when each entry starts after all before it have ended), and
    /// touching entries are not overlaps.
    func testOverlapsAreFoundWhateverTheOrderOfLines() {
        let touching = Self.lint(days: [
            "days/2026/2026-10-10.md":
                "## Timeline\n- 07:00-08:00 Floss\n- 06:00-07:00 Morning Run\n- 08:00-08:15 Floss\n"
        ])
        XCTAssertEqual(touching, [])
        let late = Self.lint(days: [
            "days/2026/2026-10-10.md":
                "## Timeline\n- 09:00-09:15 Floss\n- 06:00-07:00 Morning Run\n- 06:45-07:30 Floss\n"
        ])
        XCTAssertEqual(late.map(\.message), ["'Floss' 06:45-07:30 overlaps 'Morning Run' on line 3 (06:00-07:00)"])
    }

    /// A long checklist (hashed) and a short one (compared item by item) find the same
    /// duplicates: a habit by its name or id, an unknown one by the name written.
    func testDuplicateItemsInShortAndLongChecklists() {
        for filler in [0, 30] {
            let others = (0..<filler).map { "- [x] Other \($0)" }
            let lines =
                ["- [x] Floss"] + others + ["- [ ] floss", "- [x] Mystery", "- [-] mystery", "- [x] Morning Run"]
            let found = Self.lint(days: [
                "days/2026/2026-10-10.md": "## Checklist\n" + lines.joined(separator: "\n") + "\n"
            ])
            .filter { $0.code == .duplicateItem }
            XCTAssertEqual(
                found.map(\.message),
                [
                    "'floss' is already in this checklist on line 2",
                    "'mystery' is already in this checklist on line \(4 + filler)",
                ], "filler \(filler)")
        }
    }
}
