import DawnJournalModel
import DawnJournalParse

/// A habit's emoji is exactly one grapheme cluster, and an emoji.
struct HabitEmojiRule: Rule {
    let codes: [DiagnosticCode] = [.badEmoji]

    func check(journal context: RuleContext) -> [Diagnostic] {
        context.habits.habits.compactMap { habit in
            guard let e = habit.emoji else { return nil }
            let range = habit.fieldRanges["emoji"] ?? habit.range
            if e.count != 1 {
                return .finding(
                    .badEmoji, "habits.toml", range,
                    "emoji '\(e)' of '\(habit.name)' is \(e.count) characters, not one",
                    "Use a single emoji such as \"🏃\"; skin tones and ZWJ sequences like \"🏃‍♀️\" count as one.")
            }
            if !Emoji.isEmoji(e.first!) {
                return .finding(
                    .badEmoji, "habits.toml", range, "'\(e)' of '\(habit.name)' is not an emoji",
                    "Use an emoji such as \"🏃\", or remove the field.")
            }
            return nil
        }
    }
}
