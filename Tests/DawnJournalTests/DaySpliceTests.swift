import DawnJournalTestSupport
import DawnSource
import Foundation
import XCTest

@testable import DawnJournal
@testable import DawnJournalEdit
@testable import DawnJournalModel
@testable import DawnJournalParse

/// `log` parses its day once (issue 34): the line it inserts is read alone and spliced into
/// the day already parsed (`DayParser.splice`), which must be exactly the day a whole parse of
/// the new text gives; where the splice does not apply, the whole check runs.
final class DaySpliceTests: XCTestCase {
    static let habits = HabitsParser.parse(
        Array(
            """
            [habits.run]
            name = "Morning Run"
            emoji = "🏃"
            duration = "30m"
            [habits.read]
            name = "Read"
            duration = "15m"
            unit = "pages"
            [habits.meditate]
            name = "Meditate"
            emoji = "🧘🏽"
            duration = "15m"
            [habits.floss]
            name = "Floss"
            emoji = "🦷"
            [habits.water]
            name = "Water"
            unit = "glasses"
            goal = 8
            """.utf8)
    ).file

    static let fragments =
        FormatterPropertyTests.fragments + [
            "<div>", "<p>html</p>", "<!--", "- [x] 🦷 Floss", "- [x] Water +2 glasses", "- 07:00-07:30 🏃 Morning Run",
            "- 12:00 +15m Read -- lunch", "- 09:00-09:15 🧘🏽 Meditate", "## Timeline", "## Checklist", "",
            "text with `code`", "- 25:00-25:30 Read", "- [ ] Read", "- 10:00- Read",
        ]

    /// A random day file: fragments with LF, CRLF or lone-CR endings (mixed at times), a
    /// byte-order mark at times, a last line with or without its ending; it starts at times
    /// with a section or front matter.
    static func file(_ rng: inout SplitMix) -> [UInt8] {
        let n = Int(rng.next() % 16)
        let endings = ["\n", "\r\n", "\r"]
        let fileEnding = endings[Int(rng.next() % 3)]
        let mixed = rng.next() % 4 == 0
        var out: [UInt8] = rng.next() % 6 == 0 ? SourceText.byteOrderMark : []
        let starts = [
            [], ["## Timeline", ""], ["## Checklist", ""], ["## Timeline"],
            ["+++", "mood = 4", "+++", "## Timeline", ""],
            ["+++", "+++", "## Checklist"],
        ]
        var lines = starts[Int(rng.next() % UInt64(starts.count))]
        for _ in 0..<n { lines.append(fragments[Int(rng.next() % UInt64(fragments.count))]) }
        for (k, line) in lines.enumerated() {
            out += Array(line.utf8)
            if k < lines.count - 1 || rng.next() % 2 == 0 {
                out += Array((mixed ? endings[Int(rng.next() % 3)] : fileEnding).utf8)
            }
        }
        return out
    }

    static func entry(_ rng: inout SplitMix) -> NewEntry {
        let habit = habits.habits[Int(rng.next() % 3)]
        let start = Int(rng.next() % 120) * 15
        let length = 15 * (1 + Int(rng.next() % 6))
        let notes: [String?] = [nil, nil, "5k", "a -- b", "🏃 fast"]
        return NewEntry(
            habit: habit, start: TimeOfDay(minutes: start)!, end: TimeOfDay(minutes: start + length)!,
            note: notes[Int(rng.next() % UInt64(notes.count))],
            amount: habit.unit != nil && rng.next() % 2 == 0 ? Amount(25) : nil)
    }

    /// Runs `body`, counting the day files read whole meanwhile.
    func parses<T>(_ body: () throws -> T) rethrows -> (T, Int) {
        let counter = ParseCount()
        let result = try DayParser.$whenRead.withValue({ counter.add() }, operation: body)
        return (result, counter.count)
    }

    /// Field by field, so that a failure names the field.
    func assertSame(_ got: Day, _ want: Day, _ context: @autoclosure () -> String, line: UInt = #line) {
        XCTAssertEqual(got.lines.map(\.number), want.lines.map(\.number), context(), line: line)
        XCTAssertEqual(got.lines.map(\.kind), want.lines.map(\.kind), context(), line: line)
        XCTAssertEqual(got.lines.map(\.section), want.lines.map(\.section), context(), line: line)
        XCTAssertEqual(got.lines.map(\.text), want.lines.map(\.text), context(), line: line)
        XCTAssertEqual(got.entries, want.entries, context(), line: line)
        XCTAssertEqual(got.checklist, want.checklist, context(), line: line)
        XCTAssertEqual(got.frontMatter, want.frontMatter, context(), line: line)
        XCTAssertEqual(got.lineEnding, want.lineEnding, context(), line: line)
        XCTAssertEqual(got.hadByteOrderMark, want.hadByteOrderMark, context(), line: line)
        XCTAssertEqual(got, want, context(), line: line)
    }

    /// The diagnostics of the old file with `count` lines inserted before line index `index`:
    /// later lines' moved down, and a duplicate section's first line too.
    static func shifted(_ diagnostics: [Diagnostic], at index: Int, by count: Int) -> [Diagnostic] {
        diagnostics.map { d in
            var d = d
            if d.range.line > index { d.range.line += count }
            if d.code == .duplicateSection, let r = d.message.range(of: "on line "),
                let n = Int(d.message[r.upperBound...].prefix { $0.isNumber }), n > index
            {
                d.message = d.message.replacingOccurrences(of: "on line \(n))", with: "on line \(n + count))")
            }
            return d
        }
    }

    /// Where `new` first differs from `old`, by line.
    static func firstDifference(_ old: Day, _ new: Day) -> Int {
        old.lines.indices.first { old.lines[$0].text != new.lines[$0].text } ?? old.lines.count
    }

    /// Random files and entries: what `addEntry` returns is the day a whole parse of its bytes
    /// gives, by either path; where it spliced, it parsed nothing, and the whole parse finds
    /// the old file's diagnostics moved down, no error, and nothing on the new line.
    func testAddEntryGivesTheParsedDay() throws {
        var rng = SplitMix(seed: 20261129)
        var (spliced, whole, splicedAfterFrontMatter) = (0, 0, 0)
        for _ in 0..<1500 {
            let bytes = Self.file(&rng)
            guard let document = try? DayDocument(parsing: bytes) else { continue }
            let oldDiagnostics = DayParser.parse(bytes).diagnostics
            for _ in 0..<3 {
                let entry = Self.entry(&rng)
                let (outcome, reads) = parses { try? DayEditor.addEntry(entry, to: document, habits: Self.habits) }
                guard case .changed(let edited)? = outcome else { continue }
                let context = "file \(String(decoding: bytes, as: UTF8.self).debugDescription) + \(entry.line)"
                let full = DayParser.parse(edited.bytes)
                assertSame(edited.day, full.day, context)
                XCTAssertFalse(full.diagnostics.hasErrors, context)
                XCTAssertTrue(reads <= 1, context)
                if reads == 0 {
                    spliced += 1
                    if edited.day.frontMatter != nil { splicedAfterFrontMatter += 1 }
                    let index = Self.firstDifference(document.day, edited.day)
                    XCTAssertEqual(full.diagnostics, Self.shifted(oldDiagnostics, at: index, by: 1), context)
                } else {
                    whole += 1
                }
            }
        }
        XCTAssertGreaterThan(spliced, 800, "both paths are tried")
        XCTAssertGreaterThan(whole, 600, "both paths are tried")
        XCTAssertGreaterThan(splicedAfterFrontMatter, 100, "files with front matter are spliced too")
    }

    /// The checklist's insertions (`tick`, `addRecord`, `skip` of a habit with no item yet)
    /// and its other edits: the day returned is the parsed one by either path.
    func testChecklistEditsGiveTheParsedDay() throws {
        var rng = SplitMix(seed: 1129)
        var (spliced, whole) = (0, 0)
        for _ in 0..<1500 {
            let bytes = Self.file(&rng)
            guard let document = try? DayDocument(parsing: bytes) else { continue }
            for _ in 0..<3 {
                let habit = Self.habits.habits[Int(rng.next() % UInt64(Self.habits.habits.count))]
                let note: String? = rng.next() % 3 == 0 ? "rest" : nil
                let kind = rng.next() % 3
                let (edited, reads) = parses { () -> DayDocument? in
                    switch kind {
                    case 0:
                        guard
                            case .changed(let d)? = try? DayEditor.tick(
                                habit, note: note, in: document, habits: Self.habits)
                        else { return nil }
                        return d
                    case 1:
                        return try? DayEditor.addRecord(
                            habit, amount: Amount(2), note: note, in: document, habits: Self.habits)
                    default:
                        guard
                            case .changed(let d)? = try? DayEditor.skip(
                                habit, note: note, in: document, habits: Self.habits)
                        else { return nil }
                        return d
                    }
                }
                guard let edited else { continue }
                let context =
                    "file \(String(decoding: bytes, as: UTF8.self).debugDescription), edit \(kind) of \(habit.id)"
                assertSame(edited.day, DayParser.parse(edited.bytes).day, context)
                XCTAssertTrue(reads <= 1, context)
                if reads == 0 { spliced += 1 } else { whole += 1 }
            }
        }
        XCTAssertGreaterThan(spliced, 500, "both paths are tried")
        XCTAssertGreaterThan(whole, 800, "both paths are tried")
    }

    /// Any lines inserted anywhere, as `RawLines` inserts them: whenever `splice` gives a day,
    /// it is the parsed one, with the old diagnostics moved down and none on the new lines.
    func testSpliceOfAnyInsertionIsTheParsedDayOrNothing() {
        var rng = SplitMix(seed: 34)
        var (spliced, declined) = (0, 0)
        for _ in 0..<6000 {
            let bytes = Self.file(&rng)
            let old = DayParser.parse(bytes)
            guard !old.diagnostics.hasErrors, !old.day.lines.isEmpty else { continue }
            var raw = RawLines(bytes)
            let index = Int(rng.next() % UInt64(raw.count + 1))
            let count = 1 + Int(rng.next() % 2)
            let inserted = (0..<count).map { _ in Self.fragments[Int(rng.next() % UInt64(Self.fragments.count))] }
            raw.insert(inserted, at: index)
            let new = SourceText(raw.bytes)
            guard raw.readsBackWhole(new) else { continue }
            let context = "file \(String(decoding: bytes, as: UTF8.self).debugDescription) + \(inserted) at \(index)"
            guard let day = DayParser.splice(old.day, bytes: bytes, into: new, at: index) else {
                declined += 1
                continue
            }
            spliced += 1
            let full = DayParser.parse(new.bytes)
            assertSame(day, full.day, context)
            XCTAssertEqual(full.diagnostics, Self.shifted(old.diagnostics, at: index, by: count), context)
        }
        XCTAssertGreaterThan(spliced, 500, "both answers are tried")
        XCTAssertGreaterThan(declined, 1800, "both answers are tried")
    }

    /// Bytes that are not the old file's with lines inserted are never spliced: a changed
    /// line, lines inserted elsewhere than said, endings that join, a shorter file.
    func testSpliceRefusesBytesThatAreNotAnInsertion() {
        let old = Array("## Timeline\n\n- 07:00-07:30 Read\n- 09:00-09:30 Read\n".utf8)
        let day = DayParser.parse(old).day
        func splice(_ new: String, at index: Int) -> Day? {
            DayParser.splice(day, bytes: old, into: SourceText(new), at: index)
        }
        let good = "## Timeline\n\n- 07:00-07:30 Read\n- 08:00-08:30 Read\n- 09:00-09:30 Read\n"
        XCTAssertNotNil(splice(good, at: 3))
        XCTAssertNil(splice(good, at: 2), "the line inserted is not where it is said to be")
        XCTAssertNil(splice(good, at: 0), "never before the first line")
        XCTAssertNil(
            splice("## Timeline\n\n- 07:00-07:30 Read\n- 08:00-08:30 Read\n- 09:00-09:45 Read\n", at: 3),
            "a later line changed")
        XCTAssertNil(
            splice("## Timeline\n\n- 07:00-07:31 Read\n- 08:00-08:30 Read\n- 09:00-09:30 Read\n", at: 3),
            "an earlier line changed")
        XCTAssertNil(splice("## Timeline\n\n- 07:00-07:30 Read\n", at: 2), "no line inserted")
        // Two lines where the old file had one line ending in a lone CR before an empty line.
        let crOld = Array("## Timeline\r\r\n- 07:00-07:30 Read\n".utf8)
        let crDay = DayParser.parse(crOld).day
        XCTAssertNil(
            DayParser.splice(
                crDay, bytes: crOld, into: SourceText("## Timeline\r\n- 06:00-06:30 Read\n\n- 07:00-07:30 Read\n"),
                at: 1))
    }

    /// The cases the splice leaves to the whole check (and the common ones it takes), by the
    /// number of files `addEntry` parses.
    func testWhereTheSpliceApplies() throws {
        let entry = NewEntry(habit: Self.habits.habits[1], start: TimeOfDay("08:00")!, end: TimeOfDay("08:15")!)
        let cases: [(String, Int, String)] = [
            ("## Timeline\n\n- 07:00-07:30 Read\n", 0, "after an entry"),
            ("## Timeline\n\n- 09:00-09:30 Read\n", 0, "before an entry"),
            ("## Timeline\n\n", 0, "into an empty section"),
            ("\u{FEFF}+++\nmood = 4\n+++\n## Timeline\r\n\r\n- 07:00-07:30 Read\r\n", 0, "CRLF, front matter, a mark"),
            ("## Timeline\n- 07:00-07:30 Read", 0, "a last line without its ending"),
            ("## Timeline\n\n- 07:00-07:30 Read\n## Timeline\n- 09:00-09:30 Read\n", 0, "a duplicate section"),
            ("## Timeline\n```\ncode\n```\n- 09:00-09:30 Read\n", 1, "after a fence"),
            ("## Timeline\n<!-- a\nb -->\n- 09:00-09:30 Read\n", 1, "after a comment"),
            ("## Checklist\n\n- [x] Floss\n", 1, "a new section"),
            ("", 1, "an empty file"),
        ]
        for (text, wholeParses, why) in cases {
            let document = try DayDocument(parsing: Array(text.utf8))
            let (outcome, reads) = try parses { try DayEditor.addEntry(entry, to: document, habits: Self.habits) }
            guard case .changed(let edited) = outcome else { return XCTFail(why) }
            XCTAssertEqual(reads, wholeParses, why)
            assertSame(edited.day, DayParser.parse(edited.bytes).day, why)
        }
    }

    /// `log` on every day of samples/demo, at three times each: the day file is read once
    /// and parsed once (the document; the new line spliced in), but for the three days with
    /// no Timeline section, where the section is created and the new text checked whole.
    func testLogParsesTheDemoDayOnce() throws {
        let files = try Self.demo()
        let days = files.keys.filter { $0.hasPrefix("days/") }.sorted()
        XCTAssertEqual(days.count, 86)
        var counts: [Int: Int] = [:]
        for path in days {
            let date = LocalDate(String(path.dropFirst("days/2026/".count).prefix(10)))!
            for time in ["05:00", "12:05", "20:30"] {
                let storage = MemoryStorage(files)
                let service = JournalService(storage: storage, now: LocalDateTime("2026-11-21T21:00")!)
                let request = LogRequest(habit: "meditate", date: .date(date), at: TimeOfDay(time))
                let (outcome, reads) = try parses { try service.log(request) }
                XCTAssertTrue(outcome.changed, path)
                XCTAssertEqual(storage.reads.filter { $0 == path }.count, 1, path)
                let expected = files[path]!.contains("## Timeline") ? 1 : 2
                XCTAssertEqual(reads, expected, "\(path) at \(time)")
                counts[reads, default: 0] += 1
            }
        }
        XCTAssertEqual(counts, [1: 83 * 3, 2: 3 * 3])
    }

    /// `log water 1` (a record inserted after the habit's last item) on every day of the demo:
    /// parsed once, but where the Checklist section is created.
    func testLogARecordParsesTheDemoDayOnce() throws {
        let files = try Self.demo()
        var counts: [Int: Int] = [:]
        for path in files.keys.filter({ $0.hasPrefix("days/") }) {
            let date = LocalDate(String(path.dropFirst("days/2026/".count).prefix(10)))!
            let storage = MemoryStorage(files)
            let service = JournalService(storage: storage, now: LocalDateTime("2026-11-21T21:00")!)
            let (outcome, reads) = try parses {
                try service.log(LogRequest(habit: "water", date: .date(date), amount: Amount(1)))
            }
            XCTAssertTrue(outcome.changed, path)
            // A skipped or open item of the habit is rewritten (a changed line: checked whole).
            let text = files[path]!
            let inserts = text.contains("## Checklist") && !text.contains("[-] 💧 Drink Water\n")
            XCTAssertEqual(reads, inserts ? 1 : 2, path)
            counts[reads, default: 0] += 1
        }
        XCTAssertEqual(counts, [1: 83, 2: 3])
    }

    /// samples/demo: habits.toml and the day files, by path.
    static func demo() throws -> [String: String] {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples/demo")
        var files: [String: String] = [:]
        for case let rel as String in FileManager.default.enumerator(atPath: demo.path)!
        where rel == "habits.toml" || rel.hasSuffix(".md") && rel.hasPrefix("days/") {
            files[rel] = try String(contentsOf: demo.appendingPathComponent(rel), encoding: .utf8)
        }
        return files
    }
}

/// Counts calls from `DayParser.whenRead`, which is called on the test's own thread.
private final class ParseCount: @unchecked Sendable {
    private(set) var count = 0
    func add() { count += 1 }
}
