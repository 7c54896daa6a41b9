import DawnSource

/// One instance of a habit on a day's timeline: `- 06:30-07:15 🏃 Morning Run -- 5k`.
public struct TimelineEntry: Sendable, Hashable {
    public var start: TimeOfDay
    public var end: TimeOfDay
    public var habit: HabitMention
    /// The amount written after the name (`+25 pages`), if any.
    public var amount: AmountRecord?
    /// The text after ` -- `, trimmed; nil when there is none.
    public var note: String?
    /// The whole line.
    public var range: SourceRange
    /// The start time as written.
    public var startRange: SourceRange
    /// From the start time to the end of the end time or duration.
    public var timeRange: SourceRange

    public init(
        start: TimeOfDay, end: TimeOfDay, habit: HabitMention, amount: AmountRecord? = nil, note: String?,
        range: SourceRange, startRange: SourceRange, timeRange: SourceRange
    ) {
        self.start = start
        self.end = end
        self.habit = habit
        self.amount = amount
        self.note = note
        self.range = range
        self.startRange = startRange
        self.timeRange = timeRange
    }

    /// The length in minutes; 0 for a running entry.
    public var minutes: Int { end.minutes - start.minutes }

    /// Whether it is running (format 1.4, `- 14:00- 📖 Read`): its start is known and its end
    /// not yet. The parser gives it an end equal to its start; no closed entry has one.
    public var isRunning: Bool { end == start }

    /// The 1-based line the entry is on.
    public var line: Int { range.line }
}
