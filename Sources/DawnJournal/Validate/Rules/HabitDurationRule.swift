import DawnJournalModel
import DawnJournalParse

/// A habit's default duration is a positive multiple of the slot.
package struct HabitDurationRule: Rule {
    /// Whether a default duration of `minutes` sits on a grid of `slot`-minute slots.
    package static func fits(_ minutes: Int, slot: Int) -> Bool { minutes % slot == 0 }

    package let codes: [DiagnosticCode] = [.badHabitDuration]

    package func check(journal context: RuleContext) -> [Diagnostic] {
        let slot = context.habits.settings.slot
        let tables = context.habits.table["habits"]?.tableValue
        return context.habits.habits.compactMap { habit in
            guard let raw = tables?[habit.id]?.tableValue?["duration"]?.stringValue else { return nil }
            let range = habit.fieldRanges["duration"] ?? habit.range
            guard let minutes = DurationSyntax.minutes(raw) else {
                return .finding(
                    .badHabitDuration, "habits.toml", range,
                    "duration '\(raw)' of '\(habit.name)' is not a duration",
                    "Write it like \"15m\", \"30m\", \"1h\" or \"1h30m\".")
            }
            guard Self.fits(minutes, slot: slot) else {
                return .finding(
                    .badHabitDuration, "habits.toml", range,
                    "duration '\(raw)' of '\(habit.name)' is not a multiple of the \(slot)-minute slot",
                    "Use a multiple of \(DurationSyntax.text(minutes: slot)), e.g. 15m, 30m, 45m, 1h, 1h30m, 2h.")
            }
            return nil
        }
    }
}
