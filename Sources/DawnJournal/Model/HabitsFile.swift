/// The parsed habits.toml: habits in display order, journal settings, and the raw table.
public struct HabitsFile: Sendable, Equatable {
    public var habits: [Habit]
    public var settings: JournalSettings
    /// The whole decoded document, for rules that look at keys the model does not keep.
    public var table: TOMLTable

    public init(habits: [Habit] = [], settings: JournalSettings = .default, table: TOMLTable = TOMLTable()) {
        self.habits = habits
        self.settings = settings
        self.table = table
    }

    /// The habit a day file's mention names: by id, else by name, case-insensitively.
    public func habit(named text: String) -> Habit? {
        let key = text.lowercased()
        return habits.first { $0.id.lowercased() == key } ?? habits.first { $0.name.lowercased() == key }
    }
}
