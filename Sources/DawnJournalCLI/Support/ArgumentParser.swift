import DawnJournal

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

/// A small parser following swift-argument-parser's conventions, written by hand. What it
/// accepts is the command's `CommandSpec`, and nothing else: the options, whether each takes a
/// value, the allowed values, empty values, and how many arguments.
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
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            if arg == "-h" || arg == "--help" {
                parsed.wantsHelp = true
                continue
            }
            var name = arg
            var inlineValue: String? = nil
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let option = spec.option(name) else {
                let known = spec.options.map(\.name) + ["--help"]
                let suggestion = Suggestions.closest(to: name, in: known).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)'.\(suggestion)", command: spec)
            }
            if option.takesValue {
                guard let value = inlineValue ?? rest.popFirst() else {
                    throw UsageError(message: "'\(name)' needs a value: \(option.label)", command: spec)
                }
                try check(value, of: option, spec)
                parsed.options[option.name] = value
            } else {
                guard inlineValue == nil else { throw UsageError(message: "'\(name)' takes no value", command: spec) }
                parsed.flags.insert(option.name)
            }
        }
        if parsed.wantsHelp { return parsed }
        if let max = spec.maxPositionals, parsed.positionals.count > max {
            let extra = parsed.positionals[max]
            throw UsageError(message: "unexpected argument '\(extra)'", command: spec)
        }
        for (i, argument) in spec.arguments.enumerated() {
            if i >= parsed.positionals.count {
                guard argument.isOptional else { throw UsageError(message: "missing \(argument.name)", command: spec) }
                break
            }
            let values = argument.isRepeating ? Array(parsed.positionals[i...]) : [parsed.positionals[i]]
            if !argument.allowsEmpty, values.contains(where: \.isEmpty) {
                throw UsageError(
                    message: "\(argument.name) cannot be empty; it is \(lowercasedFirst(argument.help))", command: spec)
            }
        }
        return parsed
    }

    /// An option's value against what the spec allows.
    static func check(_ value: String, of option: OptionSpec, _ spec: CommandSpec) throws(UsageError) {
        if option.onlyAllowed, !option.allowedValues.contains(value) {
            throw UsageError(
                message: "'\(option.name)' takes \(HelpText.list(option.allowedValues, "or")), not '\(value)'",
                command: spec)
        }
        if value.isEmpty, !option.allowsEmpty {
            throw UsageError(
                message: "'\(option.name)' cannot be empty; \(option.label) is \(lowercasedFirst(option.help))",
                command: spec)
        }
    }

    static func lowercasedFirst(_ s: String) -> String {
        guard let first = s.first, first.isUppercase, s.dropFirst().first?.isLowercase ?? true else { return s }
        return first.lowercased() + s.dropFirst()
    }
}
