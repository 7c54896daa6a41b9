import DawnJournal

/// PRODUCT.md's empty states, word for word: what a view says when it has nothing to show.
public enum EmptyStateText {
    /// No habits at all.
    public static let noHabits = "Get started by adding your first habit."
    /// No habits due on a day.
    public static let noHabitsForDay = "No habits for this day."
    /// Everything due today is done (followed by `seeYouTomorrow`).
    public static let allCompletedToday = "All habits completed for today."
    /// Said after `allCompletedToday`.
    public static let seeYouTomorrow = "See you tomorrow."
    /// No history yet.
    public static let noHistory = "Your history will appear here once you start tracking habits."
    /// Fewer than `Summary.completionsForInsights` completions in the window.
    public static let notEnoughForInsights = "Complete a few habits to see insights about your patterns."
    /// Every habit archived or not started yet.
    public static let noActiveHabits = "You have no active habits."
    /// A day before every habit starts (`DayScreen.startsOn`): "Your habits start on Monday 30
    /// November."
    public static func habitsStart(on date: LocalDate) -> String {
        "Your habits start on \(DateText.weekday(date.weekday)) \(date.day) \(DateText.month(date.month))."
    }

    /// Said after `noActiveHabits`: how to add one, in the front end's words ("Add one with:
    /// dawn-journal habit add NAME" on the command line).
    public static func addOne(_ v: RefusalVocabulary) -> String { "Add one with: " + v.invocation("habit add NAME") }
}
