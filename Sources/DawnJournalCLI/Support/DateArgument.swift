import DawnJournal

/// `--date`: `YYYY-MM-DD`, `today`, `yesterday`, or `-N` (N days ago).
enum DateArgument {
    static func parse(_ text: String, today: LocalDate, command: CommandSpec) throws(UsageError) -> LocalDate {
        switch text {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if text.hasPrefix("-"), let n = Int(text.dropFirst()), n >= 0, n < 100_000 { return today.adding(days: -n) }
        if let d = LocalDate(text) { return d }
        throw UsageError(message: "'\(text)' is not a date; use YYYY-MM-DD, today, yesterday or -N (N days ago)", command: command)
    }

    static func time(_ text: String, option: String, command: CommandSpec) throws(UsageError) -> TimeOfDay {
        guard let t = TimeOfDay(text), t.minutes < 1440 else {
            throw UsageError(message: "'\(option)' takes a time HH:MM from 00:00 to 23:59, not '\(text)'", command: command)
        }
        return t
    }
}
