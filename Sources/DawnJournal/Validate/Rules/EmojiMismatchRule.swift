import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// The emoji written before a habit differs from the habit's own emoji.
struct EmojiMismatchRule: Rule {
    let codes: [DiagnosticCode] = [.emojiMismatch]

    func check(_ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for record in context.journal.days {
            for m in record.day.entries.map(\.habit) + record.day.checklist.map(\.habit) {
                guard let written = m.emoji, let habit = context.habits.habit(for: m),
                      let own = habit.emoji, own != written else { continue }
                out.append(.finding(.emojiMismatch, record.path, m.emojiRange ?? m.range,
                                    "'\(excerpt(written))' differs from the emoji of '\(habit.name)', '\(own)'",
                                    "Write \(own) (or no emoji); the emoji is decoration, the name decides the habit."))
            }
        }
        return out
    }
}
