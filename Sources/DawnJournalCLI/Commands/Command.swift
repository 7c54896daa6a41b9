/// A subcommand: its spec (arguments and help) and what it does.
protocol Command {
    static var spec: CommandSpec { get }
    /// Subcommands (`habit add`, `habit list`, …); empty for a plain command.
    static var subcommands: [any Command.Type] { get }
    /// The subcommand run when none is named (`devices` lists); nil: the command's help.
    static var defaultSubcommand: String? { get }
    /// Runs the command; returns the exit code. Throws `CLIFailure` (exit 1) or `UsageError` (exit 64).
    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32
}

extension Command {
    static var subcommands: [any Command.Type] { [] }
    static var defaultSubcommand: String? { nil }
}
