import DawnJournal
import DawnJournalText

/// `dawn-journal habit add NAME`: appends a `[habits.ID]` table to habits.toml.
enum HabitAddCommand: Command {
    static let spec = CommandSpec(
        name: "habit add",
        summary: "Add a habit to habits.toml.",
        discussion: """
            Appends a [habits.ID] table at the end of habits.toml without touching the rest of the
            file. --since defaults to today. An empty value ("") leaves a field out.
            """,
        arguments: [
            ArgumentSpec(
                name: "NAME",
                help:
                    #"The habit's display name, e.g. "Morning Run": 1 to 50 characters on one line, unique ignoring case."#
            )
        ],
        options: [
            .value(
                "--id", "ID",
                #"The stable key (letters, digits, - and _). Default: made from the name, accents folded: "Morning Run" is morning-run, "Méditation" meditation; a name without Latin letters gets habit-1 (the first number free)."#
            )
        ] + HabitFields.specs + [CommonOptions.journal],
        examples: [
            #"dawn-journal habit add "Morning Run" --emoji 🏃 --color coral --duration 30m"#,
            #"dawn-journal habit add Floss --emoji 🦷 --description "Two minutes, every night.""#,
            "dawn-journal habit add Water --emoji 💧 --unit glasses --goal 8",
            "dawn-journal habit add Guitar --target 3/week",
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let request = HabitAddRequest(name: name, id: args["--id"], fields: try HabitFields.values(args, command: spec))
        let journal = try OpenJournal.open(args, context)
        let added = try journal.run(spec) { j throws(JournalRefusal) in try j.addHabit(request) }
        for notice in added.notices { context.stderr.write("note: \(WriteText.notice(notice))\n") }
        let habit = added.habit
        context.stdout.write(
            "Added \(habit.label) (\(habit.id)): \(HabitText.summary(habit)), since \(habit.since.map(\.description) ?? "today").\n"
        )
        return 0
    }
}
