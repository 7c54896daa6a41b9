import DawnJournal
import DawnJournalText
import DawnSource

/// Today's mouse: clicks on the header, the timeline, the checklist and the tray; drags of a
/// pill onto the timeline, of an entry's body (a move) and of its bottom row (a resize).
extension TodayState {
    mutating func mouse(_ e: MouseEvent, _ ctx: Context) -> [Effect] {
        self.ctx = ctx
        let l = Layout(self)
        switch e.kind {
        case .scrollUp, .scrollDown:
            let delta = e.kind == .scrollUp ? -3 : 3
            if e.row > l.trayTitleRow {
                // Over the tray: its lines before or after those shown.
                if let i = e.kind == .scrollUp ? l.tray.before : l.tray.after { selectPill(i) }
            } else if e.column >= l.checklistColumn, e.row >= l.bodyTop {
                checklistIndex = max(0, min(checklist.count - 1, checklistIndex + delta))
            } else {
                scroll(by: delta, l)
            }
            return []
        case .press where e.button == .left:
            return [.clearStatus] + press(e, l)
        case .drag, .move:
            // Held on the row just past the timeline's top (its title) or bottom (the tray's
            // title), a dragged pill or block scrolls it a row on each motion report there, its
            // ghost on the edge row (a pill coming up from the tray only once it was over the
            // timeline).
            var edge = 0
            if let d = drag, e.column < l.timelineWidth {
                let below = l.bodyTop + l.bodyHeight
                var (fromTray, overTimeline) = (false, true)
                if case .pill(_, let minutes) = d { (fromTray, overTimeline) = (true, minutes != nil) }
                if e.row < l.bodyTop {
                    edge = -1
                } else if e.row >= below, !fromTray || (overTimeline && e.row == below) {
                    edge = 1
                }
                if edge != 0 { scroll(by: edge, l) }
            }
            heldAt = edge != 0 ? e : nil
            switch drag {
            case .pill(let id, _):
                let over = edge != 0 || l.isTimeline(column: e.column, row: e.row)
                drag = .pill(habitID: id, minutes: over ? slotAt(l, e.row) : nil)
            case .move(let r, let grab, _):
                drag = .move(r, grab: grab, minutes: max(firstSlot, slotAt(l, e.row) - grab))
            case .resize(let r, _):
                drag = .resize(r, minutes: slotAt(l, e.row) + l.rowMinutes)
            case nil: break
            }
            return []
        case .release:
            heldAt = nil
            guard let dropped = drag else { return [] }
            drag = nil
            if isFuture { return refuseFuture() }
            switch dropped {
            case .pill(let id, let minutes?):
                guard let h = habit(id) else { return [] }
                // A checkbox habit has no slot: dropped anywhere on the timeline it is logged as
                // Enter on its pill logs it (ticked, or its amount +1), and the status line says so.
                guard h.isTimed else { return start(placing: h) }
                return [
                    Self.change(
                        .log(LogRequest(habit: id, date: .date(date), at: TimeOfDay(minutes: minutes))))
                ]
            case .pill(_, nil):
                return []
            case .move(let r, _, let minutes):
                guard minutes != r.start.minutes, let to = TimeOfDay(minutes: minutes) else { return [] }
                return [
                    Self.change(
                        .move(MoveRequest(habit: r.habitID, date: .date(date), entry: r.address, to: to)))
                ]
            case .resize(let r, let minutes):
                let length = max(settings.slot, minutes - r.start.minutes)
                guard length != r.end.minutes - r.start.minutes else { return [] }
                return [
                    Self.change(
                        .resize(
                            ResizeRequest(
                                habit: r.habitID, date: .date(date), entry: r.address, length: .minutes(length))))
                ]
            }
        default:
            return []
        }
    }

    /// How often a drag held at the edge scrolls, in milliseconds.
    static let heldRepeat = 120

    /// `UIApp.repeatInterval`: a drag held at the edge asks for a tick every `heldRepeat`
    /// milliseconds while the timeline can still scroll that way; nil otherwise.
    var heldInterval: Int? {
        guard drag != nil, let e = heldAt else { return nil }
        var moved = self
        moved.scroll(by: e.row < Layout(self).bodyTop ? -1 : 1, Layout(self))
        return moved.scrollTop != scrollTop ? Self.heldRepeat : nil
    }

    /// A `.repeatTick`: the drag held at the edge moves on as if its last report came again.
    mutating func held(_ ctx: Context) {
        guard drag != nil, let e = heldAt else { return }
        _ = mouse(e, ctx)
    }

    /// The timeline scrolled by `rows` (within the day), the cursor kept on screen.
    mutating func scroll(by rows: Int, _ l: Layout) {
        let visible = l.bodyHeight * l.rowMinutes
        scrollTop = max(
            firstRow(l.rowMinutes),
            min(scrollTop + rows * l.rowMinutes, timelineEnd(l.rowMinutes) - visible))
        cursor = snap(min(max(cursor, scrollTop), scrollTop + visible - l.rowMinutes), l.rowMinutes)
    }

    func slotAt(_ l: Layout, _ row: Int) -> Int {
        let minutes = l.minutes(atRow: min(max(row, l.bodyTop), l.bodyTop + l.bodyHeight - 1), scrollTop: scrollTop)
        return snap(minutes, l.rowMinutes)
    }

    mutating func press(_ e: MouseEvent, _ l: Layout) -> [Effect] {
        if e.row == l.headerRow {
            let nextColumn = 2 + DisplayWidth.of(DateText.weekday(date.weekday) + " " + date.description) + 1
            if e.column <= 1 { return go(to: date.adding(days: -1)) }
            if e.column == nextColumn { return go(to: date.adding(days: 1)) }
            if let day = WeekStrip(self, rowMinutes: l.rowMinutes).date(atColumn: e.column) { return go(to: day) }
            return []
        }
        if e.row == l.trayTitleRow {
            trayExpanded.toggle()
            return []
        }
        if e.row > l.trayTitleRow, let i = trayMarker(at: e, l) {
            selectPill(i)
            return []
        }
        if let pill = l.pills.first(where: {
            $0.row == e.row && e.column >= $0.column && e.column < $0.column + $0.width
        }) {
            selectPill(pill.index)
            guard let id = pill.habitID else { return Self.addHabit }
            drag = .pill(habitID: id, minutes: nil)
            return []
        }
        if l.isTimeline(column: e.column, row: e.row) {
            focus = .timeline
            let minutes = slotAt(l, e.row)
            cursor = minutes
            clamp()
            // The block under the pointer: its rows, and its lane's columns where entries overlap.
            guard e.column >= Layout.labelWidth,
                let hit = blocks.last(where: {
                    let (column, width) = l.lane($0.lane, of: $0.lanes)
                    let start = $0.entry.entry.start.minutes
                    return column <= e.column && e.column < column + width
                        && l.row(of: start, scrollTop: scrollTop) <= e.row
                        && e.row <= l.row(of: max(start + 1, shownEnd($0.entry)) - 1, scrollTop: scrollTop)
                }), let r = ref(hit.entry)
            else { return [] }
            lane = hit.lane
            let lastRow = l.row(of: max(r.start.minutes + 1, r.end.minutes) - 1, scrollTop: scrollTop)
            let firstRow = l.row(of: r.start.minutes, scrollTop: scrollTop)
            if e.row == lastRow && lastRow > firstRow {
                drag = .resize(r, minutes: r.end.minutes)
            } else {
                drag = .move(
                    r, grab: minutes - l.minutes(atRow: firstRow, scrollTop: scrollTop), minutes: r.start.minutes)
            }
            return []
        }
        if e.column >= l.checklistColumn, e.row >= l.bodyTop, e.row < l.bodyTop + l.bodyHeight {
            let first = max(0, checklistIndex - (l.bodyHeight - 3))
            let i = first + e.row - l.bodyTop
            guard checklist.indices.contains(i) else { return [] }
            focus = .checklist
            checklistIndex = i
            if e.column < l.checklistColumn + 3 {
                return checklistAction(.tick)
            }
        }
        return []
    }
}
