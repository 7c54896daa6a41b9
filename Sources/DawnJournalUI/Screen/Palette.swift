import DawnJournal

/// The colours of a colour mode: habit colours for blocks, pills and glyphs, with text by the
/// contrast rule (`HabitColor.textColor`); monochrome without colours, focus in reverse video.
/// The colours drawn on the terminal's own background (`onBackground`) are the theme's: each
/// reaches 4.5:1 against every background of `Theme.backgrounds` (PaletteContrastTests).
struct Palette {
    var mode: ColorMode
    var theme: Theme
    init(_ mode: ColorMode, _ theme: Theme = .dark) {
        self.mode = mode
        self.theme = theme
    }

    /// The theme's colours for text on the terminal's background.
    struct Ink: Equatable {
        var warning: UIColor
        var now: UIColor
        var done: UIColor
        var bar: UIColor
    }

    static func ink(_ theme: Theme) -> Ink {
        switch theme {
        case .dark:
            Ink(
                warning: .rgb(0xE0, 0x8A, 0x00), now: .rgb(0xFF, 0x6B, 0x6B), done: .rgb(0x3F, 0xB9, 0x50),
                bar: .rgb(0xA6, 0xA6, 0xA6))
        case .light:
            Ink(
                warning: .rgb(0x8A, 0x53, 0x00), now: .rgb(0xB4, 0x23, 0x18), done: .rgb(0x17, 0x6B, 0x2F),
                bar: .rgb(0x61, 0x61, 0x61))
        }
    }

    /// Backgrounds a theme is held to: black and common dark terminal backgrounds (VS Code,
    /// One Dark, Tango, Ubuntu); white and common light ones (Solarized light, light greys).
    static func backgrounds(_ theme: Theme) -> [UIColor] {
        switch theme {
        case .dark:
            [
                .rgb(0, 0, 0), .rgb(0x1E, 0x1E, 0x1E), .rgb(0x28, 0x2C, 0x34), .rgb(0x2E, 0x34, 0x36),
                .rgb(0x30, 0x0A, 0x24),
            ]
        case .light: [.rgb(0xFF, 0xFF, 0xFF), .rgb(0xFD, 0xF6, 0xE3), .rgb(0xF5, 0xF5, 0xF5), .rgb(0xEE, 0xEE, 0xEE)]
        }
    }

    var ink: Ink { Self.ink(theme) }

    var color: Bool { mode != .none }
    static func rgb(_ c: HabitColor) -> UIColor { .rgb(c.red, c.green, c.blue) }

    var dim: CellStyle { CellStyle(dim: true) }
    var focus: CellStyle { CellStyle(reverse: true) }
    var overlay: CellStyle {
        color
            ? CellStyle(foreground: .rgb(0xF5, 0xF5, 0xF5), background: .rgb(0x30, 0x30, 0x38))
            : CellStyle(reverse: true)
    }
    var warning: CellStyle { color ? CellStyle(foreground: ink.warning, bold: true) : CellStyle(bold: true) }
    /// The current time's line: underlined blanks in the now colour.
    var nowLine: CellStyle {
        color ? CellStyle(foreground: ink.now, underline: true) : CellStyle(underline: true)
    }
    /// The current time's label, on the line.
    var now: CellStyle {
        var s = nowLine
        s.bold = true
        return s
    }
    var done: CellStyle { color ? CellStyle(foreground: ink.done) : .plain }
    /// Insights' bars: grey, the checklist app's neutral colour (no green, no red); plain
    /// without colours.
    var bar: CellStyle { color ? CellStyle(foreground: ink.bar) : .plain }

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
