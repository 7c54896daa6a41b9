import DawnJournalModel
import DawnJournalParse

/// An entry or ticked item for a habit before its `since`, on or after its `archived` date, or
/// in one of its `pauses`.
struct InactiveHabitRule: Rule {
    let codes: [DiagnosticCode] = [.inactiveHabit]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        guard let date = record.date else { return [] }
        var out: [Diagnostic] = []
        let firstDay = context.firstDay
        record.forEachMention(doneOnly: true) { m, index in
            guard let index else { return }
            let habit = context.habits.habits[index]
            let why: String
            switch habit.status(on: date, journalStart: firstDay) {
            case .active: return
            case .archived: why = "it was archived on \(habit.archived!)"
            case .paused:
                let pause = habit.pause(on: date)!
                why = "it was paused from \(pause.from) to \(pause.to!)"
            case .notStarted: why = habit.since.map { "it starts on \($0)" } ?? "it is not active"
            }
            out.append(
                .finding(
                    .inactiveHabit, record.path, m.range,
                    "'\(habit.name)' is recorded on \(date), but \(why)",
                    "It will not count on this date; adjust 'since', 'archived' or 'pauses' in habits.toml if it should."
                ))
        }
        return out
    }
}
