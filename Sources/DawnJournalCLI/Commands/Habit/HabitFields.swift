import DawnJournal

/// The options `habit add` and `habit edit` take for a habit's fields.
enum HabitFields {
    /// The field options, in `HabitFieldValues`'s order; "" is a value (it leaves a field out,
    /// or clears it).
    static let specs: [OptionSpec] = {
        func field(_ name: String, _ value: String, _ help: String, _ completion: ValueCompletion = .none) -> OptionSpec
        {
            OptionSpec(name: name, valueName: value, help: help, allowsEmpty: true, completion: completion)
        }
        let fields = [
            field("--emoji", "EMOJI", "One emoji; a longer text is cut to its first one, with a notice."),
            field(
                "--color", "COLOR",
                "#RRGGBB or \(HabitColor.presets.map(\.name).joined(separator: ", ")). habit add without it takes the first preset no other active habit uses.",
                .words(HabitColor.presets.map(\.name))),
            field(
                "--duration", "DURATION",
                "Default length on the timeline (15m, 30m, 1h, 1h30m): a timed habit. Without it (or with --duration none), a checkbox habit.",
                .words(["15m", "30m", "45m", "1h", "none"])),
            field("--description", "TEXT", "Why does this matter to you? At most 200 characters."),
            field("--since", "DATE", "The first date it counts: \(CommonOptions.dateSyntax).", .dates),
            field(
                "--days", "DAYS",
                "The weekdays it is kept on, separated by commas: mon,wed,fri (or monday,…). Its other days are rest by design, never a miss.",
                .words(["mon,tue,wed,thu,fri", "sat,sun"])),
            field(
                "--target", "N/PERIOD",
                "Counted per period instead of per day: 3/week (1 to 7) or 10/month (1 to 31); or N in any M days as Loop counts it: 2/3d. Not with --days.",
                .words(["3/week", "10/month", "2/3d"])),
            field(
                "--every", "INTERVAL",
                "Due on its since day and every Nth day after it: 3d (1 to 366 days); the days between are not applicable. Not with --days or --target.",
                .words(["2d", "3d", "7d"])),
            field("--unit", "WORD", "What its amounts count, in one word: glasses, km, pages."),
            field("--goal", "N", "At least N a day makes the day done (8, 2.5). Needs a unit."),
            field("--limit", "N", "At most N a day keeps the day done. Needs a unit; not with --goal."),
        ]
        return fields
    }()
    static let options = specs.map(\.name)
    static let clearingHelp = """
        An empty value clears a field (its line is removed): --emoji "", --days "", --target "",
        --every "", --unit "", --goal "", --limit "", --description "", --color ""; --duration none (or "")
        makes a timed habit a checkbox one.
        """

    /// The fields given on the command line, as typed; the library validates them.
    static func values(_ args: ParsedArguments, command: CommandSpec) throws(UsageError) -> HabitFieldValues {
        HabitFieldValues(
            emoji: args["--emoji"], color: args["--color"], duration: args["--duration"],
            description: args["--description"], since: try DateArgument.optional(args["--since"], command: command),
            days: args["--days"], target: args["--target"], every: args["--every"], unit: args["--unit"],
            goal: args["--goal"], limit: args["--limit"])
    }
}
