import DawnJournalTestSupport
import XCTest

@testable import DawnJournal
@testable import DawnJournalFormat
@testable import DawnJournalParse

/// The day parser reads simple lines on bytes and the rest character by character. The
/// character-based reading is the definition: on generated day files full of edge cases
/// (emoji, skin tones, ZWJ sequences, flags, keycaps, combining marks after delimiters, tabs,
/// en dashes, NBSP, `--` in every position), both readings must give the same day and the
/// same diagnostics.
final class ParserFastPathTests: XCTestCase {
    static let markers = [
        "- ", "- ", "- ", "- ", "- ", "* ", "+ ", "1. ", "2) ", " - ", "\t- ", "-", "-\t", "- \u{301}", "  - ", "---",
        "- - -",
    ]
    static let times = [
        "06:30-07:15", "06:30-07:15", "06:30-07:15", "06:30-07:15", "06:30-07:15", "06:30-07:15", "6:30 - 7:15",
        "06:30–07:15", "06:30 – 07:15", "06:30 +45m", "06:30+45m", "25:00-26:00",
        "06:30-06:00", "06:30", "23:45-24:00", "00:00-00:15", "06:3O-07:00", "06:30-07:15\u{301}", "06:30–\u{301}07:15",
        "06:30\u{2013}\u{301}07:15", "06:30-0715", "1:00-2:00", "123:00-124:00", "06:30 -", "::-::",
        "23:30-24:30", "25:00-25:30", "24:00 +4h", "31:45-32:00", "32:00-32:15", "31:30 +1h",
    ]
    static let boxes = [
        "[x]", "[x]", "[ ]", "[-]", "[x]", "[x]", "[x]", "[X]", "[ ]", "[-]", "[]", "[y]", "[x\u{301}]", "[\u{301}]",
        "[xx]", "[x]\u{301}", "[ä]",
    ]
    static let emoji = ["", "🏃 ", "🧘🏽 ", "🏃‍♀️ ", "🇫🇷 ", "✍️ ", "© ", "#️⃣ ", "💧💧 ", "🏃", "🧘\t\t🏽 ", "\u{1F3FD} ", "é "]
    static let names = [
        "Morning Run", "Read", "Floss", "Water", "Morning Run", "Read", "Morning Run", "Read", "Ünïcode Name",
        "deep  work", "a -- b", "Run --", "-- x", "x--y", "\u{301}Floss",
        "Café\u{301}", "Water\u{00A0}", "\u{00A0}Water", "Ab\tCd", "名前", "a\u{200D}b", "Floss ", "", "日本語 -- メモ",
        "C++ Practice", "Read  ", "Read\t", "A\u{0B}B", "Run  Far --",
    ]
    static let amounts = [
        "", "", "", "", " +2", " +2 glasses", " +2.5 km", " +1.2345", " +x", "+3", " + 2", " +2 glasses cups",
        " +2\tglasses", "\t+2", " +0", " +2 +3", " +2 😀",
    ]
    static let notes = [
        "", " -- note", " --", " -- ", " --\tb", " -- 5k along the river", "--x", " -- two -- dashes", " --\u{301}x",
        "   ", " -- 1+1", " -- a  b\tc", "\t-- tab before", "  --  spaced  ",
    ]
    static let others = [
        "", "## Timeline", "## Checklist", "## Notes", "# Title", "### Sub", "Plain prose", "```", "~~~", "<!-- c",
        "-->",
        "+++", "mood = 4", "Prose with émoji 🏃 and a -- dash", "   ", "\t", "\u{301}", "#\u{301} Timeline",
        "##\tTimeline",
    ]

    func testFastAndCharacterBasedReadingsAgree() {
        var rng = SplitMix(seed: 9)
        func pick(_ list: [String]) -> String { list[Int(rng.next() % UInt64(list.count))] }
        var items = 0
        for _ in 0..<4000 {
            var lines: [String] = []
            var section = rng.next() % 2 == 0 ? "## Timeline" : "## Checklist"
            if rng.next() % 4 != 0 { lines.append(section) }
            for _ in 0..<Int(rng.next() % 14) {
                switch rng.next() % 8 {
                case 0:
                    let other = pick(Self.others)
                    if other.hasPrefix("## ") { section = other }
                    lines.append(other)
                case 1:
                    lines.append(
                        pick(Self.markers) + pick(Self.emoji) + pick(Self.names) + pick(Self.amounts) + pick(Self.notes)
                            + (rng.next() % 3 == 0 ? "  " : ""))
                default:
                    let head = section == "## Checklist" ? pick(Self.boxes) : pick(Self.times)
                    lines.append(
                        pick(Self.markers) + head + " " + pick(Self.emoji) + pick(Self.names) + pick(Self.amounts)
                            + pick(Self.notes))
                }
            }
            let text = lines.joined(separator: rng.next() % 5 == 0 ? "\r\n" : "\n") + "\n"
            let fast = DayParser.parse(Array(text.utf8), fastPath: true)
            let slow = DayParser.parse(Array(text.utf8), fastPath: false)
            XCTAssertEqual(fast.day, slow.day, text.debugDescription)
            XCTAssertEqual(fast.diagnostics, slow.diagnostics, text.debugDescription)
            items += slow.day.entries.count + slow.day.checklist.count
        }
        XCTAssertGreaterThan(items, 3500, "the generated files hold many well-formed items")
    }

    /// Amounts in their plain form are read on bytes; other forms with a `+` go to the
    /// character-based reading, and both agree (the test above).
    func testPlainAmountsTakeTheBytePath() {
        func fast(_ s: String) -> ChecklistItem? {
            Array(s.utf8).withUnsafeBufferPointer { b in
                var cache = RunCache()
                guard let line = LineBytes(b, cache: &cache), let content = line.listItemContent() else { return nil }
                var items: [ChecklistItem] = []
                guard ItemParser.fastChecklistItem(line, content: content, number: 1, cache: &cache, into: &items)
                else { return nil }
                return items.first
            }
        }
        let marked = MarkedText("- [x] 💧 Drink Water «+2.5 glasses» -- lunch")
        let item = fast(marked.text)
        XCTAssertEqual(item?.habit.name, "Drink Water")
        XCTAssertEqual(item?.amount?.amount, Amount(thousandths: 2500))
        XCTAssertEqual(item?.amount?.unit, "glasses")
        XCTAssertEqual(item?.amount?.range, marked.range)
        XCTAssertEqual(item?.note, "lunch")
        XCTAssertEqual(fast("- [x] Coffee +1")?.amount?.amount, Amount(1))
        XCTAssertNil(fast("- [x] C++ +1"), "another + in the name: the character-based reading")
        XCTAssertNil(fast("- [x] Water +2 verres\u{301}"))
        XCTAssertNil(fast("- [x] Water +1.2345"))
    }

    /// Which lines take the byte path: ASCII lines and lines whose non-ASCII characters stand
    /// apart from the ASCII bytes around them.
    func testSimpleLines() {
        func simple(_ s: String) -> Bool { Array(s.utf8).withUnsafeBufferPointer { LineBytes($0) != nil } }
        XCTAssertTrue(simple("- 06:30-07:15 Morning Run -- 5k"))
        XCTAssertTrue(simple("- 06:30-07:15 🏃‍♀️ Morning Run"))
        XCTAssertTrue(simple("- [x] 🧘🏽 Méditer"))
        XCTAssertFalse(simple("- [x\u{301}] Floss"), "a combining mark makes 'x́' one character")
        XCTAssertFalse(simple("- 07:30-07:45 🧘 🏽"), "a lone skin tone after a space joins the space")
        XCTAssertTrue(simple("- 07:30-07:45 🧘\t🏽"), "but not a tab: a tab is a control, which nothing joins")
        XCTAssertFalse(simple("#\u{FE0F}\u{20E3} keycap"))
        let columns = Array("- 🏃‍♀️ Run".utf8).withUnsafeBufferPointer { b in
            LineBytes(b).map { [$0.column(0), $0.column(2), $0.column(b.count - 3)] }
        }
        XCTAssertEqual(columns, [1, 3, 5], "the ZWJ sequence is one column")
    }
}

/// `DayPath` reads paths on bytes; the reference here is its earlier reading on characters.
final class DayPathTests: XCTestCase {
    static func reference(_ path: String) -> DayPath {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let name = parts.last, name.hasSuffix(".md") else { return .other }
        let stem = name.dropLast(3)
        let u = Array(stem.utf8)
        let looksLikeDate =
            u.count == 10 && u[4] == UInt8(ascii: "-") && u[7] == UInt8(ascii: "-")
            && u.enumerated().allSatisfy {
                ($0.offset == 4 || $0.offset == 7) || ($0.element >= 0x30 && $0.element <= 0x39)
            }
        guard looksLikeDate else { return .other }
        guard let date = LocalDate(stem) else { return .misplaced(date: nil, reason: "'\(stem)' is not a real date") }
        let year = String(stem.prefix(4))
        guard parts.count == 3, parts[0] == "days" else {
            return .misplaced(date: date, reason: "a day file belongs at days/\(year)/\(name)")
        }
        guard parts[1] == year else {
            return .misplaced(date: date, reason: "it is in the folder '\(parts[1])', not '\(year)'")
        }
        return .day(date)
    }

    func testBytesAndCharactersAgree() {
        var paths = [
            "days/2026/2026-11-21.md", "days/2025/2026-11-21.md", "days/2026/2026-02-30.md", "days/2026-11-21.md",
            "days/2026/11/2026-11-21.md", "days//2026-11-21.md", "days/2026/notes.md", "days/2026/2026-11-21.txt",
            "2026-11-21.md", "x/days/2026/2026-11-21.md", "days/2026/2026-11-2a.md", "days/2026/2026_11_21.md",
            "days/2026/2026-11-21.md/inside.md", "days/2026/ 2026-11-21.md", "days/２０２６/2026-11-21.md", "", "/",
            "days/2026/.md",
        ]
        var rng = SplitMix(seed: 3)
        let pieces = [
            "days", "2026", "2025", "2026-11-21.md", "2026-13-01.md", "0000-01-01.md", "x.md", "", "é", "2026-11-21.MD",
        ]
        for _ in 0..<2000 {
            paths.append(
                (0..<Int(rng.next() % 4 + 1)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined(
                    separator: "/"))
        }
        for path in paths { XCTAssertEqual(DayPath(path), Self.reference(path), path) }
        // One difference, on purpose: every "/" separates folders, even one a combining mark
        // joins into a character (the character reading missed the folder).
        XCTAssertEqual(
            DayPath("days/2026\u{600}/2026-11-21.md"),
            .misplaced(date: LocalDate("2026-11-21"), reason: "it is in the folder '2026\u{600}', not '2026'"))
        XCTAssertEqual(Self.reference("days/2026\u{600}/2026-11-21.md"), .other)
    }
}

/// The canonical check compares as it writes, 64 KB at a time: big files, canonical or not,
/// give what formatting them whole gives.
final class CanonicalCheckTests: XCTestCase {
    func testBigFilesCompareAsTheyAreWritten() {
        let line = "- 06:00-06:15 💧 Drink Water -- a note to make the line longer\n"
        let canonical = "## Timeline\n\n" + String(repeating: line, count: 5000)
        XCTAssertNil(DayFormatter.canonicalBytes(DayParser.parse(canonical).day, original: Array(canonical.utf8)))
        for variant in [
            canonical + "- 7:00 +15m Drink Water\n", // off at the end
            canonical.replacingOccurrences(of: "## Timeline\n\n", with: "## timeline\n"), // at the start
            String(canonical.dropLast()),
        ] { // no final newline
            let day = DayParser.parse(variant).day
            let whole = DayFormatter.formatBytes(day)
            XCTAssertNotEqual(whole, Array(variant.utf8))
            XCTAssertEqual(DayFormatter.canonicalBytes(day, original: Array(variant.utf8)), whole)
        }
    }
}
