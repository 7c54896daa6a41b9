import DawnJournalModel
import DawnJournalParse

/// An entry's start or length is off the slot grid (a running entry has no length yet: only
/// its start is checked).
struct OffGridRule: Rule {
    let codes: [DiagnosticCode] = [.offGrid]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        let settings = context.habits.settings
        let slot = settings.slot
        var out: [Diagnostic] = []
        for e in record.day.entries
        where settings.clock.slotStart(e.start) != e.start
            || (!e.isRunning && settings.clock.slotLength(e.minutes) != e.minutes)
        {
            let what =
                settings.clock.slotStart(e.start) != e.start
                ? "starts at \(e.start)" : "lasts \(DurationSyntax.text(minutes: e.minutes))"
            let snapped = settings.clock.slotStart(e.start)
            let length = settings.clock.slotLength(e.minutes)
            let end = TimeOfDay(minutes: min(TimeOfDay.latestMinutes, snapped.minutes + length))!
            out.append(
                .finding(
                    .offGrid, record.path, e.timeRange,
                    "'\(excerpt(e.habit.name))' \(what), off the \(slot)-minute grid",
                    "Timeline entries sit on \(slot)-minute slots, e.g. \(snapped)-\(end)."))
        }
        return out
    }
}
