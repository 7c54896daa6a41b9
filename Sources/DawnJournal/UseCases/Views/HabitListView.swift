/// The habits as a list: each with its status today and how often it was done lately.
public struct HabitListView: Sendable {
    /// One habit of the list.
    public struct Row: Sendable {
        public var habit: Habit
        /// Its status on the journal's today.
        public var status: HabitStatus
        /// On how many of the last 30 days it was logged (an instance, a tick or an amount), due or not.
        public var doneLately: Int
    }

    /// How the list is ordered.
    public enum Order: String, Sendable, CaseIterable {
        /// As written in habits.toml.
        case order
        /// Most done in the last 30 days first (ties in habits.toml order), as the timeline
        /// app's library sorts its habits.
        case usage
    }

    /// The habits, in the order asked for.
    public var rows: [Row]
    /// The window's day files that exist but could not be read (a folder, a FIFO, no
    /// permission): they count as empty days, and the command line says so.
    public var unreadable: [SourceFile] = []
    /// Lines the view could not count and settings it could not follow (set by the use case
    /// that read them); the command line says so.
    public var problems = ViewProblems()

    /// How many days `doneLately` counts.
    public static let recentDays = 30
}

extension JournalService {
    /// The data of `habit list`: reads habits.toml and the day files of the last 30 days.
    public func habitList(order: HabitListView.Order = .order) throws(JournalRefusal) -> HabitListView {
        let n = HabitListView.recentDays
        let v = try viewContext { today in today.adding(days: -(n - 1))...today }
        var rows = v.habits.habits.map { h in
            HabitListView.Row(
                habit: h, status: h.status(on: v.today, journalStart: v.firstDay ?? v.today),
                doneLately: (0..<n).filter { v.counter.wasLogged(h, on: v.today.adding(days: -$0)) }.count)
        }
        if order == .usage {
            rows = rows.enumerated().sorted {
                ($0.element.doneLately, -$0.offset) > ($1.element.doneLately, -$1.offset)
            }.map(\.element)
        }
        return HabitListView(rows: rows, unreadable: v.unreadable, problems: v.problems)
    }
}
