import DawnJournalTestSupport
import XCTest

@testable import DawnJournal
@testable import DawnJournalParse
@testable import DawnJournalValidate

/// The use cases over an in-memory journal: no files, no clock, no process.
final class JournalServiceTests: XCTestCase {
    static let saturday = LocalDateTime("2026-11-21T07:40")!

    /// A view reports the type errors of `[journal]` (its keys, or `journal` itself when it is
    /// not a table), found by their place in habits.toml, and no other habit's.
    func testViewsReportJournalTypeErrorsByPlace() throws {
        let storage = MemoryStorage(["habits.toml": "journal = 5\n\n[habits.read]\nname = \"Read\"\nsince = 7\n"])
        let problems = try service(storage).summary(ViewWindow(days: 7)).problems.settings
        XCTAssertEqual(problems.map(\.code), [.fieldType])
        XCTAssertEqual(problems.map(\.range.line), [1])
        storage.files["habits.toml"] = Array(
            "[journal]\nslot = 15\nweek_starts = 1\n\n[habits.read]\nname = \"Read\"\nsince = 7\n".utf8)
        let typed = try service(storage).summary(ViewWindow(days: 7)).problems.settings
        XCTAssertEqual(typed.map(\.code), [.fieldType, .fieldType])
        XCTAssertEqual(typed.map(\.range.line), [2, 3])
    }

    func service(_ storage: MemoryStorage, at now: LocalDateTime = saturday) -> JournalService {
        JournalService(storage: storage, now: now)
    }

    /// A whole flow: add habits, log, unlog, summary; each step reads only what it needs.
    func testAWholeFlowInMemory() throws {
        let storage = MemoryStorage(["habits.toml": "# my habits\n"])
        let j = service(storage)

        let run = try j.addHabit(
            HabitAddRequest(name: "Morning  Run", fields: HabitFieldValues(emoji: "🏃", color: "CORAL", duration: "30m"))
        )
        XCTAssertEqual(run.habit.id, "morning-run")
        XCTAssertEqual(run.habit.name, "Morning Run", "runs of spaces are read as one, as day files read them")
        _ = try j.addHabit(HabitAddRequest(name: "Floss", fields: HabitFieldValues(since: .daysAgo(7))))
        XCTAssertEqual(
            storage.text("habits.toml"),
            """
            # my habits

            [habits.morning-run]
            name = "Morning Run"
            emoji = "🏃"
            color = "coral"
            duration = "30m"
            since = 2026-11-21

            [habits.floss]
            name = "Floss"
            color = "peach"
            since = 2026-11-14

            """)

        storage.resetLog()
        let logged = try j.log(LogRequest(habit: "morning run", at: TimeOfDay("06:37"), minutes: 40, note: "  5k  "))
        XCTAssertEqual(
            logged.target, .entry(date: LocalDate("2026-11-21")!, start: TimeOfDay("06:30")!, end: TimeOfDay("07:15")!))
        XCTAssertEqual(logged.note, "5k")
        XCTAssertEqual(
            storage.reads, ["habits.toml", "days/2026/2026-11-21.md"],
            "log reads habits.toml and the one day file, once each")
        XCTAssertEqual(storage.writes, ["days/2026/2026-11-21.md"])
        XCTAssertEqual(storage.locks, 1)

        XCTAssertTrue(try j.log(LogRequest(habit: "floss")).changed)
        XCTAssertFalse(try j.log(LogRequest(habit: "FLOSS")).changed, "ticking what is ticked changes nothing")
        XCTAssertEqual(
            storage.text("days/2026/2026-11-21.md"),
            """
            ## Timeline

            - 06:30-07:15 🏃 Morning Run -- 5k

            ## Checklist

            - [x] Floss

            """)

        let summary = try j.summary(ViewWindow(days: 7))
        XCTAssertEqual(summary.from, LocalDate("2026-11-15"))
        // Floss counts from 11-14: due 11-15…11-21, done on the 21st: 1 of 7. Morning Run
        // counts from today: done today, 1 of 1.
        XCTAssertEqual(
            summary.habits.map { "\($0.habit.id) \($0.done)/\($0.due) \($0.minutes)m" },
            ["morning-run 1/1 45m", "floss 1/7 0m"])

        let unlogged = try j.unlog(UnlogRequest(habit: "floss"))
        XCTAssertEqual(unlogged.change, .unticked)
        XCTAssertEqual(
            try j.unlog(UnlogRequest(habit: "Morning Run", at: TimeOfDay("06:40"))).change,
            .removedEntry(start: TimeOfDay("06:30")!, end: TimeOfDay("07:15")!), "--at is snapped to its slot")
        XCTAssertEqual(
            storage.text("days/2026/2026-11-21.md"), "",
            "each line was its section's only one: the sections went with them")
        XCTAssertEqual(try j.unlog(UnlogRequest(habit: "floss")).change, .nothing)
        XCTAssertEqual(try j.summary(ViewWindow(days: 7)).done, 0)
    }

    /// Refusals leave the journal as it was, and say why.
    func testRefusalsChangeNothing() throws {
        let storage = MemoryStorage([
            "habits.toml": "[habits.read]\nname = \"Read\"\nduration = \"30m\"\n",
            "days/2026/2026-11-20.md": "## Timeline\n- 35:00-36:00 Read\n",
        ])
        let j = service(storage)
        let before = storage.files
        func refusal(_ body: () throws -> Void) -> JournalRefusal? {
            do {
                try body()
                return nil
            } catch { return error as? JournalRefusal }
        }
        let read = try XCTUnwrap(HabitsParser.parse(Array(storage.text("habits.toml")!.utf8)).file.habit(named: "Read"))
        XCTAssertEqual(
            refusal { _ = try j.log(LogRequest(habit: "Reed")) }?.reason,
            .unknownHabit(name: "Reed", suggestion: read, known: ["Read"]))
        XCTAssertEqual(
            refusal { _ = try j.log(LogRequest(habit: "Read", at: TimeOfDay("09:00"))) }?.reason,
            .futureStart(
                start: TimeOfDay("09:00")!, date: LocalDate("2026-11-21")!, nowSlot: TimeOfDay("07:30")!,
                today: LocalDate("2026-11-21")!))
        let broken = refusal { _ = try j.log(LogRequest(habit: "Read", date: .daysAgo(1), at: TimeOfDay("06:00"))) }
        XCTAssertEqual(broken?.code, .dayFileInvalid)
        XCTAssertEqual(broken?.file, "days/2026/2026-11-20.md")
        XCTAssertEqual(broken?.range.map { [$0.line, $0.column] }, [2, 3])
        if case .dayFileInvalid(let d)? = broken?.reason {
            XCTAssertEqual(d.code, .badTime)
        } else {
            XCTFail("\(String(describing: broken))")
        }
        XCTAssertNil(broken?.undone)
        XCTAssertEqual(
            refusal { _ = try j.addHabit(HabitAddRequest(name: "Walk", fields: HabitFieldValues(color: "nope"))) }?
                .kind, .invalidRequest)
        XCTAssertEqual(
            refusal { _ = try j.addHabit(HabitAddRequest(name: "Walk", fields: HabitFieldValues(duration: "20m"))) }?
                .kind, .invalidRequest, "a value that cannot be used in this journal: a usage error")
        let removal = refusal { _ = try j.removeHabit("read", purge: true) }
        XCTAssertEqual(removal?.code, .dayFileInvalid)
        XCTAssertEqual(removal?.file, "days/2026/2026-11-20.md")
        XCTAssertEqual(removal?.range.map { [$0.line, $0.column] }, [2, 3])
        XCTAssertEqual(removal?.undone, .change)
        XCTAssertEqual(storage.files, before)
        XCTAssertEqual(storage.writes, [])
    }

    /// Names a day file would read differently are refused; names with runs of spaces, in
    /// habits.toml or on the command line, are found and logged (they could not be before).
    func testHabitNamesReadTheSameEverywhere() throws {
        let storage = MemoryStorage(["habits.toml": "[habits.deep]\nname = \"Deep  Work\"\n"])
        let j = service(storage)
        func refusal(_ name: String) -> RefusalReason? {
            do {
                _ = try j.addHabit(HabitAddRequest(name: name))
                return nil
            } catch { return error.reason }
        }
        XCTAssertEqual(refusal("Run --"), .unreadableName(name: "Run --", problem: "a day file would read it as 'Run'"))
        XCTAssertEqual(
            refusal("-- Run"),
            .unreadableName(name: "-- Run", problem: "a day file would read it as a note, not a name"))
        XCTAssertEqual(
            refusal("🏃 Run"),
            .unreadableName(name: "🏃 Run", problem: "a day file would read '🏃' as its emoji and the name as 'Run'"))
        guard case .nameTaken(let name, let other)? = refusal("deep work") else {
            return XCTFail("not refused as taken")
        }
        XCTAssertEqual([name, other.id], ["deep work", "deep"])
        XCTAssertEqual(storage.writes, [])

        XCTAssertEqual(try j.log(LogRequest(habit: "deep   work")).habit.id, "deep")
        XCTAssertEqual(storage.text("days/2026/2026-11-21.md"), "## Checklist\n\n- [x] Deep Work\n")
        let renamed = try j.renameHabit("Deep Work", to: "  Focus \t Time ")
        XCTAssertEqual(renamed.habit.name, "Focus Time")
        XCTAssertEqual(storage.text("days/2026/2026-11-21.md"), "## Checklist\n\n- [x] Focus Time\n")
        XCTAssertEqual(try j.lint().diagnostics.map(\.code), [])
    }

    /// A hand-written name that a day file would read as another habit is not logged: the
    /// line would not mean what was asked (a new file is checked too).
    func testLogRefusesNamesDayFilesReadDifferently() {
        let storage = MemoryStorage(["habits.toml": "[habits.x]\nname = \"Run -- fast\"\n"])
        do {
            _ = try service(storage).log(LogRequest(habit: "x"))
            XCTFail("logged a name that reads back as 'Run'")
        } catch {
            guard case .unwritableName(let habit, let problem) = error.reason else { return XCTFail("\(error)") }
            XCTAssertEqual(habit.id, "x")
            XCTAssertEqual(problem, "a day file would read it as 'Run'")
        }
        XCTAssertEqual(storage.writes, [])
        XCTAssertEqual(try service(storage).lint().diagnostics.map(\.code), [.ambiguousName])
    }

    /// Lint streams the journal in batches on two threads; what it reports is exactly what
    /// the rules report over the whole journal loaded at once, in the same order.
    func testStreamingLintReportsWhatTheWholeJournalGives() throws {
        var files = [
            "habits.toml":
                "[habits.run]\nname = \"Run\"\nduration = \"30m\"\nsince = 2026-03-01\n[habits.floss]\nname = \"Floss\"\n",
            "days/notes.txt": "not a day",
        ]
        var date = LocalDate("2026-01-01")!
        for k in 0..<700 {
            let mistakes = [
                "- 06:30-07:00 Run", "- 06:37-07:00 Run", "- 07:00-07:30 Rnu", "- 06:45-07:15 run", "- 35:00-36:00 Run",
            ]
            let text =
                "## Timeline\n" + mistakes[k % mistakes.count] + "\n- 06:30-07:00 Floss\n## Checklist\n- [x] Floss\n"
                + (k % 7 == 0 ? "- [x] floss\n" : "")
            files[DayPath.path(for: date)] = text
            date = date.adding(days: 1)
        }
        files["days/2026/2026-13-01.md"] = "## Timeline\n"
        let storage = MemoryStorage(files)
        let now = LocalDateTime("2026-11-21T07:40")!
        let report = try JournalService(storage: storage, now: now).lint()
        let sources = JournalSources(
            habits: SourceFile(path: "habits.toml", bytes: storage.files["habits.toml"]!),
            dayFiles: try storage.dayFilePaths().filter { DayPath($0).isDayFile }.map {
                SourceFile(path: $0, bytes: storage.files[$0]!)
            },
            otherFiles: try storage.dayFilePaths().filter { !DayPath($0).isDayFile })
        let whole = Validator.validate(JournalLoader.load(sources), now: now)
        XCTAssertGreaterThan(whole.count, 1000)
        XCTAssertEqual(report.diagnostics, whole)
        XCTAssertEqual(report.fileCount, 703)
        XCTAssertEqual(
            report.lines(of: "days/2026/2026-01-05.md").last, "- [x] Floss",
            "the lines of a file with findings are kept")
    }

    /// An edit that passes the form's checks but that lint would reject is refused: here a
    /// `since` after the habit's `archived` date.
    func testHabitEditsAreCheckedByTheLintRules() throws {
        let storage = MemoryStorage([
            "habits.toml": "[habits.floss]\nname = \"Floss\"\nsince = 2026-01-01\narchived = 2026-06-01\n"
        ])
        let j = service(storage)
        do {
            _ = try j.editHabit("floss", HabitFieldValues(since: .date(LocalDate("2026-07-01")!)))
            XCTFail("an edit lint rejects was written")
        } catch {
            guard case .lintError(let d) = error.reason else { return XCTFail("\(error)") }
            XCTAssertEqual(d.code, .archivedBeforeSince)
            XCTAssertEqual(error.file, "habits.toml")
        }
        XCTAssertEqual(storage.writes, [])
        XCTAssertEqual(
            try j.editHabit("floss", HabitFieldValues(since: .date(LocalDate("2026-02-01")!))).habit.since,
            LocalDate("2026-02-01"))
    }

    /// The rules that used to live in the command line, each in one place, by hand.
    func testRulesInOnePlace() {
        let settings = JournalSettings(dayStarts: TimeOfDay("04:00")!, slot: 15, weekStarts: 7)
        XCTAssertEqual(settings.clock.slotStart(TimeOfDay("06:44")!), TimeOfDay("06:30"))
        XCTAssertEqual([5, 7, 8, 22, 23, 40, 90].map(settings.clock.slotLength), [15, 15, 15, 15, 30, 45, 90])
        XCTAssertEqual(settings.clock.journalDate(at: LocalDateTime("2026-11-22T03:59")!), LocalDate("2026-11-21"))
        XCTAssertEqual(settings.clock.journalDate(at: LocalDateTime("2026-11-22T04:00")!), LocalDate("2026-11-22"))
        // Weeks from Sunday: Saturday 2026-11-21 is in the week of Sunday 11-15; Sunday 11-22 starts one.
        XCTAssertEqual(settings.weekStart(containing: LocalDate("2026-11-21")!), LocalDate("2026-11-15"))
        XCTAssertEqual(settings.weekStart(containing: LocalDate("2026-11-22")!), LocalDate("2026-11-22"))

        let habit = Habit(id: "x", name: "X", since: LocalDate("2026-11-10"), archived: LocalDate("2026-11-20"))
        XCTAssertEqual(
            ["2026-11-09", "2026-11-10", "2026-11-19", "2026-11-20"].map {
                habit.status(on: LocalDate($0)!, journalStart: nil)
            },
            [.notStarted, .active, .active, .archived])
        let open = Habit(id: "y", name: "Y")
        XCTAssertEqual(open.status(on: LocalDate("2026-11-01")!, journalStart: LocalDate("2026-11-02")), .notStarted)
        XCTAssertEqual(open.status(on: LocalDate("2026-11-02")!, journalStart: LocalDate("2026-11-02")), .active)
        XCTAssertEqual(open.status(on: LocalDate("2026-11-02")!, journalStart: nil), .notStarted)

        XCTAssertEqual(
            ["today", "yesterday", "-3", "2026-02-28", "2026-02-30", "tomorrow"].map(DateChoice.init),
            [.today, .daysAgo(1), .daysAgo(3), .date(LocalDate("2026-02-28")!), nil, .daysAhead(1)])
        XCTAssertEqual(HabitName.normalised("  Morning \t  Run  "), "Morning Run")
        XCTAssertEqual(HabitName.key("Morning  RUN"), "morning run")
    }

    /// Where a log lands, as a pure function of the request, the settings and the moment.
    func testLogTargets() throws {
        let settings = JournalSettings.default
        let read = Habit(id: "read", name: "Read", duration: 30)
        let floss = Habit(id: "floss", name: "Floss")
        let d = { (s: String) in LocalDate(s)! }
        let t = { (s: String) in TimeOfDay(s)! }
        let water = Habit(id: "water", name: "Water", unit: "glasses", goal: Amount(8))
        let cases: [(LogRequest, Habit, String, LogTarget?)] = [
            // Without --at it ends at the current slot (07:30) and starts its duration earlier.
            (
                LogRequest(habit: "read"), read, "2026-11-21T07:40",
                .entry(date: d("2026-11-21"), start: t("07:00"), end: t("07:30"))
            ),
            (
                LogRequest(habit: "read", at: t("06:37"), minutes: 40), read, "2026-11-21T07:40",
                .entry(date: d("2026-11-21"), start: t("06:30"), end: t("07:15"))
            ),
            // 01:30, before the day starts: the journal day is the 21st, and the night after it
            // is written past 24:00. 23:00 was last night; 01:00 is 25:00 on the 21st.
            (
                LogRequest(habit: "read", at: t("23:00")), read, "2026-11-22T01:30",
                .entry(date: d("2026-11-21"), start: t("23:00"), end: t("23:30"))
            ),
            (
                LogRequest(habit: "read", at: t("01:00")), read, "2026-11-22T01:30",
                .entry(date: d("2026-11-21"), start: t("25:00"), end: t("25:30"))
            ),
            (
                LogRequest(habit: "read"), read, "2026-11-22T01:30",
                .entry(date: d("2026-11-21"), start: t("25:00"), end: t("25:30"))
            ),
            // In the daytime, 01:00 is the night that ended this morning: the evening before.
            (
                LogRequest(habit: "read", at: t("01:00")), read, "2026-11-22T09:00",
                .entry(date: d("2026-11-21"), start: t("25:00"), end: t("25:30"))
            ),
            (LogRequest(habit: "read", at: t("25:00")), read, "2026-11-22T09:00", nil), // tonight: the future
            (
                LogRequest(habit: "read", date: .date(d("2026-11-20")), at: t("02:00")), read, "2026-11-22T09:00",
                .entry(date: d("2026-11-20"), start: t("26:00"), end: t("26:30"))
            ),
            // An entry may cross midnight.
            (
                LogRequest(habit: "read", at: t("23:50"), minutes: 30), read, "2026-11-21T23:55",
                .entry(date: d("2026-11-21"), start: t("23:45"), end: t("24:15"))
            ),
            (LogRequest(habit: "read", at: t("03:30"), minutes: 60), read, "2026-11-22T03:55", nil), // past 28:00
            // A tick at 01:30 is still yesterday's.
            (LogRequest(habit: "floss"), floss, "2026-11-22T01:30", .tick(date: d("2026-11-21"))),
            (LogRequest(habit: "read", check: true), read, "2026-11-21T07:40", .tick(date: d("2026-11-21"))),
            (LogRequest(habit: "floss", date: .date(d("2026-11-22"))), floss, "2026-11-21T07:40", nil), // the future
            (
                LogRequest(habit: "water", amount: Amount(2)), water, "2026-11-22T01:30",
                .record(date: d("2026-11-21"), amount: Amount(2), set: false)
            ),
            (
                LogRequest(habit: "water", setTotal: Amount(6)), water, "2026-11-21T12:00",
                .record(date: d("2026-11-21"), amount: Amount(6), set: true)
            ),
            (
                LogRequest(habit: "water"), water, "2026-11-21T12:00",
                .record(date: d("2026-11-21"), amount: Amount(1), set: false)
            ), // one unit, as a tap adds one
            (LogRequest(habit: "floss", amount: Amount(2)), floss, "2026-11-21T12:00", nil), // no unit
            (LogRequest(habit: "read", skip: true), read, "2026-11-21T12:00", .skip(date: d("2026-11-21"))),
            (LogRequest(habit: "read", at: t("07:00"), skip: true), read, "2026-11-21T12:00", nil),
            // 00:10 with the day starting at midnight: 30 minutes ending now would start before the day.
        ]
        for (request, habit, now, expected) in cases {
            let got = try? request.target(for: habit, settings: settings, now: LocalDateTime(now)!)
            XCTAssertEqual(got, expected, "\(request) at \(now)")
        }
    }
}
