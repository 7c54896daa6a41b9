import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// `export csv` and `export json` over an in-memory journal.
final class ExportTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T07:40")!

    static let habits = """
        [journal]
        week_starts = "sunday"
        slot = "30m"

        [habits.read]
        name = "Read"
        emoji = "📚"
        color = "sky"
        duration = "30m"
        description = "Before sleep."
        since = 2026-01-01
        icon = "book"
        days = ["mon", "wed"]

        [habits.water]
        name = "Drink Water"
        unit = "glasses"
        goal = 8

        [habits.coffee]
        name = "Coffee"
        unit = "cups"
        limit = 2.125
        target = "3/week"
        archived = 2026-12-01
        pauses = [{ from = 2026-06-01, to = 2026-06-14 }]

        [habits.say]
        name = "Say \\"hi\\", loudly"
        color = "nonsense"

        """

    func storage(_ days: [String: String]) -> MemoryStorage {
        var files = ["habits.toml": Self.habits]
        for (date, text) in days { files[DayPath.path(for: LocalDate(date)!)] = text }
        return MemoryStorage(files)
    }

    func rows(_ storage: MemoryStorage, from: DateChoice? = nil, to: DateChoice? = nil) throws -> ExportRows {
        try JournalService(storage: storage, now: Self.now).exportRows(from: from, to: to)
    }

    func csv(_ rows: ExportRows) -> String {
        CSV.line(ExportRow.columns) + rows.rows.map { CSV.line($0.fields) }.joined()
    }

    func testRowsInDateOrderThenAsWritten() throws {
        let s = storage([
            "2026-11-20":
                "## Checklist\n- [x] Drink Water +3\n- [-] say\n## Timeline\n- 07:00-07:30 Read -- chapter 2\n",
            "2025-12-31": "## Timeline\n- 06:00-06:30 read\n",
            "2026-01-02": "## Checklist\n- [ ] coffee -- maybe\n",
        ])
        let export = try rows(s)
        XCTAssertEqual(
            export.rows.map(\.date.description), ["2025-12-31", "2026-01-02", "2026-11-20", "2026-11-20", "2026-11-20"])
        XCTAssertEqual(
            export.rows.map(\.habit), ["read", "coffee", "water", "say", "read"],
            "the checklist was written first that day")
        XCTAssertEqual(export.rows.map(\.state), [.done, .notDone, .done, .skipped, .done])
        XCTAssertEqual(export.problems, ExportProblems())
        XCTAssertEqual(
            csv(export),
            """
            date,habit,name,state,start,end,minutes,amount,unit,note
            2025-12-31,read,Read,done,06:00,06:30,30,,,
            2026-01-02,coffee,Coffee,not-done,,,,,,maybe
            2026-11-20,water,Drink Water,done,,,,3,glasses,
            2026-11-20,say,"Say ""hi"", loudly",skipped,,,,,,
            2026-11-20,read,Read,done,07:00,07:30,30,,,chapter 2

            """)
    }

    func testNightsAmountsAndUnknownHabits() throws {
        let s = storage([
            "2026-11-20": """
            ## Timeline
            - 23:30-25:00 📚 Read -- couldn't stop
            - 6:30 +1h Juggle +3 balls -- new trick
            ## Checklist
            - [x] Drink Water +2.5 glasses -- after the run
            - [x] water +1 glass
            - [x] coffee +1
            - [x] Floss
            - [x] Floss +2 times

            """
        ])
        let export = try rows(s)
        XCTAssertEqual(
            export.rows.map { $0.fields.joined(separator: "|") },
            [
                "2026-11-20|read|Read|done|23:30|25:00|90|||couldn't stop",
                "2026-11-20|Juggle|Juggle|done|06:30|07:30|60|3|balls|new trick",
                "2026-11-20|water|Drink Water|done||||2.5|glasses|after the run",
                "2026-11-20|water|Drink Water|done||||1|glasses|",
                "2026-11-20|coffee|Coffee|done||||1|cups|",
                "2026-11-20|Floss|Floss|done||||||",
                "2026-11-20|Floss|Floss|done||||2|times|",
            ])
        XCTAssertEqual(export.rows.map(\.isKnown), [true, false, true, true, true, false, false])
        XCTAssertEqual(export.rows[0].minutes, 90)
        XCTAssertNil(export.rows[2].minutes)
        XCTAssertEqual(export.problems.lines, 0, "a line naming no habit is exported, not a problem")
    }

    func testRangesAreInclusiveAndRelativeToTheJournalsToday() throws {
        var days: [String: String] = [:]
        for d in 10...21 { days["2026-11-\(d)"] = "## Checklist\n- [x] Read\n" }
        days["2025-11-15"] = "## Checklist\n- [x] Read\n"
        let s = storage(days)
        func dates(_ from: DateChoice?, _ to: DateChoice?) throws -> [String] {
            try rows(s, from: from, to: to).rows.map(\.date.description)
        }
        XCTAssertEqual(
            try dates(.date(LocalDate("2026-11-12")!), .date(LocalDate("2026-11-14")!)),
            ["2026-11-12", "2026-11-13", "2026-11-14"])
        XCTAssertEqual(try dates(nil, .date(LocalDate("2026-11-10")!)), ["2025-11-15", "2026-11-10"])
        XCTAssertEqual(try dates(.daysAgo(1), nil), ["2026-11-20", "2026-11-21"], "today is the 21st at 07:40")
        XCTAssertEqual(try dates(nil, nil).count, 13)
        XCTAssertEqual(try dates(.date(LocalDate("2026-12-01")!), nil), [])
        s.resetLog()
        _ = try dates(.today, .today)
        XCTAssertEqual(s.reads, ["habits.toml", "days/2026/2026-11-21.md"], "only the files of the range are read")
        XCTAssertThrowsError(try dates(.today, .daysAgo(1))) { error in
            XCTAssertEqual((error as? JournalRefusal)?.kind, .invalidRequest)
        }
    }

    /// Each file's rows are handed over before the next file is read: memory stays flat.
    func testRowsAreStreamed() throws {
        var days: [String: String] = [:]
        for d in 10...19 { days["2026-11-\(d)"] = "## Checklist\n- [x] Read\n- [x] Water +1\n" }
        let s = storage(days)
        var readsAtEachRow: [Int] = []
        let problems = try JournalService(storage: s, now: Self.now).exportRows { _ in
            readsAtEachRow.append(s.reads.count)
        }
        XCTAssertTrue(problems.isEmpty)
        XCTAssertEqual(
            readsAtEachRow, (2...11).flatMap { [$0, $0] }, "habits.toml, then one day file per pair of rows")
    }

    func testFilesWithErrorsGiveWhatWasUnderstood() throws {
        let s = storage([
            "2026-11-19": "## Checklist\n- [y] Read\n- [x] Read\n- just text\n",
            "2026-11-20": "+++\nmood = \n+++\n## Timeline\n- 25:00-24:00 Read\n- 07:00-07:30 Read\n",
        ])
        s.files["days/2026/2026-11-21.md"] = [0xFF, 0x00] + Array("## Checklist\n- [x] Read\n".utf8)
        let export = try rows(s)
        XCTAssertEqual(export.rows.map(\.date.description), ["2026-11-19", "2026-11-20"])
        XCTAssertEqual(export.rows.map(\.start?.description), [nil, "07:00"])
        XCTAssertEqual(
            export.problems.files, ["days/2026/2026-11-19.md", "days/2026/2026-11-20.md", "days/2026/2026-11-21.md"])
        XCTAssertGreaterThanOrEqual(export.problems.lines, 5)
    }

    func testNothingToExport() throws {
        let export = try rows(storage([:]))
        XCTAssertEqual(export.rows, [])
        XCTAssertTrue(export.problems.isEmpty)
        XCTAssertThrowsError(try rows(MemoryStorage(["habits.toml": "[habits\n"])), "habits.toml must be readable")
    }

    func testCSVQuoting() {
        XCTAssertEqual(CSV.field("plain text"), "plain text")
        XCTAssertEqual(CSV.field(""), "")
        XCTAssertEqual(CSV.field("a,b"), "\"a,b\"")
        XCTAssertEqual(CSV.field("say \"hi\""), "\"say \"\"hi\"\"\"")
        XCTAssertEqual(CSV.field("two\nlines"), "\"two\nlines\"")
        XCTAssertEqual(CSV.field("cr\r"), "\"cr\r\"")
        XCTAssertEqual(CSV.field("🏃 'quoted' ; semi"), "🏃 'quoted' ; semi")
        XCTAssertEqual(CSV.line(["a", "b,c", ""]), "a,\"b,c\",\n")
    }

    func testTheWholeJournalAsJSON() throws {
        let s = storage([
            "2026-11-20": """
            +++
            mood = 4
            sleep = 7.25
            when = 2026-11-20T07:30:00Z
            +++

            # Friday

            Slept badly.

            ## Timeline

            - 23:30-24:30 Read +10 pages -- late
            - 07:00-07:30 Read

            ## Checklist

            - [x] Drink Water +2.5 -- morning
            - [-] Juggle

            ## Notes

            Anything.
            """,
            "2026-11-19": "## Checklist\n- [y] Read\n",
        ])
        let export = try JournalService(storage: s, now: Self.now).exportJournal()
        XCTAssertEqual(export.problems.lines, 1)
        XCTAssertEqual(
            export.json.compact,
            """
            {"format": "1.4", "settings": {"dayStarts": "04:00", "slot": 30, "weekStarts": "sunday"}, \
            "habits": [{"id": "read", "name": "Read", "formerNames": [], "emoji": "📚", "color": "#54A0FF", "duration": 30, "description": "Before sleep.", \
            "since": "2026-01-01", "archived": null, "pauses": [], "icon": "book", "days": ["mon", "wed"], "target": null, "every": null, "unit": null, "goal": null, "limit": null}, \
            {"id": "water", "name": "Drink Water", "formerNames": [], "emoji": null, "color": null, "duration": null, "description": null, "since": null, \
            "archived": null, "pauses": [], "icon": null, "days": null, "target": null, "every": null, "unit": "glasses", "goal": 8, "limit": null}, \
            {"id": "coffee", "name": "Coffee", "formerNames": [], "emoji": null, "color": null, "duration": null, "description": null, "since": null, \
            "archived": "2026-12-01", "pauses": [{"from": "2026-06-01", "to": "2026-06-14"}], "icon": null, "days": null, "target": "3/week", "every": null, "unit": "cups", "goal": null, "limit": 2.125}, \
            {"id": "say", "name": "Say \\"hi\\", loudly", "formerNames": [], "emoji": null, "color": null, "duration": null, "description": null, "since": null, \
            "archived": null, "pauses": [], "icon": null, "days": null, "target": null, "every": null, "unit": null, "goal": null, "limit": null}], \
            "days": [{"date": "2026-11-19", "frontMatter": {}, "entries": [], "checklist": [], "notes": ""}, \
            {"date": "2026-11-20", "frontMatter": {"mood": 4, "sleep": 7.25, "when": "2026-11-20T07:30:00Z"}, \
            "entries": [{"habit": "read", "start": "23:30", "end": "24:30", "minutes": 60, "amount": 10, "unit": null, "note": "late"}, \
            {"habit": "read", "start": "07:00", "end": "07:30", "minutes": 30, "note": null}], \
            "checklist": [{"habit": "water", "state": "done", "amount": 2.5, "unit": "glasses", "note": "morning"}, \
            {"habit": "Juggle", "state": "skipped", "note": null, "unknown": true}], \
            "notes": "# Friday\\n\\nSlept badly.\\n\\n## Notes\\n\\nAnything."}], \
            "problems": 1}
            """)
    }
}

extension ExportTests {
    /// `CSV.guarded`: the six first characters OWASP names, and nothing else.
    func testGuardedFields() {
        for text in ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"] {
            XCTAssertEqual(CSV.guarded(text), "'" + text, text)
        }
        for text in ["", "2026-11-20", "a=b", " =x", "'=x", "🦷 Floss"] {
            XCTAssertEqual(CSV.guarded(text), text, text)
        }
        XCTAssertEqual(CSV.line(["=x", "\rx", "a"], guarded: true), "'=x,\"'\rx\",a\n")
        XCTAssertEqual(CSV.line(["=x", "a"]), "=x,a\n")
    }
}
