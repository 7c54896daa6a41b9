/// The interactive view's words for its Insights tab, and the way to the Habits tab that its
/// empty states and Today's give. The cards' own sentences are `InsightsText`'s and
/// `EmptyStateText`'s, shared with `summary`.
extension InteractiveText {
    /// A window of the range selector: "7 days".
    public static func insightsRange(_ days: Int) -> String { days == 1 ? "1 day" : "\(days) days" }

    /// Said after "Get started by adding your first habit." and "You have no active habits.":
    /// where the view adds one (the Habits tab, whose `a` opens the add form).
    public static let addOneInHabits = "Press 4 for Habits, then a to add one."
}
