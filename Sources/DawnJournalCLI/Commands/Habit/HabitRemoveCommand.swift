import DawnJournal
import Foundation

/// `dawn-journal habit remove NAME`: only a habit without history, unless --purge.
enum HabitRemoveCommand: Command {
    static let spec = CommandSpec(
        name: "habit remove",
        synopsis: "habit remove NAME [--purge] [--journal DIR]",
        summary: "Remove a habit that has no history (or, with --purge, its history too).",
        help: """
        Removes the habit's table from habits.toml. While the habit appears in any day file it
        is refused, with the count of days and lines: archive it instead ('habit archive'), or
        run again with --purge to delete exactly those lines too.

        Arguments:
          NAME                The habit's name (any case) or id.

        Options:
          --purge             Also delete every entry and checklist item of the habit.
        \(CommonOptions.journalHelp)
        """,
        flags: ["--purge"],
        options: ["--journal"],
        maxPositionals: 1)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let session = try WritingSession(args, context)
        defer { withExtendedLifetime(session) {} }
        let (journal, habits) = (session.journal, session.habits)
        let habit = try habits.habit(name)
        let mine = { (m: HabitMention) in habits.file.habit(named: m.name)?.id == habit.id }
        var edits: [(path: String, bytes: [UInt8])] = []
        var dayCount = 0, entryCount = 0
        for (record, bytes) in try HabitHistory.days(journal, habits) {
            let lines = Set(record.day.entries.filter { mine($0.habit) }.map(\.line)
                + record.day.checklist.filter { mine($0.habit) }.map(\.line))
            guard !lines.isEmpty else { continue }
            dayCount += 1
            entryCount += lines.count
            if args.has("--purge") {
                do { edits.append((record.path, try DayEditor.removeItems(atLines: lines, in: bytes))) } catch {
                    throw CLIFailure("\(LogCommand.refusal(error, record.path, journal)); nothing was removed")
                }
            }
        }
        let impact = "\(habit.name) appears on \(dayCount) day\(dayCount == 1 ? "" : "s") (\(entryCount) \(entryCount == 1 ? "entry" : "entries"))"
        if entryCount > 0 && !args.has("--purge") {
            throw CLIFailure("\(impact); archive it, or run again with --purge to delete those entries too")
        }
        let habitsBytes: [UInt8]
        do { habitsBytes = try HabitsEditor.removeHabit(id: habit.id, from: habits.bytes) } catch {
            throw CLIFailure("\(journal.display("habits.toml")): \(error.message); nothing was removed")
        }
        for edit in edits { try FileStore.writeJournalFile(edit.bytes, to: journal.path(edit.path), context: context) }
        try FileStore.writeJournalFile(habitsBytes, to: journal.path("habits.toml"), context: context)
        context.stdout.write(entryCount > 0 ? "Removed \(habit.name) and its \(entryCount) \(entryCount == 1 ? "entry" : "entries") on \(dayCount) day\(dayCount == 1 ? "" : "s").\n" : "Removed \(habit.name).\n")
        return 0
    }
}
