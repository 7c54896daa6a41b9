import DawnJournal
import Foundation

/// `dawn-journal day [DATE]`: one day's vertical timeline, its checklist and "3 of 7 completed".
enum DayCommand: Command {
    static let spec = CommandSpec(
        name: "day",
        synopsis: "day [DATE] [--json] [--journal DIR] [--color WHEN]",
        summary: "One day: its timeline, its checklist, and how many due habits are done.",
        help: """
        The day's timeline from 06:00 to 22:00 (wider when entries are earlier or later), one row
        per half hour, each entry a block in its habit's colour with emoji, name, times and note;
        then every habit due that day with its box ([x] done, [ ] not yet, [-] skipped); then
        "3 of 7 completed". A future day lists its habits: they can't be completed yet.

        Arguments:
          DATE                YYYY-MM-DD, today, yesterday or -N. Default: today (after
                              [journal] day_starts).

        Options:
          --json              {"date", "entries": [{"habit", "start", "end", "minutes", "note"}],
                              "checklist": [{"habit", "state"}], "done", "due"}
        \(CommonOptions.journalHelp)
        \(CommonOptions.colorHelp)
        """,
        flags: ["--json"],
        options: ["--journal", "--color"],
        maxPositionals: 1)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try show(args, context, command: spec)
    }

    static func show(_ args: ParsedArguments, _ context: CLIContext, command: CommandSpec) throws -> Int32 {
        let style = try Style.resolve(args["--color"], context: context, command: command)
        var chosen: LocalDate? = nil
        let data = try ViewData.load(args, context) { today in
            let date = try args.positionals.first.map { s throws(UsageError) in try DateArgument.parse(s, today: today, command: command) } ?? today
            chosen = date
            return date...date
        }
        let date = chosen!
        let day = data.days[date] ?? Day()
        let counts = data.counter.day(date)
        let habitOf = { (m: HabitMention) in data.habits.habit(named: m.name) }
        if args.has("--json") {
            context.stdout.write(JSON.object([
                ("date", .string(date.description)),
                ("entries", .array(day.entries.sorted { $0.start < $1.start }.map { e in
                    .object([
                        ("habit", .string(habitOf(e.habit)?.id ?? e.habit.name)), ("start", .string(e.start.description)),
                        ("end", .string(e.end.description)), ("minutes", .int(e.minutes)), ("note", e.note.map(JSON.string) ?? .null),
                    ])
                })),
                ("checklist", .array(day.checklist.map { i in
                    .object([("habit", .string(habitOf(i.habit)?.id ?? i.habit.name)), ("state", .string(i.state.rawValue))])
                })),
                ("done", .int(counts.done)), ("due", .int(counts.due)),
            ]).rendered)
            return 0
        }
        let weekday = ViewData.weekdayLong[date.weekday - 1]
        var out = style.bold("\(weekday) \(date)") + (date == data.today ? style.dim("  today") : "") + "\n\n"
        if data.habits.habits.isEmpty { return write(out + ViewData.noHabits + "\n", context) }
        if date > data.today {
            // The habits that will be active then (Counter's states are all n/a in the future).
            let active = data.habits.habits.filter { h in
                (h.since ?? data.firstDay ?? date) <= date && (h.archived.map { date < $0 } ?? true)
            }
            out += "Can't complete future habits.\n\n"
            for h in active { out += "  " + ViewData.pill(h) + "\n" }
            if active.isEmpty { out += ViewData.noHabitsForDay + "\n" }
            return write(out, context)
        }
        out += timeline(day, data: data, style: style)
        // The checklist: every habit due that day, with its box.
        let states = data.habits.habits.map { ($0, data.counter.state($0, on: date)) }.filter { $0.1 != .na }
        if states.isEmpty {
            out += ViewData.noHabitsForDay + "\n"
            return write(out, context)
        }
        out += style.bold("Checklist") + "\n"
        for (h, state) in states {
            let box: String
            switch state {
            case .done: box = style.enabled ? style.green("[x]") : "[x]"
            case .skipped: box = style.dim("[-]")
            default: box = "[ ]"
            }
            out += "  \(box) \(ViewData.pill(h))\n"
        }
        out += "\n\(counts.done) of \(counts.due) completed\n"
        if date == data.today, counts.due > 0, counts.done == counts.due {
            out += "All habits completed for today. See you tomorrow.\n"
        }
        return write(out, context)
    }

    static func write(_ s: String, _ context: CLIContext) -> Int32 {
        context.stdout.write(s)
        return 0
    }

    /// Half-hour rows from 06:00 (or the first entry) to 22:00 (or the last).
    static func timeline(_ day: Day, data: ViewData, style: Style) -> String {
        let entries = day.entries.sorted { ($0.start, $0.line) < ($1.start, $1.line) }
        guard !entries.isEmpty else { return style.dim("Nothing on the timeline.") + "\n\n" }
        let first = min(6 * 60, entries.map(\.start.minutes).min()! / 60 * 60)
        let last = max(22 * 60, (entries.map(\.end.minutes).max()! + 59) / 60 * 60)
        var out = ""
        var row = first
        while row < last {
            let label = row % 60 == 0 ? TimeOfDay(minutes: row)!.description : "     "
            var cells: [String] = []
            for e in entries where e.start.minutes < row + 30 && e.end.minutes > row {
                let habit = data.habits.habit(named: e.habit.name)
                let color = habit.map(ViewData.color) ?? HabitColor.neutral
                let block = style.enabled ? style.pill("  ", color) : "█▌"
                if e.start.minutes >= row && e.start.minutes < row + 30 {
                    let name = habit.map(ViewData.pill) ?? ((e.habit.emoji.map { $0 + " " } ?? "") + e.habit.name)
                    cells.append(block + " " + name + "  " + style.dim("\(e.start)-\(e.end)" + (e.note.map { " -- " + $0 } ?? "")))
                } else {
                    cells.append(block)
                }
            }
            out += style.dim(label + " │") + (cells.isEmpty ? "" : " " + cells.joined(separator: "   ")) + "\n"
            row += 30
        }
        return out + "\n"
    }
}

/// `dawn-journal today`: the same as `day` for today.
enum TodayCommand: Command {
    static let spec = CommandSpec(
        name: "today",
        synopsis: "today [--json] [--journal DIR] [--color WHEN]",
        summary: "Today's timeline and checklist (the same as 'day').",
        help: """
        The same as 'dawn-journal day' with no date: today, after [journal] day_starts.

        Options:
          --json              As for 'day'.
        \(CommonOptions.journalHelp)
        \(CommonOptions.colorHelp)
        """,
        flags: ["--json"],
        options: ["--journal", "--color"],
        maxPositionals: 0)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try DayCommand.show(args, context, command: spec)
    }
}
