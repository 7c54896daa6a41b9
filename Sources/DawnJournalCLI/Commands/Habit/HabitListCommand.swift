import DawnJournal
import Foundation

/// `dawn-journal habit list`: the habits as coloured pills, with their last 30 days.
enum HabitListCommand: Command {
    static let spec = CommandSpec(
        name: "habit list",
        synopsis: "habit list [--by order|usage] [--json] [--journal DIR] [--color WHEN]",
        summary: "The habits, as pills, with how often each was done in the last 30 days.",
        help: """
        Lists the habits in their habits.toml order (or by how often they were done in the last
        30 days, with --by usage, as the tray of the timeline app does), each as a pill in its
        colour, with whether it is timed, archived or not started yet. Reads only the day
        files of the last 30 days.

        Options:
          --by order|usage    The order. Default: order (as written in habits.toml).
          --json              {"habits": [{"id", "name", "emoji", "color", "duration", "since",
                              "archived", "status", "done30"}]}
        \(CommonOptions.journalHelp)
        \(CommonOptions.colorHelp)
        """,
        flags: ["--json"],
        options: ["--by", "--journal", "--color"],
        maxPositionals: 0)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let by = args["--by"] ?? "order"
        guard by == "order" || by == "usage" else {
            throw UsageError(message: "'--by' takes order or usage, not '\(by)'", command: spec)
        }
        let style = try Style.resolve(args["--color"], context: context, command: spec)
        // Only the last 30 days' files.
        let data = try ViewData.load(args, context) { today in today.adding(days: -29)...today }
        let today = data.today
        var done: [String: Int] = [:]
        for h in data.habits.habits {
            done[h.id] = (0..<30).filter { data.counter.wasDone(h, on: today.adding(days: -$0)) }.count
        }
        var list = data.habits.habits
        if by == "usage" {
            list = list.enumerated().sorted { (done[$0.element.id] ?? 0, -$0.offset) > (done[$1.element.id] ?? 0, -$1.offset) }.map(\.element)
        }
        func status(_ h: Habit) -> String {
            if let a = h.archived, today >= a { return "archived" }
            if let s = h.since, today < s { return "not-started" }
            return "active"
        }
        if args.has("--json") {
            context.stdout.write(JSON.object([("habits", .array(list.map { h in
                .object([
                    ("id", .string(h.id)), ("name", .string(h.name)), ("emoji", h.emoji.map(JSON.string) ?? .null),
                    ("color", .string((h.color.flatMap(HabitColor.init) ?? HabitColor.neutral).hex)),
                    ("duration", h.duration.map(JSON.int) ?? .null),
                    ("since", h.since.map { .string($0.description) } ?? .null),
                    ("archived", h.archived.map { .string($0.description) } ?? .null),
                    ("status", .string(status(h))), ("done30", .int(done[h.id] ?? 0)),
                ])
            }))]).rendered)
            return 0
        }
        if list.isEmpty {
            context.stdout.write("Get started by adding your first habit.\n  dawn-journal habit add \"Morning Run\" --emoji 🏃 --duration 30m\n")
            return 0
        }
        let labels = list.map { " " + $0.label + " " }
        let width = labels.map { DisplayWidth.of($0) }.max() ?? 0
        for (h, label) in zip(list, labels) {
            let color = h.color.flatMap(HabitColor.init) ?? HabitColor.neutral
            let padded = DisplayWidth.padded(label, to: width)
            let pill = style.enabled ? style.pill(padded, color) : "[" + String(padded.dropFirst().dropLast()) + "]"
            let count = done[h.id] ?? 0
            var notes = [h.duration.map { "timed \(DurationSyntax.text(minutes: $0))" } ?? "checkbox"]
            switch status(h) {
            case "archived": notes.append("archived \(h.archived!)")
            case "not-started": notes.append("starts \(h.since!)")
            default: break
            }
            let days = String(repeating: " ", count: count < 10 ? 1 : 0) + "\(count) of the last 30 days"
            context.stdout.write("\(pill)  \(days)  \(style.dim(notes.joined(separator: ", ")))\n")
        }
        return 0
    }
}
