import DawnTOML

/// The `[journal]` table of habits.toml.
public struct JournalSettings: Sendable, Hashable {
    /// Until this hour "today" means yesterday's date (midnight rollover); at most 08:00.
    public var dayStarts: TimeOfDay
    /// The timeline's slot length in minutes; a divisor of 60.
    public var slot: Int
    /// The first day of the week strip, as an ISO weekday: 1 Monday … 7 Sunday.
    public var weekStarts: Int

    public static let `default` = JournalSettings(dayStarts: TimeOfDay(minutes: 240)!, slot: 15, weekStarts: 1)

    /// Weekday names accepted by `week_starts`, Monday first.
    public static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    public init(dayStarts: TimeOfDay, slot: Int, weekStarts: Int = 1) {
        self.dayStarts = dayStarts
        self.slot = slot
        self.weekStarts = weekStarts
    }
}
