import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// `lowerTotal` (the view's `-` on an amount) works from the file under the lock: it lowers the
/// day's last record in place or takes it back, never rewrites the total from a caller's copy;
/// and a note edit that names the note it saw refuses over another one.
final class LowerTotalTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T07:40")!
    static let day = "days/2026/2026-11-21.md"

    func journal(_ day: String) -> (MemoryStorage, JournalService) {
        let storage = MemoryStorage([
            "habits.toml":
                "[habits.water]\nname = \"Drink Water\"\nemoji = \"💧\"\nunit = \"glasses\"\ngoal = 8\n\n[habits.run]\nname = \"Run\"\nduration = \"30m\"\n",
            Self.day: day,
        ])
        return (storage, JournalService(storage: storage, now: Self.now))
    }

    func testTheLastRecordIsLoweredInPlace() throws {
        let (storage, j) = journal("## Checklist\n\n- [x] 💧 Drink Water +4 glasses\n- [x] 💧 Drink Water +3 glasses\n")
        let o = try j.lowerTotal(LowerTotalRequest(habit: "water"))
        XCTAssertEqual(o.total, Amount(6))
        XCTAssertTrue(o.changed)
        XCTAssertEqual(
            storage.text(Self.day), "## Checklist\n\n- [x] 💧 Drink Water +4 glasses\n- [x] 💧 Drink Water +2 glasses\n")
        let second = try j.lowerTotal(LowerTotalRequest(habit: "water"))
        XCTAssertEqual(second.total, Amount(5))
        XCTAssertEqual(
            storage.text(Self.day), "## Checklist\n\n- [x] 💧 Drink Water +4 glasses\n- [x] 💧 Drink Water +1 glass\n")
        _ = try j.undo(try XCTUnwrap(second.undo))
        _ = try j.undo(try XCTUnwrap(o.undo))
        XCTAssertEqual(
            storage.text(Self.day), "## Checklist\n\n- [x] 💧 Drink Water +4 glasses\n- [x] 💧 Drink Water +3 glasses\n",
            "undo gives the record back as it was")
    }

    /// A record of one unit (or less) is taken back as `unlog` does: a bare one removed, one
    /// with a note kept as `[ ]` with its note; the total never goes below zero.
    func testARecordOfOneIsTakenBack() throws {
        let (storage, j) = journal(
            "## Checklist\n\n- [x] 💧 Drink Water +0.5 glasses -- sips\n- [x] 💧 Drink Water +1 glass\n")
        XCTAssertEqual(try j.lowerTotal(LowerTotalRequest(habit: "water")).total, Amount(thousandths: 500))
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [x] 💧 Drink Water +0.5 glasses -- sips\n")
        XCTAssertEqual(try j.lowerTotal(LowerTotalRequest(habit: "water")).total, .zero)
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [ ] 💧 Drink Water -- sips\n")
        let files = storage.files
        let o = try j.lowerTotal(LowerTotalRequest(habit: "water"))
        XCTAssertEqual([o.changed ? 1 : 0], [0])
        XCTAssertEqual(o.total, .zero)
        XCTAssertNil(o.undo)
        XCTAssertEqual(storage.files, files, "nothing written at zero")
    }

    func testAHabitWithoutAUnitIsRefused() {
        let (storage, j) = journal("## Checklist\n\n")
        XCTAssertThrowsError(try j.lowerTotal(LowerTotalRequest(habit: "run"))) { error in
            guard case .noUnit = (error as? JournalRefusal)?.reason else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(storage.writes, [])
    }

    /// A note edit that names the note it saw refuses when the entry holds another one.
    func testANoteEditOverAChangedNoteIsRefused() throws {
        let (storage, j) = journal("## Timeline\n\n- 06:30-07:00 Run -- by the river\n")
        let address = EntryAddress(start: TimeOfDay("06:30")!)
        XCTAssertThrowsError(try j.setNote(NoteRequest(habit: "run", entry: address, note: "fast", expecting: ""))) {
            error in
            guard case .noteChanged(_, _, _, let expected, let found) = (error as? JournalRefusal)?.reason else {
                return XCTFail("\(error)")
            }
            XCTAssertNil(expected)
            XCTAssertEqual(found, "by the river")
        }
        XCTAssertEqual(storage.writes, [])
        _ = try j.setNote(NoteRequest(habit: "run", entry: address, note: "fast", expecting: "by the river"))
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 06:30-07:00 Run -- fast\n")
    }
}
