import DawnJournal

/// `dawn-journal export loop DIR`: the journal as a Loop Habit Tracker CSV export.
enum ExportLoopCommand: Command {
    static let spec = CommandSpec(
        name: "export loop",
        summary: "Write the journal as a Loop Habit Tracker CSV export, into a new folder.",
        discussion: """
            Writes Habits.csv and one NNN Name/Checkmarks.csv per habit, in the format of Loop
            v2.3.1 and later, which 'dawn-journal import loop' reads back: a day with an entry or a
            ticked item is YES_MANUAL (an amount habit's value is the day's total ×1000), a skipped
            day SKIP; notes go along. What Loop cannot say (weekdays, timeline times) is said on
            standard error. DIR must not exist yet, or be empty. Docs/IMPORT.md has the mapping.
            """,
        arguments: [
            ArgumentSpec(
                name: "DIR", help: "The folder to write the export into (new, or empty).", completion: .directories)
        ],
        options: [CommonOptions.journal],
        examples: ["dawn-journal export loop ~/loop-export"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let written = args.positionals.first else { throw UsageError(message: "missing DIR", command: spec) }
        let dir = context.absolute(written)
        if let kind = FileSystem.kind(dir) {
            guard kind == .folder else { throw CLIFailure("'\(written)' is a file; give a new folder") }
            guard (FileSystem.names(in: dir) ?? ["?"]).isEmpty else {
                throw CLIFailure("'\(written)' is not empty; give a new folder (nothing was written)")
            }
        }
        let journal = try OpenJournal.open(args, context)
        let export = try journal.run(spec) { j throws(JournalRefusal) in try j.exportLoop() }
        for w in export.warnings { context.stderr.write("Warning: \(w)\n") }
        for (path, bytes) in export.files.sorted(by: { $0.key < $1.key }) {
            let full = FilePath.join(dir, path)
            do throws(FileSystem.Failure) {
                try FileSystem.createFolders(FilePath.parent(full))
            } catch {
                throw CLIFailure("cannot create the folder of \(full): \(error.message)")
            }
            // The one atomic writer: temporary file, fsync, rename (as every other write).
            do {
                try FolderStorage.writeAtomically(bytes, to: full)
            } catch {
                throw CLIFailure("cannot write \(full): \(error.reason)")
            }
        }
        context.stdout.write(
            "Wrote \(export.files.count - 1) habit\(export.files.count == 2 ? "" : "s") to \(written) (Habits.csv and a folder per habit).\n"
        )
        return 0
    }
}
