/// The habits × days matrix.
public struct HistoryView: Sendable {
    /// The window's dates, newest first.
    public var dates: [LocalDate]
    /// One row per habit, in habits.toml order: its state on each of `dates`.
    public var rows: [(habit: Habit, states: [CellState])]
    /// For each target habit (by id), its periods that meet the window, oldest first.
    public var periods: [String: [PeriodTally]] = [:]
    /// The window's day files that exist but could not be read (a folder, a FIFO, no
    /// permission): they count as empty days, and the command line says so.
    public var unreadable: [SourceFile] = []
    /// Lines the view could not count and settings it could not follow (set by the use case
    /// that read them); the command line says so.
    public var problems = ViewProblems()
    /// Whether the window was cut to start on the journal's first day (a default window of a
    /// journal younger than it).
    public var startsWithJournal = false

    /// The window's first and last days.
    public var from: LocalDate { dates.last! }
    public var to: LocalDate { dates.first! }
    /// Whether no cell is history (`CellState.isHistory`): nothing has been tracked in the
    /// window yet, at most today's habits are pending.
    public var isEmpty: Bool { rows.allSatisfy { $0.states.allSatisfy { !$0.isHistory } } }
}

extension JournalService {
    /// The data of `history`: reads habits.toml and the window's day files.
    public func historyView(_ window: ViewWindow = ViewWindow()) throws(JournalRefusal) -> HistoryView {
        let (v, range, startsWithJournal) = try windowContext(window)
        let dates = (0...range.lowerBound.days(to: range.upperBound)).map { range.upperBound.adding(days: -$0) }
        var periods: [String: [PeriodTally]] = [:]
        for h in v.habits.habits where h.target != nil {
            var list: [PeriodTally] = []
            var day = range.lowerBound
            while day <= range.upperBound, let p = v.counter.period(h, containing: day) {
                list.append(v.counter.tally(h, period: p))
                guard p.upperBound.dayNumber < LocalDate.latestDayNumber else { break }
                day = p.upperBound.adding(days: 1)
            }
            periods[h.id] = list
        }
        return HistoryView(
            dates: dates, rows: v.habits.habits.map { h in (h, dates.map { v.counter.state(h, on: $0) }) },
            periods: periods, unreadable: v.unreadable, problems: v.problems, startsWithJournal: startsWithJournal)
    }

    /// The journal read for `window` (habits.toml and the window's day files), the window's days
    /// (cut at the journal's first day), and whether that cut shortened it.
    func windowContext(_ window: ViewWindow) throws(JournalRefusal) -> (
        ViewContext, ClosedRange<LocalDate>, startsWithJournal: Bool
    ) {
        var range = now.date...now.date
        var whole = range
        let v = try journalViewContext { today, start in
            range = window.range(today: today, journalStart: start)
            whole = window.range(today: today)
            return range
        }
        return (v, range, range != whole)
    }

    /// The Insights of a window (`summary`): reads habits.toml and the window's day files.
    public func summary(_ window: ViewWindow = ViewWindow()) throws(JournalRefusal) -> Summary {
        let (v, range, startsWithJournal) = try windowContext(window)
        var summary = v.counter.summary(from: range.lowerBound, to: range.upperBound)
        summary.startsWithJournal = startsWithJournal
        summary.unreadable = v.unreadable
        summary.problems = v.problems
        return summary
    }
}
