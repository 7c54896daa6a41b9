import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// Issue 24, item 7: a habit added without a colour is told apart from the others.
final class HabitColorDefaultTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T21:00")!

    /// A habit added without a colour takes the first preset no other active habit shows
    /// (every habit was the same grey before); an archived habit's colour is free again, one
    /// without a colour shows stone, and "" asks for none.
    func testAHabitAddedWithoutAColourTakesAFreePreset() throws {
        let storage = MemoryStorage([
            "habits.toml": """
            [habits.a]
            name = "A"
            color = "#FF6B6B"
            since = 2026-11-01

            [habits.b]
            name = "B"
            color = "sun"
            since = 2026-11-01
            archived = 2026-11-10

            [habits.c]
            name = "C"
            since = 2026-11-01

            """
        ])
        let service = JournalService(storage: storage, now: Self.now)
        func colour(_ name: String, _ fields: HabitFieldValues = HabitFieldValues()) throws -> String? {
            try service.addHabit(HabitAddRequest(name: name, fields: fields)).habit.color
        }
        XCTAssertEqual(try colour("D"), "peach", "coral is A's (written as hex)")
        XCTAssertEqual(try colour("E", HabitFieldValues(emoji: "🏃")), "sun", "B is archived")
        XCTAssertEqual(try colour("F"), "mint")
        XCTAssertEqual(try colour("G", HabitFieldValues(color: "")), nil)
        XCTAssertEqual(try colour("H"), "sky")
        XCTAssertEqual(try colour("I"), "lavender")
        XCTAssertEqual(try colour("J"), "rose")
        XCTAssertEqual(try colour("K"), "coral", "stone is C's (no colour shows stone); then the least used")
        let text = try XCTUnwrap(storage.text("habits.toml"))
        XCTAssertTrue(
            text.contains("[habits.e]\nname = \"E\"\nemoji = \"🏃\"\ncolor = \"sun\"\nsince = 2026-11-21\n"), text)
    }
}
