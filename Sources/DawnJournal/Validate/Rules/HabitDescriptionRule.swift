import DawnJournalModel
import DawnJournalParse

/// A description is at most 200 characters.
package struct HabitDescriptionRule: Rule {
    /// The longest description, in characters.
    package static let maximumLength = 200

    package let codes: [DiagnosticCode] = [.descriptionTooLong]

    package func check(journal context: RuleContext) -> [Diagnostic] {
        context.habits.habits.compactMap { habit in
            guard let d = habit.description, d.count > Self.maximumLength else { return nil }
            return .finding(
                .descriptionTooLong, "habits.toml", habit.fieldRanges["description"] ?? habit.range,
                "the description of '\(habit.name)' is \(d.count) characters; at most \(Self.maximumLength)",
                "Shorten it to one or two sentences: why does this habit matter to you?")
        }
    }
}
