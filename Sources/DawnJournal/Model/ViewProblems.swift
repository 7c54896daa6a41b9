/// What a view could not use, so that it is never silent about it: lines of its window's day
/// files that were not understood or name no habit of habits.toml (left out of every count),
/// and habits.toml findings about the settings and schedules it counts by (the view uses the
/// default or follows the rule COUNTING.md gives).
public struct ViewProblems: Sendable, Equatable {
    /// Lines not understood (a syntax error) or naming no known habit.
    public var lines = 0
    /// The day files those lines are in, oldest first.
    public var files: [String] = []
    /// Errors in habits.toml's `[journal]` settings and in habits' schedule and amount keys.
    public var settings: [Diagnostic] = []

    public init(lines: Int = 0, files: [String] = [], settings: [Diagnostic] = []) {
        self.lines = lines
        self.files = files
        self.settings = settings
    }

    public var isEmpty: Bool { lines == 0 && settings.isEmpty }
}
