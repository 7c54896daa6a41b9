import DawnJournal
import DawnJournalText

/// `dawn-journal due [--date D] [--json] [-q]`: what the Today checklist still shows to do, in
/// its order and words; exit status 0 when something is due, 1 when nothing is.
enum DueCommand: Command {
    static let spec = CommandSpec(
        name: "due",
        summary: "What is still to do today, as the Today checklist shows it; exit 1 when nothing is.",
        discussion: """
            The habits the day's checklist shows with an open box ([ ]) right now, still to do first
            in habits.toml order, with the same words as 'day': due by their weekdays, every N days,
            targets ("Guitar · 1 of 3 this week"), amounts below their goal ("Drink Water · 6 of 8
            glasses"), timed habits with no entry yet; not a habit done, skipped, paused, met for
            its period or not due that day, nor a limit habit already past its limit (nothing can
            be done about it). A future date lists the habits due then.
            The exit status is 0 when something is due and 1 when nothing is, so that a script can
            wire it to a notifier of its own; dawn-journal itself never reminds. For example, a
            crontab line that asks at 20:00 each day:
              0 20 * * * dawn-journal due -q && notify-send "Habits to do"
            """,
        options: ViewPreamble.options(
            [
                CommonOptions.dateOption("--date", "The day"),
                OptionSpec(name: "--quiet", short: "-q", help: "Print nothing: only the exit status says."),
            ],
            json:
                #"Print what is due as JSON: {"date", "due": [{"id", "name", "state", "total", "unit", "period"}]} (Docs/JSON.md)."#
        ),
        examples: ["dawn-journal due", "dawn-journal due -q && echo 'something to do'", "dawn-journal due --json"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let style = try Style.resolve(args["--color"], context: context, command: spec)
        let date = try DateArgument.optional(args["--date"], command: spec)
        let journal = try OpenJournal.open(args, context)
        let view = try journal.run(spec) { j throws(JournalRefusal) in try j.dayView(date) }
        journal.warn(view.unreadable, view.problems, context)
        let status: Int32 = view.stillToDo.isEmpty ? 1 : 0
        if args.has("--quiet") { return status }
        if args.has("--json") {
            context.stdout.write(view.dueJSON.rendered)
            return status
        }
        context.stdout.write(text(view, style: style, width: context.width))
        return status
    }

    /// One line per habit still to do, as `day`'s checklist writes it; the seeds' empty state
    /// when nothing is.
    static func text(_ view: DayView, style: Style, width: Int) -> String {
        guard !view.stillToDo.isEmpty else {
            if view.isToday, view.counts.due > 0 {
                return EmptyStateText.allCompletedToday + " " + EmptyStateText.seeYouTomorrow + "\n"
            }
            return EmptyStateText.noHabitsForDay + "\n"
        }
        var out = ""
        for d in view.stillToDo {
            out += DayCommand.checklistLine(d, today: view.today, style: style).fitted(to: width) + "\n"
        }
        return out
    }
}
