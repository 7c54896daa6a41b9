import DawnJournal

/// Arguments that name a date or a time, read into the library's values; a malformed one is a
/// usage error. What a relative date means is the library's to decide (`DateChoice`).
enum DateArgument {
    /// `YYYY-MM-DD`, `today`, `yesterday`, `tomorrow`, `-N` or `+N` (`DateChoice.syntax`).
    static func parse(_ text: String, command: CommandSpec) throws(UsageError) -> DateChoice {
        guard let choice = DateChoice(text) else {
            throw UsageError(message: "'\(text)' is not a date; \(DateChoice.syntax)", command: command)
        }
        return choice
    }

    /// The same for an option that may be absent.
    static func optional(_ text: String?, command: CommandSpec) throws(UsageError) -> DateChoice? {
        guard let text else { return nil }
        return try parse(text, command: command)
    }

    /// - Parameter night: accept the times past midnight of a day's file, 24:00 to 31:59 (a
    ///   start: 32:00 is the latest end).
    static func time(_ text: String, option: String, command: CommandSpec, night: Bool = false) throws(UsageError)
        -> TimeOfDay
    {
        guard let t = TimeOfDay(text), t.minutes < (night ? TimeOfDay.latestMinutes : TimeOfDay.midnight) else {
            throw UsageError(
                message:
                    "'\(option)' takes a time HH:MM from 00:00 to \(night ? "23:59 (or 24:00 to 31:59, the night after the day, as day files write it)" : "23:59"), not '\(text)'",
                command: command)
        }
        return t
    }

    /// The `[DATE]` argument of `day` and `week`.
    static func day(_ args: ParsedArguments, command: CommandSpec) throws(UsageError) -> DateChoice? {
        try optional(args.positionals.first, command: command)
    }

    /// `--days N` and `--to DATE`: the window of history and summary.
    static func window(_ args: ParsedArguments, command: CommandSpec) throws(UsageError) -> ViewWindow {
        var days: Int? = nil
        if let d = args["--days"] {
            guard let n = Int(d), n >= 1, n <= ViewWindow.maximumDays else {
                throw UsageError(
                    message:
                        "'--days' takes a number of days from 1 to \(ViewWindow.maximumDays) (7, 30, 90…), not '\(d)'",
                    command: command)
            }
            days = n
        }
        return ViewWindow(days: days, to: try optional(args["--to"], command: command))
    }
}
