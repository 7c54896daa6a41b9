import DawnJournal
import DawnJournalText
import DawnSource

extension HabitsTab {
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
            return update(&s, ctx, .refused(refusal, field: .name))
        }
        return [job(.add(HabitAddRequest(name: form[.name], fields: form.addValues)))]
    }
}
