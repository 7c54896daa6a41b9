import DawnJournal
import DawnJournalText
import DawnSource

extension HabitsTab {
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
}
