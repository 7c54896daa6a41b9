import DawnTOML

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

/// One day file: where it is, the date its name gives (if a real one), and what it says.
package struct DayRecord: Sendable {
    package var path: String
    package var date: LocalDate?
    package var day: Day

    package init(path: String, date: LocalDate?, day: Day) {
        self.path = path
        self.date = date
        self.day = day
    }
}
