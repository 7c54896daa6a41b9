import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import XCTest

@testable import DawnJournalUI

/// Issue 33's "Lines lost or hidden", each with a second writer: another program changes the
/// day file after the view read it and before a key acts on it. Every edit is addressed and
/// checked by the library under the lock, never computed from the screen's copy.
final class StaleCopyTests: XCTestCase {
    let today = "days/2026/2026-11-21.md"

    private func focus(_ app: inout UIApp, _ part: Focus) {
        for _ in 0..<3 where app.today.focus != part { app.press(.tab) }
    }

    private func item(_ app: inout UIApp, _ name: String) {
        focus(&app, .checklist)
        let i = app.today.checklist.firstIndex { $0.habit.name == name }!
        for _ in 0..<50 where app.today.checklistIndex < i { app.press(.down) }
        for _ in 0..<50 where app.today.checklistIndex > i { app.press(.up) }
        XCTAssertEqual(app.today.checklistIndex, i)
    }

    private func cursor(_ app: inout UIApp, to time: String) {
        let target = TimeOfDay(time)!.minutes
        focus(&app, .timeline)
        for _ in 0..<100 where app.today.cursor > target { app.press(.up) }
        for _ in 0..<100 where app.today.cursor < target { app.press(.down) }
        XCTAssertEqual(app.today.cursor, target)
    }

    /// Another program writes: `from` replaced by `to` in today's file (or `to` appended).
    private func otherProgram(_ s: MemoryStorage, replacing from: String? = nil, with to: String) {
        let text = s.text(today)!
        if let from {
            XCTAssertTrue(text.contains(from), from)
            s.files[today] = Array(text.replacingOccurrences(of: from, with: to).utf8)
        } else {
            s.files[today] = Array((text + to).utf8)
        }
    }

    private func total(_ s: MemoryStorage, _ habit: String) throws -> Amount? {
        let j = JournalService(storage: s, now: Demo.now)
        return try j.dayView().due.first { $0.habit.name == habit }?.total
    }

    /// `-` takes one off the total in the file as it is under the lock: another program's
    /// `+3 glasses`, written after the screen showed 8, still counts (8 + 3 - 1 = 10).
    func testMinusOnAnAmountKeepsAnotherProgramsRecord() throws {
        let s = Demo.storage()
        var app = Demo.app(s)
        item(&app, "Drink Water")
        XCTAssertEqual(app.today.checklist[app.today.checklistIndex].total, Amount(8))
        otherProgram(s, with: "- [x] 💧 Drink Water +3 glasses\n")
        app.press(.char("-"))
        XCTAssertEqual(try total(s, "Drink Water"), Amount(10))
        XCTAssertEqual(s.text(today)!.components(separatedBy: "- [x] 💧 Drink Water +4 glasses\n").count, 3)
        XCTAssertEqual(app.status, InteractiveText.total(Demo.habit(s, "water"), Amount(10)))
        app.press(.char("u"))
        XCTAssertEqual(try total(s, "Drink Water"), Amount(11), "undo gives the one back")
    }

    /// `-` at zero writes nothing and says the total.
    func testMinusAtZeroWritesNothing() {
        let s = Demo.storage()
        otherProgram(s, replacing: "- [x] 💧 Drink Water +4 glasses\n", with: "")
        var app = Demo.app(s)
        item(&app, "Drink Water")
        app.press(.char("-"))
        XCTAssertEqual(s.writes, [])
        XCTAssertFalse(app.statusIsError)
    }

    /// Space acts on the box as the screen showed it: another program's tick is not undone.
    func testSpaceDoesNotUntickAnotherProgramsTick() {
        let s = Demo.storage()
        var app = Demo.app(s)
        item(&app, "Journal")
        otherProgram(s, replacing: "- [ ] ✍️ Journal", with: "- [x] ✍️ Journal")
        let ticked = s.files[today]!
        app.press(.space)
        XCTAssertTrue(s.files[today]! == ticked, "nothing written")
        XCTAssertTrue(app.statusIsError)
        XCTAssertTrue(app.status?.contains("changed since it was shown") ?? false, app.status ?? "")
    }

    /// The note editor refuses to save over a note changed on disk while it was open: the
    /// status line says so, the typed text stays, and a second Enter saves over the note now
    /// shown.
    func testTheNoteEditorRefusesToSaveOverAChangedNote() {
        let s = Demo.storage()
        var app = Demo.app(s)
        cursor(&app, to: "07:30")
        app.press(.char("n"))
        app.type("calm")
        otherProgram(s, replacing: "- 07:30-07:45 🧘🏽 Meditate", with: "- 07:30-07:45 🧘🏽 Meditate -- on the phone")
        _ = app.handle(.filesChanged, now: Demo.now)
        let changed = s.files[today]!
        app.press(.enter)
        XCTAssertTrue(s.files[today]! == changed, "nothing written")
        let status = app.screenText.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(status.contains("changed since you opened it (now 'on the phone')"), status)
        guard case .editingNote(let edit) = app.today.mode else { return XCTFail("the editor closed") }
        XCTAssertEqual(edit.typed, "calm", "the typed text is kept")
        app.type("er")
        XCTAssertTrue(app.screenText.contains("Note for 07:30-07:45 Meditate: calmer"), app.screenText)
        app.press(.enter)
        XCTAssertTrue(s.text(today)!.contains("- 07:30-07:45 🧘🏽 Meditate -- calmer\n"))
        XCTAssertEqual(app.today.mode, .normal)
    }

    /// `u` after a checklist tick of a timed habit takes back the tick, not the entry another
    /// program logged for it meanwhile.
    func testUndoingATickKeepsTheHabitsEntry() {
        let s = Demo.storage()
        var app = Demo.app(s)
        item(&app, "Morning Run")
        app.press(.space)
        XCTAssertTrue(s.text(today)!.contains("- [x] 🏃 Morning Run\n"))
        otherProgram(
            s, replacing: "- 07:30-07:45 🧘🏽 Meditate\n",
            with: "- 06:30-07:00 🏃 Morning Run -- 5k by the river\n- 07:30-07:45 🧘🏽 Meditate\n")
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.undone)
        XCTAssertFalse(s.text(today)!.contains("- [x] 🏃 Morning Run"))
        XCTAssertTrue(s.text(today)!.contains("- 06:30-07:00 🏃 Morning Run -- 5k by the river\n"))
    }

    /// `u` after `+` takes back the record it wrote, not another program's later one.
    func testUndoingAPlusTakesBackItsOwnRecord() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)!
        item(&app, "Drink Water")
        app.press(.char("+"))
        otherProgram(s, with: "- [x] 💧 Drink Water +2 glasses\n")
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.undone)
        XCTAssertEqual(s.text(today), before + "- [x] 💧 Drink Water +2 glasses\n")
    }

    /// Undoing a delete puts the line back as it was: its amount, the person's emoji, an
    /// off-grid time, its note.
    func testUndoingADeletePutsBackTheLineAsWritten() {
        let s = Demo.storage()
        s.files["habits.toml"] = Array(
            s.text("habits.toml")!.replacingOccurrences(
                of: "name = \"Read\"", with: "name = \"Read\"\nunit = \"pages\""
            )
            .utf8)
        otherProgram(
            s, replacing: "- 07:30-07:45 🧘🏽 Meditate\n",
            with: "- 07:30-07:45 🧘🏽 Meditate\n- 09:10-09:40 📖 Read +25 pages -- ch. 3\n")
        let before = s.files[today]!
        var app = Demo.app(s)
        cursor(&app, to: "09:00")
        app.press(.char("d"), .char("y"))
        XCTAssertFalse(s.text(today)!.contains("Read"))
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.undone)
        XCTAssertTrue(s.files[today]! == before, "byte for byte")
    }

    /// An entry written ahead for later today can be deleted, and the delete undone.
    func testAPlannedEntryDeletedIsUndone() {
        let s = Demo.storage()
        otherProgram(
            s, replacing: "- 07:30-07:45 🧘🏽 Meditate\n", with: "- 07:30-07:45 🧘🏽 Meditate\n- 20:00-20:30 📚 Read\n")
        let before = s.files[today]!
        var app = Demo.app(s)
        cursor(&app, to: "20:00")
        app.press(.char("d"), .char("y"))
        XCTAssertFalse(s.text(today)!.contains("20:00-20:30"))
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.undone)
        XCTAssertTrue(s.files[today]! == before)
    }

    /// Space on a timed habit done on the timeline writes nothing (no hidden `[ ]` line) and
    /// says why.
    func testSpaceOnATimedHabitDoneOnTheTimelineWritesNothing() {
        let s = Demo.storage()
        var app = Demo.app(s)
        item(&app, "Meditate")
        app.press(.space)
        XCTAssertEqual(s.writes, [])
        XCTAssertTrue(app.statusIsError)
        XCTAssertTrue(app.status?.contains("on the timeline") ?? false, app.status ?? "")
    }
}

extension Demo {
    /// The habit of `id` in the storage's habits.toml.
    static func habit(_ s: MemoryStorage, _ id: String) -> Habit {
        HabitsParser.parse(s.files["habits.toml"]!).file.habits.first { $0.id == id }!
    }
}

/// A storage refusal on the status line names the file, as the command line does
/// ("days/2026/2026-11-21.md: permission denied"), not the reason alone.
final class StorageRefusalTests: XCTestCase {
    /// samples/demo in memory, whose writes are refused.
    final class ReadOnly: JournalStorage {
        let inner = Demo.storage()
        func dayFilePaths() throws(StorageError) -> [String] { try inner.dayFilePaths() }
        func names(in folder: String) throws(StorageError) -> [String] { try inner.names(in: folder) }
        func read(_ path: String) throws(StorageError) -> [UInt8]? { try inner.read(path) }
        func write(_ bytes: [UInt8], to path: String) throws(StorageError) {
            throw StorageError(path: path, reason: "permission denied")
        }
        func withLock<T>(_ body: () throws -> T) throws -> T { try inner.withLock(body) }
    }

    func testAStorageRefusalKeepsTheFilesName() {
        let s = ReadOnly()
        var app = UIApp(
            storage: s, date: nil, now: Demo.now, size: TerminalSize(columns: 80, rows: 24), colorMode: .trueColor)
        for _ in 0..<3 where app.today.focus != .checklist { app.press(.tab) }
        let i = app.today.checklist.firstIndex { $0.habit.name == "Journal" }!
        for _ in 0..<50 where app.today.checklistIndex < i { app.press(.down) }
        app.press(.space)
        XCTAssertTrue(app.statusIsError)
        XCTAssertEqual(app.status, "days/2026/2026-11-21.md: permission denied")
    }
}
