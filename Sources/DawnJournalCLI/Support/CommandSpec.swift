/// What a command accepts and what it is for: the one specification that the argument parser,
/// the usage line, the help text, the shell completions and the man page are all made from.
///
/// Only the prose is typed by hand (`summary`, `discussion`, `examples`, and each argument's
/// and option's `help`); every list of options, value name and allowed value comes from here.
struct CommandSpec {
    /// The command's name as typed, e.g. "fmt" or "habit add".
    var name: String
    /// One sentence for the command list and the OVERVIEW line.
    var summary: String
    /// Paragraphs after the OVERVIEW line (blank lines between paragraphs; a line that starts
    /// with two spaces is kept as it is, the others are re-wrapped to the terminal).
    var discussion: String = ""
    /// Positional arguments, in order.
    var arguments: [ArgumentSpec] = []
    /// Options, in the order help lists them (`-h, --help` is added by the help itself).
    var options: [OptionSpec] = []
    /// Whole command lines, shown under EXAMPLES.
    var examples: [String] = []
    /// Left out of the command list, the help, the completions and the man page (`__complete`).
    var isHidden = false
    /// Global options given before the name are ignored rather than refused: `help`, `man`
    /// and `completions` read no journal, and `dj help` should work with
    /// `alias dj='dawn-journal --journal ~/journal'`.
    var ignoresGlobalOptions = false

    /// The option named `name` (`--date`), if the command takes it.
    func option(_ name: String) -> OptionSpec? {
        options.first { $0.name == name || ($0.short != nil && $0.short == name) }
    }

    /// How many positional arguments the command takes at most; nil for any number.
    var maxPositionals: Int? { arguments.last?.isRepeating == true ? nil : arguments.count }

    /// The usage line as one string: `Usage: dawn-journal fmt [--check] … [PATH…]`.
    var usageLine: String { "Usage: " + HelpText.usageUnits(self).joined(separator: " ") }
}

/// A positional argument: `HABIT`, `[DATE]`, `[PATH…]`.
struct ArgumentSpec {
    /// The value's name in capitals: HABIT, DATE, PATH.
    var name: String
    /// What it is, one or two sentences.
    var help: String
    var isOptional = false
    /// Takes any number of values (only the last argument).
    var isRepeating = false
    /// What the help says when it is left out.
    var defaultValue: String? = nil
    /// Whether "" is a value; when not, an empty value is a usage error naming the argument.
    var allowsEmpty = false
    /// What the shell completes it with.
    var completion: ValueCompletion = .none

    /// `HABIT`, `[DATE]`, `[PATH…]`.
    var usage: String {
        let name = self.name + (isRepeating ? "…" : "")
        return isOptional ? "[\(name)]" : name
    }
}

/// An option: a flag (`--json`) or one that takes a value (`--date DATE`, `--date=DATE`).
struct OptionSpec {
    /// The long name with its dashes: `--date`.
    var name: String
    /// A one-letter alias with its dash (`-o`), accepted as the long name and shown beside it in
    /// the help and the man page; nil for most options.
    var short: String? = nil
    /// The value's name in capitals (`DATE`); nil for a flag.
    var valueName: String? = nil
    /// What it does, one or two sentences.
    var help: String
    /// The values it takes. When `onlyAllowed` is set these are the only ones (anything else is
    /// a usage error naming the option and these); otherwise they are suggestions for completion.
    var allowedValues: [String] = []
    var onlyAllowed = false
    /// What the help says when it is left out.
    var defaultValue: String? = nil
    /// Whether "" is a value (`--emoji ""` clears a field); when not, "" is a usage error.
    var allowsEmpty = false
    /// What the shell completes the value with (when there are no allowed values).
    var completion: ValueCompletion = .none
    /// Options with the same group name are alternatives, exactly one of which is given; the
    /// usage line shows them as `(--before OTHER | --after OTHER | --to N)`.
    var exclusiveGroup: String? = nil
    /// `--journal` and `--color WHEN`: may also be given before the command's name.
    var isGlobal = false

    var takesValue: Bool { valueName != nil }

    /// `--date DATE` or `--json`.
    var label: String { valueName.map { "\(name) \($0)" } ?? name }

    /// A flag.
    static func flag(_ name: String, _ help: String) -> OptionSpec { OptionSpec(name: name, help: help) }

    /// An option with a value.
    static func value(
        _ name: String, _ valueName: String, _ help: String, default defaultValue: String? = nil,
        completion: ValueCompletion = .none
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, defaultValue: defaultValue, completion: completion)
    }

    /// An option whose value is one of `values`, checked by the parser.
    static func choice(
        _ name: String, _ valueName: String, _ values: [String], _ help: String,
        default defaultValue: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, valueName: valueName, help: help, allowedValues: values, onlyAllowed: true,
            defaultValue: defaultValue)
    }
}

/// What a shell completes a value with.
enum ValueCompletion: Equatable {
    case none
    /// These words (suggestions; the value may be anything of the kind).
    case words([String])
    /// The habits' names and ids, read live from the journal (`dawn-journal __complete habits`).
    case habits
    /// The names and ids of the habits that can be logged today: neither archived nor not yet
    /// started (`dawn-journal __complete loggable`).
    case loggableHabits
    /// The command names (for `help`).
    case commands
    case files
    case directories

    /// today, yesterday, tomorrow: what a date argument suggests.
    static let dates = ValueCompletion.words(["today", "yesterday", "tomorrow"])
    /// today, yesterday: what a date that cannot be in the future suggests (`log --date`).
    static let pastDates = ValueCompletion.words(["today", "yesterday"])
}

/// The options many commands share.
enum CommonOptions {
    static let journal = OptionSpec(
        name: "--journal", valueName: "DIR",
        help:
            "The journal folder. Default: $DAWN_JOURNAL, else the nearest folder at or above this one that holds habits.toml.",
        completion: .directories, isGlobal: true)
    static let color = OptionSpec(
        name: "--color", valueName: "WHEN",
        help: "When to colour the output: auto (on a terminal, unless NO_COLOR is set), always or never.",
        allowedValues: ["auto", "always", "never"], onlyAllowed: true, defaultValue: "auto", isGlobal: true)
    /// The options that may come before the command's name.
    static let global = [journal, color]

    static func json(_ help: String) -> OptionSpec { .flag("--json", help) }
    /// `-h, --help`, which every command takes; listed by the help, not in `options`.
    static let helpLabel = "-h, --help"
    static let helpText = "Show help information."
}

extension CommonOptions {
    /// How a date is written on the command line.
    static let dateSyntax = "YYYY-MM-DD, today, yesterday, tomorrow, -N (N days ago) or +N (N days ahead)"

    /// A date argument (`day [DATE]`), completed with today, yesterday and tomorrow.
    static func dateArgument(_ help: String = "The day", default defaultValue: String? = "today") -> ArgumentSpec {
        ArgumentSpec(
            name: "DATE", help: "\(help): \(dateSyntax).", isOptional: true, defaultValue: defaultValue,
            completion: .dates)
    }

    /// A date option (`--date DATE`).
    static func dateOption(
        _ name: String, _ help: String, default defaultValue: String? = "today",
        completion: ValueCompletion = .dates
    ) -> OptionSpec {
        .value(name, "DATE", "\(help): \(dateSyntax).", default: defaultValue, completion: completion)
    }

    /// A habit named by its name or id, completed with the journal's habits.
    static func habitArgument(
        _ name: String = "HABIT", _ help: String = "The habit's name (any case, accents optional) or id.",
        completion: ValueCompletion = .habits
    ) -> ArgumentSpec {
        ArgumentSpec(name: name, help: help, completion: completion)
    }
}
