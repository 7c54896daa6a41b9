import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// A description is at most 200 characters.
struct HabitDescriptionRule: Rule {
    let codes: [DiagnosticCode] = [.descriptionTooLong]

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.habits.habits.compactMap { habit in
            guard let d = habit.description, d.count > 200 else { return nil }
            return .finding(.descriptionTooLong, "habits.toml", habit.fieldRanges["description"] ?? habit.range,
                          "the description of '\(habit.name)' is \(d.count) characters; at most 200",
                          "Shorten it to one or two sentences: why does this habit matter to you?")
        }
    }
}
