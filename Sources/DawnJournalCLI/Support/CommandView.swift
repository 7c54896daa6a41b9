import DawnJournal

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
    var jsonForm: JSONValue? { json }
}

extension WeekView: CommandView {
    var jsonForm: JSONValue? { json }
}

extension HistoryView: CommandView {
    var jsonForm: JSONValue? { json }
}

extension Summary: CommandView {
    var jsonForm: JSONValue? { json }
}

extension Report: CommandView {
    var unreadable: [SourceFile] { summary.unreadable }
    var problems: ViewProblems { summary.problems }
    var jsonForm: JSONValue? { nil }
}
