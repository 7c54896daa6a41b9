/// Where a habit stands on a date: the one answer to "does it count that day?".
public enum HabitStatus: String, Sendable, Hashable, Codable {
    /// Before its `since` (or, without one, before the journal's first day).
    case notStarted = "not-started"
    /// It counts: since ≤ date < archived.
    case active
    /// On or after its `archived` date; its history stays.
    case archived
}

extension Habit {
    /// The habit's status on `date`.
    ///
    /// - Parameter journalStart: where a habit without `since` starts: the journal's first day.
    ///   Nil when the journal has no day yet; such a habit has then not started.
    public func status(on date: LocalDate, journalStart: LocalDate?) -> HabitStatus {
        if let archived, date >= archived { return .archived }
        guard let start = since ?? journalStart, date >= start else { return .notStarted }
        return .active
    }
}
