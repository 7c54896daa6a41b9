/// What `log` writes: a timeline entry or a checklist tick for one habit.
public struct NewEntry: Sendable, Equatable {
    public var habit: Habit
    public var start: TimeOfDay
    public var end: TimeOfDay
    public var note: String?

    public init(habit: Habit, start: TimeOfDay, end: TimeOfDay, note: String? = nil) {
        self.habit = habit
        self.start = start
        self.end = end
        self.note = note
    }

    /// The canonical line, e.g. `- 06:30-07:15 🏃 Morning Run -- 5k`.
    public var line: String {
        DayFormatter.render(TimelineEntry(start: start, end: end,
            habit: HabitMention(emoji: habit.emoji, name: habit.name, range: SourceRange(line: 0, column: 0)),
            note: note, range: SourceRange(line: 0, column: 0), startRange: SourceRange(line: 0, column: 0),
            timeRange: SourceRange(line: 0, column: 0)))
    }
}
