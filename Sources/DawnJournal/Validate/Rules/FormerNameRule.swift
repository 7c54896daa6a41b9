import DawnJournalModel
import DawnJournalParse

/// An entry or item names its habit by a former name: it counts for the habit (a device that
/// had not seen the rename yet loses nothing), and the fix is the current name, which `fmt`
/// writes.
struct FormerNameRule: Rule {
    let codes: [DiagnosticCode] = [.formerName]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        record.forEachMention { m, index in
            guard let index, context.habits.isFormerName(m) else { return }
            let name = context.habits.habits[index].name
            out.append(
                .finding(
                    .formerName, record.path, m.range,
                    "'\(excerpt(m.name))' is a former name of '\(name)'",
                    "Write '\(name)' ('dawn-journal fmt' does); the line counts for '\(name)' either way."))
        }
        return out
    }
}
