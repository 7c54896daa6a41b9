import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import XCTest

@testable import DawnJournalUI

/// A job returns what the library did, typed; the tab's update words it. So a test can ask
/// "this change produced this effect" without a terminal or a sentence built in the runtime.
final class TypedJobResultTests: XCTestCase {
    private let now = LocalDateTime("2026-11-21T14:05")!
    private let habits = "[habits.floss]\nname = \"Floss\"\nemoji = \"🦷\"\nsince = 2026-11-01\n"

    func testTodaysChangeIsTheLibrarysOutcomeAndTheUpdateWordsIt() throws {
        let storage = MemoryStorage(["habits.toml": habits])
        var app = UIApp(
            storage: storage, date: nil, now: now, size: TerminalSize(columns: 80, rows: 24), colorMode: .none)
        let msg = app.perform(Change.toggle(ToggleRequest(habit: "floss", expecting: .notDone)))
        guard case .changed(.toggled(let outcome)) = msg else { return XCTFail("\(msg)") }
        XCTAssertEqual(outcome.to, .done)
        XCTAssertNotNil(outcome.undo)
        let said = TodayDone.toggled(outcome).said
        XCTAssertEqual(said.text, InteractiveText.ticked(outcome.habit, done: true))
        XCTAssertNotNil(said.undo)
        // The update: remember the undo, say the sentence, read the day again.
        let effects = app.model.day.update(msg, app.context)
        XCTAssertEqual(effects.count, 3, "\(effects)")
        guard case .remember = effects[0], case .status(let text, isError: false) = effects[1] else {
            return XCTFail("\(effects)")
        }
        XCTAssertEqual(text, said.text)
        // A refusal comes back as the library's value, worded by the update.
        let again = app.perform(Change.toggle(ToggleRequest(habit: "floss", expecting: .notDone)))
        guard case .refused(let refusal) = again else { return XCTFail("\(again)") }
        XCTAssertEqual(refusal.reason.code, .boxChanged)
        guard case .status(let sentence, isError: true)? = app.model.day.update(again, app.context).first else {
            return XCTFail()
        }
        XCTAssertEqual(sentence, UIApp.words(refusal))
    }

    func testAHabitChangeIsTheLibrarysOutcome() {
        var app = UIApp(
            storage: MemoryStorage(["habits.toml": habits]), date: nil, now: now,
            size: TerminalSize(columns: 80, rows: 24), colorMode: .none)
        let msg = app.perform(HabitsCommand.archive(id: "floss"))
        guard case .changed(.archived(let outcome)) = msg else { return XCTFail("\(msg)") }
        let said = HabitsDone.archived(outcome).said
        XCTAssertEqual(said.text, InteractiveText.habitArchived(outcome.habit))
        XCTAssertEqual(said.select, "floss")
        let refused = app.perform(HabitsCommand.archive(id: "nope"))
        guard case .refused(let refusal, _) = refused else { return XCTFail("\(refused)") }
        XCTAssertEqual(refusal.reason.code, .unknownHabit)
    }

    func testTheDriverReadsWhatAKeyAskedOfTheHost() {
        var app = Demo.app(Demo.storage())
        XCTAssertEqual(app.hostRequests(of: .char("e")), [.openEditor(path: "days/2026/2026-11-21.md")])
        XCTAssertEqual(app.hostRequests(of: .char("q")), [.quit])
    }
}
