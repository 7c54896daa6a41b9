import XCTest

@testable import DawnJournal
@testable import DawnJournalSummarise

/// Format 1.4's `every = "Nd"`: due on `since` and every Nth day after it, pauses or not; the
/// days between are not applicable. The year below is COUNTING.md's worked example.
final class EveryCountingTests: XCTestCase {
    static let d = ScheduleCountingTests.d

    /// Plants every 3 days from Thu 2026-01-01, paused 10 to 20 March.
    static let plants = """
        [habits.plants]
        name = "Water plants"
        since = 2026-01-01
        every = "3d"
        pauses = [{ from = 2026-03-10, to = 2026-03-20 }]
        """

    /// Done on every due day of January (the 1st, 4th, … 31st: 11 days), on Fri 2 January (not
    /// due) and on 14 March (due by the rhythm, but paused).
    static var files: [String: String] {
        var files: [String: String] = [:]
        for day in stride(from: 1, through: 31, by: 3) {
            files["2026-01-" + (day < 10 ? "0" : "") + String(day)] = ScheduleCountingTests.tick("Water plants")
        }
        files["2026-01-02"] = ScheduleCountingTests.tick("Water plants")
        files["2026-03-14"] = ScheduleCountingTests.tick("Water plants")
        return files
    }

    /// The year 2026 holds 122 days at offsets 0, 3, … 363 from 1 January; 4 of them (11, 14,
    /// 17, 20 March) lie in the pause: 118 due days. 11 were done (all of January's), so 11 out
    /// of 118. 2 January (done, not due) and 14 March (done, paused) count in neither number.
    func testAYearEveryThreeDaysWithAPause() {
        let c = ScheduleCountingTests.counter(Self.plants, Self.files, today: "2026-12-31")
        let h = c.habits.habits[0]
        XCTAssertEqual(h.every, 3)
        let year = c.counts(h, from: Self.d("2026-01-01"), to: Self.d("2026-12-31"))
        XCTAssertEqual(year.done, 11)
        XCTAssertEqual(year.due, 118)
        XCTAssertEqual(c.state(h, on: Self.d("2026-01-01")), .done)
        XCTAssertEqual(c.state(h, on: Self.d("2026-01-02")), .done, "done on a day it is not due: shown")
        XCTAssertEqual(c.state(h, on: Self.d("2026-01-03")), .na)
        XCTAssertEqual(c.state(h, on: Self.d("2026-02-03")), .missed, "offset 33")
        XCTAssertEqual(c.state(h, on: Self.d("2026-02-04")), .na)
        XCTAssertEqual(c.state(h, on: Self.d("2026-03-14")), .na, "paused")
        XCTAssertEqual(c.state(h, on: Self.d("2026-03-08")), .missed, "offset 66, before the pause")
        XCTAssertEqual(c.state(h, on: Self.d("2026-03-23")), .missed, "offset 81: the pause shifts nothing")
        XCTAssertEqual(c.state(h, on: Self.d("2026-03-22")), .na)
        XCTAssertEqual(c.state(h, on: Self.d("2026-12-31")), .na, "offset 364")
    }

    /// Today Wed 30 December is offset 363, a due day: pending, left out. December holds the
    /// due days at offsets 336 … 363 (3 December … 30 December): 10, less today's, 9 missed.
    func testTodayIsPendingOnADueDayOnly() {
        let c = ScheduleCountingTests.counter(Self.plants, Self.files, today: "2026-12-30")
        let h = c.habits.habits[0]
        let december = c.counts(h, from: Self.d("2026-12-01"), to: Self.d("2026-12-30"))
        XCTAssertEqual([december.done, december.due], [0, 9])
        let today = c.habitDay(h, on: Self.d("2026-12-30"))
        XCTAssertEqual(today.state, .pending)
        XCTAssertTrue(today.isDue)
        let yesterday = c.habitDay(h, on: Self.d("2026-12-29"))
        XCTAssertEqual(yesterday.state, .na)
        XCTAssertFalse(yesterday.isDue)
        XCTAssertEqual(c.day(Self.d("2026-12-30")).due, 1)
        XCTAssertEqual(c.day(Self.d("2026-12-29")).due, 0)
    }

    /// Without `since` the rhythm starts on the journal's first day.
    func testWithoutSinceTheJournalsFirstDayStartsTheRhythm() {
        let toml = "[habits.plants]\nname = \"Water plants\"\nevery = \"2d\"\n"
        let c = ScheduleCountingTests.counter(toml, ["2026-05-10": "# x\n"], today: "2026-05-14")
        let h = c.habits.habits[0]
        XCTAssertEqual(
            (10...13).map { c.state(h, on: Self.d("2026-05-\($0)")) }, [.missed, .na, .missed, .na])
        XCTAssertEqual(c.state(h, on: Self.d("2026-05-14")), .pending)
    }

    /// `every` reads `Nd` from 1 to 366 days; anything else is `bad-every` and the habit stays
    /// daily. With weekdays or a target it is `conflicting-keys` and counting follows them.
    func testEveryIsReadAndCheckedByLint() {
        for (text, days) in [("3d", 3), ("1d", 1), ("366d", 366)] {
            XCTAssertEqual(Habit.everyDays(text), days, text)
        }
        for text in ["0d", "367d", "3", "3 days", "d", "-3d", "3D", "１d"] {
            XCTAssertNil(Habit.everyDays(text), text)
        }
        let bad = "[habits.p]\nname = \"P\"\nevery = \"3 days\"\n"
        XCTAssertNil(HabitsParser.parse(Array(bad.utf8)).file.habits[0].every)
        let both = "[habits.p]\nname = \"P\"\nevery = \"3d\"\ndays = [\"mon\"]\n"
        let habit = HabitsParser.parse(Array(both.utf8)).file.habits[0]
        XCTAssertNil(habit.every)
        XCTAssertEqual(habit.days, Weekdays(weekday: 1))
        func codes(_ toml: String) -> [DiagnosticCode] {
            let loaded = JournalLoader.load(
                JournalSources(habits: SourceFile(path: "habits.toml", bytes: Array(toml.utf8)), dayFiles: []))
            return Validator.validate(loaded, now: LocalDateTime("2026-05-14T12:00")!).map(\.code)
        }
        XCTAssertEqual(codes(bad), [.badEvery])
        XCTAssertEqual(codes(both), [.conflictingKeys])
        XCTAssertEqual(codes("[habits.p]\nname = \"P\"\nevery = \"3d\"\n"), [])
    }

    /// The merge driver merges `every` field by field: one side's new rhythm and the other's
    /// colour are both kept.
    func testTheMergeDriverMergesEveryFieldByField() {
        let base = "[habits.plants]\nname = \"Plants\"\ncolor = \"sun\"\nevery = \"3d\"\n"
        let ours = base.replacingOccurrences(of: "\"3d\"", with: "\"2d\"")
        let theirs = base.replacingOccurrences(of: "\"sun\"", with: "\"mint\"")
        let r = JournalMerge.mergeHabits(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
        XCTAssertTrue(r.isClean)
        XCTAssertEqual(
            String(decoding: r.bytes, as: UTF8.self),
            "[habits.plants]\nname = \"Plants\"\ncolor = \"mint\"\nevery = \"2d\"\n")
    }
}
