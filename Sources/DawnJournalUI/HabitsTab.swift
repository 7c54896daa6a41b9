import DawnJournal
import DawnJournalText
import DawnSource

/// The Habits tab's state, kept while another tab is shown.
struct HabitsState: Equatable {
    /// A habit of the list with its status on the journal's today (what `habit list` reads).
    struct Item: Equatable {
        var habit: Habit
        var status: HabitStatus
    }

    /// A question on the prompt row: a new name being typed, or a delete to confirm.
    enum Prompt: Equatable {
        case rename(id: String, habit: Habit, text: String)
        /// The first of two steps: "This will delete 29 days of history."
        case deleteHistory(id: String, habit: Habit, days: Int)
        /// The last step; `days` of history go with it.
        case delete(id: String, habit: Habit, days: Int)
    }

    /// A row dragged with the mouse: from its place to the place hovered.
    struct Drag: Equatable {
        var id: String
        var from: Int
        var to: Int
    }

    /// habits.toml's habits in order, once read.
    var items: [Item] = []
    var loaded = false
    /// Why the list could not be read, worded.
    var refusal: String?
    /// The cursor and the first habit shown.
    var index = 0
    var top = 0
    var form: HabitFormState?
    var prompt: Prompt?
    var drag: Drag?
    /// The habit to put the cursor on when the list is read again (one just added or moved).
    var select: String?
}

/// The results of the Habits tab's commands.
enum HabitsMsg {
    case listed([HabitsState.Item])
    case listFailed(String)
    /// A change was written: its confirmation, and the habit to select; `tray`: Today's tray
    /// reads its habits again (every change but a move, which changes none of them).
    case changed(String, select: String?, tray: Bool = true)
    /// A change was refused, worded; the form's field it is about, if any.
    case refused(String, field: HabitFormState.Field?)
    /// How much history deleting the habit would delete (`JournalService.habitHistory`).
    case history(id: String, habit: Habit, days: Int)
}

/// What the Habits tab asks the runtime to read or write: one use case each.
enum HabitsCommand {
    case list
    case add(HabitAddRequest)
    case edit(id: String, HabitFieldValues)
    /// To a position, 1-based (`habit move NAME --to N`).
    case move(id: String, to: Int)
    case rename(id: String, to: String)
    case archive(id: String)
    case unarchive(id: String)
    case history(id: String)
    case remove(id: String, purge: Bool)
}

/// The Habits tab ("My Habits"): every habit in habits.toml's order as a pill with its kind,
/// schedule, status and description; reorder (J/K, a drag), the add/edit form (`a`, `e`),
/// rename (`r`), archive (`A`), delete (`D`). Every change is a use case.
enum HabitsTab {
    /// Where the list is: its title, its first row, two rows a habit, and the prompt row above
    /// the status line.
    static let titleRow = TabBar.row + 1
    static let listTop = TabBar.row + 3
    static let rowsPerHabit = 2
    static func promptRow(_ m: Model) -> Int { m.size.rows - 2 }
    static func visibleCount(_ m: Model) -> Int { max(1, (promptRow(m) - listTop) / rowsPerHabit) }

    /// The first habit shown: `top`, moved just enough to show the cursor.
    static func firstShown(_ m: Model) -> Int {
        let s = m.habitsTab
        let n = visibleCount(m)
        var top = min(s.top, max(0, s.items.count - n))
        if s.index < top { top = s.index }
        if s.index >= top + n { top = s.index - n + 1 }
        return max(0, top)
    }

    /// The tab was opened (a number key or a click) or its files changed: what to read.
    static func opened(_ m: inout Model) -> [Command] { [.habits(.list)] }

    /// Opens the add form; from Today's tray, Save and Esc go back to Today.
    static func openAddForm(_ m: inout Model, fromToday: Bool) -> [Command] {
        var commands: [Command] = []
        if m.tab != .habits { commands = Update.show(&m, .habits) }
        m.habitsTab.prompt = nil
        m.habitsTab.form = HabitFormState(adding: fromToday)
        m.status = nil
        return commands
    }

    // MARK: - Keys

    /// A key in the tab; nil when the tab leaves it to the keys of every tab. While the form or
    /// a prompt is open, every key is the tab's (digits are typed, not tabs).
    static func key(_ m: inout Model, _ k: KeyPress) -> [Command]? {
        if m.habitsTab.form != nil { return formKey(&m, k) }
        if let prompt = m.habitsTab.prompt { return promptKey(&m, prompt, k) }
        if k.modifiers.contains(.control) { return nil }
        let shift = k.modifiers.contains(.shift)
        let s = m.habitsTab
        let selected = s.items.indices.contains(s.index) ? s.items[s.index] : nil
        switch k.key {
        case .up where shift, .character("K"):
            guard let selected, s.index > 0 else { return [] }
            m.status = nil
            return [.habits(.move(id: selected.habit.id, to: s.index))]
        case .down where shift, .character("J"):
            guard let selected, s.index + 1 < s.items.count else { return [] }
            m.status = nil
            return [.habits(.move(id: selected.habit.id, to: s.index + 2))]
        case .up, .character("k"): moveCursor(&m, to: s.index - 1)
        case .down, .character("j"): moveCursor(&m, to: s.index + 1)
        case .pageUp: moveCursor(&m, to: s.index - visibleCount(m))
        case .pageDown: moveCursor(&m, to: s.index + visibleCount(m))
        case .home: moveCursor(&m, to: 0)
        case .end: moveCursor(&m, to: s.items.count - 1)
        case .character("a"): return openAddForm(&m, fromToday: false)
        case .character("e"), .enter:
            guard let selected else { return [] }
            m.status = nil
            m.habitsTab.form = HabitFormState(editing: selected.habit)
        case .character("r"):
            guard let selected else { return [] }
            m.status = nil
            m.habitsTab.prompt = .rename(id: selected.habit.id, habit: selected.habit, text: selected.habit.name)
        case .character("A"):
            guard let selected else { return [] }
            m.status = nil
            let id = selected.habit.id
            return [.habits(selected.habit.archived != nil ? .unarchive(id: id) : .archive(id: id))]
        case .character("D"):
            guard let selected else { return [] }
            m.status = nil
            return [.habits(.history(id: selected.habit.id))]
        default:
            return nil
        }
        return []
    }

    static func moveCursor(_ m: inout Model, to index: Int) {
        m.status = nil
        m.habitsTab.index = max(0, min(m.habitsTab.items.count - 1, index))
        m.habitsTab.top = firstShown(m)
    }

    static func promptKey(_ m: inout Model, _ prompt: HabitsState.Prompt, _ k: KeyPress) -> [Command] {
        let ctrl = k.modifiers.contains(.control)
        switch prompt {
        case .rename(let id, let habit, let text):
            switch k.key {
            case .escape:
                m.habitsTab.prompt = nil
                m.status = InteractiveText.cancelled
                m.statusIsError = false
            case .enter:
                return [.habits(.rename(id: id, to: text))]
            case .backspace:
                m.habitsTab.prompt = .rename(id: id, habit: habit, text: String(text.dropLast()))
            case .character(let c) where !ctrl && TypableText.accepts(c):
                m.habitsTab.prompt = .rename(id: id, habit: habit, text: text + String(c))
            default:
                break
            }
            return []
        case .deleteHistory(let id, let habit, let days), .delete(let id, let habit, let days):
            m.habitsTab.prompt = nil
            guard k.key == .character("y") || k.key == .character("Y") else {
                m.status = InteractiveText.cancelled
                m.statusIsError = false
                return []
            }
            if case .deleteHistory = prompt {
                m.habitsTab.prompt = .delete(id: id, habit: habit, days: days)
                return []
            }
            return [.habits(.remove(id: id, purge: days > 0))]
        }
    }

    /// Text pasted while the form or the rename prompt takes text: typed, one line.
    static func paste(_ m: inout Model, _ text: String) {
        let line = TypableText.filtered(text)
        if var form = m.habitsTab.form {
            form.type(line)
            m.habitsTab.form = form
        } else if case .rename(let id, let habit, let typed) = m.habitsTab.prompt {
            m.habitsTab.prompt = .rename(id: id, habit: habit, text: typed + line)
        }
    }

    // MARK: - The form's keys

    static func formKey(_ m: inout Model, _ k: KeyPress) -> [Command] {
        guard var form = m.habitsTab.form else { return [] }
        let ctrl = k.modifiers.contains(.control)
        switch k.key {
        case .escape:
            return closeForm(&m, status: InteractiveText.cancelled)
        case .enter:
            return save(&m, form)
        case .tab where k.modifiers.contains(.shift), .backTab, .up:
            form.focusNext(-1)
        case .tab, .down:
            form.focusNext(1)
        case .left: form.choose(-1)
        case .right: form.choose(1)
        case .backspace: form.deleteBackward()
        case .delete: form.clear()
        case .character(let c) where !ctrl && TypableText.accepts(c): form.type(String(c))
        default: break
        }
        m.habitsTab.form = form
        return []
    }

    /// Closes the form, back to Today when it was opened from its tray.
    static func closeForm(_ m: inout Model, status: String) -> [Command] {
        let back = m.habitsTab.form?.returnToToday ?? false
        m.habitsTab.form = nil
        var commands: [Command] = []
        if back { commands = Update.show(&m, .today) }
        m.status = status
        m.statusIsError = false
        return commands
    }

    /// Enter: the use case, which validates every field as `habit add` and `habit edit` do;
    /// with an empty name, Save is disabled and the status line says why.
    static func save(_ m: inout Model, _ form: HabitFormState) -> [Command] {
        if let id = form.editing {
            return [.habits(.edit(id: id, form.changedValues))]
        }
        guard form.canSave else {
            let refusal = JournalRefusal(.emptyName(maximum: HabitNameRule.maximumLength))
            return update(&m, .refused(UIApp.words(refusal), field: .name))
        }
        return [.habits(.add(HabitAddRequest(name: form[.name], fields: form.addValues)))]
    }

    // MARK: - Mouse

    static func mouse(_ m: inout Model, _ e: MouseEvent) -> [Command] {
        if m.habitsTab.form != nil { return formMouse(&m, e) }
        if m.habitsTab.prompt != nil { return [] }
        let s = m.habitsTab
        switch e.kind {
        case .scrollUp, .scrollDown:
            moveCursor(&m, to: s.index + (e.kind == .scrollUp ? -1 : 1))
        case .press where e.button == .left:
            guard let i = item(atRow: e.row, m) else { return [] }
            moveCursor(&m, to: i)
            m.habitsTab.drag = HabitsState.Drag(id: s.items[i].habit.id, from: i, to: i)
        case .drag, .move:
            guard var drag = s.drag else { return [] }
            let first = firstShown(m)
            let hovered = first + (e.row - listTop) / rowsPerHabit
            drag.to = max(0, min(s.items.count - 1, e.row < listTop ? first - 1 : hovered))
            m.habitsTab.drag = drag
        case .release:
            guard let drag = s.drag else { return [] }
            m.habitsTab.drag = nil
            m.habitsTab.index = drag.to
            guard drag.to != drag.from else { return [] }
            return [.habits(.move(id: drag.id, to: drag.to + 1))]
        default:
            break
        }
        return []
    }

    /// The habit shown on a row of the list.
    static func item(atRow row: Int, _ m: Model) -> Int? {
        guard row >= listTop, row < listTop + visibleCount(m) * rowsPerHabit else { return nil }
        let i = firstShown(m) + (row - listTop) / rowsPerHabit
        return m.habitsTab.items.indices.contains(i) ? i : nil
    }

    static func formMouse(_ m: inout Model, _ e: MouseEvent) -> [Command] {
        guard e.kind == .press, e.button == .left, var form = m.habitsTab.form else { return [] }
        let l = HabitFormLayout(m.size)
        if e.row == l.buttonsRow {
            if l.save.contains(e.column) { return save(&m, form) }
            if l.cancel.contains(e.column) { return closeForm(&m, status: InteractiveText.cancelled) }
            return []
        }
        guard let field = HabitFormState.Field.allCases.first(where: { l.row(of: $0) == e.row }) else { return [] }
        if field != .name || form.editing == nil { form.focus = field }
        if field == .color, let k = l.swatch(atColumn: e.column) {
            form[.color] = HabitColor.presets[k].name
        }
        m.habitsTab.form = form
        return []
    }

    // MARK: - Results

    static func update(_ m: inout Model, _ msg: HabitsMsg) -> [Command] {
        switch msg {
        case .listed(let items):
            m.habitsTab.items = items
            m.habitsTab.loaded = true
            m.habitsTab.refusal = nil
            if let id = m.habitsTab.select, let i = items.firstIndex(where: { $0.habit.id == id }) {
                m.habitsTab.index = i
            }
            m.habitsTab.select = nil
            m.habitsTab.index = max(0, min(items.count - 1, m.habitsTab.index))
            m.habitsTab.top = firstShown(m)
            return []
        case .listFailed(let text):
            m.habitsTab.items = []
            m.habitsTab.loaded = true
            m.habitsTab.refusal = text
            return []
        case .changed(let text, let select, let tray):
            m.habitsTab.prompt = nil
            m.habitsTab.select = select
            var commands: [Command] = [.habits(.list), .load(keepCursor: true, usage: tray)]
            if m.habitsTab.form != nil {
                commands += closeForm(&m, status: text)
            } else {
                m.status = text
                m.statusIsError = false
            }
            return commands
        case .refused(let text, let field):
            m.habitsTab.prompt = nil
            if var form = m.habitsTab.form {
                form.error = field
                form.errorText = text
                if let field, field != .name || form.editing == nil { form.focus = field }
                m.habitsTab.form = form
            }
            m.status = text
            m.statusIsError = true
            return []
        case .history(let id, let habit, let days):
            m.status = nil
            m.habitsTab.prompt =
                days > 0 ? .deleteHistory(id: id, habit: habit, days: days) : .delete(id: id, habit: habit, days: 0)
            return []
        }
    }

    /// The status line's hints when nothing else is said.
    static func hints(_ m: Model) -> String {
        if m.habitsTab.form != nil { return InteractiveText.formHints }
        switch m.habitsTab.prompt {
        case .rename?: return InteractiveText.renameHints
        case .delete?, .deleteHistory?: return InteractiveText.confirmHints
        case nil: return InteractiveText.habitsHints
        }
    }

    /// The keys the help overlay lists for the tab, before the keys of every tab.
    static let keys: [(String, String)] = [
        ("↑ ↓ j k", "the habit (PgUp PgDn Home End)"),
        ("J K  Shift+↑ ↓", "move it down / up (or drag it)"),
        ("a", "add a habit (the form)"),
        ("e  Enter", "edit it (the form)"),
        ("r", "rename it, in the day files too"),
        ("A", "archive it, or end its pause"),
        ("D", "delete it (two steps with history)"),
        ("Tab ↑ ↓", "in the form: the next / previous field"),
        ("← →", "in the form: a colour, a duration"),
        ("Enter  Esc", "in the form: save / cancel"),
    ]

    // MARK: - View

    /// Draws the tab below the tab bar, above the status line.
    static func view(_ m: Model, _ p: Palette, _ b: inout ScreenBuffer) {
        if let form = m.habitsTab.form {
            HabitFormView.view(form, m, p, &b)
            return
        }
        let s = m.habitsTab
        b.put(HabitText.listHeading, column: 0, row: titleRow, style: CellStyle(bold: true))
        if let refusal = s.refusal {
            b.put(refusal, column: 0, row: listTop, style: p.warning, maxWidth: m.size.columns)
            return
        }
        if s.loaded, s.items.isEmpty {
            b.put(EmptyStateText.noHabits, column: 2, row: listTop, style: .plain, maxWidth: m.size.columns - 2)
            b.put(
                InteractiveText.addFirstHabit, column: 2, row: listTop + 1, style: p.dim, maxWidth: m.size.columns - 2)
        }
        // While a row is dragged, the list as it would be after the drop.
        var items = s.items
        var cursor = s.index
        if let drag = s.drag, items.indices.contains(drag.from) {
            items.insert(items.remove(at: drag.from), at: min(drag.to, items.count))
            cursor = drag.to
        }
        let room = max(8, m.size.columns / 3)
        let labels = items.map { " " + TextLayout.fit($0.habit.label, width: room) + " " }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let first = firstShown(m)
        for (n, i) in (first..<min(items.count, first + visibleCount(m))).enumerated() {
            let row = listTop + n * rowsPerHabit
            let item = items[i]
            let h = item.habit
            if i == cursor { b.put("▸", column: 0, row: row, style: p.focus) }
            var style = p.pill(h)
            if i == cursor { style.reverse.toggle() }
            if s.drag != nil, i == cursor { style.dim = true }
            b.put(labels[i], column: 2, row: row, style: style)
            var notes = [HabitText.kind(h)] + HabitText.schedule(h)
            if let status = HabitText.status(h, item.status) { notes.append(status) }
            let x = 2 + labelWidth + 2
            b.put(
                TextLayout.fit(notes.joined(separator: ", "), width: m.size.columns - x), column: x, row: row,
                style: item.status == .active ? .plain : p.dim)
            if let d = h.description, !d.isEmpty {
                let oneLine = d.split(whereSeparator: { LineEnding.isUnicodeLineBreak($0) || $0 == "\t" })
                    .joined(separator: " ")
                b.put(TextLayout.fit(oneLine, width: m.size.columns - 4), column: 4, row: row + 1, style: p.dim)
            }
        }
        if first > 0 { b.put("↑", column: m.size.columns - 1, row: listTop, style: p.dim) }
        if first + visibleCount(m) < items.count {
            b.put("↓", column: m.size.columns - 1, row: promptRow(m) - 1, style: p.dim)
        }
        prompt(m, p, &b)
    }

    /// The prompt row: the name being typed, or the delete's question.
    static func prompt(_ m: Model, _ p: Palette, _ b: inout ScreenBuffer) {
        guard let prompt = m.habitsTab.prompt else { return }
        let row = promptRow(m)
        b.fill(column: 0, row: row, width: m.size.columns, height: 1, style: .plain)
        switch prompt {
        case .rename(_, let habit, let text):
            let label = InteractiveText.renamePrompt(habit)
            let x = b.put(label, column: 0, row: row, style: CellStyle(bold: true), maxWidth: m.size.columns)
            let shown = TextLayout.fitEnd(text, width: m.size.columns - x - 1)
            let w = b.put(shown, column: x, row: row, style: CellStyle(underline: true), maxWidth: m.size.columns - x)
            b.cursor = CellPosition(column: min(m.size.columns - 1, x + w), row: row)
        case .deleteHistory(_, _, let days):
            b.put(
                HabitText.deletesHistory(days: days) + " " + InteractiveText.continueYesNo, column: 0, row: row,
                style: p.warning, maxWidth: m.size.columns)
        case .delete(_, let habit, _):
            b.put(
                InteractiveText.confirmDeleteHabit(habit.name), column: 0, row: row, style: p.warning,
                maxWidth: m.size.columns)
        }
    }
}

extension UIApp {
    /// Runs one of the Habits tab's commands.
    func perform(_ command: HabitsCommand) -> Msg {
        let s = service
        do {
            switch command {
            case .list:
                let rows = try s.habitStatuses()
                return .habits(.listed(rows.map { HabitsState.Item(habit: $0.habit, status: $0.status) }))
            case .add(let request):
                let o = try s.addHabit(request)
                return .habits(.changed(sentence(InteractiveText.habitAdded(o.habit), o.notices), select: o.habit.id))
            case .edit(let id, let values):
                let o = try s.editHabit(id, values)
                return .habits(.changed(sentence(InteractiveText.habitSaved(o.habit), o.notices), select: o.habit.id))
            case .move(let id, let to):
                let o = try s.moveHabit(id, to: .at(to))
                let count = model.habitsTab.items.count
                return .habits(
                    .changed(
                        InteractiveText.habitMoved(o.habit, to: o.movedTo ?? to, of: count), select: o.habit.id,
                        tray: false))
            case .rename(let id, let name):
                let o = try s.renameHabit(id, to: name)
                return .habits(
                    .changed(
                        InteractiveText.habitRenamed(from: o.renamedFrom ?? id, o.habit, dayFiles: o.dayFiles),
                        select: o.habit.id))
            case .archive(let id):
                let o = try s.archiveHabit(id)
                return .habits(.changed(InteractiveText.habitArchived(o.habit), select: o.habit.id))
            case .unarchive(let id):
                let o = try s.unarchiveHabit(id)
                return .habits(.changed(InteractiveText.habitUnarchived(o.habit), select: o.habit.id))
            case .history(let id):
                let found = try s.habitHistory(id)
                return .habits(.history(id: found.habit.id, habit: found.habit, days: found.days))
            case .remove(let id, let purge):
                let o = try s.removeHabit(id, purge: purge)
                return .habits(.changed(InteractiveText.habitDeleted(o.habit, days: o.dayFiles), select: nil))
            }
        } catch {
            if case .list = command { return .habits(.listFailed(Self.words(error))) }
            return .habits(.refused(Self.words(error), field: HabitFormState.field(of: error.reason)))
        }
    }

    /// A confirmation with the library's notices after it ("an emoji is one character; kept '💧'.").
    private func sentence(_ text: String, _ notices: [String]) -> String {
        ([text] + notices.map { "Note: " + $0 }).joined(separator: " ")
    }
}
