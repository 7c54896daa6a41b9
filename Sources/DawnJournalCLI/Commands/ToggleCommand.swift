import DawnJournal

/// `dawn-journal toggle HABIT`: flips the habit's checklist box.
enum ToggleCommand: Command {
    static let spec = CommandSpec(
        name: "toggle",
        summary: "Tick a habit in the day's checklist, or untick it when it is ticked.",
        discussion: """
            A ticked item becomes '- [ ]' and its line stays, so toggling twice gives the file
            back; an unticked or skipped item is ticked, and a missing one is inserted ticked, as
            log does it: - [x] Floss. A timed habit's checklist tick is toggled (log
            --check), never its timeline entries. An amount habit has no box to toggle: use log and
            unlog. A future date, and ticking an archived habit, are refused.

            Exactly one line is changed or inserted; the result is re-read before it is written.
            """,
        arguments: [CommonOptions.habitArgument()],
        options: [
            CommonOptions.dateOption("--date", "The day"),
            CommonOptions.json("Print the box after the toggle as JSON."),
            CommonOptions.journal,
        ],
        examples: ["dawn-journal toggle floss", "dawn-journal toggle floss --date yesterday"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let (_, _, outcome) = try HabitDayEdit.run(
            args, context, command: spec, options: {},
            change: { j, t, _ throws(JournalRefusal) in try j.toggle(ToggleRequest(habit: t.habit, date: t.date)) })
        if args.has("--json") {
            context.stdout.write(outcome.json.rendered)
            return 0
        }
        let box = outcome.to == .done ? "[x]" : "[ ]"
        context.stdout.write(
            "\(outcome.date)  \(box)  \(outcome.habit.label)  \(outcome.to == .done ? "ticked" : "unticked")\n")
        return 0
    }
}
