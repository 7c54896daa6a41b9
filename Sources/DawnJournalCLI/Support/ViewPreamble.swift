import DawnJournal

/// The one preamble of the view commands (`day` and `today`, `week`, `history`, `summary`,
/// `report`), as klog's commands embed their shared argument groups: the style, the window,
/// the journal, the use case, the warnings, then the JSON or the view's own output.
enum ViewPreamble {
    /// A view command's options: its own, then those every view command ends with: `--json`
    /// when the view has a JSON form, `--journal`, and `--color` when it writes text for a
    /// terminal.
    static func options(_ own: [OptionSpec] = [], json: String?, color: Bool = true) -> [OptionSpec] {
        own + (json.map { [CommonOptions.json($0)] } ?? []) + [CommonOptions.journal]
            + (color ? [CommonOptions.color] : [])
    }

    /// Runs a view command.
    /// - Parameters:
    ///   - window: what the view is of (a date, a window, a range), read from the arguments; a
    ///     malformed one is a usage error.
    ///   - view: the use case.
    ///   - output: what standard output gets without `--json`: the view's text in the style and
    ///     width of the terminal (the report writes its page and says where).
    static func run<Window, View: CommandView>(
        _ args: ParsedArguments, _ context: CLIContext, command: CommandSpec,
        window: (ParsedArguments, CommandSpec) throws(UsageError) -> Window,
        view: (JournalService, Window) throws(JournalRefusal) -> View,
        output: (View, Style, Int) throws -> String
    ) throws -> Int32 {
        try run(
            args, context, command: command, window: window, view: view,
            output: { shown, style, width, _ in try output(shown, style, width) })
    }

    /// `run`, with an output that needs the journal (the report, written into its root).
    static func run<Window, View: CommandView>(
        _ args: ParsedArguments, _ context: CLIContext, command: CommandSpec,
        window: (ParsedArguments, CommandSpec) throws(UsageError) -> Window,
        view: (JournalService, Window) throws(JournalRefusal) -> View,
        output: (View, Style, Int, OpenJournal) throws -> String
    ) throws -> Int32 {
        // A command without --color (the report) writes no colour, and leaves the terminal's
        // sink as it is.
        let style =
            command.option("--color") == nil
            ? Style(enabled: false) : try Style.resolve(args["--color"], context: context, command: command)
        let window = try window(args, command)
        let journal = try OpenJournal.open(args, context)
        let shown = try journal.run(command) { j throws(JournalRefusal) in try view(j, window) }
        journal.warn(shown.unreadable, shown.problems, context)
        if args.has("--json"), let json = shown.jsonForm {
            context.stdout.write(json.rendered)
            return 0
        }
        context.stdout.write(try output(shown, style, context.width, journal))
        return 0
    }
}
