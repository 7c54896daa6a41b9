import DawnJournalUI
import XCTest

final class TerminalScreenWriterTests: XCTestCase {
    let size = TerminalSize(columns: 80, rows: 24)

    private func blank(_ size: TerminalSize? = nil) -> ScreenBuffer { ScreenBuffer(size: size ?? self.size) }

    private func sample() -> ScreenBuffer {
        var b = blank()
        _ = b.put("Saturday 2026-11-21  today", column: 0, row: 0, style: CellStyle(bold: true))
        _ = b.put("◀ ▶", column: 76, row: 0, style: .plain)
        _ = b.put(
            "06:30 🏃 Morning Run 06:30-07:15", column: 2, row: 3,
            style: CellStyle(foreground: .rgb(20, 20, 20), background: .rgb(255, 138, 101)))
        _ = b.put("[x] 🧘🏽 Meditate", column: 44, row: 5, style: CellStyle(dim: true))
        _ = b.put("日本語 wide", column: 44, row: 6, style: CellStyle(underline: true))
        _ = b.put("3 of 7 completed", column: 44, row: 20, style: CellStyle(reverse: true))
        return b
    }

    func testFirstFrameDrawsEverythingInsideOneSynchronizedUpdate() {
        var writer = ScreenWriter(colorMode: .trueColor)
        let bytes = writer.write(sample())
        XCTAssertTrue(bytes.starts(with: Array("\u{1b}[?2026h".utf8)))
        XCTAssertTrue(bytes.reversed().starts(with: Array("\u{1b}[?2026l".utf8).reversed()))
        var vt = VirtualTerminal(size: size)
        vt.feed(bytes)
        XCTAssertEqual(vt.problems, [])
        vt.assertShows(sample())
        // The same frame again: not a byte.
        XCTAssertEqual(writer.write(sample()), [])
    }

    /// A small change is written bare; a larger one inside one synchronized update.
    func testOnlyALargerChangeIsWrappedInASynchronizedUpdate() {
        var writer = ScreenWriter(colorMode: .trueColor)
        var vt = VirtualTerminal(size: size)
        var frame = sample()
        vt.feed(writer.write(frame))
        let begin = Array("\u{1b}[?2026h".utf8)
        _ = frame.put("X", column: 40, row: 12, style: .plain)
        let small = writer.write(frame)
        XCTAssertFalse(small.starts(with: begin), String(decoding: small, as: UTF8.self).debugDescription)
        vt.feed(small)
        vt.assertShows(frame)
        for row in 0..<size.rows {
            _ = frame.put(String(repeating: "y", count: 20), column: 0, row: row, style: .plain)
        }
        let large = writer.write(frame)
        XCTAssertGreaterThan(large.count, 256)
        XCTAssertTrue(large.starts(with: begin))
        XCTAssertTrue(large.reversed().starts(with: Array("\u{1b}[?2026l".utf8).reversed()))
        vt.feed(large)
        vt.assertShows(frame)
    }

    func testOneCellChangeIsSmall() {
        var writer = ScreenWriter(colorMode: .trueColor)
        var vt = VirtualTerminal(size: size)
        var frame = sample()
        vt.feed(writer.write(frame))
        _ = frame.put("X", column: 40, row: 12, style: .plain)
        let bytes = writer.write(frame)
        XCTAssertLessThan(bytes.count, 40, String(decoding: bytes, as: UTF8.self).debugDescription)
        vt.feed(bytes)
        vt.assertShows(frame)
        // A change of colour on one cell.
        _ = frame.put("X", column: 40, row: 12, style: CellStyle(bold: true))
        let styled = writer.write(frame)
        XCTAssertLessThan(styled.count, 40, String(decoding: styled, as: UTF8.self).debugDescription)
        vt.feed(styled)
        vt.assertShows(frame)
    }

    /// A slot cursor moving down one row: the old row's highlight off, the new one's on.
    func testCursorMoveSizedChangeIsUnder200Bytes() {
        var writer = ScreenWriter(colorMode: .trueColor)
        var vt = VirtualTerminal(size: size)
        func frame(cursorRow: Int) -> ScreenBuffer {
            var b = sample()
            for row in 8..<16 {
                let time = "\(row):00"
                let style = row == cursorRow ? CellStyle(background: .rgb(60, 60, 70)) : .plain
                _ = b.put(time + String(repeating: " ", count: 36), column: 0, row: row, style: style)
            }
            return b
        }
        vt.feed(writer.write(frame(cursorRow: 9)))
        let bytes = writer.write(frame(cursorRow: 10))
        XCTAssertLessThan(bytes.count, 200)
        vt.feed(bytes)
        XCTAssertEqual(vt.problems, [])
        vt.assertShows(frame(cursorRow: 10))
    }

    /// Blanks are erased (ECH) only in the terminal's own colours: ECH draws no underline, so
    /// the underlined blanks of the time line are written as spaces, in colour and without.
    func testUnderlinedBlanksAreWrittenNotErased() {
        for mode in [ColorMode.trueColor, .none] {
            var writer = ScreenWriter(colorMode: mode)
            var vt = VirtualTerminal(size: size)
            var frame = sample()
            _ = frame.put(String(repeating: "x", count: 40), column: 7, row: 12, style: .plain)
            vt.feed(writer.write(frame))
            frame.fill(
                column: 7, row: 12, width: 40, height: 1,
                style: CellStyle(foreground: .rgb(0xE0, 0x40, 0x40), underline: true))
            frame.fill(column: 7, row: 13, width: 40, height: 1, style: CellStyle(underline: true))
            let bytes = writer.write(frame)
            let text = String(decoding: bytes, as: UTF8.self)
            XCTAssertFalse(text.contains("X"), "\(mode): \(text.debugDescription)")
            vt.feed(bytes)
            XCTAssertEqual(vt.problems, [])
            vt.assertShows(frame, monochrome: mode == .none, "\(mode)")
            // Plain blanks where they were: erased.
            frame.fill(column: 7, row: 12, width: 40, height: 2, style: .plain)
            let erase = writer.write(frame)
            XCTAssertTrue(String(decoding: erase, as: UTF8.self).contains("X"), "\(mode)")
            vt.feed(erase)
            vt.assertShows(frame, monochrome: mode == .none, "\(mode)")
        }
    }

    func testInvalidateRedrawsTheWholeScreen() {
        var writer = ScreenWriter(colorMode: .trueColor)
        _ = writer.write(sample())
        writer.invalidate()
        var vt = VirtualTerminal(size: size)
        // What someone else left on the screen is cleared.
        vt.feed(Array("garbage everywhere\u{1b}[5;5Hmore".utf8))
        vt.feed(writer.write(sample()))
        vt.assertShows(sample())
        // A new size redraws whole, too.
        let bigger = TerminalSize(columns: 100, rows: 30)
        var b = blank(bigger)
        _ = b.put("bigger", column: 90, row: 29, style: .plain)
        var vt2 = VirtualTerminal(size: bigger)
        vt2.feed(writer.write(b))
        vt2.assertShows(b)
    }

    func testTextCursorShownWhereTheBufferSays() {
        var writer = ScreenWriter(colorMode: .trueColor)
        var vt = VirtualTerminal(size: size)
        var frame = sample()
        vt.feed(writer.write(frame))
        XCTAssertFalse(vt.cursorVisible)
        frame.cursor = CellPosition(column: 7, row: 23)
        _ = frame.put("Note: ab", column: 0, row: 23, style: .plain)
        vt.feed(writer.write(frame))
        XCTAssertTrue(vt.cursorVisible)
        XCTAssertEqual(vt.column, 7)
        XCTAssertEqual(vt.row, 23)
        vt.assertShows(frame)
        frame.cursor = nil
        vt.feed(writer.write(frame))
        XCTAssertFalse(vt.cursorVisible)
        XCTAssertEqual(writer.write(frame), [])
    }

    /// A terminal that draws a composed emoji scalar by scalar (a skin tone as a second wide
    /// character, as tmux does) or a wide one narrow (✍️ as one cell): the cells after it still
    /// show the buffer, in the diff of the next frames as in the first.
    func testCellsAfterAComposedCharacterSurviveATerminalThatDisagreesOnItsWidth() {
        let size = TerminalSize(columns: 40, rows: 3)
        func frame(_ emoji: String, _ tail: String = " Morning Run") -> ScreenBuffer {
            var b = ScreenBuffer(size: size)
            b.put("[x] ", column: 0, row: 1, style: .plain)
            let w = b.put(emoji, column: 4, row: 1, style: .plain)
            b.put(tail, column: 4 + w, row: 1, style: CellStyle(bold: true))
            b.put("✍️ Journal", column: 0, row: 2, style: .plain)
            return b
        }
        var writer = ScreenWriter(colorMode: .trueColor)
        var vt = VirtualTerminal(size: size, perScalar: true)
        for next in [frame("🏃"), frame("🏃🏽"), frame("🚶‍♀️"), frame("🏃🏽", " Morning Walk"), frame("🏃")] {
            vt.feed(writer.write(next))
            XCTAssertEqual(vt.problems, [])
            vt.assertShows(next, skippingComposed: true)
        }
    }

    func testColorModes() {
        var frame = blank(TerminalSize(columns: 10, rows: 2))
        _ = frame.put(
            "a", column: 0, row: 0,
            style: CellStyle(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255), reverse: true))
        var truecolor = ScreenWriter(colorMode: .trueColor)
        XCTAssertTrue(String(decoding: truecolor.write(frame), as: UTF8.self).contains("38;2;255;0;0"))
        var palette = ScreenWriter(colorMode: .palette256)
        let p = String(decoding: palette.write(frame), as: UTF8.self)
        XCTAssertTrue(p.contains("38;5;196"), p.debugDescription)
        XCTAssertTrue(p.contains("48;5;21"), p.debugDescription)
        var mono = ScreenWriter(colorMode: .none)
        let m = String(decoding: mono.write(frame), as: UTF8.self)
        XCTAssertFalse(m.contains("38;"), m.debugDescription)
        XCTAssertFalse(m.contains("48;"), m.debugDescription)
        XCTAssertTrue(m.contains("7m") || m.contains(";7"), m.debugDescription) // reverse video stays
    }

    func testPalette256() {
        XCTAssertEqual(ScreenWriter.palette256(0, 0, 0), 16)
        XCTAssertEqual(ScreenWriter.palette256(255, 255, 255), 231)
        XCTAssertEqual(ScreenWriter.palette256(255, 0, 0), 196)
        XCTAssertEqual(ScreenWriter.palette256(128, 128, 128), 244)
        XCTAssertEqual(ScreenWriter.palette256(0, 95, 135), 24)
    }

    func testControlCharactersNeverReachTheTerminal() {
        // Built without `put`, which would escape them: the writer is the last line of defence.
        var frame = blank(TerminalSize(columns: 10, rows: 1))
        _ = frame.put("ok", column: 0, row: 0, style: .plain)
        var writer = ScreenWriter(colorMode: .trueColor)
        let bytes = writer.write(frame)
        XCTAssertEqual(ScreenWriter.printable("a\u{1b}[2Jb\u{7}\u{9b}"), Array("a?[2Jb??".utf8))
        XCTAssertFalse(bytes.isEmpty)
    }

    /// Issue 33: a habit named with a zero-width joiner that joins nothing ("Re\u{200D}ad") left
    /// stale cells in tmux, which joins the next character it is sent to the cell before the
    /// cursor, wherever that is by then. Such a joiner is not drawn.
    func testAJoinerThatJoinsNothingLeavesNoStaleCell() {
        let size = TerminalSize(columns: 16, rows: 2)
        var frame = blank(size)
        _ = frame.put("[ ] Re\u{200D}ad\u{200D}", column: 0, row: 0, style: .plain)
        _ = frame.put("🏃‍♀️ Journal", column: 2, row: 1, style: CellStyle(bold: true))
        var writer = ScreenWriter(colorMode: .trueColor)
        var vt = VirtualTerminal(size: size, joinsAfterJoiner: true)
        vt.feed(writer.write(frame))
        XCTAssertEqual(vt.problems, [])
        XCTAssertEqual(vt.text[0].joined(), "[ ] Read        ")
        XCTAssertEqual(Array(vt.text[1].prefix(4)), [" ", " ", "🏃‍♀️", ""])
        vt.assertShows(frame)
    }

    /// Random frames in a row, each written as the difference from the one before: the
    /// terminal model always shows exactly the latest frame.
    func testRandomFramesReplayToTheBuffer() {
        var rng = SplitMix(seed: 42)
        let words = ["Run", "🏃", "日本", "·", "[x]", "🧘🏽", "—", "a b", "06:30", "◀", "é"]
        let styles: [CellStyle] = [
            .plain, CellStyle(bold: true), CellStyle(dim: true), CellStyle(reverse: true), CellStyle(underline: true),
            CellStyle(foreground: .rgb(255, 138, 101)), CellStyle(background: .rgb(30, 30, 30), bold: true),
            CellStyle(foreground: .rgb(1, 2, 3), background: .rgb(200, 100, 0), underline: true),
        ]
        for mode in [ColorMode.trueColor, .none] {
            let size = TerminalSize(columns: 30, rows: 8)
            var writer = ScreenWriter(colorMode: mode)
            var vt = VirtualTerminal(size: size)
            var frame = blank(size)
            for round in 0..<300 {
                for _ in 0..<(1 + Int(rng.next() % 6)) {
                    let word = words[Int(rng.next() % UInt64(words.count))]
                    let style = styles[Int(rng.next() % UInt64(styles.count))]
                    _ = frame.put(word, column: Int(rng.next() % 30), row: Int(rng.next() % 8), style: style)
                }
                if rng.next() % 50 == 0 { writer.invalidate() }
                vt.feed(writer.write(frame))
                XCTAssertEqual(vt.problems, [], "round \(round)")
                vt.assertShows(frame, monochrome: mode == .none, "round \(round) \(mode)")
                if !vt.problems.isEmpty { return }
            }
        }
    }
}

/// A tiny VT100/xterm model, enough to replay what `ScreenWriter` writes: printable text (wide
/// characters take two columns, as the buffer laid them out), CUP/CUU/CUD/CUF/CUB, CR, ED 2,
/// SGR (the attributes and colours it writes) and the synchronized-update mode. Anything else
/// is recorded as a problem.
struct VirtualTerminal {
    let size: TerminalSize
    var text: [[String]]
    var style: [[CellStyle]]
    var column = 0
    var row = 0
    var pen = CellStyle.plain
    var problems: [String] = []
    /// Whether a character was written at the last column (the next would wrap).
    var pendingWrap = false
    var cursorVisible = true

    /// Draws each scalar of a grapheme on its own (zero-width joiners and variation selectors
    /// taking no cell), as a terminal without grapheme clustering does.
    let perScalar: Bool
    /// Joins the character written after a zero-width joiner to the cell left of the cursor,
    /// wherever the cursor has gone in between, as tmux 3.3 does.
    let joinsAfterJoiner: Bool
    var joinNext = false

    init(size: TerminalSize, perScalar: Bool = false, joinsAfterJoiner: Bool = false) {
        self.size = size
        self.perScalar = perScalar
        self.joinsAfterJoiner = joinsAfterJoiner
        text = Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
        style = Array(repeating: Array(repeating: .plain, count: size.columns), count: size.rows)
    }

    mutating func feed(_ bytes: [UInt8]) {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") else {
                    problems.append("lone ESC at \(i)")
                    return
                }
                var j = i + 2
                while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
                guard j < bytes.count else {
                    problems.append("cut sequence")
                    return
                }
                csi(String(decoding: bytes[(i + 2)..<j], as: UTF8.self), bytes[j])
                i = j + 1
                continue
            }
            if b == 0x0D {
                column = 0
                pendingWrap = false
                i += 1
                continue
            }
            if b == 0x08 {
                // Backspace: one column left (from a pending wrap, onto the last column).
                if !pendingWrap { column -= 1 }
                pendingWrap = false
                if column < 0 {
                    problems.append("backspace off the screen at \(row)")
                    column = 0
                }
                i += 1
                continue
            }
            if b < 0x20 || b == 0x7F {
                problems.append("control byte \(b)")
                i += 1
                continue
            }
            // One grapheme: up to the next ESC or control byte, split into characters.
            var j = i
            while j < bytes.count, bytes[j] >= 0x20, bytes[j] != 0x7F, bytes[j] != 0x1B { j += 1 }
            for c in String(decoding: bytes[i..<j], as: UTF8.self) {
                if joinNext {
                    joinNext = false
                    if column > 0 { text[row][column - 1] += String(c) }
                    continue
                }
                joinNext = joinsAfterJoiner && c.unicodeScalars.last == "\u{200D}"
                if !perScalar {
                    print(c)
                    continue
                }
                for scalar in c.unicodeScalars {
                    let v = scalar.value
                    if v == 0x200D || (0xFE00...0xFE0F).contains(v) || (0x0300...0x036F).contains(v) { continue }
                    print(Character(scalar))
                }
            }
            i = j
        }
    }

    static func isWide(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1FAFF).contains(v)
    }

    mutating func print(_ c: Character) {
        let width = Self.isWide(c) ? 2 : 1
        if pendingWrap || column + width > size.columns {
            problems.append("wrote \(c) past the right edge at \(column),\(row)")
            return
        }
        // Overwriting half of a wide character erases all of it, as xterm does.
        if text[row][column].isEmpty, column > 0 { text[row][column - 1] = " " }
        if column + width < size.columns, text[row][column + width].isEmpty { text[row][column + width] = " " }
        text[row][column] = String(c)
        style[row][column] = pen
        if width == 2 {
            text[row][column + 1] = ""
            style[row][column + 1] = pen
        }
        column += width
        if column >= size.columns {
            column = size.columns - 1
            pendingWrap = true
        }
    }

    mutating func csi(_ parameters: String, _ final: UInt8) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let n = max(1, numbers.first ?? 1)
        pendingWrap = false
        switch final {
        case UInt8(ascii: "H"):
            row = max(1, numbers.first ?? 1) - 1
            column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case UInt8(ascii: "A"): row -= n
        case UInt8(ascii: "B"): row += n
        case UInt8(ascii: "C"): column += n
        case UInt8(ascii: "D"): column -= n
        case UInt8(ascii: "J"):
            guard parameters == "2" else { return problems.append("ED \(parameters)") }
            for r in 0..<size.rows {
                for c in 0..<size.columns {
                    text[r][c] = " "
                    style[r][c] = CellStyle(background: pen.background)
                }
            }
        case UInt8(ascii: "X"):
            // ECH: n cells from the cursor become blanks in the pen's background (a wide
            // character cut in half goes whole, as in xterm); the cursor stays.
            let end = min(size.columns, column + n)
            if text[row][column].isEmpty, column > 0 { text[row][column - 1] = " " }
            if end < size.columns, text[row][end].isEmpty { text[row][end] = " " }
            for c in column..<end {
                text[row][c] = " "
                style[row][c] = CellStyle(background: pen.background)
            }
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            if parameters == "?25" {
                cursorVisible = final == UInt8(ascii: "h")
                return
            }
            guard parameters == "?2026" else { return problems.append("mode \(parameters)") }
        case UInt8(ascii: "m"): sgr(parameters.isEmpty ? [0] : numbers)
        default: problems.append("CSI \(parameters)\(Character(Unicode.Scalar(final)))")
        }
        if row < 0 || row >= size.rows || column < 0 || column >= size.columns {
            problems.append("cursor off the screen at \(column),\(row)")
            row = max(0, min(row, size.rows - 1))
            column = max(0, min(column, size.columns - 1))
        }
    }

    mutating func sgr(_ numbers: [Int]) {
        var k = 0
        while k < numbers.count {
            switch numbers[k] {
            case 0: pen = .plain
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 22:
                pen.bold = false
                pen.dim = false
            case 24: pen.underline = false
            case 27: pen.reverse = false
            case 39: pen.foreground = .terminalDefault
            case 49: pen.background = .terminalDefault
            case 38, 48:
                guard k + 4 < numbers.count, numbers[k + 1] == 2 else {
                    problems.append("colour \(numbers)")
                    return
                }
                let color = UIColor.rgb(UInt8(numbers[k + 2]), UInt8(numbers[k + 3]), UInt8(numbers[k + 4]))
                if numbers[k] == 38 { pen.foreground = color } else { pen.background = color }
                k += 4
            default: problems.append("SGR \(numbers[k])")
            }
            k += 1
        }
    }

    /// - Parameter skippingComposed: leave out the cells of graphemes of several scalars (how
    ///   they look is the terminal's business; the cells around them are checked).
    func assertShows(
        _ buffer: ScreenBuffer, monochrome: Bool = false, skippingComposed: Bool = false, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for r in 0..<size.rows {
            for c in 0..<size.columns {
                if skippingComposed {
                    let here = buffer[column: c, row: r].text
                    let left = c > 0 ? buffer[column: c - 1, row: r].text : ""
                    if here.unicodeScalars.count > 1 || (here.isEmpty && left.unicodeScalars.count > 1) { continue }
                }
                var cell = buffer[column: c, row: r]
                if cell.text.isEmpty,
                    c == 0
                        || !buffer[column: c - 1, row: r].text.isEmpty
                            && !Self.isWide(Character(buffer[column: c - 1, row: r].text))
                {
                    cell.text = " " // an orphaned right half shows as a space
                }
                var expected = cell.style
                if monochrome {
                    expected.foreground = .terminalDefault
                    expected.background = .terminalDefault
                }
                if text[r][c] != cell.text || (cell.text != " " && style[r][c] != expected)
                    || (cell.text == " " && style[r][c] != expected)
                {
                    XCTFail(
                        "\(message) cell \(c),\(r): shows \(text[r][c].debugDescription) \(style[r][c]), want \(cell.text.debugDescription) \(expected)",
                        file: file, line: line)
                    return
                }
            }
        }
    }
}
