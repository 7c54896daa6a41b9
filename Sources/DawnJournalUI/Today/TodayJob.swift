import DawnJournal
import DawnJournalText

/// What Today asks the runtime to read or write.
enum TodayJob: Job {
    /// Reads the day shown (and, with `usage`, the tray's order).
    case load(keepCursor: Bool, usage: Bool)
    case change(Change)

    func run(_ app: inout UIApp) -> Any {
        switch self {
        case .load(let keepCursor, let usage):
            return TodayMsg.loaded(app.load(usage: usage, date: app.model.day.date), keepCursor: keepCursor)
        case .change(let change): return app.perform(change)
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

    /// Runs one use case: its confirmation, and the library's inverse of what it wrote with the
    /// place the cursor goes back to, or its refusal.
    func perform(_ change: Change) -> TodayMsg {
        let s = service
        do {
            let text: String
            var cursor: Int?
            var back: Int?
            let undo: JournalUndo?
            switch change {
            case .log(let r):
                let o = try s.log(r)
                undo = o.undo
                switch o.target {
                case .entry(_, let start, let end):
                    text = InteractiveText.placed(o.habit, start, end)
                    cursor = start.minutes
                case .tick: text = InteractiveText.ticked(o.habit, done: true)
                case .skip: text = InteractiveText.skipped(o.habit)
                case .record: text = InteractiveText.total(o.habit, o.total ?? .zero)
                }
            case .unlog(let r):
                let o = try s.unlog(r)
                undo = o.undo
                switch o.change {
                case .removedEntry(let start, let end):
                    text = InteractiveText.deleted(o.habit, start, end)
                    back = start.minutes
                default:
                    text = InteractiveText.taken(o.habit)
                }
            case .move(let r):
                let o = try s.move(r)
                (undo, cursor, back) = (o.undo, o.to.start.minutes, o.from.start.minutes)
                text = InteractiveText.moved(o.habit, o.to.start, o.to.end)
            case .resize(let r):
                let o = try s.resize(r)
                (undo, cursor, back) = (o.undo, o.to.start.minutes, o.from.start.minutes)
                text = InteractiveText.resized(o.habit, o.to.start, o.to.end)
            case .note(let r):
                let o = try s.setNote(r)
                (undo, cursor, back) = (o.undo, o.start.minutes, o.start.minutes)
                text = InteractiveText.noted(o.habit, o.start, o.end, note: o.to)
            case .toggle(let r):
                let o = try s.toggle(r)
                undo = o.undo
                text = InteractiveText.ticked(o.habit, done: o.to == .done)
            case .lower(let r):
                let o = try s.lowerTotal(r)
                undo = o.undo
                text = InteractiveText.total(o.habit, o.total)
            }
            return .changed(text, undo: undo.map { UndoStep(undo: $0, cursor: back) }, cursor: cursor)
        } catch {
            if case .noteChanged(_, _, _, _, let found) = error.reason {
                return .noteChanged(Self.words(error), now: found)
            }
            return .refused(Self.words(error))
        }
    }
}
