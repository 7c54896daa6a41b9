import DawnJournal

/// The command line: dispatches to a command, renders usage errors and failures, returns the
/// exit code. main.swift calls `run` and exits with what it returns.
public enum DawnJournalCLI {
    public static let version = "0.4.0"

    /// Every command, in the order help lists them; hidden ones (`__complete`) included.
    static var commands: [any Command.Type] { named.map(\.command) }

    /// Every command with the name it is called by, its spec's `name` (a test checks that they
    /// agree). Finding the command to run compares these, so a run makes its own command's
    /// spec only: comparing `spec.name` made the spec of every command listed before it (all
    /// of them for `__complete`, a tenth of its start-up).
    static var named: [(name: String, command: any Command.Type)] {
        [
            ("init", InitCommand.self), ("log", LogCommand.self), ("unlog", UnlogCommand.self),
            ("move", MoveCommand.self), ("resize", ResizeCommand.self), ("toggle", ToggleCommand.self),
            ("start", StartCommand.self), ("stop", StopCommand.self),
            ("habit", HabitCommand.self), ("day", DayCommand.self), ("today", TodayCommand.self),
            ("due", DueCommand.self),
            ("week", WeekCommand.self), ("history", HistoryCommand.self), ("summary", SummaryCommand.self),
            ("insights", InsightsCommand.self), ("report", ReportCommand.self), ("edit", EditCommand.self),
            ("ui", UICommand.self), ("import", ImportCommand.self), ("lint", LintCommand.self),
            ("fmt", FmtCommand.self), ("export", ExportCommand.self), ("git-setup", GitSetupCommand.self),
            ("sync", SyncCommand.self), ("devices", DevicesCommand.self),
            ("merge-driver", MergeDriverCommand.self), ("lsp", LSPCommand.self), ("serve", ServeCommand.self),
            ("help", HelpCommand.self),
            ("completions", CompletionsCommand.self), ("man", ManCommand.self), ("__complete", CompleteCommand.self),
        ]
    }

    static func command(named name: String) -> (any Command.Type)? {
        named.first { $0.name == name }?.command
    }

    static func subcommand(of command: any Command.Type, named name: String) -> (any Command.Type)? {
        command.subcommands.first { $0.spec.name == command.spec.name + " " + name }
    }

    /// The top level as a spec: its global options, for the parser and the man page.
    static let topSpec = CommandSpec(
        name: "", summary: "A plain-text habit journal you own.",
        options: CommonOptions.global + [.flag("--version", "Show the version.")])

    /// Runs `arguments` (without the program name); returns the exit code.
    public static func run(_ arguments: [String], context: CLIContext) -> Int32 {
        var context = context
        context.arguments = arguments
        // Text from files reaches the terminal only through these (see TerminalSafeSink).
        if !(context.stdout is TerminalSafeSink) { context.stdout = TerminalSafeSink(context.stdout) }
        if !(context.stderr is TerminalSafeSink) { context.stderr = TerminalSafeSink(context.stderr) }
        do {
            return try dispatch(arguments[...], context)
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

    /// Global options before a command's name (`--journal DIR`, `--color WHEN`, `-h`), taken
    /// off the front of `args`; `--version` is answered at once.
    struct Leading {
        var options: [(option: OptionSpec, value: String)] = []
        var wantsHelp = false
        var wantsVersion = false

        mutating func take(_ args: inout ArraySlice<String>) throws(UsageError) {
            while let arg = args.first, arg.hasPrefix("-"), arg != "-", arg != "--" {
                args.removeFirst()
                if arg == "-h" || arg == "--help" {
                    wantsHelp = true
                    continue
                }
                if arg == "--version" {
                    wantsVersion = true
                    continue
                }
                var name = arg
                var inline: String? = nil
                if let eq = arg.firstIndex(of: "=") {
                    name = String(arg[..<eq])
                    inline = String(arg[arg.index(after: eq)...])
                }
                guard let option = CommonOptions.global.first(where: { $0.name == name }) else {
                    let known = CommonOptions.global.map(\.name) + ["--help", "--version"]
                    let guess = Suggestions.closest(to: name, in: known).map { " Did you mean '\($0)'?" } ?? ""
                    throw UsageError(message: "unknown option '\(name)'.\(guess)", command: nil)
                }
                guard let value = inline ?? args.popFirst() else {
                    throw UsageError(message: "'\(name)' needs a value: \(option.label)", command: nil)
                }
                try ArgumentParser.check(value, of: option, topSpec)
                options.append((option, value))
            }
        }

        /// The options as arguments of `spec`, which must take each of them as the same global option.
        func arguments(for spec: CommandSpec) throws(UsageError) -> [String] {
            var out: [String] = []
            if spec.ignoresGlobalOptions { return out }
            for (option, value) in options {
                guard let own = spec.option(option.name), own.isGlobal else {
                    let other =
                        spec.option(option.name).map {
                            " (its \($0.label) is another option; give it after the command)"
                        } ?? ""
                    throw UsageError(message: "'\(spec.name)' does not take \(option.label)\(other)", command: spec)
                }
                out += [option.name, value]
            }
            return out
        }
    }

    static func dispatch(_ arguments: ArraySlice<String>, _ context: CLIContext) throws -> Int32 {
        var args = arguments
        var leading = Leading()
        try leading.take(&args)
        if leading.wantsVersion {
            context.stdout.write("dawn-journal \(version)\n")
            return 0
        }
        guard let first = args.popFirst() else {
            // Alone on a terminal (input and output): the day, full screen.
            if !leading.wantsHelp && context.stdinIsTerminal && context.stdoutIsTerminal {
                let options = ArraySlice(try leading.arguments(for: UICommand.spec))
                let parsed = try ArgumentParser.parse(options, for: UICommand.spec)
                return try UICommand.run(parsed, context)
            }
            if leading.options.isEmpty || leading.wantsHelp {
                context.stdout.write(topHelp(width: HelpText.width(context)))
                return 0
            }
            throw UsageError(message: "missing a command", command: nil)
        }
        guard var command = command(named: first) else {
            throw UsageError(
                message: first.hasPrefix("-") ? "unknown option '\(first)'" : unknownCommand(first), command: nil)
        }
        if !command.subcommands.isEmpty {
            // `devices` alone, or with options only, is `devices list`.
            let names = command.subcommands.map { String($0.spec.name.split(separator: " ").last!) }
            if let name = command.defaultSubcommand, !args.contains(where: names.contains),
                !args.contains("--help"), !args.contains("-h"), !leading.wantsHelp
            {
                args = [name] + args
            }
            try leading.take(&args)
            guard let subName = args.first else {
                context.stdout.write(help(for: command, context))
                return 0
            }
            guard let sub = subcommand(of: command, named: subName) else {
                let names = command.subcommands.map { String($0.spec.name.split(separator: " ").last!) }
                let guess = Suggestions.closest(to: subName, in: names).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError(
                    message:
                        "unknown subcommand '\(first) \(subName)'; '\(first)' has \(names.map { "'\($0)'" }.joined(separator: ", ")).\(guess)",
                    command: command.spec)
            }
            args = args.dropFirst()
            command = sub
        }
        let spec = command.spec
        if leading.wantsHelp {
            context.stdout.write(help(for: command, context))
            return 0
        }
        let parsed = try ArgumentParser.parse(ArraySlice(try leading.arguments(for: spec)) + args, for: spec)
        if parsed.wantsHelp {
            context.stdout.write(help(for: command, context))
            return 0
        }
        return try command.run(parsed, context)
    }

    static func unknownCommand(_ name: String) -> String {
        let names = commands.filter { !$0.spec.isHidden }.map { $0.spec.name }
        let suggestion = Suggestions.closest(to: name, in: names).map { " Did you mean '\($0)'?" } ?? ""
        return "unknown command '\(name)'.\(suggestion)"
    }

    static func usageError(_ e: UsageError, _ context: CLIContext) -> Int32 {
        let width = min(80, HelpText.width(context))
        if let spec = e.command, !spec.name.isEmpty {
            let usage = HelpText.usage(spec, prefix: "Usage: ", width: width)
            context.stderr.write("Error: \(e.message)\n\(usage)\nSee 'dawn-journal \(spec.name) --help'.\n")
        } else {
            context.stderr.write("Error: \(e.message)\n\(topUsage)\nSee 'dawn-journal --help'.\n")
        }
        return 64
    }

    static func help(for command: any Command.Type, _ context: CLIContext) -> String {
        HelpText.render(command.spec, subcommands: command.subcommands.map { $0.spec }, width: HelpText.width(context))
    }

    static let topUsage = "Usage: dawn-journal [--journal DIR] [--color WHEN] <command> [options]"

    static func topHelp(width: Int) -> String {
        var out =
            HelpText.wrap(
                "OVERVIEW: dawn-journal \(version): a plain-text habit journal you own.", width: width, indent: 0)
            + "\n\n"
        out += HelpText.paragraphs(topDiscussion, width: width, indent: 0)
        out +=
            "\n"
            + HelpText.fill(
                head: "USAGE: dawn-journal", units: ["[--journal DIR]", "[--color WHEN]", "<command>", "[options]"],
                width: width, indent: 20) + "\n"
        out += "\nCOMMANDS:\n"
        for c in commands where !c.spec.isHidden {
            out += HelpText.row(c.spec.name, c.spec.summary, width: width)
        }
        out += "\nOPTIONS:\n"
        for o in topSpec.options {
            out += HelpText.row(
                o.label,
                HelpText.describe(
                    o.help, allowed: o.allowedValues, onlyAllowed: o.onlyAllowed, default: o.defaultValue), width: width
            )
        }
        out += HelpText.row(CommonOptions.helpLabel, CommonOptions.helpText, width: width)
        out +=
            "\n" + HelpText.wrap("See 'dawn-journal help <command>' for more about a command.", width: width, indent: 0)
            + "\n"
        return out
    }

    static let topDiscussion = """
        A journal is a folder: habits.toml defines the habits, and each day is a Markdown file \
        days/YYYY/YYYY-MM-DD.md with a ## Timeline and a ## Checklist. Commands find it with \
        --journal DIR, else $DAWN_JOURNAL, else the nearest folder at or above the current one \
        that holds habits.toml. DAWN_JOURNAL_NOW=2026-11-21T07:30 fixes the clock. --journal and \
        --color may be given before or after the command.
        """
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
