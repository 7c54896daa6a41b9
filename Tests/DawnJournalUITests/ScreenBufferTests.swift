import DawnJournalUI
import XCTest

final class ScreenBufferTests: XCTestCase {
    private func texts(_ b: ScreenBuffer, row: Int) -> [String] {
        (0..<b.size.columns).map { b[column: $0, row: row].text }
    }

    func testASCIITakesOneCellEach() {
        var b = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
        let used = b.put("abc", column: 1, row: 0, style: .plain)
        XCTAssertEqual(used, 3)
        XCTAssertEqual(texts(b, row: 0), [" ", "a", "b", "c", " ", " "])
    }

    func testWideCharacterTakesTwoCellsTheSecondEmpty() {
        var b = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
        let used = b.put("日本", column: 0, row: 0, style: .plain)
        XCTAssertEqual(used, 4)
        XCTAssertEqual(texts(b, row: 0), ["日", "", "本", "", " ", " "])
    }

    func testEmojiSequencesAreOneGraphemeTwoCells() {
        var b = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
        // A family (ZWJ sequence), a flag, a thumbs up with a skin tone, a heart with VS16.
        let used = b.put("👨‍👩‍👧🇫🇷👍🏽❤️", column: 0, row: 0, style: .plain)
        XCTAssertEqual(used, 8)
        XCTAssertEqual(texts(b, row: 0), ["👨‍👩‍👧", "", "🇫🇷", "", "👍🏽", "", "❤️", ""])
    }

    /// Issue 33: a zero-width joiner that joins nothing takes no cell and is kept in none (a
    /// terminal would join the next character it is sent to it); one inside an emoji stays.
    func testAJoinerThatJoinsNothingIsNotDrawn() {
        var b = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
        XCTAssertEqual(b.put("\u{200D}Re\u{200D}ad\u{200D}", column: 0, row: 0, style: .plain), 4)
        XCTAssertEqual(texts(b, row: 0), ["R", "e", "a", "d", " ", " ", " ", " "])
        XCTAssertEqual(b.put("🏃\u{200D}x", column: 4, row: 0, style: .plain), 3)
        XCTAssertEqual(texts(b, row: 0).suffix(4), ["🏃", "", "x", " "])
        b.put("🏃‍♀️", column: 6, row: 0, style: .plain)
        XCTAssertEqual(b[column: 6, row: 0].text, "🏃‍♀️")
    }

    func testControlCharactersAreShownEscapedNeverStored() {
        var b = ScreenBuffer(size: TerminalSize(columns: 12, rows: 1))
        let used = b.put("a\u{1B}[2Jb\r\n", column: 0, row: 0, style: .plain)
        // \e [ 2 J b, then the CR LF grapheme as \r and \x0A.
        XCTAssertEqual(texts(b, row: 0).joined(), "a\\e[2Jb\\r\\x0")
        XCTAssertEqual(used, 12)
        for c in 0..<12 {
            XCTAssertFalse(b[column: c, row: 0].text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        }
    }

    func testC1AndDELAreEscapedToo() {
        var b = ScreenBuffer(size: TerminalSize(columns: 20, rows: 1))
        b.put("\u{9B}x\u{7F}", column: 0, row: 0, style: .plain)
        XCTAssertEqual(texts(b, row: 0).joined().trimmingCharacters(in: .whitespaces), "\\u{9B}x\\x7F")
    }

    func testTextIsClippedAtTheRightEdge() {
        var b = ScreenBuffer(size: TerminalSize(columns: 4, rows: 2))
        XCTAssertEqual(b.put("abcdef", column: 1, row: 1, style: .plain), 3)
        XCTAssertEqual(texts(b, row: 1), [" ", "a", "b", "c"])
        XCTAssertEqual(texts(b, row: 0), [" ", " ", " ", " "])
    }

    func testTextIsClippedAtMaxWidth() {
        var b = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
        XCTAssertEqual(b.put("abcdef", column: 2, row: 0, style: .plain, maxWidth: 2), 2)
        XCTAssertEqual(texts(b, row: 0).joined(), "  ab    ")
    }

    func testAWideCharacterThatDoesNotFitLeavesASpace() {
        var b = ScreenBuffer(size: TerminalSize(columns: 3, rows: 1), fill: Cell("x"))
        XCTAssertEqual(b.put("a日", column: 1, row: 0, style: .plain), 2)
        XCTAssertEqual(texts(b, row: 0), ["x", "a", " "])
    }

    func testTextOutsideTheScreenIsDropped() {
        var b = ScreenBuffer(size: TerminalSize(columns: 3, rows: 1))
        XCTAssertEqual(b.put("abc", column: 0, row: 5, style: .plain), 0)
        XCTAssertEqual(b.put("abc", column: 0, row: -1, style: .plain), 0)
        b.put("xyz", column: -2, row: 0, style: .plain)
        XCTAssertEqual(texts(b, row: 0), ["z", " ", " "])
        XCTAssertEqual(b[column: 9, row: 9], .blank)
    }

    func testOverwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var b = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
        b.put("日本", column: 0, row: 0, style: .plain)
        b.put("x", column: 1, row: 0, style: .plain) // the right half of 日
        XCTAssertEqual(texts(b, row: 0), [" ", "x", "本", "", " ", " "])
        b.put("y", column: 2, row: 0, style: .plain) // the left half of 本
        XCTAssertEqual(texts(b, row: 0), [" ", "x", "y", " ", " ", " "])
        b.put("日", column: 3, row: 0, style: .plain)
        b.put("本", column: 2, row: 0, style: .plain) // its right half lands on 日's left half
        XCTAssertEqual(texts(b, row: 0), [" ", "x", "本", "", " ", " "])
    }

    func testFillAndRestyle() {
        var b = ScreenBuffer(size: TerminalSize(columns: 4, rows: 3))
        let red = CellStyle(background: .rgb(255, 0, 0))
        b.fill(column: 1, row: 1, width: 10, height: 1, style: red)
        b.put("ab", column: 1, row: 1, style: red)
        b.restyle(column: 0, row: 1, width: 2, height: 1) { $0.reverse = true }
        XCTAssertEqual(b[column: 1, row: 1], Cell("a", style: CellStyle(background: .rgb(255, 0, 0), reverse: true)))
        XCTAssertEqual(b[column: 0, row: 1].style, CellStyle(reverse: true))
        XCTAssertEqual(b[column: 3, row: 1], Cell(" ", style: red))
        XCTAssertEqual(b[column: 3, row: 0], .blank)
    }

    func testSnapshotShowsTextStylesAndCursor() {
        var b = ScreenBuffer(size: TerminalSize(columns: 6, rows: 2))
        b.put("日x", column: 0, row: 0, style: CellStyle(foreground: .rgb(0x11, 0x22, 0xAA), bold: true))
        b.put("ok", column: 2, row: 1, style: CellStyle(reverse: true))
        b.cursor = CellPosition(column: 4, row: 1)
        XCTAssertEqual(
            b.snapshot(),
            """
            日x
              ok
            --
            a<a
            ..bb
            --
            a fg #1122aa bold
            b reverse
            cursor 4,1

            """)
    }
}
