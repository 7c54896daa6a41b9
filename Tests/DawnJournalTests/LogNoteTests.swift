import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// Issue 24, item 7: a note given to something already logged is never dropped in silence.
final class LogNoteTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T21:00")!

    static let noteHabits = """
        [habits.floss]
        name = "Floss"
        since = 2026-11-01

        [habits.run]
        name = "Run"
        emoji = "🏃"
        duration = "30m"
        since = 2026-11-01

        [habits.read]
        name = "Read"
        since = 2026-11-01

        """

    /// A note given to something already logged is added to its line when it has none (it was
    /// dropped with "already done" before), kept when it is the same, and refused with the
    /// line's note quoted when it differs; the file is then untouched.
    func testANoteForSomethingLoggedIsAddedOrRefused() throws {
        let day = "days/2026/2026-11-21.md"
        let storage = MemoryStorage(["habits.toml": Self.noteHabits])
        let j = JournalService(storage: storage, now: Self.now)
        _ = try j.log(LogRequest(habit: "floss"))
        _ = try j.log(LogRequest(habit: "run", at: TimeOfDay("06:30")))
        _ = try j.log(LogRequest(habit: "read", skip: true))
        let before = try XCTUnwrap(storage.text(day))
        XCTAssertEqual(before, "## Timeline\n\n- 06:30-07:00 🏃 Run\n\n## Checklist\n\n- [x] Floss\n- [-] Read\n")

        let floss = try j.log(LogRequest(habit: "floss", note: "added later"))
        XCTAssertTrue(floss.changed)
        XCTAssertEqual(floss.note, "added later")
        let run = try j.log(LogRequest(habit: "run", at: TimeOfDay("06:30"), note: "5k"))
        XCTAssertTrue(run.changed)
        XCTAssertEqual(
            run.target, .entry(date: LocalDate("2026-11-21")!, start: TimeOfDay("06:30")!, end: TimeOfDay("07:00")!))
        XCTAssertTrue(try j.log(LogRequest(habit: "read", note: "a cold", skip: true)).changed)
        let after =
            "## Timeline\n\n- 06:30-07:00 🏃 Run -- 5k\n\n## Checklist\n\n- [x] Floss -- added later\n- [-] Read -- a cold\n"
        XCTAssertEqual(storage.text(day), after)

        // The same note again: nothing to write, nothing refused.
        XCTAssertFalse(try j.log(LogRequest(habit: "floss", note: "added later")).changed)
        XCTAssertFalse(try j.log(LogRequest(habit: "floss")).changed)
        // Another note: refused, quoting the line's, and the file untouched.
        for (request, line, note) in [
            (LogRequest(habit: "floss", note: "again"), 7, "added later"),
            (LogRequest(habit: "run", at: TimeOfDay("06:30"), note: "6k"), 3, "5k"),
            (LogRequest(habit: "read", note: "fine", skip: true), 8, "a cold"),
        ] {
            XCTAssertThrowsError(try j.log(request)) { error in
                let refusal = error as! JournalRefusal
                XCTAssertEqual(refusal.kind, .refused)
                guard case .noteExists(let habit, let l, let n) = refusal.reason else {
                    return XCTFail("\(refusal.reason)")
                }
                XCTAssertEqual(habit.id, request.habit)
                XCTAssertEqual(l, line)
                XCTAssertEqual(n, note)
            }
        }
        XCTAssertEqual(storage.text(day), after)
    }

    /// A note that itself holds "--" (first, last or alone) is added to a ticked line as given
    /// and reads back as the same note: the note starts after the line's first " -- ".
    func testANoteWithDashesAddedToATickedLineReadsBackTheSame() throws {
        let day = "days/2026/2026-11-21.md"
        for note in ["x --", "-- y", "--", "a -- b"] {
            let storage = MemoryStorage(["habits.toml": Self.noteHabits])
            let j = JournalService(storage: storage, now: Self.now)
            _ = try j.log(LogRequest(habit: "floss"))
            XCTAssertTrue(try j.log(LogRequest(habit: "floss", note: note)).changed, note)
            let text = try XCTUnwrap(storage.text(day))
            XCTAssertEqual(text, "## Checklist\n\n- [x] Floss -- \(note)\n")
            let item = try XCTUnwrap(DayParser.parse(Array(text.utf8)).day.checklist.first)
            XCTAssertEqual(item.note, note)
            XCTAssertFalse(try j.log(LogRequest(habit: "floss", note: note)).changed, "the same note again: \(note)")
        }
    }

    /// A note given when ticking or skipping an open item: added when the item has none, kept
    /// when the same, refused with the item's note quoted when it differs (the file untouched).
    /// Before, a tick dropped the note and a skip replaced the item's note, both in silence.
    func testANoteGivenWhenTickingOrSkippingAnOpenItemIsNeverLost() throws {
        let day = "days/2026/2026-11-21.md"
        let open = "## Checklist\n\n- [ ] Floss\n- [ ] Read -- chapter 3\n"
        let storage = MemoryStorage(["habits.toml": Self.noteHabits, day: open])
        let j = JournalService(storage: storage, now: Self.now)
        XCTAssertTrue(try j.log(LogRequest(habit: "floss", note: "mint")).changed)
        XCTAssertEqual(storage.text(day), "## Checklist\n\n- [x] Floss -- mint\n- [ ] Read -- chapter 3\n")
        let ticked = try XCTUnwrap(storage.text(day))
        for request in [
            LogRequest(habit: "read", note: "chapter 4"), LogRequest(habit: "read", note: "ill", skip: true),
        ] {
            XCTAssertThrowsError(try j.log(request)) { error in
                guard case .noteExists(let habit, let line, let note) = (error as! JournalRefusal).reason else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(habit.id, "read")
                XCTAssertEqual(line, 4)
                XCTAssertEqual(note, "chapter 3")
            }
            XCTAssertEqual(storage.text(day), ticked)
        }
        XCTAssertTrue(try j.log(LogRequest(habit: "read", note: "chapter 3", skip: true)).changed)
        XCTAssertEqual(storage.text(day), "## Checklist\n\n- [x] Floss -- mint\n- [-] Read -- chapter 3\n")
        XCTAssertTrue(try j.log(LogRequest(habit: "read")).changed)
        XCTAssertEqual(storage.text(day), "## Checklist\n\n- [x] Floss -- mint\n- [x] Read -- chapter 3\n")
    }
}
