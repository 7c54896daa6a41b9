import DawnJournalModel
import DawnJournalParse

/// The emoji written before a habit differs from the habit's own emoji.
struct EmojiMismatchRule: Rule {
    let codes: [DiagnosticCode] = [.emojiMismatch]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        record.forEachMention { m, index in
            guard let written = m.emoji, let index, let own = context.habits.habits[index].emoji, own != written else {
                return
            }
            out.append(
                .finding(
                    .emojiMismatch, record.path, m.emojiRange ?? m.range,
                    "'\(excerpt(written))' differs from the emoji of '\(context.habits.habits[index].name)', '\(own)'",
                    "Write \(own) (or no emoji); the emoji is decoration, the name decides the habit."))
        }
        return out
    }
}
