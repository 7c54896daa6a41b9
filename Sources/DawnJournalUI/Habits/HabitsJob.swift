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
            case .add(let request): return .changed(.added(try s.addHabit(request)))
            case .edit(let id, let values): return .changed(.edited(try s.editHabit(id, values)))
            case .move(let id, let to):
                return .changed(.moved(try s.moveHabit(id, to: .at(to)), to: to, of: model.habitsTab.items.count))
            case .rename(let id, let name): return .changed(.renamed(try s.renameHabit(id, to: name), id: id))
            case .archive(let id): return .changed(.archived(try s.archiveHabit(id)))
            case .unarchive(let id): return .changed(.unarchived(try s.unarchiveHabit(id)))
            case .history(let id):
                let found = try s.habitHistory(id)
                return .history(id: found.habit.id, habit: found.habit, days: found.days)
            case .remove(let id, let purge): return .changed(.removed(try s.removeHabit(id, purge: purge)))
            }
        } catch {
            if case .list = command { return .listFailed(error) }
            return .refused(error, field: HabitFormState.field(of: error.reason))
        }
    }
}
