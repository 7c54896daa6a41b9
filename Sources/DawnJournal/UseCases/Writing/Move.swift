/// `move`: one timeline entry starts at another slot, keeping its length and note.
public struct MoveRequest: Sendable, Equatable {
    /// The habit's name (any case) or id.
    public var habit: String
    /// The day; nil means today.
    public var date: DateChoice?
    /// Which entry.
    public var entry: EntryAddress
    /// The new start, snapped down to its slot. A clock time before `day_starts` is in the
    /// night after the day (01:00 is written 25:00).
    public var to: TimeOfDay

    public init(habit: String, date: DateChoice? = nil, entry: EntryAddress, to: TimeOfDay) {
        self.habit = habit
        self.date = date
        self.entry = entry
        self.to = to
    }
}

extension JournalService {
    /// Moves an entry: it starts at `to` (snapped, said in `adjustments`) and keeps its length,
    /// name and note; only its time range changes, in place. A move onto another entry is
    /// written, with lint's overlap warning in `warnings`; a start later than now, or an end
    /// past the night's end, is refused.
    public func move(_ request: MoveRequest) throws(JournalRefusal) -> EntryChangeOutcome {
        let now = self.now
        return try changeEntry(habit: request.habit, date: request.date, address: request.entry) {
            entry, settings, date throws(JournalRefusal) in
            let clock = settings.clock
            let wanted = clock.dayMinute(request.to)
            let start = clock.slotStart(wanted)
            var adjustments: [Adjustment] = []
            if start != wanted {
                adjustments.append(
                    .startSnapped(
                        from: request.to, to: Adjustment.time(start - wanted + request.to.minutes, or: request.to),
                        slot: settings.slot))
            }
            let today = clock.journalDate(at: now)
            let nowSlot = clock.slotStart(clock.dayMinute(at: now))
            if date > today || (date == today && start > nowSlot) {
                throw JournalRefusal(
                    .futureMove(
                        start: TimeOfDay(minutes: start)!, date: date, nowSlot: TimeOfDay(minutes: nowSlot)!,
                        today: today))
            }
            return (start, start + entry.minutes, adjustments)
        }
    }
}
