import DawnTOML

/// A loaded journal: its habits and the day files that were read.
public struct Journal: Sendable {
    public var habits: HabitsFile
    /// Whether habits.toml was read and decoded; when not, rules about habits stay quiet
    /// rather than report every mention as unknown.
    public var habitsAreKnown: Bool
    public var days: [DayRecord]
    /// Files under days/ that are not day files.
    public var otherFiles: [String]

    public init(habits: HabitsFile, habitsAreKnown: Bool = true, days: [DayRecord] = [], otherFiles: [String] = []) {
        self.habits = habits
        self.habitsAreKnown = habitsAreKnown
        self.days = days
        self.otherFiles = otherFiles
    }
}

/// One day file: where it is, the date its name gives (if a real one), and what it says.
public struct DayRecord: Sendable {
    public var path: String
    public var date: LocalDate?
    public var day: Day

    public init(path: String, date: LocalDate?, day: Day) {
        self.path = path
        self.date = date
        self.day = day
    }
}
