import DawnJournal

/// The Insights view's words (PRODUCT.md, "Counting"): its headings, the counts beside a
/// percentage, Most Consistent and Room for Growth as the checklist app words them.
public enum InsightsText {
    /// The view's title.
    public static let heading = "Insights"
    /// The heading over the percentage of the whole window.
    public static let overallConsistency = "Overall Consistency"
    /// The heading over a bar per habit.
    public static let byHabit = "By Habit"
    /// The heading over `mostConsistent(_:)`.
    public static let mostConsistentHeading = "Most Consistent"
    /// The heading over `roomForGrowth(_:)`.
    public static let roomForGrowthHeading = "Room for Growth"

    /// The raw counts of the overall consistency, as the checklist app says them: "192 out of
    /// 268 total habit instances".
    public static func outOf(done: Int, due: Int) -> String { "\(done) out of \(due) total habit instances" }

    /// A habit's raw counts beside its bar: "21 of 29".
    public static func doneOfDue(_ counts: HabitCounts) -> String { "\(counts.done) of \(counts.due)" }

    /// An amount habit's average per due day: "6.3 a day".
    public static func perDay(_ average: Double) -> String { NumberText.decimal(average) + " a day" }

    /// Most Consistent, as the checklist app words it: "Your most consistent habit is Morning
    /// Run at 72%".
    public static func mostConsistent(_ counts: HabitCounts) -> String {
        "Your most consistent habit is \(counts.habit.name) at \(NumberText.percent(counts.percent))"
    }

    /// Room for Growth, neutrally: "Read has been completed 4 times (13%)".
    public static func roomForGrowth(_ counts: HabitCounts) -> String {
        "\(counts.habit.name) has been completed \(NumberText.times(counts.done)) (\(NumberText.percent(counts.percent)))"
    }
}
