import XCTest

@testable import DawnJournal

/// `fmt` checks a file a line at a time, holding no parsed copy of it: the answer must be the
/// one the whole day gives, and the parse must hand over each line alone.
final class LineByLineFormatTests: XCTestCase {
    /// What the whole day says: no error, and its canonical text is the file's bytes.
    func wholeDayIsCanonical(_ bytes: [UInt8], habits: HabitsFile? = nil) -> Bool {
        let parsed = DayParser.parse(bytes)
        if parsed.diagnostics.hasErrors { return false }
        var day = parsed.day
        if let habits { DayFormatting.currentNames(in: &day, habits) }
        return DayFormatter.canonicalBytes(day, original: bytes) == nil
    }

    func testLineByLineAnswerIsTheWholeDaysOnRandomFiles() {
        var rng = SplitMix(seed: 20261126)
        var canonical = 0
        var other = 0
        for _ in 0..<3000 {
            let n = Int(rng.next() % 14)
            var lines: [String] = []
            for _ in 0..<n {
                let fragments = FormatterPropertyTests.fragments
                lines.append(fragments[Int(rng.next() % UInt64(fragments.count))])
            }
            let ending = rng.next() % 4 == 0 ? "\r\n" : "\n"
            let text = lines.joined(separator: ending) + (rng.next() % 2 == 0 ? ending : "")
            // The file as written, and its canonical form (when it has one).
            var inputs = [Array(text.utf8)]
            let parsed = DayParser.parse(text)
            if !parsed.diagnostics.hasErrors { inputs.append(DayFormatter.formatBytes(parsed.day)) }
            for bytes in inputs {
                let expected = wholeDayIsCanonical(bytes)
                XCTAssertEqual(
                    DayFormatting.isCanonical(bytes, habits: nil), expected,
                    String(decoding: bytes, as: UTF8.self).debugDescription)
                XCTAssertEqual(DayFormatting.format(bytes) == .canonical, expected)
                if expected { canonical += 1 } else { other += 1 }
            }
        }
        XCTAssertGreaterThan(canonical, 1000)
        XCTAssertGreaterThan(other, 1000)
    }

    func testAFormerNameIsNotCanonicalLineByLine() {
        let habits = HabitsParser.parse(Array("[habits.walk]\nname = \"Walk\"\nformer_names = [\"Stroll\"]\n".utf8))
            .file
        let old = Array("# Day\n\n## Timeline\n\n- 07:00-07:30 Stroll\n".utf8)
        let renamed = Array("# Day\n\n## Timeline\n\n- 07:00-07:30 Walk\n".utf8)
        XCTAssertTrue(wholeDayIsCanonical(old))
        XCTAssertFalse(DayFormatting.isCanonical(old, habits: habits))
        XCTAssertEqual(DayFormatting.format(old, habits: habits), .formatted(String(decoding: renamed, as: UTF8.self)))
        XCTAssertTrue(DayFormatting.isCanonical(renamed, habits: habits))
    }

    /// Each line is handed over alone, with its entry or item, and in the order and the kinds
    /// the whole parse gives.
    func testEachLineIsHandedOverAlone() {
        let text = """
            +++
            mood = 4
            +++

            # Thursday

            ## Timeline

            - 06:30-07:00 🏃 Run -- fast
            - 07:00 +30m Read +25 pages

            ## Checklist

            - [x] 🦷 Floss
            - [ ] Journal

            ```
            - 09:00-10:00 not an entry
            ```
            Notes.

            """
        let whole = DayParser.parse(text).day
        var seen: [(DayLine.Kind, String)] = []
        var entries: [TimelineEntry] = []
        var items: [ChecklistItem] = []
        let parsed = DayParser.parse(Array(text.utf8)) { day in
            XCTAssertEqual(day.lines.count, 1)
            XCTAssertLessThanOrEqual(day.entries.count + day.checklist.count, 1)
            seen.append((day.lines[0].kind, day.lines[0].text))
            entries += day.entries
            items += day.checklist
            day.lines.removeAll()
            day.entries.removeAll()
            day.checklist.removeAll()
            return true
        }
        XCTAssertEqual(parsed.diagnostics, [])
        XCTAssertEqual(seen.map(\.1), whole.lines.map(\.text))
        XCTAssertEqual(seen.map { "\($0.0)" }.count, whole.lines.count)
        XCTAssertEqual(entries, whole.entries)
        XCTAssertEqual(items, whole.checklist)
        XCTAssertEqual(parsed.day.frontMatter, whole.frontMatter)
    }

    /// Lines are split as they are read: the lines handed over, their kinds, the diagnostics,
    /// the front matter, the ending and the byte-order mark are the whole parse's, whatever the
    /// endings (LF, CRLF, a lone CR, mixed), a byte-order mark, front matter closed or not.
    func testLinesSplitAsReadAreTheWholeParses() {
        var rng = SplitMix(seed: 20261126)
        let pieces = FormatterPropertyTests.fragments + ["+++", "+++", "a = 1", "x = [", "\u{FEFF}+++"]
        let endings = ["\n", "\n", "\r\n", "\r"]
        for _ in 0..<3000 {
            var text = rng.next() % 8 == 0 ? "\u{FEFF}" : ""
            for _ in 0..<Int(rng.next() % 12) {
                text += pieces[Int(rng.next() % UInt64(pieces.count))] + endings[Int(rng.next() % 4)]
            }
            if rng.next() % 3 == 0 { text += pieces[Int(rng.next() % UInt64(pieces.count))] }
            let bytes = Array(text.utf8)
            let whole = DayParser.parse(bytes)
            var lines: [DayLine] = []
            var entries: [TimelineEntry] = []
            var items: [ChecklistItem] = []
            let streamed = DayParser.parse(bytes) { day in
                lines += day.lines
                entries += day.entries
                items += day.checklist
                day.lines.removeAll()
                day.entries.removeAll()
                day.checklist.removeAll()
                return true
            }
            let shown = text.debugDescription
            XCTAssertEqual(lines.map(\.text), whole.day.lines.map(\.text), shown)
            XCTAssertEqual(lines.map(\.number), whole.day.lines.map(\.number), shown)
            // An entry or item is the first of its one-line day when handed over.
            func kind(_ line: DayLine) -> String {
                switch line.kind {
                case .entry: "entry \(String(describing: line.section))"
                case .checklistItem: "item \(String(describing: line.section))"
                default: "\(line.kind) \(String(describing: line.section))"
                }
            }
            XCTAssertEqual(lines.map(kind), whole.day.lines.map(kind), shown)
            XCTAssertEqual(entries, whole.day.entries, shown)
            XCTAssertEqual(items, whole.day.checklist, shown)
            XCTAssertEqual(streamed.diagnostics, whole.diagnostics, shown)
            XCTAssertEqual(streamed.day.frontMatter, whole.day.frontMatter, shown)
            XCTAssertEqual(streamed.day.lineEnding, whole.day.lineEnding, shown)
            XCTAssertEqual(streamed.day.hadByteOrderMark, whole.day.hadByteOrderMark, shown)
        }
    }

    func testReadingStopsWhenAsked() {
        var count = 0
        _ = DayParser.parse(Array("a\nb\nc\nd\n".utf8)) { day in
            count += 1
            day.lines.removeAll()
            return count < 2
        }
        XCTAssertEqual(count, 2)
    }
}
