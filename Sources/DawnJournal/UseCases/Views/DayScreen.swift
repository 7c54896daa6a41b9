/// Everything a day's screen shows (the interactive view's Today, the web page's day, `day
/// --json`), computed once by the library so that every screen shows the same: a screen draws
/// it and computes nothing (the "humble view").
///
/// Made by `JournalService.dayScreen(_:instances:week:)` from habits.toml and the day file,
/// each read once (and a target habit's other days of its period, as `dayView` reads them; the
/// rest of the week for the week strip when asked); the tray's order comes from the
/// `InstanceCounts` the caller keeps.
public struct DayScreen: Sendable {
    /// Whether the day is before the journal's today, today, or after it.
    public enum When: String, Sendable {
        case past, today, future
    }

    /// A timeline entry as a block: its entry, where it goes among the entries that overlap it,
    /// and its colours.
    public struct Block: Sendable {
        /// The entry, its habit (nil when habits.toml has none of that name) and whether it is
        /// planned (it starts later than now).
        public var entry: DayView.Entry
        /// Its lane, 0-based, among the entries that overlap it (directly or through others):
        /// overlapping entries share the timeline side by side.
        public var lane: Int
        /// How many lanes its group of overlapping entries takes (1 when it overlaps none).
        public var lanes: Int
        /// The block's colour (`Habit.displayColor`: neutral grey for an unknown habit or a
        /// habit without one, nil when the habit's colour is malformed: no colour).
        public var color: HabitColor?
        /// The text colour on the block by the contrast rule (`HabitColor.textColor`), nil
        /// without a colour.
        public var textColor: HabitColor?
    }

    /// The sentence a screen says when it has little or nothing else to show, as PRODUCT.md
    /// words it (`EmptyStateText`, `DayText`).
    public enum EmptyState: String, Sendable {
        /// habits.toml has no habit: "Get started by adding your first habit."
        case noHabits = "no-habits"
        /// Every habit archived or not started: "You have no active habits."
        case noActiveHabits = "no-active-habits"
        /// No habit active yet, some start later (`startsOn`): "Your habits start on Monday 30
        /// November."
        case habitsStart = "habits-start"
        /// Nothing due that day: "No habits for this day."
        case noHabitsForDay = "no-habits-for-day"
        /// Every habit due that day skipped: "All habits skipped for this day."
        case allSkipped = "all-skipped"
        /// Today, everything due done: "All habits completed for today." / "See you tomorrow."
        case allCompletedToday = "all-completed-today"
    }

    /// The day as `day` reads it: entries, items, the due habits in the checklist's order,
    /// counts, front matter, notes, the files it could not read and the problems it found.
    public var day: DayView
    /// The journal's settings, as habits.toml says (its slot, day start, week start).
    public var settings: JournalSettings
    /// The journal's clock: the timeline's first and last slot, rows and hour labels.
    public var clock: JournalClock
    /// "Now" on this day's timeline (a minute of the journal day, past 24:00 at night), nil
    /// when the day is not today.
    public var now: Int?
    /// The timeline's blocks, in start order, with their lanes.
    public var blocks: [Block]
    /// The checklist in the order shown: still to do first, in habits.toml's order, then done
    /// in the order it was done (the day file's order); empty on a future day.
    public var checklist: [HabitDay]
    /// A habit the tray offers, with its instances over the journal.
    public struct TrayHabit: Sendable {
        public var habit: Habit
        public var instances: Int
        /// How long the entry is that placing it writes (`JournalSettings.placedLength`).
        public var minutes: Int
    }

    /// The habits the tray offers (active that day), most instances first, the newest (latest
    /// `since`, then written later in habits.toml) first among equals.
    public var tray: [TrayHabit]
    /// Done of due ("3 of 7 completed"), or nil when the screen shows no counter (a future day,
    /// no active habit, nothing due, or a rest day).
    public var counter: DayCounts?
    /// The empty-state sentence that applies, if any.
    public var emptyState: EmptyState?
    /// With `habitsStart`: the first day a habit that is not archived starts after the day.
    public var startsOn: LocalDate?
    /// Problems to point at: lines of the day file not understood or naming no habit, and
    /// habits.toml's findings (each counted once).
    public var problemCount: Int
    /// The week holding the day, from `week_starts`: done and due on each of its days (the
    /// daily-list app's week strip); empty unless asked for (`dayScreen(_:instances:week:)`).
    public var week: [DayCounts] = []
    /// The day's instances by habit id, for `InstanceCounts.record(_:)`.
    public var instances: [String: Int]

    public var date: LocalDate { day.date }
    public var when: When { day.isFuture ? .future : day.isToday ? .today : .past }

    /// What a checklist row offers: a tap on its box, one more or one less of an amount, a
    /// rest day.
    public enum RowAction: String, Sendable, CaseIterable {
        /// Tick or untick the box (`toggle`, expecting `box(of:)`): a habit without a unit.
        case toggle
        /// One more of an amount habit (`log HABIT 1`).
        case more
        /// One less, taken off the total the file holds (`lower`): an amount habit with a total.
        case less
        /// Skip the day (`log --skip`): a habit neither done nor skipped.
        case skip
    }

    /// The actions a checklist row of `habitDay` offers: none on a future day (nothing can be
    /// done on it); an amount habit one more and (with a total) one less, another habit its box;
    /// and a skip while it is neither done nor skipped.
    public func actions(of habitDay: HabitDay) -> [RowAction] {
        guard when != .future else { return [] }
        var out: [RowAction] =
            habitDay.habit.unit != nil
            ? (habitDay.total.map { $0 > Amount(0) } == true ? [.less, .more] : [.more])
            : [.toggle]
        if habitDay.state != .done && habitDay.state != .skipped { out.append(.skip) }
        return out
    }

    /// The minute of the journal day a timeline should show first when it opens on this day
    /// (Docs/UI.md): now on today; on another day the slot of its first entry; else the first
    /// slot. A renderer puts it near the top (today: in the upper third) on the hour line above.
    public var focus: Int {
        if let now { return now }
        return blocks.first.map { clock.slotStart($0.entry.entry.start.minutes) } ?? clock.firstSlot
    }

    /// The slot a placing is offered at first ("Place at…"): the slot of `focus` (now's on
    /// today), within the timeline; where the terminal's cursor starts.
    public var placeAt: Int { min(max(clock.slotStart(focus), clock.firstSlot), clock.lastSlot) }
}

extension JournalService {
    /// A day's screen (default today): habits.toml and the day file read once each. The tray
    /// is ordered by `instances` (`instanceCounts()`, kept by the caller), with this day's share
    /// replaced by what was just read. With `week`, the other day files of its week are read
    /// once each too, for `DayScreen.week`.
    public func dayScreen(_ date: DateChoice? = nil, instances: InstanceCounts, week: Bool = false)
        throws(JournalRefusal) -> DayScreen
    {
        let (view, v, day) = try readDay(date, week: week)
        let chosen = view.date
        let clock = v.habits.settings.clock
        let own = InstanceCounts.of(day, on: chosen, habits: v.habits, now: now)
        let counts = chosen <= v.today ? instances.replacing(chosen, with: own) : instances
        // The tray: active that day; most instances, then the latest `since`, then written later.
        let start = v.firstDay ?? v.today
        // The tray: active that day, in the one tray order (most instances, then the newest).
        let tray = counts.trayOrder(
            v.habits.habits.filter { $0.status(on: chosen, journalStart: chosen) == .active }, start: start
        ).map {
            DayScreen.TrayHabit(
                habit: $0.habit, instances: $0.instances, minutes: v.habits.settings.placedLength($0.habit))
        }
        // No habit active that day, some starting later: the first of them.
        let startsOn =
            view.hasActiveHabits
            ? nil
            : v.habits.habits.filter { $0.archived == nil }.compactMap(\.since).filter { $0 > chosen }.min()
        let restDay = view.counts.due == 0 && !view.due.isEmpty && view.due.allSatisfy { $0.state == .skipped }
        let emptyState: DayScreen.EmptyState?
        if view.habits.isEmpty {
            emptyState = .noHabits
        } else if !view.hasActiveHabits {
            emptyState = startsOn == nil ? .noActiveHabits : .habitsStart
        } else if view.isFuture ? view.upcoming.isEmpty : view.due.isEmpty {
            emptyState = .noHabitsForDay
        } else if view.isFuture {
            emptyState = nil
        } else if restDay {
            emptyState = .allSkipped
        } else if view.isToday, view.counts.due > 0, view.counts.done == view.counts.due {
            emptyState = .allCompletedToday
        } else {
            emptyState = nil
        }
        let showsCounter = !view.isFuture && view.hasActiveHabits && !view.due.isEmpty && !restDay
        let settingsOnly = view.problems.settings.filter { s in
            !v.habitsDiagnostics.contains { $0.code == s.code && $0.range == s.range }
        }
        return DayScreen(
            day: view, settings: v.habits.settings, clock: clock, now: clock.now(on: chosen, at: now),
            blocks: Self.blocks(view.entries),
            checklist: view.isFuture ? [] : view.due, tray: tray, counter: showsCounter ? view.counts : nil,
            emptyState: emptyState, startsOn: emptyState == .habitsStart ? startsOn : nil,
            problemCount: view.problems.lines + v.habitsDiagnostics.count + settingsOnly.count,
            week: week ? Self.week(of: chosen, v) : [], instances: own)
    }

    /// Done and due on each day of the week holding `date` (fewer in the calendar's last week).
    static func week(of date: LocalDate, _ v: ViewContext) -> [DayCounts] {
        let first = v.habits.settings.weekStart(containing: date).dayNumber
        return (first..<(first + 7)).filter { $0 <= LocalDate.latest.dayNumber }.map {
            v.counter.day(LocalDate(dayNumber: $0))
        }
    }

    /// The entries as blocks with lanes: entries that overlap, directly or through others, form
    /// a group; each takes the lowest lane free at its start, and the group's lane count is
    /// the most it used.
    static func blocks(_ entries: [DayView.Entry]) -> [DayScreen.Block] {
        var blocks: [DayScreen.Block] = []
        var group: [Int] = [] // indexes of the current group's blocks
        var laneEnds: [Int] = [] // the end of the last block in each lane of the group
        var groupEnd = Int.min
        func close() {
            for k in group { blocks[k].lanes = laneEnds.count }
            group = []
            laneEnds = []
        }
        for e in entries {
            let start = e.entry.start.minutes
            let end = max(e.shownEnd.minutes, start + 1)
            if start >= groupEnd { close() }
            let lane = laneEnds.firstIndex { $0 <= start } ?? laneEnds.count
            if lane == laneEnds.count { laneEnds.append(end) } else { laneEnds[lane] = end }
            groupEnd = max(groupEnd, end)
            let color: HabitColor? = e.habit.map(\.displayColor) ?? HabitColor.neutral
            group.append(blocks.count)
            blocks.append(
                DayScreen.Block(entry: e, lane: lane, lanes: 1, color: color, textColor: color?.textColor))
        }
        close()
        return blocks
    }
}
