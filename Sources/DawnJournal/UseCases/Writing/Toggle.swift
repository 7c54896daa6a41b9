/// `toggle`: flips a habit's checklist box for a day.
public struct ToggleRequest: Sendable, Equatable {
    /// The habit's name (any case) or id.
    public var habit: String
    /// The day; nil means today.
    public var date: DateChoice?
    /// The box as the caller last showed it (`.notDone` also for no item), so that the toggle
    /// acts on that line only: when the file holds another state (another program ticked it
    /// meanwhile), it is refused (`boxChanged`). Nil toggles whatever is there.
    public var expecting: ChecklistItem.State?

    public init(habit: String, date: DateChoice? = nil, expecting: ChecklistItem.State? = nil) {
        self.habit = habit
        self.date = date
        self.expecting = expecting
    }
}

/// What `toggle` did.
public struct ToggleOutcome: Sendable, Equatable, UndoableOutcome {
    public var habit: Habit
    public var date: LocalDate
    /// The day file, from the journal's root.
    public var path: String
    /// The box before: nil when the habit had no item that day.
    public var from: ChecklistItem.State?
    /// The box after: `.done` or `.notDone`.
    public var to: ChecklistItem.State
    /// The exact inverse of what this wrote, for `JournalService.undo(_:)`; nil when nothing was written.
    public var undo: JournalUndo? = nil
}

extension JournalService {
    /// Toggles a habit's checklist item: a ticked one becomes `[ ]` (the line stays, in place);
    /// an unticked, skipped or missing one is ticked as `log --check` does, its line after the
    /// last done item (the order things were done in). A timed habit's checklist tick is toggled, never its entries: while
    /// it has an entry that day its box shows done whatever the checklist says, so a tick is
    /// refused (`doneOnTimeline`) and an untick removes a bare tick line rather than leave a
    /// hidden `[ ]` one. With `expecting`, a box that is no longer in that state is refused
    /// (`boxChanged`). An amount habit, a future date and an archived habit are refused.
    public func toggle(_ request: ToggleRequest) throws(JournalRefusal) -> ToggleOutcome {
        try undoable { () throws(JournalRefusal) -> ToggleOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(request.habit)
            if habit.unit != nil { throw JournalRefusal(.noBox(habit)) }
            let check = LogRequest(habit: habit.id, date: request.date, check: true)
            let date = try check.fitted(for: habit, settings: habits.file.settings, now: now).target.date
            let path = DayPath.path(for: date)
            let document = try readDay(path).map { bytes throws(JournalRefusal) in try Self.document(bytes, path) }
            let mine = document?.day.checklist.filter { habits.file.habit(for: $0.habit)?.id == habit.id } ?? []
            let from = ChecklistItem.State.box(of: mine.map(\.state))
            let ticked = mine.first(where: { $0.state == .done })
            if let expecting = request.expecting, expecting != (from ?? .notDone) {
                throw JournalRefusal(
                    .boxChanged(habit: habit, date: date, expected: expecting, found: from ?? .notDone))
            }
            let entries = document?.day.entries.filter { habits.file.habit(for: $0.habit)?.id == habit.id } ?? []
            if ticked == nil, !entries.isEmpty {
                throw JournalRefusal(
                    .doneOnTimeline(habit: habit, date: date, entries: entries.map { $0.start..<$0.end }))
            }
            if ticked == nil {
                if habit.status(on: date, journalStart: date) == .archived {
                    throw JournalRefusal(.habitArchived(habit: habit, date: date))
                }
                if let problem = HabitNameRule.dayFileProblem(habit.name) {
                    throw JournalRefusal(.unwritableName(habit: habit, problem: problem))
                }
            }
            let to: ChecklistItem.State
            let bytes: [UInt8]
            do throws(EditRefusal) {
                if let document, let done = ticked {
                    // On the timeline too: a `[ ]` line would be hidden behind the entry's done.
                    bytes =
                        entries.isEmpty
                        ? try DayEditor.setBox(atLine: done.line, to: .notDone, in: document)
                        : try DayEditor.untick(atLine: done.line, in: document)
                    to = .notDone
                } else {
                    guard case .changed(let b) = try DayEditor.tick(habit, in: document, habits: habits.file) else {
                        throw EditRefusal(.editTooBroad) // ticked items were untoggled above
                    }
                    bytes = b.bytes
                    to = .done
                }
            } catch {
                throw JournalRefusal(error, file: path)
            }
            try write(bytes, to: path)
            return ToggleOutcome(habit: habit, date: date, path: path, from: from, to: to)
        }
    }
}

extension ChecklistItem.State {
    /// The box a habit's checklist items give it: ticked when one is, else the first one's
    /// state; nil without an item.
    static func box(of states: [ChecklistItem.State]) -> ChecklistItem.State? {
        states.contains(.done) ? .done : states.first
    }
}

extension DayView {
    /// A habit's box as its checklist items are written (ticked when one is, else the first
    /// one's state, else not done), whatever its entries say: what a view sends as
    /// `ToggleRequest.expecting`.
    public func box(of habitID: String) -> ChecklistItem.State {
        ChecklistItem.State.box(of: items.filter { $0.habit?.id == habitID }.map(\.item.state)) ?? .notDone
    }
}
