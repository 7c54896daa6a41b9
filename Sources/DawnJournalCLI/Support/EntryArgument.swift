import DawnJournal
import DawnJournalText

/// `--at HH:MM` or `--at HH:MM-HH:MM`: which timeline entry `move`, `resize` and `unlog` mean.
enum EntryArgument {
    static let valueName = "HH:MM[-HH:MM]"

    /// The start, and the end when the value gives one.
    static func parse(_ text: String, option: String, command: CommandSpec) throws(UsageError) -> (
        start: TimeOfDay, end: TimeOfDay?
    ) {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let start = try DateArgument.time(String(parts[0]), option: option, command: command, night: true)
        guard parts.count == 2 else { return (start, nil) }
        guard let end = TimeOfDay(parts[1]), end.minutes <= TimeOfDay.latestMinutes else {
            throw UsageError(
                message: "'\(option)' takes a start HH:MM, or a start and an end HH:MM-HH:MM, not '\(text)'",
                command: command)
        }
        return (start, end)
    }

    /// The entry `--at` names; usage error when it is missing.
    static func address(_ args: ParsedArguments, command: CommandSpec) throws(UsageError) -> EntryAddress {
        guard let text = args["--at"] else {
            throw UsageError(message: "missing --at HH:MM (the entry's start)", command: command)
        }
        let (start, end) = try parse(text, option: "--at", command: command)
        return EntryAddress(start: start, end: end)
    }

    /// What `move` and `resize` say: adjustments and warnings on stderr, the entry on stdout.
    static func report(
        _ outcome: EntryChangeOutcome, verb: String, _ args: ParsedArguments, _ context: CLIContext,
        journal: OpenJournal, command: CommandSpec
    ) throws -> Int32 {
        let errStyle = try Style.resolve(args["--color"], context: context, command: command, forStderr: true)
        for adjustment in outcome.adjustments { context.stderr.write("note: \(WriteText.adjustment(adjustment))\n") }
        let renderer = DiagnosticRenderer(style: errStyle)
        for w in outcome.warnings {
            context.stderr.write(
                renderer.render(w, displayPath: journal.location.display(outcome.path), sourceLine: nil))
        }
        if args.has("--json") {
            context.stdout.write(outcome.json.rendered)
            return 0
        }
        let note = outcome.note.map { "  -- " + $0 } ?? ""
        // A running entry (its end not written yet) was `14:00- running`, as `day` shows it.
        let from =
            "\(outcome.from.start)-" + (outcome.from.end == outcome.from.start ? " running" : "\(outcome.from.end)")
        let what = outcome.changed ? "(\(verb) from \(from))" : "(unchanged: it already has those times)"
        context.stdout.write(
            "\(outcome.date)  \(outcome.to.start)-\(outcome.to.end)  \(outcome.habit.label)\(note)  \(what)\n")
        return 0
    }
}
