import DawnJournalModel
import DawnJournalParse

/// A habit's `pauses` must each hold a day (`from` ≤ `to`) and keep apart: from each other and
/// from the pause `archived` begins.
struct HabitPausesRule: Rule {
    let codes: [DiagnosticCode] = [.pauseReversed, .pauseOverlap]

    func check(journal context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for habit in context.habits.habits where !habit.pauses.isEmpty {
            let range = habit.fieldRanges["pauses"] ?? habit.range
            for p in habit.pauses where p.to < p.from {
                out.append(
                    .finding(
                        .pauseReversed, "habits.toml", range,
                        "a pause of '\(habit.name)' ends on \(p.to), before it starts on \(p.from)",
                        "Write the pause's first day as 'from' and its last day as 'to'."))
            }
            // Sorted by start, each against the latest end before it: one finding per overlap.
            let ordered = habit.pauses.filter { $0.from <= $0.to }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
            var previous: HabitPause? = nil
            for p in ordered {
                if let q = previous, p.from <= q.to {
                    out.append(
                        .finding(
                            .pauseOverlap, "habits.toml", range,
                            "pauses of '\(habit.name)' share days: \(q.from) to \(q.to) and \(p.from) to \(p.to)",
                            "Join them into one pause, or make one end before the other starts."))
                }
                if previous == nil || p.to > previous!.to { previous = p }
            }
            if let archived = habit.archived, let last = previous, archived <= last.to {
                out.append(
                    .finding(
                        .pauseOverlap, "habits.toml", habit.fieldRanges["archived"] ?? range,
                        "'\(habit.name)' is archived on \(archived), inside its pause from \(last.from) to \(last.to)",
                        "Set 'archived' to a date after the last pause, or end that pause before it."))
            }
        }
        return out
    }
}
