import DawnJournal
import Foundation

/// `dawn-journal habit add NAME`: appends a `[habits.ID]` table to habits.toml.
enum HabitAddCommand: Command {
    static let spec = CommandSpec(
        name: "habit add",
        synopsis: "habit add NAME [--id ID] [--emoji E] [--color C] [--duration D] [--description TEXT] [--since DATE] [--days DAYS] [--target N/PERIOD] [--unit WORD] [--goal N] [--limit N] [--journal DIR]",
        summary: "Add a habit to habits.toml.",
        help: """
        Appends a [habits.ID] table at the end of habits.toml without touching the rest of the
        file. The name is trimmed, 1 to 50 characters, and unique ignoring case.

        Arguments:
          NAME                The habit's display name, e.g. "Morning Run".

        Options:
          --id ID             The stable key (letters, digits, - and _). Default: made from the
                              name, accents folded: "Morning Run" is morning-run, "Méditation"
                              meditation; a name without Latin letters gets habit-1 (the first
                              number free).
        \(HabitFields.optionsHelp)
        \(CommonOptions.journalHelp)

        --since defaults to today. An empty value ("") leaves a field out.

        Examples:
          dawn-journal habit add "Morning Run" --emoji 🏃 --color coral --duration 30m
          dawn-journal habit add Floss --emoji 🦷 --description "Two minutes, every night."
          dawn-journal habit add Water --emoji 💧 --unit glasses --goal 8
          dawn-journal habit add Guitar --target 3/week
        """,
        options: ["--id", "--journal"] + HabitFields.options,
        maxPositionals: 1)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let request = HabitAddRequest(name: name, id: args["--id"], fields: try HabitFields.values(args, command: spec))
        let journal = try OpenJournal.open(args, context)
        let added = try journal.run(spec) { j throws(JournalRefusal) in try j.addHabit(request) }
        for notice in added.notices { context.stderr.write("note: \(notice)\n") }
        let habit = added.habit
        let kind = [habit.duration.map { "timed, \(DurationSyntax.text(minutes: $0))" } ?? "checkbox"] + HabitFields.schedule(habit)
        context.stdout.write("Added \(habit.label) (\(habit.id)): \(kind.joined(separator: ", ")), since \(habit.since.map(\.description) ?? "today").\n")
        return 0
    }
}
