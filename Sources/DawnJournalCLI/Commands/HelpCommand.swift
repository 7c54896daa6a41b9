/// `dawn-journal help [COMMAND [SUBCOMMAND]]`: the same help as `COMMAND --help`.
enum HelpCommand: Command {
    static let spec = CommandSpec(
        name: "help",
        summary: "Show help for a command: dawn-journal help <command>.",
        discussion:
            "The same text as 'dawn-journal <command> --help', on standard output. Without a command, the list of commands.",
        arguments: [
            ArgumentSpec(name: "COMMAND", help: "The command.", isOptional: true, completion: .commands),
            ArgumentSpec(
                name: "SUBCOMMAND", help: "A subcommand of it (habit add).", isOptional: true,
                completion: .words(HabitCommand.subcommands.map { String($0.spec.name.split(separator: " ").last!) })),
        ],
        examples: ["dawn-journal help log", "dawn-journal help habit add"],
        ignoresGlobalOptions: true)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else {
            context.stdout.write(DawnJournalCLI.topHelp(width: HelpText.width(context)))
            return 0
        }
        guard var command = DawnJournalCLI.command(named: name), !command.spec.isHidden else {
            throw UsageError(message: "COMMAND: " + DawnJournalCLI.unknownCommand(name), command: spec)
        }
        if args.positionals.count > 1 {
            let subName = args.positionals[1]
            guard let sub = DawnJournalCLI.subcommand(of: command, named: subName) else {
                let names = command.subcommands.map { String($0.spec.name.split(separator: " ").last!) }
                let known =
                    names.isEmpty ? "'\(name)' has no subcommands" : "it is one of \(HelpText.list(names, "or"))"
                throw UsageError(message: "SUBCOMMAND: no '\(name) \(subName)'; \(known)", command: spec)
            }
            command = sub
        }
        context.stdout.write(DawnJournalCLI.help(for: command, context))
        return 0
    }
}
