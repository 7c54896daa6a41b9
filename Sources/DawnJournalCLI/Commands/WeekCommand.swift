import DawnJournal
import Foundation

/// `dawn-journal week [DATE]`: the seven days of a week, done of due each.
enum WeekCommand: Command {
    static let spec = CommandSpec(
        name: "week",
        synopsis: "week [DATE] [--json] [--journal DIR] [--color WHEN]",
        summary: "The seven days of a week: habits done out of due each day.",
        help: """
        Shows the week holding DATE (default: today), Monday first unless [journal] week_starts
        says otherwise, with how many due habits were done each day and a small bar; today is
        marked. Future days show nothing: nothing can be done there yet.

        Arguments:
          DATE                YYYY-MM-DD, today, yesterday or -N. Default: today.

        Options:
          --json              {"days": [{"date", "done", "due"}]}
        \(CommonOptions.journalHelp)
        \(CommonOptions.colorHelp)
        """,
        flags: ["--json"],
        options: ["--journal", "--color"],
        maxPositionals: 1)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let style = try Style.resolve(args["--color"], context: context, command: spec)
        var start: LocalDate? = nil
        let data = try ViewData.load(args, context) { today in
            let date = try args.positionals.first.map { s throws(UsageError) in try DateArgument.parse(s, today: today, command: spec) } ?? today
            start = date  // adjusted below once settings are known
            return date.adding(days: -7)...date.adding(days: 7)
        }
        let weekStart = data.habits.settings.weekStarts
        let back = (start!.weekday - weekStart + 7) % 7
        let first = start!.adding(days: -back)
        let days = (0..<7).map { data.counter.day(first.adding(days: $0)) }
        if args.has("--json") {
            context.stdout.write(JSON.object([("days", .array(days.map { d in
                .object([("date", .string(d.date.description)), ("done", .int(d.done)), ("due", .int(d.due))])
            }))]).rendered)
            return 0
        }
        var out = style.bold("Week of \(first)") + style.dim("  to \(first.adding(days: 6))") + "\n\n"
        guard !data.habits.habits.isEmpty else {
            context.stdout.write(out + ViewData.noHabits + "\n")
            return 0
        }
        for d in days {
            let name = ViewData.weekdayNames[d.date.weekday - 1] + " " + (d.date.day < 10 ? " " : "") + "\(d.date.day)"
            var line = (d.isToday ? style.bold(name) : name) + "  "
            if d.isFuture {
                line += style.dim(String(repeating: "·", count: 10))
            } else if d.due == 0 {
                line += style.dim(String(repeating: "░", count: 10)) + "  " + style.dim("nothing due")
            } else {
                let (filled, empty) = ViewData.bar(Double(d.done) / Double(d.due), width: 10)
                line += (style.enabled ? style.green(filled) : filled) + style.dim(empty) + "  \(d.done)/\(d.due)"
            }
            if d.isToday { line += "  " + style.bold("← today") }
            out += line + "\n"
        }
        context.stdout.write(out)
        return 0
    }
}
