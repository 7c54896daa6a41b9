/// `dawn-journal habit …`: the Habits view as commands.
enum HabitCommand: Command {
    static let spec = CommandSpec(
        name: "habit",
        summary: "Add, list, edit, reorder, archive, rename or remove habits.",
        discussion: "habits.toml edits change only the lines concerned; comments and layout stay.",
        examples: ["dawn-journal habit list", #"dawn-journal habit add "Morning Run" --duration 30m"#])

    static var subcommands: [any Command.Type] {
        [
            HabitAddCommand.self, HabitListCommand.self, HabitEditCommand.self, HabitMoveCommand.self,
            HabitArchiveCommand.self,
            HabitUnarchiveCommand.self, HabitRenameCommand.self, HabitRemoveCommand.self,
        ]
    }

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 { 0 }
}
