/// `dawn-journal habit …`: the Habits view as commands.
enum HabitCommand: Command {
    static let spec = CommandSpec(
        name: "habit",
        synopsis: "habit <add|list|edit|archive|rename|remove> [options]",
        summary: "Add, list, edit, archive, rename or remove habits.",
        help: """
        Subcommands:
          add NAME            Add a habit to habits.toml.
          list                The habits, as pills, with how often each was done lately.
          edit NAME           Change a habit's emoji, colour, duration, description or since.
          archive NAME        Stop counting a habit from a date on; its history stays.
          rename OLD NEW      Rename a habit in habits.toml and in every day file.
          remove NAME         Remove a habit that has no history (or, with --purge, its history too).

        habits.toml edits change only the lines concerned; comments and layout stay.
        See 'dawn-journal habit <subcommand> --help'.
        """,
        maxPositionals: nil)

    static var subcommands: [any Command.Type] {
        [HabitAddCommand.self, HabitListCommand.self, HabitEditCommand.self, HabitArchiveCommand.self,
         HabitRenameCommand.self, HabitRemoveCommand.self]
    }

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 { 0 }
}
