/// The commands as the completion scripts and the man page see them: every visible command,
/// each with its subcommands, from the same specs the parser reads.
struct CompletionTree {
    struct Node {
        var spec: CommandSpec
        var subcommands: [CommandSpec]
        /// The last word of the name: `add` for `habit add`.
        var word: String { String(spec.name.split(separator: " ").last!) }
    }

    var top: CommandSpec
    var commands: [Node]

    static var current: CompletionTree {
        CompletionTree(
            top: DawnJournalCLI.topSpec,
            commands: DawnJournalCLI.commands.filter { !$0.spec.isHidden }.map {
                Node(spec: $0.spec, subcommands: $0.subcommands.map { sub in sub.spec })
            })
    }

    /// Every command a person can run: the plain ones and each subcommand, in help order.
    var leaves: [CommandSpec] {
        commands.flatMap { $0.subcommands.isEmpty ? [$0.spec] : $0.subcommands }
    }

    /// Every option that takes a value, in any command: the scripts skip its value when they
    /// look for the command's name and count its arguments.
    var valueOptions: [String] {
        var seen: Set<String> = []
        return (top.options + leaves.flatMap(\.options)).filter(\.takesValue).map(\.name).filter {
            seen.insert($0).inserted
        }
    }

    /// The commands' names, for `help COMMAND`.
    var commandWords: [String] { commands.map(\.word) }

    /// The words a value completes with, when they are fixed.
    func words(_ option: OptionSpec) -> [String]? {
        if !option.allowedValues.isEmpty { return option.allowedValues }
        if case .words(let w) = option.completion { return w }
        return nil
    }

    func words(_ completion: ValueCompletion) -> [String]? {
        switch completion {
        case .words(let w): return w
        case .commands: return commandWords
        default: return nil
        }
    }

    /// The first sentence of a help text, without its final stop, cut before a colon: short
    /// enough for a completion menu.
    static func short(_ help: String) -> String {
        var s = Substring(help)
        for stop in [". ", ": ", "; ", " ("] {
            if let r = s.start(of: stop) { s = s[..<r] }
        }
        if s.hasSuffix(".") { s = s.dropLast() }
        return String(s)
    }
}
