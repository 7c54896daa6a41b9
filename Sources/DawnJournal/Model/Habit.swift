import DawnTOML

/// A habit as habits.toml defines it: `[habits.morning-run]`.
public struct Habit: Sendable, Hashable {
    /// The table key: stable, used on the command line; survives renames of `name`.
    public var id: String
    /// The display name; matched case-insensitively.
    public var name: String
    public var emoji: String?
    /// The colour as written: `#RRGGBB` or a preset name (see `HabitColor`).
    public var color: String?
    /// Default instance length in minutes; nil for a checkbox habit.
    public var duration: Int?
    public var description: String?
    /// The first date it counts.
    public var since: LocalDate?
    /// From this date on it no longer counts.
    public var archived: LocalDate?
    /// A symbol name for clients that draw icons.
    public var icon: String?
    /// Where the `[habits.id]` header stands in habits.toml.
    public var range: SourceRange
    /// Where each field's key stands.
    public var fieldRanges: [String: SourceRange]

    public init(id: String, name: String, emoji: String? = nil, color: String? = nil, duration: Int? = nil,
                description: String? = nil, since: LocalDate? = nil, archived: LocalDate? = nil, icon: String? = nil,
                range: SourceRange = SourceRange(line: 1, column: 1), fieldRanges: [String: SourceRange] = [:]) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.color = color
        self.duration = duration
        self.description = description
        self.since = since
        self.archived = archived
        self.icon = icon
        self.range = range
        self.fieldRanges = fieldRanges
    }

    /// The emoji and the name, as pills and day files show it: "🏃 Morning Run".
    public var label: String { (emoji.map { $0 + " " } ?? "") + name }

    /// Whether instances go on the timeline (it has a default duration) rather than the checklist.
    public var isTimed: Bool { duration != nil }
}
