import DawnJournalModel
import DawnJournalParse

/// Nothing can be done on a date after today (today as the journal sees it, with `day_starts`).
///
/// Ticks follow the journal's today. Timeline entries are filed under the calendar date of
/// their start, so one logged at 01:30, before the day starts, is not in the future.
struct FutureDateRule: Rule {
    let codes: [DiagnosticCode] = [.futureEntry]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        guard let date = record.date, date > context.today else { return [] }
        var out: [Diagnostic] = []
        let hint = "Nothing can be done on a future date: check the file's date, or the clock (DAWN_JOURNAL_NOW)."
        for entry in record.day.entries where date > context.now.date {
            out.append(
                .finding(
                    .futureEntry, record.path, entry.range,
                    "'\(excerpt(entry.habit.name))' is on the timeline of \(date), after today (\(context.today))", hint
                ))
        }
        for item in record.day.checklist where item.state == .done {
            out.append(
                .finding(
                    .futureEntry, record.path, item.range,
                    "'\(excerpt(item.habit.name))' is ticked on \(date), after today (\(context.today))", hint))
        }
        return out
    }
}
