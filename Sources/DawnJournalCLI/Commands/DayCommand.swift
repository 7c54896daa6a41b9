import DawnJournal
import DawnJournalText

/// `dawn-journal day [DATE]`: one day's vertical timeline, its checklist and "3 of 7 completed".
enum DayCommand: Command {
    static let spec = CommandSpec(
        name: "day",
        summary: "One day: its timeline, its checklist, and how many due habits are done.",
        discussion: """
            The day's timeline from 06:00 to 22:00 (wider when entries are earlier or later), one row
            per half hour, each entry a block in its habit's colour with emoji, name, times and note
            (an entry that starts later than now is an outline marked 'planned': it counts once its
            start has passed);
            then every habit of the day with its box ([x] done, [ ] not yet, [-] skipped), still to do
            first and done after it, with its progress: "Guitar · 1 of 3 this week" (a target
            habit; once met it is done for the period), "Drink Water · 6 of 8 glasses" (an amount);
            then "3 of 7 completed" (or "All habits skipped for this day." when every habit due was
            skipped). A habit kept on some weekdays shows only on those days (unless done). A future
            day lists the habits due then, by their weekdays and targets: they can't be completed yet.
            """,
        arguments: [CommonOptions.dateArgument(default: "today (after [journal] day_starts)")],
        options: ViewPreamble.options(
            json:
                #"Print the day's screen as JSON: {"date", "entries" (with their lanes), "checklist", "habits", "done", "due", "when", "clock", "order", "tray", "counter", "emptyState"} (Docs/JSON.md)."#
        ),
        examples: ["dawn-journal day", "dawn-journal day yesterday", "dawn-journal day 2026-11-20 --json"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try show(args, context, command: spec)
    }

    static func show(_ args: ParsedArguments, _ context: CLIContext, command: CommandSpec) throws -> Int32 {
        // The tray's order, in the JSON only, needs every day file's instances.
        let json = args.has("--json")
        return try ViewPreamble.run(
            args, context, command: command, window: DateArgument.day,
            view: { j, date throws(JournalRefusal) in
                // The tray's order, in the JSON only, needs the journal's counts (InstanceCountsKeeper).
                var counts = InstanceCountsKeeper()
                return json
                    ? try counts.dayScreen(j, date, week: true) : try j.dayScreen(date, instances: InstanceCounts())
            },
            output: { screen, style, width in text(screen, style: style, width: width) })
    }

    /// The day as text, no line wider than `width`: the timeline, the checklist, done of due,
    /// then the day's front matter and the person's notes; the sentences the screen says.
    static func text(_ screen: DayScreen, style: Style, width: Int) -> String {
        let view = screen.day
        let weekday = DateText.weekday(view.date.weekday)
        var out = style.bold("\(weekday) \(view.date)") + (view.isToday ? style.dim("  today") : "") + "\n\n"
        func line(_ l: TextLine) { out += l.fitted(to: width) + "\n" }
        if screen.emptyState == .noHabits {
            return out + EmptyStateText.noHabits + "\n" + journal(view, style: style, width: width)
        }
        if screen.emptyState == .habitsStart, let first = screen.startsOn {
            if !view.isFuture { out += timeline(screen, style: style, width: width) }
            return out + EmptyStateText.habitsStart(on: first) + "\n" + journal(view, style: style, width: width)
        }
        if screen.emptyState == .noActiveHabits {
            if !view.isFuture { out += timeline(screen, style: style, width: width) }
            return out + EmptyStateText.noActiveHabits + "\n" + EmptyStateText.addOne(.commandLine) + "\n"
                + journal(view, style: style, width: width)
        }
        if view.isFuture {
            out += DayText.future + "\n\n"
            for h in view.upcoming { line(TextLine("  ") + pill(h, style: style)) }
            if screen.emptyState == .noHabitsForDay { out += EmptyStateText.noHabitsForDay + "\n" }
            return out + journal(view, style: style, width: width)
        }
        out += timeline(screen, style: style, width: width)
        if screen.emptyState == .noHabitsForDay {
            return out + EmptyStateText.noHabitsForDay + "\n" + journal(view, style: style, width: width)
        }
        out += style.bold("Checklist") + "\n"
        for d in screen.checklist { line(TextLine("  ") + checklistLine(d, today: view.today, style: style)) }
        if let counter = screen.counter {
            out += "\n" + DayText.counter(done: counter.done, due: counter.due) + "\n"
        } else if screen.emptyState == .allSkipped {
            // A rest day: not "0 of 0 completed".
            out += "\n" + DayText.allSkipped + "\n"
        }
        if screen.emptyState == .allCompletedToday {
            out += EmptyStateText.allCompletedToday + " " + EmptyStateText.seeYouTomorrow + "\n"
        }
        return out + journal(view, style: style, width: width)
    }

    /// A habit's line in the checklist, as `day` and `due` write it: its box, its pill and its
    /// progress ("[ ] 🎸 Guitar · 1 of 3 this week").
    static func checklistLine(_ d: HabitDay, today: LocalDate, style: Style) -> TextLine {
        var l = TextLine()
        switch d.state {
        case .done: l.add("[x]", style.green)
        case .skipped: l.add("[-]", style.dim)
        default: l.add("[ ]")
        }
        l.add(" ")
        l = l + pill(d.habit, style: style)
        let detail = HabitText.progress(d, today: today)
        if !detail.isEmpty { l.add(" · " + detail, style.dim) }
        return l
    }

    /// A habit's emoji and name, after a `●` in its colour when colour is on: the colour marks
    /// a glyph, never the letters of the name, which stay at the terminal's own contrast (the
    /// terminal's background is unknown: sun on white is 1.5:1).
    static func pill(_ h: Habit, style: Style) -> TextLine {
        guard style.enabled, let color = ViewText.color(h) else { return TextLine(ViewText.pill(h)) }
        return TextLine(ViewText.mark) { style.colored($0, color) } + TextLine(" " + ViewText.pill(h))
    }

    /// The day's journal: its front-matter fields (`mood: 4`) and the person's own text, after
    /// a blank line; nothing when it has neither. Notes wrap at spaces; a line is never wider
    /// than `width`.
    static func journal(_ view: DayView, style: Style, width: Int) -> String {
        let fields = view.frontMatter?.entries ?? []
        guard !fields.isEmpty || !view.notes.isEmpty else { return "" }
        var out = "\n"
        for (key, value) in fields {
            var l = TextLine(key + ":", style.dim)
            l.add(" " + ViewText.tomlText(value))
            out += l.fitted(to: width) + "\n"
        }
        if !fields.isEmpty && !view.notes.isEmpty { out += "\n" }
        for note in view.notes {
            // Tabs as the terminal would show them, so that widths are what they seem.
            let text = note.replacingAll("\t", with: "    ")
            for l in TextLayout.wrap(text, width: width) { out += l + "\n" }
        }
        return out
    }

    /// Half-hour rows from 06:00 (or the first entry) to 22:00 (or the last); a row wider than
    /// `width` is cut with "…".
    static func timeline(_ screen: DayScreen, style: Style, width: Int) -> String {
        let view = screen.day
        let clock = screen.clock
        // Closures, not key paths: a key path is built by the Swift runtime at its first use.
        let entries = view.entries.map { $0.entry }
        guard !entries.isEmpty else { return style.dim("Nothing on the timeline.") + "\n\n" }
        let first = min(6 * 60, clock.rowStart(entries.map { $0.start.minutes }.min()!, rowMinutes: 60))
        let last = max(22 * 60, clock.rowStart(view.entries.map { $0.shownEnd.minutes }.max()! + 59, rowMinutes: 60))
        var out = ""
        var row = first
        while row < last {
            let label =
                clock.hourLabel(ofRow: row, rowMinutes: 30) == row ? TimeOfDay(minutes: row)!.description : "     "
            var l = TextLine(label + " │", style.dim)
            var cells = 0
            for (e, habit, planned, end) in view.entries.map({ ($0.entry, $0.habit, $0.isPlanned, $0.shownEnd) })
            where e.start.minutes < row + 30 && end.minutes > row {
                l.add(cells == 0 ? " " : "   ")
                cells += 1
                let color: HabitColor? = habit == nil ? HabitColor.neutral : ViewText.color(habit!)
                if planned {
                    // Not happened yet: an outline, not a block.
                    l.add("┆┆") { style.colored($0, color) }
                } else if style.enabled, let color {
                    l.add("  ") { style.pill($0, color) }
                } else {
                    l.add("█▌")
                }
                if e.start.minutes >= row && e.start.minutes < row + 30 {
                    let name = habit.map(ViewText.pill) ?? e.habit.label
                    l.add(" " + name + "  ")
                    l.add(
                        (e.isRunning ? "\(e.start)- running" : "\(e.start)-\(e.end)") + (planned ? " planned" : "")
                            + (e.note.map { " -- " + $0 } ?? ""),
                        style.dim)
                }
            }
            out += l.fitted(to: width) + "\n"
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
        options: ViewPreamble.options(json: "Print the day as JSON, as 'day --json' does."),
        examples: ["dawn-journal today", "dawn-journal --journal ~/journal today"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try DayCommand.show(args, context, command: spec)
    }
}
