import DawnJournal
import Foundation

/// `dawn-journal habit archive NAME`: sets `archived`, so the habit stops counting.
enum HabitArchiveCommand: Command {
    static let spec = CommandSpec(
        name: "habit archive",
        synopsis: "habit archive NAME [--on DATE] [--journal DIR]",
        summary: "Stop counting a habit from a date on; its history stays.",
        help: """
        Sets 'archived' in the habit's table: from that date on the habit is not due, and its
        history stays in the day files and in past views.

        Arguments:
          NAME                The habit's name (any case) or id.

        Options:
          --on DATE           The first date it no longer counts. Default: today.
        \(CommonOptions.journalHelp)
        """,
        options: ["--on", "--journal"],
        maxPositionals: 1)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let on = try DateArgument.optional(args["--on"], command: spec)
        let journal = try OpenJournal.open(args, context)
        let archived = try journal.run(spec) { j throws(JournalRefusal) in try j.archiveHabit(name, on: on) }
        context.stdout.write("Archived \(archived.habit.name) from \(archived.habit.archived!) on; its history stays.\n")
        return 0
    }
}
