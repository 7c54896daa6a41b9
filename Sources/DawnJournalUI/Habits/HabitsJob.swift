import DawnJournal
import DawnJournalText
import DawnSource

extension UIApp {
    /// Runs one of the Habits tab's commands.
    func perform(_ command: HabitsCommand) -> HabitsMsg {
        let s = service
        do {
            switch command {
            case .list:
                let rows = try s.habitStatuses()
                return .listed(rows.map { HabitsState.Item(habit: $0.habit, status: $0.status) })
            case .add(let request):
                let o = try s.addHabit(request)
                return .changed(
                    sentence(InteractiveText.habitAdded(o.habit), o.notices.map(WriteText.notice)), select: o.habit.id,
                    undo: o.undo)
            case .edit(let id, let values):
                let o = try s.editHabit(id, values)
                return .changed(
                    sentence(InteractiveText.habitSaved(o.habit), o.notices.map(WriteText.notice)), select: o.habit.id,
                    undo: o.undo)
            case .move(let id, let to):
                let o = try s.moveHabit(id, to: .at(to))
                let count = model.habitsTab.items.count
                return .changed(
                    InteractiveText.habitMoved(o.habit, to: o.movedTo ?? to, of: count), select: o.habit.id,
                    undo: o.undo)
            case .rename(let id, let name):
                let o = try s.renameHabit(id, to: name)
                return .changed(
                    InteractiveText.habitRenamed(from: o.renamedFrom ?? id, o.habit, dayFiles: o.dayFiles),
                    select: o.habit.id, undo: o.undo)
            case .archive(let id):
                let o = try s.archiveHabit(id)
                return .changed(InteractiveText.habitArchived(o.habit), select: o.habit.id, undo: o.undo)
            case .unarchive(let id):
                let o = try s.unarchiveHabit(id)
                return .changed(InteractiveText.habitUnarchived(o.habit), select: o.habit.id, undo: o.undo)
            case .history(let id):
                let found = try s.habitHistory(id)
                return .history(id: found.habit.id, habit: found.habit, days: found.days)
            case .remove(let id, let purge):
                let o = try s.removeHabit(id, purge: purge)
                return .changed(InteractiveText.habitDeleted(o.habit, days: o.dayFiles), select: nil, undo: o.undo)
            }
        } catch {
            if case .list = command { return .listFailed(Self.words(error)) }
            return .refused(Self.words(error), field: HabitFormState.field(of: error.reason))
        }
    }

    /// A confirmation with the library's notices after it ("an emoji is one character; kept '💧'.").
    private func sentence(_ text: String, _ notices: [String]) -> String {
        ([text] + notices.map { "Note: " + $0 }).joined(separator: " ")
    }
}
