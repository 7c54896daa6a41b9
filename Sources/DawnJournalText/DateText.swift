import DawnJournal

/// Weekday and month names as every front end shows them, long ("Monday", "November") or
/// short ("Mon", "Nov"): made from the library's one names table, which also reads
/// habits.toml's `mon` and `monday`.
public enum DateText {
    /// How much of a name to show.
    public enum Length: Sendable {
        /// "Monday", "November".
        case long
        /// "Mon", "Nov": the first three letters.
        case short
    }

    /// The name of ISO weekday 1 (Monday) … 7 (Sunday); a value outside that range is clamped
    /// into it, never a trap.
    public static func weekday(_ isoWeekday: Int, _ length: Length = .long) -> String {
        shortened(CalendarNames.weekday(isoWeekday), length)
    }

    /// The name of month 1 (January) … 12 (December); a value outside that range is clamped
    /// into it, never a trap.
    public static func month(_ month: Int, _ length: Length = .long) -> String {
        shortened(CalendarNames.month(month), length)
    }

    private static func shortened(_ name: String, _ length: Length) -> String {
        length == .long ? name : CalendarNames.short(name)
    }
}
