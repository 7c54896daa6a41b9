import DawnJournalModel
import DawnJournalParse

/// A colour is `#RRGGBB` (or `RRGGBB`) or a preset name.
struct HabitColorRule: Rule {
    let codes: [DiagnosticCode] = [.badColor]

    func check(journal context: RuleContext) -> [Diagnostic] {
        context.habits.habits.compactMap { habit in
            guard let c = habit.color, HabitColor(c) == nil else { return nil }
            let presets = HabitColor.presets.map(\.name)
            let guess = Suggestions.closest(to: c, in: presets).map { "Did you mean '\($0)'? " } ?? ""
            return .finding(
                .badColor, "habits.toml", habit.fieldRanges["color"] ?? habit.range,
                "color '\(c)' of '\(habit.name)' is neither #RRGGBB nor a preset",
                guess
                    + "Use #RRGGBB or one of: \(presets.joined(separator: ", ")). Displays show it without colour until then."
            )
        }
    }
}
