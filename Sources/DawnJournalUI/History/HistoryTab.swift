import DawnJournal
import DawnJournalText
import DawnSource

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
        case .refused(let refusal):
            s.refusal = UIApp.words(refusal)
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
}
