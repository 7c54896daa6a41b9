import DawnJournal
import DawnJournalText

/// What one of Today's changes did, as the library returned it: a job's typed result, which the
/// tab's update turns into its confirmation, its undo step and the cursor's place (`said`).
enum TodayDone {
    case logged(LogOutcome)
    case unlogged(UnlogOutcome)
    case moved(EntryChangeOutcome)
    case resized(EntryChangeOutcome)
    case noted(NoteOutcome)
    case toggled(ToggleOutcome)
    case started(StartOutcome)
    case stopped(StopOutcome)
    case lowered(LowerTotalOutcome)

    /// The confirmation, the library's inverse with the place the cursor goes back to on undo,
    /// and where the cursor goes now.
    var said: (text: String, undo: UndoStep?, cursor: Int?) {
        var cursor: Int?
        var back: Int?
        let text: String
        let undo: JournalUndo?
        switch self {
        case .logged(let o):
            undo = o.undo
            switch o.target {
            case .entry(_, let start, let end):
                text = InteractiveText.warned(InteractiveText.placed(o.habit, start, end), o.warnings)
                cursor = start.minutes
            case .tick: text = InteractiveText.ticked(o.habit, done: true)
            case .skip: text = InteractiveText.skipped(o.habit)
            case .record: text = InteractiveText.total(o.habit, o.total ?? .zero)
            }
        case .unlogged(let o):
            undo = o.undo
            switch o.change {
            case .removedEntry(let start, let end):
                text = InteractiveText.deleted(o.habit, start, end)
                back = start.minutes
            default:
                text = InteractiveText.taken(o.habit)
            }
        case .moved(let o):
            (undo, cursor, back) = (o.undo, o.to.start.minutes, o.from.start.minutes)
            text = InteractiveText.warned(InteractiveText.moved(o.habit, o.to.start, o.to.end), o.warnings)
        case .resized(let o):
            (undo, cursor, back) = (o.undo, o.to.start.minutes, o.from.start.minutes)
            text = InteractiveText.warned(InteractiveText.resized(o.habit, o.to.start, o.to.end), o.warnings)
        case .noted(let o):
            (undo, cursor, back) = (o.undo, o.start.minutes, o.start.minutes)
            text = InteractiveText.noted(o.habit, o.start, o.end, note: o.to)
        case .toggled(let o):
            undo = o.undo
            text = InteractiveText.ticked(o.habit, done: o.to == .done)
        case .started(let o):
            (undo, cursor) = (o.undo, o.start.minutes)
            text =
                (o.stopped.map { InteractiveText.stopped($0.habit, $0.start, $0.end) }
                + [InteractiveText.started(o.habit, o.start, changed: o.changed)]).joined(separator: " ")
        case .stopped(let o):
            (undo, cursor) = (o.undo, o.stopped.first?.start.minutes)
            text = o.stopped.map { InteractiveText.stopped($0.habit, $0.start, $0.end) }.joined(separator: " ")
        case .lowered(let o):
            undo = o.undo
            text = InteractiveText.total(o.habit, o.total)
        }
        return (text, undo.map { UndoStep(undo: $0, cursor: back) }, cursor)
    }
}
