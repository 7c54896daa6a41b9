import DawnJournal
import DawnJournalText
import DawnSource

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
        case .listFailed(let refusal):
            s.items = []
            s.loaded = true
            s.refusal = UIApp.words(refusal)
            return []
        case .changed(let done):
            let (text, select, undo) = done.said
            s.prompt = nil
            s.select = select
            let remember = undo.map { [Effect.remember(UndoStep(undo: $0, habits: true))] } ?? []
            let commands: [Effect] = remember + [job(.list), .send(.today, TodayMsg.reload)]
            if s.form != nil { return commands + closeForm(&s, ctx, status: text) }
            return commands + [.say(text)]
        case .refused(let refusal, let field):
            let text = UIApp.words(refusal)
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
}
