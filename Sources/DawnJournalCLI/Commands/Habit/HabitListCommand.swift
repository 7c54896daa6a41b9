import DawnJournal
import DawnJournalText
import Foundation

/// `dawn-journal habit list`: the habits as coloured pills, with their last 30 days.
enum HabitListCommand: Command {
    static let spec = CommandSpec(
        name: "habit list",
        summary: "The habits, as pills, with how often each was done in the last 30 days.",
        discussion: """
            Lists the habits in their habits.toml order (or by how often they were done in the last
            30 days, with --by usage), each as a pill in its colour, with whether it is timed, when
            it is kept ("Mon–Fri", "3 a week"), its amounts ("at least 8 glasses a day", "at most 2
            cups a day"), and
            whether it is archived or not started yet. Reads only the day files of the last 30 days.
            """,
        options: [
            .choice(
                "--by", "ORDER", ["order", "usage"],
                "order: as written in habits.toml; usage: the most done in the last 30 days first.", default: "order"),
            CommonOptions.json(
                #"Print the habits as JSON: {"habits": [{"id", "name", "emoji", "color", "duration", "since", "archived", "status", "done30", "days", "target", "unit", "goal", "limit"}]}."#
            ),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: ["dawn-journal habit list --by usage"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let by = args["--by"] ?? "order"
        guard let order = HabitListView.Order(rawValue: by) else {
            throw UsageError(message: "'--by' takes order or usage, not '\(by)'", command: spec)
        }
        let style = try Style.resolve(args["--color"], context: context, command: spec)
        let journal = try OpenJournal.open(args, context)
        let view = try journal.run(spec) { j throws(JournalRefusal) in try j.habitList(order: order) }
        journal.warn(view.unreadable, view.problems, context)
        if args.has("--json") {
            context.stdout.write(view.json.rendered)
            return 0
        }
        let list = view.rows
        if list.isEmpty {
            context.stdout.write(
                "Get started by adding your first habit.\n  dawn-journal habit add \"Morning Run\" --emoji 🏃 --duration 30m\n"
            )
            return 0
        }
        context.stdout.write(text(view, style: style, width: context.width))
        return 0
    }

    /// The list as text, no line wider than `width`: each habit as a pill in its colour (a
    /// malformed colour in brackets, as without colour), how often it was done lately, what
    /// kind of habit it is; its description on the line below, cut to the width.
    static func text(_ view: HabitListView, style: Style, width: Int) -> String {
        let list = view.rows
        // A label takes at most a third of the width; longer names are cut.
        let room = max(8, width / 3)
        let labels = list.map { row in
            let label = row.habit.label
            return " " + (DisplayWidth.of(label) > room ? TextLine.cut(label, to: room) : label) + " "
        }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        var out = ""
        for (row, label) in zip(list, labels) {
            let h = row.habit
            let padded = DisplayWidth.padded(label, to: labelWidth)
            let color = ViewText.color(h)
            var l =
                style.enabled && color != nil
                ? TextLine(padded) { style.pill($0, color) }
                : TextLine("[" + String(padded.dropFirst().dropLast()) + "]")
            let count = row.doneLately
            var notes = [HabitText.kind(h)] + HabitText.schedule(h)
            switch row.status {
            case .archived: notes.append("archived \(h.archived!)")
            case .notStarted: notes.append(h.since.map { "starts \($0)" } ?? "not started")
            case .active: break
            }
            l.add("  " + String(repeating: " ", count: count < 10 ? 1 : 0) + "\(count) of the last 30 days  ")
            l.add(notes.joined(separator: ", "), style.dim)
            out += l.fitted(to: width) + "\n"
            if let description = h.description, !description.isEmpty {
                let oneLine = description.split(whereSeparator: { LineEnding.isUnicodeLineBreak($0) || $0 == "\t" })
                    .joined(separator: " ")
                out += TextLine("  " + oneLine, style.dim).fitted(to: width) + "\n"
            }
        }
        return out
    }
}
