/// Why a write changed nothing (the front end says it: `log`'s "(already done)").
public enum Unchanged: Sendable, Equatable {
    /// The day's one record already holds this amount (`log water --set 6`).
    case alreadyTotal(Amount)
    /// The item is ticked already.
    case alreadyDone
    /// The item is skipped already.
    case alreadySkipped
    /// The same entry is on the timeline already, at this line.
    case alreadyOnTimeline(line: Int)
}
