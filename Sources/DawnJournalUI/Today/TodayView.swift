import DawnJournal
import DawnJournalText
import DawnSource

/// Today's view: the day at its size into a screen buffer. Pure.
enum TodayView {
    /// Draws the day into `area`: the header, the timeline beside the checklist, the tray.
    static func view(_ m: TodayState, _ area: Rect, _ b: inout ScreenBuffer) {
        let l = Layout(m)
        let palette = m.ctx.palette
        header(m, l, palette, &b)
        timeline(m, l, palette, &b)
        checklist(m, l, palette, &b)
        tray(m, l, palette, &b)
    }

    // MARK: - Header

    static func header(_ m: TodayState, _ l: Layout, _ p: Palette, _ b: inout ScreenBuffer) {
        let row = l.headerRow
        var x = b.put("◀ ", column: 0, row: row, style: .plain)
        let date = DateText.weekday(m.date.weekday) + " " + m.date.description
        x += b.put(date, column: x, row: row, style: CellStyle(bold: true))
        x += b.put(" ▶", column: x, row: row, style: .plain)
        if m.isToday { x += b.put("  " + InteractiveText.today, column: x, row: row, style: p.dim) }
        // The week strip: the day shown in reverse video, today underlined, days to come dim.
        for cell in WeekStrip(m, rowMinutes: l.rowMinutes).cells {
            var style = cell.day.isFuture ? p.dim : CellStyle.plain
            if cell.day.isToday { style.underline = true }
            if cell.day.date == m.date { style.reverse = true }
            x = cell.column + b.put(cell.text, column: cell.column, row: row, style: style)
        }
        let right = WeekStrip.rightText(m, rowMinutes: l.rowMinutes)
        let w = DisplayWidth.of(right)
        let problems = (m.screen?.problemCount ?? 0) > 0
        b.put(right, column: max(x + 2, m.size.columns - w), row: row, style: problems ? p.warning : p.dim)
    }

    // MARK: - Checklist

    static func checklist(_ m: TodayState, _ l: Layout, _ p: Palette, _ b: inout ScreenBuffer) {
        let x = l.checklistColumn
        let width = m.size.columns - x
        for r in l.titleRow..<(l.bodyTop + l.bodyHeight) {
            b.put("│", column: l.timelineWidth, row: r, style: p.dim)
        }
        let focused = m.focus == .checklist
        b.put(InteractiveText.checklist, column: x, row: l.titleRow, style: CellStyle(bold: true, underline: focused))
        guard let screen = m.screen else {
            if let refusal = m.loaded.refusal {
                b.put(UIApp.words(refusal), column: x, row: l.bodyTop, style: p.warning, maxWidth: width)
            }
            return
        }
        if let counts = screen.counter {
            // "8 of 10 completed" beside the title, "8 of 10" where that would not fit (64 columns).
            let room = width - DisplayWidth.of(InteractiveText.checklist) - 1
            var counter = DayText.counter(done: counts.done, due: counts.due)
            if DisplayWidth.of(counter) > room { counter = DayText.shortCounter(done: counts.done, due: counts.due) }
            b.put(counter, column: m.size.columns - DisplayWidth.of(counter), row: l.titleRow, style: p.dim)
        }
        var row = l.bodyTop
        // A sentence, wrapped at spaces to the checklist's width (80 columns leave it 30).
        func line(_ text: String, _ style: CellStyle = .plain) {
            for part in TextLayout.wrap(text, width: width) {
                guard row < l.bodyTop + l.bodyHeight else { return }
                b.put(part, column: x, row: row, style: style, maxWidth: width)
                row += 1
            }
        }
        // The sentences are the screen's (DayScreenText), as the page says them.
        let notice = DayScreenText.notice(screen, addOne: InteractiveText.addOneInHabits)
        switch screen.emptyState {
        case .noHabits, .noActiveHabits, .habitsStart:
            for s in notice { line(s.text, s.quiet ? p.dim : .plain) }
            return
        default: break
        }
        if screen.when == .future {
            // "Can't complete future habits.", the upcoming habits, then "No habits for this day."
            for s in notice.prefix(1) { line(s.text, s.quiet ? p.dim : .plain) }
            row += 1
            for h in screen.day.upcoming { pill(h, column: x, row: &row, l, p, &b, maxWidth: width) }
            for s in notice.dropFirst() { line(s.text, s.quiet ? p.dim : .plain) }
            return
        }
        if !notice.isEmpty {
            for s in notice { line(s.text, s.quiet ? p.dim : .plain) }
            return
        }
        // Scroll so that the focused item shows.
        let first = max(0, m.checklistIndex - (l.bodyHeight - 3))
        for (i, d) in screen.checklist.enumerated().dropFirst(first) {
            guard row < l.bodyTop + l.bodyHeight - 1 else { break }
            let box = d.state == .done ? "[x]" : d.state == .skipped ? "[-]" : "[ ]"
            let itemFocused = focused && i == m.checklistIndex
            var cx = x
            cx += b.put(box, column: cx, row: row, style: itemFocused ? p.focus : d.state == .done ? p.done : .plain)
            cx += b.put(" ", column: cx, row: row, style: .plain)
            cx += b.put("●", column: cx, row: row, style: p.glyph(d.habit))
            cx += b.put(" ", column: cx, row: row, style: .plain)
            let nameStyle = d.state == .skipped ? p.dim : .plain
            cx += b.put(
                TextLayout.fit(d.habit.label, width: m.size.columns - cx), column: cx, row: row, style: nameStyle)
            let detail = HabitText.progress(d, today: screen.day.today)
            if !detail.isEmpty {
                b.put(TextLayout.fit(" · " + detail, width: m.size.columns - cx), column: cx, row: row, style: p.dim)
            }
            row += 1
        }
        // A rest day, or the seed's two lines: "All habits completed for today." / "See you tomorrow."
        let closing = DayScreenText.closing(screen)
        if !closing.isEmpty { row += 1 }
        for s in closing { line(s.text, s.quiet ? p.dim : .plain) }
    }

    static func pill(
        _ h: Habit, column: Int, row: inout Int, _ l: Layout, _ p: Palette, _ b: inout ScreenBuffer, maxWidth: Int
    ) {
        guard row < l.bodyTop + l.bodyHeight else { return }
        b.put(" " + h.label + " ", column: column, row: row, style: p.pill(h), maxWidth: maxWidth)
        row += 1
    }

    // MARK: - Tray

    static func tray(_ m: TodayState, _ l: Layout, _ p: Palette, _ b: inout ScreenBuffer) {
        let focused = m.focus == .tray
        b.fill(column: 0, row: l.trayTitleRow, width: m.size.columns, height: 1, style: p.dim, text: "─")
        b.put(
            " " + InteractiveText.habits + " ", column: 1, row: l.trayTitleRow,
            style: CellStyle(bold: true, underline: focused))
        let handle = m.trayExpanded ? " ▾ x " : " ▴ x "
        b.put(handle, column: m.size.columns - DisplayWidth.of(handle) - 1, row: l.trayTitleRow, style: p.dim)
        for pill in l.pills {
            var style = pill.habitID.flatMap { m.habit($0) }.map(p.pill) ?? p.dim
            if focused && pill.index == m.trayIndex { style.reverse.toggle() }
            if case .pill(let id, _) = m.drag, id == pill.habitID { style.dim = true }
            b.put(pill.label, column: pill.column, row: pill.row, style: style, maxWidth: pill.width)
        }
        // More pills before or after the lines shown.
        if l.tray.before != nil { b.put("‹", column: 0, row: l.trayTitleRow + 1, style: p.dim) }
        if l.tray.after != nil {
            b.put("›", column: m.size.columns - 1, row: l.trayTitleRow + l.trayRows, style: p.dim)
        }
    }

}

extension TodayState {
    func view(_ ctx: Context, _ area: Rect, _ b: inout ScreenBuffer) {
        var drawn = self
        drawn.ctx = ctx
        TodayView.view(drawn, area, &b)
    }

    /// The status line: a mode's prompt or hints, else the focused part's hints.
    func statusLine(_ ctx: Context) -> StatusLine {
        let p = ctx.palette
        switch mode {
        case .confirmDelete(let r):
            let text = habit(r.habitID).map { InteractiveText.confirmDelete(r.start, r.end, $0) } ?? ""
            return StatusLine(text: text, style: CellStyle(bold: true), isPrompt: true)
        case .datePrompt(let typed):
            let text = InteractiveText.datePrompt + typed
            return StatusLine(
                text: text, style: .plain, cursorColumn: min(size.columns - 1, DisplayWidth.of(text)), isPrompt: true)
        case .editingNote(let edit):
            if let refusal = edit.refusal { return StatusLine(text: refusal, style: p.warning, isPrompt: true) }
            let (r, typed) = (edit.entry, edit.typed)
            // The end of a long note stays in view, with the cursor after it.
            let prompt = habit(r.habitID).map { InteractiveText.notePrompt($0, r.start, r.end) } ?? ""
            var shown = typed[...]
            while !shown.isEmpty, DisplayWidth.of(prompt + shown) > size.columns - 1 { shown = shown.dropFirst() }
            let text = prompt + shown
            return StatusLine(
                text: text, style: .plain, cursorColumn: min(size.columns - 1, DisplayWidth.of(text)), isPrompt: true)
        case .placing, .moving:
            return StatusLine(text: Self.hints(in: scope, width: ctx.size.columns), style: p.dim, isPrompt: true)
        case .normal: return StatusLine(text: Self.hints(in: scope, width: ctx.size.columns), style: p.dim)
        }
    }
}
