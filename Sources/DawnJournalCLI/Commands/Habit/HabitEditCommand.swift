import DawnJournal
import Foundation

/// `dawn-journal habit edit NAME`: changes fields of one habit, line by line.
enum HabitEditCommand: Command {
    static let spec = CommandSpec(
        name: "habit edit",
        synopsis: "habit edit NAME [--emoji E] [--color C] [--duration D] [--description TEXT] [--since DATE] [--journal DIR]",
        summary: "Change a habit's emoji, colour, duration, description or since.",
        help: """
        Replaces the lines of the fields given (keeping a comment at the end of the line), or adds
        them after the habit's last field. Nothing else in habits.toml changes. To change the
        name, use 'habit rename', which also updates the day files.

        Arguments:
          NAME                The habit's name (any case) or id.

        Options:
        \(HabitFields.optionsHelp)
        \(CommonOptions.journalHelp)

        Example:
          dawn-journal habit edit "Morning Run" --duration 45m --color sky
        """,
        options: ["--journal"] + HabitFields.options,
        maxPositionals: 1)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let values = try HabitFields.values(args, command: spec)
        guard !values.isEmpty else { // before the journal is looked for
            throw UsageError(message: "nothing to change: give at least one of \(HabitFields.options.joined(separator: ", "))", command: spec)
        }
        let journal = try OpenJournal.open(args, context)
        let edited = try journal.run(spec) { j throws(JournalRefusal) in try j.editHabit(name, values) }
        for notice in edited.notices { context.stderr.write("note: \(notice)\n") }
        context.stdout.write("Updated \(edited.habit.name): \(edited.changes.map { "\($0.key) = \($0.literal)" }.joined(separator: ", ")).\n")
        return 0
    }
}
