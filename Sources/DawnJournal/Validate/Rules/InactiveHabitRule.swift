import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// An entry or ticked item for a habit before its `since` or on or after its `archived` date.
struct InactiveHabitRule: Rule {
    let codes: [DiagnosticCode] = [.inactiveHabit]

    func check(_ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let firstDay = context.firstDay
        for (record, date) in context.datedDays {
            let mentions = record.day.entries.map(\.habit) + record.day.checklist.filter { $0.state == .done }.map(\.habit)
            for m in mentions {
                guard let habit = context.habits.habit(for: m) else { continue }
                let why: String
                switch habit.status(on: date, journalStart: firstDay) {
                case .active: continue
                case .archived: why = "it was archived on \(habit.archived!)"
                case .notStarted: why = habit.since.map { "it starts on \($0)" } ?? "it is not active"
                }
                out.append(.finding(.inactiveHabit, record.path, m.range,
                                    "'\(habit.name)' is recorded on \(date), but \(why)",
                                    "It will not count on this date; adjust 'since' or 'archived' in habits.toml if it should."))
            }
        }
        return out
    }
}
