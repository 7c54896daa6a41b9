import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// Entries that overlap in time; the same habit overlapping itself is likely a duplicate.
struct OverlapRule: Rule {
    let codes: [DiagnosticCode] = [.overlap, .duplicateEntry]

    func check(_ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for record in context.journal.days {
            let sorted = record.day.entries.sorted { ($0.start, $0.line) < ($1.start, $1.line) }
            var open: [TimelineEntry] = [] // entries that may still overlap later ones
            for e in sorted {
                open.removeAll { $0.end <= e.start }
                for earlier in open {
                    let key = { (m: HabitMention) in context.habits.habit(for: m)?.id ?? m.matchKey }
                    if key(earlier.habit) == key(e.habit) {
                        out.append(.finding(.duplicateEntry, record.path, e.timeRange,
                                            "'\(excerpt(e.habit.name))' \(e.start)-\(e.end) overlaps the same habit on line \(earlier.line) (\(earlier.start)-\(earlier.end))",
                                            "This is likely the same instance written twice; remove one line or fix the times."))
                    } else {
                        out.append(.finding(.overlap, record.path, e.timeRange,
                                            "'\(excerpt(e.habit.name))' \(e.start)-\(e.end) overlaps '\(excerpt(earlier.habit.name))' on line \(earlier.line) (\(earlier.start)-\(earlier.end))",
                                            "A timeline holds one thing at a time; adjust one of the two entries."))
                    }
                }
                open.append(e)
            }
        }
        return out
    }
}
