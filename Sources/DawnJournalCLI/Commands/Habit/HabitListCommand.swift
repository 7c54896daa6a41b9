import DawnJournal
import DawnJournalText

/// `dawn-journal habit list`: the habits as coloured pills, with their last 30 days.
enum HabitListCommand: Command {
    static let spec = CommandSpec(
        name: "habit list",
        summary: "The habits, as pills, with how often each was done in the last 30 days.",
        discussion: """
            Lists the habits under "My Habits", each as a pill in its colour, with on how many of
            the last 30 days it was done, whether it is timed, when it is kept ("Mon–Fri", "3 a
            week"), its amounts ("at least 8 glasses a day", "at most 2 cups a day"), and whether it
            is archived or not started yet. In habits.toml's order, or --by: recent, the most done
            in the last 30 days first; uses, the most used of all time first, in the order in which
            the day's timeline offers habits to place (its instances ever: every entry that has
            begun and every ticked line, two walks on one day are two; the newest first among
            equals; this reads every day file);
            newest, the newest first (by since, a habit without one counting from the journal's
            first day; of two with the same since, the one written later first). usage is
            recent's former name, still accepted. Otherwise reads only the day files of the last
            30 days.
            """,
        options: [
            .choice(
                "--by", "ORDER", HabitListView.Order.allCases.map(\.rawValue) + ["usage"],
                "order: as written in habits.toml; recent: the most done in the last 30 days first; uses: the most instances of all time first, as the timeline offers habits; newest: the latest since first; usage: the same as recent.",
                default: "order"),
            CommonOptions.json(
                #"Print the habits as JSON: {"habits": [{"id", "name", "formerNames", "emoji", "color", "duration", "since", "archived", "status", "done30", "days", "target", "every", "unit", "goal", "limit", "uses"}]}."#
            ),
            CommonOptions.journal, CommonOptions.color,
        ],
        examples: ["dawn-journal habit list --by uses", "dawn-journal habit list --by newest"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let by = args["--by"] ?? "order"
        // `usage` is the 30-day order's former name.
        guard let order = HabitListView.Order(rawValue: by == "usage" ? "recent" : by) else {
            throw UsageError(message: "'--by' takes order, recent, uses or newest, not '\(by)'", command: spec)
        }
        let style = try Style.resolve(args["--color"], context: context, command: spec)
        let journal = try OpenJournal.open(args, context)
        let view = try journal.run(spec) { j throws(JournalRefusal) in try j.habitList(order: order) }
        journal.warn(view.unreadable, view.problems, context)
        if args.has("--json") {
            context.stdout.write(HabitsScreenText.document(view).rendered)
            return 0
        }
        context.stdout.write(text(view, order: order, style: style, width: context.width))
        return 0
    }

    /// The list as text, no line wider than `width`, under "My Habits": each habit as a pill in
    /// its colour (a malformed colour in brackets, as without colour), how often it was done
    /// lately (ordered by `uses`: on how many days of all time), what kind of habit it is
    /// (ordered by `newest`: since when); its description on the line below, cut to the width.
    static func text(_ view: HabitListView, order: HabitListView.Order = .order, style: Style, width: Int) -> String {
        var out = style.bold(HabitText.listHeading) + "\n\n"
        let list = view.rows
        if list.isEmpty {
            return out + EmptyStateText.noHabits
                + "\n  dawn-journal habit add \"Morning Run\" --emoji 🏃 --duration 30m\n"
        }
        // A label takes at most a third of the width; longer names are cut.
        let room = max(8, width / 3)
        let labels = list.map { row in
            let label = row.habit.label
            return " " + (DisplayWidth.of(label) > room ? TextLayout.fit(label, width: room) : label) + " "
        }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let usesWidth = list.map { NumberText.times($0.uses ?? 0).count }.max() ?? 0
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
            if let status = HabitText.status(h, row.status) { notes.append(status) }
            // Newest first: since when, first.
            if order == .newest, row.status != .notStarted, let since = h.since {
                notes.insert("since \(since)", at: 0)
            }
            if let uses = row.uses {
                let times = NumberText.times(uses)
                l.add("  " + String(repeating: " ", count: usesWidth - times.count) + times + " in all  ")
            } else {
                l.add("  " + String(repeating: " ", count: count < 10 ? 1 : 0) + "\(count) of the last 30 days  ")
            }
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
