import DawnJournal
import DawnJournalText

/// `dawn-journal summary`: the Insights view (also `dawn-journal insights`).
enum SummaryCommand: Command {
    static let spec = CommandSpec(
        name: "summary",
        summary: "Insights over a window: overall, by habit, most consistent, room for growth.",
        discussion: """
            Overall consistency is done habit-days out of due habit-days: a habit is due on a date
            when it is active (since ≤ date < archived) and not skipped ([-]); today's habits not
            done yet are pending and left out of both. By Habit gives the same ratio per habit, and
            the time spent on the timeline. Most Consistent is the highest ratio; Room for Growth the
            lowest (left out when it shows below 5%: 4.8% shows as 5% and is kept). No streaks, no
            comparisons: observations. 'dawn-journal insights' is the same command, by the name the
            checklist app gives this view.
            """,
        options: ViewPreamble.options(
            [
                .value(
                    "--days", "N", "The window's length in days, 1 or more: 7, 30, 90.",
                    default: "30, from the journal's first day when it began later"),
                CommonOptions.dateOption("--to", "The window's last day"),
            ],
            json:
                #"Print the summary as JSON: {"from", "to", "overall": {"done", "due", "percent"}, "habits": [{"id", "name", "done", "due", "percent", "minutes"}], "mostConsistent", "roomForGrowth"} (Docs/JSON.md)."#
        ),
        examples: ["dawn-journal summary --days 90"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try show(args, context, command: spec)
    }

    /// `summary`, or `insights` when `command` is its spec (for its usage errors and help).
    static func show(_ args: ParsedArguments, _ context: CLIContext, command: CommandSpec) throws -> Int32 {
        try ViewPreamble.run(
            args, context, command: command, window: DateArgument.window,
            view: { j, window throws(JournalRefusal) in try j.summary(window) },
            output: { s, style, width in text(s, style: style, width: width) })
    }

    /// Insights as text, no line wider than `width`. The bars are neutral grey; a habit's
    /// colour marks only its name.
    static func text(_ s: Summary, style: Style, width: Int) -> String {
        var out =
            (TextLine(InsightsText.heading, style.bold)
            + TextLine(
                "  " + DateText.window(from: s.from, to: s.to, startsWithJournal: s.startsWithJournal), style.dim))
            .fitted(to: width) + "\n\n"
        func line(_ l: TextLine) { out += l.fitted(to: width) + "\n" }
        func sentence(_ text: String) {
            for l in TextLayout.wrap(text, width: width, lead: "  ", indent: "  ") { out += l + "\n" }
        }
        // The same sentences as the page's Insights (InsightsText.empty and .cards).
        if let empty = InsightsText.empty(s) {
            return out + empty + "\n"
                + (empty == EmptyStateText.noActiveHabits ? EmptyStateText.addOne(.commandLine) + "\n" : "")
        }
        out += style.bold(InsightsText.overallConsistency) + "\n"
        line(
            TextLine("  \(NumberText.percent(s.percent))  ")
                + TextLine(InsightsText.outOf(done: s.done, due: s.due), style.dim))
        out += "\n" + style.bold(InsightsText.byHabit) + "\n"
        // What follows each bar: "21 of 29 · 12h 30m".
        let tails = s.habits.map(InsightsText.detail)
        // The names take at most a third of the width; the bar shrinks from 20 cells to 10
        // before the text after it is cut.
        let longest = s.habits.map { DisplayWidth.of(ViewText.pill($0.habit)) }.max() ?? 0
        let labelWidth = min(longest, max(8, width / 3))
        let longestTail =
            s.habits.indices.filter { s.habits[$0].percent != nil }.map { DisplayWidth.of(tails[$0]) }.max() ?? 0
        let barWidth = max(10, min(20, width - (2 + labelWidth + 2 + 1 + 4 + 2) - longestTail))
        for (c, tail) in zip(s.habits, tails) {
            let label = ViewText.pill(c.habit)
            let name = DisplayWidth.padded(
                DisplayWidth.of(label) > labelWidth ? TextLayout.fit(label, width: labelWidth) : label, to: labelWidth)
            // The habit's colour marks a `●` in the indent (when colour is on), never the name.
            let color = style.enabled ? ViewText.color(c.habit) : nil
            var l =
                (color.map { color in TextLine(ViewText.mark) { style.colored($0, color) } + TextLine(" ") }
                    ?? TextLine("  ")) + TextLine(name)
            l.add("  ")
            if let p = c.percent {
                let (filled, empty) = ViewText.bar(p / 100, width: barWidth)
                l.add(filled, style.grey)
                l.add(empty, style.dim)
                l.add(
                    " " + String(repeating: " ", count: max(0, 4 - NumberText.percent(p).count)) + NumberText.percent(p)
                        + "  ")
            }
            l.add(tail, style.dim)
            line(l)
        }
        out += "\n"
        let (cards, notEnough) = InsightsText.cards(s)
        if let notEnough { return out + notEnough + "\n" }
        for (i, card) in cards.enumerated() {
            out += (i > 0 ? "\n" : "") + style.bold(card.heading) + "\n"
            sentence(card.text)
        }
        return out
    }
}

/// `dawn-journal insights`: the same as `summary`, by the name the checklist app gives the view.
enum InsightsCommand: Command {
    static let spec = CommandSpec(
        name: "insights",
        summary: "The Insights (the same as 'summary').",
        discussion:
            "The same as 'dawn-journal summary', with the same options: the checklist app calls this view Insights.",
        options: SummaryCommand.spec.options,
        examples: ["dawn-journal insights", "dawn-journal insights --days 90 --json"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try SummaryCommand.show(args, context, command: spec)
    }
}
