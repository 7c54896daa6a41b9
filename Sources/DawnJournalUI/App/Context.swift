import DawnJournal

/// What every tab reads and none owns: the clock, the journal's today and settings, the
/// window's size and its colours. The router hands it to each call of a tab.
struct Context {
    var today: LocalDate
    var now: LocalDateTime
    var size: TerminalSize
    var colorMode: ColorMode
    var theme: Theme = .dark
    var settings: JournalSettings
    /// The help overlay covers the tab: it draws no focus.
    var overlay = false

    var palette: Palette { Palette(colorMode, theme) }
}

/// A rectangle of the screen, in cells: what a layout gives a tab to draw into.
struct Rect: Equatable {
    var column: Int
    var row: Int
    var width: Int
    var height: Int

    /// The first row below it.
    var bottom: Int { row + height }
    /// The first column right of it.
    var right: Int { column + width }
}
