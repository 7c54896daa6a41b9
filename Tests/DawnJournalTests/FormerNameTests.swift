import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// Issue 22: `habit rename` keeps the old name in `former_names`; day lines that use it count
/// for the habit, `lint` warns (`former-name`) and `fmt` writes the current name.
final class FormerNameTests: XCTestCase {
    let now = LocalDateTime("2026-11-21T20:00")!

    static let habits = """
        [habits.walk]
        name = "Walk"
        emoji = "🚶"
        since = 2026-11-01
        former_names = ["Evening  Walk", "Stroll"]

        [habits.read]
        name = "Read"
        since = 2026-11-01

        """

    func testFormerNamesAreReadNormalisedAndResolveToTheirHabit() {
        let parsed = HabitsParser.parse(Array(Self.habits.utf8))
        XCTAssertEqual(parsed.diagnostics, [])
        let file = parsed.file
        XCTAssertEqual(file.habits[0].formerNames, ["Evening Walk", "Stroll"])
        let old = HabitMention(emoji: nil, name: "evening walk", range: SourceRange(line: 1, column: 1))
        XCTAssertEqual(file.habit(for: old)?.id, "walk")
        XCTAssertTrue(file.isFormerName(old))
        for current in ["Walk", "walk", "Read"] {
            let m = HabitMention(emoji: nil, name: current, range: SourceRange(line: 1, column: 1))
            XCTAssertNotNil(file.habit(for: m), current)
            XCTAssertFalse(file.isFormerName(m), current)
        }
        XCTAssertEqual(file.habit(named: "Stroll")?.id, "walk", "the command line finds it by a former name too")
        // No key: nothing changes (every journal written before).
        XCTAssertEqual(
            HabitsParser.parse(Array("[habits.walk]\nname = \"Walk\"\n".utf8)).file.habits[0].formerNames, [])
    }

    func testFormerNamesMustBeStringsAndNameOneHabit() {
        func codes(_ toml: String) -> [DiagnosticCode] {
            let loaded = JournalLoader.load(
                JournalSources(habits: SourceFile(path: "habits.toml", bytes: Array(toml.utf8)), dayFiles: []))
            return Validator.validate(loaded, now: now).map(\.code)
        }
        XCTAssertEqual(codes("[habits.walk]\nname = \"Walk\"\nformer_names = \"Stroll\"\n"), [.fieldType])
        XCTAssertEqual(codes("[habits.walk]\nname = \"Walk\"\nformer_names = [\"Stroll\", 3]\n"), [.fieldType])
        XCTAssertEqual(codes("[habits.walk]\nname = \"Walk\"\nformer_names = []\n"), [])
        // Another habit's name, id or former name: a day line could mean either.
        XCTAssertEqual(
            codes("[habits.walk]\nname = \"Walk\"\nformer_names = [\"read\"]\n\n[habits.read]\nname = \"Reading\"\n"),
            [.duplicateName])
        XCTAssertEqual(
            codes(
                "[habits.walk]\nname = \"Walk\"\nformer_names = [\"READING\"]\n\n[habits.read]\nname = \"Reading\"\n"),
            [.duplicateName])
        XCTAssertEqual(
            codes(
                "[habits.walk]\nname = \"Walk\"\nformer_names = [\"Stroll\"]\n\n[habits.read]\nname = \"Read\"\nformer_names = [\"stroll\"]\n"
            ), [.duplicateName])
        // Its own current name among its former names is harmless.
        XCTAssertEqual(codes("[habits.walk]\nname = \"Walk\"\nformer_names = [\"walk\", \"Stroll\"]\n"), [])
    }

    func testADayLineWithAFormerNameCountsAndLintWarnsWithTheCurrentName() throws {
        let storage = MemoryStorage([
            "habits.toml": Self.habits,
            "days/2026/2026-11-21.md": "## Checklist\n\n- [x] 🚶 Evening Walk -- by the river\n- [x] Read\n",
        ])
        let j = JournalService(storage: storage, now: now)
        let lint = try j.lint().diagnostics
        XCTAssertEqual(lint.map(\.code), [.formerName])
        XCTAssertEqual(lint.first?.severity, .warning)
        XCTAssertEqual(lint.first.map { [$0.range.line, $0.range.column, $0.range.length] }, [3, 9, 12])
        XCTAssertEqual(lint.first?.message, "'Evening Walk' is a former name of 'Walk'")
        XCTAssertTrue(lint.first?.hint.contains("Write 'Walk'") == true)
        let day = try j.dayView(.date(LocalDate(year: 2026, month: 11, day: 21)!))
        XCTAssertEqual(day.due.first { $0.habit.id == "walk" }?.state, .done)
        XCTAssertEqual(day.items.first?.habit?.id, "walk")
        XCTAssertEqual(day.problems.lines, 0, "nothing left out")
    }

    func testFmtWritesTheCurrentNameKeepingTheRestOfTheLine() throws {
        let storage = MemoryStorage([
            "habits.toml": Self.habits,
            "days/2026/2026-11-21.md":
                "## Timeline\n\n- 19:00-19:30 stroll\n\n## Checklist\n\n- [x] 🚶 Evening Walk -- by the river\n- [x] Read\n",
        ])
        let j = JournalService(storage: storage, now: now)
        let preview = try j.formatDays(write: false)
        XCTAssertEqual(preview.map(\.written), [false])
        let files = try j.formatDays(write: true)
        XCTAssertEqual(files.map(\.written), [true])
        XCTAssertEqual(
            storage.text("days/2026/2026-11-21.md"),
            "## Timeline\n\n- 19:00-19:30 Walk\n\n## Checklist\n\n- [x] 🚶 Walk -- by the river\n- [x] Read\n")
        XCTAssertEqual(try j.lint().diagnostics.map(\.code), [])
        XCTAssertEqual(try j.formatDays(write: true).map(\.written), [false], "idempotent")
        // Without habits.toml's help, formatting is text alone: the old name stays.
        XCTAssertEqual(DayFormatting.format(Array("- [x] Stroll\n".utf8)), .canonical)
    }

    func testRenameKeepsTheOldNameAndRenamingBackTakesItOut() throws {
        let storage = MemoryStorage([
            "habits.toml": "[habits.walk]\nname = \"Evening Walk\"\nsince = 2026-11-01\n",
            "days/2026/2026-11-20.md": "## Checklist\n\n- [x] Evening Walk\n",
        ])
        let j = JournalService(storage: storage, now: now)
        let outcome = try j.renameHabit("walk", to: "Walk")
        XCTAssertEqual(outcome.habit.formerNames, ["Evening Walk"])
        XCTAssertEqual(
            storage.text("habits.toml"),
            "[habits.walk]\nname = \"Walk\"\nsince = 2026-11-01\nformer_names = [\"Evening Walk\"]\n")
        XCTAssertEqual(storage.text("days/2026/2026-11-20.md"), "## Checklist\n\n- [x] Walk\n")
        // "Walk" is the id too: a line with it names the habit anyway, so it is not kept.
        _ = try j.renameHabit("walk", to: "Stroll")
        XCTAssertEqual(
            storage.text("habits.toml"),
            "[habits.walk]\nname = \"Stroll\"\nsince = 2026-11-01\nformer_names = [\"Evening Walk\"]\n")
        _ = try j.renameHabit("stroll", to: "Rambling")
        XCTAssertEqual(
            storage.text("habits.toml"),
            "[habits.walk]\nname = \"Rambling\"\nsince = 2026-11-01\nformer_names = [\"Evening Walk\", \"Stroll\"]\n")
        // Back to a former name (in another case): it leaves the list.
        _ = try j.renameHabit("rambling", to: "evening walk")
        XCTAssertEqual(
            storage.text("habits.toml"),
            "[habits.walk]\nname = \"evening walk\"\nsince = 2026-11-01\nformer_names = [\"Stroll\", \"Rambling\"]\n")
        // A new habit cannot take a name a day file may still use for another.
        XCTAssertThrowsError(try j.addHabit(HabitAddRequest(name: "Stroll"))) { error in
            guard case .formerNameTaken(let name, let other) = (error as! JournalRefusal).reason else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual([name, other.name, other.id], ["Stroll", "evening walk", "walk"])
        }
        XCTAssertEqual(try j.lint().diagnostics.map(\.code), [])
    }

    /// `habit list --json` and `export json` carry every habit's former names (they did not:
    /// a script could not tell that `Stroll` in an old export meant Walk).
    func testFormerNamesAreInTheJSON() throws {
        let j = JournalService(storage: MemoryStorage(["habits.toml": Self.habits]), now: now)
        let list = try j.habitList().json.compact
        XCTAssertTrue(list.contains(#""name": "Walk", "formerNames": ["Evening Walk", "Stroll"], "emoji""#), list)
        XCTAssertTrue(list.contains(#""name": "Read", "formerNames": [], "emoji""#), list)
        let export = try j.exportJournal().json.compact
        XCTAssertTrue(export.contains(#""name": "Walk", "formerNames": ["Evening Walk", "Stroll"], "emoji""#), export)
        XCTAssertTrue(export.contains(#""name": "Read", "formerNames": [], "emoji""#), export)
    }
}
