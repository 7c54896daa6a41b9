/// `resize`: one timeline entry keeps its start and gets a new length.
public struct ResizeRequest: Sendable, Equatable {
    /// How long the entry becomes.
    public enum Length: Sendable, Equatable {
        /// This many minutes, rounded to whole slots (at least one).
        case minutes(Int)
        /// Until this time, rounded to the nearest slot boundary (at least one slot after the
        /// start); a clock time before `day_starts` is in the night after the day.
        case until(TimeOfDay)
    }

    /// The habit's name (any case) or id.
    public var habit: String
    /// The day; nil means today.
    public var date: DateChoice?
    /// Which entry.
    public var entry: EntryAddress
    /// Its new length.
    public var length: Length

    public init(habit: String, date: DateChoice? = nil, entry: EntryAddress, length: Length) {
        self.habit = habit
        self.date = date
        self.entry = entry
        self.length = length
    }
}

extension JournalService {
    /// Resizes an entry: it keeps its start, name and note and ends after the new length (whole
    /// slots, at least one: said in `adjustments`); only its time range changes, in place. It
    /// may run past 24:00, up to the night's end (24:00 plus `day_starts`); later is refused.
    public func resize(_ request: ResizeRequest) throws(JournalRefusal) -> EntryChangeOutcome {
        try changeEntry(habit: request.habit, date: request.date, address: request.entry) {
            entry, settings, _ throws(JournalRefusal) in
            var adjustments: [Adjustment] = []
            let wanted: Int
            switch request.length {
            case .minutes(let m): wanted = m
            case .until(let t):
                // An end at or before the start is in the night after it (refused past its end).
                let end = settings.clock.dayMinute(t)
                wanted = end - entry.start.minutes + (end < entry.start.minutes ? TimeOfDay.midnight : 0)
            }
            let length = settings.clock.slotLength(wanted)
            if length != wanted {
                switch request.length {
                case .minutes(let m):
                    adjustments.append(.lengthRounded(from: m, to: length, slot: settings.slot))
                case .until(let t):
                    adjustments.append(
                        .endRounded(
                            from: t, to: Adjustment.time(entry.start.minutes + length, or: t), slot: settings.slot))
                }
            }
            return (entry.start.minutes, entry.start.minutes + length, adjustments)
        }
    }
}
