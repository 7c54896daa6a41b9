import DawnJournal

/// How every command that writes begins: find the journal, take its lock (held as long as the
/// session lives), and read habits.toml.
final class WritingSession {
    let journal: JournalLocation
    let habits: JournalHabits
    private let lock: JournalLock

    init(_ args: ParsedArguments, _ context: CLIContext) throws {
        journal = try JournalLocation.locate(option: args["--journal"], context: context)
        lock = try JournalLock(journal)
        habits = try JournalHabits.load(journal)
    }
}
