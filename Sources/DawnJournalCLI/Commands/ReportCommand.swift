import DawnJournal

/// `dawn-journal report`: the year as one self-contained HTML page.
enum ReportCommand: Command {
    static let spec = CommandSpec(
        name: "report",
        summary: "Write one self-contained HTML page of the year: heatmaps, insights, the last week, time per week.",
        discussion: """
            The page holds a heatmap per habit (a column per week, a row per weekday; done days in
            the habit's colour, skipped days hatched, missed days light, days that do not apply
            blank; every day names its state when pointed at), the Insights of the range with the
            numbers of 'summary --days N --to LAST' for it, the last seven days as a timeline, and
            the time per week of timed habits. Inline CSS and SVG, system fonts, no script and no
            address outside the file: it opens offline in any browser, follows a dark system
            setting, and prints.

            The range is the twelve months ending on the journal's today, from the journal's first day
            (its first day file or earliest since) when it began later, unless --year or --from and --to
            say otherwise (at most ten years); the page says which. The file is written atomically, and
            its path printed: report.html in the journal's root folder (whichever folder you are in;
            init's .gitignore lists it), or --output FILE from the current folder; with --output - the
            page goes to standard output.
            """,
        options: ViewPreamble.options(
            [
                .value("--year", "YYYY", "A calendar year, January 1 to December 31."),
                CommonOptions.dateOption("--from", "The first day", default: "twelve months before --to"),
                CommonOptions.dateOption("--to", "The last day"),
                OptionSpec(
                    name: "--output", short: "-o", valueName: "FILE",
                    help: "Where to write the page; - for standard output.",
                    defaultValue: "report.html in the journal's root", completion: .files),
            ], json: nil, color: false),
        examples: [
            "dawn-journal report", "dawn-journal report --year 2025 -o 2025.html",
            "dawn-journal report --from 2026-06-01 --to 2026-08-31",
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        try ViewPreamble.run(
            args, context, command: spec, window: { args, _ throws(UsageError) in try range(args) },
            view: { j, range throws(JournalRefusal) in try j.report(range) },
            output: { report, _, _, journal in try write(report, to: args["--output"], in: journal, context) })
    }

    /// Writes the page atomically to `output` (from the current folder), by default to
    /// report.html in the journal's root (never inside days/, where lint would call it stray),
    /// or to standard output for `-`; returns what standard output gets: the page, or the path
    /// written.
    static func write(_ report: Report, to output: String?, in journal: OpenJournal, _ context: CLIContext) throws
        -> String
    {
        let page = ReportPage(report: report, version: DawnJournalCLI.version).render()
        if output == "-" { return page }
        let path = output.map(context.absolute) ?? journal.location.path("report.html")
        let shown = output ?? journal.location.display("report.html")
        do throws(StorageError) {
            try FolderStorage.writeAtomically(Array(page.utf8), to: path)
        } catch {
            throw CLIFailure("cannot write \(shown): \(error.reason)")
        }
        return shown + "\n"
    }

    /// `--year`, or `--from` and `--to`, or neither (the last twelve months).
    static func range(_ args: ParsedArguments) throws(UsageError) -> ReportRange {
        let from = try DateArgument.optional(args["--from"], command: spec)
        let to = try DateArgument.optional(args["--to"], command: spec)
        if let text = args["--year"] {
            guard from == nil, to == nil else {
                throw UsageError(
                    message: "'--year' and '--from'/'--to' are alternatives; give one or the other", command: spec)
            }
            guard text.utf8.count == 4, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let year = Int(text),
                year >= 1
            else {
                throw UsageError(message: "'--year' takes a year YYYY from 0001 to 9999, not '\(text)'", command: spec)
            }
            return .year(year)
        }
        return from == nil && to == nil ? .lastTwelveMonths : .dates(from: from, to: to)
    }
}
