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
    /// Each target habit active that week, with its period as of the week's last day (or
    /// today, when the week holds it): "Guitar · 2 of 3 this week".
    public var targets: [(habit: Habit, period: PeriodTally)] = []
    /// The journal's today.
    public var today: LocalDate
    /// The window's day files that exist but could not be read (a folder, a FIFO, no
    /// permission): they count as empty days, and the command line says so.
    public var unreadable: [SourceFile] = []
    /// Lines the view could not count and settings it could not follow (set by the use case
    /// that read them); the command line says so.
    public var problems = ViewProblems()
}

extension JournalService {
    /// The data of `week DATE` (default today): reads habits.toml and the week's day files.
    public func weekView(_ date: DateChoice? = nil) throws(JournalRefusal) -> WeekView {
        let v = try viewContext { today in
            let chosen = (date ?? .today).resolved(today: today)
            return chosen.adding(days: -7)...chosen.adding(days: 7)
        }
        let first = v.habits.settings.weekStart(containing: (date ?? .today).resolved(today: v.today))
        let days = (0..<7).filter { first.dayNumber + $0 <= LocalDate.latest.dayNumber }.map { first.adding(days: $0) }
        let asOf = min(days.last!, max(first, v.today))
        var targets: [(habit: Habit, period: PeriodTally)] = []
        for h in v.habits.habits where h.target != nil && v.counter.isActive(h, on: asOf) {
            targets.append((h, v.counter.tally(h, period: v.counter.period(h, containing: asOf)!)))
        }
        return WeekView(
            start: first, days: days.map { v.counter.day($0) }, hasHabits: !v.habits.habits.isEmpty,
            targets: targets, today: v.today, unreadable: v.unreadable, problems: v.problems)
    }
}
