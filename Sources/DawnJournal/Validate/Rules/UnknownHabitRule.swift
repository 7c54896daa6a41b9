import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// An entry or checklist item names a habit that habits.toml does not define.
struct UnknownHabitRule: Rule {
    let codes: [DiagnosticCode] = [.unknownHabit]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        guard context.habitsAreKnown else { return [] }
        var out: [Diagnostic] = []
        record.forEachMention { mention, index in
            guard index == nil else { return }
            var hint = "Use a habit's name or id from habits.toml, or add the habit there."
            if let guess = Suggestions.closest(to: mention.name, in: context.habitNamesAndIDs) {
                let name = context.habits.habit(named: guess)?.name ?? guess
                hint = "Did you mean '\(name)'? " + hint
            }
            out.append(.finding(.unknownHabit, record.path, mention.range,
                                "no habit named '\(excerpt(mention.name))' in habits.toml", hint))
        }
        return out
    }
}
