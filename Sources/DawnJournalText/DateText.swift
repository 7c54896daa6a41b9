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

    /// A window's days, as the views head it: "2026-11-16 – 2026-11-21 · 6 days", and ", since
    /// the journal began" when a default window was cut to start on the journal's first day.
    public static func window(from: LocalDate, to: LocalDate, startsWithJournal: Bool = false) -> String {
        let days = from.days(to: to) + 1
        return "\(from) – \(to) · \(days) day\(days == 1 ? "" : "s")"
            + (startsWithJournal ? ", since the journal began" : "")
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
