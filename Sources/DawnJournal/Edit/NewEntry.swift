import DawnTOML
import DawnJournalModel
import DawnJournalParse
import DawnJournalFormat

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
        "- \(start)-\(end) " + DayFormatter.render(emoji: habit.emoji, name: habit.name, note: note)
    }
}
