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

    /// The state's glyph in a History matrix, on a terminal or in a text file: ● done, ○ missed,
    /// ◌ pending, – skipped, ◦ open, · not applicable (`history` and `dawn-journal ui`).
    public static func glyph(_ state: CellState) -> String {
        switch state {
        case .done: "●"
        case .missed: "○"
        case .pending: "◌"
        case .skipped: "–"
        case .open: "◦"
        case .na: "·"
        }
    }

    /// The legend under a History matrix: each state's glyph and its word, "open" only when
    /// `withOpen` (some cell of the matrix is open): "● done", …, "· not applicable".
    public static func legend(withOpen: Bool) -> [String] {
        let words: [(CellState, String)] = [
            (.done, "done"), (.missed, "missed"), (.pending, "pending"), (.skipped, "skipped"),
            (.open, "open (a target habit's day: not a miss)"), (.na, "not applicable"),
        ]
        return words.filter { withOpen || $0.0 != .open }.map { glyph($0.0) + " " + $0.1 }
    }

    /// A date after today, whatever its cell holds: "not yet".
    public static let future = "not yet"
}
