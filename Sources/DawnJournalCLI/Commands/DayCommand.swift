import DawnJournal
import Foundation

/// `dawn-journal day [DATE]`: one day's vertical timeline, its checklist and "3 of 7 completed".
enum DayCommand: Command {
    static let spec = CommandSpec(
        name: "day",
        summary: "One day: its timeline, its checklist, and how many due habits are done.",
        discussion: """
        The day's timeline from 06:00 to 22:00 (wider when entries are earlier or later), one row
        per half hour, each entry a block in its habit's colour with emoji, name, times and note;
        then every habit of the day with its box ([x] done, [ ] not yet, [-] skipped), still to do
        first and done after it, with its progress: "Guitar · 1 of 3 this week" (a target
        habit; once met it is done for the period), "Drink Water · 6 of 8 glasses" (an amount);
        then "3 of 7 completed". A habit kept on some weekdays shows only on those days (unless
        done). A future day lists its habits: they can't be completed yet.
        """,
        arguments: [CommonOptions.dateArgument(default: "today (after [journal] day_starts)")],
        options: [
            CommonOptions.json(#"Print the day as JSON: {"date", "entries", "checklist", "habits": [{"id", "state", "due", "total", "unit", "period"}], "done", "due"} (Docs/JSON.md)."#),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: ["dawn-journal day", "dawn-journal day yesterday", "dawn-journal day 2026-11-20 --json"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try show(args, context, command: spec)
    }

    static func show(_ args: ParsedArguments, _ context: CLIContext, command: CommandSpec) throws -> Int32 {
        let style = try Style.resolve(args["--color"], context: context, command: command)
        let date = try DateArgument.optional(args.positionals.first, command: command)
        let journal = try OpenJournal.open(args, context)
        let view = try journal.run(command) { j throws(JournalRefusal) in try j.dayView(date) }
        journal.warnUnreadable(view.unreadable, context)
        if args.has("--json") {
            context.stdout.write(view.json.rendered)
            return 0
        }
        let weekday = ViewText.weekdayLong[view.date.weekday - 1]
        var out = style.bold("\(weekday) \(view.date)") + (view.isToday ? style.dim("  today") : "") + "\n\n"
        if view.habits.isEmpty { return write(out + ViewText.noHabits + "\n", context) }
        if view.isFuture {
            out += "Can't complete future habits.\n\n"
            for h in view.upcoming { out += "  " + ViewText.pill(h) + "\n" }
            if view.upcoming.isEmpty { out += ViewText.noHabitsForDay + "\n" }
            return write(out, context)
        }
        out += timeline(view, style: style)
        if view.due.isEmpty {
            out += ViewText.noHabitsForDay + "\n"
            return write(out, context)
        }
        out += style.bold("Checklist") + "\n"
        for d in view.due {
            let box: String
            switch d.state {
            case .done: box = style.enabled ? style.green("[x]") : "[x]"
            case .skipped: box = style.dim("[-]")
            default: box = "[ ]"
            }
            let detail = ViewText.progress(d, today: view.today)
            out += "  \(box) \(ViewText.pill(d.habit))" + (detail.isEmpty ? "" : style.dim(" · " + detail)) + "\n"
        }
        let counts = view.counts
        out += "\n\(counts.done) of \(counts.due) completed\n"
        if view.isToday, counts.due > 0, counts.done == counts.due {
            out += "All habits completed for today. See you tomorrow.\n"
        }
        return write(out, context)
    }

    static func write(_ s: String, _ context: CLIContext) -> Int32 {
        context.stdout.write(s)
        return 0
    }

    /// Half-hour rows from 06:00 (or the first entry) to 22:00 (or the last).
    static func timeline(_ view: DayView, style: Style) -> String {
        let entries = view.entries.map(\.entry)
        guard !entries.isEmpty else { return style.dim("Nothing on the timeline.") + "\n\n" }
        let first = min(6 * 60, entries.map(\.start.minutes).min()! / 60 * 60)
        let last = max(22 * 60, (entries.map(\.end.minutes).max()! + 59) / 60 * 60)
        var out = ""
        var row = first
        while row < last {
            let label = row % 60 == 0 ? TimeOfDay(minutes: row)!.description : "     "
            var cells: [String] = []
            for (e, habit) in view.entries.map({ ($0.entry, $0.habit) }) where e.start.minutes < row + 30 && e.end.minutes > row {
                let color = habit.map(ViewText.color) ?? HabitColor.neutral
                let block = style.enabled ? style.pill("  ", color) : "█▌"
                if e.start.minutes >= row && e.start.minutes < row + 30 {
                    let name = habit.map(ViewText.pill) ?? ((e.habit.emoji.map { $0 + " " } ?? "") + e.habit.name)
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
        summary: "Today's timeline and checklist (the same as 'day').",
        discussion: "The same as 'dawn-journal day' with no date: today, after [journal] day_starts.",
        options: [CommonOptions.json("Print the day as JSON, as 'day --json' does."), CommonOptions.journal, CommonOptions.color],
        examples: ["dawn-journal today", "dawn-journal --journal ~/journal today"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try DayCommand.show(args, context, command: spec)
    }
}
