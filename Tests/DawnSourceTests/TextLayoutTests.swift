import XCTest

@testable import DawnSource

/// The one wrap, flow and cut: columns counted by `DisplayWidth`, text cut between characters
/// (grapheme clusters), never inside one.
final class TextLayoutTests: XCTestCase {
    // Characters of two columns, of one made of several scalars, and of none.
    let runner = "🏃‍♀️" // ZWJ sequence: 2 columns
    let wave = "👋🏽" // skin tone: 2 columns
    let accent = "e\u{301}" // e and a combining acute: 1 column

    func testFit() {
        let cases: [(text: String, width: Int, fitted: String)] = [
            ("", 0, ""),
            ("", 5, ""),
            ("abc", 0, ""),
            ("abc", -3, ""),
            ("abc", 1, "…"),
            ("abc", 2, "a…"),
            ("abc", 3, "abc"),
            ("Evening Walk Long", 12, "Evening Wal…"),
            ("日本語の習慣です", 12, "日本語の習…"),
            ("日本語", 4, "日…"),
            ("日本語", 3, "日…"),
            ("日本語", 2, "…"),
            ("\(runner) Run", 4, "\(runner) …"),
            ("\(runner) Run", 2, "…"),
            ("\(wave)\(wave)\(wave)", 5, "\(wave)\(wave)…"),
            ("caf\(accent)s", 4, "caf…"),
            ("caf\(accent)", 4, "caf\(accent)"),
            ("a\tb", 3, "a…"), // a tab is four columns
            ("a\u{1B}b", 3, "a…"), // ESC is shown as \e: two columns
        ]
        for c in cases {
            let fitted = TextLayout.fit(c.text, width: c.width)
            XCTAssertEqual(fitted, c.fitted, "\(c.text.debugDescription) in \(c.width)")
            XCTAssertLessThanOrEqual(DisplayWidth.of(fitted), max(0, c.width), c.text.debugDescription)
        }
    }

    func testFitEnd() {
        let cases: [(text: String, width: Int, fitted: String)] = [
            ("", 3, ""),
            ("abc", 0, ""),
            ("abc", 3, "abc"),
            ("abcdef", 4, "…def"),
            ("abc", 1, "…"),
            ("日本語", 4, "…語"),
            ("日本語", 2, "…"),
            ("Run \(runner)", 3, "…\(runner)"),
            ("x\(wave)\(accent)", 3, "…\(accent)"),
        ]
        for c in cases {
            XCTAssertEqual(
                TextLayout.fitEnd(c.text, width: c.width), c.fitted, "\(c.text.debugDescription) in \(c.width)")
        }
    }

    func testPrefixKeepsWholeCharacters() {
        let cases: [(text: String, width: Int, prefix: String, columns: Int)] = [
            ("", 3, "", 0),
            ("abc", 0, "", 0),
            ("日本", 1, "", 0),
            ("日本", 3, "日", 2),
            ("\(runner)x", 1, "", 0),
            ("\(runner)x", 2, runner, 2),
            ("\(accent)\(accent)", 1, accent, 1),
            ("\u{200D}ab", 1, "\u{200D}a", 1), // a joiner that joins nothing takes no column
        ]
        for c in cases {
            let p = TextLayout.prefix(c.text[...], width: c.width)
            XCTAssertEqual(String(p.text), c.prefix, "\(c.text.debugDescription) in \(c.width)")
            XCTAssertEqual(p.width, c.columns, "\(c.text.debugDescription) in \(c.width)")
        }
    }

    func testWrap() {
        let cases: [(text: String, width: Int, lines: [String])] = [
            ("", 10, [""]),
            ("", 0, [""]),
            ("fits  as is", 11, ["fits  as is"]),
            ("one two three", 7, ["one two", "three"]),
            ("one   two three", 8, ["one two", "three"]),
            ("  lead kept here", 10, ["  lead", "kept here"]),
            ("a longword", 4, ["a", "long", "word"]), // a word wider than a line is broken
            ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
            ("日本語の習慣", 5, ["日本", "語の", "習慣"]), // a wide character is not split
            ("日本", 1, ["日", "本"]), // wider than the line: one a line
            ("\(runner)\(runner)\(runner)", 4, ["\(runner)\(runner)", runner]),
            ("\(wave) hi \(wave)", 5, ["\(wave) hi", wave]),
            ("caf\(accent) caf\(accent)", 4, ["caf\(accent)", "caf\(accent)"]),
            ("ab cd", 1, ["a", "b", "c", "d"]),
            ("ab cd", 0, ["a", "b", "c", "d"]),
        ]
        for c in cases {
            let lines = TextLayout.wrap(c.text, width: c.width)
            XCTAssertEqual(lines, c.lines, "\(c.text.debugDescription) in \(c.width)")
        }
    }

    func testWrapCountsItsLeadAndIndent() {
        XCTAssertEqual(
            TextLayout.wrap("one two three four", width: 10, lead: "- ", indent: "  "),
            ["- one two", "  three", "  four"])
        XCTAssertEqual(TextLayout.wrap("short", width: 10, lead: "- ", indent: "  "), ["- short"])
        XCTAssertEqual(TextLayout.wrap("abcdefgh", width: 6, lead: "> ", indent: "  "), ["> abcd", "  efgh"])
        for line in TextLayout.wrap("The quick brown fox jumps over the lazy dog", width: 12, lead: "  ", indent: "  ")
        {
            XCTAssertLessThanOrEqual(DisplayWidth.of(line), 12, line)
            XCTAssertTrue(line.hasPrefix("  "), line)
        }
    }

    func testFlow() {
        let legend = ["● done", "○ missed", "◌ pending", "– skipped"]
        XCTAssertEqual(
            TextLayout.flow(legend, width: 20, separator: "  "), ["● done  ○ missed", "◌ pending  – skipped"])
        XCTAssertEqual(TextLayout.flow(legend, width: 80, separator: "  "), [legend.joined(separator: "  ")])
        XCTAssertEqual(TextLayout.flow([], width: 10), [""])
        // Kept whole: a unit wider than the line has it alone, past the width.
        XCTAssertEqual(TextLayout.flow(["[--date DATE]", "x"], width: 5), ["[--date DATE]", "x"])
        // Broken when asked.
        XCTAssertEqual(TextLayout.flow(["abcdefg"], width: 3, breakingLongUnits: true), ["abc", "def", "g"])
    }

    /// A line goes to the next only when that gains room: the help's usage line keeps its first
    /// group after a head narrower than the indent.
    func testFlowBreaksOnlyWhereANewLineGainsRoom() {
        XCTAssertEqual(
            TextLayout.flow(
                ["USAGE: x", "[--long-option VALUE]", "[--b]"], width: 20, indent: String(repeating: " ", count: 9)),
            ["USAGE: x [--long-option VALUE]", "         [--b]"])
        XCTAssertEqual(
            TextLayout.flow(["one", "two", "three"], width: 9, lead: "  ", indent: "    "),
            ["  one two", "    three"])
    }
}
