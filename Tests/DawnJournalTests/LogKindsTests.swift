import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// `log` for every kind of habit (format 1.1), over an in-memory journal with a fixed clock.
final class LogKindsTests: XCTestCase {
    static let habits = """
        [journal]
        day_starts = "04:00"

        [habits.read]
        name = "Read"
        emoji = "📚"
        duration = "30m"

        [habits.water]
        name = "Drink Water"
        emoji = "💧"
        unit = "glasses"
        goal = 8

        [habits.coffee]
        name = "Coffee"
        unit = "cups"
        limit = 2

        [habits.run]
        name = "Morning Run"
        duration = "30m"

        [habits.spanish]
        name = "Spanish"
        archived = 2026-10-15

        """

    func service(_ storage: MemoryStorage, _ now: String) -> JournalService {
        JournalService(storage: storage, now: LocalDateTime(now)!)
    }

    func journal() -> MemoryStorage {
        MemoryStorage(["habits.toml": Self.habits, "days/2026/2026-11-01.md": "## Checklist\n- [x] Coffee +1 cup\n"])
    }

    /// At 01:30 the entry lands on the evening before, past 24:00, and `today` (still the 21st)
    /// and `summary` show it there.
    func testANightAfterMidnightLandsOnTheEveningBefore() throws {
        let storage = journal()
        let j = service(storage, "2026-11-22T01:40")
        let logged = try j.log(LogRequest(habit: "read"))
        XCTAssertEqual(
            logged.target, .entry(date: LocalDate("2026-11-21")!, start: TimeOfDay("25:00")!, end: TimeOfDay("25:30")!))
        XCTAssertEqual(storage.text("days/2026/2026-11-21.md"), "## Timeline\n\n- 25:00-25:30 📚 Read\n")
        XCTAssertNil(storage.text("days/2026/2026-11-22.md"))
        let today = try j.dayView()
        XCTAssertEqual(today.date, LocalDate("2026-11-21"))
        XCTAssertEqual(today.due.first { $0.habit.id == "read" }?.state, .done)
        let summary = try j.summary(ViewWindow(days: 1))
        XCTAssertEqual(summary.habits.first { $0.habit.id == "read" }?.done, 1)
        XCTAssertEqual(summary.habits.first { $0.habit.id == "read" }?.minutes, 30)
        // The same again changes nothing.
        let again = try j.log(LogRequest(habit: "read"))
        XCTAssertFalse(again.changed)
        XCTAssertEqual(storage.text("days/2026/2026-11-21.md"), "## Timeline\n\n- 25:00-25:30 📚 Read\n")
    }

    func testAmountsAddUpAndSetTheTotal() throws {
        let storage = journal()
        let j = service(storage, "2026-11-21T12:00")
        XCTAssertEqual(try j.log(LogRequest(habit: "water", amount: Amount(2))).total, Amount(2))
        XCTAssertEqual(try j.log(LogRequest(habit: "water", amount: Amount(3))).total, Amount(5))
        XCTAssertEqual(try j.log(LogRequest(habit: "coffee", amount: Amount(1))).total, Amount(1))
        XCTAssertEqual(
            storage.text("days/2026/2026-11-21.md"),
            "## Checklist\n\n- [x] 💧 Drink Water +2 glasses\n- [x] 💧 Drink Water +3 glasses\n- [x] Coffee +1 cup\n")
        let set = try j.log(LogRequest(habit: "water", setTotal: Amount(6)))
        XCTAssertEqual(set.total, Amount(6))
        XCTAssertEqual(
            storage.text("days/2026/2026-11-21.md"),
            "## Checklist\n\n- [x] 💧 Drink Water +6 glasses\n- [x] Coffee +1 cup\n")
        XCTAssertFalse(try j.log(LogRequest(habit: "water", setTotal: Amount(6))).changed)
        let day = try j.dayView()
        XCTAssertEqual(day.due.first { $0.habit.id == "water" }?.total, Amount(6))
        XCTAssertEqual(day.due.first { $0.habit.id == "water" }?.state, .pending)
        // A record with a note is not merged away.
        _ = try j.log(LogRequest(habit: "water", note: "lunch", amount: Amount(1)))
        XCTAssertThrowsError(try j.log(LogRequest(habit: "water", setTotal: Amount(8))))
        XCTAssertEqual(
            storage.text("days/2026/2026-11-21.md"),
            "## Checklist\n\n- [x] 💧 Drink Water +6 glasses\n- [x] 💧 Drink Water +1 glass -- lunch\n- [x] Coffee +1 cup\n"
        )
    }

    func testSkipsAndRefusals() throws {
        let storage = journal()
        storage.files["days/2026/2026-11-21.md"] = Array("## Checklist\n\n- [ ] Coffee -- maybe\n".utf8)
        let j = service(storage, "2026-11-21T12:00")
        _ = try j.log(LogRequest(habit: "read", note: "rest day", skip: true))
        _ = try j.log(LogRequest(habit: "coffee", amount: Amount(1)))
        XCTAssertEqual(
            storage.text("days/2026/2026-11-21.md"),
            "## Checklist\n\n- [-] 📚 Read -- rest day\n- [x] Coffee +1 cup -- maybe\n", "in habits.toml order")
        XCTAssertFalse(try j.log(LogRequest(habit: "read", skip: true)).changed)
        // Archived: refused, naming the command that un-archives it.
        XCTAssertThrowsError(try j.log(LogRequest(habit: "spanish"))) { error in
            guard case .habitArchived(let habit, _) = (error as! JournalRefusal).reason else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(habit.id, "spanish")
        }
        // Done that day: no skip.
        _ = try j.log(LogRequest(habit: "run", at: TimeOfDay("07:00")))
        XCTAssertThrowsError(try j.log(LogRequest(habit: "run", skip: true)))
    }

    func testSnappingIsSaidAndOverlapsWarned() throws {
        let storage = journal()
        let j = service(storage, "2026-11-21T12:00")
        let run = try j.log(LogRequest(habit: "run", at: TimeOfDay("07:10"), minutes: 40))
        XCTAssertEqual(
            run.adjustments,
            [
                .startSnapped(from: TimeOfDay("07:10")!, to: TimeOfDay("07:00")!, slot: 15),
                .lengthRounded(from: 40, to: 45, slot: 15),
            ])
        XCTAssertEqual(run.warnings, [])
        let read = try j.log(LogRequest(habit: "read", at: TimeOfDay("07:30")))
        XCTAssertEqual(read.warnings.map(\.code), [.overlap])
        XCTAssertTrue(read.changed)
        XCTAssertEqual(
            storage.text("days/2026/2026-11-21.md"), "## Timeline\n\n- 07:00-07:45 Morning Run\n- 07:30-08:00 📚 Read\n")
        // An entry written before an existing one it overlaps: the warning is on the other line.
        let early = try j.log(LogRequest(habit: "read", at: TimeOfDay("06:45")))
        XCTAssertEqual(early.warnings.map(\.code), [.overlap])
    }

    /// The warnings of a new line are the overlaps it is part of, found by their entries, not
    /// by a message's text: a habit named "… on line 6 (…" overlapping another entry made
    /// logging a line 6 that overlaps nothing warn about those two.
    func testOverlapWarningsAreTheNewLinesOnly() throws {
        let storage = journal()
        storage.files["days/2026/2026-11-21.md"] = Array(
            "# Saturday\n\n## Timeline\n- 08:00-09:00 Tea on line 6 (green)\n- 08:30-09:30 Walk\n".utf8)
        let j = service(storage, "2026-11-21T12:00")
        let read = try j.log(LogRequest(habit: "read", at: TimeOfDay("10:00")))
        XCTAssertEqual(
            storage.text("days/2026/2026-11-21.md"),
            "# Saturday\n\n## Timeline\n- 08:00-09:00 Tea on line 6 (green)\n- 08:30-09:30 Walk\n- 10:00-10:30 📚 Read\n",
            "the new entry is line 6")
        XCTAssertEqual(read.warnings, [])
        // One that does overlap Walk is warned about, on its own line.
        let run = try j.log(LogRequest(habit: "run", at: TimeOfDay("09:15")))
        XCTAssertEqual(run.warnings.map(\.range.line), [6])
        XCTAssertEqual(run.warnings.map(\.code), [.overlap])
    }

    /// unlog takes back the day's last record (keeping a note without its amount), then a skip.
    func testUnlogTakesBackRecordsAndSkips() throws {
        let storage = journal()
        let j = service(storage, "2026-11-21T12:00")
        _ = try j.log(LogRequest(habit: "water", note: "lunch", amount: Amount(1)))
        _ = try j.log(LogRequest(habit: "water", amount: Amount(2)))
        _ = try j.log(LogRequest(habit: "read", note: "tired", skip: true))
        XCTAssertEqual(try j.unlog(UnlogRequest(habit: "water")).change, .removedRecord(Amount(2)))
        XCTAssertEqual(try j.unlog(UnlogRequest(habit: "water")).change, .removedRecord(Amount(1)))
        XCTAssertEqual(try j.unlog(UnlogRequest(habit: "read")).change, .unskipped)
        XCTAssertEqual(
            storage.text("days/2026/2026-11-21.md"),
            "## Checklist\n\n- [ ] 📚 Read -- tired\n- [ ] 💧 Drink Water -- lunch\n")
        XCTAssertEqual(try j.unlog(UnlogRequest(habit: "water")).change, .nothing)
    }
}
