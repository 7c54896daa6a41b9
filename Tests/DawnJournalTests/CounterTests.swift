import XCTest

@testable import DawnJournal
@testable import DawnJournalSummarise

/// Counting on small journals, each answer computed by hand in the comments.
final class CounterTests: XCTestCase {
    static let habits = HabitsParser.parse(
        Array(
            """
            [habits.run]
            name = "Run"
            duration = "30m"
            since = 2026-11-01

            [habits.floss]
            name = "Floss"
            since = 2026-11-01
            archived = 2026-11-04

            [habits.read]
            name = "Read"
            since = 2026-11-03

            [habits.water]
            name = "Water"
            """.utf8)
    ).file

    static func day(_ text: String) -> Day { DayParser.parse(text).day }

    /// Window 2026-11-01 … 2026-11-05, today 2026-11-05.
    ///  date   Run                Floss             Read            Water (no since: from the first file, 11-01)
    ///  11-01  done (2 entries)   done              na (not yet)    missed
    ///  11-02  skipped            missed            na              missed
    ///  11-03  (no file) missed   missed            missed          missed
    ///  11-04  done               na (archived)     done            done
    ///  11-05  pending            na                done            pending
    static let days: [LocalDate: Day] = [
        LocalDate("2026-11-01")!: day(
            "## Timeline\n- 06:00-06:30 Run\n- 18:00-18:45 run\n## Checklist\n- [x] Floss\n- [ ] Water\n"),
        LocalDate("2026-11-02")!: day("## Checklist\n- [-] Run\n"),
        LocalDate("2026-11-04")!: day(
            "## Timeline\n- 07:00-07:15 Run\n## Checklist\n- [x] Read\n- [x] water\n- [x] Floss\n"),
        LocalDate("2026-11-05")!: day("## Checklist\n- [x] Read\n- [-] Read\n"),
    ]

    let counter = Counter(
        habits: CounterTests.habits, days: CounterTests.days,
        firstDay: LocalDate("2026-11-01"), today: LocalDate("2026-11-05")!)

    func states(_ id: String) -> [CellState] {
        let h = Self.habits.habits.first { $0.id == id }!
        return (1...5).map { counter.state(h, on: LocalDate(year: 2026, month: 11, day: $0)!) }
    }

    func testCellStates() {
        XCTAssertEqual(states("run"), [.done, .skipped, .missed, .done, .pending])
        XCTAssertEqual(
            states("floss"), [.done, .missed, .missed, .na, .na], "archived on 11-04: its tick there does not count")
        XCTAssertEqual(states("read"), [.na, .na, .missed, .done, .done], "done wins over a skip on the same day")
        XCTAssertEqual(states("water"), [.missed, .missed, .missed, .done, .pending])
    }

    func testSummary() {
        let s = counter.summary(from: LocalDate("2026-11-01")!, to: LocalDate("2026-11-05")!)
        // Run: done 2, due 3 (11-02 skipped, 11-05 pending) = 66.7%, minutes 30+45+15 = 90.
        // Floss: done 1, due 3 = 33.3%. Read: done 2, due 3 = 66.7%. Water: done 1, due 4 = 25%.
        XCTAssertEqual(s.habits.map(\.done), [2, 1, 2, 1])
        XCTAssertEqual(s.habits.map(\.due), [3, 3, 3, 4])
        XCTAssertEqual(s.habits.map(\.minutes), [90, 0, 0, 0])
        XCTAssertEqual(s.done, 6)
        XCTAssertEqual(s.due, 13)
        XCTAssertEqual(s.mostConsistent?.id, "run", "first of the tie between Run and Read")
        XCTAssertEqual(s.roomForGrowth?.id, "water")
    }

    func testWeekDays() {
        XCTAssertEqual(
            counter.day(LocalDate("2026-11-01")!),
            DayCounts(date: LocalDate("2026-11-01")!, done: 2, due: 3, isToday: false, isFuture: false))
        // 11-05: Run pending, Read done, Water pending → 1 of 3.
        XCTAssertEqual(counter.day(LocalDate("2026-11-05")!).done, 1)
        XCTAssertEqual(counter.day(LocalDate("2026-11-05")!).due, 3)
        XCTAssertEqual(
            counter.day(LocalDate("2026-11-06")!),
            DayCounts(date: LocalDate("2026-11-06")!, done: 0, due: 0, isToday: false, isFuture: true))
    }

    func testFutureToCountsNothingAfterToday() {
        let s = counter.summary(from: LocalDate("2026-11-01")!, to: LocalDate("2026-11-12")!)
        XCTAssertEqual(s.done, 6)
        XCTAssertEqual(s.due, 13)
    }

    func testRoomForGrowthLeftOutBelowFivePercent() {
        let habits = HabitsParser.parse(Array("[habits.a]\nname = \"A\"\n[habits.b]\nname = \"B\"\n".utf8)).file
        var days: [LocalDate: Day] = [:]
        for n in 1...21 { days[LocalDate(year: 2026, month: 10, day: n)!] = Self.day("## Checklist\n- [x] A\n") }
        let c = Counter(habits: habits, days: days, firstDay: LocalDate("2026-10-01"), today: LocalDate("2026-10-22")!)
        let s = c.summary(from: LocalDate("2026-10-01")!, to: LocalDate("2026-10-21")!)
        XCTAssertEqual(s.habits[1].done, 0)
        XCTAssertEqual(s.mostConsistent?.id, "a")
        XCTAssertNil(s.roomForGrowth, "0% is below 5%: left out")
    }

    func testNothingDueGivesNoRatios() {
        let c = Counter(habits: Self.habits, days: [:], firstDay: nil, today: LocalDate("2026-10-01")!)
        let s = c.summary(from: LocalDate("2026-09-01")!, to: LocalDate("2026-09-30")!)
        XCTAssertEqual(s.due, 0)
        XCTAssertNil(s.percent)
        XCTAssertNil(s.mostConsistent)
    }
}
