import DawnJournal

/// `dawn-journal start HABIT [--at HH:MM]`: a timer, a running entry on today's timeline.
enum StartCommand: Command {
    static let spec = CommandSpec(
        name: "start",
        summary: "Start a timer: a timed habit on today's timeline, its end written by stop.",
        discussion: """
            Writes a running entry, - 14:00- 📖 Read, on today's timeline: its start is now, or --at,
            snapped down to its slot (14:05 is 14:00; a line on standard error says so for --at), and
            never later than now. Its end is written by 'dawn-journal stop'. Until then it counts up
            to now on today; a running entry left on an earlier day counts nothing and lint warns
            (still-running): write its end with 'dawn-journal resize HABIT --date DATE --at HH:MM
            --until HH:MM'.

            One timer runs at a time: a running entry of another habit that day is stopped first,
            where the new one starts (at least one slot long), in the same write (klog's switch).
            Starting the habit that is running changes nothing. A timer runs on today only: before
            [journal] day_starts that is still yesterday, and a start after midnight is written past
            24:00 (00:30 is 24:30). A checkbox habit has no timer: tick it with log.

            One line is inserted and any running one's time range rewritten, under the journal's lock;
            every other byte stays as it was, and the result is re-read before it is written.
            """,
        arguments: [CommonOptions.habitArgument(completion: .loggableHabits)],
        options: [
            .value("--at", "HH:MM", "When it started; 24:00 to 31:59 as written.", default: "now"),
            CommonOptions.dateOption("--date", "The day, which must be today", completion: .pastDates),
            CommonOptions.json("Print the running entry, and what it stopped, as JSON."),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: ["dawn-journal start read", "dawn-journal start \"Deep work\" --at 9:00"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let (journal, _, started) = try HabitDayEdit.run(
            args, context, command: spec,
            options: { () throws(UsageError) in
                try args["--at"].map { s throws(UsageError) in
                    try DateArgument.time(s, option: "--at", command: spec, night: true)
                }
            },
            change: { j, t, at throws(JournalRefusal) in
                try j.start(StartRequest(habit: t.habit, date: t.date, at: at))
            })
        guard try TimerReport.report(started, args, context, journal: journal, command: spec) else { return 0 }
        context.stdout.write(
            "\(started.date)  \(started.start)-  \(started.habit.label)  (\(started.changed ? "started" : "already running"))\n"
        )
        return 0
    }
}
