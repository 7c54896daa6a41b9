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
    /// A change was written: its confirmation, and the habit to select. Today reads its day
    /// again (its tray counts anew when the habits changed).
    case changed(String, select: String?, undo: JournalUndo? = nil)
    /// A change was refused, worded; the form's field it is about, if any.
    case refused(String, field: HabitFormState.Field?)
    /// How much history deleting the habit would delete (`JournalService.habitHistory`).
    case history(id: String, habit: Habit, days: Int)
    /// Open the add form (Today's "+ Add habit"; `returnToToday`: Save and Esc go back there).
    case openAddForm(returnToToday: Bool)
}

/// What the Habits tab asks the runtime to read or write: one use case each.
enum HabitsCommand: Job {
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

    func run(_ app: inout UIApp) -> Any { app.perform(self) }
}

/// The Habits tab ("My Habits"): every habit in habits.toml's order as a pill with its kind,
/// schedule, status and description; reorder (J/K, a drag), the add/edit form (`a`, `e`),
/// rename (`r`), archive (`A`), delete (`D`). Every change is a use case.
enum HabitsTab {
    enum Action: Equatable {
        case cursor(Int)
        case page(Int)
        case first, last
        case move(Int)
        case add, edit, rename, archive, delete, undo
        case field(Int)
        case choose(Int)
        case save, cancel, backspace, clear
        case yes, no
    }

    static let bindings: [KeyBinding<Action>] = [
        KeyBinding(
            keys: [KeyPress(.up), .letter("k")], action: .cursor(-1), scopes: [.list], label: "↑ ↓ j k",
            help: "the habit (PgUp PgDn Home End)", hint: "↑/↓ habit", docKeys: "↑ ↓ `j` `k`, PgUp PgDn Home End",
            doc: "the habit under the cursor (the list scrolls)"),
        KeyBinding(keys: [KeyPress(.down), .letter("j")], action: .cursor(1), scopes: [.list], label: "↑ ↓ j k"),
        KeyBinding(keys: [KeyPress(.pageUp)], action: .page(-1), scopes: [.list], label: "↑ ↓ j k"),
        KeyBinding(keys: [KeyPress(.pageDown)], action: .page(1), scopes: [.list], label: "↑ ↓ j k"),
        KeyBinding(keys: [KeyPress(.home)], action: .first, scopes: [.list], label: "↑ ↓ j k"),
        KeyBinding(keys: [KeyPress(.end)], action: .last, scopes: [.list], label: "↑ ↓ j k"),
        KeyBinding(
            keys: [.letter("J"), .shifted(.down)], action: .move(1), scopes: [.list], label: "J K  Shift+↑ ↓",
            help: "move it down / up (or drag it)", hint: "J/K move", docKeys: "`J` / `K`, Shift+↓ / Shift+↑",
            doc:
                "moves it down / up a place (`habit move NAME --to N`: its table, with the comments above it, moved in habits.toml)"
        ),
        KeyBinding(keys: [.letter("K"), .shifted(.up)], action: .move(-1), scopes: [.list], label: "J K  Shift+↑ ↓"),
        KeyBinding(
            keys: [.letter("a")], action: .add, scopes: [.list], label: "a", help: "add a habit (the form)",
            hint: "a add", docKeys: "`a`", doc: "the add form (`habit add`)"),
        KeyBinding(
            keys: [.letter("e"), KeyPress(.enter)], action: .edit, scopes: [.list], label: "e  Enter",
            help: "edit it (the form)", hint: "e edit", docKeys: "`e`, Enter",
            doc:
                "the same form, filled, for the habit (`habit edit`: only the fields changed; a field emptied is removed)"
        ),
        KeyBinding(
            keys: [.letter("r")], action: .rename, scopes: [.list], label: "r", help: "rename it, in the day files too",
            hint: "r rename", docKeys: "`r`",
            doc:
                "a one-line prompt for the new name (`habit rename`: habits.toml and every day file that names it; the old name kept in `former_names`)"
        ),
        KeyBinding(
            keys: [.letter("A")], action: .archive, scopes: [.list], label: "A", help: "archive it, or end its pause",
            hint: "A archive", docKeys: "`A`",
            doc: "archives it from today, or, archived, ends the pause (`habit archive`, `habit unarchive`)"),
        KeyBinding(
            keys: [.letter("D")], action: .delete, scopes: [.list], label: "D",
            help: "delete it (two steps with history)", hint: "D delete", docKeys: "`D`",
            doc:
                "deletes it: with history, first \"This will delete 29 days of history. Continue? y/n\" (the days counted by `JournalService.habitHistory`, as `habit remove` counts them), then \"Delete Morning Run? y/n\", and `habit remove --purge`; without history, one question and `habit remove`. Any other key than `y` cancels"
        ),
        KeyBinding(
            keys: [.letter("u")], action: .undo, scopes: [.list], label: "u", help: "undo the last change",
            docKeys: "`u`", doc: "undoes the last change of this session, here or on Today (as Today's `u`)"),
        KeyBinding(
            keys: [KeyPress(.tab), KeyPress(.down)], action: .field(1), scopes: [.form], label: "Tab ↑ ↓",
            help: "in the form: the next / previous field", hint: "Tab/↑↓ field"),
        KeyBinding(
            keys: [KeyPress(.backTab), .shifted(.tab), KeyPress(.up)], action: .field(-1), scopes: [.form],
            label: "Tab ↑ ↓"),
        KeyBinding(
            keys: [KeyPress(.left)], action: .choose(-1), scopes: [.form], label: "← →",
            help: "in the form: a colour, a duration", hint: "←/→ choose"),
        KeyBinding(keys: [KeyPress(.right)], action: .choose(1), scopes: [.form], label: "← →"),
        KeyBinding(
            keys: [KeyPress(.enter)], action: .save, scopes: [.form], label: "Enter  Esc",
            help: "in the form: save / cancel", hint: "Enter save"),
        KeyBinding(keys: [KeyPress(.enter)], action: .save, scopes: [.rename], label: "Enter", hint: "Enter rename"),
        KeyBinding(
            keys: [KeyPress(.escape)], action: .cancel, scopes: [.form, .rename], label: "Esc", hint: "Esc cancel"),
        KeyBinding(keys: [KeyPress(.backspace)], action: .backspace, scopes: [.form, .rename], label: "Backspace"),
        KeyBinding(keys: [KeyPress(.delete)], action: .clear, scopes: [.form], label: "Delete"),
        KeyBinding(keys: [.letter("y"), .letter("Y")], action: .yes, scopes: [.confirm], label: "y", hint: "y yes"),
        KeyBinding(
            keys: [.letter("n"), KeyPress(.escape)], action: .no, scopes: [.confirm], label: "n  Esc",
            hint: "n or Esc no"),
    ]

    static let gestures: [Gesture] = [
        Gesture(
            label: "drag a row", help: "move the habit there", doc: "drag a habit's row",
            does: "moves it there (the list drawn as after the drop; releasing runs `habit move`)"),
        Gesture(label: "the wheel", help: "the habit", doc: "the wheel", does: "moves the cursor"),
        Gesture(
            label: "click", help: "in the form: a field, a colour", doc: "a click in the form",
            does: "focuses a field, picks a colour's swatch, or presses Save or Cancel"),
    ]

    /// Where the list is: its title, its first row, two rows a habit, and the prompt row above
    /// the status line.
    static func titleRow(_ ctx: Context) -> Int { Router.body(ctx.size).row }
    static func listTop(_ ctx: Context) -> Int { titleRow(ctx) + 2 }
    static let rowsPerHabit = 2
    static func promptRow(_ s: HabitsState, _ ctx: Context) -> Int { Router.body(ctx.size).bottom - 1 }
    static func visibleCount(_ s: HabitsState, _ ctx: Context) -> Int {
        max(1, (promptRow(s, ctx) - listTop(ctx)) / rowsPerHabit)
    }

    static func job(_ command: HabitsCommand) -> Effect { .job(.habits, command) }

    /// The first habit shown: `top`, moved just enough to show the cursor.
    static func firstShown(_ s: HabitsState, _ ctx: Context) -> Int {
        let n = visibleCount(s, ctx)
        var top = min(s.top, max(0, s.items.count - n))
        if s.index < top { top = s.index }
        if s.index >= top + n { top = s.index - n + 1 }
        return max(0, top)
    }

    /// The tab was opened (a number key or a click) or its files changed: what to read.
    static func opened(_ s: inout HabitsState, _ ctx: Context) -> [Effect] { [job(.list)] }

    /// Opens the add form; from Today's tray, Save and Esc go back to Today.
    static func openAddForm(_ s: inout HabitsState, fromToday: Bool) -> [Effect] {
        s.prompt = nil
        s.form = HabitFormState(adding: fromToday)
        return [.clearStatus]
    }

    // MARK: - Keys

    /// A key in the tab; nil when the tab leaves it to the keys of every tab. While the form or
    /// a prompt is open, every key is the tab's (digits are typed, not tabs).
    static func key(_ s: inout HabitsState, _ ctx: Context, _ k: KeyPress) -> [Effect]? {
        if s.form != nil { return formKey(&s, ctx, k) }
        if let prompt = s.prompt { return promptKey(&s, ctx, prompt, k) }
        if k.modifiers.contains(.control) { return nil }
        return listKey(&s, ctx, k)
    }

    /// A key on the list (no form, no prompt open): every key that does something clears the
    /// status line.
    static func listKey(_ s: inout HabitsState, _ ctx: Context, _ k: KeyPress) -> [Effect]? {
        guard let action = bindings.action(for: k, in: .list) else { return nil }
        let selected = s.items.indices.contains(s.index) ? s.items[s.index] : nil
        switch action {
        case .move(let step):
            guard let selected, s.items.indices.contains(s.index + step) else { return [] }
            return [.clearStatus, job(.move(id: selected.habit.id, to: s.index + 1 + step))]
        case .cursor(let step): moveCursor(&s, ctx, to: s.index + step)
        case .page(let step): moveCursor(&s, ctx, to: s.index + step * visibleCount(s, ctx))
        case .first: moveCursor(&s, ctx, to: 0)
        case .last: moveCursor(&s, ctx, to: s.items.count - 1)
        case .add: return openAddForm(&s, fromToday: false)
        case .edit:
            guard let selected else { return [] }
            s.form = HabitFormState(editing: selected.habit)
        case .rename:
            guard let selected else { return [] }
            s.prompt = .rename(id: selected.habit.id, habit: selected.habit, text: selected.habit.name)
        case .archive:
            guard let selected else { return [] }
            let id = selected.habit.id
            return [.clearStatus, job(selected.habit.archived != nil ? .unarchive(id: id) : .archive(id: id))]
        case .delete:
            guard let selected else { return [] }
            return [.clearStatus, job(.history(id: selected.habit.id))]
        case .undo: return [.clearStatus, .undo]
        default: return nil
        }
        return [.clearStatus]
    }

    static func moveCursor(_ s: inout HabitsState, _ ctx: Context, to index: Int) {
        s.index = max(0, min(s.items.count - 1, index))
        s.top = firstShown(s, ctx)
    }

    static func promptKey(_ s: inout HabitsState, _ ctx: Context, _ prompt: HabitsState.Prompt, _ k: KeyPress)
        -> [Effect]
    {
        switch prompt {
        case .rename(let id, let habit, let text):
            switch bindings.action(for: k, in: .rename) {
            case .cancel?:
                s.prompt = nil
                return [.say(InteractiveText.cancelled)]
            case .save?:
                return [job(.rename(id: id, to: text))]
            case .backspace?:
                s.prompt = .rename(id: id, habit: habit, text: String(text.dropLast()))
            default:
                if let typed = typed(k) { s.prompt = .rename(id: id, habit: habit, text: text + typed) }
            }
            return []
        case .deleteHistory(let id, let habit, let days), .delete(let id, let habit, let days):
            s.prompt = nil
            // Any key but yes cancels.
            guard bindings.action(for: k, in: .confirm) == .yes else { return [.say(InteractiveText.cancelled)] }
            if case .deleteHistory = prompt {
                s.prompt = .delete(id: id, habit: habit, days: days)
                return []
            }
            return [job(.remove(id: id, purge: days > 0))]
        }
    }

    /// A key that types text into the form or a prompt: a typable character without Ctrl.
    static func typed(_ k: KeyPress) -> String? {
        guard case .character(let c) = k.key, !k.modifiers.contains(.control), TypableText.accepts(c) else {
            return nil
        }
        return String(c)
    }

    /// Text pasted while the form or the rename prompt takes text: typed, one line.
    static func paste(_ s: inout HabitsState, _ text: String) {
        let line = TypableText.filtered(text)
        if var form = s.form {
            form.type(line)
            s.form = form
        } else if case .rename(let id, let habit, let typed) = s.prompt {
            s.prompt = .rename(id: id, habit: habit, text: typed + line)
        }
    }

    // MARK: - The form's keys

    static func formKey(_ s: inout HabitsState, _ ctx: Context, _ k: KeyPress) -> [Effect] {
        guard var form = s.form else { return [] }
        switch bindings.action(for: k, in: .form) {
        case .cancel?: return closeForm(&s, ctx, status: InteractiveText.cancelled)
        case .save?: return save(&s, ctx, form)
        case .field(let step)?: form.focusNext(step)
        case .choose(let step)?: form.choose(step)
        case .backspace?: form.deleteBackward()
        case .clear?: form.clear()
        default: if let typed = typed(k) { form.type(typed) }
        }
        s.form = form
        return []
    }

    /// Closes the form, back to Today when it was opened from its tray.
    static func closeForm(_ s: inout HabitsState, _ ctx: Context, status: String) -> [Effect] {
        let back = s.form?.returnToToday ?? false
        s.form = nil
        return (back ? [.show(.today)] : []) + [.say(status)]
    }

    /// Enter: the use case, which validates every field as `habit add` and `habit edit` do;
    /// with an empty name, Save is disabled and the status line says why.
    static func save(_ s: inout HabitsState, _ ctx: Context, _ form: HabitFormState) -> [Effect] {
        if let id = form.editing {
            return [job(.edit(id: id, form.changedValues))]
        }
        guard form.canSave else {
            let refusal = JournalRefusal(.emptyName(maximum: HabitNameRule.maximumLength))
            return update(&s, ctx, .refused(UIApp.words(refusal), field: .name))
        }
        return [job(.add(HabitAddRequest(name: form[.name], fields: form.addValues)))]
    }

    // MARK: - Mouse

    static func mouse(_ s: inout HabitsState, _ ctx: Context, _ e: MouseEvent) -> [Effect] {
        if s.form != nil { return formMouse(&s, ctx, e) }
        if s.prompt != nil { return [] }
        switch e.kind {
        case .scrollUp, .scrollDown:
            moveCursor(&s, ctx, to: s.index + (e.kind == .scrollUp ? -1 : 1))
            return [.clearStatus]
        case .press where e.button == .left:
            guard let i = item(atRow: e.row, s, ctx) else { return [] }
            moveCursor(&s, ctx, to: i)
            s.drag = HabitsState.Drag(id: s.items[i].habit.id, from: i, to: i)
            return [.clearStatus]
        case .drag, .move:
            guard var drag = s.drag else { return [] }
            let first = firstShown(s, ctx)
            let hovered = first + (e.row - listTop(ctx)) / rowsPerHabit
            drag.to = max(0, min(s.items.count - 1, e.row < listTop(ctx) ? first - 1 : hovered))
            s.drag = drag
        case .release:
            guard let drag = s.drag else { return [] }
            s.drag = nil
            s.index = drag.to
            guard drag.to != drag.from else { return [] }
            return [job(.move(id: drag.id, to: drag.to + 1))]
        default:
            break
        }
        return []
    }

    /// The habit shown on a row of the list.
    static func item(atRow row: Int, _ s: HabitsState, _ ctx: Context) -> Int? {
        guard row >= listTop(ctx), row < listTop(ctx) + visibleCount(s, ctx) * rowsPerHabit else { return nil }
        let i = firstShown(s, ctx) + (row - listTop(ctx)) / rowsPerHabit
        return s.items.indices.contains(i) ? i : nil
    }

    static func formMouse(_ s: inout HabitsState, _ ctx: Context, _ e: MouseEvent) -> [Effect] {
        guard e.kind == .press, e.button == .left, var form = s.form else { return [] }
        let l = HabitFormLayout(ctx.size)
        if e.row == l.buttonsRow {
            if l.save.contains(e.column) { return save(&s, ctx, form) }
            if l.cancel.contains(e.column) { return closeForm(&s, ctx, status: InteractiveText.cancelled) }
            return []
        }
        guard let field = HabitFormState.Field.allCases.first(where: { l.row(of: $0) == e.row }) else { return [] }
        if field != .name || form.editing == nil { form.focus = field }
        if field == .color, let k = l.swatch(atColumn: e.column) {
            form[.color] = HabitColor.presets[k].name
        }
        s.form = form
        return []
    }

    // MARK: - Results

    static func update(_ s: inout HabitsState, _ ctx: Context, _ msg: HabitsMsg) -> [Effect] {
        switch msg {
        case .listed(let items):
            s.items = items
            s.loaded = true
            s.refusal = nil
            if let id = s.select, let i = items.firstIndex(where: { $0.habit.id == id }) {
                s.index = i
            }
            s.select = nil
            s.index = max(0, min(items.count - 1, s.index))
            s.top = firstShown(s, ctx)
            return []
        case .listFailed(let text):
            s.items = []
            s.loaded = true
            s.refusal = text
            return []
        case .changed(let text, let select, let undo):
            s.prompt = nil
            s.select = select
            let remember = undo.map { [Effect.remember(UndoStep(undo: $0, habits: true))] } ?? []
            let commands: [Effect] = remember + [job(.list), .send(.today, TodayMsg.reload)]
            if s.form != nil { return commands + closeForm(&s, ctx, status: text) }
            return commands + [.say(text)]
        case .refused(let text, let field):
            s.prompt = nil
            if var form = s.form {
                form.error = field
                form.errorText = text
                if let field, field != .name || form.editing == nil { form.focus = field }
                s.form = form
            }
            return [.refuse(text)]
        case .history(let id, let habit, let days):
            s.prompt =
                days > 0 ? .deleteHistory(id: id, habit: habit, days: days) : .delete(id: id, habit: habit, days: 0)
            return [.clearStatus]
        case .openAddForm(let returnToToday):
            return openAddForm(&s, fromToday: returnToToday)
        }
    }

    /// The status line's hints when nothing else is said.
    static func hints(_ s: HabitsState, _ ctx: Context) -> String {
        let line: [String]
        var kept = 2
        if s.form != nil {
            line = bindings.hints([.field(1), .choose(-1), .save, .cancel], in: .form)
        } else {
            switch s.prompt {
            case .rename?: line = bindings.hints([.save, .cancel], in: .rename)
            case .delete?, .deleteHistory?: line = bindings.hints([.yes, .no], in: .confirm)
            case nil:
                line =
                    bindings.hints([.cursor(-1), .move(1), .add, .edit, .rename, .archive, .delete], in: .list)
                    + AppKeys.bindings.hints([.help])
                kept = 1
            }
        }
        return line.hintLine(width: ctx.size.columns, keeping: kept)
    }

    // MARK: - View

    /// Draws the tab below the tab bar, above the status line.
    static func view(_ s: HabitsState, _ ctx: Context, _ p: Palette, _ b: inout ScreenBuffer) {
        if let form = s.form {
            HabitFormView.view(form, ctx, p, &b)
            return
        }
        b.put(HabitText.listHeading, column: 0, row: titleRow(ctx), style: CellStyle(bold: true))
        if let refusal = s.refusal {
            b.put(refusal, column: 0, row: listTop(ctx), style: p.warning, maxWidth: ctx.size.columns)
            return
        }
        if s.loaded, s.items.isEmpty {
            b.put(EmptyStateText.noHabits, column: 2, row: listTop(ctx), style: .plain, maxWidth: ctx.size.columns - 2)
            b.put(
                InteractiveText.addFirstHabit, column: 2, row: listTop(ctx) + 1, style: p.dim,
                maxWidth: ctx.size.columns - 2)
        }
        // While a row is dragged, the list as it would be after the drop.
        var items = s.items
        var cursor = s.index
        if let drag = s.drag, items.indices.contains(drag.from) {
            items.insert(items.remove(at: drag.from), at: min(drag.to, items.count))
            cursor = drag.to
        }
        let room = max(8, ctx.size.columns / 3)
        let labels = items.map { " " + TextLayout.fit($0.habit.label, width: room) + " " }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let first = firstShown(s, ctx)
        for (n, i) in (first..<min(items.count, first + visibleCount(s, ctx))).enumerated() {
            let row = listTop(ctx) + n * rowsPerHabit
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
                TextLayout.fit(notes.joined(separator: ", "), width: ctx.size.columns - x), column: x, row: row,
                style: item.status == .active ? .plain : p.dim)
            if let d = h.description, !d.isEmpty {
                let oneLine = d.split(whereSeparator: { LineEnding.isUnicodeLineBreak($0) || $0 == "\t" })
                    .joined(separator: " ")
                b.put(TextLayout.fit(oneLine, width: ctx.size.columns - 4), column: 4, row: row + 1, style: p.dim)
            }
        }
        if first > 0 { b.put("↑", column: ctx.size.columns - 1, row: listTop(ctx), style: p.dim) }
        if first + visibleCount(s, ctx) < items.count {
            b.put("↓", column: ctx.size.columns - 1, row: promptRow(s, ctx) - 1, style: p.dim)
        }
        prompt(s, ctx, p, &b)
    }

    /// The prompt row: the name being typed, or the delete's question.
    static func prompt(_ s: HabitsState, _ ctx: Context, _ p: Palette, _ b: inout ScreenBuffer) {
        guard let prompt = s.prompt else { return }
        let row = promptRow(s, ctx)
        b.fill(column: 0, row: row, width: ctx.size.columns, height: 1, style: .plain)
        switch prompt {
        case .rename(_, let habit, let text):
            let label = InteractiveText.renamePrompt(habit)
            let x = b.put(label, column: 0, row: row, style: CellStyle(bold: true), maxWidth: ctx.size.columns)
            let shown = TextLayout.fitEnd(text, width: ctx.size.columns - x - 1)
            let w = b.put(shown, column: x, row: row, style: CellStyle(underline: true), maxWidth: ctx.size.columns - x)
            b.cursor = CellPosition(column: min(ctx.size.columns - 1, x + w), row: row)
        case .deleteHistory(_, _, let days):
            b.put(
                HabitText.deletesHistory(days: days) + " " + InteractiveText.continueYesNo, column: 0, row: row,
                style: p.warning, maxWidth: ctx.size.columns)
        case .delete(_, let habit, _):
            b.put(
                InteractiveText.confirmDeleteHabit(habit.name), column: 0, row: row, style: p.warning,
                maxWidth: ctx.size.columns)
        }
    }
}

extension UIApp {
    /// Runs one of the Habits tab's commands.
    func perform(_ command: HabitsCommand) -> HabitsMsg {
        let s = service
        do {
            switch command {
            case .list:
                let rows = try s.habitStatuses()
                return .listed(rows.map { HabitsState.Item(habit: $0.habit, status: $0.status) })
            case .add(let request):
                let o = try s.addHabit(request)
                return .changed(
                    sentence(InteractiveText.habitAdded(o.habit), o.notices), select: o.habit.id, undo: o.undo)
            case .edit(let id, let values):
                let o = try s.editHabit(id, values)
                return .changed(
                    sentence(InteractiveText.habitSaved(o.habit), o.notices), select: o.habit.id, undo: o.undo)
            case .move(let id, let to):
                let o = try s.moveHabit(id, to: .at(to))
                let count = model.habitsTab.items.count
                return .changed(
                    InteractiveText.habitMoved(o.habit, to: o.movedTo ?? to, of: count), select: o.habit.id,
                    undo: o.undo)
            case .rename(let id, let name):
                let o = try s.renameHabit(id, to: name)
                return .changed(
                    InteractiveText.habitRenamed(from: o.renamedFrom ?? id, o.habit, dayFiles: o.dayFiles),
                    select: o.habit.id, undo: o.undo)
            case .archive(let id):
                let o = try s.archiveHabit(id)
                return .changed(InteractiveText.habitArchived(o.habit), select: o.habit.id, undo: o.undo)
            case .unarchive(let id):
                let o = try s.unarchiveHabit(id)
                return .changed(InteractiveText.habitUnarchived(o.habit), select: o.habit.id, undo: o.undo)
            case .history(let id):
                let found = try s.habitHistory(id)
                return .history(id: found.habit.id, habit: found.habit, days: found.days)
            case .remove(let id, let purge):
                let o = try s.removeHabit(id, purge: purge)
                return .changed(InteractiveText.habitDeleted(o.habit, days: o.dayFiles), select: nil, undo: o.undo)
            }
        } catch {
            if case .list = command { return .listFailed(Self.words(error)) }
            return .refused(Self.words(error), field: HabitFormState.field(of: error.reason))
        }
    }

    /// A confirmation with the library's notices after it ("an emoji is one character; kept '💧'.").
    private func sentence(_ text: String, _ notices: [String]) -> String {
        ([text] + notices.map { "Note: " + $0 }).joined(separator: " ")
    }
}

extension HabitsState: TabComponent {
    static var helpRows: [(String, String)] { HabitsTab.bindings.helpRows() }
    static var gestures: [Gesture] { HabitsTab.gestures }

    mutating func opened(_ ctx: Context) -> [Effect] { HabitsTab.opened(&self, ctx) }
    mutating func key(_ k: KeyPress, _ ctx: Context) -> [Effect]? { HabitsTab.key(&self, ctx, k) }
    mutating func mouse(_ e: MouseEvent, _ ctx: Context) -> [Effect] { HabitsTab.mouse(&self, ctx, e) }
    mutating func paste(_ text: String) { HabitsTab.paste(&self, text) }
    mutating func undone(_ step: UndoStep, _ ctx: Context) -> [Effect] { loaded ? [HabitsTab.job(.list)] : [] }
    mutating func update(_ msg: HabitsMsg, _ ctx: Context) -> [Effect] { HabitsTab.update(&self, ctx, msg) }
    func view(_ ctx: Context, _ area: Rect, _ b: inout ScreenBuffer) { HabitsTab.view(self, ctx, ctx.palette, &b) }
    func statusLine(_ ctx: Context) -> StatusLine {
        StatusLine(text: HabitsTab.hints(self, ctx), style: ctx.palette.dim)
    }
}
