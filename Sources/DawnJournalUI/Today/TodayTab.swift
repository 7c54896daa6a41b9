import DawnJournal
import DawnJournalText
import DawnSource

/// The results of Today's jobs, and what other tabs send it.
enum TodayMsg {
    /// The day was read; `keepCursor`: a reload of the same day, which keeps the cursor.
    case loaded(Loaded, keepCursor: Bool)
    /// A change was written: its confirmation, how to undo it, where to put the cursor.
    case changed(String, undo: UndoStep?, cursor: Int?)
    /// A change or an undo was refused, worded.
    case refused(String)
    /// Show this day (History's Enter on a cell).
    case go(LocalDate)
    /// habits.toml changed (the Habits tab): read the day again; `usage`: the tray's order too.
    case reload(usage: Bool)
}

/// The Today tab: the timeline app's day (timeline, checklist, tray). Its keys are here, its
/// mouse in `TodayMouse.swift`, its view in `DayScreen`, its jobs in `TodayJob`.
extension TodayState: TabComponent {
    static let keys: [(String, String)] = Array(InteractiveText.keys.dropLast(InteractiveText.tabKeys.count))

    /// The day is read by `.load`, at the start and on every change; opening the tab reads
    /// nothing more.
    mutating func opened(_ ctx: Context) -> [Effect] { [] }

    mutating func hidden() {
        mode = .normal
        drag = nil
    }

    mutating func filesChanged(_ ctx: Context, shown: Bool) -> [Effect] {
        self.ctx = ctx
        return [Self.job(.load(keepCursor: true, usage: true))]
    }

    mutating func resized(_ ctx: Context, shown: Bool) -> [Effect] {
        self.ctx = ctx
        clamp()
        return []
    }

    mutating func paste(_ text: String) {
        let typable = TypableText.filtered(text)
        switch mode {
        case .datePrompt(let typed): mode = .datePrompt(typed + typable)
        case .editingNote(let r, let typed): mode = .editingNote(r, typed + typable)
        default: break
        }
    }

    func watchedPaths(_ ctx: Context, shown: Bool) -> [String] { ["habits.toml", DayPath.path(for: date)] }

    static func job(_ job: TodayJob) -> Effect { .job(.today, job) }

    static func change(_ change: Change) -> Effect { job(.change(change, undoable: true)) }

    mutating func update(_ msg: TodayMsg, _ ctx: Context) -> [Effect] {
        self.ctx = ctx
        switch msg {
        case .loaded(let loaded, let keepCursor):
            self.loaded = loaded
            self.ctx.today = loaded.view?.today ?? loaded.settings.clock.journalDate(at: now)
            self.ctx.settings = loaded.settings
            if !keepCursor { placeCursor() }
            clamp()
            return [.journal(today: today, settings: loaded.settings)]
        case .changed(let text, let undo, let cursor):
            if let undo { self.undo.append(undo) }
            if let cursor {
                self.cursor = cursor
                focus = .timeline
            }
            mode = .normal
            return [.say(text), Self.job(.load(keepCursor: true, usage: false))]
        case .refused(let text):
            mode = .normal
            return [.refuse(text)]
        case .go(let date): return go(to: date)
        case .reload(let usage): return [Self.job(.load(keepCursor: true, usage: usage))]
        }
    }

    // MARK: - Keys

    mutating func key(_ k: KeyPress, _ ctx: Context) -> [Effect]? {
        self.ctx = ctx
        let ctrl = k.modifiers.contains(.control)
        let l = Layout(self)
        switch mode {
        case .confirmDelete(let r):
            mode = .normal
            if k.key == .character("y") || k.key == .character("Y") {
                return [Self.change(.unlog(UnlogRequest(habit: r.habitID, date: .date(date), at: r.start, end: r.end)))]
            }
            return [.say(InteractiveText.cancelled)]
        case .editingNote(let r, let typed):
            switch k.key {
            case .escape:
                mode = .normal
                return [.say(InteractiveText.cancelled)]
            case .backspace:
                mode = .editingNote(r, String(typed.dropLast()))
            case .enter:
                mode = .normal
                return [
                    Self.change(.note(NoteRequest(habit: r.habitID, date: .date(date), entry: r.address, note: typed)))
                ]
            case .character(let c) where !ctrl && TypableText.accepts(c):
                mode = .editingNote(r, typed + String(c))
            default:
                break
            }
            return []
        case .datePrompt(let typed):
            switch k.key {
            case .escape:
                mode = .normal
            case .backspace:
                mode = .datePrompt(String(typed.dropLast()))
            case .enter:
                mode = .normal
                guard let choice = DateChoice(typed) else {
                    return [.refuse(InteractiveText.badDate(DateChoice.syntax))]
                }
                return go(to: choice.resolved(today: today))
            case .character(let c) where !ctrl && TypableText.accepts(c):
                mode = .datePrompt(typed + String(c))
            default:
                break
            }
            return []
        case .placing(let id):
            let date = DateChoice.date(date)
            return followingKey(k, l) { .log(LogRequest(habit: id, date: date, at: $0)) }
        case .moving(let r):
            let date = DateChoice.date(date)
            return followingKey(k, l) { .move(MoveRequest(habit: r.habitID, date: date, entry: r.address, to: $0)) }
        case .normal:
            break
        }
        // Every key clears the status line; the keys of every tab are the router's.
        if case .character(let c) = k.key, !ctrl, AppKeys.isAppKey(c) { return nil }
        return [.clearStatus] + (normalKey(k, l) ?? [])
    }

    /// A key with no mode on: the day's keys, then the focused part's.
    mutating func normalKey(_ k: KeyPress, _ l: Layout) -> [Effect]? {
        switch k.key {
        case .tab, .backTab:
            let order: [Focus] = [.timeline, .checklist, .tray]
            let i = order.firstIndex(of: focus) ?? 0
            focus = order[(i + (k.key == .tab && !k.modifiers.contains(.shift) ? 1 : 2)) % 3]
            return []
        case .character("t"): return go(to: today)
        case .character("g"):
            mode = .datePrompt("")
            return []
        case .character("e"): return [.host(.openEditor(path: DayPath.path(for: date)))]
        case .character("u"): return [Self.job(.undo)]
        case .character("x"):
            trayExpanded.toggle()
            if trayExpanded { focus = .tray }
            return []
        case .left where focus != .tray, .character("h") where focus != .tray:
            return go(to: date.adding(days: -1))
        case .right where focus != .tray, .character("l") where focus != .tray:
            return go(to: date.adding(days: 1))
        default: break
        }
        switch focus {
        case .timeline: return timelineKey(k, l)
        case .checklist: return checklistKey(k)
        case .tray: return trayKey(k)
        }
    }

    mutating func timelineKey(_ k: KeyPress, _ l: Layout) -> [Effect]? {
        let shift = k.modifiers.contains(.shift)
        if !shift, moveCursor(k, l) { return [] }
        var grow: Int?
        switch k.key {
        case .down where shift, .character("+"), .character("="): grow = 1
        case .up where shift, .character("-"): grow = -1
        case .character("m"), .character("d"), .character("n"): break
        default: return nil
        }
        guard let e = entryAtCursor, let r = ref(e) else { return [.refuse(InteractiveText.noEntryHere)] }
        if isFuture { return refuseFuture() }
        if let grow {
            let minutes = max(settings.slot, e.entry.end.minutes - e.entry.start.minutes + grow * settings.slot)
            return [
                Self.change(
                    .resize(
                        ResizeRequest(habit: r.habitID, date: .date(date), entry: r.address, length: .minutes(minutes)))
                )
            ]
        }
        if k.key == .character("n") {
            mode = .editingNote(r, e.entry.note ?? "")
            return []
        }
        if k.key == .character("m") {
            mode = .moving(r)
            cursor = r.start.minutes
            return []
        }
        mode = .confirmDelete(r)
        return []
    }

    mutating func checklistKey(_ k: KeyPress) -> [Effect]? {
        let items = checklist
        switch k.key {
        case .up, .character("k"):
            checklistIndex = max(0, checklistIndex - 1)
            return []
        case .down, .character("j"):
            checklistIndex = max(0, min(items.count - 1, checklistIndex + 1))
            return []
        case .character(" "), .enter, .character("s"), .character("+"), .character("="), .character("-"):
            break
        default:
            return nil
        }
        if isFuture { return refuseFuture() }
        guard items.indices.contains(checklistIndex) else { return [] }
        let d = items[checklistIndex]
        let date = DateChoice.date(date)
        switch k.key {
        case .character("s"):
            return [Self.change(.log(LogRequest(habit: d.habit.id, date: date, skip: true)))]
        case .character("+"), .character("="):
            guard d.habit.unit != nil else { return [] }
            return [Self.change(.log(LogRequest(habit: d.habit.id, date: date, amount: Amount(1))))]
        case .character("-"):
            guard d.habit.unit != nil else { return [] }
            let total = d.total ?? .zero
            let lower = Amount(thousandths: max(0, total.thousandths - 1000))
            return [Self.change(.log(LogRequest(habit: d.habit.id, date: date, setTotal: lower)))]
        default:
            if d.habit.unit != nil {
                return [Self.change(.log(LogRequest(habit: d.habit.id, date: date, amount: Amount(1))))]
            }
            return [Self.change(.toggle(ToggleRequest(habit: d.habit.id, date: date)))]
        }
    }

    mutating func trayKey(_ k: KeyPress) -> [Effect]? {
        let pills = trayHabits
        switch k.key {
        case .left, .character("h"), .up, .character("k"):
            trayIndex = max(0, trayIndex - 1)
        case .right, .character("l"), .down, .character("j"):
            trayIndex = max(0, min(trayPillCount - 1, trayIndex + 1))
        case .enter:
            // The expanded tray's last pill, "+ Add habit": the Habits tab's form.
            if trayExpanded, trayIndex == pills.count { return Self.addHabit }
            guard pills.indices.contains(trayIndex) else { return [] }
            return start(placing: pills[trayIndex])
        default: return nil
        }
        return []
    }

    /// "+ Add habit": the Habits tab's add form, which comes back here on Save or Esc.
    static var addHabit: [Effect] { [.show(.habits), .send(.habits, HabitsMsg.openAddForm(returnToToday: true))] }

    /// A pill chosen: a timed habit starts placing; another is logged (ticked) at once.
    mutating func start(placing h: Habit) -> [Effect] {
        if isFuture { return refuseFuture() }
        guard h.isTimed else {
            // Not for the timeline: ticked (or an amount recorded) at once, as `log` does.
            let amount = h.unit != nil ? Amount(1) : nil
            return [Self.change(.log(LogRequest(habit: h.id, date: .date(date), amount: amount)))]
        }
        mode = .placing(habitID: h.id)
        focus = .timeline
        return []
    }

    /// ↑/↓, j/k and PgUp/PgDn move the slot cursor; true when the key was one of them.
    mutating func moveCursor(_ k: KeyPress, _ l: Layout) -> Bool {
        switch k.key {
        case .up, .character("k"): cursor -= l.rowMinutes
        case .down, .character("j"): cursor += l.rowMinutes
        case .pageUp: cursor -= 60
        case .pageDown: cursor += 60
        default: return false
        }
        clamp()
        return true
    }

    /// A key while a block follows the slot cursor (a pill being placed, an entry being
    /// moved): ↑/↓ and PgUp/PgDn move it, Enter makes `change` at the cursor's slot, Esc cancels;
    /// other keys are the keys of every tab (`q` quits).
    mutating func followingKey(_ k: KeyPress, _ l: Layout, change: (TimeOfDay) -> Change) -> [Effect]? {
        if moveCursor(k, l) { return [] }
        switch k.key {
        case .enter:
            if isFuture { return refuseFuture() }
            guard let at = TimeOfDay(minutes: cursor) else { return [] }
            return [Self.change(change(at))]
        case .escape:
            mode = .normal
            return [.say(InteractiveText.cancelled)]
        case .character(let c) where !k.modifiers.contains(.control) && AppKeys.isAppKey(c):
            return nil
        default:
            return []
        }
    }

    mutating func refuseFuture() -> [Effect] {
        mode = .normal
        return [.refuse(DayText.future)]
    }

    mutating func go(to date: LocalDate) -> [Effect] {
        self.date = date
        mode = .normal
        checklistIndex = 0
        return [Self.job(.load(keepCursor: false, usage: false))]
    }

    /// The cursor at now on today, at the first entry on another day, else at 08:00; the
    /// timeline scrolled to it.
    mutating func placeCursor() {
        let l = Layout(self)
        if isToday {
            cursor = clock.dayMinute(at: now)
            clamp()
            scrollTop = Self.hour(before: cursor - (l.bodyHeight / 3) * l.rowMinutes)
        } else {
            cursor = entries.first?.entry.start.minutes ?? 8 * 60
            clamp()
            scrollTop = Self.hour(before: cursor - l.rowMinutes)
        }
        clamp()
    }

    /// Keeps the cursor on the row grid inside the night, the timeline scrolled to show it, and
    /// the checklist and tray indexes in range.
    mutating func clamp() {
        let l = Layout(self)
        let step = l.rowMinutes
        cursor = clock.snap(cursor, rowMinutes: step)
        let first = clock.firstRow(rowMinutes: step)
        let end = clock.timelineEnd(rowMinutes: step)
        let visible = l.bodyHeight * step
        // The timeline scrolls by whole hours: the hour labels stay on their rows, so a cursor
        // move that scrolls rewrites a few digits, not every label (issue 26: a cursor move
        // writes under 200 bytes).
        if cursor < scrollTop { scrollTop = Self.hour(before: cursor) }
        if cursor >= scrollTop + visible { scrollTop = Self.hour(before: cursor - visible + step + 59) }
        scrollTop = max(first, min(scrollTop, end - visible))
        scrollTop = clock.rowStart(scrollTop, rowMinutes: step)
        checklistIndex = max(0, min(checklistIndex, checklist.count - 1))
        trayIndex = max(0, min(trayIndex, trayPillCount - 1))
    }

    /// The whole hour at or before `minutes`.
    static func hour(before minutes: Int) -> Int { minutes - ((minutes % 60) + 60) % 60 }
}
