import DawnJournal

/// `dawn-journal move HABIT --at HH:MM --to HH:MM`: one entry starts at another slot.
enum MoveCommand: Command {
    static let spec = CommandSpec(
        name: "move",
        summary: "Move a habit's timeline entry to another start, keeping its length and note.",
        discussion: """
            The entry of the habit that starts at --at (--at HH:MM-HH:MM when two start together)
            starts at --to instead and keeps its length, name and note. A --to off the slot grid is
            snapped down; a line on standard error says so. A time after midnight but before
            day_starts is in the night after the day, written past 24:00 (01:30 is 25:30). A move
            onto another entry is written, with the warning lint would give; a start later than now,
            or an end past the night's end (24:00 plus day_starts), is refused.

            Only the entry's time range is rewritten, in place; every other byte stays as it was, and
            the result is re-read before it is written. The line keeps its place in the file (as fmt
            keeps the order you wrote); every view sorts entries by their times.
            """,
        arguments: [CommonOptions.habitArgument()],
        options: [
            CommonOptions.dateOption("--date", "The day"),
            OptionSpec(
                name: "--at", valueName: EntryArgument.valueName, help: "Which entry: its start, or its start and end.",
                exclusiveGroup: "at"),
            OptionSpec(
                name: "--to", valueName: "HH:MM", help: "The new start; 24:00 to 31:59 as written.",
                exclusiveGroup: "to"),
            CommonOptions.json("Print the entry as JSON."),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: [
            #"dawn-journal move "Morning Run" --at 6:30 --to 7:00"#,
            "dawn-journal move read --date yesterday --at 21:00-21:30 --to 22:00",
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let (journal, _, outcome) = try HabitDayEdit.run(
            args, context, command: spec,
            options: { () throws(UsageError) in
                let address = try EntryArgument.address(args, command: spec)
                guard let toText = args["--to"] else {
                    throw UsageError(message: "missing --to HH:MM (the new start)", command: spec)
                }
                return (address, try DateArgument.time(toText, option: "--to", command: spec, night: true))
            },
            change: { j, t, o throws(JournalRefusal) in
                try j.move(MoveRequest(habit: t.habit, date: t.date, entry: o.0, to: o.1))
            })
        return try EntryArgument.report(outcome, verb: "moved", args, context, journal: journal, command: spec)
    }
}
