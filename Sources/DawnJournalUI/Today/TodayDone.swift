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
            (undo, text) = (o.undo, WrittenText.logged(o))
            if case .entry(_, let start, _) = o.target { cursor = start.minutes }
        case .unlogged(let o):
            (undo, text) = (o.undo, WrittenText.unlogged(o))
            if case .removedEntry(let start, _) = o.change { back = start.minutes }
        case .moved(let o):
            (undo, cursor, back) = (o.undo, o.to.start.minutes, o.from.start.minutes)
            text = WrittenText.moved(o)
        case .resized(let o):
            (undo, cursor, back) = (o.undo, o.to.start.minutes, o.from.start.minutes)
            text = WrittenText.resized(o)
        case .noted(let o):
            (undo, cursor, back) = (o.undo, o.start.minutes, o.start.minutes)
            text = WrittenText.noted(o)
        case .toggled(let o):
            (undo, text) = (o.undo, WrittenText.toggled(o))
        case .started(let o):
            (undo, cursor) = (o.undo, o.start.minutes)
            text = WrittenText.started(o)
        case .stopped(let o):
            (undo, cursor) = (o.undo, o.stopped.first?.start.minutes)
            text = WrittenText.stopped(o)
        case .lowered(let o):
            (undo, text) = (o.undo, WrittenText.lowered(o))
        }
        return (text, undo.map { UndoStep(undo: $0, cursor: back) }, cursor)
    }
}
