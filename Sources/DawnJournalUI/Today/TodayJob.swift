import DawnJournal
import DawnJournalText

/// What Today asks the runtime to read or write.
enum TodayJob: Job {
    /// Reads the day shown (and, with `usage`, the tray's order).
    case load(keepCursor: Bool, usage: Bool)
    case change(Change, undoable: Bool)
    /// Takes back the last change of this session.
    case undo

    func run(_ app: inout UIApp) -> Any {
        switch self {
        case .load(let keepCursor, let usage):
            return TodayMsg.loaded(app.load(usage: usage, date: app.model.day.date), keepCursor: keepCursor)
        case .change(let change, let undoable): return app.perform(change, undoable: undoable)
        case .undo: return app.undo()
        }
    }
}

extension UIApp {
    /// Reads what the day screen shows: habits.toml (its settings and problems), the day (as
    /// `day` reads it), and when asked the habits by use over the last 30 days.
    func load(usage: Bool, date: LocalDate?) -> Loaded {
        var loaded = model.day.loaded
        loaded.refusal = nil
        loaded.problems = 0
        if let bytes = (try? storage.read("habits.toml")) ?? nil {
            let parsed = HabitsParser.parse(bytes)
            loaded.settings = parsed.file.settings
            loaded.problems += parsed.diagnostics.count
        }
        do {
            let view = try service.dayView(date.map { .date($0) })
            loaded.view = view
            loaded.problems += view.problems.lines + view.problems.settings.count
            if usage || loaded.byUsage.isEmpty {
                loaded.byUsage = (try? service.habitList(order: .recent))?.rows.map(\.habit) ?? view.habits
            }
        } catch {
            loaded.view = nil
            loaded.refusal = Self.words(error)
        }
        return loaded
    }

    /// Runs one use case; its confirmation and inverse, or its refusal.
    func perform(_ change: Change, undoable: Bool) -> TodayMsg {
        let s = service
        do {
            var text: String
            var inverse: [Change]?
            var cursor: Int?
            var habit: Habit
            var date: LocalDate
            switch change {
            case .log(let r):
                let o = try s.log(r)
                habit = o.habit
                date = o.target.date
                switch o.target {
                case .entry(_, let start, let end):
                    text = InteractiveText.placed(o.habit, start, end)
                    inverse = [.unlog(UnlogRequest(habit: o.habit.id, date: .date(date), at: start, end: end))]
                    cursor = start.minutes
                case .tick:
                    text = InteractiveText.ticked(o.habit, done: true)
                    inverse = [.unlog(UnlogRequest(habit: o.habit.id, date: .date(date)))]
                case .skip:
                    text = InteractiveText.skipped(o.habit)
                    inverse = [.unlog(UnlogRequest(habit: o.habit.id, date: .date(date)))]
                case .record(_, _, let set):
                    text = InteractiveText.total(o.habit, o.total ?? .zero)
                    if set {
                        // A total set (`-`): the inverse sets the total the view showed before.
                        let before = model.day.checklist.first { $0.habit.id == o.habit.id }?.total ?? .zero
                        inverse = [.log(LogRequest(habit: o.habit.id, date: .date(date), setTotal: before))]
                    } else {
                        inverse = [.unlog(UnlogRequest(habit: o.habit.id, date: .date(date)))]
                    }
                }
                if !o.changed { inverse = nil }
            case .unlog(let r):
                let o = try s.unlog(r)
                habit = o.habit
                date = o.date
                switch o.change {
                case .removedEntry(let start, let end):
                    text = InteractiveText.deleted(o.habit, start, end)
                    let note = model.day.entries.first {
                        $0.habit?.id == o.habit.id && $0.entry.start == start && $0.entry.end == end
                    }?.entry.note
                    inverse = [
                        .log(
                            LogRequest(
                                habit: o.habit.id, date: .date(date), at: start, minutes: end.minutes - start.minutes,
                                note: note))
                    ]
                default:
                    text = InteractiveText.taken(o.habit)
                }
            case .move(let r):
                let o = try s.move(r)
                (habit, date, cursor) = (o.habit, o.date, o.to.start.minutes)
                text = InteractiveText.moved(o.habit, o.to.start, o.to.end)
                inverse = Self.back(o) { .move(MoveRequest(habit: $0, date: $1, entry: $2, to: o.from.start)) }
            case .resize(let r):
                let o = try s.resize(r)
                (habit, date, cursor) = (o.habit, o.date, o.to.start.minutes)
                text = InteractiveText.resized(o.habit, o.to.start, o.to.end)
                let length = ResizeRequest.Length.minutes(o.from.end.minutes - o.from.start.minutes)
                inverse = Self.back(o) { .resize(ResizeRequest(habit: $0, date: $1, entry: $2, length: length)) }
            case .note(let r):
                let o = try s.setNote(r)
                habit = o.habit
                date = o.date
                text = InteractiveText.noted(o.habit, o.start, o.end, note: o.to)
                inverse = [
                    .note(
                        NoteRequest(
                            habit: o.habit.id, date: .date(date), entry: EntryAddress(start: o.start, end: o.end),
                            note: o.from))
                ]
                cursor = o.start.minutes
                if !o.changed { inverse = nil }
            case .toggle(let r):
                let o = try s.toggle(r)
                habit = o.habit
                date = o.date
                text = InteractiveText.ticked(o.habit, done: o.to == .done)
                switch o.from {
                case nil: inverse = [.unlog(UnlogRequest(habit: o.habit.id, date: .date(date)))]
                case .done?, .notDone?: inverse = [.toggle(ToggleRequest(habit: o.habit.id, date: .date(date)))]
                case .skipped?:
                    // Ticked from a rest day: untick, then skip again (a skip is refused while
                    // the box is ticked); the item's note stays on its line throughout.
                    inverse = [
                        .toggle(ToggleRequest(habit: o.habit.id, date: .date(date))),
                        .log(LogRequest(habit: o.habit.id, date: .date(date), skip: true)),
                    ]
                }
            }
            guard undoable, let inverse else { return .changed(text, undo: nil, cursor: cursor) }
            let path = DayPath.path(for: date)
            let after = (try? storage.read(path)) ?? nil
            return .changed(
                text, undo: UndoStep(path: path, after: after, inverse: inverse, habit: habit), cursor: cursor)
        } catch {
            return .refused(Self.words(error))
        }
    }

    /// The inverse of a move or a resize: `change` made to the entry where it is now (its
    /// habit, day and address given); none when nothing changed.
    static func back(_ o: EntryChangeOutcome, _ change: (String, DateChoice, EntryAddress) -> Change) -> [Change]? {
        o.changed ? [change(o.habit.id, .date(o.date), EntryAddress(start: o.to.start, end: o.to.end))] : nil
    }

    /// Takes back the last change of this session by its inverse use case, unless its file
    /// changed since.
    mutating func undo() -> TodayMsg {
        guard let step = model.day.undo.popLast() else { return .refused(InteractiveText.nothingToUndo) }
        let now = (try? storage.read(step.path)) ?? nil
        guard now == step.after else { return .refused(InteractiveText.changedSinceUndo) }
        var cursor: Int?
        for inverse in step.inverse {
            switch perform(inverse, undoable: false) {
            case .changed(_, _, let c): cursor = c ?? cursor
            case let other: return other
            }
        }
        return .changed(InteractiveText.undone, undo: nil, cursor: cursor)
    }
}
