/// An amount taken off a habit's total for a day (`dawn-journal ui`'s `-` on an amount).
public struct LowerTotalRequest: Sendable, Equatable {
    /// The habit's name (any case) or id.
    public var habit: String
    /// The day; nil means today.
    public var date: DateChoice?
    /// How much to take off; one unit by default.
    public var by: Amount

    public init(habit: String, date: DateChoice? = nil, by: Amount = Amount(1)) {
        self.habit = habit
        self.date = date
        self.by = by
    }
}

/// What `lowerTotal` did.
public struct LowerTotalOutcome: Sendable, Equatable, UndoableOutcome {
    public var habit: Habit
    public var date: LocalDate
    /// The day file, from the journal's root.
    public var path: String
    /// The day's total after it, as the file holds it under the lock.
    public var total: Amount
    /// False when the checklist held no record to lower (nothing was written).
    public var changed: Bool
    /// The exact inverse of what this wrote, for `JournalService.undo(_:)`; nil when nothing was written.
    public var undo: JournalUndo? = nil
}

extension JournalService {
    /// Takes an amount off a habit's total, from the day file as it is under the journal's
    /// lock (never from a screen's copy, so another program's record written meanwhile still
    /// counts): the day's last checklist record is lowered in place when it holds more, else
    /// taken back as `unlog` takes it (so the total never goes below zero). Without a record
    /// nothing is written. A habit without a unit and a future date are refused, as `log` does.
    public func lowerTotal(_ request: LowerTotalRequest) throws(JournalRefusal) -> LowerTotalOutcome {
        try undoable { () throws(JournalRefusal) -> LowerTotalOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(request.habit)
            let asLog = LogRequest(habit: habit.id, date: request.date, check: true, amount: request.by)
            let date = try asLog.fitted(for: habit, settings: habits.file.settings, now: now).target.date
            let path = DayPath.path(for: date)
            let document = try readDay(path).map { bytes throws(JournalRefusal) in try Self.document(bytes, path) }
            var after = document?.day ?? Day()
            var changed = false
            if let document,
                let record = document.day.checklist.last(where: {
                    habits.file.habit(for: $0.habit)?.id == habit.id && $0.state == .done && $0.amount != nil
                })
            {
                let bytes: [UInt8]
                do throws(EditRefusal) {
                    bytes = try DayEditor.lowerRecord(atLine: record.line, by: request.by, habit: habit, in: document)
                } catch {
                    throw JournalRefusal(error, file: path)
                }
                try write(bytes, to: path)
                after = DayParser.parse(bytes).day
                changed = true
            }
            let total = Counter(habits: habits.file, days: [date: after], firstDay: date, today: date)
                .total(habit, on: date)
            return LowerTotalOutcome(habit: habit, date: date, path: path, total: total, changed: changed)
        }
    }
}
