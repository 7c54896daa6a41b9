import DawnJournal
import DawnJournalText

/// `dawn-journal log HABIT`: puts a habit on the timeline, or ticks it in the checklist.
enum LogCommand: Command {
    static let spec = CommandSpec(
        name: "log",
        summary: "Put a habit on today's timeline, tick it, record an amount, or skip it.",
        discussion: """
            A timed habit (one with a duration in habits.toml) goes on the day's timeline. Without --at
            it ends at the start of the current slot and starts its duration earlier: you log what you
            just did, and it never ends in the future. --at gives the start instead. A start off the
            slot grid is snapped down and a --for off it rounded to whole slots; a line on standard
            error says so. A checkbox habit, or --check, is ticked in the day's checklist: - [x] Floss.
            Ticking what is already ticked, or logging the same habit over the same slots again, changes
            nothing, but for --note: the note is added to that line when it has none, and refused (exit
            1, its note quoted) when it has another. Ticking or skipping an open item keeps its note,
            and a --note follows the same rule: never dropped, never replaced. An entry that overlaps another habit's is written,
            with the warning lint would give.

            An amount habit (one with a unit) takes an AMOUNT: 'log water 2' adds a record, - [x] 💧
            Drink Water +2 glasses, and the day's records add up; 'log water' adds one; --set 6 makes
            the day's total 6 (one record). --skip writes a rest day: - [-] Read.

            "Today" follows [journal] day_starts: before that hour it is still yesterday, for every kind
            of habit. A time after midnight but before day_starts belongs to the evening before and is
            written past 24:00 (01:30 is 25:30), so it shows on that day. --at 01:30 means the night
            that ended this morning (or is going on); with --date, the night after that day. Nothing can
            be logged in the future, nor on a date a habit is archived on.

            The day file and its sections are created when missing. In an existing file exactly one line
            is inserted or changed (the timeline in start-time order; a tick after the checklist's last
            done item, so the file keeps the order things were done in, moving an open line of the
            habit there) and every other byte stays as it was; the result is re-read, and nothing is
            written if anything else would change. A file with errors is left untouched.
            """,
        arguments: [
            CommonOptions.habitArgument(completion: .loggableHabits),
            ArgumentSpec(
                name: "AMOUNT", help: "How much to add, in the habit's unit: 2, 0.5.", isOptional: true,
                defaultValue: "1, one unit"),
        ],
        options: [
            CommonOptions.dateOption("--date", "The day", completion: .pastDates),
            .value(
                "--at", "HH:MM", "When it started (timed habits); 24:00 to 31:59 as written.", default: "it ends now"),
            .value("--for", "DURATION", "How long: 15m, 1h, 1h30m.", default: "the habit's duration"),
            .value("--set", "AMOUNT", "Make the day's total this amount (amount habits)."),
            .flag("--skip", "Skip it that day: a rest day, - [-] in the checklist."),
            OptionSpec(name: "--note", valueName: "TEXT", help: "A note, written after ' -- '.", allowsEmpty: true),
            .flag("--check", "Tick it in the checklist even if it is timed."),
            CommonOptions.json("Print what was written as JSON."),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: [
            #"dawn-journal log "Morning Run""#,
            #"dawn-journal log morning-run --at 6:30 --for 45m --note "5k along the river""#,
            "dawn-journal log water 2",
            #"dawn-journal log read --skip --note "rest day""#,
            "dawn-journal log floss --date yesterday",
        ])

    static func amount(_ text: String, option: String) throws(UsageError) -> Amount {
        guard let a = Amount(text) else {
            throw UsageError(
                message:
                    "\(option) takes an amount such as 2 or 0.5 (not negative, at most three decimals), not '\(text)'",
                command: spec)
        }
        return a
    }

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing HABIT", command: spec) }
        if let note = args["--note"], note.contains(where: { $0 == "\n" || $0 == "\r" }) {
            throw UsageError(message: "'--note' must be one line", command: spec) // before the journal is looked for
        }
        let errStyle = try Style.resolve(args["--color"], context: context, command: spec, forStderr: true)
        var request = LogRequest(
            habit: name, note: args["--note"], check: args.has("--check"), skip: args.has("--skip"))
        if args.positionals.count > 1 {
            let text = args.positionals[1]
            guard let a = Amount(text) else {
                let words = text.first.map { $0.isLetter } ?? false
                let negative = text.hasPrefix("-") && Amount(text.dropFirst()) != nil
                throw UsageError(
                    message:
                        "AMOUNT takes an amount such as 2 or 0.5 (not negative, at most three decimals), not '\(text)'"
                        + (words ? "; a name with spaces goes in quotes: log \"\(name) \(text)\"" : "")
                        + (negative
                            ? "; to take back a record, use 'dawn-journal unlog \(name)', or --set for the day's total"
                            : ""),
                    command: spec)
            }
            request.amount = a
        }
        request.setTotal = try args["--set"].map { s throws(UsageError) in try amount(s, option: "'--set'") }
        request.at = try args["--at"].map { s throws(UsageError) in
            try DateArgument.time(s, option: "--at", command: spec, night: true)
        }
        if let text = args["--for"] {
            guard let m = DurationSyntax.minutes(text) else {
                throw UsageError(
                    message: "'--for' takes a duration like 15m, 1h or 1h30m, not '\(text)'", command: spec)
            }
            request.minutes = m
        }
        request.date = try DateArgument.optional(args["--date"], command: spec)
        let journal = try OpenJournal.open(args, context)
        let logged = try journal.run(spec) { j throws(JournalRefusal) in try j.log(request) }
        for adjustment in logged.adjustments { context.stderr.write("note: \(WriteText.adjustment(adjustment))\n") }
        if let notice = logged.notice { context.stderr.write("note: \(WriteText.notice(notice))\n") }
        let renderer = DiagnosticRenderer(style: errStyle)
        for w in logged.warnings {
            context.stderr.write(
                renderer.render(w, displayPath: journal.location.display(logged.path), sourceLine: nil))
        }
        if args.has("--json") {
            context.stdout.write(logged.json.rendered)
            return 0
        }
        let pill = logged.habit.label
        let same = logged.unchanged.map { "  (\(WriteText.unchanged($0)))" } ?? ""
        let total = logged.total.map { "  · " + HabitText.amount($0, of: logged.habit) } ?? ""
        // The note written (or already there, the same), on every kind of line.
        let note = logged.note.map { "  -- " + $0 } ?? ""
        switch logged.target {
        case .entry(let date, let start, let end):
            let amount = logged.amount.map { " +\($0) \(logged.habit.unit(for: $0) ?? "")" } ?? ""
            context.stdout.write(
                "\(date)  \(start)-\(end)  \(pill)\(amount)\(note)\(same)\(total.isEmpty ? "" : total + " today")\n"
            )
        case .tick(let date):
            context.stdout.write("\(date)  [x]  \(pill)\(note)\(same)\n")
        case .record(let date, let amount, let set):
            let what = set ? "  (the day's total)" : ""
            context.stdout.write(
                "\(date)  [x]  \(pill) +\(amount) \(logged.habit.unit(for: amount) ?? "")\(what)\(note)\(same)\(total)\n"
            )
        case .skip(let date):
            context.stdout.write("\(date)  [-]  \(pill)\(note)\(same)\n")
        }
        return 0
    }
}
