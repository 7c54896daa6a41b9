import DawnJournalModel
import DawnJournalParse

/// Amounts on a day's lines: only a habit with a unit takes one, only on an entry or a ticked
/// item; the unit written is the habit's; a ticked item of an amount habit says how much.
struct AmountRule: Rule {
    let codes: [DiagnosticCode] = [.unexpectedAmount, .unitMismatch, .missingAmount]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        guard context.habitsAreKnown else { return [] }
        var out: [Diagnostic] = []
        let habits = context.habits.habits
        func check(_ amount: AmountRecord?, _ index: Int?, _ mention: HabitMention, box: ChecklistItem.State?) {
            guard let index else { return }
            let habit = habits[index]
            guard let amount else {
                if box == .done, let unit = habit.unit {
                    out.append(
                        .finding(
                            .missingAmount, record.path, mention.range,
                            "'\(excerpt(mention.name))' is counted in \(unit), but this item says no amount",
                            "Write how much after the name, e.g. '- [x] \(habit.name) +\(habit.goal ?? habit.limit ?? Amount(1)) \(unit)'; without it the item adds nothing to the day's total."
                        ))
                }
                return
            }
            guard let unit = habit.unit else {
                out.append(
                    .finding(
                        .unexpectedAmount, record.path, amount.range,
                        "'\(excerpt(amount.text))' is an amount, but '\(habit.name)' has no unit",
                        "Give the habit a unit in habits.toml (unit = \"…\" with a goal or a limit), or remove the amount."
                    ))
                return
            }
            if let box, box != .done {
                out.append(
                    .finding(
                        .unexpectedAmount, record.path, amount.range,
                        "an amount on a\(box == .skipped ? " skipped" : "n unticked") item of '\(habit.name)'",
                        "An amount records what was had: write it on a ticked item ('- [x] \(habit.name) \(amount.text)'), or remove it."
                    ))
            }
            if let written = amount.unit, !habit.isUnit(written) {
                out.append(
                    .finding(
                        .unitMismatch, record.path, amount.range,
                        "'\(excerpt(written))' is not the unit of '\(habit.name)', '\(unit)'",
                        "Write the amount in \(unit) ('+\(amount.amount) \(habit.unit(for: amount.amount) ?? unit)'), or no unit: the number counts as \(unit)."
                    ))
            }
        }
        for (k, e) in record.day.entries.enumerated() { check(e.amount, record.entryHabits[k], e.habit, box: nil) }
        for (k, i) in record.day.checklist.enumerated() { check(i.amount, record.itemHabits[k], i.habit, box: i.state) }
        return out
    }
}
