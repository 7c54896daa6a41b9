import DawnTOML

/// The parsed habits.toml: habits in display order, journal settings, and the raw table.
public struct HabitsFile: Sendable, Equatable {
    /// The habits in display order.
    public var habits: [Habit] { didSet { (index, longestKey, formerKeys) = Self.makeIndex(habits) } }
    /// Lower-cased id, then lower-cased name, then lower-cased former name, to a position in
    /// `habits`: built once, so that resolving a mention is one lookup however many habits and
    /// lines there are.
    private var index: [String: Int] = [:]
    /// The keys of `index` that are only a former name of their habit (not a name or an id).
    private var formerKeys: Set<String> = []
    /// The length in bytes of the longest key in `index`.
    private var longestKey = 0
    public var settings: JournalSettings
    /// The whole decoded document, for rules that look at keys the model does not keep.
    public var table: TOMLTable

    public init(habits: [Habit] = [], settings: JournalSettings = .default, table: TOMLTable = TOMLTable()) {
        self.habits = habits
        self.settings = settings
        self.table = table
        (self.index, self.longestKey, self.formerKeys) = Self.makeIndex(habits)
    }

    /// The habit a day file's mention names: by id, else by name, case-insensitively.
    public func habit(named text: String) -> Habit? {
        index[HabitName.key(text)].map { habits[$0] }
    }

    /// The habit a day file's mention names. Its name is normalised already (the parser did
    /// it), so this is one lower-casing and one lookup; a name far longer than every name and
    /// id is no habit, whatever it holds (a 10 MB line costs nothing here).
    public func habit(for mention: HabitMention) -> Habit? {
        habitIndex(for: mention).map { habits[$0] }
    }

    /// The position in `habits` of the habit a mention names.
    package func habitIndex(for mention: HabitMention) -> Int? {
        guard mention.name.utf8.count <= longestKey * 3 + 8 else { return nil }
        return index[mention.matchKey]
    }

    /// Whether a mention names its habit by a former name (not by its name or id).
    package func isFormerName(_ mention: HabitMention) -> Bool {
        !formerKeys.isEmpty && formerKeys.contains(mention.matchKey)
    }

    /// Whether any habit has a former name that a mention could use (`isFormerName`).
    package var hasFormerNames: Bool { !formerKeys.isEmpty }

    static func makeIndex(_ habits: [Habit]) -> ([String: Int], Int, Set<String>) {
        var index: [String: Int] = [:]
        index.reserveCapacity(habits.count * 2)
        for (k, h) in habits.enumerated() {
            let key = HabitName.key(h.name)
            if index[key] == nil { index[key] = k }
        }
        // Former names after every name: a name now in use wins over a name given up.
        var formerKeys = Set<String>()
        for (k, h) in habits.enumerated() {
            for former in h.formerNames {
                let key = HabitName.key(former)
                if index[key] == nil {
                    index[key] = k
                    formerKeys.insert(key)
                }
            }
        }
        for (k, h) in habits.enumerated() { // ids win over names
            let key = HabitName.key(h.id)
            index[key] = k
            if !formerKeys.isEmpty { formerKeys.remove(key) }
        }
        return (index, index.keys.map(\.utf8.count).max() ?? 0, formerKeys)
    }
}
