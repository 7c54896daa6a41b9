import DawnJournal
import Foundation

/// `dawn-journal unlog HABIT`: takes back an entry or a tick, removing exactly its line.
enum UnlogCommand: Command {
    static let spec = CommandSpec(
        name: "unlog",
        synopsis: "unlog HABIT [--date DATE] [--at HH:MM] [--journal DIR]",
        summary: "Remove a habit's entry from a day's timeline, or untick it.",
        help: """
        Removes the habit's timeline entry of that day (the one starting at --at when there are
        several), or unticks its checklist item: a plain '- [x] Floss' line is removed, one with
        a note becomes '- [ ]' so that the note is kept. Only that line changes.

        Arguments:
          HABIT               The habit's name (any case) or id.

        Options:
          --date DATE         YYYY-MM-DD, today, yesterday or -N. Default: today.
          --at HH:MM          Which entry, when the habit has several that day.
        \(CommonOptions.journalHelp)

        Examples:
          dawn-journal unlog "Morning Run"
          dawn-journal unlog walk --date yesterday --at 13:00
        """,
        options: ["--date", "--at", "--journal"],
        maxPositionals: 1)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing HABIT", command: spec) }
        let at = try args["--at"].map { s throws(UsageError) in try DateArgument.time(s, option: "--at", command: spec) }
        let session = try WritingSession(args, context)
        defer { withExtendedLifetime(session) {} }
        let (journal, habits) = (session.journal, session.habits)
        let habit = try habits.habit(name)
        let now = try context.now()
        let settings = habits.file.settings
        let today = now.journalDate(dayStarts: settings.dayStarts)
        var dates = [today]
        if let d = args["--date"] {
            dates = [try DateArgument.parse(d, today: today, command: spec)]
        } else if now.date != today {
            dates.append(now.date) // after midnight, before the day starts: either date
        }
        let snapped = at.map { TimeOfDay(minutes: $0.minutes / settings.slot * settings.slot)! }
        for date in dates {
            let rel = DayPath.path(for: date)
            let path = journal.path(rel)
            guard let bytes = try FileStore.readIfPresent(path) else { continue }
            let parsed = DayParser.parse(bytes)
            if let e = parsed.diagnostics.first(where: { $0.severity == .error }) {
                throw CLIFailure("\(journal.display(rel)):\(e.range.line):\(e.range.column): \(e.message) [\(e.code)]; fix it first (the file was left unchanged)")
            }
            let mine = { (m: HabitMention) in habits.file.habit(named: m.name)?.id == habit.id }
            var entries = parsed.day.entries.filter { mine($0.habit) }
            if let at, let snapped { entries = entries.filter { $0.start == at || $0.start == snapped } }
            let pill = habit.label
            if entries.count > 1 {
                let starts = entries.map { $0.start.description }.joined(separator: ", ")
                throw CLIFailure("'\(habit.name)' has \(entries.count) entries on \(date) (\(starts)); say which with --at HH:MM")
            }
            do {
                if let entry = entries.first {
                    try FileStore.writeJournalFile(try DayEditor.removeEntry(atLine: entry.line, in: bytes), to: path, context: context)
                    context.stdout.write("\(date)  \(entry.start)-\(entry.end)  \(pill)  removed\n")
                    return 0
                }
                if at == nil, let item = parsed.day.checklist.first(where: { mine($0.habit) && $0.state == .done }) {
                    try FileStore.writeJournalFile(try DayEditor.untick(atLine: item.line, in: bytes), to: path, context: context)
                    context.stdout.write("\(date)  [ ]  \(pill)  unticked\n")
                    return 0
                }
            } catch let e as EditRefusal {
                throw CLIFailure(LogCommand.refusal(e, rel, journal))
            }
        }
        let when = at.map { " at \($0)" } ?? ""
        context.stdout.write("Nothing to unlog: '\(habit.name)' is not logged\(when) on \(dates[0]).\n")
        return 0
    }
}
