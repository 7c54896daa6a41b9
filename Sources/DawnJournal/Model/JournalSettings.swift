/// The `[journal]` table of habits.toml.
public struct JournalSettings: Sendable, Hashable {
    /// Until this hour "today" means yesterday's date (midnight rollover); at most 08:00.
    public var dayStarts: TimeOfDay
    /// The timeline's slot length in minutes; a divisor of 60.
    public var slot: Int
    /// The first day of the week strip, as an ISO weekday: 1 Monday … 7 Sunday.
    public var weekStarts: Int

    /// The latest `day_starts`, 08:00, in minutes: a night ends by 32:00.
    public static let latestDayStart = 8 * 60

    public static let `default` = JournalSettings(dayStarts: TimeOfDay(minutes: 240)!, slot: 15, weekStarts: 1)

    /// Weekday names accepted by `week_starts`, Monday first: `monday` … `sunday`, made from
    /// the one names table (`CalendarNames`).
    public static let weekdays = CalendarNames.weekdays.map { $0.lowercased() }

    public init(dayStarts: TimeOfDay, slot: Int, weekStarts: Int = 1) {
        self.dayStarts = dayStarts
        self.slot = slot
        self.weekStarts = weekStarts
    }

    /// The journal's date at a moment: before `dayStarts` it is still the day before (midnight
    /// rollover).
    public func journalDate(at moment: LocalDateTime) -> LocalDate {
        moment.journalDate(dayStarts: dayStarts)
    }

    /// Whether an entry of `date` that starts at `start` (a journal-day time: `25:00` is 01:00
    /// the night after) has begun at `moment`. One that has not is *planned*: it has not
    /// happened and counts for nothing until its start has passed. Every entry of a day before
    /// the journal's today has begun; none of a later day has.
    public func hasBegun(_ start: TimeOfDay, on date: LocalDate, now moment: LocalDateTime) -> Bool {
        let today = journalDate(at: moment)
        guard date == today else { return date < today }
        // After midnight, before `dayStarts`: the night of today, past 24:00.
        let minute = moment.minutes + (moment.date > today ? TimeOfDay.midnight : 0)
        return start.minutes <= minute
    }

    /// The start of the slot that holds `time`: `06:37` is `06:30` with 15-minute slots.
    public func slotStart(_ time: TimeOfDay) -> TimeOfDay {
        TimeOfDay(minutes: time.minutes / slot * slot)!
    }

    /// A length rounded to the nearest whole number of slots, and at least one slot: 40 minutes
    /// is 45 with 15-minute slots, 5 minutes is 15.
    public func slotLength(_ minutes: Int) -> Int {
        max(slot, (minutes + slot / 2) / slot * slot)
    }

    /// The first day of the week that holds `date`, weeks starting on `weekStarts`
    /// (`LocalDate.daysIntoWeek(startingOn:)`), kept within the calendar.
    public func weekStart(containing date: LocalDate) -> LocalDate {
        LocalDate(dayNumber: date.weekStartDayNumber(startingOn: weekStarts))
    }
}
