import DawnJournal
import DawnJournalText
import DawnSource

/// The results of Today's jobs, and what other tabs send it.
enum TodayMsg {
    /// The day was read; `keepCursor`: a reload of the same day, which keeps the cursor.
    case loaded(Loaded, keepCursor: Bool)
    /// A change was written: what it did (the update words it).
    case changed(TodayDone)
    /// A change was refused.
    case refused(JournalRefusal)
    /// A note's save was refused because the entry's note changed since the editor opened on
    /// it; `now` is the note the file holds.
    case noteChanged(JournalRefusal, now: String?)
    /// Show this day (History's Enter on a cell).
    case go(LocalDate)
    /// habits.toml changed (the Habits tab): read the day again.
    case reload
}

/// The Today tab: the timeline app's day (timeline, checklist, tray). Its keys are here, its
/// mouse in `TodayMouse.swift`, its view in `TodayView`, its jobs in `TodayJob`.
extension TodayState: TabComponent {
    static var helpRows: [(String, String)] { bindings.helpRows() }

    /// The day is read by `.load`, at the start and on every change; opening the tab reads
    /// nothing more.
    mutating func opened(_ ctx: Context) -> [Effect] { [] }

    mutating func hidden() {
        mode = .normal
        drag = nil
        heldAt = nil
    }

    mutating func filesChanged(_ ctx: Context, shown: Bool) -> [Effect] {
        self.ctx = ctx
        return [Self.job(.load(keepCursor: true))]
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
        case .editingNote(var edit):
            edit.typed += typable
            mode = .editingNote(edit)
        default: break
        }
    }

    /// An undo was applied (here or on the Habits tab): the day is read again, the cursor on
    /// the entry's old place.
    mutating func undone(_ step: UndoStep, _ ctx: Context) -> [Effect] {
        self.ctx = ctx
        mode = .normal
        if let place = step.cursor {
            cursor = place
            focus = .timeline
        }
        return [Self.job(.load(keepCursor: true))]
    }

    func watchedPaths(_ ctx: Context, shown: Bool) -> [String] { ["habits.toml", DayPath.path(for: date)] }

    static func job(_ job: TodayJob) -> Effect { .job(.today, job) }

    static func change(_ change: Change) -> Effect { job(.change(change)) }

    mutating func update(_ msg: TodayMsg, _ ctx: Context) -> [Effect] {
        self.ctx = ctx
        switch msg {
        case .loaded(let loaded, let keepCursor):
            self.loaded = loaded
            self.ctx.today = loaded.screen?.day.today ?? loaded.settings.clock.journalDate(at: now)
            self.ctx.settings = loaded.settings
            if !keepCursor { placeCursor() }
            clamp()
            return [.journal(today: today, settings: loaded.settings)]
        case .changed(let done):
            let (text, undo, cursor) = done.said
            if let cursor {
                self.cursor = cursor
                focus = .timeline
            }
            mode = .normal
            return (undo.map { [.remember($0)] } ?? []) + [.say(text), Self.job(.load(keepCursor: true))]
        case .refused(let refusal): return refused(UIApp.words(refusal))
        case .noteChanged(let refusal, let note):
            let text = UIApp.words(refusal)
            guard case .editingNote(var edit) = mode else { return [.refuse(text)] }
            // The typed text stays; a second Enter saves over the note the refusal named.
            edit.refusal = text
            edit.opened = note ?? ""
            mode = .editingNote(edit)
            return []
        case .go(let date): return go(to: date)
        case .reload: return [Self.job(.load(keepCursor: true))]
        }
    }

    /// A refusal shown: in the note editor, under the typed text (kept); else on the status line.
    mutating func refused(_ text: String) -> [Effect] {
        if case .editingNote(var edit) = mode {
            // The typed text stays; the refusal shows until the next key.
            edit.refusal = text
            mode = .editingNote(edit)
            return []
        }
        mode = .normal
        return [.refuse(text)]
    }

    // MARK: - Keys

    mutating func key(_ k: KeyPress, _ ctx: Context) -> [Effect]? {
        self.ctx = ctx
        let l = Layout(self)
        // A mouse drag's keys come first, whatever the mode.
        if drag != nil, let action = Self.bindings.action(for: k, in: .dragging) { return perform(action, l) }
        let ctrl = k.modifiers.contains(.control)
        switch mode {
        case .confirmDelete(let r):
            mode = .normal
            if k.key == .character("y") || k.key == .character("Y") {
                return [Self.change(.unlog(UnlogRequest(habit: r.habitID, date: .date(date), at: r.start, end: r.end)))]
            }
            return [.say(InteractiveText.cancelled)]
        case .editingNote(var edit):
            edit.refusal = nil
            switch k.key {
            case .escape:
                mode = .normal
                return [.say(InteractiveText.cancelled)]
            case .backspace:
                edit.typed = String(edit.typed.dropLast())
            case .enter:
                // The editor stays open until the note is saved: a refusal keeps the typed text.
                mode = .editingNote(edit)
                let r = edit.entry
                return [
                    Self.change(
                        .note(
                            NoteRequest(
                                habit: r.habitID, date: .date(date), entry: r.address, note: edit.typed,
                                expecting: edit.opened)))
                ]
            case .character(let c) where !ctrl && TypableText.accepts(c):
                edit.typed.append(c)
            default:
                break
            }
            mode = .editingNote(edit)
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
        case .placing, .moving, .normal:
            break
        }
        // The keys of every tab are the router's (`q` quits while a block follows the cursor).
        if case .character(let c) = k.key, !ctrl, AppKeys.isAppKey(c) { return nil }
        let clear: [Effect] = mode == .normal ? [.clearStatus] : []
        guard let action = Self.bindings.action(for: k, in: scope) else { return clear }
        return clear + perform(action, l)
    }

    /// Where the keys go: the mode's scope, else the focused part's.
    var scope: KeyScope {
        switch (mode, focus) {
        case (.placing, _): return .placing
        case (.moving, _): return .moving
        case (_, .timeline): return .timeline
        case (_, .checklist): return .checklist
        case (_, .tray): return .tray
        }
    }

    mutating func perform(_ action: TodayAction, _ l: Layout) -> [Effect] {
        switch action {
        case .day(let step): return go(to: date.adding(days: step))
        case .today: return go(to: today)
        case .goTo: mode = .datePrompt("")
        case .cursor(let rows): moveCursor(by: rows * l.rowMinutes)
        case .hour(let hours): moveCursor(by: hours * 60)
        case .item(let step): checklistIndex = max(0, min(checklist.count - 1, checklistIndex + step))
        case .pill(let step): trayIndex = max(0, min(trayPillCount - 1, trayIndex + step))
        case .focus(let step):
            let order: [Focus] = [.timeline, .checklist, .tray]
            let i = order.firstIndex(of: focus) ?? 0
            focus = order[(i + step + order.count) % order.count]
        case .choose:
            // The tray's last pill, "+ Add habit": the Habits tab's form.
            let pills = trayHabits
            if trayIndex == pills.count { return Self.addHabit }
            guard pills.indices.contains(trayIndex) else { return [] }
            return start(placing: pills[trayIndex])
        case .drop: return drop()
        case .cancel:
            mode = .normal
            return [.say(InteractiveText.cancelled)]
        case .cancelDrag:
            // Nothing is dropped, and a drag held at the edge stops.
            drag = nil
            heldAt = nil
            return [.say(InteractiveText.cancelled)]
        case .resize, .move, .delete, .note: return entryAction(action)
        case .otherLane:
            let lanes = blocksAtCursor.map(\.lane).sorted()
            let current = blocksAtCursor.first { $0.entry.entry == entryAtCursor?.entry }?.lane ?? -1
            lane = lanes.first { $0 > current } ?? lanes.first
        case .tick, .skip, .amount: return checklistAction(action)
        case .tray:
            trayExpanded.toggle()
            if trayExpanded { focus = .tray }
        case .editor: return [.host(.openEditor(path: DayPath.path(for: date)))]
        case .undo: return [.undo]
        case .timer: return timer()
        }
        return []
    }

    /// Enter while a block follows the cursor: the placing or the move, at the cursor's slot.
    mutating func drop() -> [Effect] {
        if isFuture { return refuseFuture() }
        guard let at = TimeOfDay(minutes: cursor) else { return [] }
        let day = DateChoice.date(date)
        switch mode {
        case .placing(let id): return [Self.change(.log(LogRequest(habit: id, date: day, at: at)))]
        case .moving(let r):
            return [Self.change(.move(MoveRequest(habit: r.habitID, date: day, entry: r.address, to: at)))]
        default: return []
        }
    }

    /// A key on the entry under the slot cursor: resize, move, delete, note.
    mutating func entryAction(_ action: TodayAction) -> [Effect] {
        guard let e = entryAtCursor, let r = ref(e) else { return [.refuse(InteractiveText.noEntryHere)] }
        if isFuture { return refuseFuture() }
        switch action {
        case .resize(let slots):
            let minutes = settings.length(e.entry.minutes, bySlots: slots)
            return [
                Self.change(
                    .resize(
                        ResizeRequest(habit: r.habitID, date: .date(date), entry: r.address, length: .minutes(minutes)))
                )
            ]
        case .note: mode = .editingNote(NoteEdit(entry: r, typed: e.entry.note ?? "", opened: e.entry.note ?? ""))
        case .move:
            mode = .moving(r)
            cursor = r.start.minutes
        default: mode = .confirmDelete(r)
        }
        return []
    }

    /// A key on the checklist's item: tick, skip, an amount.
    mutating func checklistAction(_ action: TodayAction) -> [Effect] {
        if isFuture { return refuseFuture() }
        let items = checklist
        guard items.indices.contains(checklistIndex) else { return [] }
        let d = items[checklistIndex]
        let date = DateChoice.date(date)
        switch action {
        case .skip:
            return [Self.change(.log(LogRequest(habit: d.habit.id, date: date, skip: true)))]
        case .amount(let step):
            guard d.habit.unit != nil else { return [] }
            guard step < 0 else {
                return [Self.change(.log(LogRequest(habit: d.habit.id, date: date, amount: Amount(1))))]
            }
            // The total is lowered from the file as it is under the lock, not from this copy.
            return [Self.change(.lower(LowerTotalRequest(habit: d.habit.id, date: date)))]
        default:
            if d.habit.unit != nil {
                return [Self.change(.log(LogRequest(habit: d.habit.id, date: date, amount: Amount(1))))]
            }
            // The box as shown: a box another program changed meanwhile is refused, not flipped.
            let box = view?.box(of: d.habit.id) ?? .notDone
            return [Self.change(.toggle(ToggleRequest(habit: d.habit.id, date: date, expecting: box)))]
        }
    }

    /// `r`: the chosen habit's timer starts (a pill, a checklist item); otherwise, or on the
    /// habit running, the running entry of today stops. The library decides under the lock.
    mutating func timer() -> [Effect] {
        let chosen: Habit? =
            focus == .tray
            ? (trayHabits.indices.contains(trayIndex) ? trayHabits[trayIndex] : nil)
            : focus == .checklist
                ? (checklist.indices.contains(checklistIndex) ? checklist[checklistIndex].habit : nil)
                : nil
        let running = date == today ? view?.entries.first(where: \.entry.isRunning)?.habit : nil
        if let h = chosen, h.id != running?.id {
            return [Self.change(.start(StartRequest(habit: h.id, date: .date(date))))]
        }
        guard let running else { return [.refuse(InteractiveText.nothingRunning)] }
        return [Self.change(.stop(StopRequest(habit: running.id)))]
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

    /// The slot cursor by `minutes`, kept on the grid and in view.
    mutating func moveCursor(by minutes: Int) {
        cursor += minutes
        clamp()
    }

    mutating func refuseFuture() -> [Effect] {
        mode = .normal
        return [.refuse(DayText.future)]
    }

    mutating func go(to date: LocalDate) -> [Effect] {
        self.date = date
        mode = .normal
        checklistIndex = 0
        return [Self.job(.load(keepCursor: false))]
    }

    /// The cursor at now on today, the timeline scrolled to put it in its upper third (on the
    /// latest whole hour that does, else a row below the third); on another day at the first
    /// entry, else at the day's first slot, a row below the top.
    mutating func placeCursor() {
        let l = Layout(self)
        if isToday {
            cursor = clock.dayMinute(at: now)
            clamp()
            let above = (l.bodyHeight - 1) / 3 // rows above now that keep it in the upper third
            let earliest = cursor - above * l.rowMinutes
            let hour = Self.hour(before: earliest + 59)
            scrollTop = hour < cursor || above == 0 ? hour : earliest
        } else {
            cursor = entries.first?.entry.start.minutes ?? clock.firstSlot
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
        cursor = snap(cursor, step)
        let first = firstRow(step)
        let end = timelineEnd(step)
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
