import DawnJournal
import Foundation

/// `dawn-journal unlog HABIT`: takes back an entry or a tick, removing exactly its line.
enum UnlogCommand: Command {
    static let spec = CommandSpec(
        name: "unlog",
        summary: "Remove a habit's entry from a day's timeline, untick it, or take back a record or a skip.",
        discussion: """
        Removes the habit's timeline entry of that day (the one starting at --at when there are
        several), or takes back its checklist item: the day's last amount record of an amount
        habit ('- [x] Drink Water +2 glasses'), else its tick, else its skip ('- [-]'). A plain
        line is removed; one with a note becomes '- [ ]' (without its amount) so that the note is
        kept. Only that line changes.
        """,
        arguments: [CommonOptions.habitArgument()],
        options: [
            CommonOptions.dateOption("--date", "The day"),
            .value("--at", "HH:MM", "Which entry, when the habit has several that day."),
            CommonOptions.journal,
        ],
        examples: [#"dawn-journal unlog "Morning Run""#, "dawn-journal unlog walk --date yesterday --at 13:00"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing HABIT", command: spec) }
        let at = try args["--at"].map { s throws(UsageError) in try DateArgument.time(s, option: "--at", command: spec, night: true) }
        let request = UnlogRequest(habit: name, date: try DateArgument.optional(args["--date"], command: spec), at: at)
        let journal = try OpenJournal.open(args, context)
        let outcome = try journal.run(spec) { j throws(JournalRefusal) in try j.unlog(request) }
        let pill = outcome.habit.label
        switch outcome.change {
        case .removedEntry(let start, let end):
            context.stdout.write("\(outcome.date)  \(start)-\(end)  \(pill)  removed\n")
        case .unticked:
            context.stdout.write("\(outcome.date)  [ ]  \(pill)  unticked\n")
        case .removedRecord(let amount):
            context.stdout.write("\(outcome.date)  [ ]  \(pill) +\(amount) \(outcome.habit.unit(for: amount) ?? "")  removed\n")
        case .unskipped:
            context.stdout.write("\(outcome.date)  [ ]  \(pill)  skip taken back\n")
        case .nothing:
            let when = at.map { " at \($0)" } ?? ""
            context.stdout.write("Nothing to unlog: '\(outcome.habit.name)' is not logged\(when) on \(outcome.date).\n")
        }
        return 0
    }
}
