import DawnJournal
import DawnJournalText
import DawnSource

/// The timeline's drawing: the hours, the now line, the blocks, the ghost, the slot cursor.
extension TodayView {
    // MARK: - Timeline

    static func timeline(_ m: TodayState, _ l: Layout, _ p: Palette, _ b: inout ScreenBuffer) {
        let focused = m.focus == .timeline
        b.put(InteractiveText.timeline, column: 0, row: l.titleRow, style: CellStyle(bold: true, underline: focused))
        for i in 0..<l.bodyHeight {
            let row = l.bodyTop + i
            let minutes = l.minutes(atRow: row, scrollTop: m.scrollTop)
            guard minutes < m.timelineEnd(l.rowMinutes) else { break }
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
        // Entries that overlap share the width side by side, each in its lane.
        for block in m.blocks {
            let e = block.entry
            let ref = m.ref(e)
            if let movingRef, ref == movingRef { continue } // drawn as the ghost
            let (column, width) = l.lane(block.lane, of: block.lanes)
            Self.block(
                e.habit, e.entry.start.minutes, m.shownEnd(e), note: e.entry.note,
                label: e.label, m, l, p,
                &b, column: column, width: width,
                focused: ref != nil && ref == selected, ghost: false, running: e.entry.isRunning)
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
            guard let h = m.habit(id), h.duration != nil else { return nil }
            return (h, minutes, minutes + m.settings.placedLength(h), nil)
        case (_, .move(let r, _, let minutes)):
            guard let h = m.habit(r.habitID) else { return nil }
            return (h, minutes, minutes + r.end.minutes - r.start.minutes, nil)
        case (_, .resize(let r, let minutes)):
            guard let h = m.habit(r.habitID) else { return nil }
            return (h, r.start.minutes, max(minutes, r.start.minutes + m.settings.slot), nil)
        case (.placing(let id), _):
            guard let h = m.habit(id), h.duration != nil else { return nil }
            return (h, m.cursor, m.cursor + m.settings.placedLength(h), nil)
        case (.moving(let r), _):
            guard let h = m.habit(r.habitID) else { return nil }
            return (h, m.cursor, m.cursor + r.end.minutes - r.start.minutes, nil)
        default:
            return nil
        }
    }

    static func block(
        _ habit: Habit?, _ start: Int, _ end: Int, note: String?, label: String, _ m: TodayState, _ l: Layout,
        _ p: Palette, _ b: inout ScreenBuffer, column: Int, width: Int, focused: Bool, ghost: Bool,
        running: Bool = false
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
        // A running entry: its start, `-` as the file has it, and that it runs.
        let text = InteractiveText.blockTitle(
            label, Self.time(start), running ? nil : Self.time(end), note: bottom == top ? note : nil)
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
}
