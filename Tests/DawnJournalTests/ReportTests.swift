import DawnJournalTestSupport
import XCTest

@testable import DawnJournal
@testable import DawnJournalSummarise

/// `JournalService.report`: its heatmap cells are the counting's cell states, its Insights are
/// `summary`'s for the same range, its week and its minutes come from the day files. A
/// hand-made journal, each expected cell worked out in the comments.
final class ReportTests: XCTestCase {
    static func d(_ s: String) -> LocalDate { LocalDate(s)! }

    /// Weeks from Sunday. Today is Saturday 2026-11-21 (21:00).
    ///   walk: daily from 2026-11-01; done 2, 3, 21; skipped 4; the rest of the days missed.
    ///   gym: Mon, Wed, Fri from 2026-11-01; done Mon 2 and Tue 3 (not due: done, counts in
    ///     neither number); Wed 4 missed; the weekend not applicable.
    ///   guitar: 3 a week from Wednesday 2026-11-04: the week of Sunday the 1st is partial
    ///     (not applicable), later days open unless done (8, 9, 10) or skipped (11).
    ///   old: archived before the range: no heatmap.
    static let habits = """
        [journal]
        week_starts = "sunday"

        [habits.walk]
        name = "Walk"
        emoji = "🚶"
        color = "mint"
        duration = "30m"
        since = 2026-11-01

        [habits.gym]
        name = "Gym"
        color = "not-a-colour"
        days = ["mon", "wed", "fri"]
        since = 2026-11-01

        [habits.guitar]
        name = "Guitar"
        target = "3/week"
        since = 2026-11-04

        [habits.old]
        name = "Old"
        since = 2026-09-01
        archived = 2026-10-01
        """

    static func storage() -> MemoryStorage {
        MemoryStorage([
            "habits.toml": habits,
            "days/2026/2026-11-02.md": "## Timeline\n- 07:00-07:30 🚶 Walk\n## Checklist\n- [x] Gym\n",
            "days/2026/2026-11-03.md": "## Timeline\n- 07:00-08:00 🚶 Walk\n## Checklist\n- [x] Gym\n",
            "days/2026/2026-11-04.md": "## Checklist\n- [-] Walk\n",
            "days/2026/2026-11-08.md": "## Checklist\n- [x] Guitar\n",
            "days/2026/2026-11-09.md": "## Checklist\n- [x] Guitar\n",
            "days/2026/2026-11-10.md": "## Checklist\n- [x] Guitar\n",
            "days/2026/2026-11-11.md": "## Checklist\n- [-] Guitar\n",
            // A night past midnight belongs to the 20th.
            "days/2026/2026-11-20.md": "## Timeline\n- 23:30-24:30 🚶 Walk -- <late>\n",
            "days/2026/2026-11-21.md": "## Timeline\n- 06:00-06:30 🚶 Walk\n",
        ])
    }

    static let now = LocalDateTime("2026-11-21T21:00")!

    func report(_ range: ReportRange) throws -> Report {
        try JournalService(storage: Self.storage(), now: Self.now).report(range)
    }

    func testHeatmapCellsAreTheCountingsStates() throws {
        let r = try report(.dates(from: .date(Self.d("2026-11-01")), to: .date(Self.d("2026-11-21"))))
        XCTAssertEqual(r.from, Self.d("2026-11-01"))
        XCTAssertEqual(r.dayCount, 21)
        XCTAssertEqual(r.weekStarts, 7)
        XCTAssertEqual(r.heatmaps.map(\.habit.id), ["walk", "gym", "guitar"], "old is archived before the range")
        func states(_ id: String) -> [String: CellState] {
            let m = r.heatmaps.first { $0.habit.id == id }!
            return Dictionary(
                uniqueKeysWithValues: m.states.enumerated().map { ("\(r.from.adding(days: $0.offset))", $0.element) })
        }
        let walk = states("walk")
        XCTAssertEqual(walk["2026-11-01"], .missed)
        XCTAssertEqual(walk["2026-11-02"], .done)
        XCTAssertEqual(walk["2026-11-04"], .skipped)
        XCTAssertEqual(walk["2026-11-05"], .missed)
        XCTAssertEqual(walk["2026-11-20"], .done, "the night past 24:00")
        XCTAssertEqual(walk["2026-11-21"], .done)
        let gym = states("gym")
        XCTAssertEqual(gym["2026-11-01"], .na, "a Sunday")
        XCTAssertEqual(gym["2026-11-02"], .done)
        XCTAssertEqual(gym["2026-11-03"], .done, "done on a day it is not kept: done")
        XCTAssertEqual(gym["2026-11-04"], .missed)
        XCTAssertEqual(gym["2026-11-05"], .na, "a Thursday")
        XCTAssertEqual(gym["2026-11-21"], .na, "a Saturday")
        let guitar = states("guitar")
        XCTAssertEqual(guitar["2026-11-03"], .na, "before since")
        XCTAssertEqual(guitar["2026-11-05"], .open, "a partial week counts, its need scaled (COUNTING.md)")
        XCTAssertEqual(guitar["2026-11-08"], .done)
        XCTAssertEqual(guitar["2026-11-11"], .skipped)
        XCTAssertEqual(guitar["2026-11-12"], .open)
        XCTAssertEqual(guitar["2026-11-21"], .open)

        // Every cell, against the counter built independently from the same files.
        let storage = Self.storage()
        let parsed = HabitsParser.parse(storage.files["habits.toml"]!).file
        var days: [LocalDate: Day] = [:]
        for (path, bytes) in storage.files where path.hasPrefix("days/") {
            if case .day(let date) = DayPath(path) { days[date] = DayParser.parse(bytes).day }
        }
        let counter = Counter(habits: parsed, days: days, firstDay: Self.d("2026-11-02"), today: Self.d("2026-11-21"))
        for m in r.heatmaps {
            for (i, state) in m.states.enumerated() {
                let date = r.from.adding(days: i)
                XCTAssertEqual(state, counter.state(m.habit, on: date), "\(m.habit.id) \(date)")
            }
        }
    }

    func testInsightsAreTheSummaryOfTheSameRange() throws {
        let service = JournalService(storage: Self.storage(), now: Self.now)
        let r = try service.report(.dates(from: .date(Self.d("2026-11-01")), to: nil))
        let s = try service.summary(ViewWindow(days: 21, to: .date(Self.d("2026-11-21"))))
        XCTAssertEqual(r.summary, s)
        // walk: done 2, 3, 20, 21 out of 20 due days (21 less the skip on the 4th).
        let walk = r.summary.habits[0]
        XCTAssertEqual([walk.done, walk.due, walk.minutes], [4, 20, 30 + 60 + 60 + 30])
    }

    func testTheLastWeekAndTheMinutesPerWeek() throws {
        let r = try report(.dates(from: .date(Self.d("2026-11-01")), to: .date(Self.d("2026-11-21"))))
        XCTAssertEqual(r.lastWeek.map(\.date), (15...21).map { Self.d("2026-11-\($0)") })
        let night = r.lastWeek.first { $0.date == Self.d("2026-11-20") }!.entries
        XCTAssertEqual(night.map(\.entry.end.minutes), [24 * 60 + 30])
        XCTAssertEqual(night.first?.habit?.id, "walk")
        XCTAssertEqual(night.first?.entry.note, "<late>")
        XCTAssertEqual(r.timedHabits.map(\.id), ["walk"])
        // Weeks from Sunday: the 1st (90 minutes), the 8th (none), the 15th (60 + 30).
        XCTAssertEqual(r.weeks.map(\.start), [Self.d("2026-11-01"), Self.d("2026-11-08"), Self.d("2026-11-15")])
        XCTAssertEqual(r.weeks.map(\.total), [90, 0, 90])
    }

    /// A checkbox habit put on the timeline has time: `summary` counts its minutes, so the
    /// minutes per week show it too (they left out every habit without a `duration`, and the
    /// page said no habit was on the timeline while its Insights showed the time).
    func testTimeOnTheTimelineOfACheckboxHabitIsInTheWeeks() throws {
        let storage = Self.storage()
        storage.files["days/2026/2026-11-16.md"] = Array("## Timeline\n- 18:00-18:45 Guitar\n".utf8)
        let service = JournalService(storage: storage, now: Self.now)
        let r = try service.report(.dates(from: .date(Self.d("2026-11-01")), to: .date(Self.d("2026-11-21"))))
        XCTAssertEqual(
            r.timedHabits.map(\.id), ["walk", "guitar"], "walk has a duration; guitar has time, gym has none")
        XCTAssertEqual(r.weeks.map(\.minutes), [[90, 0], [0, 0], [90, 45]])
        XCTAssertEqual(r.summary.habits.first { $0.habit.id == "guitar" }?.minutes, 45, "as summary counts it")
    }

    func testRanges() throws {
        let today = Self.d("2026-11-21")
        XCTAssertEqual(try ReportRange.lastTwelveMonths.resolved(today: today), Self.d("2025-11-22")...today)
        XCTAssertEqual(
            try ReportRange.lastTwelveMonths.resolved(today: Self.d("2028-02-29")),
            Self.d("2027-03-01")...Self.d("2028-02-29"))
        XCTAssertEqual(try ReportRange.year(2025).resolved(today: today), Self.d("2025-01-01")...Self.d("2025-12-31"))
        XCTAssertEqual(
            try ReportRange.dates(from: nil, to: .date(Self.d("2026-06-30"))).resolved(today: today),
            Self.d("2025-07-01")...Self.d("2026-06-30"))
        XCTAssertEqual(
            try ReportRange.dates(from: .daysAgo(6), to: nil).resolved(today: today), Self.d("2026-11-15")...today)
        XCTAssertThrowsError(
            try ReportRange.dates(from: .date(Self.d("2026-11-22")), to: .today).resolved(today: today)
        ) { e in
            XCTAssertEqual((e as? JournalRefusal)?.kind, .invalidRequest)
        }
        XCTAssertThrowsError(
            try ReportRange.dates(from: .date(Self.d("2000-01-01")), to: .today).resolved(today: today))
        XCTAssertThrowsError(try ReportRange.year(0).resolved(today: today))
        // A year past today: the days after it are not applicable.
        let r = try report(.year(2026))
        XCTAssertEqual(r.heatmaps[0].states.last, .na)
        XCTAssertEqual(r.heatmaps[0].states.count, 365)
    }
}
