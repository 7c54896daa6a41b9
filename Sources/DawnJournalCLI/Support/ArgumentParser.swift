/// What a command accepts, and its help; the argument parser and the help text read it.
struct CommandSpec {
    /// The command's name, e.g. "fmt".
    var name: String
    /// One line: `fmt [--check] [--diff] [PATH…]`.
    var synopsis: String
    /// One sentence for the command list.
    var summary: String
    /// The body of `--help` after the usage line: description, options, examples.
    var help: String
    /// Options without a value.
    var flags: [String] = []
    /// Options that take a value (`--journal DIR` or `--journal=DIR`).
    var options: [String] = []
    /// How many positional arguments it takes at most; nil for any number.
    var maxPositionals: Int? = 0

    var usageLine: String { "Usage: dawn-journal \(synopsis)" }
}

/// A usage error: exit 64 with `Error: …`, the usage line and where to get help.
struct UsageError: Error {
    var message: String
    /// The command whose usage to show; nil for the top level.
    var command: CommandSpec?
}

/// The parsed arguments of one command.
struct ParsedArguments {
    var flags: Set<String> = []
    var options: [String: String] = [:]
    var positionals: [String] = []
    var wantsHelp = false

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    subscript(option: String) -> String? { options[option] }
}

import DawnJournal

/// A small parser following swift-argument-parser's conventions, written by hand.
enum ArgumentParser {
    static func parse(_ args: ArraySlice<String>, for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var rest = args
        var onlyPositionals = false
        while let arg = rest.popFirst() {
            // `-3` is a date (three days ago) or a number, never an option.
            let isNumber = arg.count > 1 && arg.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
            if onlyPositionals || arg == "-" || !arg.hasPrefix("-") || isNumber {
                parsed.positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            if arg == "-h" || arg == "--help" { parsed.wantsHelp = true; continue }
            var name = arg
            var inlineValue: String? = nil
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            if spec.flags.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "'\(name)' takes no value", command: spec) }
                parsed.flags.insert(name)
            } else if spec.options.contains(name) {
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "'\(name)' needs a value", command: spec)
                }
                parsed.options[name] = value
            } else {
                let known = spec.flags + spec.options + ["--help"]
                let suggestion = Suggestions.closest(to: name, in: known).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)'.\(suggestion)", command: spec)
            }
        }
        if parsed.wantsHelp { return parsed }
        if let max = spec.maxPositionals, parsed.positionals.count > max {
            let extra = parsed.positionals[max]
            throw UsageError(message: "unexpected argument '\(extra)'", command: spec)
        }
        return parsed
    }
}
