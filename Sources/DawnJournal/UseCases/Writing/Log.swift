/// `log`: a habit done, put on a day's timeline or ticked in its checklist; an amount
/// recorded; or a rest day skipped.
public struct LogRequest: Sendable, Equatable {
    /// The habit's name (any case, diacritics ignored when unambiguous) or id.
    public var habit: String
    /// The day; nil means now (the journal's today, after `day_starts`).
    public var date: DateChoice?
    /// When it started (timed habits); nil means it ends now. A time before `day_starts` is
    /// in the night after the journal day (`01:30` is written `25:30`); `24:00` to `31:59`
    /// (an entry starts before 32:00) may be given as they are written.
    public var at: TimeOfDay?
    /// How long, in minutes; nil means the habit's duration.
    public var minutes: Int?
    /// A note, written after ` -- `; trimmed, and no note when empty.
    public var note: String?
    /// Tick it in the checklist even if it is timed.
    public var check: Bool
    /// An amount to add to the day's total (amount habits): `log water 2`; nil adds one unit
    /// to a habit with a unit that goes in the checklist.
    public var amount: Amount?
    /// Set the day's total to this amount instead of adding (`--set 6`).
    public var setTotal: Amount?
    /// Skip it that day (`[-]`, a rest day).
    public var skip: Bool

    /// A request to log `habit`; every other part is optional.
    public init(
        habit: String, date: DateChoice? = nil, at: TimeOfDay? = nil, minutes: Int? = nil,
        note: String? = nil, check: Bool = false, amount: Amount? = nil, setTotal: Amount? = nil, skip: Bool = false
    ) {
        self.habit = habit
        self.date = date
        self.at = at
        self.minutes = minutes
        self.note = note
        self.check = check
        self.amount = amount
        self.setTotal = setTotal
        self.skip = skip
    }
}

/// Where a `log` lands.
public enum LogTarget: Sendable, Equatable {
    /// An entry on a day's timeline (with an amount for a timed amount habit).
    case entry(date: LocalDate, start: TimeOfDay, end: TimeOfDay)
    /// A tick in its checklist.
    case tick(date: LocalDate)
    /// A record of an amount in its checklist; `set`: the day's total set to it.
    case record(date: LocalDate, amount: Amount, set: Bool)
    /// A skip (`[-]`) in its checklist.
    case skip(date: LocalDate)

    /// The day file it lands in.
    public var date: LocalDate {
        switch self {
        case .entry(let date, _, _), .tick(let date), .record(let date, _, _), .skip(let date): date
        }
    }
}

/// What `log` did.
public struct LogOutcome: Sendable, Equatable, UndoableOutcome {
    public var habit: Habit
    public var target: LogTarget
    public var note: String?
    /// The day file, from the journal's root.
    public var path: String
    /// False when it was already there (a tick on a ticked item, the same entry again).
    public var changed: Bool
    /// A calm observation when the habit does not count on that date (before its `since`);
    /// nil otherwise.
    public var notice: WriteNotice?
    /// How the request was fitted to the slot grid (a start snapped, a length rounded).
    public var adjustments: [Adjustment] = []
    /// What `lint` would now say about the line written (an overlap with another entry).
    public var warnings: [Diagnostic] = []
    /// An amount habit's total that day after the log.
    public var total: Amount?
    /// The entry's amount, for a timed amount habit.
    public var amount: Amount?
    /// Why nothing changed (already done, the same entry on the timeline already);
    /// `WriteText.unchanged` words it.
    public var unchanged: Unchanged?
    /// The exact inverse of what this wrote, for `JournalService.undo(_:)`; nil when nothing was written.
    public var undo: JournalUndo? = nil
}

extension LogRequest {
    /// The note as it is written: trimmed; nil when empty. Refused when it is not one line.
    func normalisedNote() throws(JournalRefusal) -> String? { try Self.normalised(note: note) }

    /// A note as it is written: trimmed; nil when empty. Refused when it is not one line.
    static func normalised(note: String?) throws(JournalRefusal) -> String? {
        guard let note else { return nil }
        if note.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            throw JournalRefusal(.multilineNote)
        }
        let trimmed = HabitName.trimmed(note)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Where this request lands for `habit`, given the journal's settings and the moment, and
    /// how it was fitted to the slot grid.
    ///
    /// A timed habit goes on the timeline. Without `at` it ends at the start of the current
    /// slot and starts its duration earlier: people log what they just did, and it never ends
    /// in the future. With `at` it starts there, snapped down to its slot. A length is rounded
    /// to whole slots. A time after midnight but before `day_starts` belongs to the journal
    /// day before and is written past 24:00 (01:30 is 25:30). A checkbox habit (or `check`) is
    /// ticked on the journal's today; an amount is recorded, a skip written, there too.
    /// Nothing lands in the future.
    public func target(for habit: Habit, settings: JournalSettings, now: LocalDateTime) throws(JournalRefusal)
        -> LogTarget
    {
        try fitted(for: habit, settings: settings, now: now).target
    }

    /// `target`, with how `at` and `minutes` were fitted to the grid.
    public func fitted(for habit: Habit, settings: JournalSettings, now: LocalDateTime) throws(JournalRefusal) -> (
        target: LogTarget, adjustments: [Adjustment]
    ) {
        let today = settings.clock.journalDate(at: now)
        let chosen = date?.resolved(today: today)
        if skip, setTotal != nil || amount != nil || at != nil || minutes != nil || check {
            throw JournalRefusal(.skipWithDetails)
        }
        if setTotal != nil, amount != nil {
            throw JournalRefusal(.amountAndTotal)
        }
        let wantsAmount = amount != nil || setTotal != nil
        if wantsAmount, habit.unit == nil {
            throw JournalRefusal(.noUnit(habit))
        }
        // An amount habit in the checklist without an amount: one unit, as a tap adds one.
        let amount = !wantsAmount && !skip && habit.unit != nil && (!habit.isTimed || check) ? Amount(1) : amount
        guard habit.isTimed && !check && !skip && setTotal == nil else {
            if at != nil || minutes != nil {
                throw JournalRefusal(.timeForChecklist(habit: habit, skipping: skip))
            }
            let date = chosen ?? today
            guard date <= today else { throw JournalRefusal(.futureLog(date: date, today: today)) }
            if skip { return (.skip(date: date), []) }
            if let setTotal { return (.record(date: date, amount: setTotal, set: true), []) }
            if let amount { return (.record(date: date, amount: amount, set: false), []) }
            return (.tick(date: date), [])
        }
        var adjustments: [Adjustment] = []
        let length = minutes.map(settings.clock.slotLength) ?? settings.placedLength(habit)
        if let minutes, length != minutes {
            adjustments.append(.lengthRounded(from: minutes, to: length, slot: settings.slot))
        }
        let clock = settings.clock
        let nightEnd = clock.nightEnd
        // Now, on the journal day's clock: before day_starts it is the night after yesterday.
        let nowMinutes = clock.dayMinute(at: now)
        let nowSlot = clock.slotStart(nowMinutes)
        var date: LocalDate
        var start: Int
        if let at {
            // A clock time before day_starts is in the night after a journal day: without
            // --date, the night that ended this morning (or, before day_starts, the one going
            // on); with --date, the night after that day. 24:00 and later mean what they say.
            start = clock.dayMinute(at)
            let night = start != at.minutes
            date = chosen ?? (night ? now.date.adding(days: -1) : today)
            let snapped = clock.slotStart(start)
            if snapped != start {
                adjustments.insert(
                    .startSnapped(
                        from: at, to: Adjustment.time(snapped - start + at.minutes, or: at), slot: settings.slot), at: 0
                )
            }
            start = snapped
            guard start < nightEnd else {
                throw JournalRefusal(.startPastNightEnd(at: at, nightEnd: TimeOfDay(minutes: nightEnd)!))
            }
            if date > today || (date == today && start > nowSlot) {
                throw JournalRefusal(
                    .futureStart(
                        start: TimeOfDay(minutes: start)!, date: date, nowSlot: TimeOfDay(minutes: nowSlot)!,
                        today: today))
            }
        } else {
            date = chosen ?? today
            guard date <= today else { throw JournalRefusal(.futureLog(date: date, today: today)) }
            guard date == today else {
                throw JournalRefusal(.timeNeeded(habit: habit, date: date))
            }
            // It ends at the current slot boundary and starts its length earlier.
            start = nowSlot - length
            // Ended by day_starts this morning: it was last night's, the evening before's.
            if nowMinutes < TimeOfDay.midnight, nowSlot <= clock.dayStarts.minutes, date == today {
                date = today.adding(days: -1)
                start += TimeOfDay.midnight
            }
            guard start >= 0 else {
                throw JournalRefusal(.startsBeforeDay(minutes: length, nowSlot: TimeOfDay(minutes: nowSlot)!))
            }
        }
        guard start + length <= nightEnd else {
            throw JournalRefusal(
                .pastNightEnd(
                    start: TimeOfDay(minutes: start)!, minutes: length, nightEnd: TimeOfDay(minutes: nightEnd)!))
        }
        return (
            .entry(date: date, start: TimeOfDay(minutes: start)!, end: TimeOfDay(minutes: start + length)!), adjustments
        )
    }

}

extension JournalService {
    /// Logs a habit: reads habits.toml and the one day file, inserts exactly one line (or ticks
    /// a box), and writes the file atomically under the journal's lock.
    public func log(_ request: LogRequest) throws(JournalRefusal) -> LogOutcome {
        let note = try request.normalisedNote()
        return try undoable { () throws(JournalRefusal) -> LogOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(request.habit)
            if let problem = HabitNameRule.dayFileProblem(habit.name) {
                throw JournalRefusal(.unwritableName(habit: habit, problem: problem))
            }
            let (target, adjustments) = try request.fitted(for: habit, settings: habits.file.settings, now: now)
            if habit.status(on: target.date, journalStart: target.date) == .archived {
                throw JournalRefusal(.habitArchived(habit: habit, date: target.date))
            }
            let path = DayPath.path(for: target.date)
            let document = try readDay(path).map { bytes throws(JournalRefusal) in try Self.document(bytes, path) }
            var outcome: DayEditor.Outcome
            var sameEntry: (TimeOfDay, TimeOfDay)? = nil
            do throws(EditRefusal) {
                switch target {
                case .entry(_, let start, let end):
                    let entry = NewEntry(habit: habit, start: start, end: end, note: note, amount: request.amount)
                    if let same = document?.day.entries.first(where: { e in
                        habits.file.habit(for: e.habit)?.id == habit.id && e.start <= start && e.end >= end
                    }) {
                        // The same instance again. With an amount it would be a second line of
                        // the same time, or an amount dropped: say how to record it instead.
                        if let amount = request.amount {
                            throw EditRefusal(
                                .entryExists(
                                    habit: habit, start: same.start, end: same.end, line: same.line, amount: amount),
                                at: same.range)
                        }
                        sameEntry = (same.start, same.end)
                        outcome = try DayEditor.addNote(
                            note, to: same.line, range: same.range, existing: same.note, habit: habit,
                            in: document!, or: .alreadyOnTimeline(line: same.line))
                    } else {
                        outcome = try DayEditor.addEntry(entry, to: document, habits: habits.file)
                    }
                case .tick:
                    outcome = try DayEditor.tick(habit, note: note, in: document, habits: habits.file)
                case .record(_, let amount, let set):
                    outcome =
                        set
                        ? try DayEditor.setTotal(habit, amount: amount, note: note, in: document, habits: habits.file)
                        : .changed(
                            try DayEditor.addRecord(
                                habit, amount: amount, note: note, in: document, habits: habits.file))
                case .skip:
                    outcome = try DayEditor.skip(habit, note: note, in: document, habits: habits.file)
                }
            } catch {
                throw JournalRefusal(error, file: path)
            }
            var changed = false
            var after = document?.day ?? Day()
            var unchangedWhy: Unchanged? = nil
            switch outcome {
            case .changed(let edited):
                try write(edited.bytes, to: path)
                changed = true
                after = edited.day // as the editor's check parsed it: the new text is parsed once
            case .unchanged(let why):
                unchangedWhy = why
            }
            var result = LogOutcome(
                habit: habit, target: sameEntry.map { .entry(date: target.date, start: $0.0, end: $0.1) } ?? target,
                note: note, path: path, changed: changed,
                notice: Self.notice(habit, on: target.date), adjustments: adjustments)
            result.unchanged = unchangedWhy
            if habit.hasAmounts {
                result.total = Counter(
                    habits: habits.file, days: [target.date: after], firstDay: target.date, today: target.date
                ).total(habit, on: target.date)
            }
            if case .entry(_, let start, let end) = target {
                result.amount = request.amount
                // What lint says now about the line written: an overlap, a duplicate entry.
                if changed,
                    let line = after.entries.first(where: {
                        habits.file.habit(for: $0.habit)?.id == habit.id && $0.start == start && $0.end == end
                    })?.line
                {
                    let record = DayRecord(path: path, place: .day(target.date), day: after, habits: habits.file)
                    let context = RuleContext(habits: habits.file, habitsAreKnown: true, now: now, firstDay: nil)
                    result.warnings = OverlapRule.overlaps(in: record, context)
                        .filter { $0.entry.line == line || $0.earlier.line == line }
                        .map { OverlapRule.diagnostic($0, path: path) }
                }
            }
            return result
        }
    }

    /// A day file parsed for an edit, or the refusal that names its first error.
    static func document(_ bytes: [UInt8], _ path: String) throws(JournalRefusal) -> DayDocument {
        do { return try DayDocument(parsing: bytes) } catch {
            throw JournalRefusal(error, file: path)
        }
    }

    /// A calm note when `habit` does not count on `date` (an archived habit is refused before).
    static func notice(_ habit: Habit, on date: LocalDate) -> WriteNotice? {
        switch habit.status(on: date, journalStart: date) {
        case .active, .archived: nil
        case .paused:
            habit.pause(on: date).flatMap { p in p.to.map { .paused(habit: habit.name, from: p.from, to: $0) } }
        case .notStarted: habit.since.map { .notStarted(habit: habit.name, since: $0) }
        }
    }
}
