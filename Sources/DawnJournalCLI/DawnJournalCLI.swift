import DawnJournal

/// The command line: dispatches to a command, renders usage errors and failures, returns the
/// exit code. main.swift calls `run` and exits with what it returns.
public enum DawnJournalCLI {
    public static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [InitCommand.self, LogCommand.self, UnlogCommand.self, HabitCommand.self, DayCommand.self, TodayCommand.self,
         WeekCommand.self, HistoryCommand.self, SummaryCommand.self, EditCommand.self, LintCommand.self, FmtCommand.self]
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    /// Runs `arguments` (without the program name); returns the exit code.
    public static func run(_ arguments: [String], context: CLIContext) -> Int32 {
        var context = context
        context.arguments = arguments
        // Text from files reaches the terminal only through these (see TerminalSafeSink).
        if !(context.stdout is TerminalSafeSink) { context.stdout = TerminalSafeSink(context.stdout) }
        if !(context.stderr is TerminalSafeSink) { context.stderr = TerminalSafeSink(context.stderr) }
        var args = arguments[...]
        guard let first = args.popFirst() else {
            context.stdout.write(topHelp)
            return 0
        }
        switch first {
        case "--version":
            context.stdout.write("dawn-journal \(version)\n")
            return 0
        case "-h", "--help":
            context.stdout.write(topHelp)
            return 0
        case "help":
            guard let name = args.first else {
                context.stdout.write(topHelp)
                return 0
            }
            guard let command = command(named: name) else {
                return usageError(UsageError(message: unknownCommand(name), command: nil), context)
            }
            if let subName = args.dropFirst().first, let sub = command.subcommands.first(where: { $0.spec.name.hasSuffix(" " + subName) }) {
                context.stdout.write(help(for: sub.spec))
                return 0
            }
            context.stdout.write(help(for: command.spec))
            return 0
        default:
            break
        }
        guard var command = command(named: first) else {
            let message = first.hasPrefix("-") ? "unknown option '\(first)'" : unknownCommand(first)
            return usageError(UsageError(message: message, command: nil), context)
        }
        if !command.subcommands.isEmpty {
            guard let subName = args.first, subName != "-h", subName != "--help" else {
                context.stdout.write(help(for: command.spec))
                return 0
            }
            guard let sub = command.subcommands.first(where: { $0.spec.name.hasSuffix(" " + subName) }) else {
                let names = command.subcommands.map { String($0.spec.name.split(separator: " ").last!) }
                let guess = Suggestions.closest(to: subName, in: names).map { " Did you mean '\($0)'?" } ?? ""
                return usageError(UsageError(message: "unknown subcommand '\(first) \(subName)'.\(guess)", command: command.spec), context)
            }
            args = args.dropFirst()
            command = sub
        }
        do {
            let parsed = try ArgumentParser.parse(args, for: command.spec)
            if parsed.wantsHelp {
                context.stdout.write(help(for: command.spec))
                return 0
            }
            return try command.run(parsed, context)
        } catch let e as UsageError {
            return usageError(e, context)
        } catch let e as CLIFailure {
            context.stderr.write("Error: \(e.message)\n")
            return 1
        } catch {
            context.stderr.write("Error: \(error)\n")
            return 1
        }
    }

    static func unknownCommand(_ name: String) -> String {
        let names = commands.map { $0.spec.name } + ["help"]
        let suggestion = Suggestions.closest(to: name, in: names).map { " Did you mean '\($0)'?" } ?? ""
        return "unknown command '\(name)'.\(suggestion)"
    }

    static func usageError(_ e: UsageError, _ context: CLIContext) -> Int32 {
        if let spec = e.command {
            context.stderr.write("Error: \(e.message)\n\(spec.usageLine)\nSee 'dawn-journal \(spec.name) --help'.\n")
        } else {
            context.stderr.write("Error: \(e.message)\nUsage: dawn-journal <command> [options]\nSee 'dawn-journal --help'.\n")
        }
        return 64
    }

    static func help(for spec: CommandSpec) -> String {
        "\(spec.summary)\n\n\(spec.usageLine)\n\n\(spec.help)\n"
    }

    static var topHelp: String {
        let width = (commands.map { $0.spec.name.count } + [4]).max()! + 2
        let list = commands.map { "  " + $0.spec.name.padding(width) + $0.spec.summary }.joined(separator: "\n")
        return """
        dawn-journal \(version): a plain-text habit journal you own.

        Usage: dawn-journal <command> [options]

        Commands:
        \(list)
          \("help".padding(width))Show help for a command: dawn-journal help <command>.

        Options:
          -h, --help    Show help (also after any command).
          --version     Show the version.

        A journal is a folder: habits.toml defines the habits, and each day is a Markdown file
        days/YYYY/YYYY-MM-DD.md with a ## Timeline and a ## Checklist. Commands find it with
        --journal DIR, else $DAWN_JOURNAL, else the nearest folder at or above the current one
        that holds habits.toml. DAWN_JOURNAL_NOW=2026-11-21T07:30 fixes the clock.

        See 'dawn-journal help <command>' for more about a command.

        """
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
