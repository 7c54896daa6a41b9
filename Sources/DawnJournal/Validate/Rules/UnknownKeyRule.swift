import DawnJournalModel
import DawnJournalParse
import DawnTOML

/// A key habits.toml does not know: most likely a typo.
struct UnknownKeyRule: Rule {
    let codes: [DiagnosticCode] = [.unknownKey]

    static let topKeys = ["journal", "habits"]
    static let journalKeys = ["day_starts", "slot", "week_starts"]
    static let habitKeys = [
        "name", "emoji", "color", "duration", "description", "since", "archived", "pauses", "icon",
        "days", "target", "every", "unit", "goal", "limit", "former_names",
    ]

    func check(journal context: RuleContext) -> [Diagnostic] {
        let table = context.habits.table
        var out = unknown(in: table, known: Self.topKeys, place: "at the top level")
        if let journal = table["journal"]?.tableValue {
            out += unknown(in: journal, known: Self.journalKeys, place: "in [journal]")
        }
        if let habits = table["habits"]?.tableValue {
            for (id, value) in habits.entries {
                if let t = value.tableValue { out += unknown(in: t, known: Self.habitKeys, place: "in [habits.\(id)]") }
            }
        }
        return out
    }

    func unknown(in table: TOMLTable, known: [String], place: String) -> [Diagnostic] {
        table.keys.filter { !known.contains($0) }.map { key in
            let guess = Suggestions.closest(to: key, in: known).map { "Did you mean '\($0)'? " } ?? ""
            return .finding(
                .unknownKey, "habits.toml", table.position(of: key) ?? SourceRange(line: 1, column: 1),
                "unknown key '\(key)' \(place)",
                guess + "Known keys: \(known.joined(separator: ", ")). Unknown keys are ignored.")
        }
    }
}
