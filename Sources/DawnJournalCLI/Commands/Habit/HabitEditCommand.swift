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
        guard HabitFields.options.contains(where: { args[$0] != nil }) else {
            throw UsageError(message: "nothing to change: give at least one of \(HabitFields.options.joined(separator: ", "))", command: spec)
        }
        let session = try WritingSession(args, context)
        defer { withExtendedLifetime(session) {} }
        let (journal, habits) = (session.journal, session.habits)
        let habit = try habits.habit(name)
        let today = try context.now().journalDate(dayStarts: habits.file.settings.dayStarts)
        let fields = try HabitFields.literals(args, settings: habits.file.settings, today: today, context: context, command: spec)
        let changed = try HabitEdits.set(fields, habit: habit, habits: habits, journal: journal, context: context)
        context.stdout.write("Updated \(changed.name): \(fields.map { "\($0.0) = \($0.1)" }.joined(separator: ", ")).\n")
        return 0
    }
}

/// Setting fields of one habit in habits.toml, shared by edit, archive and rename.
enum HabitEdits {
    @discardableResult
    static func set(_ fields: [(String, String)], habit: Habit, habits: JournalHabits, journal: JournalLocation,
                    context: CLIContext, check: ((Habit) -> String?)? = nil) throws -> Habit {
        var bytes = habits.bytes
        for (key, literal) in fields {
            do { bytes = try HabitsEditor.setField(key, literal: literal, habitID: habit.id, in: bytes) } catch {
                throw CLIFailure("\(journal.display("habits.toml")): \(error.message)")
            }
        }
        guard let updated = HabitsParser.parse(bytes).file.habits.first(where: { $0.id == habit.id }) else {
            throw CLIFailure("habits.toml would lose '\(habit.name)'; it was left unchanged")
        }
        if let problem = check?(updated) { throw CLIFailure(problem) }
        try FileStore.writeJournalFile(bytes, to: journal.path("habits.toml"), context: context)
        return updated
    }
}
