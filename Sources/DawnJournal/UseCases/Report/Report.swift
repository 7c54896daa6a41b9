/// A year (or any range) of the journal as one page shows it: a heatmap per habit, the
/// Insights of the range, the last week's timeline and the time per week. Values only; the
/// command line writes them as HTML.
///
/// Every number comes from `Counter`: a heatmap cell is `Counter.state`, the Insights are
/// `Counter.summary` of the same range (what `summary --days N --to DATE` prints for it).
public struct Report: Sendable {
    /// The range's first and last day.
    public var from: LocalDate
    public var to: LocalDate
    /// The journal's today (after `day_starts`).
    public var today: LocalDate
    /// The journal's first weekday, 1 Monday … 7 Sunday (`[journal] week_starts`).
    public var weekStarts: Int
    /// Whether habits.toml defines any habit.
    public var hasHabits: Bool
    /// One heatmap per habit active on some day of the range, in habits.toml order.
    public var heatmaps: [ReportHeatmap]
    /// The Insights of the range, as `summary` counts them.
    public var summary: Summary
    /// The last week: the seven days ending on the range's last day or today, whichever is
    /// earlier (never before the range's first day), oldest first.
    public var lastWeek: [ReportDay]
    /// Habits active in the range that are timed (with a `duration`) or have time on the
    /// timeline in it (a checkbox habit may be put there too; `summary` counts its minutes),
    /// in habits.toml order: the columns of `weeks`.
    public var timedHabits: [Habit]
    /// Minutes per calendar week of the range, by timed habit.
    public var weeks: [ReportWeek]
    /// Whether the last twelve months were cut to start on the journal's first day.
    public var startsWithJournal = false

    /// How many days the range holds.
    public var dayCount: Int { from.days(to: to) + 1 }
}

/// One habit's cells over a report's range.
public struct ReportHeatmap: Sendable {
    public var habit: Habit
    /// Its cell on each date of the range, from the first day (`Counter.state`: a target
    /// habit's days are done, skipped, open or not applicable; dates after today are not
    /// applicable).
    public var states: [CellState]
}

/// One day of a report's timeline.
public struct ReportDay: Sendable {
    public var date: LocalDate
    /// The day's timeline entries in the order of their start, each with its habit (nil when
    /// it names none of habits.toml). Times run to 32:00: the night after the day.
    public var entries: [(habit: Habit?, entry: TimelineEntry)]
}

/// One calendar week of a report: the minutes of each timed habit.
public struct ReportWeek: Sendable, Equatable {
    /// The week's first day (it may begin before the range; only the range's days count).
    public var start: LocalDate
    /// Minutes of each of `Report.timedHabits`, in the same order.
    public var minutes: [Int]
    /// All of them.
    public var total: Int { minutes.reduce(0, +) }
}

extension JournalService {
    /// The data of `report`: reads habits.toml and the range's day files once.
    public func report(_ range: ReportRange = .lastTwelveMonths) throws(JournalRefusal) -> Report {
        var dates = now.date...now.date
        var invalid: JournalRefusal? = nil
        var startsWithJournal = false
        let v = try journalViewContext { today, start in
            do throws(JournalRefusal) {
                dates = try range.resolved(today: today, journalStart: start)
                let whole = try range.resolved(today: today)
                startsWithJournal = range == .lastTwelveMonths && dates != whole
            } catch { invalid = error }
            return dates
        }
        if let invalid { throw invalid }
        let counter = v.counter
        let (from, to) = (dates.lowerBound, dates.upperBound)
        let all = (0...from.days(to: to)).map { from.adding(days: $0) }
        let active = v.habits.habits.filter { h in all.contains { counter.isActive(h, on: $0) } }
        let heatmaps = active.map { h in ReportHeatmap(habit: h, states: all.map { counter.state(h, on: $0) }) }

        var summary = counter.summary(from: from, to: to)
        summary.unreadable = v.unreadable
        summary.problems = v.problems

        let lastDay = max(from, min(to, v.today))
        let lastWeek = (0..<7).reversed().map { lastDay.adding(days: -$0) }.filter { $0 >= from }.map { date in
            let entries = (v.days[date]?.entries ?? []).sorted { $0.start < $1.start }
            return ReportDay(date: date, entries: entries.map { (v.habits.habit(for: $0.habit), $0) })
        }

        var allWeeks: [ReportWeek] = []
        var start = v.habits.settings.weekStart(containing: from)
        while start <= to {
            let days = (0..<7).map { start.adding(days: $0) }.filter { $0 >= from && $0 <= to }
            allWeeks.append(
                ReportWeek(
                    start: start, minutes: active.map { h in days.reduce(0) { $0 + counter.minutes(h, on: $1) } }))
            guard start.dayNumber + 7 <= LocalDate.latestDayNumber else { break }
            start = start.adding(days: 7)
        }
        let kept = active.indices.filter { k in active[k].isTimed || allWeeks.contains { $0.minutes[k] > 0 } }
        let timed = kept.map { active[$0] }
        let weeks = allWeeks.map { w in ReportWeek(start: w.start, minutes: kept.map { w.minutes[$0] }) }
        return Report(
            from: from, to: to, today: v.today, weekStarts: v.habits.settings.weekStarts,
            hasHabits: !v.habits.habits.isEmpty, heatmaps: heatmaps, summary: summary, lastWeek: lastWeek,
            timedHabits: timed, weeks: weeks, startsWithJournal: startsWithJournal)
    }
}
