import DawnJournal

/// `dawn-journal resize HABIT --at HH:MM (--for DURATION | --until HH:MM)`: one entry gets a
/// new length.
enum ResizeCommand: Command {
    static let spec = CommandSpec(
        name: "resize",
        summary: "Make a habit's timeline entry longer or shorter, keeping its start and note.",
        discussion: """
            The entry of the habit that starts at --at (--at HH:MM-HH:MM when two start together)
            keeps its start, name and note and lasts --for a duration, or ends --until a time. The
            length is rounded to whole slots, at least one; a line on standard error says so. An
            entry may run past 24:00 (a time after midnight but before day_starts is in the night
            after the day: --until 1:00 is 25:00), up to the night's end, 24:00 plus day_starts.

            Only the entry's time range is rewritten, in place; every other byte stays as it was, and
            the result is re-read before it is written. A longer entry that reaches another one is
            written, with the warning lint would give.
            """,
        arguments: [CommonOptions.habitArgument()],
        options: [
            CommonOptions.dateOption("--date", "The day"),
            OptionSpec(
                name: "--at", valueName: EntryArgument.valueName, help: "Which entry: its start, or its start and end.",
                exclusiveGroup: "at"),
            OptionSpec(
                name: "--for", valueName: "DURATION", help: "The new length: 15m, 1h, 1h30m.", exclusiveGroup: "length"),
            OptionSpec(
                name: "--until", valueName: "HH:MM", help: "The new end; 24:00 to 31:59 as written.",
                exclusiveGroup: "length"),
            CommonOptions.json("Print the entry as JSON."),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: [
            #"dawn-journal resize "Morning Run" --at 6:30 --for 1h"#,
            "dawn-journal resize read --at 23:00 --until 0:30",
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let (journal, _, outcome) = try HabitDayEdit.run(
            args, context, command: spec,
            options: { () throws(UsageError) in (try EntryArgument.address(args, command: spec), try length(args)) },
            change: { j, t, o throws(JournalRefusal) in
                try j.resize(ResizeRequest(habit: t.habit, date: t.date, entry: o.0, length: o.1))
            })
        return try EntryArgument.report(outcome, verb: "resized", args, context, journal: journal, command: spec)
    }

    /// `--for DURATION` or `--until HH:MM`.
    static func length(_ args: ParsedArguments) throws(UsageError) -> ResizeRequest.Length {
        switch (args["--for"], args["--until"]) {
        case (let text?, nil):
            guard let m = DurationSyntax.minutes(text) else {
                throw UsageError(
                    message: "'--for' takes a duration like 15m, 1h or 1h30m, not '\(text)'", command: spec)
            }
            return .minutes(m)
        case (nil, let text?):
            return .until(try DateArgument.time(text, option: "--until", command: spec, night: true))
        case (nil, nil):
            throw UsageError(message: "say how long with --for DURATION or --until HH:MM", command: spec)
        case (_?, _?):
            throw UsageError(message: "give --for or --until, not both", command: spec)
        }
    }
}
