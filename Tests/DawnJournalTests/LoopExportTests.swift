import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// `export loop` on journals that lint clean, and its rows against Loop's own layout.
final class LoopExportTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T12:00")!

    static let habits = """
        [habits.floss]
        name = "Floss"
        emoji = "🦷"

        [habits.water]
        name = "Water"
        unit = "glasses"
        goal = 8

        """

    func export(_ days: [String: String]) throws -> LoopExport {
        let storage = MemoryStorage(["habits.toml": Self.habits].merging(days) { a, _ in a })
        return try JournalService(storage: storage, now: Self.now).exportLoop()
    }

    func text(_ export: LoopExport, _ path: String) -> String? {
        export.files[path].map { String(decoding: $0, as: UTF8.self) }
    }

    /// An unticked item with a note (what `import loop` writes for Loop's NO days with notes)
    /// is a NO with its note; it trapped on a force-unwrap before.
    func testAnUntickedItemWithANoteIsANo() throws {
        let export = try export([
            "days/2026/2026-11-20.md": "## Checklist\n\n- [ ] 🦷 Floss -- not tonight\n- [ ] Water -- none left\n"
        ])
        XCTAssertEqual(text(export, "001 Floss/Checkmarks.csv"), "Date,Value,Notes\n2026-11-20,NO,not tonight\n")
        XCTAssertEqual(text(export, "002 Water/Checkmarks.csv"), "Date,Value,Notes\n2026-11-20,0,none left\n")
    }

    /// Loop leaves Unit, Target Type and Target Value empty for a yes/no habit, and fills them
    /// for a numerical one.
    func testAYesNoHabitsRowHasNoUnitOrTarget() throws {
        let rows = text(try export([:]), "Habits.csv")!.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        XCTAssertEqual(rows[1][2], "YES_NO")
        XCTAssertEqual(Array(rows[1][8...10]), ["", "", ""])
        XCTAssertEqual(rows[2][2], "NUMERICAL")
        XCTAssertEqual(Array(rows[2][8...10]), ["glasses", "AT_LEAST", "8.0"])
    }
    /// The reference export (in the layout of Loop's own test archive), imported and exported
    /// again: Habits.csv's yes/no rows carry the same empty columns as Loop's.
    func testTheReferenceExportComesBackInLoopsLayout() throws {
        let files = try LoopImportTests.files("reference")
        let storage = MemoryStorage(["habits.toml": "[journal]\nweek_starts = \"monday\"\n"])
        _ = try JournalService(storage: storage, now: Self.now).importLoop(try LoopArchive(files: files))
        let export = try JournalService(storage: storage, now: Self.now).exportLoop()
        func columns(_ csv: [UInt8]) -> [[Substring]] {
            String(decoding: csv, as: UTF8.self).split(separator: "\n").dropFirst().map {
                Array($0.split(separator: ",", omittingEmptySubsequences: false)[8...10])
            }
        }
        let original = columns(files["Habits.csv"]!)
        XCTAssertEqual(original, [["", "", ""], ["", "", ""]], "the reference's own rows")
        XCTAssertEqual(columns(export.files["Habits.csv"]!), original)
    }
}
