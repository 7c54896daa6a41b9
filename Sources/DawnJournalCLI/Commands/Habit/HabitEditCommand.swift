import DawnJournal
import DawnJournalText

/// `dawn-journal habit edit NAME`: changes fields of one habit, line by line.
enum HabitEditCommand: Command {
    static let spec = CommandSpec(
        name: "habit edit",
        summary: "Change a habit's id, emoji, colour, duration, description, since, days, target or amounts.",
        discussion: """
            Replaces the lines of the fields given (keeping a comment at the end of the line), or adds
            them after the habit's last field. Nothing else in habits.toml changes. To change the
            name, use 'habit rename', which also updates the day files.

            \(HabitFields.clearingHelp)

            Weekdays and a target, a goal and a limit, or a goal or limit without a unit do not go
            together, counting what habits.toml already has: such an edit is refused, naming the key
            to clear in the same command.

            --emoji also changes the emoji on the day lines that show the old one (lines without an
            emoji stay without); --id rewrites the day lines that name the habit by its old id.
            Either way, nothing is written if any day file has errors.
            """,
        arguments: [CommonOptions.habitArgument("NAME")],
        options: [.value("--id", "ID", "A new id (letters, digits, - and _), not used by another habit.")]
            + HabitFields.specs + [CommonOptions.journal],
        examples: [
            #"dawn-journal habit edit "Morning Run" --duration 45m --color sky"#,
            "dawn-journal habit edit water --unit glasses --goal 8",
            #"dawn-journal habit edit guitar --target 3/week --days """#,
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        guard let name = args.positionals.first else { throw UsageError(message: "missing NAME", command: spec) }
        let values = try HabitFields.values(args, command: spec)
        let newID = args["--id"]
        guard !values.isEmpty || newID != nil else { // before the journal is looked for
            throw UsageError(
                message:
                    "nothing to change: give at least one of \((["--id"] + HabitFields.options).joined(separator: ", "))",
                command: spec)
        }
        let journal = try OpenJournal.open(args, context)
        let edited = try journal.run(spec) { j throws(JournalRefusal) in try j.editHabit(name, values, newID: newID) }
        for notice in edited.notices { context.stderr.write("note: \(WriteText.notice(notice))\n") }
        var parts = edited.changes.map { "\($0.key) = \($0.literal)" }
        parts += edited.cleared.map { "removed \($0)" }
        if let old = edited.previousID { parts.append("id \(old) → \(edited.habit.id)") }
        if parts.isEmpty {
            context.stdout.write("Nothing changed for \(edited.habit.name).\n")
            return 0
        }
        context.stdout.write("Updated \(edited.habit.name): \(parts.joined(separator: ", ")).\n")
        if edited.lines > 0 {
            let (files, lines) = (edited.dayFiles, edited.lines)
            context.stdout.write(
                "Updated \(lines) line\(lines == 1 ? "" : "s") in \(files) day file\(files == 1 ? "" : "s").\n")
        }
        return 0
    }
}
