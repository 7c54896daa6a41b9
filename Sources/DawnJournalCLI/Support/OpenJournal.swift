import DawnJournal

/// The journal a command works on: where it is, and the library's use cases over its folder.
struct OpenJournal {
    let location: JournalLocation
    let service: JournalService

    /// Finds the journal (`--journal`, `$DAWN_JOURNAL`, or the folders above), and fixes "now".
    static func open(_ args: ParsedArguments, _ context: CLIContext) throws -> OpenJournal {
        let location = try JournalLocation.locate(option: args["--journal"], context: context)
        let storage = FolderStorage(root: location.root,
                                    crashAfterTemporaryFile: context.environment["DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP"] == "1")
        return OpenJournal(location: location, service: JournalService(storage: storage, now: try context.now()))
    }

    /// Runs one use case; a refusal becomes the command's usage error (exit 64) or failure (exit 1).
    func run<T>(_ command: CommandSpec, _ useCase: (JournalService) throws(JournalRefusal) -> T) throws -> T {
        do {
            return try useCase(service)
        } catch {
            switch error.kind {
            case .invalidRequest: throw UsageError(message: error.message, command: command)
            case .refused: throw CLIFailure(error.text(showingPath: location.display))
            }
        }
    }
}
