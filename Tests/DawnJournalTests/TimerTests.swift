import DawnJournalTestSupport
import XCTest

@testable import DawnJournal
@testable import DawnJournalParse

/// `start` and `stop`: a running entry written on the journal's today and closed on the slot
/// grid, one timer at a time, each write undone exactly; over an in-memory journal (slots of
/// 15 minutes, days from 04:00).
final class TimerTests: XCTestCase {
    static let habits = """
        [habits.read]
        name = "Read"
        emoji = "📖"
        duration = "30m"

        [habits.write]
        name = "Write"
        duration = "1h"

        [habits.floss]
        name = "Floss"

        """
    static let day = "days/2026/2026-11-21.md"
    static let friday = "days/2026/2026-11-20.md"

    static func t(_ s: String) -> TimeOfDay { TimeOfDay(s)! }

    func journal(_ files: [String: String], at now: String) -> (MemoryStorage, JournalService) {
        var all = files
        all["habits.toml"] = Self.habits
        let storage = MemoryStorage(all)
        return (storage, JournalService(storage: storage, now: LocalDateTime(now)!))
    }

    func reason(_ body: () throws -> Void) -> RefusalReason? {
        do { try body() } catch let r as JournalRefusal { return r.reason } catch { XCTFail("\(error)") }
        return nil
    }

    func testStartSnapsDownAndWritesARunningEntry() throws {
        let (storage, j) = journal(
            [Self.day: "# Saturday\n\n## Timeline\n\n- 09:00-09:30 📖 Read\n"], at: "2026-11-21T14:05")
        let started = try j.start(StartRequest(habit: "read"))
        XCTAssertEqual(started.start, Self.t("14:00"))
        XCTAssertEqual(started.date, LocalDate("2026-11-21"))
        XCTAssertTrue(started.changed)
        XCTAssertEqual(started.adjustments, [], "no --at: nothing to say about the grid")
        XCTAssertEqual(
            storage.text(Self.day), "# Saturday\n\n## Timeline\n\n- 09:00-09:30 📖 Read\n- 14:00- 📖 Read\n")
        XCTAssertEqual(storage.locks, 1)
        // An explicit start is snapped too, and said so.
        let (s2, j2) = journal([:], at: "2026-11-21T14:05")
        let at = try j2.start(StartRequest(habit: "write", at: Self.t("13:50")))
        XCTAssertEqual(s2.text(Self.day), "## Timeline\n\n- 13:45- Write\n")
        XCTAssertEqual(at.adjustments, [.startSnapped(from: Self.t("13:50"), to: Self.t("13:45"), slot: 15)])
    }

    func testStopRoundsToTheNearestSlotAndIsAtLeastOneSlot() throws {
        for (now, at, written) in [
            ("2026-11-21T15:07", nil, "14:00-15:00"), ("2026-11-21T15:08", nil, "14:00-15:15"),
            ("2026-11-21T14:03", nil, "14:00-14:15"), ("2026-11-21T16:00", "15:22", "14:00-15:15"),
            ("2026-11-21T16:00", "14:00", "14:00-14:15"),
        ] as [(String, String?, String)] {
            let (storage, j) = journal([Self.day: "## Timeline\n\n- 14:00- 📖 Read -- ch. 3\n"], at: now)
            let stopped = try j.stop(StopRequest(at: at.map(Self.t)))
            XCTAssertEqual(
                storage.text(Self.day), "## Timeline\n\n- \(written) 📖 Read -- ch. 3\n", "\(now) \(at ?? "")")
            XCTAssertEqual(stopped.stopped.map(\.note), ["ch. 3"])
            XCTAssertEqual(stopped.adjustments.count, at == nil || at == "15:15" ? 0 : 1)
        }
    }

    func testStartingAnotherHabitStopsTheRunningOneInOneWrite() throws {
        let (storage, j) = journal([Self.day: "## Timeline\n\n- 14:00- 📖 Read\n"], at: "2026-11-21T15:10")
        let before = storage.text(Self.day)
        let started = try j.start(StartRequest(habit: "write"))
        XCTAssertEqual(started.stopped.map(\.habit.id), ["read"])
        XCTAssertEqual(started.stopped.map(\.end), [Self.t("15:00")])
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 14:00-15:00 📖 Read\n- 15:00- Write\n")
        XCTAssertEqual(storage.writes, [Self.day], "one write for the stop and the start")
        XCTAssertEqual(storage.locks, 1)
        // Its undo takes back both.
        _ = try j.undo(try XCTUnwrap(started.undo))
        XCTAssertEqual(storage.text(Self.day), before)
    }

    func testStartingTheRunningHabitChangesNothing() throws {
        let (storage, j) = journal([Self.day: "## Timeline\n\n- 14:00- 📖 Read\n"], at: "2026-11-21T15:10")
        let again = try j.start(StartRequest(habit: "Read"))
        XCTAssertFalse(again.changed)
        XCTAssertEqual(again.start, Self.t("14:00"))
        XCTAssertNil(again.undo)
        XCTAssertEqual(storage.writes, [])
    }

    func testStopNamesTheHabitAndLeavesOthersRunning() throws {
        let (storage, j) = journal(
            [Self.day: "## Timeline\n\n- 14:00- 📖 Read\n- 14:30- Write\n"], at: "2026-11-21T15:00")
        let out = try j.stop(StopRequest(habit: "write"))
        XCTAssertEqual(out.stopped.map(\.habit.id), ["write"])
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 14:00- 📖 Read\n- 14:30-15:00 Write\n")
        // Without a name, every running entry of the day stops.
        _ = try j.stop(StopRequest())
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 14:00-15:00 📖 Read\n- 14:30-15:00 Write\n")
    }

    func testStopsUndoIsExact() throws {
        let text = "# Sat\r\n\r\n## Timeline\r\n\r\n- 14:00- 📖 Read\r\n\r\nmy own words\r\n"
        let (storage, j) = journal([Self.day: text], at: "2026-11-21T16:20")
        let out = try j.stop(StopRequest(habit: "read"))
        XCTAssertEqual(
            storage.text(Self.day), "# Sat\r\n\r\n## Timeline\r\n\r\n- 14:00-16:15 📖 Read\r\n\r\nmy own words\r\n")
        _ = try j.undo(try XCTUnwrap(out.undo))
        XCTAssertEqual(storage.text(Self.day), text)
    }

    func testRefusals() throws {
        let (storage, j) = journal(
            [Self.day: "## Timeline\n\n- 14:00- 📖 Read\n", Self.friday: "## Timeline\n\n- 20:00- Write\n"],
            at: "2026-11-21T15:00")
        let files = storage.files
        let floss = HabitsParser.parse(Array(Self.habits.utf8)).file.habits[2]
        let write = HabitsParser.parse(Array(Self.habits.utf8)).file.habits[1]
        let read = HabitsParser.parse(Array(Self.habits.utf8)).file.habits[0]
        let today = LocalDate("2026-11-21")!
        XCTAssertEqual(reason { _ = try j.start(StartRequest(habit: "floss")) }, .timerForChecklist(floss))
        XCTAssertEqual(
            reason {
                _ = try j.start(
                    StartRequest(habit: "write", date: .date(LocalDate("2026-11-19")!), at: Self.t("10:00")))
            },
            .timerNotToday(date: LocalDate("2026-11-19")!, today: today))
        XCTAssertEqual(
            reason { _ = try j.stop(StopRequest(habit: "write")) }, .nothingRunning(habit: write, date: today),
            "Friday's running Write is an earlier day's: not stopped from today")
        XCTAssertEqual(
            reason { _ = try j.stop(StopRequest(at: Self.t("13:30"))) },
            .stopBeforeStart(habit: read, start: Self.t("14:00"), at: Self.t("13:30")))
        XCTAssertEqual(
            reason { _ = try j.stop(StopRequest(at: Self.t("15:30"))) },
            .futureStop(at: Self.t("15:30"), now: Self.t("15:00")))
        XCTAssertEqual(
            reason { _ = try j.start(StartRequest(habit: "write", at: Self.t("13:00"))) },
            .stopBeforeStart(habit: read, start: Self.t("14:00"), at: Self.t("13:00")),
            "the switch closes Read where Write starts: not before Read began")
        XCTAssertEqual(storage.files, files, "a refusal leaves every file as it was")
        let (_, empty) = journal([:], at: "2026-11-21T15:00")
        XCTAssertEqual(reason { _ = try empty.stop(StopRequest()) }, .nothingRunning(habit: nil, date: today))
    }

    /// Before `day_starts` the journal's today is yesterday: a timer started at 00:30 is
    /// written `24:30-` in yesterday's file, and stopped at 01:10 ends at 25:15.
    func testTheNightBelongsToTheDayBefore() throws {
        let (storage, j) = journal([:], at: "2026-11-22T00:30")
        let started = try j.start(StartRequest(habit: "read"))
        XCTAssertEqual(started.date, LocalDate("2026-11-21"))
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 24:30- 📖 Read\n")
        let later = JournalService(storage: storage, now: LocalDateTime("2026-11-22T01:10")!)
        _ = try later.stop(StopRequest())
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 24:30-25:15 📖 Read\n")
    }
}
