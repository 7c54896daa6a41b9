/// A loaded journal: its habits and the day files that were read.
package struct Journal: Sendable {
    package var habits: HabitsFile
    /// Whether habits.toml was read and decoded; when not, rules about habits stay quiet
    /// rather than report every mention as unknown.
    package var habitsAreKnown: Bool
    package var days: [DayRecord]
    /// Files under days/ that are not day files.
    package var otherFiles: [String]

    package init(habits: HabitsFile, habitsAreKnown: Bool = true, days: [DayRecord] = [], otherFiles: [String] = []) {
        self.habits = habits
        self.habitsAreKnown = habitsAreKnown
        self.days = days
        self.otherFiles = otherFiles
    }
}

/// One day file: where it is, what its path makes it, what it says, and the habit each of its
/// entries and items names, resolved once when it is loaded.
package struct DayRecord: Sendable {
    package var path: String
    /// What the path is: a day file for a date, or a misplaced one.
    package var place: DayPath
    package var day: Day
    /// For each entry, the position of its habit in habits.toml; nil for an unknown habit.
    package var entryHabits: [Int?]
    /// For each checklist item, the same.
    package var itemHabits: [Int?]

    package init(path: String, place: DayPath, day: Day, habits: HabitsFile) {
        self.path = path
        self.place = place
        self.day = day
        entryHabits = day.entries.map { habits.habitIndex(for: $0.habit) }
        itemHabits = day.checklist.map { habits.habitIndex(for: $0.habit) }
    }

    /// The date the file's name gives, when it is a day file where it belongs.
    package var date: LocalDate? {
        if case .day(let d) = place { return d }
        return nil
    }

    /// Calls `body` with every mention (entries, then checklist items; with `doneOnly`, only
    /// the ticked items) and the position of its habit, without collecting them.
    package func forEachMention(doneOnly: Bool = false, _ body: (HabitMention, Int?) -> Void) {
        for k in day.entries.indices { body(day.entries[k].habit, entryHabits[k]) }
        for k in day.checklist.indices where !doneOnly || day.checklist[k].state == .done {
            body(day.checklist[k].habit, itemHabits[k])
        }
    }
}
