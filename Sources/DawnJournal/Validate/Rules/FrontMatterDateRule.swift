import DawnJournalModel
import DawnJournalParse
import DawnSource

/// The front matter's `date`, when given, must be the date in the file's name.
struct FrontMatterDateRule: Rule {
    let codes: [DiagnosticCode] = [.dateMismatch]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        guard let date = record.date, let fm = record.day.frontMatter, let value = fm["date"] else { return [] }
        var range = fm.position(of: "date") ?? SourceRange(line: 2, column: 1)
        range.line += 1 // front matter starts on the file's second line
        if case .date(let d) = value, LocalDate(year: d.year, month: d.month, day: d.day) == date { return [] }
        let written: String
        if case .date(let d) = value {
            written = LocalDate(year: d.year, month: d.month, day: d.day)?.description ?? "?"
        } else {
            written = "a \(value.typeName)"
        }
        return [
            .finding(
                .dateMismatch, record.path, range,
                "front matter says date = \(written), but the file is for \(date)",
                "Remove the date field, or move the file to \(written.contains("-") ? "days/…/\(written).md" : "the day it belongs to")."
            )
        ]
    }
}
