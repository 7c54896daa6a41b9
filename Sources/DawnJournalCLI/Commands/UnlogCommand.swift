import DawnJournal

/// `dawn-journal unlog HABIT`: takes back an entry or a tick, removing exactly its line.
enum UnlogCommand: Command {
    static let spec = CommandSpec(
        name: "unlog",
        summary: "Remove a habit's entry from a day's timeline, untick it, or take back a record or a skip.",
        discussion: """
            Removes the habit's timeline entry of that day (the one starting at --at when there are
            several; --at HH:MM-HH:MM when two start together; one of two identical lines), or takes
            back its checklist item: the day's last amount record of an amount
            habit ('- [x] Drink Water +2 glasses'), else its tick, else its skip ('- [-]'). A plain
            line is removed; one with a note becomes '- [ ]' (without its amount) so that the note is
            kept. Only that line changes; when it was the only thing in its section, the section's
            heading goes with it.
            """,
        arguments: [CommonOptions.habitArgument()],
        options: [
            CommonOptions.dateOption("--date", "The day"),
            .value(
                "--at", EntryArgument.valueName,
                "Which entry, when the habit has several that day: its start, or its start and end."),
            CommonOptions.journal,
        ],
        examples: [#"dawn-journal unlog "Morning Run""#, "dawn-journal unlog walk --date yesterday --at 13:00"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let (_, entry, outcome) = try HabitDayEdit.run(
            args, context, command: spec,
            options: { () throws(UsageError) in
                try args["--at"].map { s throws(UsageError) in try EntryArgument.parse(s, option: "--at", command: spec)
                }
            },
            change: { j, t, entry throws(JournalRefusal) in
                try j.unlog(UnlogRequest(habit: t.habit, date: t.date, at: entry?.start, end: entry?.end))
            })
        let at = entry?.start
        let pill = outcome.habit.label
        switch outcome.change {
        case .removedEntry(let start, let end):
            context.stdout.write("\(outcome.date)  \(start)-\(end)  \(pill)  removed\n")
        case .unticked:
            context.stdout.write("\(outcome.date)  [ ]  \(pill)  unticked\n")
        case .removedRecord(let amount):
            context.stdout.write(
                "\(outcome.date)  [ ]  \(pill) +\(amount) \(outcome.habit.unit(for: amount) ?? "")  removed\n")
        case .unskipped:
            context.stdout.write("\(outcome.date)  [ ]  \(pill)  skip taken back\n")
        case .nothing:
            let when = at.map { " at \($0)" } ?? ""
            context.stdout.write("Nothing to unlog: '\(outcome.habit.name)' is not logged\(when) on \(outcome.date).\n")
        }
        return 0
    }
}
