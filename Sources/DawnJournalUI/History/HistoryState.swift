import DawnJournal
import DawnJournalText
import DawnSource

/// The History tab's state, kept while another tab is shown: the cells read so far, the days
/// shown and the cursor.
struct HistoryState {
    /// The matrix's rows: every habit in habits.toml order, as last read.
    var habits: [Habit] = []
    /// The cells read so far, by date: one state per habit, in `habits`' order. Only the blocks
    /// of days that came into view are here (`HistoryTab.blockDays` each).
    var cells: [LocalDate: [CellState]] = [:]
    /// The journal's first day (its first day file or earliest `since`): nothing older is
    /// shown. Nil until the tab has been opened.
    var start: LocalDate?
    /// Whether the cursor and the days shown have been placed (on the first opening).
    var placed = false
    /// The newest day shown, in the leftmost column.
    var newest = LocalDate.earliest
    /// The cursor: its day and its habit's row.
    var cursor = LocalDate.earliest
    var row = 0
    /// The first habit row shown, when the habits need more rows than the window has.
    var topRow = 0
    /// The cursor's day as `day` reads it (its entries and boxes), once read.
    var day: DayView?
    /// Why the matrix or the day could not be read, worded.
    var refusal: String?

    /// The cursor's cell, when it has been read.
    var cursorState: CellState? {
        guard habits.indices.contains(row) else { return nil }
        return cells[cursor]?[row]
    }
}

/// The results of the History tab's commands.
enum HistoryMsg {
    /// The journal's first day was read (the tab opened, or its files changed).
    case started(LocalDate?)
    /// A block of days was read, as `history` reads a window.
    case read(HistoryView)
    /// The cursor's day was read, as `day` reads it.
    case day(DayView)
    /// A read was refused (the update words it).
    case refused(JournalRefusal)
}

/// What the History tab asks the runtime to read. It never writes.
enum HistoryCommand: Job {
    /// The journal's first day (habits.toml and two folder listings; no day file).
    case start
    /// The cells of a window of days (`history --days N --to DATE`: those days' files only).
    case read(ViewWindow)
    /// One day as `day DATE` reads it, for the cursor's entries.
    case day(LocalDate)

    func run(_ app: inout UIApp) -> Any { app.perform(self) }
}

/// The History tab: the habits × days matrix of `history`, newest day at the left, scrolled a
/// day or a week at a time, with a cursor whose cell is named on the status line ("Tue 3 Nov ·
/// Completed") and whose day's entries for the habit are listed under the matrix. Read-only.
///
/// Days are read in blocks of `blockDays` as they come into view (each block a `history`
/// window, the same use case and the same cells as the command), so a step reads at most one
/// block however old the journal; the cursor's day is read as `day` reads it.

extension HistoryState: TabComponent {
    static var helpRows: [(String, String)] { HistoryTab.bindings.helpRows() }
    static var gestures: [Gesture] { HistoryTab.gestures }

    mutating func opened(_ ctx: Context) -> [Effect] { HistoryTab.opened(&self, ctx) }
    mutating func resized(_ ctx: Context, shown: Bool) -> [Effect] { shown ? HistoryTab.ensure(&self, ctx) : [] }
    mutating func key(_ k: KeyPress, _ ctx: Context) -> [Effect]? { HistoryTab.key(&self, ctx, k) }
    mutating func mouse(_ e: MouseEvent, _ ctx: Context) -> [Effect] { HistoryTab.mouse(&self, ctx, e) }
    mutating func update(_ msg: HistoryMsg, _ ctx: Context) -> [Effect] { HistoryTab.update(&self, ctx, msg) }
    func view(_ ctx: Context, _ area: Rect, _ b: inout ScreenBuffer) {
        HistoryTab.view(self, ctx, area, ctx.palette, &b)
    }
    func statusLine(_ ctx: Context) -> StatusLine {
        StatusLine(text: HistoryTab.hints(self, ctx), style: ctx.palette.dim)
    }
    func watchedPaths(_ ctx: Context, shown: Bool) -> [String] { shown ? HistoryTab.watchedPaths(self, ctx) : [] }
}
