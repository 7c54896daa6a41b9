import DawnJournal

/// `dawn-journal habit unarchive NAME`: removes `archived`, so the habit counts again.
enum HabitUnarchiveCommand: Command {
    static let spec = CommandSpec(
        name: "habit unarchive",
        summary: "Count an archived habit again.",
        discussion: """
            Removes the 'archived' line from the habit's table: the habit counts again on every day
            from its 'since' on, the days it was archived included. Refused when the habit is not
            archived.
            """,
        arguments: [CommonOptions.habitArgument("NAME")],
        options: [CommonOptions.journal],
        examples: ["dawn-journal habit unarchive spanish"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let journal = try OpenJournal.open(args, context)
        let done = try journal.run(spec) { j throws(JournalRefusal) in try j.unarchiveHabit(name) }
        context.stdout.write("Unarchived \(done.habit.name): it counts again.\n")
        return 0
    }
}
