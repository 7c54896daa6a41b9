/// `dawn-journal habit …`: the Habits view as commands.
enum HabitCommand: Command {
    static let spec = CommandSpec(
        name: "habit",
        synopsis: "habit <add|list|edit|move|archive|unarchive|rename|remove> [options]",
        summary: "Add, list, edit, reorder, archive, rename or remove habits.",
        help: """
        Subcommands:
          add NAME            Add a habit to habits.toml.
          list                The habits, as pills, with how often each was done lately.
          edit NAME           Change a habit's id, emoji, colour, duration, description, since,
                              days, target or amounts.
          move NAME           Move a habit before or after another, or to a position.
          archive NAME        Stop counting a habit from a date on; its history stays.
          unarchive NAME      Count an archived habit again.
          rename OLD NEW      Rename a habit in habits.toml and in every day file.
          remove NAME         Remove a habit that has no history (or, with --purge, its history too).

        habits.toml edits change only the lines concerned; comments and layout stay.
        See 'dawn-journal habit <subcommand> --help'.
        """,
        maxPositionals: nil)

    static var subcommands: [any Command.Type] {
        [HabitAddCommand.self, HabitListCommand.self, HabitEditCommand.self, HabitMoveCommand.self, HabitArchiveCommand.self,
         HabitUnarchiveCommand.self, HabitRenameCommand.self, HabitRemoveCommand.self]
    }

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 { 0 }
}
