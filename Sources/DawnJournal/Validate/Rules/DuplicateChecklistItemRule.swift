import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// The same habit appears twice in one day's checklist.
struct DuplicateChecklistItemRule: Rule {
    let codes: [DiagnosticCode] = [.duplicateItem]

    func check(_ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for record in context.journal.days {
            var seen: [String: ChecklistItem] = [:]
            for item in record.day.checklist {
                let key = context.habits.habit(for: item.habit)?.id ?? item.habit.matchKey
                if let first = seen[key] {
                    out.append(.finding(.duplicateItem, record.path, item.habit.range,
                                      "'\(excerpt(item.habit.name))' is already in this checklist on line \(first.line)",
                                      "Keep one item per habit per day; a habit is done once a day in the checklist (use the Timeline for several instances)."))
                } else {
                    seen[key] = item
                }
            }
        }
        return out
    }
}
