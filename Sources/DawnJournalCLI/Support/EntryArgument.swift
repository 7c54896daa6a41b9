import DawnJournal

/// `--at HH:MM` or `--at HH:MM-HH:MM`: which timeline entry `unlog` means.
enum EntryArgument {
    static let valueName = "HH:MM[-HH:MM]"

    /// The start, and the end when the value gives one.
    static func parse(_ text: String, option: String, command: CommandSpec) throws(UsageError) -> (start: TimeOfDay, end: TimeOfDay?) {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let start = try DateArgument.time(String(parts[0]), option: option, command: command, night: true)
        guard parts.count == 2 else { return (start, nil) }
        guard let end = TimeOfDay(parts[1]), end.minutes <= TimeOfDay.latestMinutes else {
            throw UsageError(message: "'\(option)' takes a start HH:MM, or a start and an end HH:MM-HH:MM, not '\(text)'", command: command)
        }
        return (start, end)
    }
}
