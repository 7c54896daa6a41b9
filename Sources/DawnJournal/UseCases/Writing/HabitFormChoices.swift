/// What a form for a new or changed habit offers, and what a new one starts with: the choices
/// of the seeds' add forms (PRODUCT.md, "Habits"), so that every screen offers the same.
public enum HabitFormChoices {
    /// The durations offered, in minutes (15 to 120); a form also offers none (a checkbox habit).
    public static let durations = [15, 30, 45, 60, 90, 120]

    /// Where a new habit is added from.
    public enum Entry: String, Sendable, CaseIterable {
        /// The timeline's tray ("+ Add habit" after its pills): a habit to place, so timed.
        case tray
        /// My Habits: a checkbox habit unless a duration is chosen.
        case habits
    }

    /// The duration and colour a new habit's form starts with: from the tray 30 minutes (the
    /// timeline app's default), from My Habits none; and the colour `habit add` gives a habit
    /// added without one (the first preset no active habit shows on `today`).
    public static func defaults(_ entry: Entry, habits: [Habit], today: LocalDate) -> (duration: Int?, color: String) {
        (entry == .tray ? 30 : nil, HabitForm.freePreset(among: habits, today: today))
    }
}
