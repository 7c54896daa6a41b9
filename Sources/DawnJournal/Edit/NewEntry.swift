import DawnTOML
import DawnJournalModel
import DawnJournalParse
import DawnJournalFormat

/// What `log` writes: a timeline entry or a checklist tick for one habit.
package struct NewEntry: Sendable, Equatable {
    package var habit: Habit
    package var start: TimeOfDay
    package var end: TimeOfDay
    package var note: String?

    package init(habit: Habit, start: TimeOfDay, end: TimeOfDay, note: String? = nil) {
        self.habit = habit
        self.start = start
        self.end = end
        self.note = note
    }

    /// The canonical line, e.g. `- 06:30-07:15 🏃 Morning Run -- 5k`.
    package var line: String {
        "- \(start)-\(end) " + DayFormatter.render(emoji: habit.emoji, name: habit.name, note: note)
    }
}
