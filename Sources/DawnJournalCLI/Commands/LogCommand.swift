import DawnJournal
import Foundation

/// `dawn-journal log HABIT`: puts a habit on the timeline, or ticks it in the checklist.
enum LogCommand: Command {
    static let spec = CommandSpec(
        name: "log",
        synopsis: "log HABIT [--date DATE] [--at HH:MM] [--for DURATION] [--note TEXT] [--check] [--json] [--journal DIR]",
        summary: "Put a habit on today's timeline, or tick it in the checklist.",
        help: """
        A timed habit (one with a duration in habits.toml) goes on the day's timeline, from
        --at (default: now), snapped down to its slot, for --for (default: the habit's
        duration), rounded to the nearest slot. A checkbox habit, or --check, is ticked in the
        day's checklist: - [x] Floss. Ticking what is already ticked changes nothing.

        The day file and its sections are created when missing. In an existing file exactly one
        line is inserted (the timeline in start-time order, the checklist in habits.toml order)
        and every other byte stays as it was; the result is re-read, and nothing is written if
        anything else would change. A file with errors is left untouched.

        "Today" follows [journal] day_starts: before that hour it is still yesterday. A timed
        entry is filed under the calendar date of its start. Nothing can be logged in the future.

        Arguments:
          HABIT               The habit's name (any case) or id.

        Options:
          --date DATE         YYYY-MM-DD, today, yesterday or -N (N days ago). Default: today.
          --at HH:MM          When it started (timed habits). Default: now.
          --for DURATION      How long: 15m, 1h, 1h30m. Default: the habit's duration.
          --note TEXT         A note, written after ' -- '.
          --check             Tick it in the checklist even if it is timed.
          --json              Print what was written as JSON.
        \(CommonOptions.journalHelp)

        Examples:
          dawn-journal log "Morning Run"
          dawn-journal log morning-run --at 6:30 --for 45m --note "5k along the river"
          dawn-journal log floss --date yesterday
        """,
        flags: ["--check", "--json"],
        options: ["--date", "--at", "--for", "--note", "--journal"],
        maxPositionals: 1)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing HABIT", command: spec) }
        if let note = args["--note"], note.contains(where: { $0 == "\n" || $0 == "\r" }) {
            throw UsageError(message: "'--note' must be one line", command: spec)
        }
        let note = args["--note"].map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        let at = try args["--at"].map { s throws(UsageError) in try DateArgument.time(s, option: "--at", command: spec) }
        var length: Int? = nil
        if let text = args["--for"] {
            guard let m = DurationSyntax.minutes(text) else {
                throw UsageError(message: "'--for' takes a duration like 15m, 1h or 1h30m, not '\(text)'", command: spec)
            }
            length = m
        }
        let session = try WritingSession(args, context)
        defer { withExtendedLifetime(session) {} }
        let (journal, habits) = (session.journal, session.habits)
        let habit = try habits.habit(name)
        let now = try context.now()
        let settings = habits.file.settings
        let today = now.journalDate(dayStarts: settings.dayStarts)
        let dateArg = try args["--date"].map { s throws(UsageError) in try DateArgument.parse(s, today: today, command: spec) }

        if habit.isTimed && !args.has("--check") {
            let slot = settings.slot
            var date: LocalDate
            var start: TimeOfDay
            if let dateArg {
                date = dateArg
                guard date <= now.date else { throw CLIFailure("can't log a future date: \(date) is after today (\(today))") }
                if let at {
                    start = at
                } else if date == now.date {
                    start = TimeOfDay(minutes: now.minutes)!
                } else {
                    throw CLIFailure("say when with --at HH:MM: '\(habit.name)' is timed, and \(date) is not today")
                }
            } else if let at {
                start = at
                if at.minutes <= now.minutes || at.minutes / slot <= now.minutes / slot {
                    date = now.date
                } else if now.minutes < settings.dayStarts.minutes {
                    date = now.date.adding(days: -1) // last night, before the day started
                } else {
                    throw CLIFailure("can't log a start later than now: \(at) is after the current slot (\(TimeOfDay(minutes: now.minutes / slot * slot)!)); use --date for another day")
                }
            } else {
                date = now.date
                start = TimeOfDay(minutes: now.minutes)!
            }
            start = TimeOfDay(minutes: start.minutes / slot * slot)!
            if date == now.date, start.minutes > now.minutes / slot * slot {
                throw CLIFailure("can't log a start later than now: \(start) is after the current slot (\(TimeOfDay(minutes: now.minutes / slot * slot)!))")
            }
            let wanted = length ?? habit.duration ?? slot
            let minutes = max(slot, (wanted + slot / 2) / slot * slot)
            guard let end = TimeOfDay(minutes: start.minutes + minutes) else {
                throw CLIFailure("\(start) +\(DurationSyntax.text(minutes: minutes)) runs past midnight; log the rest on the next day")
            }
            let entry = NewEntry(habit: habit, start: start, end: end, note: note)
            let rel = DayPath.path(for: date)
            let path = journal.path(rel)
            let bytes = try FileStore.readIfPresent(path)
            let outcome: DayEditor.Outcome
            do { outcome = try DayEditor.addEntry(entry, to: bytes, habits: habits.file) } catch {
                throw CLIFailure(refusal(error, rel, journal))
            }
            if case .changed(let new) = outcome { try FileStore.writeJournalFile(new, to: path, context: context) }
            notice(habit, date, context)
            let pill = habit.label
            if args.has("--json") {
                context.stdout.write(JSON.object([
                    ("date", .string(date.description)), ("habit", .string(habit.id)), ("kind", .string("entry")),
                    ("start", .string(start.description)), ("end", .string(end.description)), ("minutes", .int(minutes)),
                    ("note", note.map(JSON.string) ?? .null), ("path", .string(rel)), ("changed", .bool(true)),
                ]).rendered)
            } else {
                context.stdout.write("\(date)  \(start)-\(end)  \(pill)\(note.map { "  -- " + $0 } ?? "")\n")
            }
            return 0
        }

        if at != nil || length != nil {
            throw UsageError(message: "'--at' and '--for' are for the timeline; '\(habit.name)' is ticked in the checklist", command: spec)
        }
        let date = dateArg ?? today
        guard date <= today else { throw CLIFailure("can't log a future date: \(date) is after today (\(today))") }
        let rel = DayPath.path(for: date)
        let path = journal.path(rel)
        let bytes = try FileStore.readIfPresent(path)
        let outcome: DayEditor.Outcome
        do { outcome = try DayEditor.tick(habit, note: note, in: bytes, habits: habits.file) } catch {
            throw CLIFailure(refusal(error, rel, journal))
        }
        var changed = true
        if case .changed(let new) = outcome { try FileStore.writeJournalFile(new, to: path, context: context) } else { changed = false }
        notice(habit, date, context)
        let pill = habit.label
        if args.has("--json") {
            context.stdout.write(JSON.object([
                ("date", .string(date.description)), ("habit", .string(habit.id)), ("kind", .string("check")),
                ("state", .string("done")), ("note", note.map(JSON.string) ?? .null), ("path", .string(rel)),
                ("changed", .bool(changed)),
            ]).rendered)
        } else {
            context.stdout.write("\(date)  [x]  \(pill)\(changed ? "" : "  (already done)")\n")
        }
        return 0
    }

    /// A refused edit as one line: `path:line:col: why`.
    static func refusal(_ error: EditRefusal, _ rel: String, _ journal: JournalLocation) -> String {
        let place = error.range.map { "\(journal.display(rel)):\($0.line):\($0.column)" } ?? journal.display(rel)
        return "\(place): \(error.message)"
    }

    /// A calm note when the habit does not count on that date.
    static func notice(_ habit: Habit, _ date: LocalDate, _ context: CLIContext) {
        guard !habit.isActive(on: date) else { return }
        if let since = habit.since, date < since {
            context.stderr.write("note: '\(habit.name)' starts on \(since) (its 'since'), so this will not count until that date is earlier.\n")
        } else if let archived = habit.archived {
            context.stderr.write("note: '\(habit.name)' was archived on \(archived), so this will not count.\n")
        }
    }
}
