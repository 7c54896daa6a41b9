import DawnJournal

/// `dawn-journal habit archive NAME`: sets `archived`, so the habit stops counting.
enum HabitArchiveCommand: Command {
    static let spec = CommandSpec(
        name: "habit archive",
        summary: "Stop counting a habit from a date on; its history stays.",
        discussion: """
            Sets 'archived' in the habit's table, which begins a pause: from that date on the habit
            is not due, and its history stays in the day files and in past views. It may be its
            start day. 'habit unarchive' ends the pause and keeps it in 'pauses'. Refused on or
            before the last day of one of the habit's pauses, which the new pause would overlap.
            """,
        arguments: [CommonOptions.habitArgument("NAME")],
        options: [CommonOptions.dateOption("--on", "The first date it no longer counts"), CommonOptions.journal],
        examples: ["dawn-journal habit archive spanish --on 2026-12-01"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let on = try DateArgument.optional(args["--on"], command: spec)
        let journal = try OpenJournal.open(args, context)
        let archived = try journal.run(spec) { j throws(JournalRefusal) in try j.archiveHabit(name, on: on) }
        context.stdout.write(
            "Archived \(archived.habit.name) from \(archived.habit.archived!) on; its history stays.\n")
        return 0
    }
}
