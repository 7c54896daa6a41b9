import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// Undo as the library's inverse: every write returns the exact inverse of its bytes, applied
/// later under the lock, refused when the lines it would take back changed (Saturday
/// 2026-11-21, 07:40; slots of 15 minutes).
final class UndoTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T07:40")!
    static let habits = """
        [habits.run]
        name = "Run"
        emoji = "🏃"
        duration = "30m"

        [habits.read]
        name = "Read"
        duration = "30m"
        unit = "pages"

        [habits.floss]
        name = "Floss"

        [habits.water]
        name = "Water"
        unit = "glasses"

        """
    static let day = "days/2026/2026-11-21.md"
    /// A day with an entry off the grid, with an amount and a note, out of time order.
    static let dayText = """
        # Saturday, 21 November

        ## Timeline

        - 06:05-06:40 🏃 Run -- by the river
        - 05:00-05:30 Read +25 pages
        - 07:00-07:15 📖 Read +5 pages -- in bed

        ## Checklist

        - [ ] Floss
        - [x] Water +2 glasses

        """

    func journal(_ files: [String: String] = [day: dayText]) -> (MemoryStorage, JournalService) {
        var all = files
        all["habits.toml"] = Self.habits
        let storage = MemoryStorage(all)
        return (storage, JournalService(storage: storage, now: Self.now))
    }

    /// Place, move, delete, then undo three times: the first state comes back byte for byte,
    /// and each undo returns its own inverse (the undo after an undo of a delete works).
    func testPlaceMoveDeleteUndoThriceRestoresTheFirstState() throws {
        let (storage, j) = journal()
        let first = storage.files
        var stack: [JournalUndo] = []
        stack.append(try XCTUnwrap(j.log(LogRequest(habit: "Run", at: TimeOfDay("06:45"))).undo))
        let moved = try j.move(
            MoveRequest(habit: "Run", entry: EntryAddress(start: TimeOfDay("06:45")!), to: TimeOfDay("07:15")!))
        stack.append(try XCTUnwrap(moved.undo))
        let deleted = try j.unlog(UnlogRequest(habit: "Run", at: TimeOfDay("07:15")))
        XCTAssertEqual(deleted.change, .removedEntry(start: TimeOfDay("07:15")!, end: TimeOfDay("07:45")!))
        stack.append(try XCTUnwrap(deleted.undo))
        let afterDelete = storage.files
        var redo: [JournalUndo] = []
        while let undo = stack.popLast() {
            let outcome = try j.undo(undo)
            XCTAssertEqual(outcome.paths, [Self.day])
            redo.append(try XCTUnwrap(outcome.undo))
        }
        XCTAssertEqual(storage.files, first, "three undos give the first bytes back")
        while let again = redo.popLast() { _ = try j.undo(again) }
        XCTAssertEqual(storage.files, afterDelete, "and the three redos the last ones")
    }

    /// An undone delete puts the line back where it was (not in time order), with its emoji,
    /// amount, note and off-grid times.
    func testAnUndoneDeletePutsTheLineBackAsItWas() throws {
        let (storage, j) = journal()
        let before = storage.text(Self.day)
        let deleted = try j.unlog(UnlogRequest(habit: "Read", at: TimeOfDay("07:00")))
        XCTAssertFalse(storage.text(Self.day)!.contains("in bed"))
        _ = try j.unlog(UnlogRequest(habit: "Read", at: TimeOfDay("05:00")))
        // The other line gone too: the undone one goes back between the lines around it.
        XCTAssertThrowsError(try j.undo(try XCTUnwrap(deleted.undo))) { error in
            guard case .undoConflict = (error as? JournalRefusal)?.reason else { return XCTFail("\(error)") }
        }
        storage.files[Self.day] = Array(before!.utf8)
        let again = try j.unlog(UnlogRequest(habit: "Run"))
        XCTAssertFalse(storage.text(Self.day)!.contains("06:05"))
        _ = try j.undo(try XCTUnwrap(again.undo))
        XCTAssertEqual(storage.text(Self.day), before)
    }

    /// A line another program wrote in between, elsewhere in the day, neither blocks the undo
    /// nor is removed by it; a change to the line the edit wrote refuses it, leaving the file.
    func testAnotherProgramsLineIsKeptAndAChangedLineRefuses() throws {
        let (storage, j) = journal()
        let placed = try j.log(LogRequest(habit: "Run", at: TimeOfDay("07:15")))
        let other = try j.log(LogRequest(habit: "Floss", date: .date(LocalDate("2026-11-21")!)))
        XCTAssertTrue(other.changed)
        let withOther = storage.text(Self.day)!
        XCTAssertTrue(withOther.contains("- [x] Floss"))
        _ = try j.undo(try XCTUnwrap(placed.undo))
        XCTAssertFalse(storage.text(Self.day)!.contains("07:15-07:45"))
        XCTAssertTrue(storage.text(Self.day)!.contains("- [x] Floss"), "the other program's tick stays")

        let again = try j.log(LogRequest(habit: "Run", at: TimeOfDay("07:15")))
        _ = try j.move(
            MoveRequest(habit: "Run", entry: EntryAddress(start: TimeOfDay("07:15")!), to: TimeOfDay("07:00")!))
        let moved = storage.files
        XCTAssertThrowsError(try j.undo(try XCTUnwrap(again.undo))) { error in
            guard case .undoConflict(let path, let line, let text) = (error as? JournalRefusal)?.reason else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(path, Self.day)
            XCTAssertEqual(text, "- 07:15-07:45 🏃 Run")
            XCTAssertEqual(line, 8)
        }
        XCTAssertEqual(storage.files, moved, "a refused undo writes nothing")
    }

    /// A write that created the day file is undone by removing it; its redo creates it again.
    func testUndoingAFilesFirstLineRemovesTheFile() throws {
        let (storage, j) = journal([:])
        let logged = try j.log(LogRequest(habit: "Floss"))
        XCTAssertNotNil(storage.files[Self.day])
        let undone = try j.undo(try XCTUnwrap(logged.undo))
        XCTAssertNil(storage.files[Self.day])
        _ = try j.undo(try XCTUnwrap(undone.undo))
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [x] Floss\n")
    }

    /// Toggle, note, amount and skip edits are undone byte for byte; nothing written, no undo.
    func testEveryDayEditHasItsInverse() throws {
        let (storage, j) = journal()
        let first = storage.files
        let edits: [() throws -> JournalUndo?] = [
            { try j.toggle(ToggleRequest(habit: "Floss")).undo },
            {
                try j.setNote(NoteRequest(habit: "Run", entry: EntryAddress(start: TimeOfDay("06:05")!), note: "fast"))
                    .undo
            },
            {
                try j.resize(
                    ResizeRequest(habit: "Read", entry: EntryAddress(start: TimeOfDay("05:00")!), length: .minutes(45))
                ).undo
            },
            { try j.log(LogRequest(habit: "Water", amount: Amount(3))).undo },
            { try j.log(LogRequest(habit: "Water", setTotal: Amount(6))).undo },
            { try j.log(LogRequest(habit: "Floss", skip: true)).undo },
        ]
        for edit in edits {
            storage.files = first
            let undo = try XCTUnwrap(try edit())
            XCTAssertNotEqual(storage.files, first)
            _ = try j.undo(undo)
            XCTAssertEqual(storage.files, first)
        }
        _ = try j.toggle(ToggleRequest(habit: "Floss"))
        XCTAssertNil(try j.log(LogRequest(habit: "Floss")).undo, "already ticked: nothing written, nothing to undo")
    }

    /// A rename's inverse renames back in habits.toml and every day file; a remove's restores
    /// the habit's table and the day lines it removed; a touched place refuses it.
    func testHabitEditsAreUndoneInEveryFileTheyWrote() throws {
        let friday = "days/2026/2026-11-20.md"
        let (storage, j) = journal([Self.day: Self.dayText, friday: "## Timeline\n\n- 06:00-06:30 Run\n"])
        let first = storage.files
        let renamed = try j.renameHabit("Run", to: "Jog")
        XCTAssertEqual(Set(try XCTUnwrap(renamed.undo).paths), ["habits.toml", Self.day, friday])
        _ = try j.undo(try XCTUnwrap(renamed.undo))
        XCTAssertEqual(storage.files, first)

        let removed = try j.removeHabit("Run", purge: true)
        XCTAssertFalse(storage.text(friday)?.contains("Run") ?? false)
        _ = try j.undo(try XCTUnwrap(removed.undo))
        XCTAssertEqual(storage.files, first)

        for edit: () throws -> HabitChangeOutcome in [
            { try j.addHabit(HabitAddRequest(name: "Stretch")) }, { try j.archiveHabit("Floss") },
            { try j.moveHabit("Floss", to: .at(1)) },
            { try j.editHabit("Read", HabitFieldValues(emoji: "📖")) },
        ] {
            let undo = try XCTUnwrap(try edit().undo)
            _ = try j.undo(undo)
            XCTAssertEqual(storage.files, first)
        }
        let archived = try j.archiveHabit("Floss")
        let unarchived = try j.unarchiveHabit("Floss")
        _ = try j.undo(try XCTUnwrap(unarchived.undo))
        _ = try j.undo(try XCTUnwrap(archived.undo))
        XCTAssertEqual(storage.files, first)

        let again = try j.renameHabit("Run", to: "Jog")
        storage.files[friday] = Array("## Timeline\n\n- 06:00-06:45 Jog\n".utf8)
        let touched = storage.files
        XCTAssertThrowsError(try j.undo(try XCTUnwrap(again.undo))) { error in
            XCTAssertEqual((error as? JournalRefusal)?.code, .undoConflict)
        }
        XCTAssertEqual(storage.files, touched, "no file is changed when one of them refuses")
    }
}
