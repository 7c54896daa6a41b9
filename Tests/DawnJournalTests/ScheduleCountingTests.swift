import XCTest

@testable import DawnJournal
@testable import DawnJournalSummarise

/// Weekdays, targets, amounts and skips (format 1.1), each answer computed by hand in the
/// comments. The first test is the worked example of ../shared/PRODUCT.md, with its numbers.
final class ScheduleCountingTests: XCTestCase {
    static func d(_ s: String) -> LocalDate { LocalDate(s)! }

    static func counter(_ toml: String, _ files: [String: String], today: String, firstDay: String? = nil) -> Counter {
        let habits = HabitsParser.parse(Array(toml.utf8))
        XCTAssertEqual(habits.diagnostics, [])
        var days: [LocalDate: Day] = [:]
        for (date, text) in files { days[d(date)] = DayParser.parse(text).day }
        return Counter(habits: habits.file, days: days, firstDay: firstDay.map(d) ?? days.keys.min(), today: d(today))
    }

    static let guitar = """
        [journal]
        week_starts = "monday"

        [habits.guitar]
        name = "Guitar"
        target = "3/week"
        since = 2026-10-01
        """

    static func tick(_ name: String) -> String { "## Checklist\n- [x] \(name)\n" }

    // MARK: Targets

    /// PRODUCT.md: weeks from Monday, 3 a week, today Wednesday 2026-11-18. Done Mon 9, Wed 11,
    /// Fri 13 → the week of the 9th is 3 of 3. Done Tue 3 only → the week of the 2nd is 1 of 3.
    /// This week: done Mon 16 → pending, left out. A 14-day window ending on the 18th holds the
    /// weeks ending on the 8th and the 15th: 4 out of 6.
    func testTheWorkedExampleOfProductMD() {
        let files = ["2026-11-03", "2026-11-09", "2026-11-11", "2026-11-13", "2026-11-16"].reduce(
            into: [String: String]()
        ) { $0[$1] = Self.tick("Guitar") }
        let c = Self.counter(Self.guitar, files, today: "2026-11-18", firstDay: "2026-10-01")
        let h = c.habits.habits[0]
        let counts = c.counts(h, from: Self.d("2026-11-05"), to: Self.d("2026-11-18"))
        XCTAssertEqual(counts.done, 4)
        XCTAssertEqual(counts.due, 6)
        XCTAssertEqual(counts.periods.map(\.from), [Self.d("2026-11-02"), Self.d("2026-11-09"), Self.d("2026-11-16")])
        XCTAssertEqual(counts.periods.map(\.done), [1, 3, 1])
        XCTAssertEqual(counts.periods.map(\.state), [.notMet, .met, .pending])
        // Days: done, open (never missed), not applicable after today.
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-16")), .done)
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-17")), .open)
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-18")), .open)
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-19")), .na)
        // The day view: "1 of 3 this week", due today since the week is not met yet.
        let today = c.habitDay(h, on: Self.d("2026-11-18"))
        XCTAssertEqual(today.period?.done, 1)
        XCTAssertEqual(today.period?.target, 3)
        XCTAssertTrue(today.isDue)
        XCTAssertEqual(today.state, .pending)
    }

    /// The current period counts N out of N once met: done 16, 17, 18 → 4 + 3 out of 6 + 3.
    func testTheCurrentPeriodCountsOnceMet() {
        let files = ["2026-11-03", "2026-11-09", "2026-11-11", "2026-11-13", "2026-11-16", "2026-11-17", "2026-11-18"]
            .reduce(into: [String: String]()) { $0[$1] = Self.tick("Guitar") }
        let c = Self.counter(Self.guitar, files, today: "2026-11-18", firstDay: "2026-10-01")
        let h = c.habits.habits[0]
        let counts = c.counts(h, from: Self.d("2026-11-05"), to: Self.d("2026-11-18"))
        XCTAssertEqual(counts.done, 7)
        XCTAssertEqual(counts.due, 9)
        // The current period is met only when today lies in the window.
        XCTAssertEqual(c.counts(h, from: Self.d("2026-11-05"), to: Self.d("2026-11-17")).due, 6)
        // Met before Thursday: done for the week, not due.
        let thursday = c.habitDay(h, on: Self.d("2026-11-18"))
        XCTAssertTrue(thursday.isDue, "done on the day that meets the target: it counts that day")
        let c2 = Self.counter(Self.guitar, files, today: "2026-11-19", firstDay: "2026-10-01")
        let next = c2.habitDay(c2.habits.habits[0], on: Self.d("2026-11-19"))
        XCTAssertTrue(next.metForPeriod)
        XCTAssertFalse(next.isDue)
        XCTAssertEqual(next.state, .done)
        XCTAssertEqual(next.period?.done, 3)
        XCTAssertEqual(c2.day(Self.d("2026-11-19")).due, 0)
    }

    /// A habit started on a Thursday: that week counts with its need scaled to its 4 active
    /// days, ⌈3 × 4 ÷ 7⌉ = ⌈1.71⌉ = 2; its days are open, never misses.
    func testAPartialFirstWeekCountsWithItsNeedScaled() {
        let toml = Self.guitar.replacingOccurrences(of: "since = 2026-10-01", with: "since = 2026-11-12")
        let c = Self.counter(
            toml, ["2026-11-13": Self.tick("Guitar"), "2026-11-16": Self.tick("Guitar")], today: "2026-11-22",
            firstDay: "2026-10-01")
        let h = c.habits.habits[0]
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-11")), .na, "before since")
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-12")), .open, "its first day: open")
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-13")), .done, "done shows as done")
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-14")), .open)
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-17")), .open)
        // 14 days to the 22nd (a Sunday): the week of the 9th is partial, 1 done of a need of 2
        // → not met, 1 out of 2; the week of the 16th ends today and is current: 1 done of 3,
        // not met → pending, left out.
        let counts = c.counts(h, from: Self.d("2026-11-09"), to: Self.d("2026-11-22"))
        XCTAssertEqual(counts.periods.map(\.state), [.notMet, .pending])
        XCTAssertEqual(counts.periods.map(\.need), [2, 3])
        XCTAssertEqual(counts.periods.map(\.target), [3, 3])
        XCTAssertEqual(counts.done, 1)
        XCTAssertEqual(counts.due, 2)
        XCTAssertTrue(c.habitDay(h, on: Self.d("2026-11-13")).isDue, "its partial week counts")
        XCTAssertEqual(c.habitDay(h, on: Self.d("2026-11-13")).period?.need, 2)
    }

    /// A skipped day neither counts nor lowers the need: done Mon, skipped Tue, done Wed → 2 of 3.
    func testASkipInATargetWeek() {
        let c = Self.counter(
            Self.guitar,
            [
                "2026-11-09": Self.tick("Guitar"), "2026-11-10": "## Checklist\n- [-] Guitar\n",
                "2026-11-11": Self.tick("Guitar"),
            ], today: "2026-11-18", firstDay: "2026-10-01")
        let h = c.habits.habits[0]
        XCTAssertEqual(c.state(h, on: Self.d("2026-11-10")), .skipped)
        let counts = c.counts(h, from: Self.d("2026-11-09"), to: Self.d("2026-11-15"))
        XCTAssertEqual(counts.done, 2)
        XCTAssertEqual(counts.due, 3)
    }

    /// A monthly target: November 2026 with 10/month, done on 4 days, today in December.
    func testAMonthlyTarget() {
        let toml = "[habits.call]\nname = \"Call Mum\"\ntarget = \"10/month\"\nsince = 2026-10-01\n"
        let files = ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-30"].reduce(into: [String: String]()) {
            $0[$1] = Self.tick("Call Mum")
        }
        let c = Self.counter(toml, files, today: "2026-12-05", firstDay: "2026-10-01")
        let counts = c.counts(c.habits.habits[0], from: Self.d("2026-11-20"), to: Self.d("2026-12-05"))
        XCTAssertEqual(counts.periods.map(\.from), [Self.d("2026-11-01"), Self.d("2026-12-01")])
        XCTAssertEqual(counts.done, 4, "November counts whole, its done days before the window included")
        XCTAssertEqual(counts.due, 10)
    }

    // MARK: Weekdays

    /// Mon–Fri: in the week of 2026-11-16, done Mon, Tue and Sat; Wed, Thu, Fri missed. Saturday
    /// shows as done and counts in neither number; Sunday is not applicable.
    func testWeekdays() {
        let toml =
            "[habits.work]\nname = \"Deep Work\"\ndays = [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\"]\nsince = 2026-11-01\n"
        let c = Self.counter(
            toml,
            [
                "2026-11-16": Self.tick("Deep Work"), "2026-11-17": Self.tick("Deep Work"),
                "2026-11-21": Self.tick("Deep Work"),
            ],
            today: "2026-11-23")
        let h = c.habits.habits[0]
        XCTAssertEqual(
            (16...22).map { c.state(h, on: LocalDate(year: 2026, month: 11, day: $0)!) },
            [.done, .done, .missed, .missed, .missed, .done, .na])
        let counts = c.counts(h, from: Self.d("2026-11-16"), to: Self.d("2026-11-22"))
        XCTAssertEqual(counts.done, 2)
        XCTAssertEqual(counts.due, 5)
        XCTAssertFalse(c.habitDay(h, on: Self.d("2026-11-22")).isDue)
        XCTAssertEqual(
            c.day(Self.d("2026-11-21")),
            DayCounts(date: Self.d("2026-11-21"), done: 0, due: 0, isToday: false, isFuture: false))
    }

    // MARK: Amounts

    /// Goal 8 glasses: 11-16 two records, 2 + 3 = 5 (missed); 11-17 3 + 5 = 8 (done, one record
    /// on the timeline); 11-18 no file (missed); today 11-19 6 so far (pending). The total and the
    /// average are of the 3 due days before today: 13, and 13 / 3 a day.
    func testGoalAmountsAddUp() {
        let toml = "[habits.water]\nname = \"Water\"\nunit = \"glasses\"\ngoal = 8\nsince = 2026-11-16\n"
        let c = Self.counter(
            toml,
            [
                "2026-11-16": "## Checklist\n- [x] Water +2 glasses\n- [x] Water +3\n",
                "2026-11-17": "## Timeline\n- 12:00-12:15 Water +3 glasses\n## Checklist\n- [x] Water +5 glass\n",
                "2026-11-19": "## Checklist\n- [x] Water +6 glasses\n",
            ], today: "2026-11-19")
        let h = c.habits.habits[0]
        XCTAssertEqual(
            (16...19).map { c.state(h, on: LocalDate(year: 2026, month: 11, day: $0)!) },
            [.missed, .done, .missed, .pending])
        let counts = c.counts(h, from: Self.d("2026-11-16"), to: Self.d("2026-11-19"))
        XCTAssertEqual(counts.done, 1)
        XCTAssertEqual(counts.due, 3)
        XCTAssertEqual(counts.total, Amount(13), "today's 6 is pending: left out of the total as of the average")
        XCTAssertEqual(counts.averagePerDueDay!, 13.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(c.habitDay(h, on: Self.d("2026-11-19")).total, Amount(6))
    }

    /// Limit 2 cups: 11-16 1 + 2 = 3 (over: missed); 11-17 no file (zero: done); 11-18 a record
    /// of 2 (done); 11-19 1.5 + 0.25 (done). 3 of 4; total 6.75.
    func testLimitAmountsAndADayWithoutARecord() {
        let toml = "[habits.coffee]\nname = \"Coffee\"\nunit = \"cups\"\nlimit = 2\nsince = 2026-11-16\n"
        let c = Self.counter(
            toml,
            [
                "2026-11-16": "## Checklist\n- [x] Coffee +1 cup\n- [x] Coffee +2 cups\n",
                "2026-11-18": "## Checklist\n- [x] Coffee +2\n",
                "2026-11-19": "## Checklist\n- [x] Coffee +1.5\n- [x] Coffee +0.25 cups\n",
            ], today: "2026-11-20")
        let h = c.habits.habits[0]
        XCTAssertEqual(
            (16...19).map { c.state(h, on: LocalDate(year: 2026, month: 11, day: $0)!) },
            [.missed, .done, .done, .done])
        let counts = c.counts(h, from: Self.d("2026-11-16"), to: Self.d("2026-11-19"))
        XCTAssertEqual(counts.done, 3)
        XCTAssertEqual(counts.due, 4)
        XCTAssertEqual(counts.total, Amount(thousandths: 6750))
        XCTAssertEqual(counts.total?.description, "6.75")
    }

    /// Amounts read and written: thousandths exactly, canonical spelling.
    func testAmountSyntax() {
        XCTAssertEqual(Amount("2.50")?.description, "2.5")
        XCTAssertEqual(Amount("006")?.description, "6")
        XCTAssertNil(Amount("1.2345"))
        XCTAssertNil(Amount("-1"))
        XCTAssertNil(Amount(".5"))
        XCTAssertNil(Amount("5."))
        XCTAssertEqual((Amount("0.1")! + Amount("0.2")!).description, "0.3")
        XCTAssertEqual(HabitTarget("3/week"), HabitTarget(count: 3, period: .week))
        XCTAssertEqual(HabitTarget(" 10 / Month "), HabitTarget(count: 10, period: .month))
        XCTAssertNil(HabitTarget("8/week"))
        XCTAssertNil(HabitTarget("0/month"))
        XCTAssertNil(HabitTarget("3 a week"))
    }
}
