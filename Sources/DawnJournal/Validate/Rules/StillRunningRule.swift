import DawnJournalModel
import DawnJournalParse

/// A running entry (format 1.4, `- 14:00- 📖 Read`) on a day before today: it was never
/// stopped, and counts no time until its end is written.
struct StillRunningRule: Rule {
    let codes: [DiagnosticCode] = [.stillRunning]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        guard let date = record.date, date < context.today else { return [] }
        return record.day.entries.filter(\.isRunning).map { entry in
            let name = excerpt(entry.habit.name)
            return .finding(
                .stillRunning, record.path, entry.range,
                "\(name) has been running since \(entry.start) on \(CalendarNames.weekday(date.weekday)) \(date)",
                "Write when it ended, e.g. '- \(entry.start)-\(TimeOfDay(minutes: entry.start.minutes + 60) ?? entry.start) \(name)'; until then it counts no time."
            )
        }
    }
}
