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
    /// Habit-days pending: today, due and not yet done (in neither count); for a daily habit.
    public var pending = 0
    /// A target habit's periods in the window: those whose last day lies in it, and the
    /// current one when today does. Empty for other habits.
    public var periods: [PeriodTally] = []
    /// An amount habit's total over the window's days up to today; nil for other habits.
    public var total: Amount? = nil
    /// An amount habit's average per due day: the total of the days that count (due days, or
    /// the days of counted periods) over their number; nil when none counted.
    public var averagePerDueDay: Double? = nil

    public init(habit: Habit, done: Int, due: Int, minutes: Int) {
        self.habit = habit
        self.done = done
        self.due = due
        self.minutes = minutes
    }

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
    /// The lowest ratio, when it is another habit than the most consistent and at least 5% as
    /// shown (rounded to a whole number, halves up: 4.5% is kept, 4.4% is not).
    public var roomForGrowth: Habit?
    /// Whether some habit is active (since ≤ date < archived) on some day of the window;
    /// without one, the view says "You have no active habits."
    public var hasActiveHabits: Bool = true
    /// The window's day files that exist but could not be read (a folder, a FIFO, no
    /// permission): they count as empty days, set by the use case that read them.
    public var unreadable: [SourceFile] = []
    /// Lines the view could not count and settings it could not follow (set by the use case
    /// that read them); the command line says so.
    public var problems = ViewProblems()
    /// Whether the window was cut to start on the journal's first day (a default window of a
    /// journal younger than it; set by the use case).
    public var startsWithJournal = false

    public var percent: Double? { due == 0 ? nil : Double(done) * 100 / Double(due) }

    /// How many days the window holds.
    public var dayCount: Int { from.days(to: to) + 1 }

    /// Whether anything was tracked in the window: a habit due, done, or given time. Without
    /// it, the view has no numbers to show, only "Complete a few habits to see insights about
    /// your patterns."
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

/// One period of a target habit (a calendar week or month): its days done and how it counts.
public struct PeriodTally: Sendable, Equatable {
    public enum State: String, Sendable, Equatable {
        /// Ended, or current, with at least `need` days done: counts `need` out of `need`.
        case met
        /// Ended below its need: counts its days done out of `need`.
        case notMet = "not-met"
        /// The current period, below its need so far: left out of both counts.
        case pending
        /// The habit was active on none of its days: not applicable, left out.
        case notApplicable = "na"
        /// It has not begun.
        case future
    }
    public var from: LocalDate
    public var to: LocalDate
    /// Days done in the period (up to today), however many more than the target.
    public var done: Int
    /// N of `target = "N/week"`.
    public var target: Int
    /// Days to do: `target`, scaled to the days the habit was active in the period and rounded
    /// up (⌈N × active days ÷ days in the period⌉: 3 a week from a Thursday needs 2); 0 when
    /// it was active on none.
    public var need: Int
    public var state: State

    package init(from: LocalDate, to: LocalDate, done: Int, target: Int, need: Int? = nil, state: State) {
        self.from = from
        self.to = to
        self.done = done
        self.target = target
        self.need = need ?? target
        self.state = state
    }

    /// Whether it counts in a window's numbers (met, or ended).
    public var counts: Bool { state == .met || state == .notMet }
    /// Whether the habit was active on only some of its days, so that it needs fewer than `target`.
    public var isPartial: Bool { need < target }
    /// Its credit: days done, at most the need.
    public var credit: Int { min(done, need) }
}

/// One habit on one day, as the day and week views show it.
public struct HabitDay: Sendable {
    public var habit: Habit
    public var date: LocalDate
    /// Its cell: done (a target habit also when its period was met before this day), pending,
    /// missed, skipped, open or not applicable.
    public var state: CellState
    /// Whether it counts among the day's habits to do: active and kept that day, not skipped;
    /// for a target habit, in a period it is active in and not met before this day.
    public var isDue: Bool
    /// A target habit whose period was met before this day: done for the period, not due.
    public var metForPeriod: Bool = false
    /// An amount habit's total that day.
    public var total: Amount?
    /// A target habit's period, its `done` counted up to and including this day.
    public var period: PeriodTally?
}
