import DawnJournalModel
import DawnJournalParse

/// Runs every rule over a loaded journal; with the loader's diagnostics, this is `lint`.
package enum Validator {
    /// The parse diagnostics and every rule's findings, sorted by path, line and column.
    package static func validate(_ loaded: LoadedJournal, now: LocalDateTime, rules: [any Rule] = Rules.all)
        -> [Diagnostic]
    {
        let context = RuleContext(journal: loaded.journal, now: now)
        var all = loaded.diagnostics
        for rule in rules { all += rule.check(journal: context) }
        for record in loaded.journal.days {
            for rule in rules { all += rule.check(day: record, context) }
        }
        return sorted(all)
    }

    /// Diagnostics in the order lint shows them: by path, line, column and code.
    package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            (a.path ?? "", a.range.line, a.range.column, a.code.rawValue) < (
                b.path ?? "", b.range.line, b.range.column, b.code.rawValue
            )
        }
    }

    /// Every code lint can report: the parsers', the loader's and the rules'.
    package static var allCodes: [DiagnosticCode] {
        ParseDiagnostics.codes + HabitsParser.codes + JournalLoader.codes + Rules.all.flatMap(\.codes)
    }
}
