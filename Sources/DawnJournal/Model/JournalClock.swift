/// The journal's clock: its slot grid, its day start and the night after a day, as one value.
///
/// A journal day runs from `day_starts` to 24:00 plus `day_starts` (its *night end*); times
/// past 24:00 are the night after the day (`25:30` is 01:30). The slot grid is the clock's, from
/// 00:00, whatever `day_starts` is: with 15-minute slots and `day_starts = "04:10"` the day's
/// slots are 04:15, 04:30 … 27:45 (the last one that ends by 28:10), the grid lint checks and
/// log snaps to. Every use case, rule, view, the language server and the interactive view take
/// their arithmetic of slots, nights and "now" from here. Times are minutes of the journal day.
public struct JournalClock: Sendable, Hashable {
    /// Until this time "today" means yesterday's date; the night of a day ends at 24:00 plus it.
    public let dayStarts: TimeOfDay
    /// The slot length in minutes: a divisor of 60 (at least 1).
    public let slot: Int

    public init(dayStarts: TimeOfDay, slot: Int) {
        self.dayStarts = dayStarts
        self.slot = max(1, slot)
    }

    // MARK: - Days and nights

    /// The night's end, 24:00 plus `day_starts` (28:00 by default): nothing of a day's file
    /// ends later.
    public var nightEnd: Int { TimeOfDay.midnight + dayStarts.minutes }

    /// The night's end as a time (`28:00`).
    public var nightEndTime: TimeOfDay { TimeOfDay(minutes: nightEnd)! }

    /// The journal's date at a moment: before `day_starts` it is still the day before
    /// (midnight rollover).
    public func journalDate(at moment: LocalDateTime) -> LocalDate {
        moment.minutes < dayStarts.minutes ? moment.date.adding(days: -1) : moment.date
    }

    /// A clock time as a minute of the journal day: one before `day_starts` is in the night after
    /// the day (01:00 is 25:00); any other (24:00 and later too) is as written.
    public func dayMinute(_ time: TimeOfDay) -> Int {
        time.minutes + (time.minutes < dayStarts.minutes ? TimeOfDay.midnight : 0)
    }

    /// A moment as a minute of its journal day (`journalDate(at:)`'s): 01:30 before `day_starts`
    /// is 25:30 of the day before.
    public func dayMinute(at moment: LocalDateTime) -> Int {
        moment.minutes + (moment.minutes < dayStarts.minutes ? TimeOfDay.midnight : 0)
    }

    /// "Now" on the timeline of `date`: the minute of that journal day at `moment`, or nil when
    /// `moment` lies in another journal day.
    public func now(on date: LocalDate, at moment: LocalDateTime) -> Int? {
        journalDate(at: moment) == date ? dayMinute(at: moment) : nil
    }

    /// A minute of the journal day on the wall clock: 25:30 is 01:30, 07:00 is 07:00.
    public func wallClock(_ minutes: Int) -> TimeOfDay {
        TimeOfDay(minutes: ((minutes % TimeOfDay.midnight) + TimeOfDay.midnight) % TimeOfDay.midnight)!
    }

    /// Whether an entry of `date` that starts at `start` (a journal-day time: `25:00` is 01:00
    /// the night after) has begun at `moment`. One that has not is *planned*: it has not
    /// happened and counts for nothing until its start has passed. Every entry of a day before
    /// the journal's today has begun; none of a later day has.
    public func hasBegun(_ start: TimeOfDay, on date: LocalDate, now moment: LocalDateTime) -> Bool {
        let today = journalDate(at: moment)
        guard date == today else { return date < today }
        return start.minutes <= dayMinute(at: moment)
    }

    // MARK: - Slots

    /// The start of the slot that holds `minutes`: 06:37 is 06:30 with 15-minute slots.
    public func slotStart(_ minutes: Int) -> Int {
        minutes - ((minutes % slot) + slot) % slot
    }

    /// The start of the slot that holds `time`.
    public func slotStart(_ time: TimeOfDay) -> TimeOfDay {
        TimeOfDay(minutes: slotStart(time.minutes))!
    }

    /// Whether `minutes` is a slot boundary.
    public func isOnGrid(_ minutes: Int) -> Bool { slotStart(minutes) == minutes }

    /// A length rounded to the nearest whole number of slots, and at least one slot: 40 minutes
    /// is 45 with 15-minute slots, 5 minutes is 15.
    public func slotLength(_ minutes: Int) -> Int {
        max(slot, (minutes + slot / 2) / slot * slot)
    }

    /// The timeline's first slot: the first slot boundary at or after `day_starts` (04:15 for
    /// "04:10"), the earliest start a placing on the day can have.
    public var firstSlot: Int {
        let s = slotStart(dayStarts.minutes)
        return s == dayStarts.minutes ? s : s + slot
    }

    /// The timeline's last slot: the last one that ends by the night's end (27:45 for "04:10").
    public var lastSlot: Int { slotStart(nightEnd) - slot }

    // MARK: - Rows of a timeline

    /// The start of the row that holds `minutes`, rows of `rowMinutes` (a multiple of the slot)
    /// counted from 00:00, as the slot grid is: so a whole hour starts a row whenever
    /// `rowMinutes` divides 60, whatever `day_starts` is.
    public func rowStart(_ minutes: Int, rowMinutes: Int) -> Int {
        let step = max(1, rowMinutes)
        return minutes - ((minutes % step) + step) % step
    }

    /// The start of a timeline's first row of `rowMinutes`: the one that holds `firstSlot`.
    public func firstRow(rowMinutes: Int) -> Int { rowStart(firstSlot, rowMinutes: rowMinutes) }

    /// The start of a timeline's last row of `rowMinutes`: the one that holds `lastSlot`.
    public func lastRow(rowMinutes: Int) -> Int { rowStart(lastSlot, rowMinutes: rowMinutes) }

    /// The end of a timeline of rows of `rowMinutes`: the end of its last row.
    public func timelineEnd(rowMinutes: Int) -> Int { lastRow(rowMinutes: rowMinutes) + max(1, rowMinutes) }

    /// The whole hour that a row starting at `rowStart` holds, in minutes (its label), or nil
    /// when no hour starts in it.
    public func hourLabel(ofRow rowStart: Int, rowMinutes: Int) -> Int? {
        let hour = rowStart + (60 - ((rowStart % 60) + 60) % 60) % 60
        return hour < rowStart + max(1, rowMinutes) ? hour : nil
    }

    /// The whole hours a timeline of the journal day shows a line at, as minutes of the journal
    /// day (past 24:00 at night): from the first whole hour at or after `firstSlot` to the last
    /// before the night's end. Whole hours of the clock, whatever `day_starts` is: 05:00, 06:00
    /// for "04:10", never 05:15.
    public var hourLines: [Int] {
        var hour = firstSlot + (60 - ((firstSlot % 60) + 60) % 60) % 60
        var out: [Int] = []
        while hour < nightEnd {
            out.append(hour)
            hour += 60
        }
        return out
    }

    /// The slot a pointer or cursor at `minutes` means on a timeline of rows of `rowMinutes`:
    /// its row's start, kept within the day (from `firstSlot` to the last row's start). What a
    /// view shows there is exactly what a placing there writes, since the result is on the slot
    /// grid and inside the day.
    public func snap(_ minutes: Int, rowMinutes: Int) -> Int {
        max(firstSlot, min(rowStart(minutes, rowMinutes: rowMinutes), lastRow(rowMinutes: rowMinutes)))
    }
}

extension JournalSettings {
    /// The journal's clock: `day_starts` and the slot grid.
    public var clock: JournalClock { JournalClock(dayStarts: dayStarts, slot: slot) }
}
