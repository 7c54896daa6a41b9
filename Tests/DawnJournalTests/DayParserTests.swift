import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournal

final class DayParserTests: XCTestCase {
    func testEntrySpellings() {
        let marked = MarkedText(
            """
            ## Timeline
            - 06:30-07:15 🏃 «Morning Run» -- 5k along the river
            - 6:30 +45m Morning Run
            * 23:00-24:00   Late   Read
            - 09:00 - 10:30 Deep Work -- a -- b
            """)
        let day = DayParser.parse(marked.text).day
        XCTAssertEqual(day.entries.count, 4)
        XCTAssertEqual(day.entries[0].start.description, "06:30")
        XCTAssertEqual(day.entries[0].end.description, "07:15")
        XCTAssertEqual(day.entries[0].habit.emoji, "🏃")
        XCTAssertEqual(day.entries[0].habit.name, "Morning Run")
        XCTAssertEqual(day.entries[0].note, "5k along the river")
        XCTAssertEqual(day.entries[0].habit.range, marked.range)
        XCTAssertEqual(day.entries[1].minutes, 45)
        XCTAssertEqual(day.entries[1].end.description, "07:15")
        XCTAssertNil(day.entries[1].habit.emoji)
        XCTAssertEqual(day.entries[2].end.minutes, 1440)
        XCTAssertEqual(day.entries[2].habit.name, "Late Read")
        XCTAssertEqual(day.entries[3].note, "a -- b")
    }

    func testChecklistStates() {
        let day = DayParser.parse(
            """
            ## checklist
            - [x] Floss
            - [X] 🦷 Floss again
            - [ ] Journal -- tonight
            - [-] Read
            """
        ).day
        XCTAssertEqual(day.checklist.map(\.state), [.done, .done, .notDone, .skipped])
        XCTAssertEqual(day.checklist[1].habit.emoji, "🦷")
        XCTAssertEqual(day.checklist[2].note, "tonight")
    }

    func testEmojiSequencesAreOneMention() {
        let marked = MarkedText("## Timeline\n- 06:00-06:30 🏃‍♀️ «Run»\n- 07:00-07:30 🧘🏽 «Sit»\n- 08:00-08:30 🇫🇷 «Talk»\n")
        let day = DayParser.parse(marked.text).day
        XCTAssertEqual(day.entries.map { $0.habit.emoji }, ["🏃‍♀️", "🧘🏽", "🇫🇷"])
        XCTAssertEqual(day.entries.map(\.habit.name), ["Run", "Sit", "Talk"])
        // Columns count characters: each name after an emoji sequence (ZWJ, skin tone, flag)
        // starts at column 17, whatever the emoji's bytes.
        XCTAssertEqual(day.entries.map(\.habit.range), marked.ranges)
        XCTAssertEqual(marked.ranges.map(\.column), [17, 17, 17])
    }

    func testListItemsOutsideSectionsAndInFencesAreText() {
        let day = DayParser.parse(
            """
            - 06:30-07:00 Before any section
            ## Timeline
            ```
            - 25:00-26:00 fenced
            ```
            ## Notes
            - 06:30-07:00 In notes
            """)
        XCTAssertEqual(day.diagnostics, [])
        XCTAssertEqual(day.day.entries.count, 0)
    }

    /// Input, with the one diagnostic's range marked → its code.
    func testDiagnosticsTable() {
        let cases: [(String, String)] = [
            ("## Timeline\n- «33:00»-34:00 Morning Run", "bad-time"),
            ("## Timeline\n- «07:60» +30m Run", "bad-time"),
            ("## Timeline\n- 06:30-«7:75» Run", "bad-time"),
            ("## Timeline\n- 06:30 «+45x» Run", "bad-duration"),
            ("## Timeline\n- 06:30 «+0m» Run", "bad-duration"),
            ("## Timeline\n- «07:00-06:00» Run", "end-not-after-start"),
            ("## Timeline\n- «07:00-07:00» Run", "end-not-after-start"),
            ("## Timeline\n- «31:30 +1h» Run", "past-midnight"),
            ("## Timeline\n- 23:30-«32:30» Run", "bad-time"),
            ("## Timeline\n«- bought new shoes»", "not-an-entry"),
            ("## Timeline\n«- 06:30 Run»", "not-an-entry"),
            ("## Timeline\n«- 06:30-07:00Run»", "not-an-entry"),
            ("## Timeline\n«- 06:30-07:00»", "missing-habit"),
            ("## Timeline\n«- 06:30-07:00 🏃 -- note»", "missing-habit"),
            ("## Checklist\n«- Floss»", "not-a-checklist-item"),
            ("## Checklist\n«- [y] Floss»", "not-a-checklist-item"),
            ("## Checklist\n«- [] Floss»", "not-a-checklist-item"),
            ("## Checklist\n«- [x]»", "missing-habit"),
            ("+++\nmood = «»\n+++\n", "front-matter-syntax"),
            ("«+++»\nmood = 4\n", "unterminated-front-matter"),
            ("## Timeline\n\n«## timeline»\n", "duplicate-section"),
        ]
        for (input, code) in cases {
            let marked = MarkedText(input)
            let found = DayParser.parse(marked.text).diagnostics
            XCTAssertEqual(found.count, 1, "\(input.debugDescription): \(found)")
            guard let d = found.first else { continue }
            XCTAssertEqual(d.code.rawValue, code, input.debugDescription)
            XCTAssertEqual(d.range, marked.range, input.debugDescription)
            XCTAssertTrue(
                d.message.contains("'") || d.code.rawValue == "front-matter-syntax",
                "message quotes the text: \(d.message)")
            XCTAssertFalse(d.hint.isEmpty)
            XCTAssertTrue(ParseDiagnostics.codes.contains(d.code))
        }
    }

    func testEveryProblemIsReportedNotJustTheFirst() {
        let marked = MarkedText("## Timeline\n- «35:00»-36:00 A\n«- 06:30 B»\n## Checklist\n«- [y] C»\n")
        let found = DayParser.parse(marked.text).diagnostics
        XCTAssertEqual(found.map(\.code.rawValue), ["bad-time", "not-an-entry", "not-a-checklist-item"])
        XCTAssertEqual(found.map(\.range), marked.ranges)
    }

    // MARK: Hostile input

    func testInvalidUTF8IsReportedWithPosition() {
        // The bad bytes go where the point is marked, and count as one character.
        let marked = MarkedText("## Timeline\n- 06:30-07:00 Ru«»")
        let bytes: [UInt8] = Array(marked.text.utf8) + [0xFF, 0xFE] + Array("n\n".utf8)
        let result = DayParser.parse(bytes)
        XCTAssertEqual(result.diagnostics.first?.code.rawValue, "invalid-utf8")
        XCTAssertEqual(
            result.diagnostics.first?.range,
            SourceRange(line: marked.range.line, column: marked.range.column, length: 1))
        XCTAssertEqual(result.day.entries.count, 1, "the rest of the file is still read")
    }

    func testNulBytesAndBinaryGarbage() {
        var garbage: [UInt8] = []
        var x: UInt32 = 12345
        for _ in 0..<100_000 {
            x = x &* 1103515245 &+ 12345
            garbage.append(UInt8(truncatingIfNeeded: x >> 16))
        }
        let result = DayParser.parse(garbage)
        XCTAssertTrue(result.diagnostics.hasErrors)
        XCTAssertTrue(
            result.diagnostics.contains { $0.code.rawValue == "invalid-utf8" || $0.code.rawValue == "nul-byte" })
        XCTAssertEqual(DayParser.parse([0x41, 0x00, 0x42]).diagnostics.map(\.code.rawValue), ["nul-byte"])
    }

    func testLineEndingsAndByteOrderMark() {
        let crlf = DayParser.parse(Array("\u{FEFF}## Timeline\r\n- 06:30-07:00 Run\r\n".utf8))
        XCTAssertTrue(crlf.day.hadByteOrderMark)
        XCTAssertEqual(crlf.day.lineEnding, "\r\n")
        XCTAssertEqual(crlf.day.entries.count, 1)
        let mixed = DayParser.parse("## Timeline\r- 06:30-07:00 Run\n- 07:00-07:30 Read\r\n")
        XCTAssertEqual(mixed.day.entries.map(\.habit.name), ["Run", "Read"])
        XCTAssertEqual(mixed.day.entries.map(\.line), [2, 3])
    }

    func testEmptyAndHugeInput() {
        XCTAssertEqual(DayParser.parse([]).day.lines, [])
        let huge = "## Timeline\n- 06:30-07:00 " + String(repeating: "a", count: 10_000_000) + "\n"
        let result = DayParser.parse(huge)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.day.entries.first?.habit.name.count, 10_000_000)
        let hugeText = String(repeating: "x", count: 10_000_000)
        XCTAssertEqual(DayParser.parse(hugeText).day.lines.count, 1)
    }

    func testFrontMatterIsExposed() {
        let day = DayParser.parse("+++\nmood = 4\ntags = [\"rain\"]\n+++\n## Timeline\n").day
        XCTAssertEqual(day.frontMatter?["mood"], .integer(4))
        XCTAssertEqual(day.frontMatter?["tags"], .array([.string("rain")]))
    }

    /// Whether a line written after the last would be read inside a block: what the merge asks
    /// before it cuts a side into sections (it used to parse the side again with a heading
    /// appended to find out).
    func testEndsInsideBlockIsTheReadersStateAfterTheLastLine() {
        let cases: [(String, Bool)] = [
            ("## Timeline\n\n- 07:00-07:30 Read\n", false),
            ("Notes\n\n```\ncode\n", true),
            ("Notes\n\n```\ncode\n```\n", false),
            ("~~~~\n```\n", true),
            ("<!-- open\nstill open", true),
            ("<!-- closed -->\nafter\n", false),
            ("<!--\n-->", false),
            ("", false),
        ]
        for (text, open) in cases {
            XCTAssertEqual(DayParser.parse(text).endsInsideBlock, open, text)
            XCTAssertEqual(DayParser.parse(Array(text.utf8), fastPath: false).endsInsideBlock, open, text)
            XCTAssertEqual(DayParser.parse(Array(text.utf8), eachLine: { _ in true }).endsInsideBlock, open, text)
        }
    }
}
