import DawnJournal

/// What a History cell is, in words: the checklist app's tooltip ("Tue 3 Nov · Completed")
/// and the report's cell titles ("2026-11-18 · done").
public enum CellStateText {
    /// The state's name as the checklist app's tooltip words it: "Completed", "Missed",
    /// "Pending", "Skipped", "Open", "Not applicable".
    public static func name(_ state: CellState) -> String {
        switch state {
        case .done: "Completed"
        case .missed: "Missed"
        case .pending: "Pending"
        case .skipped: "Skipped"
        case .open: "Open"
        case .na: "Not applicable"
        }
    }

    /// A cell named with its date, the tooltip of History: "Tue 3 Nov · Completed".
    public static func tooltip(_ date: LocalDate, _ state: CellState) -> String {
        "\(DateText.weekday(date.weekday, .short)) \(date.day) \(DateText.month(date.month, .short)) · \(name(state))"
    }

    /// The state in lower case with what it means, for a legend or a cell's title: "done",
    /// "pending (today)", "open (not done; the period counts)".
    public static func description(_ state: CellState) -> String {
        switch state {
        case .done: "done"
        case .missed: "missed"
        case .pending: "pending (today)"
        case .skipped: "skipped"
        case .open: "open (not done; the period counts)"
        case .na: "not applicable"
        }
    }

    /// A date after today, whatever its cell holds: "not yet".
    public static let future = "not yet"
}
