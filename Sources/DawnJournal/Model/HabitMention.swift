import DawnSource

/// How a day file names a habit: an optional emoji, the name or id as written, and where.
public struct HabitMention: Sendable, Hashable {
    /// The emoji written before the name, if any.
    public var emoji: String?
    /// The name or id as written, normalised by `HabitName.normalised` (trimmed, runs of
    /// spaces and tabs read as one space).
    public var name: String
    /// Where the name stands on its line.
    public var range: SourceRange
    /// Where the emoji stands, if there is one.
    public var emojiRange: SourceRange?

    public init(emoji: String?, name: String, range: SourceRange, emojiRange: SourceRange? = nil) {
        self.emoji = emoji
        self.name = name
        self.range = range
        self.emojiRange = emojiRange
    }

    /// The key used to match a habit's name or id: the name is normalised already (see
    /// `HabitName`), so lower-cased.
    public var matchKey: String { name.lowercased() }

    /// The emoji and name as written, as `Habit.label` puts them: "🏃 Morning Run".
    public var label: String { (emoji.map { $0 + " " } ?? "") + name }
}
