import DawnTOML
import DawnJournalModel
import DawnJournalParse

/// One validation rule: looks at the loaded journal and reports diagnostics.
///
/// Rules live one per file in Validate/Rules and are registered in `Rules.all`; adding a rule
/// is adding a file and a line. Every code a rule reports is documented in Docs/RULES.md.
package protocol Rule: Sendable {
    /// The codes this rule can report.
    var codes: [DiagnosticCode] { get }
    func check(_ context: RuleContext) -> [Diagnostic]
}

/// What a rule may look at: the journal and "today", both given by the caller.
package struct RuleContext: Sendable {
    package var journal: Journal
    /// The journal's today (after the midnight rollover of `day_starts`).
    package var today: LocalDate
    /// The moment of the check.
    package var now: LocalDateTime

    package init(journal: Journal, now: LocalDateTime) {
        self.journal = journal
        self.now = now
        self.today = now.journalDate(dayStarts: journal.habits.settings.dayStarts)
    }

    package var habits: HabitsFile { journal.habits }

    /// The date of the journal's first day file: where a habit without `since` starts.
    package var firstDay: LocalDate? { journal.days.lazy.compactMap(\.date).min() }

    /// Day files with a real date, in path order.
    package var datedDays: [(record: DayRecord, date: LocalDate)] {
        journal.days.compactMap { r in r.date.map { (r, $0) } }
    }
}

extension Diagnostic {
    /// A finding of a rule: `code` (its severity from the catalog) in `path` at `range`.
    static func finding(_ code: DiagnosticCode, _ path: String, _ range: SourceRange, _ message: String, _ hint: String) -> Diagnostic {
        Diagnostic(code, path: path, range: range, message: message, hint: hint)
    }
}
