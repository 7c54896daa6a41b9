/// One day: its timeline, every habit due with its box, and how many are done.
public struct DayView: Sendable {
    /// A timeline entry with the habit it names (nil when habits.toml has no such habit).
    public struct Entry: Sendable {
        public var entry: TimelineEntry
        public var habit: Habit?
        /// It starts later than now (written ahead for later today, or on a future day): it
        /// has not happened, and counts for nothing until its start has passed.
        public var isPlanned: Bool = false
        /// Where a running entry (`- 14:00- Read`) is shown to end: on today, the end of the
        /// slot holding now; on another day (where it counts nothing), one slot after its
        /// start. Nil for an entry that is not running.
        public var runningUntil: TimeOfDay? = nil
        /// The minutes it counts (COUNTING.md): its length; a running entry's up to now on
        /// today and none on another day.
        public var minutes: Int = 0

        /// Where it is shown to end: its end, or a running entry's `runningUntil`.
        public var shownEnd: TimeOfDay { runningUntil ?? entry.end }

        /// Its habit's label, or as the file names it when habits.toml has no such habit.
        public var label: String { habit?.label ?? entry.habit.label }
        /// Its habit's name, or the name the file writes.
        public var name: String { habit?.name ?? entry.habit.name }
    }

    /// A checklist item as written, with the habit it names.
    public struct Item: Sendable {
        public var item: ChecklistItem
        public var habit: Habit?
    }

    /// The day shown.
    public var date: LocalDate
    /// The journal's today.
    public var today: LocalDate
    /// Every habit of habits.toml (none: the view invites adding one).
    public var habits: [Habit]
    /// The timeline in start order.
    public var entries: [Entry]
    /// The checklist items as written in the file.
    public var items: [Item]
    /// Every habit that day that is not "not applicable" (due, done, skipped, or met for its
    /// period), as the checklist app's Today lists them: still to do first, in habits.toml
    /// order, then done, in the order it was done: the file's order of the first line that did
    /// it (an entry that has begun, or a ticked item).
    public var due: [HabitDay]
    /// For a future day: the habits due then, by their weekdays and targets (a Mon–Fri habit
    /// is not listed on a Sunday; a target habit whose period is already met is not either).
    public var upcoming: [Habit]
    /// What is still to do that day, as the checklist shows it with an open box
    /// (`dawn-journal due`): on today or a past day, the items of `due` neither done nor
    /// skipped, in its order, but for a limit habit already past its limit (its box is open,
    /// but nothing can be done about it); on a future day, the habits of `upcoming`.
    public var stillToDo: [HabitDay]
    /// Whether some habit is active that day (since ≤ date < archived); without one, the
    /// view says "You have no active habits."
    public var hasActiveHabits: Bool
    /// Done and due (today: pending ones included).
    public var counts: DayCounts
    /// The day's front matter (`mood = 4`), in the order written; nil when the file has none
    /// (or it is not valid TOML).
    public var frontMatter: TOMLTable? = nil
    /// The person's own text, in order: every line that is not front matter, a Timeline or
    /// Checklist heading, an entry or an item (other headings such as `## Notes` stay), without
    /// blank lines at either end and with each run of blank lines as one.
    public var notes: [String] = []
    /// The window's day files that exist but could not be read (a folder, a FIFO, no
    /// permission): they count as empty days, and the command line says so.
    public var unreadable: [SourceFile] = []
    /// Lines the view could not count and settings it could not follow (set by the use case
    /// that read them); the command line says so.
    public var problems = ViewProblems()

    public var isToday: Bool { date == today }
    public var isFuture: Bool { date > today }
}

extension JournalService {
    /// The data of `day DATE` (default today): reads habits.toml and that one day file.
    public func dayView(_ date: DateChoice? = nil) throws(JournalRefusal) -> DayView {
        try readDay(date).view
    }

    /// `dayView`, with what it read: the view's context and the day as parsed; with `week`,
    /// the day files of the week holding the day too (counted, for a week strip).
    func readDay(_ date: DateChoice?, week: Bool = false) throws(JournalRefusal) -> (
        view: DayView, context: ViewContext, day: Day
    ) {
        var chosen = LocalDate(dayNumber: 0)
        let v = try journalViewContext(
            { today, _ in
                chosen = (date ?? .today).resolved(today: today)
                return chosen...chosen
            },
            counted: { settings in
                guard week else { return nil }
                let first = settings.weekStart(containing: chosen)
                return first...LocalDate(dayNumber: min(first.dayNumber + 6, LocalDate.latest.dayNumber))
            })
        let day = v.days[chosen] ?? Day()
        let habitOf = { (m: HabitMention) in v.habits.habit(for: m) }
        let settings = v.habits.settings
        let clock = settings.clock
        let nowMinute = clock.now(on: chosen, at: now)
        let entries = day.entries.sorted { ($0.start, $0.line) < ($1.start, $1.line) }.map {
            DayView.Entry(
                entry: $0, habit: habitOf($0.habit), isPlanned: !clock.hasBegun($0.start, on: chosen, now: now),
                runningUntil: $0.isRunning ? runningUntil($0, on: chosen, settings: settings) : nil,
                minutes: !$0.isRunning ? $0.minutes : max(0, (nowMinute ?? $0.start.minutes) - $0.start.minutes))
        }
        // When each habit was done: the first line of the file that did it (an entry that has
        // begun, a ticked item), so done habits are listed in file order, the order they were
        // done (PRODUCT.md's Today: a tick goes after the last done item).
        var doneAt: [String: Int] = [:]
        for e in day.entries where clock.hasBegun(e.start, on: chosen, now: now) {
            if let h = habitOf(e.habit) { doneAt[h.id] = min(doneAt[h.id] ?? .max, e.line) }
        }
        for i in day.checklist where i.state == .done {
            if let h = habitOf(i.habit) { doneAt[h.id] = min(doneAt[h.id] ?? .max, i.line) }
        }
        let shown = v.habits.habits.map { v.counter.habitDay($0, on: chosen) }.filter { $0.state != .na || $0.isDue }
        let toDo = shown.filter { $0.state != .done }
        let done = shown.enumerated().filter { $0.element.state == .done }
            .sorted {
                (doneAt[$0.element.habit.id] ?? .max, $0.offset) < (doneAt[$1.element.habit.id] ?? .max, $1.offset)
            }.map(\.element)
        let due = toDo + done
        // A habit without `since` counts from the journal's first day; in a journal with no day
        // yet, from the day looked at.
        let upcoming =
            chosen > v.today
            ? v.habits.habits.filter { h in
                guard h.status(on: chosen, journalStart: v.firstDay ?? chosen) == .active else { return false }
                guard let period = v.counter.period(h, containing: chosen) else {
                    return h.isScheduled(on: chosen, journalStart: v.firstDay ?? chosen)
                        && !v.counter.isCovered(h, on: chosen)
                }
                // Due while the days done so far (up to today) are below the period's need.
                let tally = v.counter.tally(h, period: period)
                return tally.need > 0 && tally.done < tally.need
            } : []
        let view = DayView(
            date: chosen, today: v.today, habits: v.habits.habits, entries: entries,
            items: day.checklist.map { DayView.Item(item: $0, habit: habitOf($0.habit)) },
            due: due, upcoming: upcoming,
            stillToDo: chosen > v.today
                ? upcoming.map { v.counter.habitDay($0, on: chosen) }
                : due.filter {
                    $0.state != .done && $0.state != .skipped && !v.counter.isOverLimit($0.habit, on: chosen)
                },
            hasActiveHabits: v.habits.habits.contains {
                $0.status(on: chosen, journalStart: v.firstDay ?? chosen) == .active
            },
            counts: v.counter.day(chosen),
            frontMatter: day.frontMatter, notes: DayView.notes(of: day), unreadable: v.unreadable, problems: v.problems)
        return (view, v, day)
    }
}

extension JournalService {
    /// Where a running entry of `date` is shown to end (`DayView.Entry.runningUntil`).
    func runningUntil(_ entry: TimelineEntry, on date: LocalDate, settings: JournalSettings) -> TimeOfDay? {
        let clock = settings.clock
        let oneSlot = entry.start.minutes + settings.slot
        guard clock.journalDate(at: now) == date else { return TimeOfDay(minutes: oneSlot) }
        let nowSlotEnd = clock.slotStart(clock.dayMinute(at: now)) + settings.slot
        return TimeOfDay(minutes: min(max(oneSlot, nowSlotEnd), TimeOfDay.latestMinutes))
    }
}

extension DayView {
    /// The person's text of `day`: see `notes`.
    static func notes(of day: Day) -> [String] {
        var lines: [String] = []
        for line in day.lines {
            switch line.kind {
            case .frontMatterFence, .frontMatter, .entry, .checklistItem, .malformedItem:
                continue
            case .heading(let level, let title) where level == 2 && DaySection(title: title) != nil:
                continue
            case .blank:
                if let last = lines.last, !last.isEmpty { lines.append("") }
            case .heading, .code, .comment, .text:
                lines.append(line.text)
            }
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
