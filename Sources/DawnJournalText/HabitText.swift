import DawnJournal

/// A habit's kind and schedule, and its progress on a day, in one wording for every front
/// end: the day and week views, `habit add` and `habit list`, the report, the editor's hover
/// and completion details.
public enum HabitText {
    /// The heading of the list of habits, as the checklist app's Habits view has it.
    public static let listHeading = "My Habits"

    /// A rename asked to stop (a signal) after habits.toml and `done` of its day files, with
    /// `left` still to rewrite: how far it got, that nothing stopped counting, and how to finish.
    public static func renameStopped(from old: String, to new: String, done: Int, left: Int) -> String {
        func files(_ n: Int) -> String { "\(n) day file\(n == 1 ? "" : "s")" }
        return "Stopped after habits.toml and \(done) of \(files(done + left)): the habit is named '\(new)', and the "
            + "\(files(left)) left still name it '\(old)', its former name, so every line counts. "
            + "Run the same rename again to finish."
    }

    /// The first of deleting a habit's two steps, as the seeds word it: "This will delete 29
    /// days of history." (`days` is how many days' files name the habit).
    public static func deletesHistory(days: Int) -> String { "This will delete \(self.days(days)) of history." }

    /// What kind of habit it is: "timed 30m" (it has a default duration) or "checkbox".
    public static func kind(_ habit: Habit) -> String {
        habit.duration.map { "timed " + DurationText.minutes($0) } ?? "checkbox"
    }

    /// How it is kept, each fact on its own; empty for a plain daily habit: its weekdays
    /// ("Mon–Fri"), its target ("3 a week"), its rhythm ("every 3 days"), its amount ("at least 8 glasses a day", "at most
    /// 2 cups a day", "in km").
    public static func schedule(_ habit: Habit) -> [String] {
        var facts: [String] = []
        if let days = habit.days { facts.append(days.label) }
        if let target = habit.target { facts.append(self.target(target)) }
        if let frequency = habit.frequency { facts.append(self.frequency(frequency)) }
        if let every = habit.every { facts.append(self.every(every)) }
        if let unit = habit.unit {
            if let goal = habit.goal {
                facts.append("at least \(NumberText.amount(goal, unit)) a day")
            } else if let limit = habit.limit {
                facts.append("at most \(NumberText.amount(limit, unit)) a day")
            } else {
                facts.append("in \(unit)")
            }
        }
        return facts
    }

    /// Why a habit does not count today, as `habit list` and the Habits tab say it: "archived
    /// 2026-10-15", "starts 2026-12-01" ("not started" without a `since`), "paused"; nil while
    /// it is active.
    public static func status(_ habit: Habit, _ status: HabitStatus) -> String? {
        switch status {
        case .archived: return habit.archived.map { "archived \($0)" } ?? "archived"
        case .notStarted: return habit.since.map { "starts \($0)" } ?? "not started"
        case .paused: return "paused"
        case .active: return nil
        }
    }

    /// The kind and the schedule in one line: "timed 30m, Mon–Fri", "checkbox, 3 a week".
    public static func summary(_ habit: Habit) -> String {
        ([kind(habit)] + schedule(habit)).joined(separator: ", ")
    }

    /// A target as a person says it: "3 a week", "10 a month". (habits.toml writes `3/week`.)
    public static func target(_ target: HabitTarget) -> String {
        "\(target.count) a \(target.period.rawValue)"
    }

    /// N in any M days as a person says it: "2 in 3 days", "1 in 2 days". (habits.toml writes
    /// `2/3d`.)
    public static func frequency(_ frequency: HabitFrequency) -> String {
        "\(frequency.count) in \(frequency.days) days"
    }

    /// An every-N-days habit's rhythm: "every 3 days", "every day" (`every = "1d"`).
    public static func every(_ days: Int) -> String { days == 1 ? "every day" : "every \(days) days" }

    /// A target habit's period: "2 of 3 this week", "3 of 3 that week (done on 4 days)", a
    /// period the habit was active in on some days only, whose need is scaled ("1 of 2 this
    /// week, a partial week"), or one it was active on no day of ("not active that week"). A
    /// period holding `today` is "this week", another "that week". Short: it follows a name on
    /// an 80-column line.
    public static func period(_ tally: PeriodTally, _ target: HabitTarget, today: LocalDate) -> String {
        let period = target.period.rawValue
        let which = (tally.from...tally.to).contains(today) ? "this \(period)" : "that \(period)"
        if tally.state == .notApplicable { return "not active \(which)" }
        return "\(tally.credit) of \(tally.need) \(which)"
            + (tally.isPartial ? ", a partial \(period)" : "")
            + (tally.done > tally.need ? " (done on \(days(tally.done)))" : "")
    }

    /// A habit's progress on a day: "1 of 3 this week", "6 of 8 glasses", "1 of at most 2
    /// cups", "kept for now, 2 in 3 days" (a day inside one of Loop's intervals), joined by
    /// " · "; empty for a plain daily habit.
    public static func progress(_ day: HabitDay, today: LocalDate) -> String {
        var parts: [String] = []
        if let total = day.total, day.habit.unit != nil { parts.append(amount(total, of: day.habit)) }
        if let tally = day.period, let target = day.habit.target {
            parts.append(period(tally, target, today: today))
        }
        if let frequency = day.habit.frequency, day.metForPeriod {
            parts.append("kept for now, \(self.frequency(frequency))")
        }
        return parts.concatenated(separator: " · ")
    }

    /// A day's total of an amount habit against its goal or limit: "6 of 8 glasses", "1 of at
    /// most 2 cups", "3 of at most 2 cups, over the limit" (a day not done, said alike by `log`
    /// and `day`), "4 km" (without a goal or a limit), "6 of 8" (without a unit).
    public static func amount(_ total: Amount, of habit: Habit) -> String {
        let unit = habit.unit.map { " " + $0 } ?? ""
        if let goal = habit.goal { return "\(total) of \(goal)\(unit)" }
        if let limit = habit.limit {
            return "\(total) of at most \(limit)\(unit)" + (total > limit ? ", \(overLimit)" : "")
        }
        return "\(total)\(unit)"
    }

    /// What a limit habit's day over its limit is called, in `log`'s line and `day`'s alike.
    public static let overLimit = "over the limit"

    /// "1 day", "4 days".
    public static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
}
