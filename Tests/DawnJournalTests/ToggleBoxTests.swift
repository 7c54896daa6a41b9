import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// A toggle acts on the box as it was shown, and a timed habit's box follows its timeline
/// (issue 33: Space on a timed habit done on the timeline wrote a hidden `- [ ]` line).
final class ToggleBoxTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T07:40")!
    static let day = "days/2026/2026-11-21.md"

    func journal(_ day: String) -> (MemoryStorage, JournalService) {
        let storage = MemoryStorage([
            "habits.toml":
                "[habits.run]\nname = \"Morning Run\"\nemoji = \"🏃\"\nduration = \"30m\"\n\n[habits.floss]\nname = \"Floss\"\n",
            Self.day: day,
        ])
        return (storage, JournalService(storage: storage, now: Self.now))
    }

    /// A timed habit on the timeline is not ticked (its box shows done already), and its tick,
    /// if it has one, is taken back without leaving a hidden `[ ]` line.
    func testATimedHabitOnTheTimelineGetsNoHiddenBox() throws {
        let text = "## Timeline\n\n- 06:30-07:00 🏃 Morning Run\n"
        let (storage, j) = journal(text)
        XCTAssertThrowsError(try j.toggle(ToggleRequest(habit: "Morning Run"))) { error in
            guard case .doneOnTimeline(_, _, let entries) = (error as? JournalRefusal)?.reason else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(entries.map(\.lowerBound), [TimeOfDay("06:30")!])
        }
        XCTAssertEqual(storage.text(Self.day), text)
        storage.files[Self.day] = Array((text + "\n## Checklist\n\n- [x] 🏃 Morning Run\n").utf8)
        let untick = try j.toggle(ToggleRequest(habit: "Morning Run"))
        XCTAssertEqual(untick.to, .notDone)
        XCTAssertEqual(storage.text(Self.day), text, "the tick line goes, no [ ] line stays")
    }

    /// A toggle that names the box it saw refuses when another program changed it meanwhile,
    /// leaving that program's tick in place.
    func testAToggleOfABoxChangedSinceIsRefused() throws {
        let (storage, j) = journal("## Checklist\n\n- [ ] Floss\n")
        _ = try j.toggle(ToggleRequest(habit: "Floss")) // another program ticks it
        let ticked = storage.files
        XCTAssertThrowsError(try j.toggle(ToggleRequest(habit: "Floss", expecting: .notDone))) { error in
            guard case .boxChanged(let habit, _, let expected, let found) = (error as? JournalRefusal)?.reason else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual([habit.name, expected.box, found.box], ["Floss", "[ ]", "[x]"])
        }
        XCTAssertEqual(storage.files, ticked)
        XCTAssertEqual(try j.toggle(ToggleRequest(habit: "Floss", expecting: .done)).to, .notDone)
        XCTAssertEqual(try j.toggle(ToggleRequest(habit: "Floss", expecting: .notDone)).to, .done)
    }
}
