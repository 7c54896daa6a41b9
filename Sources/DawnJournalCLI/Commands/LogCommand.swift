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
            throw UsageError(message: "'--note' must be one line", command: spec) // before the journal is looked for
        }
        var request = LogRequest(habit: name, note: args["--note"], check: args.has("--check"))
        request.at = try args["--at"].map { s throws(UsageError) in try DateArgument.time(s, option: "--at", command: spec) }
        if let text = args["--for"] {
            guard let m = DurationSyntax.minutes(text) else {
                throw UsageError(message: "'--for' takes a duration like 15m, 1h or 1h30m, not '\(text)'", command: spec)
            }
            request.minutes = m
        }
        request.date = try DateArgument.optional(args["--date"], command: spec)
        let journal = try OpenJournal.open(args, context)
        let logged = try journal.run(spec) { j throws(JournalRefusal) in try j.log(request) }
        if let notice = logged.notice { context.stderr.write("note: \(notice)\n") }
        if args.has("--json") {
            context.stdout.write(logged.json.rendered)
            return 0
        }
        let pill = logged.habit.label
        switch logged.target {
        case .entry(let date, let start, let end):
            context.stdout.write("\(date)  \(start)-\(end)  \(pill)\(logged.note.map { "  -- " + $0 } ?? "")\n")
        case .tick(let date):
            context.stdout.write("\(date)  [x]  \(pill)\(logged.changed ? "" : "  (already done)")\n")
        }
        return 0
    }
}
