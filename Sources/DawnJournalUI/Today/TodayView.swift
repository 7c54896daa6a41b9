import DawnJournal
import DawnJournalText
import DawnSource

/// Today's view: the day at its size into a screen buffer. Pure.
enum TodayView {
    /// Draws the day into `area`: the header, the timeline beside the checklist, the tray.
    static func view(_ m: TodayState, _ area: Rect, _ b: inout ScreenBuffer) {
        let l = Layout(m)
        let palette = Palette(m.colorMode)
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
        var right = InteractiveText.rowLength(l.rowMinutes)
        if m.loaded.problems > 0 { right = InteractiveText.problems(m.loaded.problems) }
        let w = DisplayWidth.of(right)
        b.put(right, column: max(x + 2, m.size.columns - w), row: row, style: m.loaded.problems > 0 ? p.warning : p.dim)
    }

    // MARK: - Timeline

    static func timeline(_ m: TodayState, _ l: Layout, _ p: Palette, _ b: inout ScreenBuffer) {
        let focused = m.focus == .timeline
        b.put(InteractiveText.timeline, column: 0, row: l.titleRow, style: CellStyle(bold: true, underline: focused))
        for i in 0..<l.bodyHeight {
            let row = l.bodyTop + i
            let minutes = l.minutes(atRow: row, scrollTop: m.scrollTop)
            guard minutes < m.clock.timelineEnd(rowMinutes: l.rowMinutes) else { break }
            if let hour = m.clock.hourLabel(ofRow: minutes, rowMinutes: l.rowMinutes) {
                b.put(Self.time(hour), column: 0, row: row, style: p.dim)
            }
            b.put("┊", column: Layout.labelWidth - 1, row: row, style: p.dim)
        }
        // The current time: a line across the timeline, under the blocks, its time at the end.
        // Underlined blanks, a byte a cell where a drawn line took three.
        let nowMinutes = m.clock.dayMinute(at: m.now)
        let nowRow = m.isToday ? l.row(of: nowMinutes, scrollTop: m.scrollTop) : -1
        if nowRow >= l.bodyTop, nowRow < l.bodyTop + l.bodyHeight {
            b.fill(
                column: Layout.labelWidth, row: nowRow, width: l.timelineWidth - Layout.labelWidth, height: 1,
                style: p.nowLine)
        }
        let blockColumn = Layout.labelWidth
        let blockWidth = l.timelineWidth - blockColumn
        let selected =
            focused && m.mode == .normal && !m.ctx.overlay && m.drag == nil ? m.entryAtCursor.flatMap(m.ref) : nil
        var movingRef: EntryRef?
        if case .moving(let r) = m.mode { movingRef = r }
        if case .move(let r, _, _) = m.drag { movingRef = r }
        if case .resize(let r, _) = m.drag { movingRef = r }
        for e in m.entries {
            let ref = m.ref(e)
            if let movingRef, ref == movingRef { continue } // drawn as the ghost
            block(
                e.habit, e.entry.start.minutes, e.entry.end.minutes, note: e.entry.note,
                label: e.habit?.label ?? ((e.entry.habit.emoji.map { $0 + " " } ?? "") + e.entry.habit.name), m, l, p,
                &b, column: blockColumn, width: blockWidth,
                focused: ref != nil && ref == selected, ghost: false)
        }
        // The ghost: a habit being placed, an entry being moved or resized.
        if let (habit, start, end, note) = ghost(m, l) {
            block(
                habit, start, end, note: note, label: habit.label, m, l, p, &b, column: blockColumn, width: blockWidth,
                focused: false, ghost: true)
        }
        if nowRow >= l.bodyTop, nowRow < l.bodyTop + l.bodyHeight {
            let label = " " + Self.time(nowMinutes)
            b.put(label, column: l.timelineWidth - DisplayWidth.of(label), row: nowRow, style: p.now)
        }
        // The slot cursor.
        let row = l.row(of: m.cursor, scrollTop: m.scrollTop)
        if row >= l.bodyTop, row < l.bodyTop + l.bodyHeight {
            b.put(Self.time(m.cursor), column: 0, row: row, style: focused ? p.focus : CellStyle(underline: true))
            b.put("▸", column: Layout.labelWidth - 1, row: row, style: focused ? p.focus : .plain)
        }
    }

    /// The ghost block: what a placing, a move or a drag would write.
    static func ghost(_ m: TodayState, _ l: Layout) -> (Habit, Int, Int, String?)? {
        switch (m.mode, m.drag) {
        case (_, .pill(let id, let minutes?)):
            guard let h = m.habit(id), let d = h.duration else { return nil }
            return (h, minutes, minutes + m.settings.clock.slotLength(d), nil)
        case (_, .move(let r, _, let minutes)):
            guard let h = m.habit(r.habitID) else { return nil }
            return (h, minutes, minutes + r.end.minutes - r.start.minutes, nil)
        case (_, .resize(let r, let minutes)):
            guard let h = m.habit(r.habitID) else { return nil }
            return (h, r.start.minutes, max(minutes, r.start.minutes + m.settings.slot), nil)
        case (.placing(let id), _):
            guard let h = m.habit(id), let d = h.duration else { return nil }
            return (h, m.cursor, m.cursor + m.settings.clock.slotLength(d), nil)
        case (.moving(let r), _):
            guard let h = m.habit(r.habitID) else { return nil }
            return (h, m.cursor, m.cursor + r.end.minutes - r.start.minutes, nil)
        default:
            return nil
        }
    }

    static func block(
        _ habit: Habit?, _ start: Int, _ end: Int, note: String?, label: String, _ m: TodayState, _ l: Layout,
        _ p: Palette, _ b: inout ScreenBuffer, column: Int, width: Int, focused: Bool, ghost: Bool
    ) {
        let top = max(l.bodyTop, l.row(of: start, scrollTop: m.scrollTop))
        let lastRow = l.row(of: max(start + 1, end) - 1, scrollTop: m.scrollTop)
        let bottom = min(l.bodyTop + l.bodyHeight - 1, lastRow)
        guard top <= bottom else { return }
        let style = p.block(habit, ghost: ghost)
        b.fill(column: column, row: top, width: width, height: bottom - top + 1, style: style)
        if focused {
            // The focus bar: the edge column in reverse video, the block keeping its colours, so
            // that moving onto or off a block rewrites a cell a row and its title.
            var bar = style
            bar.reverse = true
            bar.bold = true
            b.fill(column: column, row: top, width: 1, height: bottom - top + 1, style: bar)
        } else if p.mode == .none || ghost {
            b.fill(column: column, row: top, width: 1, height: bottom - top + 1, style: style, text: ghost ? "┆" : "▌")
        }
        let times = Self.time(start) + "-" + Self.time(end)
        var text = label + " " + times
        if let note, bottom == top { text += " · " + note }
        var title = style
        if focused { title.bold = true }
        b.put(TextLayout.fit(text, width: width - 2), column: column + 1, row: top, style: title, maxWidth: width - 2)
        if let note, bottom > top {
            b.put(
                TextLayout.fit(note, width: width - 2), column: column + 1, row: top + 1, style: style,
                maxWidth: width - 2)
        }
    }

    /// `HH:MM`, past 24:00 at night as written in the file.
    static func time(_ minutes: Int) -> String {
        let h = minutes / 60
        let mm = minutes % 60
        return (h < 10 ? "0" : "") + String(h) + ":" + (mm < 10 ? "0" : "") + String(mm)
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
        guard let view = m.view else {
            if let refusal = m.loaded.refusal {
                b.put(refusal, column: x, row: l.bodyTop, style: p.warning, maxWidth: width)
            }
            return
        }
        let counter = DayText.counter(done: view.counts.done, due: view.counts.due)
        // A rest day (every habit due skipped) is not "0 of 0 completed".
        let restDay = view.counts.due == 0 && view.due.allSatisfy { $0.state == .skipped }
        if !m.isFuture, view.hasActiveHabits, !view.due.isEmpty, !restDay {
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
        if view.habits.isEmpty || !view.hasActiveHabits {
            line(view.habits.isEmpty ? EmptyStateText.noHabits : EmptyStateText.noActiveHabits)
            return line(InteractiveText.addOneInHabits, p.dim)
        }
        if m.isFuture {
            line(DayText.future, p.dim)
            row += 1
            for h in view.upcoming { pill(h, column: x, row: &row, l, p, &b, maxWidth: width) }
            if view.upcoming.isEmpty { line(EmptyStateText.noHabitsForDay) }
            return
        }
        if view.due.isEmpty { return line(EmptyStateText.noHabitsForDay) }
        // Scroll so that the focused item shows.
        let first = max(0, m.checklistIndex - (l.bodyHeight - 3))
        for (i, d) in view.due.enumerated().dropFirst(first) {
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
            let detail = HabitText.progress(d, today: view.today)
            if !detail.isEmpty {
                b.put(TextLayout.fit(" · " + detail, width: m.size.columns - cx), column: cx, row: row, style: p.dim)
            }
            row += 1
        }
        if !view.due.isEmpty, restDay {
            row += 1
            line(DayText.allSkipped, p.dim)
        } else if view.isToday, view.counts.due > 0, view.counts.done == view.counts.due {
            // The seed's two lines: "All habits completed for today." / "See you tomorrow."
            row += 1
            line(EmptyStateText.allCompletedToday)
            line(EmptyStateText.seeYouTomorrow, p.dim)
        }
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
        var x = b.put(
            " " + InteractiveText.habits + " ", column: 1, row: l.trayTitleRow,
            style: CellStyle(bold: true, underline: focused))
        x += 1
        let handle = m.trayExpanded ? " ▾ x " : " ▴ x "
        b.put(handle, column: m.size.columns - DisplayWidth.of(handle) - 1, row: l.trayTitleRow, style: p.dim)
        _ = x
        for (i, pill) in l.pills.enumerated() {
            var style = pill.habitID.flatMap { m.habit($0) }.map(p.pill) ?? p.dim
            if focused && i == m.trayIndex { style.reverse.toggle() }
            if case .pill(let id, _) = m.drag, id == pill.habitID { style.dim = true }
            b.put(pill.label, column: pill.column, row: pill.row, style: style, maxWidth: pill.width)
        }
        if !m.trayExpanded, l.pills.count < m.trayHabits.count {
            b.put("…", column: m.size.columns - 1, row: l.trayTitleRow + 1, style: p.dim)
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
        case .editingNote(let r, let typed):
            // The end of a long note stays in view, with the cursor after it.
            let prompt = habit(r.habitID).map { InteractiveText.notePrompt($0, r.start, r.end) } ?? ""
            var shown = typed[...]
            while !shown.isEmpty, DisplayWidth.of(prompt + shown) > size.columns - 1 { shown = shown.dropFirst() }
            let text = prompt + shown
            return StatusLine(
                text: text, style: .plain, cursorColumn: min(size.columns - 1, DisplayWidth.of(text)), isPrompt: true)
        case .placing, .moving: return StatusLine(text: Self.hints(in: scope), style: p.dim, isPrompt: true)
        case .normal: return StatusLine(text: Self.hints(in: scope), style: p.dim)
        }
    }
}
