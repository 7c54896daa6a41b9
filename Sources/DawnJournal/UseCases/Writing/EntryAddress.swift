import DawnTOML

/// One timeline entry of a habit on a day, addressed exactly: by its start, its end when two
/// entries start together, and its position when two are identical.
public struct EntryAddress: Sendable, Equatable {
    /// When it starts. A clock time before `day_starts` also finds the night's entry written
    /// past 24:00 (01:00 finds `25:00`); a start off the slot grid finds the entry at its slot.
    public var start: TimeOfDay
    /// When it ends; nil when its start says which.
    public var end: TimeOfDay?
    /// Which of the entries that match (1-based, in file order); nil when they are identical
    /// (then any one of them is meant) or when only one matches.
    public var position: Int?

    /// The entry starting at `start`, ending at `end` when given, the `position`th of those.
    public init(start: TimeOfDay, end: TimeOfDay? = nil, position: Int? = nil) {
        self.start = start
        self.end = end
        self.position = position
    }
}

/// What `move` or `resize` did to one entry.
public struct EntryChangeOutcome: Sendable, Equatable, UndoableOutcome {
    public var habit: Habit
    /// The day of the entry.
    public var date: LocalDate
    /// The day file, from the journal's root.
    public var path: String
    /// The entry's times before the change.
    public var from: (start: TimeOfDay, end: TimeOfDay)
    /// Its times after it.
    public var to: (start: TimeOfDay, end: TimeOfDay)
    /// The entry's note, kept.
    public var note: String?
    /// False when the entry already had those times (nothing was written).
    public var changed: Bool
    /// How the request was fitted to the slot grid (a start snapped, a length rounded).
    public var adjustments: [Adjustment] = []
    /// What `lint` would now say about the entry's line (an overlap with another entry).
    public var warnings: [Diagnostic] = []
    /// The exact inverse of what this wrote, for `JournalService.undo(_:)`; nil when nothing was written.
    public var undo: JournalUndo? = nil

    public static func == (a: Self, b: Self) -> Bool {
        a.habit == b.habit && a.date == b.date && a.path == b.path && a.from == b.from && a.to == b.to
            && a.note == b.note && a.changed == b.changed && a.adjustments == b.adjustments && a.warnings == b.warnings
            && a.undo == b.undo
    }
}

extension JournalService {
    /// The entry of `habit` that `address` names in `day`, or a refusal: none there, or several
    /// that differ and the address does not say which.
    static func entry(
        _ address: EntryAddress, of habit: Habit, in day: Day, date: LocalDate, habits: HabitsFile,
        settings: JournalSettings
    ) throws(JournalRefusal) -> TimelineEntry {
        let mine = day.entries.filter { habits.habit(for: $0.habit)?.id == habit.id }
        let starts: Set<Int> = [
            address.start.minutes, settings.clock.slotStart(address.start).minutes,
            settings.clock.dayMinute(address.start), settings.clock.dayMinute(settings.clock.slotStart(address.start)),
        ]
        var found = mine.filter { starts.contains($0.start.minutes) }
        if let end = address.end {
            let ends: Set<Int> = [end.minutes, settings.clock.dayMinute(end)]
            found = found.filter { ends.contains($0.end.minutes) }
        }
        guard !found.isEmpty else {
            throw JournalRefusal(
                .noEntry(habit: habit, date: date, at: address.start, entries: mine.map { $0.start..<$0.end }))
        }
        if let position = address.position {
            guard found.indices.contains(position - 1) else {
                throw JournalRefusal(
                    .noEntryAtPosition(habit: habit, date: date, count: found.count, position: position))
            }
            return found[position - 1]
        }
        let first = found[0]
        let identical = found.allSatisfy {
            $0.start == first.start && $0.end == first.end && $0.note == first.note
                && $0.amount?.amount == first.amount?.amount
        }
        guard identical else {
            throw JournalRefusal(
                .entriesStartTogether(habit: habit, date: date, entries: found.map { $0.start..<$0.end }))
        }
        return found[found.count - 1]
    }

    /// The entry `address` names (under the lock the caller holds): habits.toml, the habit,
    /// the day, its file and document, and the entry; refused when there is none.
    func locate(_ address: EntryAddress, of name: String, on choice: DateChoice?) throws(JournalRefusal) -> (
        habits: LoadedHabits, habit: Habit, date: LocalDate, path: String, document: DayDocument,
        entry: TimelineEntry
    ) {
        let habits = try loadHabits()
        let habit = try habits.file.resolve(name)
        let settings = habits.file.settings
        let today = today(settings)
        let date = choice?.resolved(today: today) ?? today
        let path = DayPath.path(for: date)
        guard let bytes = try readDay(path) else {
            throw JournalRefusal(.noEntry(habit: habit, date: date, at: address.start, entries: []))
        }
        let document = try Self.document(bytes, path)
        let entry = try Self.entry(
            address, of: habit, in: document.day, date: date, habits: habits.file, settings: settings)
        return (habits, habit, date, path, document, entry)
    }

    /// Gives one entry new times under the journal's lock: `plan` gets the entry and returns
    /// its new start and end (or refuses); exactly the entry's time range is rewritten.
    func changeEntry(
        habit name: String, date choice: DateChoice?, address: EntryAddress,
        plan: (TimelineEntry, JournalSettings, LocalDate) throws(JournalRefusal) -> (
            start: Int, end: Int, adjustments: [Adjustment]
        )
    )
        throws(JournalRefusal) -> EntryChangeOutcome
    {
        try undoable { () throws(JournalRefusal) -> EntryChangeOutcome in
            let (habits, habit, date, path, document, entry) = try locate(address, of: name, on: choice)
            let settings = habits.file.settings
            let planned = try plan(entry, settings, date)
            let nightEnd = settings.clock.nightEnd
            guard let start = TimeOfDay(minutes: planned.start) else {
                throw JournalRefusal(
                    .startPastNightEnd(
                        at: TimeOfDay(minutes: TimeOfDay.latestMinutes)!, nightEnd: TimeOfDay(minutes: nightEnd)!))
            }
            guard planned.end <= nightEnd, let end = TimeOfDay(minutes: planned.end) else {
                throw JournalRefusal(
                    .pastNightEnd(
                        start: start, minutes: planned.end - planned.start, nightEnd: TimeOfDay(minutes: nightEnd)!))
            }
            var outcome = EntryChangeOutcome(
                habit: habit, date: date, path: path, from: (entry.start, entry.end), to: (start, end),
                note: entry.note, changed: false, adjustments: planned.adjustments)
            guard start != entry.start || end != entry.end else { return outcome }
            let result: [UInt8]
            do throws(EditRefusal) {
                result = try DayEditor.retime(atLine: entry.line, start: start, end: end, in: document)
            } catch {
                throw JournalRefusal(error, file: path)
            }
            try write(result, to: path)
            outcome.changed = true
            let after = DayParser.parse(result).day
            let record = DayRecord(path: path, place: .day(date), day: after, habits: habits.file)
            let context = RuleContext(habits: habits.file, habitsAreKnown: true, now: now, firstDay: nil)
            let line = entry.line
            // The overlaps the entry is part of, found by their entries, never by a message.
            outcome.warnings = OverlapRule.overlaps(in: record, context)
                .filter { $0.entry.line == line || $0.earlier.line == line }
                .map { OverlapRule.diagnostic($0, path: path) }
            return outcome
        }
    }
}
