import DawnJournalModel
import DawnJournalParse
import DawnSource

/// One validation rule: looks at one day file at a time, or at the journal as a whole
/// (habits.toml, the files under days/ that are not day files), and reports diagnostics.
///
/// Rules live one per file in Validate/Rules and are registered in `Rules.all`; adding a rule
/// is adding a file and a line. Every code a rule reports is documented in Docs/RULES.md.
/// Looking at one day at a time is what lets `lint` stream the journal: a day is read, checked
/// and dropped, so memory stays flat however old the journal is.
package protocol Rule: Sendable {
    /// The codes this rule can report.
    var codes: [DiagnosticCode] { get }
    /// Findings in one day file.
    func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic]
    /// Findings about the journal as a whole.
    func check(journal context: RuleContext) -> [Diagnostic]
}

extension Rule {
    package func check(day record: DayRecord, _ context: RuleContext) -> [Diagnostic] { [] }
    package func check(journal context: RuleContext) -> [Diagnostic] { [] }
}

/// What a rule may look at besides the day in hand: habits.toml, "now", the journal's first
/// day, and the names of the other files under days/.
package struct RuleContext: Sendable {
    package var habits: HabitsFile
    /// Whether habits.toml was read and decoded; when not, rules about habits stay quiet
    /// rather than report every mention as unknown.
    package var habitsAreKnown: Bool
    /// The journal's today (after the midnight rollover of `day_starts`).
    package var today: LocalDate
    /// The moment of the check.
    package var now: LocalDateTime
    /// The date of the journal's first day file: where a habit without `since` starts.
    package var firstDay: LocalDate?
    /// Files under days/ that are not day files.
    package var otherFiles: [String]
    /// Every habit's name and id, for suggestions.
    package let habitNamesAndIDs: [String]
    /// What the caller found out about the Git repository, if it looked.
    package var repository: RepositorySetup? = nil
    /// Files under days/ that lead out of the journal folder through a link, if the caller looked.
    package var linksLeavingJournal: [String] = []

    package init(
        habits: HabitsFile, habitsAreKnown: Bool, now: LocalDateTime, firstDay: LocalDate?, otherFiles: [String] = []
    ) {
        self.habits = habits
        self.habitsAreKnown = habitsAreKnown
        self.now = now
        self.today = habits.settings.clock.journalDate(at: now)
        self.firstDay = firstDay
        self.otherFiles = otherFiles
        self.habitNamesAndIDs = habits.habits.flatMap { [$0.name, $0.id] }
    }

    /// The context of a whole loaded journal.
    package init(journal: Journal, now: LocalDateTime) {
        self.init(
            habits: journal.habits, habitsAreKnown: journal.habitsAreKnown, now: now,
            firstDay: DayPath.firstDay(journal.days.lazy.map(\.place)), otherFiles: journal.otherFiles)
    }
}

extension Diagnostic {
    /// A finding of a rule: `code` (its severity from the catalog) in `path` at `range`.
    static func finding(_ code: DiagnosticCode, _ path: String, _ range: SourceRange, _ message: String, _ hint: String)
        -> Diagnostic
    {
        Diagnostic(code, path: path, range: range, message: message, hint: hint)
    }
}
