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

    /// How long an entry of `habit` is when it is placed without a length (a tap on the tray, a
    /// pill dropped, `log HABIT --at`): its `duration`, else one slot, rounded to whole slots.
    public func placedLength(_ habit: Habit) -> Int {
        clock.slotLength(habit.duration ?? slot)
    }

    /// An entry's length after `slots` more (or fewer) slots: never under one slot, as a key
    /// or a sheet's button resizes it.
    public func length(_ minutes: Int, bySlots slots: Int) -> Int { max(slot, minutes + slots * slot) }

    /// The first day of the week that holds `date`, weeks starting on `weekStarts`
    /// (`LocalDate.daysIntoWeek(startingOn:)`), kept within the calendar.
    public func weekStart(containing date: LocalDate) -> LocalDate {
        LocalDate(dayNumber: date.weekStartDayNumber(startingOn: weekStarts))
    }
}
