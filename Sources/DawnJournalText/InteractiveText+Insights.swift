/// The interactive view's words for its Insights tab, and the way to the Habits tab that its
/// empty states and Today's give. The cards' own sentences are `InsightsText`'s and
/// `EmptyStateText`'s, shared with `summary`.
extension InteractiveText {
    /// A window of the range selector: "7 days".
    public static func insightsRange(_ days: Int) -> String { days == 1 ? "1 day" : "\(days) days" }

    /// The Insights tab's status-line hints.
    public static let insightsHints = "←/→ 7 · 30 · 90 days · ↑/↓ scroll · 1-4 tabs · ? keys · q quit"

    /// The Insights tab's keys, for the help overlay before the keys of every tab.
    public static let insightsKeys: [(String, String)] = [
        ("← → h l", "the window: 7, 30 or 90 days"),
        ("↑ ↓ j k", "scroll by a line"),
        ("PgUp PgDn", "by a page"),
        ("Home End", "the top, the bottom"),
    ]

    /// Said after "Get started by adding your first habit." and "You have no active habits.":
    /// where the view adds one (the Habits tab, whose `a` opens the add form).
    public static let addOneInHabits = "Press 4 for Habits, then a to add one."
}
