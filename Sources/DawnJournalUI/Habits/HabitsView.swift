import DawnJournal
import DawnJournalText
import DawnSource

extension HabitsTab {
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
