import XCTest

@testable import DawnSource

final class SourceTextTests: XCTestCase {
    /// Lines and endings read the plain way, one byte at a time: the definition the table's
    /// memchr loop is checked against.
    private func reference(_ bytes: [UInt8], from start: Int) -> [(Range<Int>, [UInt8])] {
        var out: [(Range<Int>, [UInt8])] = []
        var s = start
        var i = start
        while i < bytes.count {
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                let crlf = bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A
                out.append((s..<i, crlf ? [0x0D, 0x0A] : [bytes[i]]))
                i += crlf ? 2 : 1
                s = i
            } else {
                i += 1
            }
        }
        if s < bytes.count { out.append((s..<bytes.count, [])) }
        return out
    }

    func testLinesAndEndings() {
        let source = SourceText("a\r\nb\rc\n\nd")
        XCTAssertEqual(source.texts, ["a", "b", "c", "", "d"])
        XCTAssertEqual((0..<source.lineCount).map(source.ending), [.crlf, .cr, .lf, .lf, .endOfFile])
        XCTAssertEqual(source.lines.lfCount, 2)
        XCTAssertEqual(source.lines.crlfCount, 1)
        XCTAssertEqual(source.lines.crCount, 1)
        XCTAssertEqual(SourceText("").lineCount, 0)
        XCTAssertEqual(SourceText("a\n").texts, ["a"], "no empty line after a last ending")
        XCTAssertEqual(SourceText("\r\n").texts, [""])
    }

    func testAByteOrderMarkIsNotText() {
        let source = SourceText([0xEF, 0xBB, 0xBF] + Array("# Day\r\nx".utf8))
        XCTAssertTrue(source.hasByteOrderMark)
        XCTAssertEqual(source.texts, ["# Day", "x"])
        XCTAssertEqual(source.content(0), 3..<8)
        XCTAssertEqual(SourceText([0xEF, 0xBB, 0xBF]).lineCount, 0)
        // The editor's first line holds it.
        XCTAssertEqual(source.editorLine(0), 0..<8)
    }

    func testPreferredEnding() {
        XCTAssertEqual(SourceText("a\r\nb\r\nc\n").preferredEnding, .crlf)
        XCTAssertEqual(SourceText("a\rb\nc\r\n").preferredEnding, .lf, "a tie is LF")
        XCTAssertEqual(SourceText("a\rb\rc\n").preferredEnding, .cr)
        XCTAssertEqual(SourceText("abc").preferredEnding, .lf)
        XCTAssertTrue(SourceText("a\r\nb\r\nc\n").lines.mostlyCRLF)
        XCTAssertFalse(SourceText("a\r\nb\rc\n").lines.mostlyCRLF, "CR and LF together outnumber CRLF")
    }

    func testTheTableMatchesTheByteByByteReadingOnRandomBytes() {
        var rng = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x61, 0x20, 0xC3, 0xA9, 0xEF, 0xBB, 0xBF]
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let source = SourceText(bytes)
            let expected = reference(bytes, from: source.hasByteOrderMark ? 3 : 0)
            XCTAssertEqual(source.lines.ranges, expected.map(\.0), "\(bytes)")
            XCTAssertEqual((0..<source.lineCount).map { source.ending($0).bytes }, expected.map(\.1), "\(bytes)")
        }
    }

    func testPositionOfAByte() {
        let bytes: [UInt8] = Array("ab\r\n🏃x\ry".utf8)
        let source = SourceText(bytes)
        XCTAssertEqual(source.position(ofByte: 1), SourceRange(line: 1, column: 2, length: 1))
        XCTAssertEqual(
            source.position(ofByte: 3), SourceRange(line: 1, column: 4, length: 1), "the LF of a CRLF is on its line")
        XCTAssertEqual(source.position(ofByte: 8), SourceRange(line: 2, column: 2, length: 1), "an emoji is one column")
        XCTAssertEqual(source.position(ofByte: 10), SourceRange(line: 3, column: 1, length: 1))
    }

    func testUTF16AndUTF8Columns() {
        let source = SourceText("a🏃é b")
        let line = source.content(0)
        XCTAssertEqual(source.utf16Count(line), 6)
        XCTAssertEqual(source.byte(utf16: 1, in: line), 1)
        XCTAssertEqual(source.byte(utf16: 2, in: line), 1, "inside a surrogate pair: the character's start")
        XCTAssertEqual(source.byte(utf16: 3, in: line), 5)
        XCTAssertEqual(source.byte(utf16: 99, in: line), line.upperBound)
        XCTAssertEqual(source.byte(utf8: 3, in: line), 1, "inside a character: its start")
        XCTAssertEqual(source.byteRange(column: 2, length: 2, in: line), 1..<7)
        XCTAssertEqual(source.byteRange(column: 40, length: 2, in: line), line.upperBound..<line.upperBound)
    }

    func testEditorLinesCountALastEmptyLine() {
        XCTAssertEqual(SourceText("").editorLineCount, 1)
        XCTAssertEqual(SourceText("a").editorLineCount, 1)
        XCTAssertEqual(SourceText("a\n").editorLineCount, 2)
        XCTAssertEqual(SourceText("a\r").editorLineCount, 2)
        let source = SourceText("ab\r\ncd\n")
        XCTAssertEqual(source.editorLine(2), 7..<7)
        XCTAssertEqual(source.editorLine(containing: 3), 0, "the LF of a CRLF")
        XCTAssertEqual(source.editorLine(containing: 4), 1)
        XCTAssertEqual(source.editorLine(containing: 7), 2, "the end, after a last ending")
    }

    func testDisplayWidth() {
        XCTAssertEqual(DisplayWidth.of("🏃‍♀️ Run"), 6)
        XCTAssertEqual(DisplayWidth.of("日本"), 4)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("\u{1B}"), 2, "shown as \\e")
        XCTAssertEqual(DisplayWidth.of("\u{7}"), 4, "shown as \\x07")
        XCTAssertEqual(DisplayWidth.of("\u{9B}"), 6, "shown as \\u{9B}")
        XCTAssertEqual(ControlEscape.shown(0x0D), "\\r")
    }

    /// A `String` and a `Substring` (measured by their own entries, printable ASCII by its
    /// bytes) are as wide as their characters added up.
    func testDisplayWidthOfStringsIsTheirCharacters() {
        let texts = [
            "", "Morning Run 06:00-06:30", "a\tb", "a\u{7F}b", "e\u{301}x", "ab\r\ncd", "x\u{1B}[2J", "06:00 │ █▌ 🧘🏽",
            "日本 ok", "~ ~", "\u{9B}", "é", "╭─╮ │ ▐▀▌", "│\u{301}x", "█\u{200D}█", "▶️ ■ ◀", "\u{2500}\u{259F}\u{25A0}",
        ]
        for text in texts {
            let characters = text.reduce(0) { $0 + DisplayWidth.of($1) }
            XCTAssertEqual(DisplayWidth.of(text), characters, text.debugDescription)
            let padded = "<" + text + ">"
            XCTAssertEqual(DisplayWidth.of(padded), characters + 2, text.debugDescription)
            XCTAssertEqual(DisplayWidth.of(padded.dropFirst().dropLast()), characters, text.debugDescription)
        }
        XCTAssertEqual(DisplayWidth.of("Morning Run 06:00-06:30"), 23)
        XCTAssertEqual(DisplayWidth.of("a\tb"), 6)
        XCTAssertEqual(DisplayWidth.of("a\u{7F}b"), 6, "DEL shown as \\x7F")
        // Box drawing and block elements, counted a column each on the bytes: as their characters.
        for v in UInt32(0x2500)...0x259F {
            let c = Character(Unicode.Scalar(v)!)
            XCTAssertEqual(DisplayWidth.of(c), 1, String(v, radix: 16))
            XCTAssertEqual(DisplayWidth.of("a" + String(c) + String(c)), 3, String(v, radix: 16))
        }
    }

    /// `inserts` says yes only when the old bytes' lines are the new ones without the inserted
    /// lines, by the plain reading: small random files over `a`, CR and LF (and a byte-order
    /// mark), and old files made by cutting a random run of bytes out of the new.
    func testInsertsOnlyWhenTheOtherLinesAreTheSame() {
        var state: UInt64 = 34
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let alphabet: [UInt8] = [0x61, 0x0D, 0x0A, 0x0A]
        var yes = 0
        for _ in 0..<20000 {
            var new = (0..<next(12)).map { _ in alphabet[next(4)] }
            if next(8) == 0 { new = SourceText.byteOrderMark + new }
            let cut = next(new.count + 1)
            let old = Array(new[..<cut] + new[min(new.count, cut + next(6))...])
            let text = SourceText(new)
            let oldStart = old.starts(with: SourceText.byteOrderMark) ? 3 : 0
            let oldLines = reference(old, from: oldStart).map { Array(old[$0.0]) }
            let newLines = reference(new, from: text.hasByteOrderMark ? 3 : 0).map { Array(new[$0.0]) }
            for lower in 0...text.lineCount {
                for upper in lower...text.lineCount where text.inserts(lower..<upper, into: old) {
                    yes += 1
                    var kept = newLines
                    kept.removeSubrange(lower..<upper)
                    XCTAssertEqual(kept, oldLines, "\(new) \(old) \(lower)..<\(upper)")
                    XCTAssertEqual(text.hasByteOrderMark, old.starts(with: SourceText.byteOrderMark))
                }
            }
        }
        XCTAssertGreaterThan(yes, 2000)
    }
}
