import DawnJournalTestSupport
import XCTest

@testable import DawnJournal
@testable import DawnJournalSummarise

/// Pauses (format 1.3), what has not happened yet, and the scaled need of a partial period:
/// issue 24, items 2, 3 and 7's partial period. Every number is worked out by hand in the
/// comments.
final class PauseCountingTests: XCTestCase {
    static func d(_ s: String) -> LocalDate { LocalDate(s)! }

    static func counter(
        _ toml: String, _ files: [String: String], today: String, now: String? = nil, firstDay: String = "2026-10-01"
    ) -> Counter {
        let habits = HabitsParser.parse(Array(toml.utf8))
        XCTAssertEqual(habits.diagnostics, [])
        var days: [LocalDate: Day] = [:]
        for (date, text) in files { days[d(date)] = DayParser.parse(text).day }
        return Counter(
            habits: habits.file, days: days, firstDay: d(firstDay), today: d(today),
            now: now.map { LocalDateTime($0)! })
    }

    static func entry(_ time: String, _ name: String) -> String { "## Timeline\n- \(time) \(name)\n" }
    static func tick(_ name: String) -> String { "## Checklist\n- [x] \(name)\n" }

    // MARK: The model

    func testStatusReadsPausesAndArchived() {
        let habit = HabitsParser.parse(
            Array(
                """
                [habits.walk]
                name = "Walk"
                since = 2026-11-01
                pauses = [{ from = 2026-11-05, to = 2026-11-09 }, { from = 2026-11-12, to = 2026-11-12 }]
                archived = 2026-11-20
                """.utf8)
        ).file.habits[0]
        let expected: [(String, HabitStatus)] = [
            ("2026-10-31", .notStarted), ("2026-11-01", .active), ("2026-11-04", .active), ("2026-11-05", .paused),
            ("2026-11-09", .paused), ("2026-11-10", .active), ("2026-11-12", .paused), ("2026-11-13", .active),
            ("2026-11-19", .active), ("2026-11-20", .archived), ("2027-01-01", .archived),
        ]
        for (date, status) in expected {
            XCTAssertEqual(habit.status(on: Self.d(date), journalStart: nil), status, date)
        }
        XCTAssertEqual(habit.pause(on: Self.d("2026-11-06"))?.from, Self.d("2026-11-05"))
        XCTAssertEqual(habit.pause(on: Self.d("2026-11-06"))?.to, Self.d("2026-11-09"))
        XCTAssertEqual(habit.pause(on: Self.d("2026-11-25"))?.from, Self.d("2026-11-20"))
        XCTAssertNil(habit.pause(on: Self.d("2026-11-25"))!.to, "the pause archiving began has no end yet")
        XCTAssertNil(habit.pause(on: Self.d("2026-11-10")))
    }

    /// A habits.toml of format 1.2 (`archived`, no `pauses`) means what it meant: active from
    /// `since` to the day before `archived`, archived from then on.
    func testAFormatOneTwoHabitKeepsItsMeaning() {
        let habit = HabitsParser.parse(
            Array("[habits.spanish]\nname = \"Spanish\"\nsince = 2026-08-24\narchived = 2026-10-15\n".utf8)
        ).file.habits[0]
        XCTAssertEqual(habit.pauses, [])
        XCTAssertEqual(habit.status(on: Self.d("2026-08-23"), journalStart: nil), .notStarted)
        XCTAssertEqual(habit.status(on: Self.d("2026-08-24"), journalStart: nil), .active)
        XCTAssertEqual(habit.status(on: Self.d("2026-10-14"), journalStart: nil), .active)
        XCTAssertEqual(habit.status(on: Self.d("2026-10-15"), journalStart: nil), .archived)
    }

    // MARK: Pauses in counting

    /// Walk, daily, timed, since 11-01, paused 11-05 … 11-09; today 11-12, nothing done yet.
    ///  10-31 done, before since: na, its 30 minutes add nothing
    ///  11-01 done · 11-02 done · 11-03 missed · 11-04 missed
    ///  11-05 … 11-09 na (paused), the walk on 11-06 included: its 30 minutes add nothing
    ///  11-10 done · 11-11 done · 11-12 pending
    /// Done 4 (1, 2, 10, 11) of due 6 (1, 2, 3, 4, 10, 11); minutes 4 × 30 = 120.
    func testAPauseIsNotApplicableAlsoAfterTheHabitIsActiveAgain() {
        let toml = """
            [habits.walk]
            name = "Walk"
            duration = "30m"
            since = 2026-11-01
            pauses = [{ from = 2026-11-05, to = 2026-11-09 }]
            """
        let walked = ["2026-10-31", "2026-11-01", "2026-11-02", "2026-11-06", "2026-11-10", "2026-11-11"]
        let files = walked.reduce(into: [String: String]()) { $0[$1] = Self.entry("18:00-18:30", "Walk") }
        let c = Self.counter(toml, files, today: "2026-11-12")
        let h = c.habits.habits[0]
        let states = (0...12).map { c.state(h, on: Self.d("2026-10-31").adding(days: $0)) }
        XCTAssertEqual(
            states, [.na, .done, .done, .missed, .missed, .na, .na, .na, .na, .na, .done, .done, .pending])
        let counts = c.counts(h, from: Self.d("2026-10-31"), to: Self.d("2026-11-12"))
        XCTAssertEqual(counts.done, 4)
        XCTAssertEqual(counts.due, 6)
        XCTAssertEqual(counts.minutes, 120)
        XCTAssertEqual(c.minutes(h, on: Self.d("2026-11-06")), 0, "inside the pause")
        XCTAssertEqual(c.minutes(h, on: Self.d("2026-10-31")), 0, "before since")
        XCTAssertEqual(c.minutes(h, on: Self.d("2026-11-10")), 30)
    }

    /// 3 a week (weeks from Monday), since 2026-10-01, paused Wed 11-11 … Sun 11-22; today Wed
    /// 11-25. Done Tue 3, Mon 9, Thu 12 (paused: not counted), Tue 24.
    ///  week of 11-02: whole, 1 done → 1 of 3, not met
    ///  week of 11-09: active Mon and Tue, 2 of 7 days → need ⌈3 × 2 ÷ 7⌉ = ⌈0.86⌉ = 1; done 1
    ///    (the 12th is paused) → 1 of 1, met
    ///  week of 11-16: paused all week → not applicable
    ///  week of 11-23: current, active from Mon 23 on, 1 done of 3 → pending, left out
    /// Window 11-02 … 11-25: done 1 + 1 = 2 of due 3 + 1 = 4.
    func testATargetWeekCutByAPauseNeedsLess() {
        let toml = """
            [journal]
            week_starts = "monday"

            [habits.guitar]
            name = "Guitar"
            target = "3/week"
            since = 2026-10-01
            pauses = [{ from = 2026-11-11, to = 2026-11-22 }]
            """
        let files = ["2026-11-03", "2026-11-09", "2026-11-12", "2026-11-24"].reduce(into: [String: String]()) {
            $0[$1] = Self.tick("Guitar")
        }
        let c = Self.counter(toml, files, today: "2026-11-25")
        let h = c.habits.habits[0]
        let counts = c.counts(h, from: Self.d("2026-11-02"), to: Self.d("2026-11-25"))
        XCTAssertEqual(
            counts.periods.map(\.from), ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"].map(Self.d))
        XCTAssertEqual(counts.periods.map(\.need), [3, 1, 0, 3])
        XCTAssertEqual(counts.periods.map(\.done), [1, 1, 0, 1])
        XCTAssertEqual(counts.periods.map(\.state), [.notMet, .met, .notApplicable, .pending])
        XCTAssertEqual(counts.done, 2)
        XCTAssertEqual(counts.due, 4)
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-12")), .na, "done while paused: not applicable")
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-10")), .open)
    }

    /// need = ⌈N × active days ÷ days in the period⌉, by hand:
    ///  3/week from a Thursday: 4 days → ⌈12 ÷ 7⌉ = 2
    ///  3/week from a Sunday: 1 day → ⌈3 ÷ 7⌉ = 1
    ///  7/week from a Friday: 3 days → ⌈21 ÷ 7⌉ = 3
    ///  10/month from Mon 16 November (30 days): 15 days → ⌈150 ÷ 30⌉ = 5
    ///  2/month from 30 November: 1 day → ⌈2 ÷ 30⌉ = 1
    ///  20/month from 2 February 2026 (28 days): 27 days → ⌈540 ÷ 28⌉ = ⌈19.3⌉ = 20
    func testTheNeedOfAPartialPeriodIsScaledAndRoundedUp() {
        let cases: [(target: String, since: String, period: String, need: Int)] = [
            ("3/week", "2026-11-19", "2026-11-16", 2), ("3/week", "2026-11-22", "2026-11-16", 1),
            ("7/week", "2026-11-20", "2026-11-16", 3), ("10/month", "2026-11-16", "2026-11-01", 5),
            ("2/month", "2026-11-30", "2026-11-01", 1), ("20/month", "2026-02-02", "2026-02-01", 20),
            ("3/week", "2026-11-16", "2026-11-16", 3), ("3/week", "2026-11-23", "2026-11-16", 0),
        ]
        for (target, since, start, need) in cases {
            let c = Self.counter(
                "[habits.x]\nname = \"X\"\ntarget = \"\(target)\"\nsince = \(since)\n", [:], today: "2026-12-31")
            let h = c.habits.habits[0]
            let period = c.period(h, containing: Self.d(start))!
            XCTAssertEqual(c.need(h, period: period), need, "\(target) from \(since)")
            XCTAssertEqual(c.tally(h, period: period).need, need)
            XCTAssertEqual(c.tally(h, period: period).state, need == 0 ? .notApplicable : .notMet)
        }
    }

    // MARK: What has not happened

    func testHasBegunFollowsTheJournalsDay() {
        let settings = JournalSettings.default // day_starts 04:00
        let evening = LocalDateTime("2026-11-21T21:00")!
        let today = Self.d("2026-11-21")
        XCTAssertTrue(settings.clock.hasBegun(TimeOfDay("07:00")!, on: today, now: evening))
        XCTAssertTrue(settings.clock.hasBegun(TimeOfDay("21:00")!, on: today, now: evening), "starting now: begun")
        XCTAssertFalse(settings.clock.hasBegun(TimeOfDay("21:15")!, on: today, now: evening))
        XCTAssertTrue(settings.clock.hasBegun(TimeOfDay("23:00")!, on: Self.d("2026-11-20"), now: evening))
        XCTAssertFalse(settings.clock.hasBegun(TimeOfDay("00:00")!, on: Self.d("2026-11-22"), now: evening))
        // 01:00 on the 22nd is still the 21st's night: 25:00 of the 21st.
        let night = LocalDateTime("2026-11-22T01:00")!
        XCTAssertTrue(settings.clock.hasBegun(TimeOfDay("23:30")!, on: today, now: night))
        XCTAssertTrue(settings.clock.hasBegun(TimeOfDay("24:30")!, on: today, now: night))
        XCTAssertFalse(settings.clock.hasBegun(TimeOfDay("25:30")!, on: today, now: night))
    }

    /// At 21:00: Read 07:00-07:30 (begun) and 23:00-23:30 (planned); Walk only 22:00-22:45
    /// (planned). Read is done with 30 minutes; Walk is pending with none. At 22:00 the walk
    /// has begun: done, 45 minutes.
    func testAnEntryThatStartsLaterCountsOnlyOnceItHasBegun() {
        let toml = """
            [habits.read]
            name = "Read"
            duration = "30m"

            [habits.walk]
            name = "Walk"
            duration = "45m"
            """
        let files = ["2026-11-21": "## Timeline\n- 07:00-07:30 Read\n- 22:00-22:45 Walk\n- 23:00-23:30 Read\n"]
        let c = Self.counter(toml, files, today: "2026-11-21", now: "2026-11-21T21:00", firstDay: "2026-11-21")
        let (read, walk) = (c.habits.habits[0], c.habits.habits[1])
        let day = Self.d("2026-11-21")
        XCTAssertEqual(c.state(read, on: day), .done)
        XCTAssertEqual(c.minutes(read, on: day), 30, "the 23:00 read has not happened")
        XCTAssertEqual(c.state(walk, on: day), .pending)
        XCTAssertEqual(c.minutes(walk, on: day), 0)
        XCTAssertEqual(c.summary(from: day, to: day).done, 1)
        XCTAssertEqual(c.summary(from: day, to: day).due, 1, "the walk is pending: in neither")
        let later = Self.counter(toml, files, today: "2026-11-21", now: "2026-11-21T22:00", firstDay: "2026-11-21")
        XCTAssertEqual(later.state(later.habits.habits[1], on: day), .done)
        XCTAssertEqual(later.minutes(later.habits.habits[1], on: day), 45)
        XCTAssertEqual(later.minutes(later.habits.habits[0], on: day), 30)
    }

    // MARK: The use cases

    static let journal = """
        [journal]
        week_starts = "monday"

        [habits.read]
        name = "Read"
        duration = "30m"
        since = 2026-11-01

        [habits.work]
        name = "Work"
        days = ["mon", "tue", "wed", "thu", "fri"]
        since = 2026-11-01

        [habits.guitar]
        name = "Guitar"
        target = "2/week"
        since = 2026-11-01

        [habits.stretch]
        name = "Stretch"
        target = "3/week"
        since = 2026-11-01

        """

    /// Saturday 2026-11-21 at 21:00. Guitar (2 a week) is done Mon 16 and Wed 18: met. Stretch
    /// (3 a week) done once. Tomorrow, Sunday: Read (daily) and Stretch (1 of 3) are due; Work
    /// (Mon–Fri) is not, nor Guitar (met). Monday 23, a new week: all four.
    func testAFutureDayListsOnlyTheHabitsDueThen() throws {
        let storage = MemoryStorage([
            "habits.toml": Self.journal,
            "days/2026/2026-11-16.md": "## Checklist\n- [x] Guitar\n- [x] Stretch\n",
            "days/2026/2026-11-18.md": Self.tick("Guitar"),
        ])
        let j = JournalService(storage: storage, now: LocalDateTime("2026-11-21T21:00")!)
        XCTAssertEqual(try j.dayView(.date(Self.d("2026-11-22"))).upcoming.map(\.id), ["read", "stretch"])
        XCTAssertEqual(
            try j.dayView(.date(Self.d("2026-11-23"))).upcoming.map(\.id), ["read", "work", "guitar", "stretch"])
    }

    /// At 21:00 the 23:00 read is planned: shown, marked, not counted, and in the JSON.
    func testTheDayViewMarksAPlannedEntry() throws {
        let storage = MemoryStorage([
            "habits.toml": Self.journal,
            "days/2026/2026-11-21.md": "## Timeline\n- 23:00-23:30 Read\n",
        ])
        let j = JournalService(storage: storage, now: LocalDateTime("2026-11-21T21:00")!)
        let view = try j.dayView()
        XCTAssertEqual(view.entries.map(\.isPlanned), [true])
        XCTAssertEqual(view.due.first { $0.habit.id == "read" }?.state, .pending)
        XCTAssertEqual(view.counts.done, 0)
        XCTAssertTrue(view.json.rendered.contains("\"note\": null,\n      \"planned\": true\n"), view.json.rendered)
        let summary = try j.summary(ViewWindow(days: 1))
        XCTAssertEqual(summary.habits.first { $0.habit.id == "read" }?.minutes, 0)
        let late = JournalService(storage: storage, now: LocalDateTime("2026-11-21T23:00")!)
        XCTAssertEqual(try late.dayView().entries.map(\.isPlanned), [false])
        XCTAssertEqual(try late.dayView().counts.done, 1)
    }

    // MARK: Archive and unarchive

    /// Archived on its start day: allowed, and it never counts until un-archived.
    func testAHabitCanBeArchivedOnItsStartDay() throws {
        let storage = MemoryStorage(["habits.toml": "[habits.read]\nname = \"Read\"\nsince = 2026-11-21\n"])
        let j = JournalService(storage: storage, now: LocalDateTime("2026-11-21T09:00")!)
        XCTAssertEqual(try j.archiveHabit("read").habit.archived, Self.d("2026-11-21"))
        XCTAssertEqual(try j.lint().diagnostics, [])
        // Un-archived the same day, the pause held no day: nothing is kept but the habit.
        let back = try j.unarchiveHabit("read")
        XCTAssertEqual(back.habit.pauses, [])
        XCTAssertEqual(back.changes, [])
        XCTAssertEqual(storage.text("habits.toml"), "[habits.read]\nname = \"Read\"\nsince = 2026-11-21\n")
    }

    /// Two pauses: archived 11-05, back 11-10 (paused 5 … 9); archived 11-15, back 11-21
    /// (paused 15 … 20). Each un-archive edits two lines and keeps the pauses before it.
    func testEveryPastPauseIsKept() throws {
        let storage = MemoryStorage(["habits.toml": "[habits.walk]\nname = \"Walk\"\nsince = 2026-11-01\n"])
        func at(_ now: String) -> JournalService { JournalService(storage: storage, now: LocalDateTime(now)!) }
        _ = try at("2026-11-05T09:00").archiveHabit("walk")
        _ = try at("2026-11-10T09:00").unarchiveHabit("walk")
        XCTAssertEqual(
            storage.text("habits.toml"),
            "[habits.walk]\nname = \"Walk\"\nsince = 2026-11-01\npauses = [{ from = 2026-11-05, to = 2026-11-09 }]\n")
        _ = try at("2026-11-15T09:00").archiveHabit("walk")
        _ = try at("2026-11-21T09:00").unarchiveHabit("walk")
        XCTAssertEqual(
            storage.text("habits.toml"),
            "[habits.walk]\nname = \"Walk\"\nsince = 2026-11-01\n"
                + "pauses = [{ from = 2026-11-05, to = 2026-11-09 }, { from = 2026-11-15, to = 2026-11-20 }]\n")
        XCTAssertEqual(try at("2026-11-21T09:00").lint().diagnostics, [])
        // 11-01 … 11-21, nothing done, today pending: due are 1–4, 10–14 = 9 days, all missed.
        let s = try at("2026-11-21T09:00").summary(ViewWindow(days: 21))
        XCTAssertEqual(s.done, 0)
        XCTAssertEqual(s.due, 9)
    }
}
