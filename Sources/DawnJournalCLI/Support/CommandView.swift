import DawnJournal
import DawnJournalText

/// What a view command shows (`ViewPreamble`): the library's view, with the day files it could
/// not read and the lines it could not count, which the command names on standard error.
protocol CommandView {
    var unreadable: [SourceFile] { get }
    var problems: ViewProblems { get }
    /// What `--json` prints; nil for a view without a JSON form (the report's page).
    var jsonForm: JSONValue? { get }
}

extension DayScreen: CommandView {
    var unreadable: [SourceFile] { day.unreadable }
    var problems: ViewProblems { day.problems }
    /// The screen and its words (`DayScreenText.document`), as `GET /api/day` serves it.
    var jsonForm: JSONValue? { DayScreenText.document(self) }
}

extension WeekView: CommandView {
    var jsonForm: JSONValue? { json }
}

extension HistoryView: CommandView {
    /// The grid and its words (`HistoryText.document`), as `GET /api/history` serves it.
    var jsonForm: JSONValue? { HistoryText.document(self) }
}

extension Summary: CommandView {
    /// The numbers and their words (`InsightsText.document`), as `GET /api/summary` serves it.
    var jsonForm: JSONValue? { InsightsText.document(self) }
}

extension Report: CommandView {
    var unreadable: [SourceFile] { summary.unreadable }
    var problems: ViewProblems { summary.problems }
    var jsonForm: JSONValue? { nil }
}
