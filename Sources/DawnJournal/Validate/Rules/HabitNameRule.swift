import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// Habit names: 1–50 characters once trimmed, unique ignoring case.
struct HabitNameRule: Rule {
    let codes: [DiagnosticCode] = [.emptyName, .nameTooLong, .duplicateName]

    func check(_ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var seen: [String: Habit] = [:]
        for habit in context.habits.habits where habit.fieldRanges["name"] != nil {
            let range = habit.fieldRanges["name"]!
            if habit.name.isEmpty {
                out.append(.finding(.emptyName, "habits.toml", range, "habit '\(habit.id)' has an empty name",
                                  "Give it a name of 1 to 50 characters."))
                continue
            }
            if habit.name.count > 50 {
                out.append(.finding(.nameTooLong, "habits.toml", range,
                                  "the name '\(habit.name.prefix(20))…' is \(habit.name.count) characters; at most 50",
                                  "Shorten it; put the rest in 'description'."))
            }
            let key = habit.name.lowercased()
            if let first = seen[key] {
                out.append(.finding(.duplicateName, "habits.toml", range,
                                  "the name '\(habit.name)' is also the name of '\(first.id)' (line \(first.range.line))",
                                  "Names must differ (ignoring case) so that day files can name each habit."))
            } else {
                seen[key] = habit
            }
        }
        return out
    }
}
