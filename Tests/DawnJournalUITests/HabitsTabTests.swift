import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import XCTest

@testable import DawnJournalUI

/// The Habits tab on a copy of samples/demo (today 2026-11-21, 14:05): the list, reorder by keys
/// and by a drag, the add/edit form with its refusals, rename, archive and delete; each change is
/// the use case of `habit move|add|edit|rename|archive|unarchive|remove`, and the tests assert
/// habits.toml's and the day files' bytes. Snapshots recorded with DAWN_RECORD_GOLDEN=1.
final class HabitsTabTests: XCTestCase {
    private func check(_ app: UIApp, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        GoldenFile.assertMatches(
            app.render().snapshot(), Demo.golden.appendingPathComponent(name), file: file, line: line)
    }

    /// The app on the Habits tab.
    private func habitsTab(_ storage: MemoryStorage, columns: Int = 80, rows: Int = 24) -> UIApp {
        var app = Demo.app(storage, columns: columns, rows: rows)
        app.type("4")
        XCTAssertEqual(app.tab, .habits)
        return app
    }

    /// habits.toml's table headers, in order.
    private func order(_ storage: MemoryStorage) -> [String] {
        (storage.text("habits.toml") ?? "").split(separator: "\n").filter { $0.hasPrefix("[habits.") }.map {
            String($0.dropFirst(8).dropLast())
        }
    }

    /// The cursor on the habit with this id.
    private func select(_ app: inout UIApp, _ id: String) {
        let i = app.habitsTab.items.firstIndex { $0.habit.id == id }!
        for _ in 0..<20 where app.habitsTab.index < i { app.press(.down) }
        for _ in 0..<20 where app.habitsTab.index > i { app.press(.up) }
        XCTAssertEqual(app.habitsTab.index, i)
    }

    /// The same use case run on a fresh copy, for the bytes the tab must have written.
    private func expected(_ change: (JournalService) throws -> Void) rethrows -> MemoryStorage {
        let storage = Demo.storage()
        try change(JournalService(storage: storage, now: Demo.now))
        return storage
    }

    private func press(_ app: inout UIApp, _ kind: MouseEvent.Kind, column: Int, row: Int) {
        _ = app.handle(.mouse(MouseEvent(kind, column: column, row: row)), now: Demo.now)
    }

    // MARK: - Snapshots

    func testTheList80x24() {
        check(habitsTab(Demo.storage()), "habits-80x24.txt")
    }

    func testTheListScrolled120x40() {
        var app = habitsTab(Demo.storage(), columns: 120, rows: 40)
        app.type("jjj")
        check(app, "habits-120x40.txt")
    }

    func testTheAddForm80x24() {
        var app = habitsTab(Demo.storage())
        app.type("aStretch")
        app.press(.tab, .tab, .right, .right, .right, .right, .right, .tab, .right)
        check(app, "habit-form-80x24.txt")
    }

    func testTheEditFormWithARefusal120x40() {
        var app = habitsTab(Demo.storage(), columns: 120, rows: 40)
        app.press(.char("e"), .tab)
        app.press(KeyPress(.delete))
        app.type("#12345")
        app.press(.enter)
        check(app, "habit-form-120x40.txt")
    }

    func testTheFormWithoutColour80x24() {
        var app = Demo.app(Demo.storage(), color: .none)
        app.type("4e")
        XCTAssertTrue(app.screenText.contains("coral      Aa  ✓  p  s  m  s  l  r  s"), app.screenText)
        check(app, "habit-form-mono-80x24.txt")
    }

    func testTheEmptyStateAt80x24And120x40() {
        let storage = MemoryStorage(["habits.toml": "[journal]\nslot = \"15m\"\n"])
        let app = habitsTab(storage)
        XCTAssertTrue(app.screenText.contains(EmptyStateText.noHabits))
        check(app, "habits-empty-80x24.txt")
        var adding = app
        adding.type("a")
        XCTAssertNotNil(adding.habitsTab.form, "the add form one key away")
        check(habitsTab(storage, columns: 120, rows: 40), "habits-empty-120x40.txt")
    }

    func testOpeningTheTabReadsNoDayFile() {
        let storage = Demo.storage()
        var app = Demo.app(storage)
        storage.resetLog()
        app.type("4")
        XCTAssertEqual(storage.reads, ["habits.toml"])
        XCTAssertEqual(app.habitsTab.items.count, 11)
    }

    func testTheListSaysWhatHabitListSays() {
        let app = habitsTab(Demo.storage(), columns: 120, rows: 40)
        let text = app.screenText
        XCTAssertTrue(text.contains("My Habits"))
        XCTAssertTrue(text.contains("🇪🇸 Spanish        timed 15m, archived 2026-10-15"), text)
        XCTAssertTrue(text.contains("💻 Deep Work      timed 1h 30m, Mon–Fri"), text)
        XCTAssertTrue(text.contains("☕ Coffee         checkbox, at most 2 cups a day"), text)
        XCTAssertTrue(text.contains("    Start the day outside, whatever the weather."), text)
    }

    // MARK: - Reorder

    func testJAndKMoveTheHabitInHabitsToml() throws {
        let storage = Demo.storage()
        var app = habitsTab(storage)
        let before = order(storage)
        app.type("J")
        XCTAssertEqual(order(storage), [before[1], before[0]] + before[2...])
        XCTAssertEqual(app.habitsTab.index, 1, "the cursor follows the habit")
        XCTAssertEqual(app.today.view?.habits.prefix(2).map(\.id), ["meditate", "morning-run"], "Today's day too")
        XCTAssertEqual(storage.files, try expected { _ = try $0.moveHabit("morning-run", to: .at(2)) }.files)
        XCTAssertEqual(storage.writes, ["habits.toml"])
        app.press(KeyPress(.up, modifiers: .shift))
        XCTAssertEqual(storage.files, Demo.storage().files, "moved back: every byte as before")
        XCTAssertEqual(app.habitsTab.index, 0)
        app.type("K")
        XCTAssertEqual(storage.writes.count, 2, "the first habit goes no higher; nothing written")
        XCTAssertTrue(app.screenText.contains("Moved Morning Run to 1 of 11."), app.screenText)
    }

    func testDraggingARowMovesTheHabit() throws {
        let storage = Demo.storage()
        var app = habitsTab(storage)
        // Morning Run's row (the list's first, two rows each) onto Deep Work's (the third).
        press(&app, .press, column: 5, row: HabitsTab.listTop(app.context))
        press(&app, .drag, column: 5, row: HabitsTab.listTop(app.context) + 2)
        XCTAssertTrue(app.screenText.contains("   🧘🏽 Meditate"))
        press(&app, .drag, column: 5, row: HabitsTab.listTop(app.context) + 5)
        XCTAssertEqual(storage.writes, [], "nothing written while dragging")
        let shown = app.screenText.components(separatedBy: "\n")
        XCTAssertTrue(
            shown[HabitsTab.listTop(app.context) + 4].contains("Morning Run"), "drawn where it would drop")
        press(&app, .release, column: 5, row: HabitsTab.listTop(app.context) + 5)
        XCTAssertEqual(storage.files, try expected { _ = try $0.moveHabit("morning-run", to: .at(3)) }.files)
        XCTAssertEqual(Array(order(storage).prefix(3)), ["meditate", "deep-work", "morning-run"])
        // A click without a move writes nothing.
        press(&app, .press, column: 5, row: HabitsTab.listTop(app.context))
        press(&app, .release, column: 5, row: HabitsTab.listTop(app.context))
        XCTAssertEqual(storage.writes, ["habits.toml"])
    }

    // MARK: - Add

    func testAddingAHabitThroughTheForm() throws {
        let storage = Demo.storage()
        var app = habitsTab(storage)
        app.type("a")
        app.type("Stretch 10") // digits are typed, not tabs
        XCTAssertEqual(app.tab, .habits)
        app.press(.tab)
        app.type("🤸")
        app.press(.tab, .right, .right, .right, .right, .right) // sky
        app.press(.tab, .right) // 15m
        app.press(.tab)
        app.type("Loose shoulders at 40.")
        app.press(.enter)
        XCTAssertNil(app.habitsTab.form)
        let before = Demo.storage().text("habits.toml")!
        XCTAssertEqual(
            storage.text("habits.toml"),
            before
                + "\n[habits.stretch-10]\nname = \"Stretch 10\"\nemoji = \"🤸\"\ncolor = \"sky\"\nduration = \"15m\"\ndescription = \"Loose shoulders at 40.\"\nsince = 2026-11-21\n"
        )
        XCTAssertEqual(storage.writes, ["habits.toml"])
        let cli = try expected {
            _ = try $0.addHabit(
                HabitAddRequest(
                    name: "Stretch 10",
                    fields: HabitFieldValues(
                        emoji: "🤸", color: "sky", duration: "15m", description: "Loose shoulders at 40.")))
        }
        XCTAssertEqual(storage.files, cli.files, "the bytes `habit add` writes")
        XCTAssertEqual(app.habitsTab.items.last?.habit.name, "Stretch 10")
        XCTAssertEqual(app.habitsTab.index, 11, "the cursor on the new habit")
        XCTAssertTrue(app.screenText.contains("Added 🤸 Stretch 10."), app.screenText)
        XCTAssertTrue(app.today.trayHabits.contains { $0.name == "Stretch 10" }, "Today's tray offers it")
    }

    func testRefusedInputWritesNothingAndSaysWhyInTheCommandsWords() {
        let storage = Demo.storage()
        var app = habitsTab(storage)
        app.type("a")
        // An empty name: Save is disabled.
        XCTAssertFalse(app.habitsTab.form!.canSave)
        app.press(.enter)
        XCTAssertEqual(app.status, UIApp.words(JournalRefusal(.emptyName(maximum: 50))))
        XCTAssertNotNil(app.habitsTab.form, "the form stays open")
        // 51 characters.
        let long = String(repeating: "a", count: 51)
        app.type(long)
        app.press(.enter)
        XCTAssertEqual(
            app.status, UIApp.words(JournalRefusal(.nameTooLong(name: long, length: 51, maximum: 50))))
        XCTAssertEqual(app.habitsTab.form?.error, .name)
        XCTAssertTrue(app.statusIsError)
        // 50 is fine for the name; a bad colour is refused beside its field.
        app.press(KeyPress(.backspace))
        app.press(.tab, .tab)
        app.type("#12345")
        app.press(.enter)
        XCTAssertEqual(app.status, UIApp.words(JournalRefusal(.invalidColor("#12345"))))
        XCTAssertEqual(app.habitsTab.form?.error, .color)
        XCTAssertEqual(app.habitsTab.form?.focus, .color)
        XCTAssertTrue(app.screenText.contains("  " + app.status!.prefix(20)), app.screenText)
        // A duration off the slot grid, a goal without a unit: `habit add`'s refusals.
        app.press(KeyPress(.delete), .tab)
        app.type("20m")
        app.press(.enter)
        XCTAssertEqual(app.habitsTab.form?.error, .duration)
        XCTAssertEqual(app.status, UIApp.words(JournalRefusal(.durationOffGrid(duration: "20m", slot: 15))))
        XCTAssertEqual(storage.writes, [])
        XCTAssertEqual(storage.files, Demo.storage().files)
        // Esc cancels: still nothing written.
        app.press(.escape)
        XCTAssertNil(app.habitsTab.form)
        XCTAssertEqual(app.status, InteractiveText.cancelled)
        XCTAssertEqual(storage.writes, [])
    }

    // MARK: - Edit, rename, archive

    func testEditingChangesOnlyTheFieldsChanged() throws {
        let storage = Demo.storage()
        var app = habitsTab(storage)
        app.type("e")
        XCTAssertEqual(app.habitsTab.form?.focus, .emoji, "the name is r's")
        app.press(.tab, .tab, .right) // 30m → 45m
        app.press(.enter)
        XCTAssertEqual(
            storage.files, try expected { _ = try $0.editHabit("morning-run", .init(duration: "45m")) }.files)
        let before = Demo.storage().text("habits.toml")!
        XCTAssertEqual(
            storage.text("habits.toml"),
            before.replacingOccurrences(
                of: "color = \"coral\"\nduration = \"30m\"", with: "color = \"coral\"\nduration = \"45m\""))
        XCTAssertTrue(app.screenText.contains("Saved 🏃 Morning Run."), app.screenText)
        // Clearing a field removes its line; nothing changed is the command's refusal.
        app.type("e")
        app.press(.tab, .tab, .tab)
        app.press(KeyPress(.delete), .enter)
        XCTAssertFalse(storage.text("habits.toml")!.contains("Start the day outside"))
        app.type("e")
        app.press(.enter)
        XCTAssertEqual(app.status, UIApp.words(JournalRefusal(.nothingToChange)))
        XCTAssertEqual(storage.writes.count, 2)
    }

    func testRenamingRewritesHabitsTomlAndTheDayFiles() throws {
        let storage = Demo.storage()
        var app = habitsTab(storage)
        app.type("r")
        XCTAssertTrue(app.screenText.contains("Rename Morning Run to: Morning Run"), app.screenText)
        for _ in 0..<"Morning Run".count { app.press(KeyPress(.backspace)) }
        app.type("Dawn Run 5")
        app.press(.enter)
        XCTAssertEqual(storage.files, try expected { _ = try $0.renameHabit("morning-run", to: "Dawn Run 5") }.files)
        let mentions = Demo.storage().files.filter { $0.key.hasPrefix("days/") }.values.map {
            String(decoding: $0, as: UTF8.self).components(separatedBy: "Morning Run").count - 1
        }.reduce(0, +)
        XCTAssertGreaterThan(mentions, 10)
        let days = storage.files.filter { $0.key.hasPrefix("days/") }.values.map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(days.map { $0.components(separatedBy: "Morning Run").count - 1 }.reduce(0, +), 0)
        XCTAssertEqual(days.map { $0.components(separatedBy: "Dawn Run 5").count - 1 }.reduce(0, +), mentions)
        XCTAssertTrue(storage.text("habits.toml")!.contains("name = \"Dawn Run 5\"\n"))
        XCTAssertTrue(storage.text("habits.toml")!.contains("former_names = [\"Morning Run\"]\n"))
        XCTAssertEqual(storage.writes.first, "habits.toml", "habits.toml first, as `habit rename` writes")
        // Esc cancels a rename.
        let writes = storage.writes.count
        app.type("rX")
        app.press(.escape)
        XCTAssertEqual(storage.writes.count, writes)
        XCTAssertNil(app.habitsTab.prompt)
    }

    func testShiftAArchivesAndUnarchives() throws {
        let storage = Demo.storage()
        var app = habitsTab(storage)
        select(&app, "meditate")
        app.type("A")
        XCTAssertEqual(storage.files, try expected { _ = try $0.archiveHabit("meditate") }.files)
        XCTAssertTrue(storage.text("habits.toml")!.contains("since = 2026-08-24\narchived = 2026-11-21\n"))
        XCTAssertTrue(app.screenText.contains("timed 15m, archived 2026-11-21"), app.screenText)
        XCTAssertFalse(app.today.trayHabits.contains { $0.id == "meditate" }, "Today's tray no longer offers it")
        app.type("A")
        XCTAssertEqual(storage.files, Demo.storage().files, "archived today, unarchived today: no pause left")
        XCTAssertEqual(storage.writes, ["habits.toml", "habits.toml"])
        // Spanish, archived since October: unarchived, its pause is kept.
        select(&app, "spanish")
        app.type("A")
        XCTAssertTrue(
            storage.text("habits.toml")!.contains("pauses = [{ from = 2026-10-15, to = 2026-11-20 }]"),
            storage.text("habits.toml")!)
    }

    // MARK: - Delete

    func testDeletingAHabitWithHistoryTakesTwoStepsAndEitherCancels() throws {
        let storage = Demo.storage()
        var app = habitsTab(storage)
        let history = try JournalService(storage: Demo.storage(), now: Demo.now).habitHistory("morning-run")
        XCTAssertGreaterThan(history.days, 10)
        app.type("D")
        XCTAssertTrue(
            app.screenText.contains("This will delete \(history.days) days of history. Continue? y/n"), app.screenText)
        app.type("n")
        XCTAssertEqual(app.status, InteractiveText.cancelled)
        app.type("Dy")
        XCTAssertTrue(app.screenText.contains("Delete Morning Run? y/n"), app.screenText)
        app.press(.escape)
        XCTAssertEqual(storage.writes, [], "cancelled at either step: nothing written")
        app.type("Dyy")
        XCTAssertEqual(storage.files, try expected { _ = try $0.removeHabit("morning-run", purge: true) }.files)
        XCTAssertFalse(storage.text("habits.toml")!.contains("[habits.morning-run]"))
        for (path, bytes) in storage.files where path.hasPrefix("days/") {
            XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("Morning Run"), path)
        }
        XCTAssertTrue(
            app.screenText.contains("Deleted Morning Run and its \(history.days) days of history."), app.screenText)
        XCTAssertEqual(app.habitsTab.items.count, 10)
    }

    func testDeletingAHabitWithoutHistoryTakesOneStep() throws {
        let storage = Demo.storage()
        var app = habitsTab(storage)
        app.type("aNew one")
        app.press(.enter)
        let added = storage.files
        XCTAssertEqual(app.habitsTab.index, 11)
        app.type("D")
        XCTAssertTrue(app.screenText.contains("Delete New one? y/n"), app.screenText)
        app.type("n")
        XCTAssertEqual(storage.files, added)
        app.type("Dy")
        XCTAssertEqual(storage.files, Demo.storage().files, "added, then deleted: every byte as before")
        XCTAssertTrue(app.screenText.contains("Deleted New one."), app.screenText)
    }

    // MARK: - Today's tray

    func testTheTraysAddHabitPillOpensTheFormAndComesBack() throws {
        let storage = Demo.storage()
        var app = Demo.app(storage)
        app.type("x")
        XCTAssertEqual(app.today.focus, .tray)
        for _ in 0..<20 { app.press(.right) }
        XCTAssertEqual(app.today.trayIndex, app.today.trayHabits.count, "on + Add habit")
        app.press(.enter)
        XCTAssertEqual(app.tab, .habits)
        XCTAssertEqual(app.habitsTab.form?.returnToToday, true)
        app.type("Tea")
        app.press(.enter)
        XCTAssertEqual(app.tab, .today, "back on Today after Save")
        XCTAssertTrue(
            storage.text("habits.toml")!.hasSuffix(
                "[habits.tea]\nname = \"Tea\"\ncolor = \"sun\"\nduration = \"30m\"\nsince = 2026-11-21\n"),
            "timed: the tray's form defaults to 30 minutes")
        XCTAssertTrue(app.screenText.contains("Added Tea."), app.screenText)
        XCTAssertTrue(app.today.trayHabits.contains { $0.name == "Tea" })
        // A click on the pill opens it too; Esc comes back without writing.
        let l = Layout(app.today)
        let pill = l.pills.first { $0.habitID == nil }!
        press(&app, .press, column: pill.column + 1, row: pill.row)
        XCTAssertEqual(app.tab, .habits)
        XCTAssertNotNil(app.habitsTab.form)
        app.press(.escape)
        XCTAssertEqual(app.tab, .today)
        XCTAssertEqual(storage.writes, ["habits.toml"])
    }

    func testTheFormFromTheHabitsTabStaysThereAndTheHelpNamesItsKeys() {
        var app = habitsTab(Demo.storage())
        app.type("a")
        app.press(.escape)
        XCTAssertEqual(app.tab, .habits)
        app.type("?")
        XCTAssertTrue(app.screenText.contains("rename it, in the day files too"), app.screenText)
    }
}

/// The form with the mouse: a click focuses a field, picks a swatch, presses Save or Cancel.
final class HabitFormMouseTests: XCTestCase {
    private func click(_ app: inout UIApp, column: Int, row: Int) {
        _ = app.handle(.mouse(MouseEvent(.press, column: column, row: row)), now: Demo.now)
        _ = app.handle(.mouse(MouseEvent(.release, column: column, row: row)), now: Demo.now)
    }

    func testClicksInTheForm() {
        let storage = Demo.storage()
        var app = Demo.app(storage)
        app.type("4a")
        let l = HabitFormLayout(app.size)
        // Rose, the seventh swatch.
        click(&app, column: HabitFormLayout.swatchColumn + 6 * HabitFormLayout.swatchWidth, row: l.row(of: .color))
        XCTAssertEqual(app.habitsTab.form?[.color], "rose")
        XCTAssertEqual(app.habitsTab.form?.focus, .color)
        // Save while the name is empty: refused, nothing written.
        click(&app, column: l.save.lowerBound + 1, row: l.buttonsRow)
        XCTAssertTrue(app.statusIsError)
        XCTAssertEqual(storage.writes, [])
        click(&app, column: HabitFormLayout.valueColumn, row: l.row(of: .name))
        XCTAssertEqual(app.habitsTab.form?.focus, .name)
        app.type("Yoga")
        click(&app, column: l.save.lowerBound + 1, row: l.buttonsRow)
        XCTAssertTrue(
            storage.text("habits.toml")!.hasSuffix(
                "[habits.yoga]\nname = \"Yoga\"\ncolor = \"rose\"\nsince = 2026-11-21\n"))
        app.type("a")
        click(&app, column: l.cancel.lowerBound + 1, row: l.buttonsRow)
        XCTAssertNil(app.habitsTab.form)
        XCTAssertEqual(storage.writes, ["habits.toml"])
    }
}

/// Text pasted into the form and the rename prompt, and a habits.toml that cannot be read.
final class HabitsTabEdgeTests: XCTestCase {
    func testAPasteIsTypedIntoTheFieldOnOneLine() {
        let storage = Demo.storage()
        var app = Demo.app(storage)
        app.type("4a")
        _ = app.handle(.paste("Cold\nShower\u{7}"), now: Demo.now)
        XCTAssertEqual(app.habitsTab.form?[.name], "ColdShower")
        app.press(.escape, .char("r"))
        _ = app.handle(.paste(" 2"), now: Demo.now)
        XCTAssertEqual(
            app.habitsTab.prompt,
            .rename(id: "morning-run", habit: app.habitsTab.items[0].habit, text: "Morning Run 2"))
        XCTAssertEqual(storage.writes, [])
    }

    func testAHabitsFileThatDoesNotParseIsShownAndNothingIsWritten() {
        let storage = MemoryStorage(["habits.toml": "[habits.run\nname = \"Run\"\n"])
        var app = Demo.app(storage)
        app.type("4")
        XCTAssertNotNil(app.habitsTab.refusal)
        XCTAssertTrue(app.screenText.contains(String(app.habitsTab.refusal!.prefix(30))), app.screenText)
        app.type("aWalk")
        app.press(.enter)
        XCTAssertTrue(app.statusIsError)
        XCTAssertNotNil(app.habitsTab.form, "the form stays open, its text kept")
        XCTAssertEqual(storage.writes, [])
        XCTAssertEqual(storage.text("habits.toml"), "[habits.run\nname = \"Run\"\n")
    }
}
