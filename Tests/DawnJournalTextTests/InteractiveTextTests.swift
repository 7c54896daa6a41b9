import DawnJournal
import DawnJournalText
import XCTest

/// The interactive view's sentences, each tested once, here.
final class InteractiveTextTests: XCTestCase {
    let run = Habit(id: "morning-run", name: "Morning Run", duration: 30)
    let water = Habit(id: "water", name: "Drink Water", unit: "glasses", goal: Amount(8))

    func testTheInlineDeleteQuestionAsTheSeedAsksIt() {
        XCTAssertEqual(
            InteractiveText.confirmDelete(TimeOfDay("06:30")!, TimeOfDay("07:15")!, run),
            "Delete 06:30-07:15 Morning Run? y/n")
    }

    func testConfirmations() {
        let (a, b) = (TimeOfDay("12:00")!, TimeOfDay("12:30")!)
        XCTAssertEqual(InteractiveText.placed(run, a, b), "Logged Morning Run 12:00-12:30.")
        XCTAssertEqual(InteractiveText.moved(run, a, b), "Moved Morning Run to 12:00-12:30.")
        XCTAssertEqual(InteractiveText.resized(run, a, b), "Morning Run is now 12:00-12:30.")
        XCTAssertEqual(InteractiveText.deleted(run, a, b), "Deleted 12:00-12:30 Morning Run.")
        XCTAssertEqual(InteractiveText.ticked(run, done: true), "Ticked Morning Run.")
        XCTAssertEqual(InteractiveText.ticked(run, done: false), "Unticked Morning Run.")
        XCTAssertEqual(InteractiveText.skipped(run), "Skipped Morning Run today: a rest day.")
        XCTAssertEqual(InteractiveText.total(water, Amount(6)), "Drink Water: 6 of 8 glasses.")
        XCTAssertEqual(InteractiveText.taken(run), "Took back the last change to Morning Run.")
    }

    func testSizesProblemsAndRows() {
        XCTAssertEqual(
            InteractiveText.needsBiggerWindow(columns: 64, rows: 18),
            "dawn-journal ui needs a bigger window (at least 64×18)")
        XCTAssertEqual(InteractiveText.problems(1), "1 problem; run `dawn-journal lint`")
        XCTAssertEqual(InteractiveText.problems(3), "3 problems; run `dawn-journal lint`")
        XCTAssertEqual(InteractiveText.rowLength(15), "15-minute rows")
    }

    func testTheNoteEditorsWords() {
        let h = run
        let (a, b) = (TimeOfDay("06:30")!, TimeOfDay("07:15")!)
        XCTAssertEqual(InteractiveText.notePrompt(h, a, b), "Note for 06:30-07:15 Morning Run: ")
        XCTAssertEqual(InteractiveText.noted(h, a, b, note: "5k"), "Saved the note of Morning Run 06:30-07:15.")
        XCTAssertEqual(InteractiveText.noted(h, a, b, note: nil), "Removed the note of Morning Run 06:30-07:15.")
    }
}
