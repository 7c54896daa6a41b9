import DawnJournalModel
import DawnJournalParse

/// `archived` must come after `since`.
struct HabitDatesRule: Rule {
    let codes: [DiagnosticCode] = [.archivedBeforeSince]

    func check(journal context: RuleContext) -> [Diagnostic] {
        context.habits.habits.compactMap { habit in
            guard let since = habit.since, let archived = habit.archived, archived <= since else { return nil }
            return .finding(
                .archivedBeforeSince, "habits.toml", habit.fieldRanges["archived"] ?? habit.range,
                "'\(habit.name)' is archived on \(archived), not after it starts on \(since)",
                "Set 'archived' to a date after 'since' (the first date it no longer counts).")
        }
    }
}
