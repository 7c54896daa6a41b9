import DawnJournal
import DawnJournalUI

/// `dawn-journal ui [DATE]`: the day, full screen, in the terminal (also `dawn-journal` alone,
/// on a terminal).
enum UICommand: Command {
    static let spec = CommandSpec(
        name: "ui",
        summary: "The day, full screen: tick, place, move and resize with keys or the mouse.",
        discussion: """
            Opens the day in the terminal: its timeline, its checklist and a tray of habits. Arrows or
            h/j/k/l move, Tab goes between timeline, checklist and tray, Enter places a habit, Space
            ticks, e opens the day's file in $VISUAL or $EDITOR, u undoes, ? shows every key, q quits.
            The mouse works too: drag a habit onto the timeline, drag an entry or its bottom edge,
            click a box. Every change is the same edit as the command that makes it (log, move,
            resize, toggle, unlog), and the view follows the files when they change on disk.
            The keys 1 to 4 (or a click on the top row) show the tabs: 1 Today; 2 History, the
            habits by day as history shows them (Enter opens a day); 3 Insights, summary's cards for
            7, 30 or 90 days; 4 Habits, to add, edit, reorder (J/K), rename, archive (A) or delete
            (D) a habit, as the habit commands do. Run with no command on a terminal,
            dawn-journal opens this view at today. Docs/UI.md has every key. Colours: 24-bit when COLORTERM says truecolor, else 256; none with NO_COLOR
            or --color never. The few colours drawn on the terminal's own background (the now line,
            a done box, warnings) follow --theme: dark or light, or auto, which takes COLORFGBG's
            background, else asks the terminal (OSC 11), else dark.
            """,
        arguments: [CommonOptions.dateArgument(default: "today (after [journal] day_starts)")],
        options: [
            CommonOptions.journal, CommonOptions.color,
            OptionSpec(
                name: "--theme", valueName: "THEME",
                help:
                    "The terminal's background, for the colours drawn on it: dark, light, or auto (COLORFGBG, else the terminal's answer, else dark).",
                allowedValues: ["auto", "dark", "light"], onlyAllowed: true, defaultValue: "auto"),
        ],
        examples: ["dawn-journal ui", "dawn-journal ui yesterday", "NO_COLOR=1 dawn-journal ui 2026-11-20"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let choice = try DateArgument.optional(args.positionals.first, command: spec)
        let colorMode = try colorMode(args["--color"], context)
        let theme = try theme(args["--theme"], context)
        guard context.stdinIsTerminal && context.stdoutIsTerminal else {
            throw UsageError(
                message:
                    "'ui' needs a terminal for its input and output; for text, try 'dawn-journal day\(choice == nil ? "" : " DATE")'",
                command: spec)
        }
        let journal = try OpenJournal.open(args, context)
        let now = try context.now()
        let date: LocalDate? =
            try choice.map { c in try journal.run(spec) { j throws(JournalRefusal) in try j.dayView(c).date } }
        let fixed = context.environment["DAWN_JOURNAL_NOW"].flatMap { $0.isEmpty ? nil : now }
        let size = TerminalMode.size()
        var session = UISession(
            app: UIApp(
                storage: journal.storage, date: date, now: now,
                size: TerminalSize(columns: size.columns, rows: size.rows), colorMode: colorMode,
                theme: theme ?? .dark),
            root: journal.location.root, now: { fixed ?? Platform.localNow() },
            environment: context.environment.values, editor: EditCommand.editor(context.environment.values),
            colorMode: colorMode, asksBackground: theme == nil && colorMode != .none)
        switch try session.run() {
        case .quit: return 0
        case .signal(let sig): return 128 + sig
        }
    }

    /// `--theme dark|light`, or with `auto` the background `COLORFGBG` names; nil: auto, and
    /// the terminal is to be asked (OSC 11).
    static func theme(_ choice: String?, _ context: CLIContext) throws(UsageError) -> Theme? {
        switch choice ?? "auto" {
        case "dark": return .dark
        case "light": return .light
        case "auto": return context.environment["COLORFGBG"].flatMap(Theme.init(colorFGBG:))
        default:
            throw UsageError(message: "'--theme' takes auto, dark or light, not '\(choice!)'", command: spec)
        }
    }

    /// `--color never` or `NO_COLOR` (with `auto`): none; else 24-bit colour when `COLORTERM`
    /// says `truecolor` or `24bit`, else the 256-colour palette.
    static func colorMode(_ choice: String?, _ context: CLIContext) throws(UsageError) -> ColorMode {
        // The view draws on a terminal: `auto` is colour unless NO_COLOR (Style's one reading).
        guard try Style.wantsColour(choice, onTerminal: true, context: context, command: spec) else { return .none }
        let colorterm = context.environment["COLORTERM"] ?? ""
        return colorterm == "truecolor" || colorterm == "24bit" ? .trueColor : .palette256
    }
}
