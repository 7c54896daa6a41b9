import DawnJournal

/// The view's state, a value: what every tab shares (the clock, the size, and the status line) and each tab's own state, kept while another tab is shown.
struct Model {
    var today: LocalDate
    var now: LocalDateTime
    var size: TerminalSize
    var colorMode: ColorMode
    /// The terminal's background: the colours drawn on it.
    var theme: Theme = .dark
    /// The journal's settings, as habits.toml last read says.
    var settings: JournalSettings = .default
    /// The tab shown.
    var tab: Tab = .today
    /// A confirmation or a refusal, shown on the status line until the next key.
    var status: String?
    var statusIsError = false
    /// The keys overlay (`?`) and its first row shown; ↓/↑ scroll it, any other key closes it.
    var helpShown = false
    var helpTop = 0
    /// The session's changes, the last on top: what `u` takes back, on any tab.
    var undo: [UndoStep] = []
    var day: TodayState
    var history = HistoryState()
    var insights = InsightsState()
    var habitsTab = HabitsState()

    var context: Context {
        Context(
            today: today, now: now, size: size, colorMode: colorMode, theme: theme, settings: settings,
            overlay: helpShown)
    }
}
