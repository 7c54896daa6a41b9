/// `stop`: the running entry of the journal's today closed, its end on the slot grid.
public struct StopRequest: Sendable, Equatable {
    /// The habit whose timer stops (name or id); nil: whatever is running.
    public var habit: String?
    /// When it stopped; nil means now. Rounded to the nearest slot boundary, at least one slot
    /// after the start; a time before `day_starts` is in the night after the day.
    public var at: TimeOfDay?

    /// A request to stop `habit` (nil: what is running) at `at` (nil: now).
    public init(habit: String? = nil, at: TimeOfDay? = nil) {
        self.habit = habit
        self.at = at
    }
}

/// What `stop` did.
public struct StopOutcome: Sendable, Equatable, UndoableOutcome {
    /// The day: the journal's today.
    public var date: LocalDate
    /// The day file, from the journal's root.
    public var path: String
    /// The entries it closed, in file order (one, unless several were written running).
    public var stopped: [StoppedTimer]
    /// How `at` was fitted to the slot grid (an end rounded).
    public var adjustments: [Adjustment] = []
    /// What `lint` would now say about the closed entries' lines (an overlap).
    public var warnings: [Diagnostic] = []
    /// The exact inverse of what this wrote, for `JournalService.undo(_:)`.
    public var undo: JournalUndo? = nil
}

extension JournalService {
    /// Stops a timer: the running entry of the journal's today (of the habit named, else every
    /// running one) gets its end, `- 14:00-15:15 📖 Read`, rounded to the nearest slot
    /// boundary and at least one slot after its start; only its time range is rewritten, under
    /// the journal's lock. Refused when nothing is running today, or at a time before its start
    /// or later than now. A running entry of an earlier day is not touched (see `start`).
    public func stop(_ request: StopRequest) throws(JournalRefusal) -> StopOutcome {
        try undoable { () throws(JournalRefusal) -> StopOutcome in
            let habits = try loadHabits()
            let habit = try request.habit.map { name throws(JournalRefusal) in try habits.file.resolve(name) }
            let settings = habits.file.settings
            let clock = settings.clock
            let date = today(settings)
            let path = DayPath.path(for: date)
            let document = try readDay(path).map { bytes throws(JournalRefusal) in try Self.document(bytes, path) }
            let running = (document?.day.entries ?? []).filter { e in
                e.isRunning && habits.file.habit(for: e.habit).map { habit == nil || $0.id == habit?.id } ?? false
            }
            guard let document, !running.isEmpty else {
                throw JournalRefusal(.nothingRunning(habit: habit, date: date))
            }
            let nowMinute = clock.dayMinute(at: now)
            let at = request.at.map { clock.dayMinute($0) } ?? nowMinute
            if request.at != nil, at > nowMinute {
                throw JournalRefusal(
                    .futureStop(at: TimeOfDay(minutes: at)!, now: TimeOfDay(minutes: nowMinute)!))
            }
            for entry in running where at < entry.start.minutes {
                throw JournalRefusal(
                    .stopBeforeStart(
                        habit: habits.file.habit(for: entry.habit)!, start: entry.start,
                        at: TimeOfDay(minutes: at)!))
            }
            let (closed, stopped) = try Self.close(running, at: at, in: document, path: path, habits: habits.file)
            var outcome = StopOutcome(date: date, path: path, stopped: stopped)
            if let given = request.at, let end = stopped.first?.end, end.minutes != at {
                outcome.adjustments.append(.endRounded(from: given, to: end, slot: settings.slot))
            }
            try write(closed.bytes, to: path)
            outcome.warnings = overlapWarnings(of: stopped, in: closed.day, on: date, path: path, habits: habits.file)
            return outcome
        }
    }

    /// Closes each of the `running` entries of `document` at `minute` (a journal-day minute),
    /// rounded to whole slots from its start, at least one: only their time ranges change.
    static func close(
        _ running: [TimelineEntry], at minute: Int, in document: DayDocument, path: String, habits: HabitsFile
    ) throws(JournalRefusal) -> (DayDocument, [StoppedTimer]) {
        let clock = habits.settings.clock
        var document = document
        var stopped: [StoppedTimer] = []
        for entry in running {
            let length = clock.slotLength(minute - entry.start.minutes)
            guard entry.start.minutes + length <= clock.nightEnd,
                let end = TimeOfDay(minutes: entry.start.minutes + length)
            else {
                throw JournalRefusal(
                    .pastNightEnd(start: entry.start, minutes: length, nightEnd: clock.nightEndTime))
            }
            do throws(EditRefusal) {
                let bytes = try DayEditor.retime(atLine: entry.line, start: entry.start, end: end, in: document)
                document = try DayDocument(parsing: bytes)
            } catch {
                throw JournalRefusal(error, file: path)
            }
            if let habit = habits.habit(for: entry.habit) {
                stopped.append(StoppedTimer(habit: habit, start: entry.start, end: end, note: entry.note))
            }
        }
        return (document, stopped)
    }
}
