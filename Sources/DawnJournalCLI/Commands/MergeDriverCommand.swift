import DawnJournal

/// `dawn-journal merge-driver BASE OURS THEIRS [--marker-size N] [--path P]`: the merge driver
/// Git calls for day files and habits.toml (set up by `git-setup`; Docs/SYNC.md).
enum MergeDriverCommand: Command {
    static let spec = CommandSpec(
        name: "merge-driver",
        summary: "Merge three versions of a day file or habits.toml by meaning (Git's merge driver).",
        discussion: """
            Git runs it as:
              dawn-journal merge-driver %O %A %B --marker-size %L --path %P
            after `dawn-journal git-setup`. It merges BASE (the common ancestor), OURS and THEIRS and
            writes the result into OURS. In a day file, timeline entries are merged by start, end and
            habit, checklist items by habit (amount records add up), everything else line by line as
            git merge-file does; in habits.toml, tables by habit. Entries and items are compared by
            meaning, not spelling; each section keeps one heading; every line gets OURS' line
            ending. Conflicts are marked around the lines where the two sides differ. A side that
            does not read without errors, or still holds conflict markers, is merged line by line
            (as Git would) and left conflicted.

            The checklist keeps the order the sides wrote it in, the order things were done in:
            each side's ticks in that side's order. The journal's habits.toml (found from --path,
            in the current folder, which is where Git runs drivers) names the habits and their
            emoji; without it, items match by name.

            Exit status: 0 merged cleanly, 1 conflicts left (or a side did not read), 64 usage error.
            """,
        arguments: [
            ArgumentSpec(
                name: "BASE",
                help: "The common ancestor (Git's %O); missing or empty when both sides created the file.",
                completion: .files),
            ArgumentSpec(name: "OURS", help: "Our version (Git's %A); the result is written here.", completion: .files),
            ArgumentSpec(name: "THEIRS", help: "Their version (Git's %B).", completion: .files),
        ],
        options: [
            .value("--marker-size", "N", "How many <, = or > a conflict marker has (Git's %L).", default: "7"),
            .value(
                "--path", "P",
                "The file's path in the repository (Git's %P): habits.toml is merged as habits, anything else as a day file; shown in the markers.",
                completion: .files),
        ],
        examples: ["dawn-journal merge-driver base.md ours.md theirs.md --path days/2026/2026-11-21.md"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard args.positionals.count == 3 else {
            throw UsageError(message: "merge-driver takes BASE, OURS and THEIRS", command: spec)
        }
        var size = 7
        if let written = args["--marker-size"] {
            // Git's conflict-marker-size may be any positive number; past 1024 a marker line is
            // no longer a marker anyone reads, and refusing keeps a typo from writing megabytes.
            guard let n = Int(written), (1...1024).contains(n) else {
                throw UsageError(
                    message: "'--marker-size' takes a number from 1 to 1024, not '\(written)'", command: spec)
            }
            size = n
        }
        let path = args["--path"]
        let files = args.positionals.map { context.absolute($0) }
        func read(_ file: String, missingIsEmpty: Bool) throws -> [UInt8] {
            if let data = FileSystem.contents(file) { return data }
            if missingIsEmpty, !FileSystem.exists(file) { return [] }
            throw CLIFailure("cannot read '\(file)'")
        }
        let base = try read(files[0], missingIsEmpty: true)
        let ours = try read(files[1], missingIsEmpty: false)
        let theirs = try read(files[2], missingIsEmpty: false)
        let markers = MergeMarkers(
            size: size, ours: path.map { "ours:\($0)" } ?? "ours", theirs: path.map { "theirs:\($0)" } ?? "theirs")
        let result: MergeResult
        if let path, FilePath.lastComponent(path) == "habits.toml" {
            result = JournalMerge.mergeHabits(base: base, ours: ours, theirs: theirs, markers: markers)
        } else {
            let habits = path.flatMap { habitsFile(for: $0, context) }
            result = JournalMerge.mergeDay(base: base, ours: ours, theirs: theirs, habits: habits, markers: markers)
        }
        do {
            // OURS is Git's temporary file, outside the journal: written directly, atomically,
            // and without an fsync. Git reads it back as soon as the driver exits, deletes it,
            // and writes the merged file into the work tree itself (without an fsync either); a
            // crash of the machine in between loses the merge, not the file, whatever is flushed
            // here. The fsync was a third of the driver's time on this machine.
            try FolderStorage.writeAtomically(result.bytes, to: files[1], durable: false)
        } catch {
            throw CLIFailure("cannot write '\(args.positionals[1])': \(error.reason)")
        }
        let shown = path ?? args.positionals[1]
        if let why = result.fallback {
            context.stderr.write(
                "dawn-journal: \(shown): merged line by line, because \(why); check it, then git add it\n")
        }
        if result.conflicts > 0 {
            context.stderr.write(
                "dawn-journal: \(shown): \(result.conflicts) conflict\(result.conflicts == 1 ? "" : "s") left between <<<<<<< and >>>>>>> markers\n"
            )
        }
        return result.isClean ? 0 : 1
    }

    /// The journal's habits (the items' ids and emoji): the journal of the file at `path`
    /// (from the current folder, the repository's top), found as every command finds its own
    /// (`JournalFolder`); nil when there is none, or its habits.toml cannot be read or has errors.
    static func habitsFile(for path: String, _ context: CLIContext) -> HabitsFile? {
        let folder = FilePath.parent(context.absolute(path))
        guard let root = JournalFolder.nearest(from: folder, exists: JournalLocation.exists),
            let data = FileSystem.contents(JournalFolder.markerPath(in: root))
        else { return nil }
        let parsed = HabitsParser.parse(data)
        return parsed.diagnostics.contains { $0.severity == .error } ? nil : parsed.file
    }
}
