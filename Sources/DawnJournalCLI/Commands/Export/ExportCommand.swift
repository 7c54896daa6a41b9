import DawnJournal

/// `dawn-journal export …`: the journal in other formats, for spreadsheets, scripts and other apps.
enum ExportCommand: Command {
    static let spec = CommandSpec(
        name: "export",
        summary:
            "Write the journal as CSV, JSON or a Loop Habit Tracker export, for a spreadsheet, a script or another app.",
        discussion:
            "Reads the journal; nothing in the journal changes. CSV and JSON go to standard output, a Loop export into a new folder.",
        examples: [
            "dawn-journal export csv --from 2026-01-01 > 2026.csv", "dawn-journal export json > journal.json",
            "dawn-journal export loop ~/loop-export",
        ])

    static var subcommands: [any Command.Type] {
        [ExportCSVCommand.self, ExportJSONCommand.self, ExportLoopCommand.self]
    }

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 { 0 }

    /// Says on standard error which day files could not be read and how many lines were not
    /// understood: both are left out of the export, which is never silent about them.
    static func warn(_ problems: ExportProblems, _ journal: OpenJournal, _ context: CLIContext) {
        let location = journal.location
        for file in problems.unreadable {
            context.stderr.write(
                "Warning: \(location.display(file.path)): \(file.readError ?? "cannot be read"); left out (see 'dawn-journal lint')\n"
            )
        }
        if problems.lines > 0 {
            let lines = problems.lines == 1 ? "1 line" : "\(problems.lines) lines"
            let files =
                problems.files.count == 1
                ? location.display(problems.files[0])
                : "\(problems.files.count) files (\(problems.files.prefix(3).map(location.display).joined(separator: ", "))\(problems.files.count > 3 ? ", …" : ""))"
            context.stderr.write(
                "Warning: \(lines) in \(files) \(problems.lines == 1 ? "was" : "were") not understood and \(problems.lines == 1 ? "is" : "are") left out; see 'dawn-journal lint'\n"
            )
        }
    }
}

/// `dawn-journal export csv`: one row per timeline entry or checklist item.
enum ExportCSVCommand: Command {
    static let spec = CommandSpec(
        name: "export csv",
        summary: "Write every timeline entry and checklist item as a CSV row.",
        discussion: """
            One row per timeline entry or checklist item, in date order and then as written, under
            the header:
              date,habit,name,state,start,end,minutes,amount,unit,note

            habit is the habit's id (the name as written when it names no habit of habits.toml),
            name its display name; state is done, not-done or skipped (an entry is done); start and
            end are an entry's times as written (past 24:00 for the night after the day), minutes
            its length; amount and unit a record's amount (+3 glasses). Empty when absent. Quoted
            as RFC 4180 says, with LF line ends.

            A field that begins with =, +, -, @, a tab or a CR gets a ' in front, so that a
            spreadsheet shows it as text instead of running it as a formula (OWASP's advice on CSV
            injection); --raw writes every field as it is.

            Lines that are not understood are left out, and standard error says how many.
            """,
        options: [
            CommonOptions.dateOption("--from", "The first day", default: "the journal's first day"),
            CommonOptions.dateOption("--to", "The last day", default: "the journal's last day"),
            .flag(
                "--raw",
                "Write fields as they are, without the ' that keeps a spreadsheet from reading one as a formula."),
            CommonOptions.journal,
        ],
        examples: [
            "dawn-journal export csv > journal.csv", "dawn-journal export csv --from -30",
            "dawn-journal export csv --raw | my-script",
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let from = try DateArgument.optional(args["--from"], command: spec)
        let to = try DateArgument.optional(args["--to"], command: spec)
        let journal = try OpenJournal.open(args, context)
        // Written in chunks: the rows are streamed, and standard output is not buffered.
        let guarded = !args.has("--raw")
        var chunk = CSV.line(ExportRow.columns)
        let problems = try journal.run(spec) { j throws(JournalRefusal) in
            try j.exportRows(from: from, to: to) { row in
                chunk += CSV.line(row.fields, guarded: guarded)
                if chunk.utf8.count >= 1 << 16 {
                    context.stdout.write(chunk)
                    chunk = ""
                }
            }
        }
        context.stdout.write(chunk)
        ExportCommand.warn(problems, journal, context)
        return 0
    }
}

/// `dawn-journal export json`: the whole journal as one JSON document.
enum ExportJSONCommand: Command {
    static let spec = CommandSpec(
        name: "export json",
        summary: "Write the whole journal as one JSON document.",
        discussion: """
            {"format": "1.4", "settings", "habits", "days", "problems"}: habits.toml's settings,
            every habit with every field, and every day file in date order with its front matter,
            entries, checklist items and notes (Docs/JSON.md, "export").

            Lines that are not understood are left out, and standard error says how many.
            """,
        options: [CommonOptions.journal],
        examples: ["dawn-journal export json > journal.json"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let journal = try OpenJournal.open(args, context)
        let export = try journal.run(spec) { j throws(JournalRefusal) in try j.exportJournal() }
        context.stdout.write(export.json.rendered)
        ExportCommand.warn(export.problems, journal, context)
        return 0
    }
}
