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
                hint =
                    "Did you mean '\(amount.habit.name)' with an amount? Write it with a +: '\(amount.habit.name) +\(amount.rest)'."
            } else if let name = UnknownHabitSuggestion.name(for: mention.name, context) {
                hint = "Did you mean '\(name)'? " + hint
            }
            out.append(
                .finding(
                    .unknownHabit, record.path, mention.range,
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

/// The "did you mean" of `unknown-habit`, for its hint and for the language server's quick fix.
package enum UnknownHabitSuggestion {
    /// The name of the habit an unknown mention most likely meant ("did you mean"), if one is
    /// close enough; the language server's quick fix writes the same name the hint names.
    package static func name(for mention: String, _ context: RuleContext) -> String? {
        guard let guess = Suggestions.closest(to: mention, in: context.habitNamesAndIDs) else { return nil }
        return context.habits.habit(named: guess)?.name ?? guess
    }
}
