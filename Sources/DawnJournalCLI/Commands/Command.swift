/// A subcommand: its spec (arguments and help) and what it does.
protocol Command {
    static var spec: CommandSpec { get }
    /// Subcommands (`habit add`, `habit list`, …); empty for a plain command.
    static var subcommands: [any Command.Type] { get }
    /// Runs the command; returns the exit code. Throws `CLIFailure` (exit 1) or `UsageError` (exit 64).
    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32
}

extension Command {
    static var subcommands: [any Command.Type] { [] }
}

/// Options every command that reads a journal shares.
enum CommonOptions {
    static let journalHelp = """
          --journal DIR       The journal folder. Default: $DAWN_JOURNAL, else the nearest
                              folder at or above this one that holds habits.toml.
        """
    static let colorHelp = """
          --color WHEN        auto (default: colour on a terminal, unless NO_COLOR is set),
                              always or never.
        """
}
