import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import XCTest

/// My Habits in words, and the seeds' add form: the eight presets, the six durations and none,
/// and what a new habit starts with from the tray and from My Habits.
final class HabitsScreenTextTests: XCTestCase {
    func testTheFormsChoicesAndDefaults() throws {
        let storage = MemoryStorage([
            "habits.toml": """
            [habits.run]
            name = "Run"
            color = "coral"
            description = "Outside."
            since = 2026-11-01

            [habits.old]
            name = "Old"
            color = "peach"
            since = 2026-11-01
            archived = 2026-11-10

            """
        ])
        let j = JournalService(storage: storage, now: LocalDateTime("2026-11-21T14:00")!)
        let words = HabitsScreenText.json(try j.habitList())
        XCTAssertEqual(words["rows"]?["run"]?["description"]?.string, "Outside.")
        XCTAssertEqual(words["rows"]?["old"]?["status"]?.string, "archived 2026-11-10")
        XCTAssertNil(words["rows"]?["run"]?["status"]?.string)
        let form = words["form"]
        XCTAssertEqual(
            form?["presets"]?.array?.compactMap { $0["name"]?.string },
            ["coral", "peach", "sun", "mint", "sky", "lavender", "rose", "stone"])
        XCTAssertEqual(
            form?["durations"]?.array?.compactMap { $0["label"]?.string },
            ["none", "15m", "30m", "45m", "1h", "1h 30m", "2h"])
        XCTAssertEqual(form?["defaults"]?["tray"]?["duration"]?.int, 30, "the timeline's tray: timed, 30 minutes")
        XCTAssertNil(form?["defaults"]?["habits"]?["duration"]?.int, "My Habits: a checkbox habit")
        XCTAssertEqual(
            form?["defaults"]?["habits"]?["color"]?.string, "peach", "the first preset no active habit shows")
        XCTAssertEqual(form?["fields"]?["description"]?["hint"]?.string, "Why does this matter to you?")
        // The same colour `habit add` gives a habit added without one.
        _ = try j.addHabit(HabitAddRequest(name: "Walk"))
        XCTAssertTrue(storage.text("habits.toml")!.contains("name = \"Walk\"\ncolor = \"peach\""))
        let none = JournalService(storage: MemoryStorage(["habits.toml": ""]), now: LocalDateTime("2026-11-21T14:00")!)
        XCTAssertEqual(
            HabitsScreenText.json(try none.habitList())["empty"]?.string, "Get started by adding your first habit.")
    }
}
