import DawnJournalModel
import DawnJournalParse

/// `archived` must not come before `since` (on the start day it may: archived at once).
struct HabitDatesRule: Rule {
    let codes: [DiagnosticCode] = [.archivedBeforeSince]

    func check(journal context: RuleContext) -> [Diagnostic] {
        context.habits.habits.compactMap { habit in
            guard let since = habit.since, let archived = habit.archived, archived < since else { return nil }
            return .finding(
                .archivedBeforeSince, "habits.toml", habit.fieldRanges["archived"] ?? habit.range,
                "'\(habit.name)' is archived on \(archived), before it starts on \(since)",
                "Set 'archived' to 'since' or later (the first date it no longer counts).")
        }
    }
}
