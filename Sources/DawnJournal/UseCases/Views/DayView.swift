/// One day: its timeline, every habit due with its box, and how many are done.
public struct DayView: Sendable {
    /// A timeline entry with the habit it names (nil when habits.toml has no such habit).
    public struct Entry: Sendable {
        public var entry: TimelineEntry
        public var habit: Habit?
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
    /// Every habit due that day (not n/a), in habits.toml order, with its state.
    public var due: [(habit: Habit, state: CellState)]
    /// For a future day: the habits that will count then.
    public var upcoming: [Habit]
    /// Done and due (today: pending ones included).
    public var counts: DayCounts
    /// The window's day files that exist but could not be read (a folder, a FIFO, no
    /// permission): they count as empty days, and the command line says so.
    public var unreadable: [SourceFile] = []

    public var isToday: Bool { date == today }
    public var isFuture: Bool { date > today }
}

extension JournalService {
    /// The data of `day DATE` (default today): reads habits.toml and that one day file.
    public func dayView(_ date: DateChoice? = nil) throws(JournalRefusal) -> DayView {
        var chosen = LocalDate(dayNumber: 0)
        let v = try viewContext { today in
            chosen = (date ?? .today).resolved(today: today)
            return chosen...chosen
        }
        let day = v.days[chosen] ?? Day()
        let habitOf = { (m: HabitMention) in v.habits.habit(for: m) }
        let entries = day.entries.sorted { ($0.start, $0.line) < ($1.start, $1.line) }.map { DayView.Entry(entry: $0, habit: habitOf($0.habit)) }
        let due = v.habits.habits.map { ($0, v.counter.state($0, on: chosen)) }.filter { $0.1 != .na }
        // A habit without `since` counts from the journal's first day; in a journal with no day
        // yet, from the day looked at.
        let upcoming = chosen > v.today ? v.habits.habits.filter { $0.status(on: chosen, journalStart: v.firstDay ?? chosen) == .active } : []
        return DayView(date: chosen, today: v.today, habits: v.habits.habits, entries: entries,
                       items: day.checklist.map { DayView.Item(item: $0, habit: habitOf($0.habit)) },
                       due: due, upcoming: upcoming, counts: v.counter.day(chosen), unreadable: v.unreadable)
    }
}
