import DawnJournal

/// The one run of the commands that change one habit's day (`move`, `resize`, `toggle`,
/// `unlog`): HABIT, then the command's own options, then `--date` (usage errors in that
/// order), then the journal and the use case, whose refusal becomes the command's error.
enum HabitDayEdit {
    /// The habit as typed and the day `--date` names (nil: the journal's today).
    struct Target {
        let habit: String
        let date: DateChoice?
    }

    /// - Parameters:
    ///   - options: the command's own options, read into values; a malformed one is a usage error.
    ///   - change: the use case, given the habit, the day and those values.
    /// - Returns: the journal, the options' values and what the use case did.
    static func run<Options, Outcome>(
        _ args: ParsedArguments, _ context: CLIContext, command: CommandSpec,
        options: () throws(UsageError) -> Options,
        change: (JournalService, Target, Options) throws(JournalRefusal) -> Outcome
    ) throws -> (journal: OpenJournal, options: Options, outcome: Outcome) {
        guard let habit = args.positionals.first else { throw UsageError(message: "missing HABIT", command: command) }
        let options = try options()
        let target = Target(habit: habit, date: try DateArgument.optional(args["--date"], command: command))
        let journal = try OpenJournal.open(args, context)
        let outcome = try journal.run(command) { j throws(JournalRefusal) in try change(j, target, options) }
        return (journal, options, outcome)
    }
}
