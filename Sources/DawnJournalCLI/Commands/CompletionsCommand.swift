import DawnJournal

/// `dawn-journal completions bash|zsh|fish`: a completion script for the shell, made from the
/// commands' specs.
enum CompletionsCommand: Command {
    static let shells = ["bash", "zsh", "fish"]

    static let spec = CommandSpec(
        name: "completions",
        summary: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
            The script completes commands, subcommands, options, their values (colour presets,
            today/yesterday/tomorrow, --color always|never|auto, --by, --format) and habit names,
            which it reads from the journal as you type (with the --journal given on the line, if
            any).

            Save it where your shell looks for it. bash: as
            ~/.local/share/bash-completion/completions/dawn-journal. zsh: as _dawn-journal in a
            folder of $fpath, such as ~/.zfunc with fpath=(~/.zfunc $fpath) before compinit in
            ~/.zshrc. fish: as ~/.config/fish/completions/dawn-journal.fish.
            """,
        arguments: [ArgumentSpec(name: "SHELL", help: "bash, zsh or fish.", completion: .words(shells))],
        examples: ["dawn-journal completions zsh > ~/.zfunc/_dawn-journal"],
        ignoresGlobalOptions: true)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let shell = args.positionals[0]
        let tree = CompletionTree.current
        switch shell {
        case "bash": context.stdout.write(BashCompletion.script(tree))
        case "zsh": context.stdout.write(ZshCompletion.script(tree))
        case "fish": context.stdout.write(FishCompletion.script(tree))
        default: throw UsageError(message: "SHELL takes bash, zsh or fish, not '\(shell)'", command: spec)
        }
        return 0
    }
}

/// `dawn-journal __complete habits|loggable [--journal DIR]`: what the completion scripts call
/// for habit names. Prints each habit's name and id, one a line (`loggable`: only the habits
/// that can be logged today, neither archived nor not yet started); prints nothing (and exits
/// 0) outside a journal or when habits.toml cannot be read.
enum CompleteCommand: Command {
    static let spec = CommandSpec(
        name: "__complete",
        summary: "Values for the shell completions (habits).",
        arguments: [
            ArgumentSpec(name: "KIND", help: "habits or loggable.", completion: .words(["habits", "loggable"]))
        ],
        options: [CommonOptions.journal],
        isHidden: true)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let kind = args.positionals[0]
        guard kind == "habits" || kind == "loggable" else {
            throw UsageError(message: "KIND takes habits or loggable, not '\(kind)'", command: spec)
        }
        guard let location = try? JournalLocation.locate(option: args["--journal"], context: context),
            let bytes = try? FolderStorage(root: location.root).read("habits.toml")
        else { return 0 }
        let file = HabitsParser.parse(bytes).file
        let today = file.settings.clock.journalDate(at: (try? context.now()) ?? context.systemNow)
        var seen: Set<String> = []
        var out = ""
        for habit in file.habits where kind == "habits" || habit.status(on: today, journalStart: today) == .active {
            for word in [habit.name, habit.id] where !word.isEmpty && seen.insert(word).inserted {
                out += word + "\n"
            }
        }
        context.stdout.write(out)
        return 0
    }
}
