import DawnJournalModel

/// One habit's numbers over a window.
public struct HabitCounts: Sendable, Equatable {
    public var habit: Habit
    /// Habit-days done (each date counts once, however many instances).
    public var done: Int
    /// Habit-days due: active, not skipped, not pending.
    public var due: Int
    /// Minutes of timeline instances in the window.
    public var minutes: Int

    /// done ÷ due as a percentage; nil when nothing was due.
    public var percent: Double? { due == 0 ? nil : Double(done) * 100 / Double(due) }
}

/// The Insights of a window: overall consistency, by habit, most consistent, room for growth.
public struct Summary: Sendable, Equatable {
    public var from: LocalDate
    public var to: LocalDate
    public var habits: [HabitCounts]
    public var done: Int
    public var due: Int
    /// The highest ratio (first in habits.toml order on a tie); nil when nothing was due.
    public var mostConsistent: Habit?
    /// The lowest ratio, when it is another habit than the most consistent and at least 5%.
    public var roomForGrowth: Habit?
    /// The window's day files that exist but could not be read (a folder, a FIFO, no
    /// permission): they count as empty days, set by the use case that read them.
    public var unreadable: [SourceFile] = []

    public var percent: Double? { due == 0 ? nil : Double(done) * 100 / Double(due) }

    /// How many days the window holds.
    public var dayCount: Int { from.days(to: to) + 1 }

    /// Whether anything was tracked in the window: a habit due, done, or given time. Without
    /// it, the view says "Your history will appear here once you start tracking habits."
    public var hasHistory: Bool { due > 0 || done > 0 || habits.contains { $0.minutes > 0 } }

    /// The fewest completions in a window for Insights (most consistent, room for growth);
    /// below it, "Complete a few habits to see insights about your patterns."
    public static let completionsForInsights = 3

    /// Whether the window has enough completions for Insights.
    public var hasInsights: Bool { done >= Self.completionsForInsights && mostConsistent != nil }
}

/// A day of the week strip.
public struct DayCounts: Sendable, Equatable {
    public var date: LocalDate
    /// Due habits done that day.
    public var done: Int
    /// Habits due that day (today: including those still pending); 0 in the future.
    public var due: Int
    public var isToday: Bool
    public var isFuture: Bool
}
