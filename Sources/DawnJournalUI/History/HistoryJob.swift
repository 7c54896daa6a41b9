import DawnJournal
import DawnJournalText
import DawnSource

extension UIApp {
    /// Runs one of the History tab's commands: reads only.
    func perform(_ command: HistoryCommand) -> HistoryMsg {
        do {
            switch command {
            case .start: return .started(try service.journalStart())
            case .read(let window): return .read(try service.historyView(window))
            case .day(let date): return .day(try service.dayView(.date(date)))
            }
        } catch {
            return .refused(error)
        }
    }
}
