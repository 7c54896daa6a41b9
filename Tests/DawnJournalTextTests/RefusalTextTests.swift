import DawnJournal
import DawnJournalText
import Foundation
import XCTest

/// Refusal sentences name no option and no command of their own: the front end's vocabulary
/// does (the command line's sentences, word for word, are checked in the CLI's tests).
final class RefusalTextTests: XCTestCase {
    /// An app's vocabulary: its fields and screens.
    static let app = RefusalVocabulary(option: { "the \($0) field" }, invocation: { "“\($0)”" }, command: { "“\($0)”" })

    func testAnAppWordsTheWaysToFixInItsOwnTerms() {
        XCTAssertEqual(RefusalText.sentence(.multilineNote, Self.app), "'the note field' must be one line")
        XCTAssertEqual(
            RefusalText.sentence(.conflictingKeys("goal", "limit"), Self.app),
            "give the goal field or the limit field, not both: a habit has a goal (at least N a day) or a limit (at most N a day), not both"
        )
        XCTAssertEqual(
            RefusalText.sentence(.notADayFile("notes.txt"), Self.app),
            "'notes.txt' is not a day file: “fmt” formats only files named YYYY-MM-DD.md under the journal's days/ folder"
        )
        let refusal = JournalRefusal(.notAnEntryOrItem(line: 1), file: "days/2026/2026-11-20.md", undone: .removal)
        XCTAssertEqual(
            RefusalText.text(refusal, Self.app),
            "days/2026/2026-11-20.md: line 1 is neither an entry nor a checklist item; nothing was removed")
    }

    /// No string in the sentences' source holds an option (`--name`) or a command line.
    func testTheSentencesHoldNoOptionOrCommand() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DawnJournalText/Refusals/RefusalText.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        var lines = 0
        for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
            lines += 1
            XCTAssertNil(line.range(of: "--[a-z]", options: .regularExpression), String(line))
            XCTAssertFalse(line.contains("dawn-journal"), String(line))
        }
        XCTAssertGreaterThan(lines, 150)
    }
}
