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
        let session = try WritingSession(args, context)
        defer { withExtendedLifetime(session) {} }
        let (journal, habits) = (session.journal, session.habits)
        let habit = try habits.habit(name)
        let today = try context.now().journalDate(dayStarts: habits.file.settings.dayStarts)
        let on = try args["--on"].map { s throws(UsageError) in try DateArgument.parse(s, today: today, command: spec) } ?? today
        if let since = habit.since, on <= since {
            throw CLIFailure("'\(habit.name)' starts on \(since); archive it on a later date (or remove it)")
        }
        try HabitEdits.set([("archived", on.description)], habit: habit, habits: habits, journal: journal, context: context)
        context.stdout.write("Archived \(habit.name) from \(on) on; its history stays.\n")
        return 0
    }
}
