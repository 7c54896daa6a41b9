import DawnJournalFormat
import DawnJournalModel
import DawnJournalParse
import DawnSource

/// What `log` writes: a timeline entry or a checklist tick for one habit.
package struct NewEntry: Sendable, Equatable {
    package var habit: Habit
    package var start: TimeOfDay
    package var end: TimeOfDay
    package var note: String?
    /// An amount of the habit's unit (`+25 pages`), for a timed habit that has one.
    package var amount: Amount?

    package init(habit: Habit, start: TimeOfDay, end: TimeOfDay, note: String? = nil, amount: Amount? = nil) {
        self.habit = habit
        self.start = start
        self.end = end
        self.note = note
        self.amount = amount
    }

    /// The amount as written, in the habit's unit.
    package var record: AmountRecord? {
        amount.map { AmountRecord(amount: $0, unit: habit.unit(for: $0), range: SourceRange(line: 1, column: 1)) }
    }

    /// The canonical line, e.g. `- 06:30-07:15 🏃 Morning Run -- 5k`; a running entry (its end
    /// equal to its start, format 1.4) is `- 14:00- 📖 Read`.
    package var line: String {
        (start == end ? "- \(start)- " : "- \(start)-\(end) ")
            + DayFormatter.render(emoji: habit.emoji, name: habit.name, amount: record, note: note)
    }

    /// What the line means.
    package var meaning: DayMeaning.Entry {
        .init(
            start: start, end: end, emoji: habit.emoji, habit: habit.name, amount: amount,
            unit: amount.flatMap { habit.unit(for: $0) }, note: note)
    }
}
