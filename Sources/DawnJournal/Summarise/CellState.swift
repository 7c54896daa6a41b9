import DawnJournalModel

/// What a habit is on one date, as History shows it.
public enum CellState: String, Sendable, Hashable, Codable {
    /// At least one instance on the timeline, or ticked.
    case done
    /// Due, not done, and the date is before today.
    case missed
    /// Today, due, not done yet: not a miss.
    case pending
    /// A rest day (`- [-]`): not due.
    case skipped
    /// A day of a target habit (N a week or a month) in a period it counts in, not done: a
    /// neutral cell, never a miss; the period's tally tells the rest. Also a day of an N-in-M-days
    /// habit inside one of Loop's intervals, not done (Loop's automatic check).
    case open
    /// Not applicable: before the habit starts, from its archiving on, in a pause, on a weekday
    /// it is not kept on, or in the future.
    case na

    /// Whether the cell is history: done, missed or skipped. Today's pending cells, a target
    /// habit's open days and days not applicable are not, so a new journal has none yet ("Your
    /// history will appear here once you start tracking habits.").
    public var isHistory: Bool { self == .done || self == .missed || self == .skipped }
}
