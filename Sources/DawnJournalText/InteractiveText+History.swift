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

    /// What a day holds of a habit, a line each, as History's detail lists them: its entries
    /// ("06:30-07:15 +5 km · a note", "14:00-" while it runs) and its checklist lines ("[x] +2");
    /// empty when it holds
    /// none (then `historyNothingWritten`).
    public static func historyLines(_ day: DayView, habit id: String) -> [String] {
        var lines: [String] = []
        for e in day.entries where e.habit?.id == id {
            lines.append(
                "\(e.entry.start)-" + (e.entry.isRunning ? "" : "\(e.entry.end)")
                    + (e.entry.amount.map { " " + $0.text } ?? "")
                    + (e.entry.note.map { " · " + $0 } ?? ""))
        }
        for i in day.items where i.habit?.id == id {
            lines.append(
                i.item.state.box + (i.item.amount.map { " " + $0.text } ?? "") + (i.item.note.map { " · " + $0 } ?? ""))
        }
        return lines
    }

    /// The button under History's detail that opens the day: "Open Saturday 21 November".
    public static func openDay(_ date: LocalDate) -> String { "Open " + DayScreenText.longDate(date) }
}
