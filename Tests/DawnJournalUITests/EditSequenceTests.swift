import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import XCTest

@testable import DawnJournalUI

/// Event sequences on a copy of samples/demo (today 2026-11-21, 14:05; 80×24, so 30-minute
/// rows): each change goes through a use case and changes exactly the one line it means.
final class EditSequenceTests: XCTestCase {
    let today = "days/2026/2026-11-21.md"
    let yesterday = "days/2026/2026-11-20.md"

    /// The lines removed and added between two versions of a file.
    private func changes(_ before: String?, _ after: String?) -> (removed: [String], added: [String]) {
        let a = (before ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = (after ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var removed: [String] = []
        var added: [String] = []
        var i = 0
        var j = 0
        for edit in LineDiff.edits(a, b) {
            switch edit {
            case .keep:
                i += 1
                j += 1
            case .delete:
                removed.append(a[i])
                i += 1
            case .insert:
                added.append(b[j])
                j += 1
            }
        }
        return (removed, added)
    }

    /// Moves the cursor to `time` with ↑/↓ (15-minute rows).
    private func cursor(_ app: inout UIApp, to time: String) {
        let target = TimeOfDay(time)!.minutes
        if app.today.mode == .normal {
            for _ in 0..<3 where app.today.focus != .timeline { app.press(.tab) }
        }
        for _ in 0..<100 where app.today.cursor > target { app.press(.up) }
        for _ in 0..<100 where app.today.cursor < target { app.press(.down) }
        XCTAssertEqual(app.today.cursor, target)
    }

    /// Focuses the tray's pill of `name`.
    private func pill(_ app: inout UIApp, _ name: String) {
        for _ in 0..<3 where app.today.focus != .tray { app.press(.tab) }
        let i = app.today.trayHabits.firstIndex { $0.name == name }!
        for _ in 0..<50 where app.today.trayIndex < i { app.press(.right) }
        for _ in 0..<50 where app.today.trayIndex > i { app.press(.left) }
        XCTAssertEqual(app.today.trayIndex, i)
    }

    /// Focuses the checklist's row of `name`.
    private func item(_ app: inout UIApp, _ name: String) {
        for _ in 0..<3 where app.today.focus != .checklist { app.press(.tab) }
        let i = app.today.checklist.firstIndex { $0.habit.name == name }!
        for _ in 0..<50 where app.today.checklistIndex < i { app.press(.down) }
        for _ in 0..<50 where app.today.checklistIndex > i { app.press(.up) }
        XCTAssertEqual(app.today.checklistIndex, i)
    }

    func testPlaceAPillWithTheKeys() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        pill(&app, "Morning Run")
        app.press(.enter)
        XCTAssertEqual(app.today.mode, .placing(habitID: "morning-run"))
        cursor(&app, to: "12:00")
        XCTAssertTrue(app.screenText.contains("🏃 Morning Run 12:00-12:30"), "the ghost")
        app.press(.enter)
        let c = changes(before, s.text(today))
        XCTAssertEqual(c.removed, [])
        XCTAssertEqual(c.added, ["- 12:00-12:30 🏃 Morning Run"])
        XCTAssertEqual(app.today.focus, .timeline)
        XCTAssertEqual(app.today.cursor, TimeOfDay("12:00")!.minutes)
        XCTAssertEqual(app.status, "Logged Morning Run 12:00-12:30.")
    }

    func testEscapeCancelsPlacing() {
        let s = Demo.storage()
        var app = Demo.app(s)
        pill(&app, "Morning Run")
        app.press(.enter, .up, .escape)
        XCTAssertEqual(app.today.mode, .normal)
        XCTAssertEqual(s.writes, [])
    }

    func testMoveAnEntry() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        cursor(&app, to: "07:30")
        app.press(.char("m"), .down, .down, .enter)
        let c = changes(before, s.text(today))
        XCTAssertEqual(c.removed, ["- 07:30-07:45 🧘🏽 Meditate"])
        XCTAssertEqual(c.added, ["- 08:00-08:15 🧘🏽 Meditate"], "two quarter-hour rows down")
    }

    func testResizeAnEntryWithPlusAndShiftDown() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        cursor(&app, to: "07:30")
        app.press(.char("+"))
        var c = changes(before, s.text(today))
        XCTAssertEqual(c.removed, ["- 07:30-07:45 🧘🏽 Meditate"])
        XCTAssertEqual(c.added, ["- 07:30-08:00 🧘🏽 Meditate"])
        let middle = s.text(today)
        app.press(KeyPress(.down, modifiers: .shift))
        c = changes(middle, s.text(today))
        XCTAssertEqual(c.added, ["- 07:30-08:15 🧘🏽 Meditate"])
        app.press(.char("-"))
        XCTAssertEqual(changes(before, s.text(today)).added, ["- 07:30-08:00 🧘🏽 Meditate"])
    }

    func testDeleteAsksFirst() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        cursor(&app, to: "07:30")
        app.press(.char("d"))
        XCTAssertTrue(app.screenText.contains("Delete 07:30-07:45 Meditate? y/n"))
        app.press(.char("n"))
        XCTAssertEqual(s.text(today), before)
        XCTAssertEqual(app.status, InteractiveText.cancelled)
        app.press(.char("d"), .char("y"))
        let c = changes(before, s.text(today))
        XCTAssertEqual(c.removed.filter { !$0.isEmpty && !$0.hasPrefix("#") }, ["- 07:30-07:45 🧘🏽 Meditate"])
        XCTAssertEqual(c.added, [])
    }

    /// `n` edits an entry's note on the status line, prefilled: Enter saves (setNote), Esc
    /// cancels, an empty note removes it, and `u` gives the old note back. Keys typed there are
    /// the note's, not commands.
    func testEditAnEntrysNote() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        cursor(&app, to: "07:30")
        app.press(.char("n"))
        XCTAssertEqual(
            app.screenText.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces),
            "Note for 07:30-07:45 Meditate:")
        app.type("calm 2qx")
        app.press(KeyPress(.backspace))
        _ = app.handle(.paste("\u{1B}[31m!\n"), now: Demo.now)
        XCTAssertEqual(s.writes, [])
        app.press(.enter)
        let c = changes(before, s.text(today))
        XCTAssertEqual(c.removed, ["- 07:30-07:45 🧘🏽 Meditate"])
        XCTAssertEqual(c.added, ["- 07:30-07:45 🧘🏽 Meditate -- calm 2q[31m!"])
        XCTAssertEqual(app.status, "Saved the note of Meditate 07:30-07:45.")
        let noted = s.text(today)

        app.press(.char("n"))
        XCTAssertTrue(app.screenText.contains("Note for 07:30-07:45 Meditate: calm 2q[31m!"), app.screenText)
        app.press(.char("?"), .escape)
        XCTAssertEqual(app.status, InteractiveText.cancelled)
        XCTAssertEqual(s.text(today), noted)

        app.press(.char("n"))
        for _ in 0..<20 { app.press(KeyPress(.backspace)) }
        app.press(.enter)
        XCTAssertEqual(s.text(today), before, "an empty note removes it")
        XCTAssertEqual(app.status, "Removed the note of Meditate 07:30-07:45.")
        app.press(.char("u"))
        XCTAssertEqual(s.text(today), noted, "undo gives the note back")
        app.press(.char("u"))
        XCTAssertEqual(s.text(today), before)
    }

    func testNoteWithoutAnEntryIsRefused() {
        let s = Demo.storage()
        var app = Demo.app(s)
        cursor(&app, to: "12:00")
        app.press(.char("n"))
        XCTAssertEqual(app.status, InteractiveText.noEntryHere)
        XCTAssertEqual(app.today.mode, .normal)
    }

    func testToggleSkipAndAmountInTheChecklist() {
        let s = Demo.storage()
        var app = Demo.app(s)
        var before = s.text(today)
        item(&app, "Journal")
        app.press(.space)
        var c = changes(before, s.text(today))
        XCTAssertEqual(c.removed, ["- [ ] ✍️ Journal"])
        XCTAssertEqual(c.added, ["- [x] ✍️ Journal"])

        before = s.text(today)
        item(&app, "Read")
        app.press(.char("s"))
        c = changes(before, s.text(today))
        XCTAssertEqual(c.removed, [])
        XCTAssertEqual(c.added, ["- [-] 📚 Read"])

        before = s.text(today)
        item(&app, "Coffee")
        app.press(.char("+"))
        c = changes(before, s.text(today))
        XCTAssertEqual(c.removed, [])
        XCTAssertEqual(c.added.count, 1)
        XCTAssertTrue(c.added[0].contains("☕ Coffee +1"), c.added[0])
        XCTAssertTrue(app.screenText.contains("4 of at most 2 cups") || app.screenText.contains("4 of at most"))
    }

    func testUndoTakesBackTheLastChangeByTheInverseUseCase() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        item(&app, "Journal")
        app.press(.space)
        XCTAssertNotEqual(s.text(today), before)
        app.press(.char("u"))
        XCTAssertEqual(s.text(today), before)
        XCTAssertEqual(app.status, InteractiveText.undone)
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.nothingToUndo)

        cursor(&app, to: "07:30")
        app.press(.char("m"), .down, .enter, .char("u"))
        XCTAssertEqual(s.text(today), before)
        app.press(.char("d"), .char("y"), .char("u"))
        XCTAssertEqual(changes(before, s.text(today)).removed, [])
        XCTAssertEqual(changes(before, s.text(today)).added, [])
    }

    /// `-` on an amount lowers the last record (`lowerTotal`): undo gives it back as it was.
    func testUndoALowerAmountSetsThePreviousTotal() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        item(&app, "Coffee")
        app.press(.char("-"))
        let c = changes(before, s.text(today))
        XCTAssertEqual(c.removed, ["- [x] ☕ Coffee +3 cups"])
        XCTAssertEqual(c.added, ["- [x] ☕ Coffee +2 cups"])
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.undone)
        XCTAssertEqual(s.text(today), before)
    }

    /// Space on a skipped habit ticks it: undo skips it again, its note kept.
    func testUndoATickOfASkippedHabitSkipsItAgain() {
        let s = Demo.storage()
        s.files[today]! += Array("- [-] 📚 Read -- a cold\n".utf8)
        var app = Demo.app(s)
        let before = s.text(today)
        item(&app, "Read")
        app.press(.space)
        let c = changes(before, s.text(today))
        XCTAssertEqual(c.removed, ["- [-] 📚 Read -- a cold"])
        XCTAssertEqual(c.added, ["- [x] 📚 Read -- a cold"])
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.undone)
        XCTAssertEqual(s.text(today), before)
    }

    /// Undoing a move puts the cursor back on the entry, at its old place.
    func testUndoAMoveTakesTheCursorToTheEntrysOldPlace() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)
        cursor(&app, to: "07:30")
        app.press(.char("m"), .down, .down, .down, .enter)
        XCTAssertEqual(app.today.cursor, TimeOfDay("08:15")!.minutes)
        cursor(&app, to: "12:00")
        app.press(.char("u"))
        XCTAssertEqual(s.text(today), before)
        XCTAssertEqual(app.today.cursor, TimeOfDay("07:30")!.minutes)
        XCTAssertEqual(app.today.focus, .timeline)
        XCTAssertEqual(app.today.entryAtCursor?.entry.start, TimeOfDay("07:30"))
    }

    /// A line another program wrote after a change does not block its undo, and stays.
    func testUndoKeepsALineWrittenSince() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let before = s.text(today)!
        item(&app, "Journal")
        app.press(.space)
        s.files[today]! += Array("- [x] 🦷 Floss\n".utf8)
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.undone)
        XCTAssertEqual(s.text(today), before + "- [x] 🦷 Floss\n")
    }

    func testSwipeToYesterdayAndTickThere() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let todayBefore = s.text(today)
        let before = s.text(yesterday)
        app.press(.left)
        XCTAssertEqual(app.today.date, LocalDate("2026-11-20"))
        XCTAssertTrue(app.screenText.split(separator: "\n")[1].hasPrefix("◀ Friday 2026-11-20 ▶"))
        item(&app, "Journal")
        app.press(.space)
        let c = changes(before, s.text(yesterday))
        XCTAssertEqual(c.removed, [])
        XCTAssertEqual(c.added, ["- [x] ✍️ Journal"])
        XCTAssertEqual(s.text(today), todayBefore)
        app.press(.char("l"))
        XCTAssertEqual(app.today.date, LocalDate("2026-11-21"))
        app.press(.char("h"), .char("t"))
        XCTAssertEqual(app.today.date, LocalDate("2026-11-21"))
    }

    func testAFutureDayRefusesEveryChange() {
        let s = Demo.storage()
        var app = Demo.app(s)
        app.press(.right)
        XCTAssertTrue(app.today.isFuture)
        XCTAssertTrue(app.screenText.contains(DayText.future))
        pill(&app, "Morning Run")
        app.press(.enter)
        XCTAssertEqual(app.status, DayText.future)
        app.press(.char("x"), .char("x"), .tab)
        app.press(.char("+"), .char("d"), .char("m"))
        XCTAssertEqual(s.writes, [])
    }

    func testTheDatePrompt() {
        var app = Demo.app(Demo.storage())
        app.press(.char("g"))
        app.type("2026-09-01")
        XCTAssertTrue(app.screenText.contains(InteractiveText.datePrompt + "2026-09-01"))
        app.press(.enter)
        XCTAssertEqual(app.today.date, LocalDate("2026-09-01"))
        app.press(.char("g"))
        app.type("-3")
        app.press(.enter)
        XCTAssertEqual(app.today.date, LocalDate("2026-11-18"))
        app.press(.char("g"))
        app.type("soon")
        app.press(.enter)
        XCTAssertEqual(app.status, InteractiveText.badDate(DateChoice.syntax))
    }

    func testARefusalGoesToTheStatusLineAndNothingIsWritten() {
        let s = Demo.storage()
        var app = Demo.app(s)
        pill(&app, "Morning Run")
        app.press(.enter)
        cursor(&app, to: "20:00") // later than now
        app.press(.enter)
        XCTAssertEqual(s.writes, [])
        XCTAssertTrue(app.statusIsError)
        XCTAssertFalse(app.status?.isEmpty ?? true)
    }

    func testAKeyThatChangesNothingReadsNoFile() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let reads = s.reads.count
        app.press(.up, .down, .tab, .down, .tab, .right, .tab, .char("?"), .escape, .char("x"), .char("x"))
        _ = app.render()
        XCTAssertEqual(s.reads.count, reads)
    }

    func testFilesChangedReloadsAndKeepsTheCursor() {
        let s = Demo.storage()
        var app = Demo.app(s)
        cursor(&app, to: "09:00")
        s.files[today] = Array(s.text(today)!.replacingOccurrences(of: "- 07:30-07:45", with: "- 09:00-09:30").utf8)
        _ = app.handle(.filesChanged, now: Demo.now)
        XCTAssertEqual(app.today.cursor, TimeOfDay("09:00")!.minutes)
        XCTAssertTrue(app.screenText.contains("🧘🏽 Meditate 09:00-09:30"))
    }

    func testAFileWithErrorsShowsWhatParsesAndTheProblemCount() {
        let s = Demo.storage()
        s.files[today] = Array((s.text(today)! + "- 25:99-26:00 🧘🏽 Meditate\n").utf8)
        var app = Demo.app(s)
        _ = app.handle(.filesChanged, now: Demo.now)
        XCTAssertTrue(app.screenText.contains("run `dawn-journal lint`"), app.screenText)
        XCTAssertTrue(app.screenText.contains("Checklist"))
    }

    func testQuitSuspendAndTheEditor() {
        var app = Demo.app(Demo.storage())
        XCTAssertEqual(app.handle(.key(.char("e")), now: Demo.now), [.openEditor(path: today)])
        XCTAssertEqual(app.handle(.key(KeyPress(.character("z"), modifiers: .control)), now: Demo.now), [.suspend])
        XCTAssertEqual(app.handle(.key(.char("q")), now: Demo.now), [.quit])
        XCTAssertEqual(app.watchedPaths, ["habits.toml", today])
    }
}

/// `u` replays the library's exact inverse (`JournalService.undo`), kept on the view's stack as
/// the use cases returned it: never one computed from the screen's copy of the day.
final class UndoChainTests: XCTestCase {
    let today = "days/2026/2026-11-21.md"

    private func cursor(_ app: inout UIApp, to time: String) {
        let target = TimeOfDay(time)!.minutes
        for _ in 0..<3 where app.today.focus != .timeline { app.press(.tab) }
        for _ in 0..<100 where app.today.cursor > target { app.press(.up) }
        for _ in 0..<100 where app.today.cursor < target { app.press(.down) }
        XCTAssertEqual(app.today.cursor, target)
    }

    private func place(_ app: inout UIApp, _ name: String, at time: String) {
        for _ in 0..<3 where app.today.focus != .tray { app.press(.tab) }
        let i = app.today.trayHabits.firstIndex { $0.name == name }!
        for _ in 0..<50 where app.today.trayIndex < i { app.press(.right) }
        for _ in 0..<50 where app.today.trayIndex > i { app.press(.left) }
        app.press(.enter)
        cursor(&app, to: time)
        app.press(.enter)
    }

    /// Place, move, delete, then u three times: every byte as it was, and a fourth u has
    /// nothing to take back. A second u after undoing a delete is not refused.
    func testPlaceMoveDeleteThenThreeUndosRestoreEveryByte() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let first = s.files[today]!
        place(&app, "Morning Run", at: "12:00")
        XCTAssertTrue(s.text(today)!.contains("- 12:00-12:30 🏃 Morning Run"))
        cursor(&app, to: "12:00")
        app.press(.char("m"), .down, .down, .enter) // two quarter-hour rows
        XCTAssertTrue(s.text(today)!.contains("- 12:30-13:00 🏃 Morning Run"))
        cursor(&app, to: "12:30")
        app.press(.char("d"), .char("y"))
        XCTAssertEqual(s.text(today), String(decoding: first, as: UTF8.self), "placed, moved, deleted")
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.undone)
        XCTAssertTrue(s.text(today)!.contains("- 12:30-13:00 🏃 Morning Run"))
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.undone, "a second u after undoing a delete")
        XCTAssertTrue(s.text(today)!.contains("- 12:00-12:30 🏃 Morning Run"))
        app.press(.char("u"))
        XCTAssertTrue(s.files[today]! == first, "byte for byte")
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.nothingToUndo)
        XCTAssertTrue(s.files[today]! == first)
    }

    /// A line another program logs between a change and its undo stays: the undo takes back
    /// only the line it wrote. When the line it wrote is changed, it refuses with a sentence
    /// and writes nothing.
    func testAnotherProgramsLineIsNeverRemoved() {
        let s = Demo.storage()
        var app = Demo.app(s)
        place(&app, "Morning Run", at: "12:00")
        let other = "- [x] 🦷 Floss\n"
        s.files[today]! += Array(other.utf8)
        app.press(.char("u"))
        XCTAssertEqual(app.status, InteractiveText.undone)
        XCTAssertFalse(s.text(today)!.contains("12:00-12:30 🏃 Morning Run"))
        XCTAssertTrue(s.text(today)!.hasSuffix(other), "the other program's line is kept")

        place(&app, "Morning Run", at: "12:00")
        s.files[today] = Array(
            s.text(today)!.replacingOccurrences(of: "- 12:00-12:30 🏃 Morning Run", with: "- 12:00-12:45 🏃 Morning Run")
                .utf8)
        let changed = s.files[today]!
        app.press(.char("u"))
        XCTAssertTrue(app.statusIsError)
        XCTAssertFalse(app.status?.isEmpty ?? true)
        XCTAssertTrue(s.files[today]! == changed, "refused: nothing written")
    }

    /// On the Habits tab, u takes back a habit's change too (here a move in habits.toml).
    func testUndoOnTheHabitsTab() {
        let s = Demo.storage()
        var app = Demo.app(s)
        let first = s.files["habits.toml"]!
        app.type("4")
        app.type("J")
        XCTAssertFalse(s.files["habits.toml"]! == first)
        app.type("u")
        XCTAssertEqual(app.status, InteractiveText.undone)
        XCTAssertTrue(s.files["habits.toml"]! == first, "byte for byte")
        XCTAssertEqual(app.habitsTab.items.first?.habit.id, "morning-run", "the list read again")
    }
}
