import DawnSource

/// Turns frames into the bytes that draw them: only the cells that changed since the frame
/// before (as ratatui's `Buffer::diff`), with the cursor moves and colour changes between them
/// kept short. A full redraw, or a change of more than `unwrappedLimit` bytes, is wrapped in
/// synchronized-update mode (`CSI ? 2026 h` … `l`) so that a terminal that knows it shows the
/// frame whole, and one that does not ignores it; a small change (a cursor move, a tick) goes out
/// unwrapped, in one write the terminal takes in one read, with nothing to tear.
///
/// It remembers the last frame it wrote, where that left the cursor and which attributes are
/// on. `invalidate()` forgets all three, for when the screen was drawn by someone else (a
/// resize, a suspend, the editor): the next frame clears the screen and draws every cell.
///
/// Cells are written as the buffer holds them: one grapheme each, a wide one followed by an
/// empty cell it covers. A control character that reached a cell anyway is written as `?`, so
/// nothing from a file can drive the terminal.
public struct ScreenWriter: Sendable {
    /// How colours are written.
    public var colorMode: ColorMode
    private var previous: ScreenBuffer? = nil
    /// Where the terminal's cursor is, when known (0-based).
    private var cursor: (column: Int, row: Int)? = nil
    /// The attributes on, when known.
    private var current: CellStyle? = nil
    /// Whether the terminal's cursor is shown, when known.
    private var cursorShown: Bool? = nil

    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Makes the next frame a full redraw: clear the screen, then every cell.
    public mutating func invalidate() {
        previous = nil
        cursor = nil
        current = nil
        cursorShown = nil
    }

    /// The bytes that turn the last frame written into `next` (the whole of `next` after
    /// `invalidate()`, at the start, or when the size changed), and then show the terminal's
    /// cursor at `next.cursor` or hide it. Nothing at all when nothing changed.
    public mutating func write(_ next: ScreenBuffer) -> [UInt8] {
        var out: [UInt8] = []
        let columns = next.size.columns
        let rows = next.size.rows
        let full = previous == nil || previous!.size != next.size
        if full {
            out += Self.beginSync
            out += Self.csi("0m")
            out += Self.csi("H")
            out += Self.csi("2J")
            current = .plain
            cursor = (0, 0)
        }
        let before = full ? nil : previous
        var body: [UInt8] = []
        for row in 0..<max(0, rows) {
            var column = 0
            // Cells up to here are written even when unchanged: the terminal may have drawn a
            // composed character wider than the buffer did, over them.
            var forceUntil = 0
            while column < columns {
                var cell = next[column: column, row: row]
                let wide =
                    column + 1 < columns && next[column: column + 1, row: row].text.isEmpty
                    && cell.text.first.map { DisplayWidth.of($0) == 2 } == true
                var width = wide ? 2 : 1
                defer { column += width }
                // The right half of a wide character is skipped with it: an empty cell here has
                // no wide character to its left, and shows as a space.
                if cell.text.isEmpty { cell.text = " " }
                if column >= forceUntil {
                    if let before {
                        var same = before[column: column, row: row] == next[column: column, row: row]
                        if same, wide {
                            same = before[column: column + 1, row: row] == next[column: column + 1, row: row]
                        }
                        if same { continue }
                    } else if cell.text == " ", cell.style == .plain {
                        continue // a cleared screen already shows it
                    }
                }
                if !wide, let run = blankRun(next, column: column, row: row) {
                    // Blanks in the terminal's own colours are erased (ECH), not written, when
                    // that is shorter: a block or the time line that moved away costs a few
                    // bytes. The cursor stays where the erasing began.
                    move(to: (column, row), columns: columns, rows: rows, into: &body)
                    setStyle(.plain, into: &body)
                    body += Self.csi("\(run)X")
                    width = run
                    continue
                }
                move(to: (column, row), columns: columns, rows: rows, into: &body)
                setStyle(cell.style, into: &body)
                let scalars = cell.text.unicodeScalars.count
                if wide && scalars > 1 {
                    // A terminal that draws it narrower leaves the second cell as it was:
                    // blank both first.
                    // (At the right edge the cursor then waits to wrap, and a move back by two
                    // would land one short: `move` places it absolutely there.)
                    body += [0x20, 0x20]
                    cursor = column + 2 < columns ? (column + 2, row) : nil
                    move(to: (column, row), columns: columns, rows: rows, into: &body)
                }
                body += Self.printable(cell.text)
                if column + width >= columns || wide || scalars > 1 {
                    // At the right edge the cursor waits to wrap; after a wide or composed
                    // character the terminal may disagree on its width: place it anew, and
                    // redraw the cells a wider drawing may have covered (two per scalar).
                    cursor = nil
                    if scalars > 1 { forceUntil = max(forceUntil, min(columns, column + 2 * scalars)) }
                } else {
                    cursor = (column + width, row)
                }
            }
        }
        // The text cursor: shown where a field is edited, else hidden. The cursor's place is
        // known after this only when it is shown (a hidden one may be left anywhere).
        if let place = next.cursor, place.column >= 0, place.row >= 0, place.column < columns, place.row < rows {
            move(to: (place.column, place.row), columns: columns, rows: rows, into: &body)
            if cursorShown != true { body += Self.csi("?25h") }
            cursorShown = true
        } else if cursorShown != false {
            body += Self.csi("?25l")
            cursorShown = false
        }
        previous = next
        if body.isEmpty && !full { return [] }
        // A small change (a cursor move, a tick) goes out in one write the terminal takes in
        // one read: nothing to tear, so no synchronized-update wrapper (16 bytes, most of the
        // budget of a cursor move). A full redraw or a larger change is wrapped.
        if !full && body.count <= Self.unwrappedLimit { return body }
        if !full { out += Self.beginSync }
        out += body
        out += Self.endSync
        return out
    }

    /// The length of the run of blank cells in the terminal's own colours from `column` on,
    /// when erasing it (`CSI n X`, then a move past it) is shorter than writing its spaces.
    private func blankRun(_ b: ScreenBuffer, column: Int, row: Int) -> Int? {
        func blank(_ c: Int) -> Bool {
            let cell = b[column: c, row: row]
            return (cell.text == " " || cell.text.isEmpty) && effectiveStyle(cell.style) == .plain
        }
        guard blank(column) else { return nil }
        var end = column + 1
        while end < b.size.columns, blank(end) { end += 1 }
        let run = end - column
        // "CSI n X" and, after it, "CSI n C" at the most.
        return run > 2 * (3 + String(run).count) ? run : nil
    }

    /// The largest change written without a synchronized update around it.
    static let unwrappedLimit = 256

    static let beginSync: [UInt8] = csi("?2026h")
    static let endSync: [UInt8] = csi("?2026l")

    static func csi(_ s: String) -> [UInt8] { [0x1B, 0x5B] + Array(s.utf8) }

    /// The cell's text, every control character (C0, DEL, C1) written as `?`.
    package static func printable(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        for scalar in text.unicodeScalars {
            if ControlCharacter.isControl(scalar.value) {
                out.append(UInt8(ascii: "?"))
            } else {
                out += Array(String(scalar).utf8)
            }
        }
        return out.isEmpty ? [UInt8(ascii: " ")] : out
    }

    /// The shortest of the moves that reach `target`: none, an absolute `CUP`, or relative
    /// moves (up or down, then `CR`, a backspace, or left or right; no line feed).
    private mutating func move(
        to target: (column: Int, row: Int), columns: Int, rows: Int, into out: inout [UInt8]
    ) {
        if let c = cursor, c.column == target.column, c.row == target.row { return }
        var best = Self.csi("\(target.row + 1);\(target.column + 1)H")
        if target.row == 0 && target.column == 0 { best = Self.csi("H") }
        if let c = cursor {
            let d = target.row - c.row
            let vertical: [UInt8] =
                d == 0 ? [] : d > 0 ? Self.csi(d == 1 ? "B" : "\(d)B") : Self.csi(d == -1 ? "A" : "\(-d)A")
            let e = target.column - c.column
            var horizontal: [UInt8] =
                e == 0 ? [] : e > 0 ? Self.csi(e == 1 ? "C" : "\(e)C") : e == -1 ? [0x08] : Self.csi("\(-e)D")
            if target.column == 0 { horizontal = [0x0D] }
            if vertical.count + horizontal.count < best.count { best = vertical + horizontal }
        }
        out += best
        cursor = target
    }

    /// The SGR that turns the attributes on now into `style`: only what changed, or a reset
    /// first when an attribute must go off.
    private mutating func setStyle(_ style: CellStyle, into out: inout [UInt8]) {
        let effective = effectiveStyle(style)
        if let current, current == effective { return }
        var parts: [String] = []
        var base = current ?? .plain
        let needsReset =
            current == nil || (base.bold && !effective.bold) || (base.dim && !effective.dim)
            || (base.reverse && !effective.reverse) || (base.underline && !effective.underline)
        if needsReset {
            parts.append("0")
            base = .plain
        }
        // Bold and dim share one "off" (22): both are set again after a reset.
        if effective.bold && !base.bold { parts.append("1") }
        if effective.dim && !base.dim { parts.append("2") }
        if effective.underline && !base.underline { parts.append("4") }
        if effective.reverse && !base.reverse { parts.append("7") }
        if effective.foreground != base.foreground { parts.append(color(effective.foreground, foreground: true)) }
        if effective.background != base.background { parts.append(color(effective.background, foreground: false)) }
        if !parts.isEmpty { out += Self.csi(parts.joined(separator: ";") + "m") }
        current = effective
    }

    /// The style as this colour mode can show it: without colours in `.none`.
    private func effectiveStyle(_ style: CellStyle) -> CellStyle {
        guard colorMode == .none else { return style }
        var s = style
        s.foreground = .terminalDefault
        s.background = .terminalDefault
        return s
    }

    private func color(_ c: UIColor, foreground: Bool) -> String {
        switch c {
        case .terminalDefault: return foreground ? "39" : "49"
        case .rgb(let r, let g, let b):
            switch colorMode {
            case .trueColor: return "\(foreground ? 38 : 48);2;\(r);\(g);\(b)"
            case .palette256, .none: return "\(foreground ? 38 : 48);5;\(Self.palette256(r, g, b))"
            }
        }
    }

    /// The nearest of xterm's 256 colours to an RGB colour: the 6×6×6 cube (16–231) or the grey
    /// ramp (232–255), whichever is closer.
    public static func palette256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ v: UInt8) -> Int {
            var best = 0
            for (i, level) in levels.enumerated() where abs(level - Int(v)) < abs(levels[best] - Int(v)) { best = i }
            return best
        }
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        func distance(_ a: (Int, Int, Int)) -> Int {
            let dr = a.0 - Int(r)
            let dg = a.1 - Int(g)
            let db = a.2 - Int(b)
            return dr * dr + dg * dg + db * db
        }
        let cube = (levels[ri], levels[gi], levels[bi])
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = max(0, min(23, (average - 8 + 5) / 10))
        let greyLevel = 8 + greyIndex * 10
        if distance((greyLevel, greyLevel, greyLevel)) < distance(cube) { return UInt8(232 + greyIndex) }
        return UInt8(16 + 36 * ri + 6 * gi + bi)
    }
}
