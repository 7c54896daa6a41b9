import DawnJournal

/// `dawn-journal habit remove NAME`: only a habit without history, unless --purge.
enum HabitRemoveCommand: Command {
    static let spec = CommandSpec(
        name: "habit remove",
        summary: "Remove a habit that has no history (or, with --purge, its history too).",
        discussion: """
            Removes the habit's table from habits.toml. A habit with history takes two steps: the
            first is refused and says "This will delete N days of history." (the days whose files
            name it, and how many lines); run again with --purge to delete exactly those lines too,
            or archive it instead ('habit archive') to keep them.
            """,
        arguments: [CommonOptions.habitArgument("NAME")],
        options: [.flag("--purge", "Also delete every entry and checklist item of the habit."), CommonOptions.journal],
        examples: ["dawn-journal habit remove spanish --purge"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let journal = try OpenJournal.open(args, context)
        let removed = try journal.run(spec) { j throws(JournalRefusal) in
            try j.removeHabit(name, purge: args.has("--purge"))
        }
        let (habit, days, entries) = (removed.habit, removed.dayFiles, removed.lines)
        context.stdout.write(
            entries > 0
                ? "Removed \(habit.name) and its \(entries) \(entries == 1 ? "entry" : "entries") on \(days) day\(days == 1 ? "" : "s").\n"
                : "Removed \(habit.name).\n")
        return 0
    }
}
