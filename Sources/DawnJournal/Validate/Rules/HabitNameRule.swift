import DawnJournalModel
import DawnJournalParse

/// Habit names: 1–50 characters once trimmed, unique ignoring case, and read back as
/// themselves when written in a day file.
package struct HabitNameRule: Rule {
    package let codes: [DiagnosticCode] = [.emptyName, .nameTooLong, .duplicateName, .ambiguousName]

    /// The longest name, in characters.
    package static let maximumLength = 50

    /// Whether `name` is one line: no line break of any kind (LF, CR, CRLF, vertical tab, form
    /// feed, NEL, the Unicode line and paragraph separators). The form (`HabitForm`) and this
    /// rule ask the same.
    package static func isOneLine(_ name: String) -> Bool { !name.contains(where: \.isNewline) }

    /// Why a day file would not read `name` (normalised, not empty) back as this name, or nil
    /// when it would: the line `- [x] NAME` must give exactly NAME, with no emoji and no note.
    package static func dayFileProblem(_ name: String) -> String? {
        if !isOneLine(name) { return "a name must be one line" }
        guard let read = ItemParser.reading(ofName: name) else {
            return "a day file would read it as a note, not a name"
        }
        if read.emoji != nil {
            return "a day file would read '\(read.emoji!)' as its emoji and the name as '\(excerpt(read.name))'"
        }
        if let amount = read.amount {
            return
                "a day file would read '\(excerpt(amount.text))' as an amount and the name as '\(excerpt(read.name))'"
        }
        if read.note != nil || read.name != name { return "a day file would read it as '\(excerpt(read.name))'" }
        return nil
    }

    package func check(journal context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var seen: [String: Habit] = [:]
        for habit in context.habits.habits where habit.fieldRanges["name"] != nil {
            let range = habit.fieldRanges["name"]!
            if habit.name.isEmpty {
                out.append(
                    .finding(
                        .emptyName, "habits.toml", range, "habit '\(habit.id)' has an empty name",
                        "Give it a name of 1 to 50 characters."))
                continue
            }
            if let problem = Self.dayFileProblem(habit.name) {
                out.append(
                    .finding(
                        .ambiguousName, "habits.toml", range,
                        "the name '\(excerpt(habit.name))' of '\(habit.id)' cannot be written as it is: \(problem)",
                        "A name cannot start with an emoji (use 'emoji' for that), contain ' -- ' or end with ' --' (they start a note), or end with '+' and a number (an amount, as in '+2 glasses')."
                    ))
            }
            if habit.name.count > Self.maximumLength {
                out.append(
                    .finding(
                        .nameTooLong, "habits.toml", range,
                        "the name '\(habit.name.prefix(20))…' is \(habit.name.count) characters; at most 50",
                        "Shorten it; put the rest in 'description'."))
            }
            let key = HabitName.key(habit.name)
            if let first = seen[key] {
                out.append(
                    .finding(
                        .duplicateName, "habits.toml", range,
                        "the name '\(habit.name)' is also the name of '\(first.id)' (line \(first.range.line))",
                        "Names must differ (ignoring case) so that day files can name each habit."))
            } else {
                seen[key] = habit
            }
        }
        return out + formerNameFindings(context)
    }

    /// A former name (`former_names`) that is another habit's name, id or former name
    /// (ignoring case): a day line with it could mean either, so it is an error.
    func formerNameFindings(_ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var current: [String: Habit] = [:]
        for habit in context.habits.habits {
            if current[HabitName.key(habit.name)] == nil { current[HabitName.key(habit.name)] = habit }
            current[HabitName.key(habit.id)] = habit
        }
        var formerOf: [String: Habit] = [:]
        for habit in context.habits.habits where !habit.formerNames.isEmpty {
            let range = habit.fieldRanges["former_names"] ?? habit.range
            for former in habit.formerNames {
                let key = HabitName.key(former)
                let hint =
                    "A former name must differ (ignoring case) from every other habit's name, id and former names, so that a day line names one habit; remove it from 'former_names'."
                if let other = current[key], other.id != habit.id {
                    out.append(
                        .finding(
                            .duplicateName, "habits.toml", range,
                            "the former name '\(excerpt(former))' of '\(habit.id)' is the name or id of '\(other.id)' (line \(other.range.line))",
                            hint))
                } else if let other = formerOf[key], other.id != habit.id {
                    out.append(
                        .finding(
                            .duplicateName, "habits.toml", range,
                            "the former name '\(excerpt(former))' of '\(habit.id)' is also a former name of '\(other.id)' (line \(other.range.line))",
                            hint))
                } else {
                    formerOf[key] = habit
                }
            }
        }
        return out
    }
}
