import DawnJournal
import DawnJournalText

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
    /// - Parameter confined: reads refuse a file a link leads out of the journal folder (`serve`).
    static func open(
        _ args: ParsedArguments, _ context: CLIContext, usesClock: Bool = true, from start: String? = nil,
        confined: Bool = false
    ) throws -> OpenJournal {
        let location = try JournalLocation.locate(option: args["--journal"], context: context, from: start)
        let storage = FolderStorage(
            root: location.root,
            crashAfterTemporaryFile: context.environment["DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP"] == "1",
            intent: context.arguments, confined: confined)
        let now = usesClock ? try context.now() : context.systemNow
        return OpenJournal(
            location: location, service: JournalService(storage: storage, now: now), storage: storage, context: context)
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
            case .invalidRequest: throw UsageError(message: RefusalText.sentence(error, .commandLine), command: command)
            case .refused: throw CLIFailure(RefusalText.text(error, .commandLine, showingPath: location.display))
            case .storage:
                // The path as the system names it.
                throw CLIFailure(RefusalText.text(error, .commandLine, showingPath: location.path))
            }
        }
    }

    /// Says on standard error, whatever the output format, which day files of a view could
    /// not be read (they were shown as empty days), how many lines it could not count, and
    /// which settings of habits.toml it could not follow: a view is never silent about them.
    func warn(_ files: [SourceFile], _ problems: ViewProblems, _ context: CLIContext) {
        for file in files {
            context.stderr.write(
                "Warning: \(location.display(file.path)): \(file.readError ?? "cannot be read"); shown as an empty day (see 'dawn-journal lint')\n"
            )
        }
        for d in problems.settings {
            context.stderr.write(
                "Warning: \(location.display(d.path ?? "habits.toml")):\(d.range.line):\(d.range.column): \(d.message) [\(d.code)]; see 'dawn-journal lint'\n"
            )
        }
        if problems.lines > 0 {
            let lines = problems.lines == 1 ? "1 line" : "\(problems.lines) lines"
            let files =
                problems.files.count == 1
                ? location.display(problems.files[0])
                : "\(problems.files.count) files (\(problems.files.prefix(3).map(location.display).joined(separator: ", "))\(problems.files.count > 3 ? ", …" : ""))"
            context.stderr.write(
                "Warning: \(lines) in \(files) \(problems.lines == 1 ? "was" : "were") not understood or \(problems.lines == 1 ? "names" : "name") no habit, and \(problems.lines == 1 ? "is" : "are") left out; see 'dawn-journal lint'\n"
            )
        }
    }
}
