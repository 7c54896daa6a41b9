import DawnJournal
import DawnJournalText

/// `dawn-journal stop [HABIT] [--at HH:MM]`: the running entry of today gets its end.
enum StopCommand: Command {
    static let spec = CommandSpec(
        name: "stop",
        summary: "Stop the timer: the running entry on today's timeline gets its end.",
        discussion: """
            The running entry of today (the one 'dawn-journal start' wrote; of HABIT when given, else
            every one) ends now, or at --at: rounded to the nearest slot boundary and at least one
            slot after its start (a line on standard error says so for --at), - 14:00-15:15 📖 Read.
            A time after midnight but before day_starts is in the night after the day (--at 1:00 is
            25:00). Nothing running today, a time before the start and a time later than now are
            refused. A running entry left on an earlier day is not stopped here: write its end with
            'dawn-journal resize HABIT --date DATE --at HH:MM --until HH:MM'.

            Only the entry's time range is rewritten, in place, under the journal's lock; every other
            byte stays as it was, and the result is re-read before it is written.
            """,
        arguments: [
            ArgumentSpec(
                name: "HABIT", help: "The habit's name (any case, accents optional) or id.", isOptional: true,
                defaultValue: "whatever is running", completion: .habits)
        ],
        options: [
            .value("--at", "HH:MM", "When it stopped; 24:00 to 31:59 as written.", default: "now"),
            CommonOptions.json("Print the entries it stopped as JSON."),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: ["dawn-journal stop", "dawn-journal stop read --at 15:10"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let at = try args["--at"].map { s throws(UsageError) in
            try DateArgument.time(s, option: "--at", command: spec, night: true)
        }
        let journal = try OpenJournal.open(args, context)
        let stopped = try journal.run(spec) { j throws(JournalRefusal) in
            try j.stop(StopRequest(habit: args.positionals.first, at: at))
        }
        _ = try TimerReport.report(stopped, args, context, journal: journal, command: spec)
        return 0
    }
}

/// What `start` and `stop` both return, for `TimerReport`.
protocol TimerOutcome {
    var date: LocalDate { get }
    var path: String { get }
    var stopped: [StoppedTimer] { get }
    var adjustments: [Adjustment] { get }
    var warnings: [Diagnostic] { get }
    var json: JSONValue { get }
}

extension StartOutcome: TimerOutcome {}
extension StopOutcome: TimerOutcome {}

/// What `start` and `stop` say: adjustments and warnings on stderr, each entry stopped on stdout.
enum TimerReport {
    /// The notes and warnings, then the outcome as JSON with `--json`, else each entry stopped;
    /// false when the JSON was printed (the command says no more).
    static func report(
        _ outcome: some TimerOutcome, _ args: ParsedArguments, _ context: CLIContext, journal: OpenJournal,
        command: CommandSpec
    ) throws -> Bool {
        try notes(
            outcome.adjustments, outcome.warnings, path: outcome.path, args, context, journal: journal,
            command: command)
        if args.has("--json") {
            context.stdout.write(outcome.json.rendered)
            return false
        }
        stopped(outcome.stopped, on: outcome.date, context)
        return true
    }

    static func notes(
        _ adjustments: [Adjustment], _ warnings: [Diagnostic], path: String, _ args: ParsedArguments,
        _ context: CLIContext, journal: OpenJournal, command: CommandSpec
    ) throws {
        let errStyle = try Style.resolve(args["--color"], context: context, command: command, forStderr: true)
        for adjustment in adjustments { context.stderr.write("note: \(WriteText.adjustment(adjustment))\n") }
        let renderer = DiagnosticRenderer(style: errStyle)
        for w in warnings {
            context.stderr.write(renderer.render(w, displayPath: journal.location.display(path), sourceLine: nil))
        }
    }

    static func stopped(_ stopped: [StoppedTimer], on date: LocalDate, _ context: CLIContext) {
        for s in stopped {
            let note = s.note.map { "  -- " + $0 } ?? ""
            context.stdout.write("\(date)  \(s.start)-\(s.end)  \(s.habit.label)\(note)  (stopped)\n")
        }
    }
}
