import DawnJournalModel
import DawnJournalParse

/// A time past 24:00 is the night after the day, which belongs to it only until the journal's
/// `day_starts`: an entry that ends (or starts) later belongs to the next day's file.
struct NightRule: Rule {
    let codes: [DiagnosticCode] = [.pastDayStart]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        let clock = context.habits.settings.clock
        let last = clock.nightEnd
        var out: [Diagnostic] = []
        for e in record.day.entries where e.end.minutes > last {
            let night = clock.nightEndTime
            let next = clock.wallClock(e.start.minutes)
            let nextEnd = clock.wallClock(e.end.minutes)
            let hint =
                e.start.minutes >= last
                ? "Write it on the next day's file as \(next)-\(nextEnd)."
                : "End it by \(night), and write the rest on the next day's file from \(context.habits.settings.dayStarts)."
            out.append(
                .finding(
                    .pastDayStart, record.path, e.timeRange,
                    "'\(excerpt(e.habit.name))' runs until \(e.end), past the night's end at \(night) (24:00 plus day_starts \(context.habits.settings.dayStarts))",
                    hint))
        }
        return out
    }
}
