import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// The front matter's `date`, when given, must be the date in the file's name.
struct FrontMatterDateRule: Rule {
    let codes: [DiagnosticCode] = [.dateMismatch]

    func check(_ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (record, date) in context.datedDays {
            guard let fm = record.day.frontMatter, let value = fm["date"] else { continue }
            var range = fm.position(of: "date") ?? SourceRange(line: 2, column: 1)
            range.line += 1 // front matter starts on the file's second line
            if case .date(let d) = value, LocalDate(year: d.year, month: d.month, day: d.day) == date { continue }
            let written: String
            if case .date(let d) = value {
                written = LocalDate(year: d.year, month: d.month, day: d.day)?.description ?? "?"
            } else {
                written = "a \(value.typeName)"
            }
            out.append(.finding(.dateMismatch, record.path, range,
                              "front matter says date = \(written), but the file is for \(date)",
                              "Remove the date field, or move the file to \(written.contains("-") ? "days/…/\(written).md" : "the day it belongs to")."))
        }
        return out
    }
}
