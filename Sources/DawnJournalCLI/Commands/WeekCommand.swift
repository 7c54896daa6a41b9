import DawnJournal
import DawnJournalText

/// `dawn-journal week [DATE]`: the seven days of a week, done of due each.
enum WeekCommand: Command {
    static let spec = CommandSpec(
        name: "week",
        summary: "The seven days of a week: habits done out of due each day.",
        discussion: """
            Shows the week holding DATE, Monday first unless [journal] week_starts
            says otherwise, with how many due habits were done each day and a small bar; today is
            marked. Future days show nothing: nothing can be done there yet. A habit kept on some
            weekdays is due only on those; a target habit while its period is not met. Under the
            strip, each target habit's period: "Guitar · 2 of 3 this week".
            """,
        arguments: [CommonOptions.dateArgument("A day of the week")],
        options: ViewPreamble.options(
            json:
                #"Print the week as JSON: {"days": [{"date", "done", "due"}], "targets": [{"id", "from", "to", "done", "target", "state"}]} (Docs/JSON.md)."#
        ),
        examples: ["dawn-journal week", "dawn-journal week -7"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try ViewPreamble.run(
            args, context, command: spec, window: DateArgument.day,
            view: { j, date throws(JournalRefusal) in try j.weekView(date) },
            output: { week, style, width in text(week, style: style, width: width) })
    }

    /// The week as text: a line a day with its bar, then each target habit's period.
    static func text(_ week: WeekView, style: Style, width: Int) -> String {
        let (first, days) = (week.start, week.days)
        var out =
            (TextLine("Week of \(first)", style.bold) + TextLine("  to \(week.end)", style.dim)).fitted(to: width)
            + "\n\n"
        guard week.hasHabits else { return out + EmptyStateText.noHabits + "\n" }
        for d in days {
            let name = DateText.weekday(d.date.weekday, .short) + " " + (d.date.day < 10 ? " " : "") + "\(d.date.day)"
            var line = (d.isToday ? style.bold(name) : name) + "  "
            if d.isFuture {
                line += style.dim(String(repeating: "·", count: 10))
            } else if d.due == 0 {
                line += style.dim(String(repeating: "░", count: 10)) + "  " + style.dim("nothing due")
            } else {
                let (filled, empty) = ViewText.bar(Double(d.done) / Double(d.due), width: 10)
                line += (style.enabled ? style.green(filled) : filled) + style.dim(empty) + "  \(d.done)/\(d.due)"
            }
            if d.isToday { line += "  " + style.bold("← today") }
            out += line + "\n"
        }
        if !week.targets.isEmpty { out += "\n" }
        for (h, p) in week.targets {
            var l = TextLine("  ") + DayCommand.pill(h, style: style)
            l.add(" · \(HabitText.period(p, h.target!, today: week.today))")
            if h.target!.period == .month { l.add("  \(p.from) – \(p.to)", style.dim) }
            out += l.fitted(to: width) + "\n"
        }
        return out
    }
}
