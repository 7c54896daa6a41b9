import DawnJournal
import DawnJournalText
import XCTest

/// A habit's kind and schedule in one wording (it was four: "3/week", "3 a week",
/// "target, 3/week", "timed, 30 min"), and its progress on a day.
final class HabitTextTests: XCTestCase {
    func testKind() {
        XCTAssertEqual(HabitText.kind(Habit(id: "run", name: "Run", duration: 30)), "timed 30m")
        XCTAssertEqual(HabitText.kind(Habit(id: "work", name: "Deep Work", duration: 90)), "timed 1h 30m")
        XCTAssertEqual(HabitText.kind(Habit(id: "floss", name: "Floss")), "checkbox")
    }

    func testScheduleAndSummary() {
        let run = Habit(id: "run", name: "Run", duration: 30, days: Weekdays(rawValue: 0x1F))
        XCTAssertEqual(HabitText.schedule(run), ["Mon–Fri"])
        XCTAssertEqual(HabitText.summary(run), "timed 30m, Mon–Fri")
        let guitar = Habit(id: "guitar", name: "Guitar", target: HabitTarget(count: 3, period: .week))
        XCTAssertEqual(HabitText.summary(guitar), "checkbox, 3 a week")
        let water = Habit(id: "water", name: "Water", unit: "glasses", goal: Amount(8))
        XCTAssertEqual(HabitText.summary(water), "checkbox, at least 8 glasses a day")
        let coffee = Habit(id: "coffee", name: "Coffee", unit: "cups", limit: Amount(thousandths: 2500))
        XCTAssertEqual(HabitText.summary(coffee), "checkbox, at most 2.5 cups a day")
        XCTAssertEqual(HabitText.schedule(Habit(id: "walk", name: "Walk", unit: "km")), ["in km"])
        XCTAssertEqual(HabitText.schedule(Habit(id: "floss", name: "Floss")), [])
    }

    /// Format 1.4's schedules in the same one wording: "every 3 days", "2 in 3 days".
    func testEveryAndFrequency() {
        let plants = Habit(id: "plants", name: "Plants", every: 3)
        XCTAssertEqual(HabitText.summary(plants), "checkbox, every 3 days")
        XCTAssertEqual(HabitText.schedule(Habit(id: "p", name: "P", every: 1)), ["every day"])
        let wake = Habit(id: "wake", name: "Wake", frequency: HabitFrequency(count: 2, days: 3))
        XCTAssertEqual(HabitText.summary(wake), "checkbox, 2 in 3 days")
    }

    /// A day's total against the goal or the limit, as the day view and `log` say it.
    func testAmountAgainstGoalOrLimit() {
        let water = Habit(id: "water", name: "Water", unit: "glasses", goal: Amount(8))
        XCTAssertEqual(HabitText.amount(Amount(6), of: water), "6 of 8 glasses")
        let coffee = Habit(id: "coffee", name: "Coffee", unit: "cups", limit: Amount(2))
        XCTAssertEqual(HabitText.amount(Amount(thousandths: 1500), of: coffee), "1.5 of at most 2 cups")
        XCTAssertEqual(HabitText.amount(Amount(2), of: coffee), "2 of at most 2 cups")
        XCTAssertEqual(HabitText.amount(Amount(3), of: coffee), "3 of at most 2 cups, over the limit")
        XCTAssertEqual(HabitText.amount(Amount(4), of: Habit(id: "walk", name: "Walk", unit: "km")), "4 km")
        XCTAssertEqual(HabitText.amount(Amount(6), of: Habit(id: "x", name: "X", goal: Amount(8))), "6 of 8")
    }

    func testTarget() {
        XCTAssertEqual(HabitText.target(HabitTarget(count: 3, period: .week)), "3 a week")
        XCTAssertEqual(HabitText.target(HabitTarget(count: 10, period: .month)), "10 a month")
        XCTAssertEqual(HabitText.days(1), "1 day")
        XCTAssertEqual(HabitText.days(4), "4 days")
    }

    /// A target habit's period and an amount habit's total, on the day view of a journal in
    /// memory (today Wednesday 2026-11-18, weeks from Monday).
    func testProgressOnADay() throws {
        let storage = Storage([
            "habits.toml": """
            [habits.guitar]
            name = "Guitar"
            target = "3/week"
            since = 2026-11-02
            [habits.water]
            name = "Water"
            unit = "glasses"
            goal = 8
            since = 2026-11-02
            [habits.coffee]
            name = "Coffee"
            unit = "cups"
            limit = 2
            since = 2026-11-02

            """,
            "days/2026/2026-11-16.md": "# Monday\n\n## Checklist\n\n- [x] Guitar\n",
            "days/2026/2026-11-18.md": "# Wednesday\n\n## Checklist\n\n- [x] Water +6 glasses\n- [x] Coffee +1 cups\n",
            "days/2026/2026-11-10.md": "# Tuesday\n\n## Checklist\n\n- [x] Guitar\n",
            "days/2026/2026-11-11.md": "# Wednesday\n\n## Checklist\n\n- [x] Guitar\n",
            "days/2026/2026-11-12.md": "# Thursday\n\n## Checklist\n\n- [x] Guitar\n",
            "days/2026/2026-11-13.md": "# Friday\n\n## Checklist\n\n- [x] Guitar\n",
        ])
        let service = JournalService(storage: storage, now: LocalDateTime("2026-11-18T20:00")!)
        let today = try service.dayView(nil)
        let progress = Dictionary(
            uniqueKeysWithValues: today.due.map { ($0.habit.id, HabitText.progress($0, today: today.today)) })
        XCTAssertEqual(progress["guitar"], "1 of 3 this week")
        XCTAssertEqual(progress["water"], "6 of 8 glasses")
        XCTAssertEqual(progress["coffee"], "1 of at most 2 cups")
        let before = try service.dayView(.date(LocalDate(year: 2026, month: 11, day: 12)!))
        let guitar = try XCTUnwrap(before.due.first { $0.habit.id == "guitar" })
        XCTAssertEqual(HabitText.progress(guitar, today: today.today), "3 of 3 that week")
    }

    /// Days in memory; no lock needed for reading.
    private final class Storage: JournalStorage, @unchecked Sendable {
        let files: [String: [UInt8]]
        init(_ files: [String: String]) { self.files = files.mapValues { Array($0.utf8) } }
        func dayFilePaths() throws(StorageError) -> [String] { files.keys.filter { $0.hasPrefix("days/") }.sorted() }
        func names(in folder: String) throws(StorageError) -> [String] {
            Array(
                Set(
                    files.keys.filter { $0.hasPrefix(folder + "/") }
                        .compactMap { $0.dropFirst(folder.count + 1).split(separator: "/").first.map(String.init) }))
        }
        func read(_ path: String) throws(StorageError) -> [UInt8]? { files[path] }
        func write(_ bytes: [UInt8], to path: String) throws(StorageError) {}
        func withLock<T>(_ body: () throws -> T) throws -> T { try body() }
    }
}
