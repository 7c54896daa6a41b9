import DawnJournalTestSupport
import XCTest

@testable import DawnJournal
@testable import DawnJournalEdit
@testable import DawnJournalModel
@testable import DawnJournalParse

/// Regression tests for the failures found by fuzzing and by attacking the tool from outside
/// (issue 10). Each fails on the code before its fix.
final class ReliabilityTests: XCTestCase {
    /// Formats `text` twice through the same path as `fmt`: no refusal, idempotent, the
    /// meaning kept, and no diagnostic the input did not have.
    func assertFormatsSafely(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let bytes = Array(text.utf8)
        let before = DayParser.parse(bytes)
        let formatted: String
        switch DayFormatting.format(bytes) {
        case .canonical: formatted = text
        case .formatted(let t): formatted = t
        case .errors: return // left as it is, which is safe
        case .wouldChangeMeaning:
            XCTFail("formatting \(text.debugDescription) would change its meaning", file: file, line: line)
            return
        }
        let after = DayParser.parse(formatted)
        XCTAssertEqual(
            after.day.meaning, before.day.meaning, "\(text.debugDescription) → \(formatted.debugDescription)",
            file: file, line: line)
        XCTAssertEqual(
            after.diagnostics.map(\.code), before.diagnostics.map(\.code),
            "\(text.debugDescription) → \(formatted.debugDescription)", file: file, line: line)
        XCTAssertEqual(
            DayFormatting.format(Array(formatted.utf8)), .canonical, "not idempotent: \(text.debugDescription)",
            file: file, line: line)
    }

    /// A skin-tone modifier or combining mark after a tab would join the single space the
    /// canonical form writes there: such a line is not read as an item (and is kept as it is),
    /// on the byte path and the character path alike.
    func testMarksAfterATabAreNotReadAsNames() {
        let cases = [
            "## Timeline\n- 07:30-07:45 🧘\t\t🏽 Meditate\n",
            "## Timeline\n- 07:30-07:45 🧘\t\t🏽\n",
            "## Checklist\n- [x] Floss --\t\u{301}note\n",
            "## Checklist\n- [x]\t\u{301}Floss\n",
            "## Timeline\n- 07:30-07:45 Run\u{600}\t-- note\n",
        ]
        for text in cases {
            for fastPath in [true, false] {
                let parsed = DayParser.parse(Array(text.utf8), fastPath: fastPath)
                XCTAssertTrue(
                    parsed.day.entries.isEmpty && parsed.day.checklist.isEmpty,
                    "\(text.debugDescription) fast \(fastPath)")
                XCTAssertTrue(
                    parsed.diagnostics.contains { $0.code == .notAnEntry || $0.code == .notAChecklistItem },
                    "\(text.debugDescription)")
            }
            assertFormatsSafely(text)
        }
        // A mark right after its character is part of the name, as before.
        let fine = DayParser.parse("## Checklist\n- [x] Cafe\u{301} -- ok\n")
        XCTAssertEqual(fine.day.checklist.first?.habit.name, "Cafe\u{301}")
        XCTAssertNil(ItemParser.reading(ofName: "\u{301}Run"), "a name that cannot be written back is not a name")
    }

    /// A U+FEFF at the start of the first written line would become a byte-order mark.
    func testFEFFAfterBlankLinesStaysText() {
        assertFormatsSafely("\n\u{FEFF}## Timeline\n")
        assertFormatsSafely("\n\n\u{FEFF}note\n")
        assertFormatsSafely("\u{FEFF}\n\u{FEFF}+++\n")
    }

    /// A heading whose title starts with a joining character (here a ZWJ after tabs) stays a
    /// heading: the canonical form puts a tab, not a space, before such a title (the long
    /// fuzzing run's find: the items under it became part of the checklist above).
    func testHeadingsWhoseTitleStartsWithAJoiningCharacter() {
        let text = "## Checklist\n- [x] Floss\n##\t\t\u{200D}\tat day\n - [ ] Journal\n"
        assertFormatsSafely(text)
        XCTAssertEqual(
            DayFormatter.format(DayParser.parse(text).day),
            "## Checklist\n\n- [x] Floss\n\n##\t\u{200D}\tat day\n\n - [ ] Journal\n")
        assertFormatsSafely("# \u{301}Title\n")
        assertFormatsSafely("###\t\u{1F3FD} x\n## Timeline\n- 06:00-06:30 Run\n")
    }

    /// A heading whose title ends in '#' keeps its title: `# # #` is the heading "#".
    func testHeadingsEndingInHashKeepTheirTitle() {
        for text in ["# # #\n", "## a # #\n", "### ## ##\n", "# C#\n"] {
            assertFormatsSafely(text)
        }
        XCTAssertEqual(DayFormatter.format(DayParser.parse("# # #\n").day), "# # #\n")
    }

    /// `nan` in the front matter equals itself, so formatting and editing such a day work.
    func testNaNInFrontMatterKeepsItsMeaning() {
        let text = "+++\nx = nan\ny = [nan, -nan]\n+++\n\n# Saturday\n"
        XCTAssertEqual(DayParser.parse(text).day.meaning, DayParser.parse(text).day.meaning)
        XCTAssertEqual(DayFormatting.format(Array(text.utf8)), .canonical)
        assertFormatsSafely("+++\nx = nan\n+++\n# Saturday\n")
        XCTAssertNotEqual(TOMLValue.float(.nan), TOMLValue.float(-.nan), "-nan is written differently")
        XCTAssertEqual(TOMLValue.float(0.0), TOMLValue.float(-0.0))
    }

    /// The other shapes the first fuzzing run reported: a bare `-` under a section, `+++`
    /// after a `#+++` line, with and without a byte-order mark.
    func testFuzzedShapesFormatSafely() {
        for bom in ["", "\u{FEFF}"] {
            for text in [
                "## Timeline\n-\n", "## Checklist\n-\n- [x] Floss\n", "-\n", "#+++\n+++\n", "#+++\n+++\nx = 1\n+++\n",
                "\n+++\n", "+++\n+++\n#+++\n+++\n", "\n\n-\n## Timeline\n\n-\t\n",
            ] {
                assertFormatsSafely(bom + text)
            }
        }
    }

    static let multiLine = """
        [journal]
        week_starts = "monday"

        [habits.read]
        name = "Read"
        description = \"\"\"
        Read every day.
        [journal]
        week_starts = "sunday"
        name = "Fake"
        \"\"\"
        color = "sky"

        [habits.walk]
        name = "Walk"
        note = [
          "mon",
          [1, 2],
        ]

        """

    /// A line inside a multi-line string or array is never a table or a key to the habits
    /// editor: renaming writes the real name (not the `name =` inside the description), and
    /// removing a habit leaves no half of its description behind as a `[journal]` table.
    func testHabitsEditorSeesMultiLineValuesWhole() throws {
        let bytes = Array(Self.multiLine.utf8)
        let renamed = String(
            decoding: try HabitsEditor.setField("name", literal: "\"Reading\"", habitID: "read", in: bytes),
            as: UTF8.self)
        XCTAssertEqual(renamed, Self.multiLine.replacingOccurrences(of: "name = \"Read\"", with: "name = \"Reading\""))
        let described = String(
            decoding: try HabitsEditor.setField("description", literal: "\"Short.\"", habitID: "read", in: bytes),
            as: UTF8.self)
        XCTAssertTrue(
            described.contains("[habits.read]\nname = \"Read\"\ndescription = \"Short.\"\ncolor = \"sky\"\n"), described
        )
        XCTAssertFalse(described.contains("Fake"))
        let removed = String(decoding: try HabitsEditor.removeHabit(id: "read", from: bytes), as: UTF8.self)
        XCTAssertEqual(
            removed,
            "[journal]\nweek_starts = \"monday\"\n\n[habits.walk]\nname = \"Walk\"\nnote = [\n  \"mon\",\n  [1, 2],\n]\n"
        )
        let walked = String(
            decoding: try HabitsEditor.setField("color", literal: "\"mint\"", habitID: "walk", in: bytes), as: UTF8.self
        )
        XCTAssertTrue(walked.hasSuffix("  [1, 2],\n]\ncolor = \"mint\"\n"), walked)
        XCTAssertEqual(
            try HabitsEditor.removeHabit(id: "walk", from: bytes),
            Array(
                Self.multiLine.replacingOccurrences(
                    of: "\n[habits.walk]\nname = \"Walk\"\nnote = [\n  \"mon\",\n  [1, 2],\n]\n", with: ""
                ).utf8))
    }

    /// The editor's own check compares the whole decoded document: an edit that would change
    /// anything else (here, a second `[habits.read]`-looking table the line scan cannot see
    /// past) is refused, and the bytes are not returned.
    func testHabitsEditorRefusesWhatItCannotDoExactly() {
        let tricky = Array(
            "[habits.read]\nname = \"Read\"\nx = \"\"\"\n\\\"\"\"\n[journal]\nweek_starts = \"sunday\"\n\"\"\"\n".utf8)
        // Whatever the scan makes of the escaped quotes, the result either decodes exactly as
        // asked or is refused.
        if let out = try? HabitsEditor.removeHabit(id: "read", from: tricky) {
            let doc = HabitsEditor.document(out)
            XCTAssertNotNil(doc)
            XCTAssertNil(doc?["journal"], String(decoding: out, as: UTF8.self))
            XCTAssertNil(doc?["habits"]?.tableValue?["read"])
        }
    }

    /// Positions of invalid bytes count lines as the parser splits them (a lone CR ends a
    /// line), and a byte-order mark is not a column.
    func testPositionsOfBadBytesInCROnlyFilesAndAfterABOM() {
        // The bad byte goes where the point is marked.
        let crText = MarkedText("## Notes\ra\rb\u{FF}«»")
        let cr = DayParser.parse(Array(crText.text.utf8) + [0xFF, 0x0D])
        XCTAssertEqual(cr.diagnostics.first?.code, .invalidUTF8)
        XCTAssertEqual(
            cr.diagnostics.first.map { [$0.range.line, $0.range.column] }, [crText.range.line, crText.range.column])
        XCTAssertEqual(crText.range.line, 3)
        let bomText = MarkedText("\u{FEFF}ab«»")
        let bom = DayParser.parse(Array(bomText.text.utf8) + [0xFF, 0x0A])
        XCTAssertEqual(
            bom.diagnostics.first.map { [$0.range.line, $0.range.column] }, [bomText.range.line, bomText.range.column])
        let nulText = MarkedText("x\r\r\n\ry«\u{0}»")
        let nul = DayParser.parse(Array(nulText.text.utf8))
        XCTAssertEqual(nul.diagnostics.first { $0.code == .nulByte }?.range, nulText.range)
    }

    /// A file of CR-only lines is read in one pass (it took minutes for 2,000,000 lines, as
    /// every line searched the rest of the file for an LF), and edits keep its endings.
    func testCROnlyFilesAreLinearAndKeepTheirEndings() throws {
        let big = Array(("## Notes\r" + String(repeating: "hello\r", count: 1_000_000)).utf8)
        XCTAssertEqual(DayParser.parse(big).day.lines.count, 1_000_001)
        let raw = RawLines(Array("# Day\r\r## Timeline\r".utf8))
        XCTAssertEqual(raw.preferredEnding, [0x0D])
        XCTAssertEqual(RawLines(Array("a\r\nb\r\nc\n".utf8)).preferredEnding, [0x0D, 0x0A])
        XCTAssertEqual(RawLines(Array("a\rb\nc\r\n".utf8)).preferredEnding, [0x0A])
    }

    /// Date arithmetic stays within 0001-01-01...9999-12-31: no year 0 (which its own parser
    /// rejects), no trap on huge offsets.
    func testDateArithmeticStaysRepresentable() {
        XCTAssertEqual(LocalDate.earliest.dayNumber, LocalDate.earliestDayNumber)
        XCTAssertEqual(LocalDate.latest.dayNumber, LocalDate.latestDayNumber)
        XCTAssertEqual(LocalDate.earliest.adding(days: -1), .earliest)
        XCTAssertEqual(LocalDate("0001-01-05")!.adding(days: -30).description, "0001-01-01")
        XCTAssertEqual(LocalDate.latest.adding(days: 1), .latest)
        XCTAssertEqual(LocalDate.latest.adding(days: Int.max), .latest)
        XCTAssertEqual(LocalDate.earliest.adding(days: Int.min), .earliest)
        XCTAssertEqual(LocalDate(dayNumber: -10_000_000), .earliest)
        for n in [-719_163, -719_162, 0, 2_932_896, 2_932_897] {
            XCTAssertNotNil(LocalDate(LocalDate(dayNumber: n).description), "\(n)")
        }
        XCTAssertEqual(LocalDate("2024-02-28")!.adding(days: 1).description, "2024-02-29")
    }

    /// `fmt PATH` formats the named day files under the journal's lock (it took none and
    /// raced with log), and refuses a path that is not a day file's.
    func testFormattingNamedDaysTakesTheLock() throws {
        let storage = MemoryStorage([
            "habits.toml": "[habits.floss]\nname = \"Floss\"\n",
            "days/2026/2026-11-20.md": "## Checklist\n-   [x] Floss\n",
            "days/2026/2026-11-21.md": "## Checklist\n-   [x] Floss\n",
        ])
        let j = JournalService(storage: storage, now: LocalDateTime("2026-11-21T20:00")!)
        let done = try j.formatDays(write: true, only: ["days/2026/2026-11-20.md"])
        XCTAssertEqual(done.map(\.path), ["days/2026/2026-11-20.md"])
        XCTAssertEqual(storage.locks, 1)
        XCTAssertEqual(storage.writes, ["days/2026/2026-11-20.md"])
        XCTAssertEqual(storage.text("days/2026/2026-11-21.md"), "## Checklist\n-   [x] Floss\n")
        XCTAssertThrowsError(try j.formatDays(write: true, only: ["docs/README.md"])) { error in
            XCTAssertEqual((error as? JournalRefusal)?.kind, .invalidRequest)
        }
    }

    /// Numbers too big for an Int are written, not trapped on.
    func testJSONWritesHugeNumbers() {
        XCTAssertEqual(
            JSONValue.array([.double(1e300), .double(-1e19), .double(9.2e18), .double(12.25), .double(.infinity)])
                .compact,
            "[1e+300, -1e+19, 9200000000000000000, 12.3, null]")
    }

    /// Replacing a multi-line value keeps the comment after its closing quotes, as the help
    /// promises for every field.
    func testHabitsEditorKeepsTheCommentAfterAMultiLineValue() throws {
        let text = "[habits.read]\nname = \"Read\"\ndescription = \"\"\"\nLong.\n\"\"\"  # why\ncolor = \"sky\"\n"
        let out = String(
            decoding: try HabitsEditor.setField(
                "description", literal: "\"Short.\"", habitID: "read", in: Array(text.utf8)), as: UTF8.self)
        XCTAssertEqual(out, "[habits.read]\nname = \"Read\"\ndescription = \"Short.\"  # why\ncolor = \"sky\"\n")
    }

    /// The fuzzers' second run: a mark after a tab inside a name, and a no-break space after a
    /// trailing `--`, would not read back the same when written canonically; such lines are not
    /// items (and `fmt` keeps them as they are).
    func testMentionsMustReadBackAsThemselves() {
        let cases = [
            "## Timeline\n\n- 07:30-07:45 Run\t\u{1F3FD}\n", "## Checklist\n\n- [x] Run\t\u{1F3FD}\n",
            "## Timeline\n\n- 07:30-07:45 Run\t\u{301}\n",
            "## Timeline\n\n- 07:30-07:45 \u{1F3C3} Run\t\u{1F3FD} -- note\n",
            "## Timeline\n- 07:30-07:45 \u{1F9D8}\u{FEFF}\t\t\u{1F3FD}\n\n",
            "## Timeline\n\n- 12:00-12:30 Run --\u{A0}\n",
            "## Checklist\n\n- [x] Run --\u{A0}\n", "## Checklist\n\n- [x] Run --\u{2003}\n",
        ]
        for text in cases {
            for fastPath in [true, false] {
                let parsed = DayParser.parse(Array(text.utf8), fastPath: fastPath)
                XCTAssertTrue(
                    parsed.day.entries.isEmpty && parsed.day.checklist.isEmpty,
                    "\(text.debugDescription) fast \(fastPath)")
            }
            assertFormatsSafely(text)
        }
        XCTAssertEqual(
            DayParser.parse("## Checklist\n- [x] Deep \t Work\n").day.checklist.first?.habit.name, "Deep Work",
            "tabs inside a name still read as one space")
    }

    /// An empty line inserted after a line that ends in a lone CR keeps its own line (its LF
    /// and the CR made one CRLF, and the blank line before a new section vanished).
    func testEditsAfterALoneCRKeepEveryLine() throws {
        var raw = RawLines(Array("a\nb\r".utf8))
        raw.insert(["", "## Timeline", "", "- 06:00-06:15 Run"], at: raw.count)
        XCTAssertEqual(RawLines(raw.bytes).count, 6)
        XCTAssertEqual(String(decoding: raw.bytes, as: UTF8.self), "a\nb\r\r## Timeline\n\n- 06:00-06:15 Run\n")
        // Inserted before an empty LF line in a CR file: the inserted line ends in CRLF, the
        // existing lines keep their bytes (the fuzzer's second find).
        var before = RawLines(Array("a\r\r\rb\n\nc\r".utf8))
        XCTAssertEqual(before.preferredEnding, [0x0D])
        before.insert(["new"], at: 4)
        XCTAssertEqual(String(decoding: before.bytes, as: UTF8.self), "a\r\r\rb\nnew\r\n\nc\r")
        XCTAssertEqual(RawLines(before.bytes).count, 7)
        // A removal that would join a lone CR to the next empty line's LF is refused, not
        // made by changing another line (the fuzzer's third find).
        var removing = RawLines(Array("a\rx\n\nz\n".utf8))
        removing.remove(at: 1)
        XCTAssertFalse(removing.readsBackWhole)
        let text = "## Checklist\r- [x] Floss\n\nGood focus.\n"
        let document = try DayDocument(parsing: Array(text.utf8))
        XCTAssertThrowsError(try DayEditor.untick(atLine: 2, in: document)) { error in
            XCTAssertEqual((error as? EditRefusal)?.reason, .dayLineEndingsWouldJoin, "\(error)")
        }
    }
}
