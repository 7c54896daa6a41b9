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
            loaded.refusal = error
        }
        return loaded
    }

    /// Runs one use case: what it did, as the library returned it, or its refusal (the tab's
    /// update words either).
    func perform(_ change: Change) -> TodayMsg {
        let s = service
        do {
            switch change {
            case .log(let r): return .changed(.logged(try s.log(r)))
            case .unlog(let r): return .changed(.unlogged(try s.unlog(r)))
            case .move(let r): return .changed(.moved(try s.move(r)))
            case .resize(let r): return .changed(.resized(try s.resize(r)))
            case .note(let r): return .changed(.noted(try s.setNote(r)))
            case .toggle(let r): return .changed(.toggled(try s.toggle(r)))
            case .start(let r): return .changed(.started(try s.start(r)))
            case .stop(let r): return .changed(.stopped(try s.stop(r)))
            case .lower(let r): return .changed(.lowered(try s.lowerTotal(r)))
            }
        } catch {
            if case .noteChanged(_, _, _, _, let found) = error.reason { return .noteChanged(error, now: found) }
            return .refused(error)
        }
    }
}
