import DawnJournalModel
import DawnJournalParse
import DawnSource

/// `[journal]`: `day_starts` is a time no later than 08:00; `slot` divides an hour;
/// `week_starts` names a weekday.
package struct JournalSettingsRule: Rule {
    package init() {}
    package let codes: [DiagnosticCode] = [.badDayStarts, .badSlot, .badWeekStarts]

    package func check(journal context: RuleContext) -> [Diagnostic] {
        guard let journal = context.habits.table["journal"]?.tableValue else { return [] }
        var out: [Diagnostic] = []
        if let raw = journal["day_starts"]?.stringValue {
            let range = journal.position(of: "day_starts") ?? SourceRange(line: 1, column: 1)
            if let t = TimeOfDay(raw), t.minutes <= 8 * 60 {
            } else {
                out.append(
                    .finding(
                        .badDayStarts, "habits.toml", range,
                        "day_starts '\(raw)' is not a time between 00:00 and 08:00",
                        "Write it as \"HH:MM\", at most \"08:00\"; the default is \"04:00\"."))
            }
        }
        if let raw = journal["slot"]?.stringValue {
            let range = journal.position(of: "slot") ?? SourceRange(line: 1, column: 1)
            if let m = DurationSyntax.minutes(raw), m <= 60, 60 % m == 0 {
            } else {
                out.append(
                    .finding(
                        .badSlot, "habits.toml", range,
                        "slot '\(raw)' does not divide an hour",
                        "Use one of \"5m\", \"10m\", \"15m\", \"20m\", \"30m\" or \"1h\"; the default is \"15m\"."))
            }
        }
        if let raw = journal["week_starts"]?.stringValue, Weekdays.weekday(named: raw) == nil {
            out.append(
                .finding(
                    .badWeekStarts, "habits.toml",
                    journal.position(of: "week_starts") ?? SourceRange(line: 1, column: 1),
                    "week_starts '\(raw)' is not a weekday",
                    "Write a weekday in English, e.g. \"monday\" (the default) or \"sunday\"."))
        }
        return out
    }
}
