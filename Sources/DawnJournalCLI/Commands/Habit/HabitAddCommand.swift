import DawnJournal
import Foundation

/// `dawn-journal habit add NAME`: appends a `[habits.ID]` table to habits.toml.
enum HabitAddCommand: Command {
    static let spec = CommandSpec(
        name: "habit add",
        synopsis: "habit add NAME [--id ID] [--emoji E] [--color C] [--duration D] [--description TEXT] [--since DATE] [--journal DIR]",
        summary: "Add a habit to habits.toml.",
        help: """
        Appends a [habits.ID] table at the end of habits.toml without touching the rest of the
        file. The name is trimmed, 1 to 50 characters, and unique ignoring case.

        Arguments:
          NAME                The habit's display name, e.g. "Morning Run".

        Options:
          --id ID             The stable key (letters, digits, - and _). Default: a slug of the
                              name, e.g. morning-run.
        \(HabitFields.optionsHelp)
                              Default for --since: today.
        \(CommonOptions.journalHelp)

        Examples:
          dawn-journal habit add "Morning Run" --emoji 🏃 --color coral --duration 30m
          dawn-journal habit add Floss --emoji 🦷 --description "Two minutes, every night."
        """,
        options: ["--id", "--journal"] + HabitFields.options,
        maxPositionals: 1)

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let raw = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let session = try WritingSession(args, context)
        defer { withExtendedLifetime(session) {} }
        let (journal, habits) = (session.journal, session.habits)
        let name = try HabitFields.validName(raw, habits: habits.file)
        var id = args["--id"] ?? HabitFields.slug(name)
        if let given = args["--id"] {
            guard !given.isEmpty, given.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || $0 == 0x2D || $0 == 0x5F }) else {
                throw UsageError(message: "'--id' takes letters, digits, - and _ only, not '\(given)'", command: spec)
            }
            if habits.file.habits.contains(where: { $0.id.lowercased() == given.lowercased() || $0.name.lowercased() == given.lowercased() }) {
                throw CLIFailure("the id '\(given)' is already taken")
            }
        } else {
            var n = 2
            let base = id
            while habits.file.habits.contains(where: { $0.id.lowercased() == id || $0.name.lowercased() == id }) { id = "\(base)-\(n)"; n += 1 }
        }
        let now = try context.now()
        let today = now.journalDate(dayStarts: habits.file.settings.dayStarts)
        var fields = [("name", HabitsEditor.string(name))]
        fields += try HabitFields.literals(args, settings: habits.file.settings, today: today, context: context, command: spec)
        if args["--since"] == nil { fields.append(("since", today.description)) }
        let result: [UInt8]
        do { result = try HabitsEditor.appendHabit(id: id, fields: fields, to: habits.bytes) } catch {
            throw CLIFailure("\(journal.display("habits.toml")): \(error.message)")
        }
        try FileStore.writeJournalFile(result, to: journal.path("habits.toml"), context: context)
        let added = HabitsParser.parse(result).file.habits.last!
        let kind = added.duration.map { "timed, \(DurationSyntax.text(minutes: $0))" } ?? "checkbox"
        context.stdout.write("Added \(added.label) (\(added.id)): \(kind), since \(added.since.map(\.description) ?? "today").\n")
        return 0
    }
}
