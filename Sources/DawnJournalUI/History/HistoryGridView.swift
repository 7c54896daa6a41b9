import DawnJournal
import DawnJournalText
import DawnSource

extension HistoryTab {
    // MARK: - View

    /// Draws the tab into the rows the router gives it (`HistoryLayout.area`).
    static func view(_ s: HistoryState, _ ctx: Context, _ area: Rect, _ p: Palette, _ b: inout ScreenBuffer) {
        let l = HistoryLayout(s, ctx, area: area)
        var x =
            l.area.column
            + b.put(InteractiveText.tabHistory, column: l.area.column, row: l.headerRow, style: CellStyle(bold: true))
        if s.refusal == nil, let newest = l.dates.first, let oldest = l.dates.last {
            x += b.put("  ", column: x, row: l.headerRow, style: .plain)
            let window = DateText.window(from: oldest, to: newest, startsWithJournal: oldest == s.start)
            b.put(window, column: x, row: l.headerRow, style: p.dim, maxWidth: l.area.right - x)
        }
        if let refusal = s.refusal {
            b.put(refusal, column: l.area.column, row: l.monthRow, style: p.warning, maxWidth: l.area.width)
            return
        }
        if s.habits.isEmpty {
            if s.start != nil { b.put(EmptyStateText.noHabits, column: l.area.column, row: l.monthRow, style: .plain) }
            return
        }
        if l.dates.allSatisfy({ date in s.cells[date]?.allSatisfy { !$0.isHistory } ?? true }) {
            b.put(
                EmptyStateText.noHistory, column: l.area.column, row: l.monthRow, style: .plain, maxWidth: l.area.width)
            return
        }
        matrixHeader(s, ctx, l, p, &b)
        for i in s.topRow..<min(s.habits.count, s.topRow + l.habitRows) {
            let row = l.firstHabitRow + i - s.topRow
            let h = s.habits[i]
            let name = DisplayWidth.padded(TextLayout.fit(h.name, width: l.nameWidth), to: l.nameWidth)
            b.put(name, column: l.area.column, row: row, style: CellStyle(bold: i == s.row), maxWidth: l.nameWidth)
            for (k, date) in l.dates.enumerated() {
                guard let state = s.cells[date]?[i] else { continue }
                var style: CellStyle
                switch state {
                case .done: style = p.glyph(h)
                case .missed, .pending: style = .plain
                case .skipped, .open, .na: style = p.dim
                }
                let column = l.glyphColumns[k]
                if i == s.row && date == s.cursor {
                    style.dim = false
                    style.reverse = true
                    b.put(" ", column: column - 1, row: row, style: style)
                }
                b.put(CellStateText.glyph(state), column: column, row: row, style: style)
            }
        }
        if s.topRow + l.habitRows < s.habits.count {
            b.put("…", column: l.area.column, row: l.firstHabitRow + l.habitRows, style: p.dim)
        }
        for (i, line) in l.legend.enumerated() {
            b.put(line, column: l.area.column, row: l.legendRow + i, style: p.dim, maxWidth: l.area.width)
        }
        detail(s, ctx, l, p, &b)
    }

    /// The months and the days of the month over the columns, as `history` heads them: a month
    /// where the columns start and where it changes (with its year at the start and where the
    /// year changes); the cursor's day in reverse video.
    static func matrixHeader(
        _ s: HistoryState, _ ctx: Context, _ l: HistoryLayout, _ p: Palette, _ b: inout ScreenBuffer
    ) {
        for month in HistoryText.months(l.dates, columns: l.glyphColumns.map { $0 - 1 }) {
            b.put(
                month.label, column: month.column, row: l.monthRow, style: p.dim,
                maxWidth: l.area.right - month.column)
        }
        for (k, d) in l.dates.enumerated() {
            let text = (d.day < 10 ? " " : "") + String(d.day)
            let style = d == s.cursor ? CellStyle(bold: true, reverse: true) : p.dim
            b.put(text, column: l.glyphColumns[k] - 1, row: l.dayRow, style: style)
        }
    }

    /// Under the matrix: the cursor's habit on its day, its progress, and what the day file
    /// holds for it (its entries, its box), as `day` reads the day.
    static func detail(_ s: HistoryState, _ ctx: Context, _ l: HistoryLayout, _ p: Palette, _ b: inout ScreenBuffer) {
        guard l.detailRows > 0, s.habits.indices.contains(s.row) else { return }
        let h = s.habits[s.row]
        let width = l.area.right
        var row = l.detailRow
        var x = l.area.column + b.put("●", column: l.area.column, row: row, style: p.glyph(h))
        x += b.put(" ", column: x, row: row, style: .plain)
        x += b.put(
            InteractiveText.historyDay(h, s.cursor), column: x, row: row, style: CellStyle(bold: true),
            maxWidth: width - x)
        guard let day = s.day, day.date == s.cursor else { return }
        if let progress = day.due.first(where: { $0.habit.id == h.id }).map({ HabitText.progress($0, today: day.today) }
        ),
            !progress.isEmpty, x < width
        {
            b.put(" · " + progress, column: x, row: row, style: p.dim, maxWidth: width - x)
        }
        var lines = InteractiveText.historyLines(day, habit: h.id)
        if lines.isEmpty { lines = [InteractiveText.historyNothingWritten] }
        for line in lines.prefix(l.detailRows - 1) {
            row += 1
            b.put("  " + line, column: l.area.column, row: row, style: .plain, maxWidth: l.area.width)
        }
        if lines.count > l.detailRows - 1, l.detailRows > 1 {
            b.put("…", column: width - 1, row: row, style: p.dim)
        }
    }
}
