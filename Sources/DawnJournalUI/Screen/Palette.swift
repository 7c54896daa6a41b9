import DawnJournal

/// The colours of a colour mode: habit colours for blocks, pills and glyphs, with text by the
/// contrast rule (`HabitColor.textColor`); monochrome without colours, focus in reverse video.
struct Palette {
    var mode: ColorMode
    init(_ mode: ColorMode) { self.mode = mode }

    var color: Bool { mode != .none }
    static func rgb(_ c: HabitColor) -> UIColor { .rgb(c.red, c.green, c.blue) }

    var dim: CellStyle { CellStyle(dim: true) }
    var focus: CellStyle { CellStyle(reverse: true) }
    var overlay: CellStyle {
        color
            ? CellStyle(foreground: .rgb(0xF5, 0xF5, 0xF5), background: .rgb(0x30, 0x30, 0x38))
            : CellStyle(reverse: true)
    }
    var warning: CellStyle { color ? CellStyle(foreground: .rgb(0xE0, 0x8A, 0x00), bold: true) : CellStyle(bold: true) }
    /// The current time's line: underlined blanks in the now colour.
    var nowLine: CellStyle {
        color ? CellStyle(foreground: .rgb(0xE0, 0x40, 0x40), underline: true) : CellStyle(underline: true)
    }
    /// The current time's label, on the line.
    var now: CellStyle {
        var s = nowLine
        s.bold = true
        return s
    }
    var done: CellStyle { color ? CellStyle(foreground: .rgb(0x2E, 0xA0, 0x43)) : .plain }

    func pill(_ h: Habit) -> CellStyle {
        guard color, let c = h.displayColor else { return CellStyle(reverse: true) }
        return CellStyle(foreground: Self.rgb(c.textColor), background: Self.rgb(c))
    }

    func glyph(_ h: Habit) -> CellStyle {
        guard color, let c = h.displayColor else { return .plain }
        return CellStyle(foreground: Self.rgb(c))
    }

    func block(_ h: Habit?, ghost: Bool) -> CellStyle {
        guard color, let c = h?.displayColor else { return CellStyle(bold: !ghost, dim: ghost) }
        return CellStyle(foreground: Self.rgb(c.textColor), background: Self.rgb(c), dim: ghost)
    }
}
