import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// An entry or checklist item names a habit that habits.toml does not define.
struct UnknownHabitRule: Rule {
    let codes: [DiagnosticCode] = [.unknownHabit]

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.journal.habitsAreKnown else { return [] }
        let candidates = context.habits.habits.flatMap { [$0.name, $0.id] }
        var out: [Diagnostic] = []
        for record in context.journal.days {
            let mentions = record.day.entries.map(\.habit) + record.day.checklist.map(\.habit)
            for mention in mentions where context.habits.habit(for: mention) == nil {
                var hint = "Use a habit's name or id from habits.toml, or add the habit there."
                if let guess = Suggestions.closest(to: mention.name, in: candidates) {
                    let name = context.habits.habit(named: guess)?.name ?? guess
                    hint = "Did you mean '\(name)'? " + hint
                }
                out.append(.finding(.unknownHabit, record.path, mention.range,
                                  "no habit named '\(excerpt(mention.name))' in habits.toml", hint))
            }
        }
        return out
    }
}
