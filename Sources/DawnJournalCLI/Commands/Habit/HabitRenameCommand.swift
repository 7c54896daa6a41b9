import DawnJournal
import DawnJournalText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// `dawn-journal habit rename OLD NEW`: the name in habits.toml and in every day file.
enum HabitRenameCommand: Command {
    static let spec = CommandSpec(
        name: "habit rename",
        summary: "Rename a habit in habits.toml and in every day file.",
        discussion: """
            Changes the habit's name in habits.toml and, in every day file, each entry or checklist
            item that names it by its old name (mentions by id stay as they are, and so does the id).
            Only the name changes on each line. Nothing is written if any day file has errors.
            The old name is kept in the habit's former_names, so a line another device writes with
            it before it has the rename still counts (lint warns, former-name; fmt writes the new
            name). habits.toml is written first, then the day files: stopped at any point (by
            SIGINT, SIGTERM or SIGHUP, after the file in hand; exit status 128 plus the signal's
            number), every line still counts, and the same rename run again finishes the job.
            """,
        arguments: [
            CommonOptions.habitArgument("OLD", "The habit's current name (any case) or id."),
            ArgumentSpec(name: "NEW", help: "The new name: 1 to 50 characters on one line, unique ignoring case."),
        ],
        options: [CommonOptions.journal],
        examples: [#"dawn-journal habit rename walk "Evening Walk""#])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard args.positionals.count == 2 else {
            throw UsageError(message: "give the OLD and the NEW name", command: spec)
        }
        let journal = try OpenJournal.open(args, context)
        let old = args.positionals[0]
        // A signal asks the rename to stop after the file in hand; the library polls for it.
        let signals = try SignalPipe(Self.stoppingSignals)
        defer { SignalPipe.reset(Self.stoppingSignals) }
        var caught: Int32? = nil
        let before = try journal.run(spec) { j throws(JournalRefusal) in
            try j.renameHabit(old, to: args.positionals[1]) {
                caught = caught ?? signals.take().first
                return caught != nil
            }
        }
        let files = before.dayFiles
        let lines = before.lines
        if let caught, before.dayFilesLeft > 0 {
            context.stderr.write(
                HabitText.renameStopped(
                    from: before.renamedFrom ?? old, to: before.habit.name, done: files, left: before.dayFilesLeft)
                    + "\n")
            return 128 + caught
        }
        context.stdout.write(
            "Renamed '\(before.renamedFrom ?? old)' to '\(before.habit.name)' in habits.toml and \(files) day file\(files == 1 ? "" : "s") (\(lines) line\(lines == 1 ? "" : "s")).\n"
        )
        return 0
    }

    /// The signals that stop a rename between files: Ctrl-C, `kill`, a closed terminal.
    static let stoppingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
}
