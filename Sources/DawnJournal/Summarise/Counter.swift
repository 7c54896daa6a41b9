import DawnJournalModel

/// Counting, as ../shared/PRODUCT.md defines it: pure functions of the habits, the day files of
/// a window, the journal's first day and today. No clock, no files.
///
/// Each day is read once into per-habit facts (done, skipped, minutes); every question after
/// that is a lookup.
package struct Counter: Sendable {
    package let habits: HabitsFile
    /// The journal's today (after the `day_starts` rollover).
    package let today: LocalDate
    /// The date of the journal's first day file: a habit without `since` counts from it.
    package let firstDay: LocalDate?

    struct Facts: Sendable {
        var done = false
        var skipped = false
        var minutes = 0
    }

    let facts: [LocalDate: [String: Facts]]

    /// - Parameters:
    ///   - days: the parsed day files of the dates that will be asked about; a date without
    ///     one is a day on which nothing was done.
    package init(habits: HabitsFile, days: [LocalDate: Day], firstDay: LocalDate?, today: LocalDate) {
        self.habits = habits
        self.today = today
        self.firstDay = firstDay
        var facts: [LocalDate: [String: Facts]] = [:]
        for (date, day) in days {
            var byHabit: [String: Facts] = [:]
            for entry in day.entries {
                guard let h = habits.habit(for: entry.habit) else { continue }
                byHabit[h.id, default: Facts()].done = true
                byHabit[h.id, default: Facts()].minutes += entry.minutes
            }
            for item in day.checklist {
                guard let h = habits.habit(for: item.habit) else { continue }
                switch item.state {
                case .done: byHabit[h.id, default: Facts()].done = true
                case .skipped: byHabit[h.id, default: Facts()].skipped = true
                case .notDone: break
                }
            }
            facts[date] = byHabit
        }
        self.facts = facts
    }

    /// Whether the habit counts on `date`: from `since` (else the first day file) until `archived`.
    package func isActive(_ habit: Habit, on date: LocalDate) -> Bool {
        habit.status(on: date, journalStart: firstDay) == .active
    }

    /// The cell of `habit` on `date`.
    package func state(_ habit: Habit, on date: LocalDate) -> CellState {
        guard date <= today, isActive(habit, on: date) else { return .na }
        let f = facts[date]?[habit.id] ?? Facts()
        if f.done { return .done }
        if f.skipped { return .skipped }
        return date == today ? .pending : .missed
    }

    /// Whether `habit` was done on `date` (an instance or a tick), whether or not it was due.
    package func wasDone(_ habit: Habit, on date: LocalDate) -> Bool {
        facts[date]?[habit.id]?.done ?? false
    }

    /// Minutes of `habit` on `date`.
    package func minutes(_ habit: Habit, on date: LocalDate) -> Int {
        facts[date]?[habit.id]?.minutes ?? 0
    }

    /// One habit over `from...to`: done and due habit-days (pending left out of both), minutes.
    package func counts(_ habit: Habit, from: LocalDate, to: LocalDate) -> HabitCounts {
        var c = HabitCounts(habit: habit, done: 0, due: 0, minutes: 0)
        // By day number: a window ending on the last representable date still ends.
        for n in from.dayNumber...max(from.dayNumber, to.dayNumber) {
            let date = LocalDate(dayNumber: n)
            switch state(habit, on: date) {
            case .done: c.done += 1; c.due += 1
            case .missed: c.due += 1
            case .pending, .skipped, .na: break
            }
            if date <= today { c.minutes += minutes(habit, on: date) }
        }
        return c
    }

    /// Overall consistency, by habit, most consistent and room for growth over `from...to`.
    package func summary(from: LocalDate, to: LocalDate) -> Summary {
        let byHabit = habits.habits.map { counts($0, from: from, to: to) }
        let rated = byHabit.filter { $0.due > 0 }
        var most: HabitCounts? = nil
        var least: HabitCounts? = nil
        for c in rated {
            if most == nil || c.percent! > most!.percent! { most = c }
            if least == nil || c.percent! < least!.percent! { least = c }
        }
        var growth = least?.habit
        if let l = least, l.habit.id == most?.habit.id || l.percent! < 5 { growth = nil }
        return Summary(from: from, to: to, habits: byHabit,
                       done: byHabit.reduce(0) { $0 + $1.done }, due: byHabit.reduce(0) { $0 + $1.due },
                       mostConsistent: most?.habit, roomForGrowth: growth)
    }

    /// A day of the week strip: due habits done, and habits due (pending ones included today).
    package func day(_ date: LocalDate) -> DayCounts {
        var done = 0, due = 0
        for h in habits.habits {
            switch state(h, on: date) {
            case .done: done += 1; due += 1
            case .missed, .pending: due += 1
            case .skipped, .na: break
            }
        }
        return DayCounts(date: date, done: done, due: due, isToday: date == today, isFuture: date > today)
    }
}
