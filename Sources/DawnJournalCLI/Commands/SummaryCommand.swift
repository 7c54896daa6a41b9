import DawnJournal
import Foundation

/// `dawn-journal summary`: the Insights view.
enum SummaryCommand: Command {
    static let spec = CommandSpec(
        name: "summary",
        summary: "Consistency over a window: overall, by habit, most consistent, room for growth.",
        discussion: """
        Overall consistency is done habit-days out of due habit-days: a habit is due on a date
        when it is active (since ≤ date < archived) and not skipped ([-]); today's habits not
        done yet are pending and left out of both. By Habit gives the same ratio per habit, and
        the time spent on the timeline. Most Consistent is the highest ratio; Room for Growth the
        lowest (left out below 5%). No streaks, no comparisons: observations.
        """,
        options: [
            .value("--days", "N", "The window's length in days, 1 or more: 7, 30, 90.", default: "30"),
            CommonOptions.dateOption("--to", "The window's last day"),
            CommonOptions.json(#"Print the summary as JSON: {"from", "to", "overall": {"done", "due", "percent"}, "habits": [{"id", "name", "done", "due", "percent", "minutes"}], "mostConsistent", "roomForGrowth"} (Docs/JSON.md)."#),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: ["dawn-journal summary --days 90"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let style = try Style.resolve(args["--color"], context: context, command: spec)
        let window = try DateArgument.window(args, command: spec)
        let journal = try OpenJournal.open(args, context)
        let s = try journal.run(spec) { j throws(JournalRefusal) in try j.summary(window) }
        journal.warnUnreadable(s.unreadable, context)
        if args.has("--json") {
            context.stdout.write(s.json.rendered)
            return 0
        }
        context.stdout.write(text(s, style: style))
        return 0
    }

    static func text(_ s: Summary, style: Style) -> String {
        let days = s.dayCount
        var out = style.bold("Summary") + style.dim("  \(s.from) – \(s.to) · \(days) day\(days == 1 ? "" : "s")") + "\n\n"
        if s.habits.isEmpty { return out + ViewText.noHabits + "\n" }
        if !s.hasHistory { return out + ViewText.noHistory + "\n" }
        out += style.bold("Overall Consistency") + "\n"
        out += "  \(ViewText.percent(s.percent))  " + style.dim("\(s.done) out of \(s.due)") + "\n\n"
        out += style.bold("By Habit") + "\n"
        let labels = s.habits.map { ViewText.pill($0.habit) }
        let width = labels.map { DisplayWidth.of($0) }.max() ?? 0
        for (c, label) in zip(s.habits, labels) {
            let name = DisplayWidth.padded(label, to: width)
            guard let p = c.percent else {
                var line = "  \(name)  " + style.dim("not due in this window")
                if let total = c.total, let unit = c.habit.unit, total > .zero { line += style.dim(" · \(total) \(unit)") }
                out += line + "\n"
                continue
            }
            let (filled, empty) = ViewText.bar(p / 100, width: 20)
            let color = ViewText.color(c.habit)
            let bar = style.enabled ? style.wrap(filled, "38;2;\(color.red);\(color.green);\(color.blue)") + style.dim(empty) : filled + empty
            let pct = String(repeating: " ", count: max(0, 4 - ViewText.percent(p).count)) + ViewText.percent(p)
            var line = "  \(name)  \(bar) \(pct)  " + style.dim("\(c.done) of \(c.due)")
            if let target = c.habit.target { line += style.dim(" · \(target.count) a \(target.period.rawValue)") }
            if c.habit.isTimed && c.minutes > 0 { line += style.dim(" · \(ViewText.hours(c.minutes))") }
            if let total = c.total, let unit = c.habit.unit {
                line += style.dim(" · \(total) \(unit)" + (c.averagePerDueDay.map { " · \(ViewText.decimal($0)) a day" } ?? ""))
            }
            out += line + "\n"
        }
        out += "\n"
        guard s.hasInsights, let most = s.mostConsistent, let mc = s.habits.first(where: { $0.habit.id == most.id }) else {
            return out + ViewText.notEnough + "\n"
        }
        out += style.bold("Most Consistent") + "\n"
        out += "  \(ViewText.pill(most)) has been completed \(times(mc.done)) (\(ViewText.percent(mc.percent)))\n"
        if let growth = s.roomForGrowth, let gc = s.habits.first(where: { $0.habit.id == growth.id }) {
            out += "\n" + style.bold("Room for Growth") + "\n"
            out += "  \(ViewText.pill(growth)) has been completed \(times(gc.done)) (\(ViewText.percent(gc.percent)))\n"
        }
        return out
    }

    static func times(_ n: Int) -> String { n == 1 ? "once" : "\(n) times" }
}
