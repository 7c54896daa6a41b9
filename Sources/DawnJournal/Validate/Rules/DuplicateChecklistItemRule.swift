import DawnJournalModel
import DawnJournalParse

/// The same habit appears twice in one day's checklist.
struct DuplicateChecklistItemRule: Rule {
    let codes: [DiagnosticCode] = [.duplicateItem]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let items = record.day.checklist
        guard items.count > 1 else { return out }
        // A habit by its position in habits.toml; an unknown one by the name written.
        // Ticked items with an amount are records of an amount habit, which add up: each is
        // a key of its own.
        let keys: [Key] = items.indices.map { k in
            if items[k].amount != nil, items[k].state == .done { return .record(k) }
            return record.itemHabits[k].map(Key.habit) ?? .name(items[k].habit.matchKey)
        }
        // Most checklists are short: compare each item with the ones before it; a long one is
        // hashed, so that the rule stays linear.
        var seen: [Key: Int] = [:]
        for k in items.indices {
            let first: Int?
            if items.count <= 16 {
                first = keys[..<k].firstIndex(of: keys[k])
            } else {
                first = seen[keys[k]]
                if first == nil { seen[keys[k]] = k }
            }
            guard let first else { continue }
            out.append(
                .finding(
                    .duplicateItem, record.path, items[k].habit.range,
                    "'\(excerpt(items[k].habit.name))' is already in this checklist on line \(items[first].line)",
                    "Keep one item per habit per day; a habit is done once a day in the checklist (use the Timeline for several instances)."
                ))
        }
        return out
    }

    enum Key: Hashable {
        case habit(Int)
        case name(String)
        case record(Int)
    }
}
