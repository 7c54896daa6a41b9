import DawnJournalModel
import DawnJournalParse
import DawnSource

/// A Git conflict marker left in a day file (`<<<<<<<`, `=======`, `>>>>>>>`): a merge not
/// resolved. Such lines read as the person's text, so nothing else would notice them.
struct ConflictMarkerRule: Rule {
    let codes: [DiagnosticCode] = [.conflictMarker]

    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] {
        var found: [(line: Int, isSeparator: Bool)] = []
        for line in record.day.lines where line.kind == .text {
            let text = line.text
            guard let first = text.first, first == "<" || first == "=" || first == ">" else { continue }
            let run = text.prefix { $0 == first }.count
            let rest = text.dropFirst(run)
            // Seven of one character, then a space and a label or nothing: what Git writes.
            guard run == 7, rest.isEmpty || rest.first == " " else { continue }
            if first == "=", !rest.allSatisfy({ $0 == " " }) { continue }
            found.append((line.number, first == "="))
        }
        // A lone ======= under a line of prose is a Markdown heading; a marker only with the others.
        guard found.contains(where: { !$0.isSeparator }) else { return [] }
        return found.map {
            .finding(
                .conflictMarker, record.path, SourceRange(line: $0.line, column: 1, length: 7),
                "a Git conflict marker: this merge is not resolved",
                "Keep the lines you mean, delete the <<<<<<<, ======= and >>>>>>> lines, then `git add` the file (Docs/SYNC.md)."
            )
        }
    }
}
