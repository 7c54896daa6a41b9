import DawnJournalModel
import DawnJournalParse
import DawnSource

/// .gitattributes names the merge driver but the repository's config lacks it, or runs a
/// program that is not there: Git then merges day files line by line, or fails to merge
/// (Docs/SYNC.md).
struct MergeDriverRule: Rule {
    let codes: [DiagnosticCode] = [.mergeDriverMissing]

    func check(journal context: RuleContext) -> [Diagnostic] {
        guard let repository = context.repository, let line = repository.attributesLine else { return [] }
        if repository.driverConfigured, let program = repository.missingProgram {
            return [
                .finding(
                    .mergeDriverMissing, ".gitattributes", SourceRange(line: line, column: 1),
                    "merge.dawn-journal.driver runs '\(program)', which is not there",
                    "Run `dawn-journal git-setup` again in this clone: it points the driver at the program you run now."
                )
            ]
        }
        guard !repository.driverConfigured else { return [] }
        return [
            .finding(
                .mergeDriverMissing, ".gitattributes", SourceRange(line: line, column: 1),
                "Git is told to merge day files with dawn-journal, but this clone does not set merge.dawn-journal.driver",
                "Run `dawn-journal git-setup` in this clone (Git's config is not cloned); until then Git merges day files line by line."
            )
        ]
    }
}
