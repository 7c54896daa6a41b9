import DawnSource

/// How many colours the terminal shows: none (`NO_COLOR`, `--color never`: monochrome, focus in
/// reverse video), the 256-colour palette, or 24-bit colour. The view draws in `UIColor.rgb`
/// either way; the terminal side maps it to the palette.
public enum ColorMode: Hashable, Sendable { case none, palette256, trueColor }

/// A cell's colour: the terminal's own, or an RGB colour.
public enum UIColor: Hashable, Sendable {
    case terminalDefault
    case rgb(UInt8, UInt8, UInt8)
}

/// A cell's colours and attributes.
public struct CellStyle: Hashable, Sendable {
    public var foreground: UIColor
    public var background: UIColor
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(
        foreground: UIColor = .terminalDefault, background: UIColor = .terminalDefault, bold: Bool = false,
        dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default colours, no attribute.
    public static let plain = CellStyle()
}

/// One character cell: one grapheme of display width 1 or 2, or `""` for the right half of a
/// wide character (the cell to its left holds it). Never a control character: `ScreenBuffer.put`
/// shows those escaped.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var style: CellStyle

    public init(_ text: String = " ", style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// A space in the plain style.
    public static let blank = Cell()
}

/// A cell position, 0-based.
public struct CellPosition: Hashable, Sendable {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// A screen as a grid of cells, row by row: what the view draws, and what the terminal side
/// compares with the previous frame to write only the cells that changed.
public struct ScreenBuffer: Equatable, Sendable {
    public let size: TerminalSize
    /// The cells, row-major: `cells[row * size.columns + column]`.
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor is shown (a text field being edited), or nil to hide it.
    public var cursor: CellPosition?

    public init(size: TerminalSize, fill: Cell = .blank) {
        let size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
        self.size = size
        self.cells = Array(repeating: fill, count: size.columns * size.rows)
    }

    /// The cell at a position; a blank one outside the screen.
    public subscript(column column: Int, row row: Int) -> Cell {
        guard contains(column: column, row: row) else { return .blank }
        return cells[row * size.columns + column]
    }

    func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < size.columns && row < size.rows
    }

    /// Writes `text` from (`column`, `row`) in `style`, and returns the columns it took.
    ///
    /// Each grapheme takes its display width (`DisplayWidth`): an emoji or East Asian wide
    /// character two cells, its right half `""`; a zero-width one none (it is dropped). A control
    /// character is shown as `ControlEscape` shows it (`\e`, `\x07`), a tab as spaces to its
    /// width. Text past the screen's right edge or past `maxWidth` columns is cut; a wide
    /// character that does not fit whole leaves a space. Overwriting half of a wide character
    /// blanks its other half, so no cell is left holding half a character.
    @discardableResult
    public mutating func put(
        _ text: String, column: Int, row: Int, style: CellStyle, maxWidth: Int? = nil
    ) -> Int {
        guard row >= 0, row < size.rows else { return 0 }
        let limit = min(size.columns, column + max(0, maxWidth ?? Int.max - max(0, column)))
        var x = column
        func emit(_ grapheme: String, width: Int) -> Bool {
            guard width > 0 else { return true }
            if x + width > limit {
                // Half a wide character does not fit: a space where it would start.
                while x < limit {
                    set(Cell(" ", style: style), column: x, row: row)
                    x += 1
                }
                return false
            }
            if x >= 0 {
                set(Cell(grapheme, style: style), column: x, row: row)
                for k in 1..<max(1, width) { set(Cell("", style: style), column: x + k, row: row) }
            } else {
                // Cut on the left: only the part on screen, as spaces.
                for k in 0..<width where x + k >= 0 { set(Cell(" ", style: style), column: x + k, row: row) }
            }
            x += width
            return true
        }
        loop: for c in text {
            let scalars = c.unicodeScalars
            if scalars.contains(where: { Self.isShownEscaped($0.value) }) {
                for s in scalars {
                    let v = s.value
                    let piece: String
                    if v == 0x09 {
                        piece = String(repeating: " ", count: DisplayWidth.of(Character("\t")))
                    } else if Self.isShownEscaped(v) {
                        piece = ControlEscape.shown(v)
                    } else {
                        let w = DisplayWidth.of(Character(s))
                        if !emit(String(s), width: w) { break loop }
                        continue
                    }
                    for p in piece where !emit(String(p), width: 1) { break loop }
                }
                continue
            }
            if !emit(Self.drawn(c), width: DisplayWidth.of(c)) { break }
        }
        return max(0, x - column)
    }

    /// Sets every cell of a rectangle (cut to the screen) to `text` (one column wide) in `style`.
    public mutating func fill(
        column: Int, row: Int, width: Int, height: Int, style: CellStyle, text: String = " "
    ) {
        let text =
            text.count == 1 && DisplayWidth.of(text) == 1
                && !text.unicodeScalars.contains { Self.isShownEscaped($0.value) }
            ? text : " "
        for r in max(0, row)..<max(max(0, row), min(size.rows, row + height)) {
            for c in max(0, column)..<max(max(0, column), min(size.columns, column + width)) {
                set(Cell(text, style: style), column: c, row: r)
            }
        }
    }

    /// Changes the style of the cells of a rectangle (cut to the screen), keeping their text:
    /// a highlight or a focus over text already drawn.
    public mutating func restyle(
        column: Int, row: Int, width: Int, height: Int, _ change: (inout CellStyle) -> Void
    ) {
        for r in max(0, row)..<max(max(0, row), min(size.rows, row + height)) {
            for c in max(0, column)..<max(max(0, column), min(size.columns, column + width)) {
                change(&cells[r * size.columns + c].style)
            }
        }
    }

    private mutating func set(_ cell: Cell, column: Int, row: Int) {
        guard contains(column: column, row: row) else { return }
        let i = row * size.columns + column
        let old = cells[i]
        // Overwriting the right half of a wide character: its left half goes too.
        if old.text.isEmpty, !cell.text.isEmpty, column > 0 {
            cells[i - 1].text = " "
        }
        // Overwriting the left half of a wide character with something narrower: its right half goes.
        if DisplayWidth.of(old.text) == 2, DisplayWidth.of(cell.text) != 2, column + 1 < size.columns,
            cells[i + 1].text.isEmpty
        {
            cells[i + 1].text = " "
        }
        cells[i] = cell
    }

    /// The character as its cell holds it: a zero-width joiner at its end joins nothing (what
    /// follows is another character) and is left out, for a terminal may join to it whatever it
    /// is sent next, wherever that goes (tmux 3.3 does, and left stale cells: issue 33).
    private static func drawn(_ c: Character) -> String {
        var text = String(c)
        guard c.asciiValue == nil else { return text }
        while text.unicodeScalars.count > 1, text.unicodeScalars.last == "\u{200D}" {
            text.unicodeScalars.removeLast()
        }
        return text
    }

    /// A control character (a tab drawn as spaces, anything else escaped), or another character
    /// shown escaped (`ControlEscape`).
    private static func isShownEscaped(_ v: UInt32) -> Bool {
        ControlCharacter.isControl(v) || ControlEscape.isEscaped(v)
    }

    /// The screen as text for golden tests: the characters, row by row (trailing spaces cut),
    /// then a line `--`, then the same grid with one letter per cell naming its style (`.` the
    /// plain style; letters in order of first use; a wide character's right half is `<`), then
    /// the legend of the letters and the cursor's position. Colours are `#rrggbb`.
    public func snapshot() -> String {
        var text: [String] = []
        var layer: [String] = []
        var letters: [CellStyle: Character] = [:]
        var legend: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for r in 0..<size.rows {
            var line = ""
            var styles = ""
            for c in 0..<size.columns {
                let cell = cells[r * size.columns + c]
                line += cell.text
                if cell.text.isEmpty {
                    styles.append("<")
                    continue
                }
                if cell.style == .plain {
                    styles.append(".")
                } else if let l = letters[cell.style] {
                    styles.append(l)
                } else {
                    let l = letters.count < alphabet.count ? alphabet[letters.count] : "?"
                    letters[cell.style] = l
                    legend.append("\(l) \(Self.describe(cell.style))")
                    styles.append(l)
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            while styles.hasSuffix(".") { styles.removeLast() }
            text.append(line)
            layer.append(styles)
        }
        var out = text.joined(separator: "\n") + "\n--\n" + layer.joined(separator: "\n") + "\n--\n"
        out += legend.map { $0 + "\n" }.joined()
        if let cursor { out += "cursor \(cursor.column),\(cursor.row)\n" }
        return out
    }

    static func describe(_ s: CellStyle) -> String {
        var parts: [String] = []
        func hex(_ c: UIColor) -> String {
            switch c {
            case .terminalDefault: return "default"
            case .rgb(let r, let g, let b):
                return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            }
        }
        if s.foreground != .terminalDefault { parts.append("fg " + hex(s.foreground)) }
        if s.background != .terminalDefault { parts.append("bg " + hex(s.background)) }
        if s.bold { parts.append("bold") }
        if s.dim { parts.append("dim") }
        if s.reverse { parts.append("reverse") }
        if s.underline { parts.append("underline") }
        return parts.joined(separator: " ")
    }
}
