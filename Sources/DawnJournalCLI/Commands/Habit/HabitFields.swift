import DawnJournal

/// The options `habit add` and `habit edit` take for a habit's fields.
enum HabitFields {
    static let options = HabitFieldValues.optionNames
    static let optionsHelp = """
          --emoji EMOJI       One emoji; a longer text is cut to its first one, with a notice.
          --color COLOR       #RRGGBB or coral, peach, sun, mint, sky, lavender, rose, stone.
          --duration D        Default length on the timeline (15m, 30m, 1h, 1h30m): a timed
                              habit. Without it, a checkbox habit.
          --description TEXT  Why does this matter to you? At most 200 characters.
          --since DATE        The first date it counts (YYYY-MM-DD, today, yesterday, -N).
        """

    /// The fields given on the command line, as typed; the library validates them.
    static func values(_ args: ParsedArguments, command: CommandSpec) throws(UsageError) -> HabitFieldValues {
        HabitFieldValues(emoji: args["--emoji"], color: args["--color"], duration: args["--duration"],
                         description: args["--description"], since: try DateArgument.optional(args["--since"], command: command))
    }
}
