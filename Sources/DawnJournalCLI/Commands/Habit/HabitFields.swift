import Foundation
import DawnJournal

/// The fields `habit add` and `habit edit` take, validated like the form they replace.
struct HabitFields {
    static let options = ["--emoji", "--color", "--duration", "--description", "--since"]
    static let optionsHelp = """
          --emoji EMOJI       One emoji; a longer text is cut to its first one, with a notice.
          --color COLOR       #RRGGBB or coral, peach, sun, mint, sky, lavender, rose, stone.
          --duration D        Default length on the timeline (15m, 30m, 1h, 1h30m): a timed
                              habit. Without it, a checkbox habit.
          --description TEXT  Why does this matter to you? At most 200 characters.
          --since DATE        The first date it counts (YYYY-MM-DD, today, yesterday, -N).
        """

    /// `(key, TOML literal)` pairs in habits.toml order, for the options given.
    static func literals(_ args: ParsedArguments, settings: JournalSettings, today: LocalDate,
                         context: CLIContext, command: CommandSpec) throws -> [(String, String)] {
        var out: [(String, String)] = []
        if let e = args["--emoji"] {
            guard let first = e.trimmingCharacters(in: .whitespacesAndNewlines).first, Emoji.isEmoji(first) else {
                throw UsageError(message: "'--emoji' takes an emoji such as 🏃, not '\(e)'", command: command)
            }
            if e.trimmingCharacters(in: .whitespacesAndNewlines).count > 1 { context.stderr.write("note: an emoji is one character; kept '\(first)'.\n") }
            out.append(("emoji", HabitsEditor.string(String(first))))
        }
        if let c = args["--color"] {
            guard HabitColor(c) != nil else {
                throw UsageError(message: "'--color' takes #RRGGBB or one of \(HabitColor.presets.map(\.name).joined(separator: ", ")), not '\(c)'", command: command)
            }
            out.append(("color", HabitsEditor.string(c.hasPrefix("#") ? c.uppercased() : c.lowercased())))
        }
        if let d = args["--duration"] {
            guard let m = DurationSyntax.minutes(d) else {
                throw UsageError(message: "'--duration' takes a duration like 15m, 30m, 1h or 1h30m, not '\(d)'", command: command)
            }
            guard m % settings.slot == 0 else {
                throw CLIFailure("a duration must be a multiple of the \(settings.slot)-minute slot; \(d) is not")
            }
            out.append(("duration", HabitsEditor.string(DurationSyntax.text(minutes: m))))
        }
        if let d = args["--description"] {
            let text = d.trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.count <= 200 else { throw CLIFailure("a description is at most 200 characters; this one has \(text.count)") }
            guard !text.contains(where: { $0 == "\n" || $0 == "\r" }) else {
                throw UsageError(message: "'--description' must be one line", command: command)
            }
            out.append(("description", HabitsEditor.string(text)))
        }
        if let s = args["--since"] {
            out.append(("since", try DateArgument.parse(s, today: today, command: command).description))
        }
        return out
    }

    /// A trimmed name of 1 to 50 characters, unique (ignoring case) among the other habits.
    static func validName(_ raw: String, habits: HabitsFile, except id: String? = nil) throws -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        guard !name.isEmpty else { throw CLIFailure("a habit needs a name of 1 to 50 characters") }
        guard name.count <= 50 else { throw CLIFailure("'\(name.prefix(20))…' is \(name.count) characters; a name is at most 50") }
        guard !name.contains(where: { $0 == "\n" || $0 == "\r" }) else { throw CLIFailure("a name must be one line") }
        if name.contains(" -- ") { throw CLIFailure("a name cannot contain ' -- ' (it starts a note in day files)") }
        if let other = habits.habits.first(where: { $0.id != id && ($0.name.lowercased() == name.lowercased() || $0.id.lowercased() == name.lowercased()) }) {
            throw CLIFailure("'\(name)' is already the name or id of '\(other.name)' (\(other.id)); names must differ")
        }
        return name
    }

    /// A stable id from a name: lower-case letters and digits joined by hyphens.
    static func slug(_ name: String) -> String {
        var out = ""
        var dash = false
        for c in name.lowercased().unicodeScalars {
            if (c >= "a" && c <= "z") || (c >= "0" && c <= "9") {
                if dash && !out.isEmpty { out += "-" }
                out.unicodeScalars.append(c)
                dash = false
            } else {
                dash = true
            }
        }
        return out.isEmpty ? "habit" : out
    }
}
