/// Where a habit stands on a date: the one answer to "does it count that day?".
public enum HabitStatus: String, Sendable, Hashable, Codable {
    /// Before its `since` (or, without one, before the journal's first day).
    case notStarted = "not-started"
    /// It counts: since ≤ date < archived, and the date in none of its `pauses`.
    case active
    /// On or after its `archived` date; its history stays.
    case archived
    /// In one of its past `pauses`: not applicable, never a miss.
    case paused
}

extension Habit {
    /// The habit's status on `date`.
    ///
    /// - Parameter journalStart: where a habit without `since` starts: the journal's first day.
    ///   Nil when the journal has no day yet; such a habit has then not started.
    public func status(on date: LocalDate, journalStart: LocalDate?) -> HabitStatus {
        if let archived, date >= archived { return .archived }
        guard let start = since ?? journalStart, date >= start else { return .notStarted }
        if pauses.contains(where: { $0.contains(date) }) { return .paused }
        return .active
    }

    /// The pause that holds `date`: a past one of `pauses`, or the one `archived` began (its
    /// `to` then nil); nil when `date` is in none.
    public func pause(on date: LocalDate) -> (from: LocalDate, to: LocalDate?)? {
        if let archived, date >= archived { return (archived, nil) }
        return pauses.first { $0.contains(date) }.map { ($0.from, $0.to) }
    }
}
