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
            if let amount = Self.amountWithoutPlus(mention.name, context.habits) {
                hint = "Did you mean '\(amount.habit.name)' with an amount? Write it with a +: '\(amount.habit.name) +\(amount.rest)'."
            } else if let guess = Suggestions.closest(to: mention.name, in: context.habitNamesAndIDs) {
                let name = context.habits.habit(named: guess)?.name ?? guess
                hint = "Did you mean '\(name)'? " + hint
            }
            out.append(.finding(.unknownHabit, record.path, mention.range,
                                "no habit named '\(excerpt(mention.name))' in habits.toml", hint))
        }
        return out
    }

    /// `Water 2 glasses`: a habit with a unit, then a number and perhaps a word, written
    /// without the `+` that marks an amount.
    static func amountWithoutPlus(_ name: String, _ habits: HabitsFile) -> (habit: Habit, rest: String)? {
        let words = name.split(separator: " ")
        for cut in [words.count - 1, words.count - 2] where cut >= 1 {
            guard Amount(words[cut]) != nil, words.count - cut <= 2 else { continue }
            if let habit = habits.habit(named: words[..<cut].joined(separator: " ")), habit.hasAmounts {
                return (habit, words[cut...].joined(separator: " "))
            }
        }
        return nil
    }
}
