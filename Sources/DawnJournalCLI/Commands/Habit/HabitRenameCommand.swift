import DawnJournal
import Foundation

/// `dawn-journal habit rename OLD NEW`: the name in habits.toml and in every day file.
enum HabitRenameCommand: Command {
    static let spec = CommandSpec(
        name: "habit rename",
        synopsis: "habit rename OLD NEW [--journal DIR]",
        summary: "Rename a habit in habits.toml and in every day file.",
        help: """
        Changes the habit's name in habits.toml and, in every day file, each entry or checklist
        item that names it by its old name (mentions by id stay as they are, and so does the id).
        Only the name changes on each line. Nothing is written if any day file has errors.

        Arguments:
          OLD                 The habit's current name (any case) or id.
          NEW                 The new name: 1 to 50 characters, unique ignoring case.
        \(CommonOptions.journalHelp)
        """,
        options: ["--journal"],
        maxPositionals: 2)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard args.positionals.count == 2 else { throw UsageError(message: "give the OLD and the NEW name", command: spec) }
        let session = try WritingSession(args, context)
        defer { withExtendedLifetime(session) {} }
        let (journal, habits) = (session.journal, session.habits)
        let habit = try habits.habit(args.positionals[0])
        let newName = try HabitFields.validName(args.positionals[1], habits: habits.file, except: habit.id)
        let days = try HabitHistory.days(journal, habits)
        var edits: [(path: String, bytes: [UInt8])] = []
        var lines = 0
        for (record, bytes) in days {
            let mentions = (record.day.entries.map(\.habit) + record.day.checklist.map(\.habit))
                .filter { $0.name.lowercased() == habit.name.lowercased() }
            guard !mentions.isEmpty else { continue }
            do { edits.append((record.path, try DayEditor.renameMentions(mentions, to: newName, in: bytes))) } catch {
                throw CLIFailure("\(LogCommand.refusal(error, record.path, journal)); nothing was renamed")
            }
            lines += mentions.count
        }
        let habitsBytes: [UInt8]
        do { habitsBytes = try HabitsEditor.setField("name", literal: HabitsEditor.string(newName), habitID: habit.id, in: habits.bytes) } catch {
            throw CLIFailure("\(journal.display("habits.toml")): \(error.message); nothing was renamed")
        }
        // Day files first: if this is interrupted, running it again finishes the job.
        for edit in edits { try FileStore.writeJournalFile(edit.bytes, to: journal.path(edit.path), context: context) }
        try FileStore.writeJournalFile(habitsBytes, to: journal.path("habits.toml"), context: context)
        context.stdout.write("Renamed '\(habit.name)' to '\(newName)' in habits.toml and \(edits.count) day file\(edits.count == 1 ? "" : "s") (\(lines) line\(lines == 1 ? "" : "s")).\n")
        return 0
    }
}

/// Every day file with its bytes, for commands that change history; refuses when any has errors.
enum HabitHistory {
    static func days(_ journal: JournalLocation, _ habits: JournalHabits) throws -> [(DayRecord, [UInt8])] {
        let sources = FileStore.sources(of: journal)
        var out: [(DayRecord, [UInt8])] = []
        for file in sources.dayFiles {
            guard let bytes = file.bytes else {
                throw CLIFailure("\(journal.display(file.path)) cannot be read (\(file.readError ?? "")); nothing was changed")
            }
            let parsed = DayParser.parse(bytes)
            if let e = parsed.diagnostics.first(where: { $0.severity == .error }) {
                throw CLIFailure("\(journal.display(file.path)):\(e.range.line):\(e.range.column): \(e.message) [\(e.code)]; fix it first, nothing was changed")
            }
            out.append((DayRecord(path: file.path, date: nil, day: parsed.day), bytes))
        }
        return out
    }
}
