/// `unlog`: takes back an entry, a tick, an amount record (the day's last) or a skip, removing
/// exactly its line (or, when it has a note, keeping the note on an unticked item).
public struct UnlogRequest: Sendable, Equatable {
    /// The habit's name (any case) or id.
    public var habit: String
    /// The day; nil means today, and also the calendar date after midnight before `day_starts`.
    public var date: DateChoice?
    /// Which entry, when the habit has several that day.
    public var at: TimeOfDay?
    /// Where that entry ends, when two start at `at`.
    public var end: TimeOfDay?

    public init(habit: String, date: DateChoice? = nil, at: TimeOfDay? = nil, end: TimeOfDay? = nil) {
        self.habit = habit
        self.date = date
        self.at = at
        self.end = end
    }
}

/// What `unlog` did.
public struct UnlogOutcome: Sendable, Equatable, UndoableOutcome {
    /// What changed in the day file.
    public enum Change: Sendable, Equatable {
        /// The entry's line was removed.
        case removedEntry(start: TimeOfDay, end: TimeOfDay)
        /// The tick was taken back: a bare item removed, one with a note set to `[ ]`.
        case unticked
        /// The day's last amount record was taken back.
        case removedRecord(Amount)
        /// The skip (`[-]`) was taken back.
        case unskipped
        /// Nothing was logged; the date is the first one looked at.
        case nothing
    }

    public var habit: Habit
    /// The day looked at (the first of the two after midnight).
    public var date: LocalDate
    public var change: Change
    /// The exact inverse of what this wrote, for `JournalService.undo(_:)`; nil when nothing was written.
    public var undo: JournalUndo? = nil
}

extension JournalService {
    /// Unlogs a habit: the entry on that day (the one starting at `at`, snapped to its slot,
    /// and ending at `end`, when there are several; one of identical lines), else its ticked
    /// item. Exactly one line changes, or, when it was the only thing in its section, the
    /// section goes with it (heading and blank lines).
    public func unlog(_ request: UnlogRequest) throws(JournalRefusal) -> UnlogOutcome {
        try undoable { () throws(JournalRefusal) -> UnlogOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(request.habit)
            let settings = habits.file.settings
            let today = today(settings)
            var dates = [today]
            if let d = request.date {
                dates = [d.resolved(today: today)]
            } else if now.date != today {
                dates.append(now.date) // after midnight, before the day starts: either date
            }
            // A clock time before day_starts may name the night after the day (01:00 is
            // written 25:00), or, in a file written before format 1.1, that early morning.
            let snapped = request.at.map(settings.clock.slotStart)
            let night = request.at.flatMap { at in
                settings.clock.dayMinute(at) != at.minutes ? TimeOfDay(minutes: settings.clock.dayMinute(at)) : nil
            }
            let nightSnapped = night.map(settings.clock.slotStart)
            for date in dates {
                let path = DayPath.path(for: date)
                guard let bytes = try readDay(path) else { continue }
                let document = try Self.document(bytes, path)
                let mine = { (m: HabitMention) in habits.file.habit(for: m)?.id == habit.id }
                var entries = document.day.entries.filter { mine($0.habit) }
                if let at = request.at, let snapped {
                    entries = entries.filter {
                        $0.start == at || $0.start == snapped || ($0.start == night && night != nil)
                            || ($0.start == nightSnapped && nightSnapped != nil)
                    }
                }
                if request.at != nil, let end = request.end {
                    entries = entries.filter {
                        $0.end.minutes == end.minutes || $0.end.minutes == settings.clock.dayMinute(end)
                    }
                }
                // Identical lines (one instance written twice): any one of them is meant.
                if let first = entries.first, entries.count > 1,
                    entries.allSatisfy({
                        $0.start == first.start && $0.end == first.end && $0.note == first.note
                            && $0.amount?.amount == first.amount?.amount
                    })
                {
                    entries = [entries[entries.count - 1]]
                }
                if entries.count > 1 {
                    if Set(entries.map(\.start)).count < entries.count {
                        throw JournalRefusal(
                            .entriesStartTogether(habit: habit, date: date, entries: entries.map { $0.start..<$0.end }))
                    }
                    throw JournalRefusal(.whichEntry(habit: habit, date: date, starts: entries.map(\.start)))
                }
                let edit: (bytes: [UInt8], change: UnlogOutcome.Change)?
                do throws(EditRefusal) {
                    if let entry = entries.first {
                        edit = (
                            try DayEditor.removeEntry(atLine: entry.line, in: document),
                            .removedEntry(start: entry.start, end: entry.end)
                        )
                    } else if request.at == nil,
                        let record = document.day.checklist.last(where: {
                            mine($0.habit) && $0.state == .done && $0.amount != nil
                        })
                    {
                        edit = (
                            try DayEditor.untick(atLine: record.line, in: document),
                            .removedRecord(record.amount!.amount)
                        )
                    } else if request.at == nil,
                        let item = document.day.checklist.first(where: { mine($0.habit) && $0.state == .done })
                    {
                        edit = (try DayEditor.untick(atLine: item.line, in: document), .unticked)
                    } else if request.at == nil,
                        let item = document.day.checklist.first(where: { mine($0.habit) && $0.state == .skipped })
                    {
                        edit = (try DayEditor.untick(atLine: item.line, in: document), .unskipped)
                    } else {
                        edit = nil
                    }
                } catch {
                    throw JournalRefusal(error, file: path)
                }
                if let edit {
                    try write(edit.bytes, to: path)
                    return UnlogOutcome(habit: habit, date: date, change: edit.change)
                }
            }
            return UnlogOutcome(habit: habit, date: dates[0], change: .nothing)
        }
    }
}
