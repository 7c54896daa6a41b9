import DawnJournal

/// The journal a command works on: where it is, and the library's use cases over its folder.
struct OpenJournal {
    let location: JournalLocation
    let service: JournalService
    let storage: FolderStorage
    let context: CLIContext

    /// Finds the journal (`--journal`, `$DAWN_JOURNAL`, or the folders above), and fixes "now"
    /// (a command that does not depend on it, `fmt`, does not ask: a bad DAWN_JOURNAL_NOW is
    /// no reason to refuse).
    /// - Parameter start: the folder to look for the journal from, instead of the current one.
    static func open(_ args: ParsedArguments, _ context: CLIContext, usesClock: Bool = true, from start: String? = nil) throws -> OpenJournal {
        let location = try JournalLocation.locate(option: args["--journal"], context: context, from: start)
        let storage = FolderStorage(root: location.root,
                                    crashAfterTemporaryFile: context.environment["DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP"] == "1",
                                    intent: context.arguments.joined(separator: " "))
        let now = usesClock ? try context.now() : context.systemNow
        return OpenJournal(location: location, service: JournalService(storage: storage, now: now), storage: storage, context: context)
    }

    /// Runs one use case; a refusal becomes the command's usage error (exit 64) or failure (exit 1).
    func run<T>(_ command: CommandSpec, _ useCase: (JournalService) throws(JournalRefusal) -> T) throws -> T {
        defer {
            for notice in storage.notices.take() { context.stderr.write("Warning: \(notice)\n") }
        }
        do {
            return try useCase(service)
        } catch {
            switch error.kind {
            case .invalidRequest: throw UsageError(message: error.message, command: command)
            case .refused: throw CLIFailure(error.text(showingPath: location.display))
            case .storage: throw CLIFailure(error.text(showingPath: location.path)) // as the system names it
            }
        }
    }

    /// Says on standard error which day files of a view could not be read (they were shown
    /// as empty days), whatever the output format.
    func warnUnreadable(_ files: [SourceFile], _ context: CLIContext) {
        for file in files {
            context.stderr.write("Warning: \(location.display(file.path)): \(file.readError ?? "cannot be read"); shown as an empty day (see 'dawn-journal lint')\n")
        }
    }
}
