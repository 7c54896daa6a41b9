import DawnJournalTestSupport
import XCTest

@testable import DawnJournal
@testable import DawnJournalSummarise

/// Edges of format 1.1 found in review: each failed (or trapped) before its fix.
final class ScheduleEdgeTests: XCTestCase {
    static func d(_ s: String) -> LocalDate { LocalDate(s)! }

    static let habits = """
        [journal]
        day_starts = "04:00"

        [habits.guitar]
        name = "Guitar"
        target = "3/week"
        since = 2026-10-01

        [habits.books]
        name = "Books"
        target = "10/month"
        since = 2026-10-01

        [habits.coffee]
        name = "Coffee"
        unit = "cups"
        limit = 2
        since = 2026-10-01

        [habits.read]
        name = "Read"
        duration = "30m"
        unit = "pages"
        since = 2026-10-01

        """

    func service(_ files: [String: String], _ now: String) -> (MemoryStorage, JournalService) {
        let storage = MemoryStorage(files.merging(["habits.toml": Self.habits]) { a, _ in a })
        return (storage, JournalService(storage: storage, now: LocalDateTime(now)!))
    }

    /// A day (or a week) after today in a period that starts after today: no trap, nothing due.
    func testDaysInPeriodsAfterTodayAreNotApplicable() throws {
        let (_, j) = service(["days/2026/2026-11-02.md": "## Checklist\n- [x] Guitar\n"], "2026-11-30T10:00")
        let week = try j.weekView() // Mon 30 Nov: its days in December are in a month after today
        XCTAssertEqual(
            week.days.map(\.due), [4, 0, 0, 0, 0, 0, 0], "today all four are due; the later days are the future")
        let future = try j.dayView(.date(Self.d("2026-12-02")))
        XCTAssertTrue(future.due.allSatisfy { !$0.isDue })
        _ = try j.dayView(.date(LocalDate.latest))
        _ = try j.weekView(.date(LocalDate.latest))
    }

    /// History and week tally whole periods, reading past the window's end up to today.
    func testPeriodsThatEndAfterTheWindowAreTalliedWhole() throws {
        var files: [String: String] = [:]
        for day in ["2026-11-09", "2026-11-11", "2026-11-13"] {
            files["days/2026/\(day).md"] = "## Checklist\n- [x] Guitar\n"
        }
        for day in 20...29 { files["days/2026/2026-10-\(day).md"] = "## Checklist\n- [x] Books\n" }
        let (_, j) = service(files, "2026-11-18T10:00")
        let history = try j.historyView(ViewWindow(days: 3, to: .date(Self.d("2026-11-10"))))
        let week = history.periods["guitar"]!.first { $0.from == Self.d("2026-11-09") }!
        XCTAssertEqual(week.done, 3)
        XCTAssertEqual(week.state, .met)
        let october = try j.weekView(.date(Self.d("2026-10-05"))).targets.first { $0.habit.id == "books" }!.period
        XCTAssertEqual(october.done, 10)
        XCTAssertEqual(october.state, .met)
    }

    /// A skipped limit habit with nothing written is skipped, not done by its zero.
    func testASkippedLimitHabitIsSkipped() throws {
        let (_, j) = service(
            [
                "days/2026/2026-11-11.md": "## Checklist\n- [-] Coffee\n",
                "days/2026/2026-11-12.md": "## Checklist\n- [-] Coffee\n- [x] Coffee +1 cup\n",
            ], "2026-11-18T10:00")
        let history = try j.historyView(ViewWindow(days: 8, to: .date(Self.d("2026-11-12"))))
        let row = history.rows.first { $0.habit.id == "coffee" }!.states
        XCTAssertEqual(row[0], .done, "11-12: a cup written wins over the skip")
        XCTAssertEqual(row[1], .skipped, "11-11")
        XCTAssertEqual(row[2], .done, "11-10: nothing written, within the limit")
        // Over the limit today: missed, not pending (nothing can bring it back).
        let (_, k) = service(["days/2026/2026-11-18.md": "## Checklist\n- [x] Coffee +3 cups\n"], "2026-11-18T10:00")
        XCTAssertEqual(try k.dayView().due.first { $0.habit.id == "coffee" }?.state, .missed)
    }

    /// A `day_starts` later than 08:00 is lint's error; counting and logging use 08:00, and a
    /// value that is no time of day keeps the default, as in format 1.0.
    func testADayStartLaterThanEightIsClamped() throws {
        let late = HabitsParser.parse(Array("[journal]\nday_starts = \"10:00\"\n".utf8)).file.settings.dayStarts
        XCTAssertEqual(late, TimeOfDay("08:00"))
        let bogus = HabitsParser.parse(Array("[journal]\nday_starts = \"25:00\"\n".utf8)).file.settings.dayStarts
        XCTAssertEqual(bogus, JournalSettings.default.dayStarts)
        let storage = MemoryStorage([
            "habits.toml": "[journal]\nday_starts = \"10:00\"\n[habits.run]\nname = \"Run\"\nduration = \"30m\"\n"
        ])
        let j = JournalService(storage: storage, now: LocalDateTime("2026-11-18T09:00")!)
        XCTAssertEqual(
            try j.log(LogRequest(habit: "run")).target,
            .entry(date: Self.d("2026-11-18"), start: TimeOfDay("08:30")!, end: TimeOfDay("09:00")!))
    }

    /// At 04:10 an entry ending at 04:00 was last night's: the evening before, past 24:00.
    func testAnEntryEndingAtTheDayStartIsLastNights() throws {
        let (storage, j) = service([:], "2026-11-25T04:10")
        let logged = try j.log(LogRequest(habit: "read", amount: Amount(20)))
        XCTAssertEqual(
            logged.target, .entry(date: Self.d("2026-11-24"), start: TimeOfDay("27:30")!, end: TimeOfDay("28:00")!))
        XCTAssertEqual(storage.text("days/2026/2026-11-24.md"), "## Timeline\n\n- 27:30-28:00 Read +20 pages\n")
        // The same slots again with an amount: refused, saying how to record it.
        XCTAssertThrowsError(try j.log(LogRequest(habit: "read", amount: Amount(5)))) { error in
            guard case .entryExists(_, let start, let end, _, let amount) = (error as! JournalRefusal).reason else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual([start, end], [TimeOfDay("27:30")!, TimeOfDay("28:00")!])
            XCTAssertEqual(amount, Amount(5))
        }
        // unlog reaches the night by its clock time, or as written.
        _ = try j.log(LogRequest(habit: "read", date: .date(Self.d("2026-11-24")), at: TimeOfDay("20:00")))
        XCTAssertEqual(
            try j.unlog(UnlogRequest(habit: "read", date: .date(Self.d("2026-11-24")), at: TimeOfDay("03:30"))).change,
            .removedEntry(start: TimeOfDay("27:30")!, end: TimeOfDay("28:00")!))
    }

    /// A period cut short by the calendar's first or last day is not a whole period.
    func testPeriodsAtTheCalendarsEndsAreNotWhole() {
        let week = HabitTarget(count: 3, period: .week)
        let first = week.period(containing: LocalDate.earliest, weekStarts: 7) // 0001-01-01 is a Monday
        XCTAssertEqual(first.upperBound, LocalDate(year: 1, month: 1, day: 6))
        XCTAssertFalse(week.isWhole(first))
        let next = week.period(containing: LocalDate(year: 1, month: 1, day: 7)!, weekStarts: 7)
        XCTAssertEqual(next.lowerBound, LocalDate(year: 1, month: 1, day: 7))
        XCTAssertTrue(week.isWhole(next))
        XCTAssertFalse(week.isWhole(week.period(containing: LocalDate.latest, weekStarts: 1)))
        XCTAssertTrue(
            HabitTarget(count: 2, period: .month).isWhole(
                HabitTarget(count: 2, period: .month).period(containing: LocalDate.latest, weekStarts: 1)))
    }

    /// An amount written without its `+` is an unknown habit whose hint shows the `+`.
    func testAnAmountWithoutItsPlusIsHinted() {
        let sources = JournalSources(
            habits: SourceFile(path: "habits.toml", bytes: Array(Self.habits.utf8)),
            dayFiles: [
                SourceFile(path: "days/2026/2026-11-10.md", bytes: Array("## Checklist\n- [x] Coffee 2 cups\n".utf8))
            ])
        let found = Validator.validate(JournalLoader.load(sources), now: LocalDateTime("2026-11-18T10:00")!)
        XCTAssertEqual(found.map(\.code), [.unknownHabit])
        XCTAssertEqual(found.first?.hint, "Did you mean 'Coffee' with an amount? Write it with a +: 'Coffee +2 cups'.")
    }
}
