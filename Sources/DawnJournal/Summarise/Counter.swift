import DawnJournalModel

/// Counting, as Docs/COUNTING.md (from ../shared/PRODUCT.md) defines it: pure functions of the
/// habits, the day files of a window, the journal's first day and today. No clock, no files.
///
/// Each day is read once into per-habit facts (had, skipped, minutes, amount); every question
/// after that is a lookup. The views, their JSON, `report`, `log`'s day total and `export
/// loop`'s rows count through here: weekdays, periods of target habits, amounts and skips
/// have this one implementation.
package struct Counter: Sendable {
    package let habits: HabitsFile
    /// The journal's today (after the `day_starts` rollover).
    package let today: LocalDate
    /// The date of the journal's first day file: a habit without `since` counts from it.
    package let firstDay: LocalDate?

    /// What a day's file says of one habit.
    package struct Facts: Sendable {
        /// An instance on the timeline, or a ticked item.
        package var had = false
        package var skipped = false
        package var minutes = 0
        /// The day's amounts added up.
        package var total = Amount.zero
    }

    /// By date, one `Facts` per habit, in habits.toml order.
    let facts: [LocalDate: [Facts]]
    let positions: [String: Int]
    /// For each habit with a `frequency` (N in M days), the day numbers Loop's intervals
    /// cover (`LoopIntervals`), over the days given.
    let covered: [String: Set<Int>]

    /// - Parameters:
    ///   - days: the parsed day files of the dates that will be asked about, and, for target
    ///     habits, of the rest of the periods they fall in; a date without one is a day on
    ///     which nothing was done.
    ///   - now: the moment it is: an entry of today that starts later has not happened and
    ///     counts for nothing (`JournalClock.hasBegun`). Nil: every entry up to today counts.
    package init(
        habits: HabitsFile, days: [LocalDate: Day], firstDay: LocalDate?, today: LocalDate, now: LocalDateTime? = nil
    ) {
        self.habits = habits
        self.today = today
        self.firstDay = firstDay
        var positions: [String: Int] = [:]
        for (k, h) in habits.habits.enumerated() { positions[h.id] = k }
        self.positions = positions
        var facts: [LocalDate: [Facts]] = [:]
        for (date, day) in days { facts[date] = Self.facts(of: day, on: date, habits: habits, now: now) }
        self.facts = facts
        var covered: [String: Set<Int>] = [:]
        for (k, h) in habits.habits.enumerated() {
            guard let frequency = h.frequency else { continue }
            // Loop's YES_MANUAL days: done while active, newest first.
            let done = facts.compactMap { date, f -> Int? in
                let isDone = h.hasAmounts ? h.isMet(by: f[k].total) : f[k].had
                return isDone && h.status(on: date, journalStart: firstDay) == .active ? date.dayNumber : nil
            }.sorted(by: >)
            covered[h.id] = LoopIntervals.covered(done: done, count: frequency.count, days: frequency.days)
        }
        self.covered = covered
    }

    /// What one day's file says of each habit, in habits.toml order: the one reading of a
    /// day's lines into facts, for every day a `Counter` holds and for each day file `export
    /// loop` streams.
    /// - Parameter now: as `init`'s: an entry of `date` that has not begun by then counts for
    ///   nothing; nil, every entry counts. A running entry counts up to `now` on today, and
    ///   nothing on another day or without a `now`.
    package static func facts(of day: Day, on date: LocalDate, habits: HabitsFile, now: LocalDateTime? = nil)
        -> [Facts]
    {
        var byHabit = [Facts](repeating: Facts(), count: habits.habits.count)
        for entry in day.entries {
            guard let k = habits.habitIndex(for: entry.habit) else { continue }
            if let now, !habits.settings.clock.hasBegun(entry.start, on: date, now: now) { continue }
            var minutes = entry.minutes
            if entry.isRunning {
                // Running: on today it counts up to now; on a past day (or with no now) it
                // counts nothing until it is stopped.
                guard let now, habits.settings.clock.journalDate(at: now) == date else { continue }
                minutes = max(0, habits.settings.clock.dayMinute(at: now) - entry.start.minutes)
            }
            byHabit[k].had = true
            byHabit[k].minutes += minutes
            if let a = entry.amount { byHabit[k].total = byHabit[k].total + a.amount }
        }
        for item in day.checklist {
            guard let k = habits.habitIndex(for: item.habit) else { continue }
            switch item.state {
            case .done:
                byHabit[k].had = true
                if let a = item.amount { byHabit[k].total = byHabit[k].total + a.amount }
            case .skipped: byHabit[k].skipped = true
            case .notDone: break
            }
        }
        return byHabit
    }

    func facts(_ habit: Habit, _ date: LocalDate) -> Facts {
        guard let k = positions[habit.id], let f = facts[date] else { return Facts() }
        return f[k]
    }

    /// Whether the habit counts on `date`: from `since` (else the first day file) until
    /// `archived`, outside its `pauses` (`Habit.status`, the one rule).
    package func isActive(_ habit: Habit, on date: LocalDate) -> Bool {
        habit.status(on: date, journalStart: firstDay) == .active
    }

    /// Whether the habit's weekdays or its `every` keep it on `date` (`Habit.isScheduled`,
    /// with the journal's first day for a habit without `since`).
    package func isScheduled(_ habit: Habit, on date: LocalDate) -> Bool {
        habit.isScheduled(on: date, journalStart: firstDay)
    }

    /// Whether one of Loop's intervals of a habit with a `frequency` covers `date`: not done
    /// that day, it is open (Loop's YES_AUTO), not missed.
    package func isCovered(_ habit: Habit, on date: LocalDate) -> Bool {
        covered[habit.id]?.contains(date.dayNumber) ?? false
    }

    /// Whether `habit` was done on `date`, due or not: for an amount habit, the day's total
    /// reaches the goal (stays within the limit, is above zero); otherwise an instance or a tick.
    package func wasDone(_ habit: Habit, on date: LocalDate) -> Bool {
        let f = facts(habit, date)
        return habit.hasAmounts ? habit.isMet(by: f.total) : f.had
    }

    /// Whether anything of `habit` is written on `date`: an instance, a tick or a record (how
    /// much it is used, whatever the day's total makes of it).
    package func wasLogged(_ habit: Habit, on date: LocalDate) -> Bool { facts(habit, date).had }

    /// Whether `habit` was skipped on `date` (`[-]`).
    package func wasSkipped(_ habit: Habit, on date: LocalDate) -> Bool { facts(habit, date).skipped }

    /// Minutes of `habit` on `date`: none on a date it is not active (before `since`, in a
    /// pause), nor of an entry that has not begun.
    package func minutes(_ habit: Habit, on date: LocalDate) -> Int {
        isActive(habit, on: date) ? facts(habit, date).minutes : 0
    }

    /// The total of `habit`'s amounts on `date`.
    package func total(_ habit: Habit, on date: LocalDate) -> Amount { facts(habit, date).total }

    // MARK: Periods

    /// The period of a target habit that holds `date`.
    package func period(_ habit: Habit, containing date: LocalDate) -> ClosedRange<LocalDate>? {
        habit.target.map { $0.period(containing: date, weekStarts: habits.settings.weekStarts) }
    }

    /// The days of `period` on which the habit is active; none for a period cut short by the
    /// calendar's ends.
    package func activeDays(_ habit: Habit, in period: ClosedRange<LocalDate>) -> Int {
        guard let target = habit.target, target.isWhole(period) else { return 0 }
        var n = 0
        for d in period.lowerBound.dayNumber...period.upperBound.dayNumber
        where isActive(habit, on: LocalDate(dayNumber: d)) {
            n += 1
        }
        return n
    }

    /// A period's need: N, scaled to the days the habit is active in it and rounded up,
    /// ⌈N × active days ÷ days in the period⌉ (3 a week from a Thursday: ⌈12 ÷ 7⌉ = 2); 0 when
    /// it is active on none of them.
    package func need(_ habit: Habit, period: ClosedRange<LocalDate>) -> Int {
        guard let target = habit.target else { return 0 }
        let length = period.lowerBound.days(to: period.upperBound) + 1
        return (target.count * activeDays(habit, in: period) + length - 1) / length
    }

    /// Days done in `from...to` on which the habit is active (dates after today never are).
    package func daysDone(_ habit: Habit, from: LocalDate, to: LocalDate) -> Int {
        guard from <= min(to, today) else { return 0 }
        var n = 0
        for d in from.dayNumber...min(to, today).dayNumber {
            let date = LocalDate(dayNumber: d)
            if wasDone(habit, on: date), isActive(habit, on: date) { n += 1 }
        }
        return n
    }

    /// One period of a target habit: its days done, its need, and how it counts.
    package func tally(_ habit: Habit, period: ClosedRange<LocalDate>) -> PeriodTally {
        let target = habit.target!.count
        let need = need(habit, period: period)
        let done = period.lowerBound > today ? 0 : daysDone(habit, from: period.lowerBound, to: period.upperBound)
        let state: PeriodTally.State
        if need == 0 {
            state = .notApplicable
        } else if period.upperBound < today {
            state = done >= need ? .met : .notMet
        } else if period.lowerBound > today {
            state = .future
        } else {
            state = done >= need ? .met : .pending
        }
        return PeriodTally(
            from: period.lowerBound, to: period.upperBound, done: done, target: target, need: need, state: state)
    }

    // MARK: Cells

    /// The cell of `habit` on `date`, as History shows it.
    package func state(_ habit: Habit, on date: LocalDate) -> CellState {
        guard date <= today, isActive(habit, on: date) else { return .na }
        // Done wins over a skip when something was logged (a limit habit with nothing written
        // and a skip is skipped, not done by its zero).
        let skipped = wasSkipped(habit, on: date) && !wasLogged(habit, on: date)
        if !skipped, wasDone(habit, on: date) { return .done }
        if habit.target != nil {
            // Active that day, so its period has a need: an open day, never a miss.
            return skipped ? .skipped : .open
        }
        if !isScheduled(habit, on: date) { return .na }
        if skipped { return .skipped }
        if isCovered(habit, on: date) { return .open }
        return date == today && !isOverLimit(habit, on: date) ? .pending : .missed
    }

    /// Whether a limit habit's total that day is already past its limit: no longer pending
    /// today, since nothing can bring it back.
    package func isOverLimit(_ habit: Habit, on date: LocalDate) -> Bool {
        guard let limit = habit.limit, habit.goal == nil else { return false }
        return total(habit, on: date) > limit
    }

    /// A habit on one day, as the day and week views show it: its cell, whether it is due
    /// that day, its period so far (target habits) and its total (amount habits).
    package func habitDay(_ habit: Habit, on date: LocalDate) -> HabitDay {
        let total = habit.hasAmounts ? self.total(habit, on: date) : nil
        guard isActive(habit, on: date) else {
            return HabitDay(habit: habit, date: date, state: .na, isDue: false, total: total, period: nil)
        }
        let skipped = wasSkipped(habit, on: date) && !wasLogged(habit, on: date)
        let done = date <= today && !skipped && wasDone(habit, on: date)
        if let range = period(habit, containing: date) {
            var tally = tally(habit, period: range)
            // The period so far: days done before this day, and this day.
            let before = daysDone(habit, from: range.lowerBound, to: date.adding(days: -1))
            tally.done = before + (done ? 1 : 0)
            let full = tally.need > 0
            let met = full && before >= tally.need
            let state: CellState =
                done
                ? .done
                : met ? .done : skipped ? .skipped : !full || date > today ? .na : date == today ? .pending : .open
            return HabitDay(
                habit: habit, date: date, state: state, isDue: full && !met && (done || !skipped) && date <= today,
                metForPeriod: met, total: total, period: tally)
        }
        let scheduled = isScheduled(habit, on: date)
        if date <= today, !done, !skipped, isCovered(habit, on: date) {
            // In one of Loop's intervals: done for now, as a met period is.
            return HabitDay(
                habit: habit, date: date, state: .done, isDue: false, metForPeriod: true, total: total, period: nil)
        }
        let state: CellState
        if date > today {
            state = .na
        } else if done {
            state = .done
        } else if !scheduled || skipped {
            state = scheduled ? .skipped : .na
        } else {
            state = date == today && !isOverLimit(habit, on: date) ? .pending : .missed
        }
        return HabitDay(
            habit: habit, date: date, state: state, isDue: scheduled && (done || !skipped) && date <= today,
            total: total, period: nil)
    }

    // MARK: Windows

    /// One habit over `from...to`: done and due (habit-days; for a target habit, credits and
    /// needs of its periods), minutes and amounts.
    package func counts(_ habit: Habit, from: LocalDate, to: LocalDate) -> HabitCounts {
        var c = HabitCounts(habit: habit, done: 0, due: 0, minutes: 0)
        var countedDays = 0
        var countedTotal = Amount.zero
        let last = max(from.dayNumber, to.dayNumber)
        // By day number: a window ending on the last representable date still ends.
        for n in from.dayNumber...last {
            let date = LocalDate(dayNumber: n)
            guard date <= today else { break }
            c.minutes += minutes(habit, on: date) // none where it is not active
            guard habit.target == nil else { continue }
            switch state(habit, on: date) {
            case .done where isScheduled(habit, on: date):
                c.done += 1
                c.due += 1
            case .missed: c.due += 1
            case .pending:
                c.pending += 1
                continue
            default: continue
            }
            countedDays += 1
            countedTotal = countedTotal + self.total(habit, on: date)
        }
        if habit.target != nil {
            // The periods whose last day lies in the window, and the current one when it is met
            // and today lies in the window.
            var start = period(habit, containing: from)!.lowerBound
            var periods: [PeriodTally] = []
            while start <= to {
                let range = period(habit, containing: start)!
                let t = tally(habit, period: range)
                let lastInWindow = range.upperBound >= from && range.upperBound <= to
                let currentInWindow = range.contains(today) && from <= today && today <= to
                if lastInWindow || currentInWindow { periods.append(t) }
                guard range.upperBound.dayNumber < LocalDate.latestDayNumber else { break }
                start = range.upperBound.adding(days: 1)
            }
            c.periods = periods
            for p in periods where p.counts {
                c.done += p.credit
                c.due += p.need
                // The period's active days up to today: a paused day adds nothing.
                for n in p.from.dayNumber...min(p.to, today).dayNumber {
                    let date = LocalDate(dayNumber: n)
                    guard isActive(habit, on: date) else { continue }
                    countedDays += 1
                    countedTotal = countedTotal + self.total(habit, on: date)
                }
            }
        }
        if habit.hasAmounts {
            // The total and the average are of the same days: those that count (a pending
            // today's amount is left out of both, as the day is).
            c.total = countedTotal
            c.averagePerDueDay = countedDays == 0 ? nil : countedTotal.value / Double(countedDays)
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
        // Left out below 5% as the percentage is shown: rounded to a whole number, halves up
        // (4.5% shows as 5% and is kept; 4.4% shows as 4% and is left out).
        if let l = least, l.habit.id == most?.habit.id || l.percent!.rounded() < 5 { growth = nil }
        // A habit without `since` counts from the journal's first day; in a journal without
        // one yet, from today.
        let active = habits.habits.contains { h in
            stride(from: from.dayNumber, through: to.dayNumber, by: 1).contains { n in
                h.status(on: LocalDate(dayNumber: n), journalStart: firstDay ?? today) == .active
            }
        }
        return Summary(
            from: from, to: to, habits: byHabit,
            done: byHabit.reduce(0) { $0 + $1.done }, due: byHabit.reduce(0) { $0 + $1.due },
            mostConsistent: most?.habit, roomForGrowth: growth, hasActiveHabits: active)
    }

    /// A day of the week strip: habits due that day that were done, and habits due (today:
    /// pending ones included), as the day view counts them.
    package func day(_ date: LocalDate) -> DayCounts {
        var done = 0
        var due = 0
        for h in habits.habits {
            let d = habitDay(h, on: date)
            guard d.isDue else { continue }
            due += 1
            if d.state == .done { done += 1 }
        }
        return DayCounts(date: date, done: done, due: due, isToday: date == today, isFuture: date > today)
    }
}
