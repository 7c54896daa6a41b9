import DawnJournal

/// `dawn-journal habit unarchive NAME`: ends the pause `archived` began, so the habit counts again.
enum HabitUnarchiveCommand: Command {
    static let spec = CommandSpec(
        name: "habit unarchive",
        summary: "Count an archived habit again.",
        discussion: """
            Ends the pause that archiving began: the habit counts again from today. The pause is
            kept in the habit's 'pauses' (from the archived date to yesterday), so the days it was
            archived stay not applicable, never misses; a pause it shares days with (an 'archived'
            written by hand inside one) is joined with it. Two lines of habits.toml change: 'pauses'
            is set and 'archived' removed. Refused when the habit is not archived.
            """,
        arguments: [CommonOptions.habitArgument("NAME")],
        options: [CommonOptions.journal],
        examples: ["dawn-journal habit unarchive spanish"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let journal = try OpenJournal.open(args, context)
        let done = try journal.run(spec) { j throws(JournalRefusal) in try j.unarchiveHabit(name) }
        if !done.changes.isEmpty, let pause = done.habit.pauses.last {
            context.stdout.write(
                "Unarchived \(done.habit.name): it counts again from today; its pause from \(pause.from) to "
                    + "\(pause.to) stays, not counted.\n")
        } else {
            context.stdout.write("Unarchived \(done.habit.name): it counts again.\n")
        }
        return 0
    }
}
