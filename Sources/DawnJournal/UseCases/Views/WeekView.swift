/// The seven days of a week: done and due each.
public struct WeekView: Sendable {
    /// The week's first day (`[journal] week_starts`).
    public var start: LocalDate
    /// The seven days from `start` (fewer in the calendar's last week, which ends on 9999-12-31).
    public var days: [DayCounts]
    /// The week's last day.
    public var end: LocalDate { start.adding(days: 6) }
    /// Whether habits.toml defines any habit.
    public var hasHabits: Bool
    /// The window's day files that exist but could not be read (a folder, a FIFO, no
    /// permission): they count as empty days, and the command line says so.
    public var unreadable: [SourceFile] = []
}

extension JournalService {
    /// The data of `week DATE` (default today): reads habits.toml and the week's day files.
    public func weekView(_ date: DateChoice? = nil) throws(JournalRefusal) -> WeekView {
        let v = try viewContext { today in
            let chosen = (date ?? .today).resolved(today: today)
            return chosen.adding(days: -7)...chosen.adding(days: 7)
        }
        let first = v.habits.settings.weekStart(containing: (date ?? .today).resolved(today: v.today))
        return WeekView(start: first, days: (0..<7).filter { first.dayNumber + $0 <= LocalDate.latest.dayNumber }.map { v.counter.day(first.adding(days: $0)) }, hasHabits: !v.habits.habits.isEmpty, unreadable: v.unreadable)
    }
}
