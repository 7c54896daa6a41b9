import DawnSource

/// The help of a command, made from its `CommandSpec`: OVERVIEW, USAGE, ARGUMENTS, OPTIONS
/// (with `-h, --help`), EXAMPLES, wrapped to a width.
enum HelpText {
    /// Where descriptions start in ARGUMENTS and OPTIONS.
    static let labelColumn = 24

    /// The help's width: the views' (`CLIContext.width`: `COLUMNS` when set, else the
    /// terminal's width, else 80; never under 40).
    static func width(_ context: CLIContext) -> Int { context.width }

    /// The usage line's words: `dawn-journal`, the name, the arguments, the options (each
    /// `[--date DATE]`, or a group `(--before OTHER | --after OTHER)`), unbreakable each.
    static func usageUnits(_ spec: CommandSpec) -> [String] {
        var units = ["dawn-journal"] + spec.name.split(separator: " ").map(String.init)
        units += spec.arguments.map(\.usage)
        var groupsDone: Set<String> = []
        for option in spec.options {
            if let group = option.exclusiveGroup {
                guard groupsDone.insert(group).inserted else { continue }
                let members = spec.options.filter { $0.exclusiveGroup == group }.map(\.label)
                units.append("(" + members.joined(separator: " | ") + ")")
            } else {
                units.append("[\(option.label)]")
            }
        }
        return units
    }

    /// `text, json or github`.
    static func list(_ items: [String], _ conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
    }

    /// An argument's or option's description with its allowed values and default.
    static func describe(
        _ help: String, allowed: [String] = [], onlyAllowed: Bool = false, default defaultValue: String?
    ) -> String {
        var text = help
        if onlyAllowed, !allowed.isEmpty, !allowed.allSatisfy({ help.contains($0) }) {
            text += (text.hasSuffix(".") ? " " : ". ") + "One of: \(allowed.joined(separator: ", "))."
        }
        if let defaultValue { text += (text.hasSuffix(".") ? " " : ". ") + "Default: \(defaultValue)." }
        return text
    }

    /// The full help of a command.
    static func render(_ spec: CommandSpec, subcommands: [CommandSpec] = [], width: Int) -> String {
        var out = wrap("OVERVIEW: " + spec.summary, width: width, indent: 0) + "\n"
        if !spec.discussion.isEmpty { out += "\n" + paragraphs(spec.discussion, width: width, indent: 0) }
        out += "\n" + usage(spec, subcommands: subcommands, prefix: "USAGE: ", width: width) + "\n"
        if !spec.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for a in spec.arguments {
                out += row(a.name + (a.isRepeating ? "…" : ""), describe(a.help, default: a.defaultValue), width: width)
            }
        }
        if !subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            for sub in subcommands {
                let words = sub.name.split(separator: " ").dropFirst().joined(separator: " ")
                let args = sub.arguments.filter { !$0.isOptional }.map(\.name).joined(separator: " ")
                out += row(args.isEmpty ? words : "\(words) \(args)", sub.summary, width: width)
            }
        }
        out += "\nOPTIONS:\n"
        for o in spec.options {
            out += row(
                o.short.map { "\($0), " + o.label } ?? o.label,
                describe(o.help, allowed: o.allowedValues, onlyAllowed: o.onlyAllowed, default: o.defaultValue),
                width: width)
        }
        out += row(CommonOptions.helpLabel, CommonOptions.helpText, width: width)
        if !spec.examples.isEmpty {
            out += "\nEXAMPLES:\n"
            for e in spec.examples { out += wrap(e, width: width, indent: 2, hanging: 4) + "\n" }
        }
        if !subcommands.isEmpty {
            out +=
                "\n"
                + wrap(
                    "See 'dawn-journal help \(spec.name) <subcommand>' for more about a subcommand.", width: width,
                    indent: 0) + "\n"
        }
        return out
    }

    /// `USAGE: dawn-journal log HABIT [AMOUNT] [--date DATE] …`, wrapped under its first argument.
    static func usage(_ spec: CommandSpec, subcommands: [CommandSpec] = [], prefix: String, width: Int) -> String {
        var units = usageUnits(spec)
        if !subcommands.isEmpty { units.insert("<subcommand>", at: 1 + spec.name.split(separator: " ").count) }
        let head = prefix + units.prefix(1 + spec.name.split(separator: " ").count).joined(separator: " ")
        let rest = Array(units.dropFirst(1 + spec.name.split(separator: " ").count))
        return fill(head: head, units: rest, width: width, indent: min(head.count + 1, 32))
    }

    /// One ARGUMENTS or OPTIONS row: the label, then the description from `labelColumn`.
    static func row(_ label: String, _ description: String, width: Int) -> String {
        let body = wrap(description, width: width, indent: labelColumn)
        let first = "  " + label
        if first.count <= labelColumn - 2 {
            return first + String(body.dropFirst(first.count)) + "\n"
        }
        return first + "\n" + body + "\n"
    }

    /// Text re-wrapped by paragraph; lines that start with two spaces are kept as they are.
    static func paragraphs(_ text: String, width: Int, indent: Int) -> String {
        var out = ""
        var words: [String] = []
        func flush() {
            if !words.isEmpty { out += wrap(words.joined(separator: " "), width: width, indent: indent) + "\n" }
            words = []
        }
        for line in SourceText(text).editorTexts {
            if line.allSatisfy({ $0 == " " }) {
                flush()
                if !out.isEmpty && !out.hasSuffix("\n\n") { out += "\n" }
            } else if line.hasPrefix("  ") {
                flush()
                out += String(repeating: " ", count: indent) + line + "\n"
            } else {
                words.append(line.trimmingSpaces())
            }
        }
        flush()
        return out
    }

    /// Words filled to `width`, every line indented by `indent` (the first too), following
    /// lines by `indent + hanging`. A word longer than the line stays whole.
    static func wrap(_ text: String, width: Int, indent: Int, hanging: Int = 0) -> String {
        TextLayout.flow(
            text.split(separator: " ").map(String.init), width: width,
            lead: String(repeating: " ", count: indent), indent: String(repeating: " ", count: indent + hanging)
        ).joined(separator: "\n")
    }

    /// `head`, then `units` (each kept whole) filled to `width`, following lines indented by
    /// `indent`.
    static func fill(head: String, units: [String], width: Int, indent: Int) -> String {
        TextLayout.flow([head] + units, width: width, indent: String(repeating: " ", count: indent))
            .joined(separator: "\n")
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
