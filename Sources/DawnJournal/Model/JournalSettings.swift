/// The `[journal]` table of habits.toml.
public struct JournalSettings: Sendable, Hashable {
    /// Until this hour "today" means yesterday's date (midnight rollover); at most 08:00.
    public var dayStarts: TimeOfDay
    /// The timeline's slot length in minutes; a divisor of 60.
    public var slot: Int

    public static let `default` = JournalSettings(dayStarts: TimeOfDay(minutes: 240)!, slot: 15)

    public init(dayStarts: TimeOfDay, slot: Int) {
        self.dayStarts = dayStarts
        self.slot = slot
    }
}
