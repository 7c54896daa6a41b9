import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// The same habit appears twice in one day's checklist.
struct DuplicateChecklistItemRule: Rule {
    let codes: [DiagnosticCode] = [.duplicateItem]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var seen: [String: ChecklistItem] = [:]
        for (k, item) in record.day.checklist.enumerated() {
            let key = record.itemHabits[k].map { context.habits.habits[$0].id } ?? item.habit.matchKey
            if let first = seen[key] {
                out.append(.finding(.duplicateItem, record.path, item.habit.range,
                                    "'\(excerpt(item.habit.name))' is already in this checklist on line \(first.line)",
                                    "Keep one item per habit per day; a habit is done once a day in the checklist (use the Timeline for several instances)."))
            } else {
                seen[key] = item
            }
        }
        return out
    }
}
