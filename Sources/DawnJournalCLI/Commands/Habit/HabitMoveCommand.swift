import DawnJournal

/// `dawn-journal habit move NAME`: reorders habits.toml, which is the order habits are shown in.
enum HabitMoveCommand: Command {
    static let spec = CommandSpec(
        name: "habit move",
        summary: "Move a habit before or after another, or to a position.",
        discussion: """
            Habits are shown in the order their tables are written in habits.toml. This moves the
            habit's whole [habits.ID] table, with the comment lines directly above it, to its new
            place; every other line stays where it is. A habit written another way (a dotted key,
            an inline table, a sub-table) is refused: move it by hand. Moving a habit to where it
            already is changes nothing. Give exactly one of --before, --after and --to.
            """,
        arguments: [CommonOptions.habitArgument("NAME")],
        options: [
            OptionSpec(
                name: "--before", valueName: "OTHER", help: "Just before the habit OTHER.", completion: .habits,
                exclusiveGroup: "where"),
            OptionSpec(
                name: "--after", valueName: "OTHER", help: "Just after the habit OTHER.", completion: .habits,
                exclusiveGroup: "where"),
            OptionSpec(
                name: "--to", valueName: "N", help: "To position N, 1 being the first.", exclusiveGroup: "where"),
            CommonOptions.journal,
        ],
        examples: [#"dawn-journal habit move floss --before "Morning Run""#, "dawn-journal habit move read --to 1"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let given = ["--before", "--after", "--to"].filter { args[$0] != nil }
        guard given.count == 1 else {
            throw UsageError(
                message: given.isEmpty
                    ? "say where: give --before OTHER, --after OTHER or --to N"
                    : "give only one of \(given.joined(separator: ", "))", command: spec)
        }
        let position: HabitPosition
        if let other = args["--before"] {
            position = .before(other)
        } else if let other = args["--after"] {
            position = .after(other)
        } else {
            let text = args["--to"]!
            guard let n = Int(text), n >= 1 else {
                throw UsageError(
                    message: "'--to' takes a position from 1, such as --to 1 for the first; not '\(text)'",
                    command: spec)
            }
            position = .at(n)
        }
        let journal = try OpenJournal.open(args, context)
        let moved = try journal.run(spec) { j throws(JournalRefusal) in try j.moveHabit(name, to: position) }
        let (from, to) = (moved.movedFrom ?? 0, moved.movedTo ?? 0)
        if from == to {
            context.stdout.write("\(moved.habit.name) is already at position \(to); nothing changed.\n")
        } else {
            context.stdout.write("Moved \(moved.habit.name) from position \(from) to \(to).\n")
        }
        return 0
    }
}
