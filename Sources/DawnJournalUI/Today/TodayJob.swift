import DawnJournal
import DawnJournalText

/// What Today asks the runtime to read or write.
enum TodayJob: Job {
    /// Reads the day shown: its screen.
    case load(keepCursor: Bool)
    case change(Change)

    func run(_ app: inout UIApp) -> Any {
        switch self {
        case .load(let keepCursor):
            return TodayMsg.loaded(app.load(date: app.model.day.date), keepCursor: keepCursor)
        case .change(let change): return app.perform(change)
        }
    }
}

extension UIApp {
    /// Reads the day screen of `date` (nil: today) from the library: habits.toml and the day
    /// file once each. The tray's instance counts are kept from the last read; they are counted
    /// over the journal only the first time and when habits.toml's habits changed since.
    func load(date: LocalDate?) -> Loaded {
        var loaded = model.day.loaded
        loaded.refusal = nil
        let s = service
        do {
            let screen = try loaded.instances.dayScreen(s, date.map { .date($0) }, week: true)
            loaded.screen = screen
            loaded.settings = screen.settings
        } catch {
            loaded.screen = nil
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
                    text = InteractiveText.warned(InteractiveText.placed(o.habit, start, end), o.warnings)
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
                text = InteractiveText.warned(InteractiveText.moved(o.habit, o.to.start, o.to.end), o.warnings)
            case .resize(let r):
                let o = try s.resize(r)
                (undo, cursor, back) = (o.undo, o.to.start.minutes, o.from.start.minutes)
                text = InteractiveText.warned(InteractiveText.resized(o.habit, o.to.start, o.to.end), o.warnings)
            case .note(let r):
                let o = try s.setNote(r)
                (undo, cursor, back) = (o.undo, o.start.minutes, o.start.minutes)
                text = InteractiveText.noted(o.habit, o.start, o.end, note: o.to)
            case .toggle(let r):
                let o = try s.toggle(r)
                undo = o.undo
                text = InteractiveText.ticked(o.habit, done: o.to == .done)
            case .start(let r):
                let o = try s.start(r)
                (undo, cursor) = (o.undo, o.start.minutes)
                text =
                    (o.stopped.map { InteractiveText.stopped($0.habit, $0.start, $0.end) }
                    + [InteractiveText.started(o.habit, o.start, changed: o.changed)]).joined(separator: " ")
            case .stop(let r):
                let o = try s.stop(r)
                (undo, cursor) = (o.undo, o.stopped.first?.start.minutes)
                text = o.stopped.map { InteractiveText.stopped($0.habit, $0.start, $0.end) }.joined(separator: " ")
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
