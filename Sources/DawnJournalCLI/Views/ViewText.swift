import DawnJournal

/// What the text views share: colours, pills, durations, percentages, bars, names of days, and
/// the wording of empty states (../shared/PRODUCT.md). The data comes from the library.
enum ViewText {
    /// The habit's colour, or the neutral grey.
    static func color(_ h: Habit) -> HabitColor { h.color.flatMap(HabitColor.init) ?? HabitColor.neutral }

    static func pill(_ h: Habit) -> String { h.label }

    /// "9h 15m", "45m".
    static func hours(_ minutes: Int) -> String {
        minutes >= 60 ? "\(minutes / 60)h" + (minutes % 60 > 0 ? " \(minutes % 60)m" : "") : "\(minutes)m"
    }

    static func percent(_ p: Double?) -> String { p.map { "\(Int(($0).rounded()))%" } ?? "–" }

    /// A bar of `width` cells: filled for the fraction, light for the rest.
    static func bar(_ fraction: Double, width: Int) -> (filled: String, empty: String) {
        let n = max(0, min(width, Int((fraction * Double(width)).rounded())))
        return (String(repeating: "█", count: n), String(repeating: "░", count: width - n))
    }

    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let weekdayLong = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    static let noHabits = "Get started by adding your first habit."
    static let noHabitsForDay = "No habits for this day."
    static let noHistory = "Your history will appear here once you start tracking habits."
    static let notEnough = "Complete a few habits to see insights about your patterns."
}
