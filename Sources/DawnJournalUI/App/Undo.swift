import DawnJournal
import DawnJournalText

/// One change of this session that `u` takes back: the library's exact inverse of what the
/// use case wrote (`JournalUndo`, as its outcome returned it), and where Today's cursor goes when
/// it is undone (an entry's old place).
struct UndoStep {
    var undo: JournalUndo
    var cursor: Int?
    /// The change was to habits.toml (the Habits tab): Today's tray is read again after.
    var habits = false
}

/// What an undo gave: the step taken back, or the refusal worded.
enum UndoMsg {
    case undone(UndoStep)
    case refused(String)
}

/// `u` on Today and on the Habits tab: `JournalService.undo` applies the inverse under the
/// journal's lock, and refuses, writing nothing, when a line it would take back changed since;
/// a line another program wrote elsewhere is kept.
struct UndoJob: Job {
    var step: UndoStep?

    func run(_ app: inout UIApp) -> Any {
        guard let step else { return UndoMsg.refused(InteractiveText.nothingToUndo) }
        do {
            _ = try app.service.undo(step.undo)
            return UndoMsg.undone(step)
        } catch {
            return UndoMsg.refused(UIApp.words(error))
        }
    }
}
