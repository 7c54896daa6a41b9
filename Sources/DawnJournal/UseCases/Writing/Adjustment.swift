/// A value a write changed to fit the journal's slot grid, for the front end to say (the
/// command line: a `note:` line on standard error; DawnJournalText's `WriteText` words it).
public enum Adjustment: Sendable, Equatable {
    /// A length off the grid rounded to whole slots (`log … --for 20m`: 20 → 15 minutes).
    case lengthRounded(from: Int, to: Int, slot: Int)
    /// A start off the grid snapped down to its slot (`--at 07:10` → 07:00).
    case startSnapped(from: TimeOfDay, to: TimeOfDay, slot: Int)
    /// An end rounded to a slot boundary at least one slot after the start (`resize --until`,
    /// `stop --at`).
    case endRounded(from: TimeOfDay, to: TimeOfDay, slot: Int)

    /// `minutes` as a time of day (past 24:00 at night); `fallback` when out of range.
    static func time(_ minutes: Int, or fallback: TimeOfDay) -> TimeOfDay { TimeOfDay(minutes: minutes) ?? fallback }
}

/// Something a write's front end should say beside it, though it was written.
public enum WriteNotice: Sendable, Equatable {
    /// The habit was in a pause that day (its `pauses`): the line will not count.
    case paused(habit: String, from: LocalDate, to: LocalDate)
    /// The habit starts later (its `since`): the line will not count until that date is earlier.
    case notStarted(habit: String, since: LocalDate)
    /// An emoji of more than one character: the first was kept.
    case emojiCut(kept: String)
    /// A field asked to be cleared that the habit does not have.
    case nothingToClear(habit: String, field: String)
}
