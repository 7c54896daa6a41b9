import DawnJournalModel
import DawnJournalParse

/// Entries that overlap in time; the same habit overlapping itself is likely a duplicate.
///
/// A sweep over the entries in start order, linear after sorting: each entry that begins before
/// an earlier one has ended is reported once, naming the earlier entry that reaches furthest
/// (of the same habit first, which makes it a likely duplicate). A thousand entries at the
/// same time give a thousand findings, not half a million pairs.
package struct OverlapRule: Rule {
    package init() {}
    package let codes: [DiagnosticCode] = [.overlap, .duplicateEntry]

    /// An entry that starts before an earlier one has ended: `duplicateEntry` when the earlier
    /// one is of the same habit, else `overlap`.
    package struct Overlap: Sendable {
        package var code: DiagnosticCode
        package var entry: TimelineEntry
        package var earlier: TimelineEntry
    }

    package func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        Self.overlaps(in: record, context).map { Self.diagnostic($0, path: record.path) }
    }

    /// The finding of one overlap, on the later entry's time range.
    package static func diagnostic(_ o: Overlap, path: String) -> Diagnostic {
        let (e, earlier) = (o.entry, o.earlier)
        if o.code == .duplicateEntry {
            return .finding(
                .duplicateEntry, path, e.timeRange,
                "'\(excerpt(e.habit.name))' \(e.start)-\(e.end) overlaps the same habit on line \(earlier.line) (\(earlier.start)-\(earlier.end))",
                "This is likely the same instance written twice; remove one line or fix the times.")
        }
        return .finding(
            .overlap, path, e.timeRange,
            "'\(excerpt(e.habit.name))' \(e.start)-\(e.end) overlaps '\(excerpt(earlier.habit.name))' on line \(earlier.line) (\(earlier.start)-\(earlier.end))",
            "A timeline holds one thing at a time; adjust one of the two entries.")
    }

    /// Every entry of the day that starts before an earlier one has ended, in start order.
    package static func overlaps(in record: DayRecord, _ context: RuleContext) -> [Overlap] {
        var out: [Overlap] = []
        if record.day.entries.count > 1, !Self.isDisjointInOrder(record.day.entries) {
            // A habit's key: its position in habits.toml, or (unknown habits) one past the
            // positions for each name written.
            var unknown: [String: Int] = [:]
            let keyed = record.day.entries.indices.map { k -> (entry: TimelineEntry, key: Int) in
                if let index = record.entryHabits[k] { return (record.day.entries[k], index) }
                let name = record.day.entries[k].habit.matchKey
                let key = unknown[name] ?? (context.habits.habits.count + unknown.count)
                unknown[name] = key
                return (record.day.entries[k], key)
            }
            .sorted { ($0.entry.start, $0.entry.line) < ($1.entry.start, $1.entry.line) }
            var furthest: TimelineEntry? = nil // the earlier entry that ends last
            var furthestOfHabit: [Int: TimelineEntry] = [:] // the same, per habit
            for (e, key) in keyed {
                if let earlier = furthestOfHabit[key], earlier.end > e.start {
                    out.append(Overlap(code: .duplicateEntry, entry: e, earlier: earlier))
                } else if let earlier = furthest, earlier.end > e.start {
                    out.append(Overlap(code: .overlap, entry: e, earlier: earlier))
                }
                if furthest.map({ e.end > $0.end }) ?? true { furthest = e }
                if furthestOfHabit[key].map({ e.end > $0.end }) ?? true { furthestOfHabit[key] = e }
            }
        }
        return out
    }

    /// Whether each entry, in file order, starts at or after every earlier one has ended: then
    /// none overlaps another (the usual day), and the sweep is not needed.
    static func isDisjointInOrder(_ entries: [TimelineEntry]) -> Bool {
        var end = TimeOfDay(minutes: 0)!
        for e in entries {
            guard e.start >= end else { return false }
            if e.end > end { end = e.end }
        }
        return true
    }
}
