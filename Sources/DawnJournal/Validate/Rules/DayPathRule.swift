import DawnJournalModel
import DawnJournalParse
import DawnSource

/// A day file whose name is not a real date, or that is not in its year's folder.
struct DayPathRule: Rule {
    let codes: [DiagnosticCode] = [.badDayPath]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        guard case .misplaced(let date, let reason) = record.place else { return [] }
        let fix =
            date.map { "Move it to \(DayPath.path(for: $0))." }
            ?? "Rename it after a real date, as days/YYYY/YYYY-MM-DD.md."
        return [
            .finding(
                .badDayPath, record.path, SourceRange(line: 1, column: 1),
                "'\(record.path)' is not a valid day file path: \(reason)", fix + " Until then it counts for no date.")
        ]
    }
}
