import DawnJournal
import DawnJournalText
import DawnSource

/// A message to `update`: an event, or the result of a command.
enum Msg {
    case event(UIEvent)
    /// The day was read; `keepCursor`: a reload of the same day, which keeps the cursor.
    case loaded(Loaded, keepCursor: Bool)
    /// A change was written: its confirmation, how to undo it, where to put the cursor.
    case changed(String, undo: UndoStep?, cursor: Int?)
    /// A change or an undo was refused, worded.
    case refused(String)
    /// The result of another tab's command.
    case history(HistoryMsg)
    case insights(InsightsMsg)
    case habits(HabitsMsg)
}

/// What `update` asks the runtime to do.
enum Command {
    case load(keepCursor: Bool, usage: Bool)
    case change(Change, undoable: Bool)
    case undo
    case host(HostRequest)
    /// Another tab's read or write.
    case history(HistoryCommand)
    case insights(InsightsCommand)
    case habits(HabitsCommand)
}

/// The transitions: a message and the model give a new model and commands. No I/O.
enum Update {
    static func update(_ m: inout Model, _ msg: Msg) -> [Command] {
        switch msg {
        case .loaded(let loaded, let keepCursor):
            m.loaded = loaded
            m.today = loaded.view?.today ?? loaded.settings.clock.journalDate(at: m.now)
            if !keepCursor { placeCursor(&m) }
            clamp(&m)
            return []
        case .changed(let text, let undo, let cursor):
            m.status = text
            m.statusIsError = false
            if let undo { m.undo.append(undo) }
            if let cursor {
                m.cursor = cursor
                m.focus = .timeline
            }
            m.mode = .normal
            return [.load(keepCursor: true, usage: false)]
        case .refused(let text):
            m.status = text
            m.statusIsError = true
            m.mode = .normal
            return []
        case .history(let msg): return HistoryTab.update(&m, msg)
        case .insights(let msg): return InsightsTab.update(&m, msg)
        case .habits(let msg): return HabitsTab.update(&m, msg)
        case .event(let event):
            switch event {
            case .key(let k): return key(&m, k)
            case .mouse(let e): return mouse(&m, e)
            case .paste(let text):
                if m.tab == .habits { HabitsTab.paste(&m, text) }
                let typable = TypableText.filtered(text)
                switch m.mode {
                case .datePrompt(let typed): m.mode = .datePrompt(typed + typable)
                case .editingNote(let r, let typed): m.mode = .editingNote(r, typed + typable)
                default: break
                }
                return []
            case .resize(let size):
                m.size = size
                clamp(&m)
                return m.tab == .history ? HistoryTab.ensure(&m) : []
            case .filesChanged:
                return [.load(keepCursor: true, usage: true)] + tabOpened(&m)
            case .tick:
                m.today = m.settings.clock.journalDate(at: m.now)
                return []
            }
        }
    }

    // MARK: - Tabs

    /// Shows `tab` (a number key, a click on the tab bar): the tab reads what it shows.
    static func show(_ m: inout Model, _ tab: Tab) -> [Command] {
        guard tab != m.tab else { return [] }
        m.tab = tab
        m.mode = .normal
        m.drag = nil
        m.status = nil
        m.statusIsError = false
        return tabOpened(&m)
    }

    /// What the tab shown reads when it opens or its files change; Today's day is read by
    /// `.load`.
    static func tabOpened(_ m: inout Model) -> [Command] {
        switch m.tab {
        case .today: return []
        case .history: return HistoryTab.opened(&m)
        case .insights: return InsightsTab.opened(&m)
        case .habits: return HabitsTab.opened(&m)
        }
    }

    /// A key on another tab than Today: the tab's own first, then the keys of every tab.
    static func tabKey(_ m: inout Model, _ k: KeyPress) -> [Command] {
        let ctrl = k.modifiers.contains(.control)
        let own: [Command]?
        switch m.tab {
        case .today: own = nil
        case .history: own = HistoryTab.key(&m, k)
        case .insights: own = InsightsTab.key(&m, k)
        case .habits: own = HabitsTab.key(&m, k)
        }
        if let own { return own }
        switch k.key {
        case .character("q") where !ctrl: return [.host(.quit)]
        case .character("?"):
            m.mode = .help
            return []
        case .character(let c) where !ctrl && ("1"..."4").contains(c):
            return show(&m, Tab(rawValue: Int(String(c)) ?? 1) ?? .today)
        default:
            return []
        }
    }

    // MARK: - Keys

    static func key(_ m: inout Model, _ k: KeyPress) -> [Command] {
        let ctrl = k.modifiers.contains(.control)
        if ctrl, k.key == .character("c") { return [.host(.quit)] }
        if ctrl, k.key == .character("z") { return [.host(.suspend)] }
        if m.mode == .help {
            m.mode = .normal
            return []
        }
        if m.tab != .today { return tabKey(&m, k) }
        let l = Layout(m)
        switch m.mode {
        case .help:
            return []
        case .confirmDelete(let r):
            m.mode = .normal
            if k.key == .character("y") || k.key == .character("Y") {
                return [
                    .change(
                        .unlog(UnlogRequest(habit: r.habitID, date: .date(m.date), at: r.start, end: r.end)),
                        undoable: true)
                ]
            }
            m.status = InteractiveText.cancelled
            m.statusIsError = false
            return []
        case .editingNote(let r, let typed):
            switch k.key {
            case .escape:
                m.mode = .normal
                m.status = InteractiveText.cancelled
                m.statusIsError = false
            case .backspace:
                m.mode = .editingNote(r, String(typed.dropLast()))
            case .enter:
                m.mode = .normal
                return [
                    .change(
                        .note(NoteRequest(habit: r.habitID, date: .date(m.date), entry: r.address, note: typed)),
                        undoable: true)
                ]
            case .character(let c) where !ctrl && TypableText.accepts(c):
                m.mode = .editingNote(r, typed + String(c))
            default:
                break
            }
            return []
        case .datePrompt(let typed):
            switch k.key {
            case .escape:
                m.mode = .normal
            case .backspace:
                m.mode = .datePrompt(String(typed.dropLast()))
            case .enter:
                m.mode = .normal
                guard let choice = DateChoice(typed) else {
                    m.status = InteractiveText.badDate(DateChoice.syntax)
                    m.statusIsError = true
                    return []
                }
                return go(&m, to: choice.resolved(today: m.today))
            case .character(let c) where !ctrl && TypableText.accepts(c):
                m.mode = .datePrompt(typed + String(c))
            default:
                break
            }
            return []
        case .placing(let id):
            let date = DateChoice.date(m.date)
            return followingKey(&m, k, l) { .log(LogRequest(habit: id, date: date, at: $0)) }
        case .moving(let r):
            let date = DateChoice.date(m.date)
            return followingKey(&m, k, l) { .move(MoveRequest(habit: r.habitID, date: date, entry: r.address, to: $0)) }
        case .normal:
            break
        }
        m.status = nil
        m.statusIsError = false
        // Keys everywhere.
        switch k.key {
        case .character("q") where !ctrl: return [.host(.quit)]
        case .character(let c) where !ctrl && ("1"..."4").contains(c):
            return show(&m, Tab(rawValue: Int(String(c)) ?? 1) ?? .today)
        case .character("?"):
            m.mode = .help
            return []
        case .tab, .backTab:
            let order: [Focus] = [.timeline, .checklist, .tray]
            let i = order.firstIndex(of: m.focus) ?? 0
            m.focus = order[(i + (k.key == .tab && !k.modifiers.contains(.shift) ? 1 : 2)) % 3]
            return []
        case .character("t"): return go(&m, to: m.today)
        case .character("g"):
            m.mode = .datePrompt("")
            return []
        case .character("e"): return [.host(.openEditor(path: DayPath.path(for: m.date)))]
        case .character("u"): return [.undo]
        case .character("x"):
            m.trayExpanded.toggle()
            if m.trayExpanded { m.focus = .tray }
            return []
        case .left where m.focus != .tray, .character("h") where m.focus != .tray:
            return go(&m, to: m.date.adding(days: -1))
        case .right where m.focus != .tray, .character("l") where m.focus != .tray:
            return go(&m, to: m.date.adding(days: 1))
        default: break
        }
        switch m.focus {
        case .timeline: return timelineKey(&m, k, l)
        case .checklist: return checklistKey(&m, k)
        case .tray: return trayKey(&m, k)
        }
    }

    static func timelineKey(_ m: inout Model, _ k: KeyPress, _ l: Layout) -> [Command] {
        let shift = k.modifiers.contains(.shift)
        if !shift, moveCursor(&m, k, l) { return [] }
        var grow: Int?
        switch k.key {
        case .down where shift, .character("+"), .character("="): grow = 1
        case .up where shift, .character("-"): grow = -1
        case .character("m"), .character("d"), .character("n"): break
        default: return []
        }
        guard let e = m.entryAtCursor, let r = m.ref(e) else {
            m.status = InteractiveText.noEntryHere
            m.statusIsError = true
            return []
        }
        if m.isFuture { return refuseFuture(&m) }
        if let grow {
            let minutes = max(m.settings.slot, e.entry.end.minutes - e.entry.start.minutes + grow * m.settings.slot)
            return [
                .change(
                    .resize(
                        ResizeRequest(
                            habit: r.habitID, date: .date(m.date), entry: r.address, length: .minutes(minutes))),
                    undoable: true)
            ]
        }
        if k.key == .character("n") {
            m.mode = .editingNote(r, e.entry.note ?? "")
            return []
        }
        if k.key == .character("m") {
            m.mode = .moving(r)
            m.cursor = r.start.minutes
            return []
        }
        m.mode = .confirmDelete(r)
        return []
    }

    static func checklistKey(_ m: inout Model, _ k: KeyPress) -> [Command] {
        let items = m.checklist
        switch k.key {
        case .up, .character("k"):
            m.checklistIndex = max(0, m.checklistIndex - 1)
            return []
        case .down, .character("j"):
            m.checklistIndex = max(0, min(items.count - 1, m.checklistIndex + 1))
            return []
        case .character(" "), .enter, .character("s"), .character("+"), .character("="), .character("-"):
            break
        default:
            return []
        }
        if m.isFuture { return refuseFuture(&m) }
        guard items.indices.contains(m.checklistIndex) else { return [] }
        let d = items[m.checklistIndex]
        let date = DateChoice.date(m.date)
        switch k.key {
        case .character("s"):
            return [.change(.log(LogRequest(habit: d.habit.id, date: date, skip: true)), undoable: true)]
        case .character("+"), .character("="):
            guard d.habit.unit != nil else { return [] }
            return [.change(.log(LogRequest(habit: d.habit.id, date: date, amount: Amount(1))), undoable: true)]
        case .character("-"):
            guard d.habit.unit != nil else { return [] }
            let total = d.total ?? .zero
            let lower = Amount(thousandths: max(0, total.thousandths - 1000))
            return [.change(.log(LogRequest(habit: d.habit.id, date: date, setTotal: lower)), undoable: true)]
        default:
            if d.habit.unit != nil {
                return [.change(.log(LogRequest(habit: d.habit.id, date: date, amount: Amount(1))), undoable: true)]
            }
            return [.change(.toggle(ToggleRequest(habit: d.habit.id, date: date)), undoable: true)]
        }
    }

    static func trayKey(_ m: inout Model, _ k: KeyPress) -> [Command] {
        let pills = m.trayHabits
        switch k.key {
        case .left, .character("h"), .up, .character("k"):
            m.trayIndex = max(0, m.trayIndex - 1)
        case .right, .character("l"), .down, .character("j"):
            m.trayIndex = max(0, min(m.trayPillCount - 1, m.trayIndex + 1))
        case .enter:
            // The expanded tray's last pill, "+ Add habit": the Habits tab's form.
            if m.trayExpanded, m.trayIndex == pills.count { return HabitsTab.openAddForm(&m, fromToday: true) }
            guard pills.indices.contains(m.trayIndex) else { return [] }
            return start(&m, placing: pills[m.trayIndex])
        default: break
        }
        return []
    }

    /// A pill chosen: a timed habit starts placing; another is logged (ticked) at once.
    static func start(_ m: inout Model, placing h: Habit) -> [Command] {
        if m.isFuture { return refuseFuture(&m) }
        guard h.isTimed else {
            // Not for the timeline: ticked (or an amount recorded) at once, as `log` does.
            let amount = h.unit != nil ? Amount(1) : nil
            return [.change(.log(LogRequest(habit: h.id, date: .date(m.date), amount: amount)), undoable: true)]
        }
        m.mode = .placing(habitID: h.id)
        m.focus = .timeline
        return []
    }

    /// ↑/↓, j/k and PgUp/PgDn move the slot cursor; true when the key was one of them.
    static func moveCursor(_ m: inout Model, _ k: KeyPress, _ l: Layout) -> Bool {
        switch k.key {
        case .up, .character("k"): m.cursor -= l.rowMinutes
        case .down, .character("j"): m.cursor += l.rowMinutes
        case .pageUp: m.cursor -= 60
        case .pageDown: m.cursor += 60
        default: return false
        }
        clamp(&m)
        return true
    }

    /// A key while a block follows the slot cursor (a pill being placed, an entry being
    /// moved): ↑/↓ and PgUp/PgDn move it, Enter makes `change` at the cursor's slot, Esc cancels.
    static func followingKey(
        _ m: inout Model, _ k: KeyPress, _ l: Layout, change: (TimeOfDay) -> Change
    ) -> [Command] {
        if moveCursor(&m, k, l) { return [] }
        switch k.key {
        case .enter:
            if m.isFuture { return refuseFuture(&m) }
            guard let at = TimeOfDay(minutes: m.cursor) else { return [] }
            return [.change(change(at), undoable: true)]
        case .escape:
            m.mode = .normal
            m.status = InteractiveText.cancelled
            m.statusIsError = false
        default: break
        }
        return []
    }

    static func refuseFuture(_ m: inout Model) -> [Command] {
        m.mode = .normal
        m.status = DayText.future
        m.statusIsError = true
        return []
    }

    static func go(_ m: inout Model, to date: LocalDate) -> [Command] {
        m.date = date
        m.mode = .normal
        m.checklistIndex = 0
        return [.load(keepCursor: false, usage: false)]
    }

    /// The cursor at now on today, at the first entry on another day, else at 08:00; the
    /// timeline scrolled to it.
    static func placeCursor(_ m: inout Model) {
        let l = Layout(m)
        if m.isToday {
            m.cursor = m.clock.dayMinute(at: m.now)
            clamp(&m)
            m.scrollTop = hour(before: m.cursor - (l.bodyHeight / 3) * l.rowMinutes)
        } else {
            m.cursor = m.entries.first?.entry.start.minutes ?? 8 * 60
            clamp(&m)
            m.scrollTop = hour(before: m.cursor - l.rowMinutes)
        }
        clamp(&m)
    }

    /// Keeps the cursor on the row grid inside the night, the timeline scrolled to show it, and
    /// the checklist and tray indexes in range.
    static func clamp(_ m: inout Model) {
        let l = Layout(m)
        let step = l.rowMinutes
        m.cursor = m.clock.snap(m.cursor, rowMinutes: step)
        let first = m.clock.firstRow(rowMinutes: step)
        let end = m.clock.timelineEnd(rowMinutes: step)
        let visible = l.bodyHeight * step
        // The timeline scrolls by whole hours: the hour labels stay on their rows, so a cursor
        // move that scrolls rewrites a few digits, not every label (issue 26: a cursor move
        // writes under 200 bytes).
        if m.cursor < m.scrollTop { m.scrollTop = hour(before: m.cursor) }
        if m.cursor >= m.scrollTop + visible { m.scrollTop = hour(before: m.cursor - visible + step + 59) }
        m.scrollTop = max(first, min(m.scrollTop, end - visible))
        m.scrollTop = m.clock.rowStart(m.scrollTop, rowMinutes: step)
        m.checklistIndex = max(0, min(m.checklistIndex, m.checklist.count - 1))
        m.trayIndex = max(0, min(m.trayIndex, m.trayPillCount - 1))
    }

    /// The whole hour at or before `minutes`.
    static func hour(before minutes: Int) -> Int { minutes - ((minutes % 60) + 60) % 60 }

    // MARK: - Mouse

    static func mouse(_ m: inout Model, _ e: MouseEvent) -> [Command] {
        let l = Layout(m)
        guard !l.tooSmall else { return [] }
        if m.mode == .help {
            if e.kind == .press { m.mode = .normal }
            return []
        }
        if e.kind == .press, e.button == .left, e.row == TabBar.row {
            guard let tab = TabBar.tab(atColumn: e.column) else { return [] }
            return show(&m, tab)
        }
        switch m.tab {
        case .today: break
        case .history: return HistoryTab.mouse(&m, e)
        case .insights: return InsightsTab.mouse(&m, e)
        case .habits: return HabitsTab.mouse(&m, e)
        }
        switch e.kind {
        case .scrollUp, .scrollDown:
            let delta = e.kind == .scrollUp ? -3 : 3
            if e.column >= l.checklistColumn, e.row >= l.bodyTop {
                m.checklistIndex = max(0, min(m.checklist.count - 1, m.checklistIndex + delta))
            } else {
                let visible = l.bodyHeight * l.rowMinutes
                m.scrollTop = max(
                    m.clock.firstRow(rowMinutes: l.rowMinutes),
                    min(m.scrollTop + delta * l.rowMinutes, m.clock.timelineEnd(rowMinutes: l.rowMinutes) - visible))
                // The cursor stays on screen.
                m.cursor = m.clock.snap(
                    min(max(m.cursor, m.scrollTop), m.scrollTop + visible - l.rowMinutes), rowMinutes: l.rowMinutes)
            }
            return []
        case .press where e.button == .left:
            m.status = nil
            return press(&m, e, l)
        case .drag, .move:
            switch m.drag {
            case .pill(let id, _):
                m.drag = .pill(
                    habitID: id, minutes: l.isTimeline(column: e.column, row: e.row) ? slotAt(m, l, e.row) : nil)
            case .move(let r, let grab, _):
                m.drag = .move(r, grab: grab, minutes: max(m.clock.firstSlot, slotAt(m, l, e.row) - grab))
            case .resize(let r, _):
                m.drag = .resize(r, minutes: slotAt(m, l, e.row) + l.rowMinutes)
            case nil: break
            }
            return []
        case .release:
            guard let drag = m.drag else { return [] }
            m.drag = nil
            if m.isFuture { return refuseFuture(&m) }
            switch drag {
            case .pill(let id, let minutes?):
                guard let h = m.habit(id), h.isTimed else { return [] }
                return [
                    .change(
                        .log(LogRequest(habit: id, date: .date(m.date), at: TimeOfDay(minutes: minutes))),
                        undoable: true)
                ]
            case .pill(_, nil):
                return []
            case .move(let r, _, let minutes):
                guard minutes != r.start.minutes, let to = TimeOfDay(minutes: minutes) else { return [] }
                return [
                    .change(
                        .move(MoveRequest(habit: r.habitID, date: .date(m.date), entry: r.address, to: to)),
                        undoable: true)
                ]
            case .resize(let r, let minutes):
                let length = max(m.settings.slot, minutes - r.start.minutes)
                guard length != r.end.minutes - r.start.minutes else { return [] }
                return [
                    .change(
                        .resize(
                            ResizeRequest(
                                habit: r.habitID, date: .date(m.date), entry: r.address, length: .minutes(length))),
                        undoable: true)
                ]
            }
        default:
            return []
        }
    }

    static func slotAt(_ m: Model, _ l: Layout, _ row: Int) -> Int {
        let minutes = l.minutes(atRow: min(max(row, l.bodyTop), l.bodyTop + l.bodyHeight - 1), scrollTop: m.scrollTop)
        return m.clock.snap(minutes, rowMinutes: l.rowMinutes)
    }

    static func press(_ m: inout Model, _ e: MouseEvent, _ l: Layout) -> [Command] {
        if e.row == l.headerRow {
            let nextColumn = 2 + DisplayWidth.of(DateText.weekday(m.date.weekday) + " " + m.date.description) + 1
            if e.column <= 1 { return go(&m, to: m.date.adding(days: -1)) }
            if e.column == nextColumn { return go(&m, to: m.date.adding(days: 1)) }
            return []
        }
        if e.row == l.trayTitleRow {
            m.trayExpanded.toggle()
            return []
        }
        if let (i, pill) = l.pills.enumerated().first(where: {
            $0.element.row == e.row && e.column >= $0.element.column && e.column < $0.element.column + $0.element.width
        }) {
            m.focus = .tray
            m.trayIndex = i
            guard let id = pill.habitID else { return HabitsTab.openAddForm(&m, fromToday: true) }
            m.drag = .pill(habitID: id, minutes: nil)
            return []
        }
        if l.isTimeline(column: e.column, row: e.row) {
            m.focus = .timeline
            let minutes = slotAt(m, l, e.row)
            m.cursor = minutes
            clamp(&m)
            guard e.column >= Layout.labelWidth,
                let entry = m.entries.last(where: {
                    l.row(of: $0.entry.start.minutes, scrollTop: m.scrollTop) <= e.row
                        && e.row
                            <= l.row(
                                of: max($0.entry.start.minutes + 1, $0.entry.end.minutes) - 1, scrollTop: m.scrollTop)
                }), let r = m.ref(entry)
            else { return [] }
            let lastRow = l.row(of: max(r.start.minutes + 1, r.end.minutes) - 1, scrollTop: m.scrollTop)
            let firstRow = l.row(of: r.start.minutes, scrollTop: m.scrollTop)
            if e.row == lastRow && lastRow > firstRow {
                m.drag = .resize(r, minutes: r.end.minutes)
            } else {
                m.drag = .move(
                    r, grab: minutes - l.minutes(atRow: firstRow, scrollTop: m.scrollTop), minutes: r.start.minutes)
            }
            return []
        }
        if e.column >= l.checklistColumn, e.row >= l.bodyTop, e.row < l.bodyTop + l.bodyHeight {
            let first = max(0, m.checklistIndex - (l.bodyHeight - 3))
            let i = first + e.row - l.bodyTop
            guard m.checklist.indices.contains(i) else { return [] }
            m.focus = .checklist
            m.checklistIndex = i
            if e.column < l.checklistColumn + 3 {
                return checklistKey(&m, KeyPress(.character(" ")))
            }
        }
        return []
    }
}
