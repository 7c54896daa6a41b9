import DawnJournalModel
import DawnJournalParse
import DawnSource

/// A file under days/ that is not a day file: it is ignored.
struct StrayFileRule: Rule {
    let codes: [DiagnosticCode] = [.strayFile]

    func check(journal context: RuleContext) -> [Diagnostic] {
        context.otherFiles.map { path in
            .finding(
                .strayFile, path, SourceRange(line: 1, column: 1), "'\(path)' is not a day file and is ignored",
                "Day files are days/YYYY/YYYY-MM-DD.md; move other files out of days/.")
        }
    }
}
