/// `start`: a timer, a running entry (`- 14:00- 📖 Read`) of a timed habit on the journal's
/// today, its start on the slot grid and its end written when it is stopped (`stop`).
public struct StartRequest: Sendable, Equatable {
    /// The habit's name (any case, diacritics ignored when unambiguous) or id.
    public var habit: String
    /// The day; nil means the journal's today, the only day a timer runs on.
    public var date: DateChoice?
    /// When it started; nil means now. Snapped down to its slot (14:05 is 14:00); a time
    /// before `day_starts` is in the night after the journal day (01:30 is 25:30).
    public var at: TimeOfDay?

    /// A request to start `habit` at `at` (nil: now).
    public init(habit: String, date: DateChoice? = nil, at: TimeOfDay? = nil) {
        self.habit = habit
        self.date = date
        self.at = at
    }
}

/// A running entry that a `start` or `stop` closed.
public struct StoppedTimer: Sendable, Equatable {
    public var habit: Habit
    public var start: TimeOfDay
    /// Its end as written.
    public var end: TimeOfDay
    /// Its note, kept.
    public var note: String?
}

/// What `start` did.
public struct StartOutcome: Sendable, Equatable, UndoableOutcome {
    public var habit: Habit
    /// The day of the running entry: the journal's today.
    public var date: LocalDate
    /// The day file, from the journal's root.
    public var path: String
    /// The running entry's start (the one already running, when `changed` is false).
    public var start: TimeOfDay
    /// The running entries of other habits it closed first, at its start (klog's switch).
    public var stopped: [StoppedTimer]
    /// False when the habit was running already (nothing was written).
    public var changed: Bool
    /// How `at` was fitted to the slot grid (14:05 snapped to 14:00).
    public var adjustments: [Adjustment] = []
    /// What `lint` would now say about the closed entries' lines (an overlap).
    public var warnings: [Diagnostic] = []
    /// The exact inverse of what this wrote, for `JournalService.undo(_:)`; nil when nothing was written.
    public var undo: JournalUndo? = nil
}

extension JournalService {
    /// Starts a timer: writes `- 14:00- 📖 Read` on the journal's today, its start snapped down
    /// to its slot and not later than now. A running entry of another habit that day is closed
    /// first, where the new one starts (at least one slot long), in the same locked write: one
    /// timer runs at a time (a start before the running one's is refused). The habit running already changes nothing. A checkbox habit, an
    /// archived one and another day are refused. A running entry left on an earlier day is not
    /// touched (lint's `still-running` names it; `resize` writes its end).
    public func start(_ request: StartRequest) throws(JournalRefusal) -> StartOutcome {
        try undoable { () throws(JournalRefusal) -> StartOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(request.habit)
            guard habit.isTimed else { throw JournalRefusal(.timerForChecklist(habit)) }
            if let problem = HabitNameRule.dayFileProblem(habit.name) {
                throw JournalRefusal(.unwritableName(habit: habit, problem: problem))
            }
            let settings = habits.file.settings
            let today = today(settings)
            if let chosen = request.date?.resolved(today: today), chosen != today {
                throw JournalRefusal(.timerNotToday(date: chosen, today: today))
            }
            // log's fitting of a start: snapped down, in the night after the day before
            // day_starts, never later than now; one slot long, so that it can be closed.
            let log = LogRequest(
                habit: request.habit, date: request.date, at: request.at ?? TimeOfDay(minutes: now.minutes)!,
                minutes: settings.slot)
            let (target, fitted) = try log.fitted(for: habit, settings: settings, now: now)
            guard case .entry(let date, let start, _) = target else {
                throw JournalRefusal(.timerForChecklist(habit))
            }
            guard date == today else { throw JournalRefusal(.timerNotToday(date: date, today: today)) }
            if habit.status(on: date, journalStart: date) == .archived {
                throw JournalRefusal(.habitArchived(habit: habit, date: date))
            }
            let path = DayPath.path(for: date)
            var document = try readDay(path).map { bytes throws(JournalRefusal) in try Self.document(bytes, path) }
            var outcome = StartOutcome(
                habit: habit, date: date, path: path, start: start, stopped: [], changed: false,
                adjustments: request.at == nil ? [] : fitted)
            let running = document?.day.entries.filter { $0.isRunning && habits.file.habit(for: $0.habit) != nil } ?? []
            if let mine = running.first(where: { habits.file.habit(for: $0.habit)?.id == habit.id }) {
                outcome.start = mine.start
                outcome.adjustments = []
                return outcome
            }
            // The switch closes them where this one starts: it cannot start before them.
            for entry in running where start < entry.start {
                throw JournalRefusal(
                    .stopBeforeStart(habit: habits.file.habit(for: entry.habit)!, start: entry.start, at: start))
            }
            if let current = document, !running.isEmpty {
                let (closed, stopped) = try Self.close(
                    running, at: start.minutes, in: current, path: path, habits: habits.file)
                document = closed
                outcome.stopped = stopped
            }
            let edited: DayDocument
            do throws(EditRefusal) {
                let entry = NewEntry(habit: habit, start: start, end: start)
                guard case .changed(let d) = try DayEditor.addEntry(entry, to: document, habits: habits.file) else {
                    throw EditRefusal(.editTooBroad)
                }
                edited = d
            } catch {
                throw JournalRefusal(error, file: path)
            }
            try write(edited.bytes, to: path)
            outcome.changed = true
            outcome.warnings = overlapWarnings(
                of: outcome.stopped, in: edited.day, on: date, path: path, habits: habits.file)
            return outcome
        }
    }

    /// What lint says about the overlaps that the closed entries are part of.
    func overlapWarnings(
        of stopped: [StoppedTimer], in day: Day, on date: LocalDate, path: String, habits: HabitsFile
    ) -> [Diagnostic] {
        let lines = day.entries.filter { e in
            stopped.contains { $0.start == e.start && $0.end == e.end && habits.habit(for: e.habit)?.id == $0.habit.id }
        }.map(\.line)
        guard !lines.isEmpty else { return [] }
        let record = DayRecord(path: path, place: .day(date), day: day, habits: habits)
        let context = RuleContext(habits: habits, habitsAreKnown: true, now: now, firstDay: nil)
        return OverlapRule.overlaps(in: record, context)
            .filter { lines.contains($0.entry.line) || lines.contains($0.earlier.line) }
            .map { OverlapRule.diagnostic($0, path: path) }
    }
}
