import DawnJournal

/// The History tab's words (`dawn-journal ui`, key 2). The cells' glyphs, their legend and the
/// cursor's tooltip ("Tue 3 Nov · Completed") are `CellStateText`'s, shared with `history`.
extension InteractiveText {
    /// The cursor's habit on its day, over what the day file holds for it: "Morning Run on
    /// Tuesday 2026-11-03".
    public static func historyDay(_ habit: Habit, _ date: LocalDate) -> String {
        "\(habit.label) on \(DateText.weekday(date.weekday)) \(date)"
    }

    /// Said under it when the day file holds nothing for the habit.
    public static let historyNothingWritten = "Nothing written for it that day."
}
