import DawnTOML

/// The parsed habits.toml: habits in display order, journal settings, and the raw table.
public struct HabitsFile: Sendable, Equatable {
    /// The habits in display order.
    public var habits: [Habit] { didSet { index = Self.makeIndex(habits) } }
    /// Lower-cased id, then lower-cased name, to a position in `habits`: built once, so that
    /// resolving a mention is one lookup however many habits and lines there are.
    private var index: [String: Int] = [:]
    public var settings: JournalSettings
    /// The whole decoded document, for rules that look at keys the model does not keep.
    public var table: TOMLTable

    public init(habits: [Habit] = [], settings: JournalSettings = .default, table: TOMLTable = TOMLTable()) {
        self.habits = habits
        self.settings = settings
        self.table = table
        self.index = Self.makeIndex(habits)
    }

    /// The habit a day file's mention names: by id, else by name, case-insensitively.
    public func habit(named text: String) -> Habit? {
        index[text.lowercased()].map { habits[$0] }
    }

    static func makeIndex(_ habits: [Habit]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (k, h) in habits.enumerated() where index[h.name.lowercased()] == nil { index[h.name.lowercased()] = k }
        for (k, h) in habits.enumerated() { index[h.id.lowercased()] = k } // ids win over names
        return index
    }
}
