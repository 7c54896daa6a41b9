import DawnJournalModel
import DawnJournalParse
import DawnSource

/// A file under days/ that is a link (or lies in a linked folder) leading out of the journal
/// folder: `serve` does not read it and no command writes through it (Docs/SERVE.md).
struct LinkLeavingJournalRule: Rule {
    let codes: [DiagnosticCode] = [.linkOutsideJournal]

    func check(journal context: RuleContext) -> [Diagnostic] {
        context.linksLeavingJournal.map { path in
            .finding(
                .linkOutsideJournal, path, SourceRange(line: 1, column: 1),
                "'\(path)' leads out of the journal folder through a link",
                "Move the file into the journal (replace the link by the file itself): `dawn-journal serve` does not show it and no command writes to it."
            )
        }
    }
}
