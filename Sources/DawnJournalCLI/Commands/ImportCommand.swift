import DawnJournal
import DawnJournalText

/// `dawn-journal import …`: bring history in from other trackers.
enum ImportCommand: Command {
    static let spec = CommandSpec(
        name: "import",
        summary: "Bring your history in from another tracker (Loop Habit Tracker).",
        discussion: "Nothing already in the journal changes: imports only add lines, and importing twice adds nothing.",
        examples: ["dawn-journal import loop 'Loop Habits CSV 2026-11-21.zip' --dry-run"])

    static var subcommands: [any Command.Type] { [ImportLoopCommand.self] }

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 { 0 }
}

/// `dawn-journal import loop PATH`: a Loop Habit Tracker CSV export, zipped or unzipped.
enum ImportLoopCommand: Command {
    static let spec = CommandSpec(
        name: "import loop",
        summary: "Import a Loop Habit Tracker CSV export (its .zip, or the folder unzipped).",
        discussion: """
            Reads Habits.csv and each habit's Checkmarks.csv, in the format of Loop v2.3.1 and later
            or of older versions. Each habit becomes a habit of habits.toml (one with the same name
            is matched instead), with its description, colour, first day (since), frequency (a
            target such as 3/week), unit with a goal or a limit, and archived date. A YES_MANUAL day
            becomes a ticked item, a SKIP a skipped one, a numerical value a record (+7 glasses),
            and a note its note; YES_AUTO, NO and UNKNOWN write nothing (an unticked item when they
            carry a note). A day that has the habit already gets no second line, so importing twice
            adds nothing; but Loop's check ticks an unticked item of the habit, and Loop's note goes
            on the habit's line when it has none. Days after today are not written. Every Loop
            record left out is counted, with its reason. A habit name that 'habit add' refuses
            refuses the import before anything is written. Docs/IMPORT.md has the whole mapping.
            """,
        arguments: [
            ArgumentSpec(
                name: "PATH", help: "The export: 'Loop Habits CSV YYYY-MM-DD.zip', or the folder it unzips to.",
                completion: .files)
        ],
        options: [
            .flag("--dry-run", "Say what would be added, and write nothing (not even the lock file)."),
            CommonOptions.journal,
        ],
        examples: [
            "dawn-journal import loop 'Loop Habits CSV 2026-11-21.zip' --dry-run",
            "dawn-journal import loop 'Loop Habits CSV 2026-11-21.zip'",
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let written = args.positionals.first else { throw UsageError(message: "missing PATH", command: spec) }
        let archive = try readExport(context.absolute(written), shownAs: written)
        let journal = try OpenJournal.open(args, context)
        let outcome = try journal.run(spec) { j throws(JournalRefusal) in
            try j.importLoop(archive, dryRun: args.has("--dry-run"))
        }
        for w in outcome.warnings { context.stderr.write("Warning: \(RefusalText.warning(w, .commandLine))\n") }
        context.stdout.write(summary(outcome))
        return 0
    }

    /// What was added, changed and left out, one sentence a line; "Nothing was written." after
    /// a dry run.
    static func summary(_ outcome: ImportOutcome) -> String {
        func count(_ n: Int, _ thing: String, _ things: String? = nil) -> String {
            "\(n) \(n == 1 ? thing : things ?? thing + "s")"
        }
        let dry = outcome.dryRun
        let verb = dry ? "Would add" : "Added"
        var lines: [String] = []
        if !outcome.habitsAdded.isEmpty {
            lines.append(
                "\(verb) \(count(outcome.habitsAdded.count, "habit")): \(outcome.habitsAdded.joined(separator: ", ")).")
        }
        if !outcome.habitsMatched.isEmpty {
            lines.append(
                "Matched \(count(outcome.habitsMatched.count, "habit")) already in the journal: \(outcome.habitsMatched.joined(separator: ", "))."
            )
        }
        lines.append(
            "\(verb) \(count(outcome.itemsAdded, "checklist item")) in \(count(outcome.daysCreated, "new day file")) and \(count(outcome.daysChanged, "existing one"))."
        )
        var changes: [String] = []
        if outcome.itemsTicked > 0 {
            changes.append(
                "\(dry ? "would tick" : "ticked") \(count(outcome.itemsTicked, "unticked item")) of the journal")
        }
        if outcome.itemsSkipped > 0 {
            changes.append(
                "\(dry ? "would mark" : "marked") \(count(outcome.itemsSkipped, "unticked item")) of the journal skipped"
            )
        }
        if outcome.notesAdded > 0 {
            changes.append(
                "\(dry ? "would add" : "added") \(count(outcome.notesAdded, "Loop note")) to lines that had none")
        }
        if !changes.isEmpty {
            let sentence = changes.joined(separator: "; ")
            lines.append(sentence.prefix(1).uppercased() + sentence.dropFirst() + ".")
        }
        if outcome.recordsLeftOut > 0 {
            let reasons = ImportOutcome.LeftOut.allCases.compactMap { reason in
                outcome.leftOut[reason].map { "\($0) \(reason.rawValue)" }
            }
            lines.append(
                "\(dry ? "Would leave out" : "Left out") \(count(outcome.recordsLeftOut, "Loop record")): \(reasons.joined(separator: ", "))."
            )
        }
        if dry { lines[lines.count - 1] += " Nothing was written." }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The export, read one CSV file at a time (Docs/IMPORT.md, "Limits"): a folder is walked
    /// (hidden files skipped) for its Habits.csv and each habit's Checkmarks.csv; a file is read
    /// as a ZIP archive of at most `maxArchiveBytes`, whose files are inflated one at a time.
    static func readExport(_ path: String, shownAs written: String) throws -> LoopArchive {
        guard let kind = FileSystem.kind(path) else {
            throw CLIFailure("'\(written)' does not exist")
        }
        do {
            if kind == .folder { return try readFolder(path, shownAs: written) }
            if let size = FileSystem.size(path), size > maxArchiveBytes {
                throw CLIFailure(
                    "'\(written)' holds \(size) bytes, more than the \(maxArchiveBytes >> 20) MiB an import reads (Docs/IMPORT.md has the limits); nothing was imported"
                )
            }
            guard let data = FileSystem.contents(path) else {
                throw CLIFailure("'\(written)' cannot be read")
            }
            return try unzip(data, shownAs: written)
        } catch let refusal as JournalRefusal {
            throw CLIFailure("'\(written)': \(RefusalText.sentence(refusal, .commandLine))")
        }
    }

    /// The most bytes of a ZIP archive an import reads: far above a Loop export (a few hundred KiB).
    static let maxArchiveBytes = 16 << 20

    static func readFolder(_ path: String, shownAs written: String) throws -> LoopArchive {
        guard FileSystem.names(in: path) != nil else {
            throw CLIFailure("'\(written)' cannot be read")
        }
        // The one directory walk (hidden names skipped with everything below them).
        let paths = FolderStorage(root: path).files(under: "", dayFolders: false).filter { $0.hasSuffix(".csv") }
        func read(_ rel: String) throws -> [UInt8] {
            let full = FilePath.join(path, rel)
            if let size = FileSystem.size(full), size > LoopArchive.Limits.default.fileBytes {
                let what = "\(rel) holds \(size) bytes, more than \(LoopArchive.Limits.default.fileBytes >> 20) MiB"
                throw CLIFailure("'\(written)': \(RefusalText.tooLarge(what)); nothing was imported")
            }
            guard let data = FileSystem.contents(full) else {
                throw CLIFailure("'\(written)/\(rel)' cannot be read")
            }
            return data
        }
        guard let habitsPath = LoopArchive.habitsCSV(among: paths) else { throw noHabits }
        var archive = try LoopArchive(habitsCSV: try read(habitsPath), path: habitsPath)
        for rel in paths.sorted() where archive.reads(rel) { try archive.addCheckmarks(try read(rel), path: rel) }
        return archive
    }

    static let noHabits = JournalRefusal(.notALoopExport)
}
