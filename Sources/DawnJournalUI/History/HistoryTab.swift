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
    /// A read was refused, worded.
    case refused(String)
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
enum HistoryTab {
    enum Action: Equatable {
        /// Days and weeks: positive newer.
        case day(Int)
        case week(Int)
        case habit(Int)
        case today, open
    }

    static let bindings: [KeyBinding<Action>] = [
        KeyBinding(
            keys: [KeyPress(.left), .letter("h")], action: .day(1), label: "← → h l", help: "a day newer / older",
            hint: "←→ day", docKeys: "← → `h` `l`",
            doc: "the cursor a day newer / older; the days scroll when it leaves the screen"),
        KeyBinding(keys: [KeyPress(.right), .letter("l")], action: .day(-1), label: "← → h l"),
        KeyBinding(
            keys: [KeyPress(.pageUp)], action: .week(1), label: "PgUp PgDn", help: "a week newer / older",
            hint: "PgUp/Dn week", doc: "the days and the cursor a week newer / older"),
        KeyBinding(keys: [KeyPress(.pageDown)], action: .week(-1), label: "PgUp PgDn"),
        KeyBinding(
            keys: [KeyPress(.up), .letter("k")], action: .habit(-1), label: "↑ ↓ j k", help: "the habit above / below",
            hint: "↑↓ habit", docKeys: "↑ ↓ `j` `k`", doc: "the habit above / below"),
        KeyBinding(keys: [KeyPress(.down), .letter("j")], action: .habit(1), label: "↑ ↓ j k"),
        KeyBinding(
            keys: [.letter("t"), KeyPress(.home)], action: .today, label: "t", help: "back to today",
            docKeys: "`t`, Home", doc: "back to today"),
        KeyBinding(
            keys: [KeyPress(.enter)], action: .open, label: "Enter", help: "open the day in Today", hint: "Enter open",
            doc: "that day in Today (the tab keeps its cursor)"),
    ]

    static let gestures: [Gesture] = [
        Gesture(
            label: "click", help: "the cursor to a cell; a day", doc: "a click",
            does: "on a cell: the cursor there; on a day's number: that day"),
        Gesture(
            label: "the wheel", help: "days older / newer", doc: "the wheel",
            does: "three days older / newer, the cursor kept on screen"),
    ]

    /// The status line's hints after the cursor's tooltip, as many as fit in `width` columns.
    static func hintLine(width: Int = .max) -> String {
        let shared = AppKeys.bindings.hints([.help])
        return (bindings.hints([.day(1), .week(1), .habit(-1), .open]) + shared)
            .hintLine(width: width, keeping: shared.count)
    }

    /// Days read at once when a day comes into view: a block of the grid counted back from
    /// today, so that scrolling a week at a time reads one block every few steps.
    static let blockDays = 30

    static func job(_ command: HistoryCommand) -> Effect { .job(.history, command) }
    /// Days a wheel step scrolls.
    static let wheelDays = 3

    /// The tab was opened (a number key or a click) or its files changed: everything is read
    /// again (the days shown, then the cursor's day), keeping the cursor.
    static func opened(_ s: inout HistoryState, _ ctx: Context) -> [Effect] {
        if !s.placed {
            s.placed = true
            s.newest = ctx.today
            s.cursor = ctx.today
        }
        s.cells = [:]
        s.day = nil
        return [HistoryTab.job(.start)]
    }

    /// A key in the tab; nil when the tab leaves it to the keys of every tab.
    static func key(_ s: inout HistoryState, _ ctx: Context, _ k: KeyPress) -> [Effect]? {
        guard !k.modifiers.contains(.alt), let action = bindings.action(for: k) else { return nil }
        switch action {
        case .day(let step): s.cursor = s.cursor.adding(days: step)
        case .week(let step):
            s.cursor = s.cursor.adding(days: 7 * step)
            s.newest = s.newest.adding(days: 7 * step)
        case .habit(let step): s.row += step
        case .today:
            s.cursor = ctx.today
            s.newest = ctx.today
        case .open:
            guard s.start != nil, s.refusal == nil else { return [] }
            return [.show(.today), .send(.today, TodayMsg.go(s.cursor))]
        }
        return [.clearStatus] + ensure(&s, ctx)
    }

    static func mouse(_ s: inout HistoryState, _ ctx: Context, _ e: MouseEvent) -> [Effect] {
        switch e.kind {
        case .scrollUp, .scrollDown:
            scroll(&s, ctx, by: e.kind == .scrollUp ? wheelDays : -wheelDays)
            return ensure(&s, ctx)
        case .press where e.button == .left:
            let l = HistoryLayout(s, ctx)
            if let k = l.dateIndex(atColumn: e.column), e.row == l.dayRow || l.habitIndex(atRow: e.row) != nil {
                s.cursor = l.dates[k]
            }
            if let i = l.habitIndex(atRow: e.row) { s.row = i }
            return ensure(&s, ctx)
        default:
            return []
        }
    }

    static func update(_ s: inout HistoryState, _ ctx: Context, _ msg: HistoryMsg) -> [Effect] {
        switch msg {
        case .started(let start):
            s.refusal = nil
            // A journal with no day file and no `since` has only today.
            s.start = min(start ?? ctx.today, ctx.today)
            return ensure(&s, ctx)
        case .read(let view):
            let habits = view.rows.map(\.habit)
            if habits != s.habits {
                // habits.toml changed since the other blocks were read: they are read again as
                // they come into view.
                s.habits = habits
                s.cells = [:]
            }
            for (i, date) in view.dates.enumerated() {
                s.cells[date] = view.rows.map { $0.states[i] }
            }
            clamp(&s, ctx)
            return []
        case .day(let view):
            s.day = view
            return []
        case .refused(let text):
            s.refusal = text
            return []
        }
    }

    /// Keeps the cursor in the journal (from its first day to today) and on a habit, the days
    /// shown around it, then reads what came into view: the blocks of days not read yet, and the
    /// cursor's day when it changed.
    static func ensure(_ s: inout HistoryState, _ ctx: Context) -> [Effect] {
        guard s.start != nil else { return [] }
        clamp(&s, ctx)
        var commands: [Effect] = []
        var blocks: Set<Int> = []
        for date in HistoryLayout(s, ctx).dates where s.cells[date] == nil {
            let block = date.days(to: ctx.today) / blockDays
            if blocks.insert(block).inserted { commands.append(HistoryTab.job(.read(window(s, ctx, block: block)))) }
        }
        if s.day?.date != s.cursor {
            commands.append(HistoryTab.job(.day(s.cursor)))
        }
        return commands
    }

    /// The block `block` of the grid counted back from today (block 0 ends today), cut at the
    /// journal's first day.
    static func window(_ s: HistoryState, _ ctx: Context, block: Int) -> ViewWindow {
        let to = ctx.today.adding(days: -block * blockDays)
        let from = max(to.adding(days: -(blockDays - 1)), s.start ?? to)
        return ViewWindow(days: from.days(to: to) + 1, to: .date(to))
    }

    /// Scrolls the days shown by `days` (positive: newer), the cursor kept on screen.
    static func scroll(_ s: inout HistoryState, _ ctx: Context, by days: Int) {
        guard s.start != nil else { return }
        s.newest = s.newest.adding(days: days)
        let dates = clampNewest(&s, ctx).dates
        if let newest = dates.first, let oldest = dates.last {
            s.cursor = min(max(s.cursor, oldest), newest)
        }
        clamp(&s, ctx)
    }

    /// The newest day shown: not after today, and not so old that the columns would pass the
    /// journal's first day while there are newer days to show. Returns the layout it ends with.
    @discardableResult
    static func clampNewest(_ s: inout HistoryState, _ ctx: Context) -> HistoryLayout {
        let start = s.start ?? ctx.today
        s.newest = min(s.newest, ctx.today)
        let l = HistoryLayout(s, ctx)
        let floor = min(ctx.today, start.adding(days: l.capacity - 1))
        guard s.newest < floor else { return l }
        s.newest = floor
        return HistoryLayout(s, ctx)
    }

    /// The cursor inside the journal and on a habit; the days and habit rows shown around it.
    static func clamp(_ s: inout HistoryState, _ ctx: Context) {
        let start = s.start ?? ctx.today
        s.cursor = min(max(s.cursor, start), ctx.today)
        s.row = max(0, min(s.row, s.habits.count - 1))
        if s.cursor > s.newest { s.newest = s.cursor }
        var l = clampNewest(&s, ctx)
        // Older than the oldest day shown: shown as the last column (a week's gap may take one
        // column more, hence the loop).
        while let oldest = l.dates.last, s.cursor < oldest {
            s.newest = s.newest.adding(days: -s.cursor.days(to: oldest))
            l = HistoryLayout(s, ctx)
        }
        let rows = l.habitRows
        if s.row < s.topRow { s.topRow = s.row }
        if s.row >= s.topRow + rows { s.topRow = s.row - rows + 1 }
        s.topRow = max(0, min(s.topRow, s.habits.count - rows))
    }

    /// The day files of the days shown, which the host watches while the tab is shown.
    static func watchedPaths(_ s: HistoryState, _ ctx: Context) -> [String] {
        HistoryLayout(s, ctx).dates.map { DayPath.path(for: $0) }
    }

    /// The status line when nothing else is said: the cursor's cell named as the checklist
    /// app's tooltip names it ("Tue 3 Nov · Completed"), then the keys.
    static func hints(_ s: HistoryState, _ ctx: Context) -> String {
        guard let state = s.cursorState else { return hintLine(width: ctx.size.columns) }
        let tooltip = CellStateText.tooltip(s.cursor, state) + "   "
        return tooltip + hintLine(width: ctx.size.columns - DisplayWidth.of(tooltip))
    }

    // MARK: - View

    /// Draws the tab into the rows the router gives it (`HistoryLayout.area`).
    static func view(_ s: HistoryState, _ ctx: Context, _ area: Rect, _ p: Palette, _ b: inout ScreenBuffer) {
        let l = HistoryLayout(s, ctx, area: area)
        var x =
            l.area.column
            + b.put(InteractiveText.tabHistory, column: l.area.column, row: l.headerRow, style: CellStyle(bold: true))
        if s.refusal == nil, let newest = l.dates.first, let oldest = l.dates.last {
            x += b.put("  ", column: x, row: l.headerRow, style: .plain)
            let window = DateText.window(from: oldest, to: newest, startsWithJournal: oldest == s.start)
            b.put(window, column: x, row: l.headerRow, style: p.dim, maxWidth: l.area.right - x)
        }
        if let refusal = s.refusal {
            b.put(refusal, column: l.area.column, row: l.monthRow, style: p.warning, maxWidth: l.area.width)
            return
        }
        if s.habits.isEmpty {
            if s.start != nil { b.put(EmptyStateText.noHabits, column: l.area.column, row: l.monthRow, style: .plain) }
            return
        }
        if l.dates.allSatisfy({ date in s.cells[date]?.allSatisfy { !$0.isHistory } ?? true }) {
            b.put(
                EmptyStateText.noHistory, column: l.area.column, row: l.monthRow, style: .plain, maxWidth: l.area.width)
            return
        }
        matrixHeader(s, ctx, l, p, &b)
        for i in s.topRow..<min(s.habits.count, s.topRow + l.habitRows) {
            let row = l.firstHabitRow + i - s.topRow
            let h = s.habits[i]
            let name = DisplayWidth.padded(TextLayout.fit(h.name, width: l.nameWidth), to: l.nameWidth)
            b.put(name, column: l.area.column, row: row, style: CellStyle(bold: i == s.row), maxWidth: l.nameWidth)
            for (k, date) in l.dates.enumerated() {
                guard let state = s.cells[date]?[i] else { continue }
                var style: CellStyle
                switch state {
                case .done: style = p.glyph(h)
                case .missed, .pending: style = .plain
                case .skipped, .open, .na: style = p.dim
                }
                let column = l.glyphColumns[k]
                if i == s.row && date == s.cursor {
                    style.dim = false
                    style.reverse = true
                    b.put(" ", column: column - 1, row: row, style: style)
                }
                b.put(CellStateText.glyph(state), column: column, row: row, style: style)
            }
        }
        if s.topRow + l.habitRows < s.habits.count {
            b.put("…", column: l.area.column, row: l.firstHabitRow + l.habitRows, style: p.dim)
        }
        for (i, line) in l.legend.enumerated() {
            b.put(line, column: l.area.column, row: l.legendRow + i, style: p.dim, maxWidth: l.area.width)
        }
        detail(s, ctx, l, p, &b)
    }

    /// The months and the days of the month over the columns, as `history` heads them: a month
    /// where the columns start and where it changes (with its year at the start and where the
    /// year changes); the cursor's day in reverse video.
    static func matrixHeader(
        _ s: HistoryState, _ ctx: Context, _ l: HistoryLayout, _ p: Palette, _ b: inout ScreenBuffer
    ) {
        for month in HistoryText.months(l.dates, columns: l.glyphColumns.map { $0 - 1 }) {
            b.put(
                month.label, column: month.column, row: l.monthRow, style: p.dim,
                maxWidth: l.area.right - month.column)
        }
        for (k, d) in l.dates.enumerated() {
            let text = (d.day < 10 ? " " : "") + String(d.day)
            let style = d == s.cursor ? CellStyle(bold: true, reverse: true) : p.dim
            b.put(text, column: l.glyphColumns[k] - 1, row: l.dayRow, style: style)
        }
    }

    /// Under the matrix: the cursor's habit on its day, its progress, and what the day file
    /// holds for it (its entries, its box), as `day` reads the day.
    static func detail(_ s: HistoryState, _ ctx: Context, _ l: HistoryLayout, _ p: Palette, _ b: inout ScreenBuffer) {
        guard l.detailRows > 0, s.habits.indices.contains(s.row) else { return }
        let h = s.habits[s.row]
        let width = l.area.right
        var row = l.detailRow
        var x = l.area.column + b.put("●", column: l.area.column, row: row, style: p.glyph(h))
        x += b.put(" ", column: x, row: row, style: .plain)
        x += b.put(
            InteractiveText.historyDay(h, s.cursor), column: x, row: row, style: CellStyle(bold: true),
            maxWidth: width - x)
        guard let day = s.day, day.date == s.cursor else { return }
        if let progress = day.due.first(where: { $0.habit.id == h.id }).map({ HabitText.progress($0, today: day.today) }
        ),
            !progress.isEmpty, x < width
        {
            b.put(" · " + progress, column: x, row: row, style: p.dim, maxWidth: width - x)
        }
        var lines: [String] = []
        for e in day.entries where e.habit?.id == h.id {
            lines.append(
                "\(e.entry.start)-\(e.entry.end)" + (e.entry.amount.map { " " + $0.text } ?? "")
                    + (e.entry.note.map { " · " + $0 } ?? ""))
        }
        for i in day.items where i.habit?.id == h.id {
            lines.append(
                i.item.state.box + (i.item.amount.map { " " + $0.text } ?? "") + (i.item.note.map { " · " + $0 } ?? ""))
        }
        if lines.isEmpty { lines = [InteractiveText.historyNothingWritten] }
        for line in lines.prefix(l.detailRows - 1) {
            row += 1
            b.put("  " + line, column: l.area.column, row: row, style: .plain, maxWidth: l.area.width)
        }
        if lines.count > l.detailRows - 1, l.detailRows > 1 {
            b.put("…", column: width - 1, row: row, style: p.dim)
        }
    }
}

/// Where the History tab draws at a size: the days that fit beside the names (newest first,
/// a gap between weeks), the habit rows, the legend and the cursor's day. Shared by the view
/// and the mouse.
struct HistoryLayout {
    /// How wide a habit's name is at most: longer names end in "…", as in `history`.
    static let nameColumns = 12

    /// The rows the router gives the tab.
    var area: Rect
    var headerRow: Int
    var monthRow: Int
    var dayRow: Int
    var firstHabitRow: Int
    var nameWidth: Int
    /// The days shown, newest first (none older than the journal's first day).
    var dates: [LocalDate] = []
    /// The column of each day's glyph (its day of the month ends there).
    var glyphColumns: [Int] = []
    /// How many days fit, were the journal old enough.
    var capacity = 0
    var habitRows: Int
    var topRow: Int
    var habitCount: Int
    var legend: [String]
    var legendRow: Int
    var detailRow: Int
    var detailRows: Int

    /// The layout in `area`: by default the router's rectangle for a tab, where the keys and
    /// the mouse find what the view drew.
    init(_ s: HistoryState, _ ctx: Context, area: Rect? = nil) {
        let area = area ?? Router.body(ctx.size)
        self.area = area
        (headerRow, monthRow, dayRow, firstHabitRow) = (area.row, area.row + 1, area.row + 2, area.row + 3)
        let width = area.right
        let longest = s.habits.map { DisplayWidth.of($0.name) }.max() ?? 1
        nameWidth = max(1, min(longest, Self.nameColumns))
        // A day is three columns (two for its number, one between); a week starts after a gap.
        let start = s.start ?? s.newest
        var column = area.column + nameWidth + 3
        var date = s.newest
        while column < width {
            capacity += 1
            if date >= start {
                dates.append(date)
                glyphColumns.append(column)
            }
            column += date.daysIntoWeek(startingOn: ctx.settings.weekStarts) == 0 ? 4 : 3
            date = date.adding(days: -1)
        }
        let open = dates.contains { s.cells[$0]?.contains(.open) ?? false }
        legend = TextLayout.flow(CellStateText.legend(withOpen: open), width: area.width, separator: "  ")
        // Rows: the habits, a blank, the legend, a blank, the cursor's day (two rows at least);
        // the habits scroll when they do not fit.
        let statusRow = area.bottom
        let body = statusRow - firstHabitRow
        let fixed = 1 + legend.count + 1
        habitRows = max(1, min(s.habits.count, body - fixed - 2))
        topRow = s.topRow
        habitCount = s.habits.count
        let more = s.habits.count > habitRows ? 1 : 0 // the "…" under the last row shown
        legendRow = firstHabitRow + habitRows + more + 1
        detailRow = legendRow + legend.count + 1
        detailRows = max(0, statusRow - detailRow)
    }

    /// The day whose column holds `column` (its number, its glyph, or the space before it).
    func dateIndex(atColumn column: Int) -> Int? {
        glyphColumns.firstIndex { column >= $0 - 2 && column <= $0 }
    }

    /// The habit shown on `row`.
    func habitIndex(atRow row: Int) -> Int? {
        let i = topRow + row - firstHabitRow
        return row >= firstHabitRow && row < firstHabitRow + habitRows && i < habitCount ? i : nil
    }
}

extension UIApp {
    /// Runs one of the History tab's commands: reads only.
    func perform(_ command: HistoryCommand) -> HistoryMsg {
        do {
            switch command {
            case .start: return .started(try service.journalStart())
            case .read(let window): return .read(try service.historyView(window))
            case .day(let date): return .day(try service.dayView(.date(date)))
            }
        } catch {
            return .refused(Self.words(error))
        }
    }
}

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
