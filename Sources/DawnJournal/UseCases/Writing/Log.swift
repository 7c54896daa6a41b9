/// `log`: a habit done, put on a day's timeline or ticked in its checklist.
public struct LogRequest: Sendable, Equatable {
    /// The habit's name (any case) or id.
    public var habit: String
    /// The day; nil means now (the calendar date of the start for a timed entry).
    public var date: DateChoice?
    /// When it started (timed habits); nil means now.
    public var at: TimeOfDay?
    /// How long, in minutes; nil means the habit's duration.
    public var minutes: Int?
    /// A note, written after ` -- `; trimmed, and no note when empty.
    public var note: String?
    /// Tick it in the checklist even if it is timed.
    public var check: Bool

    /// A request to log `habit`; every other part is optional.
    public init(habit: String, date: DateChoice? = nil, at: TimeOfDay? = nil, minutes: Int? = nil,
                note: String? = nil, check: Bool = false) {
        self.habit = habit
        self.date = date
        self.at = at
        self.minutes = minutes
        self.note = note
        self.check = check
    }
}

/// Where a `log` lands: an entry on a day's timeline, or a tick in its checklist.
public enum LogTarget: Sendable, Equatable {
    case entry(date: LocalDate, start: TimeOfDay, end: TimeOfDay)
    case tick(date: LocalDate)

    /// The day file it lands in.
    public var date: LocalDate {
        switch self {
        case .entry(let date, _, _), .tick(let date): date
        }
    }
}

/// What `log` did.
public struct LogOutcome: Sendable, Equatable {
    public var habit: Habit
    public var target: LogTarget
    public var note: String?
    /// The day file, from the journal's root.
    public var path: String
    /// False when it was already there (a tick on a ticked item).
    public var changed: Bool
    /// A calm observation when the habit does not count on that date (before its `since`,
    /// from its `archived` date on); nil otherwise.
    public var notice: String?
}

extension LogRequest {
    /// The note as it is written: trimmed; nil when empty. Refused when it is not one line.
    func normalisedNote() throws(JournalRefusal) -> String? {
        guard let note else { return nil }
        if note.contains(where: { $0 == "\n" || $0 == "\r" }) {
            throw JournalRefusal(.invalidRequest, "'--note' must be one line")
        }
        let trimmed = HabitName.trimmed(note)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Where this request lands for `habit`, given the journal's settings and the moment.
    ///
    /// A timed habit goes on the timeline from `at` (default now) snapped down to its slot, for
    /// `minutes` (default its duration) rounded to whole slots, under the calendar date of its
    /// start; a start after midnight but before `day_starts` is last night's. A checkbox habit
    /// (or `check`) is ticked on the journal's today. Nothing lands in the future.
    public func target(for habit: Habit, settings: JournalSettings, now: LocalDateTime) throws(JournalRefusal) -> LogTarget {
        let today = settings.journalDate(at: now)
        let chosen = date?.resolved(today: today)
        guard habit.isTimed && !check else {
            if at != nil || minutes != nil {
                throw JournalRefusal(.invalidRequest, "'--at' and '--for' are for the timeline; '\(habit.name)' is ticked in the checklist")
            }
            let date = chosen ?? today
            guard date <= today else { throw JournalRefusal(.refused, "can't log a future date: \(date) is after today (\(today))") }
            return .tick(date: date)
        }
        let slot = settings.slot
        let nowSlot = settings.slotStart(TimeOfDay(minutes: now.minutes)!)
        var date: LocalDate
        var start: TimeOfDay
        if let chosen {
            date = chosen
            guard date <= now.date else { throw JournalRefusal(.refused, "can't log a future date: \(date) is after today (\(today))") }
            if let at {
                start = at
            } else if date == now.date {
                start = TimeOfDay(minutes: now.minutes)!
            } else {
                throw JournalRefusal(.refused, "say when with --at HH:MM: '\(habit.name)' is timed, and \(date) is not today")
            }
        } else if let at {
            start = at
            if at.minutes <= now.minutes || settings.slotStart(at) <= nowSlot {
                date = now.date
            } else if now.minutes < settings.dayStarts.minutes {
                date = now.date.adding(days: -1) // last night, before the day started
            } else {
                throw JournalRefusal(.refused, "can't log a start later than now: \(at) is after the current slot (\(nowSlot)); use --date for another day")
            }
        } else {
            date = now.date
            start = TimeOfDay(minutes: now.minutes)!
        }
        start = settings.slotStart(start)
        if date == now.date, start > nowSlot {
            throw JournalRefusal(.refused, "can't log a start later than now: \(start) is after the current slot (\(nowSlot))")
        }
        let length = settings.slotLength(minutes ?? habit.duration ?? slot)
        guard let end = TimeOfDay(minutes: start.minutes + length) else {
            throw JournalRefusal(.refused, "\(start) +\(DurationSyntax.text(minutes: length)) runs past midnight; log the rest on the next day")
        }
        return .entry(date: date, start: start, end: end)
    }
}

extension JournalService {
    /// Logs a habit: reads habits.toml and the one day file, inserts exactly one line (or ticks
    /// a box), and writes the file atomically under the journal's lock.
    public func log(_ request: LogRequest) throws(JournalRefusal) -> LogOutcome {
        let note = try request.normalisedNote()
        return try locked { () throws(JournalRefusal) -> LogOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(request.habit)
            if let problem = HabitNameRule.dayFileProblem(habit.name) {
                throw JournalRefusal(.refused, "'\(habit.name)' cannot be written in a day file: \(problem); rename it first ('dawn-journal habit rename \(habit.id) NEW')")
            }
            let target = try request.target(for: habit, settings: habits.file.settings, now: now)
            let path = DayPath.path(for: target.date)
            let document = try readDay(path).map { bytes throws(JournalRefusal) in try Self.document(bytes, path) }
            let outcome: DayEditor.Outcome
            do throws(EditRefusal) {
                switch target {
                case .entry(_, let start, let end):
                    outcome = try DayEditor.addEntry(NewEntry(habit: habit, start: start, end: end, note: note), to: document, habits: habits.file)
                case .tick:
                    outcome = try DayEditor.tick(habit, note: note, in: document, habits: habits.file)
                }
            } catch {
                throw JournalRefusal(.refused, error.message, file: path, at: error.range)
            }
            var changed = false
            if case .changed(let bytes) = outcome {
                try write(bytes, to: path)
                changed = true
            }
            return LogOutcome(habit: habit, target: target, note: note, path: path, changed: changed,
                              notice: Self.notice(habit, on: target.date))
        }
    }

    /// A day file parsed for an edit, or the refusal that names its first error.
    static func document(_ bytes: [UInt8], _ path: String) throws(JournalRefusal) -> DayDocument {
        do { return try DayDocument(parsing: bytes) } catch {
            throw JournalRefusal(.refused, error.message, file: path, at: error.range)
        }
    }

    /// A calm note when `habit` does not count on `date`.
    static func notice(_ habit: Habit, on date: LocalDate) -> String? {
        switch habit.status(on: date, journalStart: date) {
        case .active: nil
        case .notStarted: habit.since.map { "'\(habit.name)' starts on \($0) (its 'since'), so this will not count until that date is earlier." }
        case .archived: "'\(habit.name)' was archived on \(habit.archived!), so this will not count."
        }
    }
}
