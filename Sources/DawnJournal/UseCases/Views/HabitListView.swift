/// The habits as a list: each with its status today and how often it was done lately.
public struct HabitListView: Sendable {
    /// One habit of the list.
    public struct Row: Sendable {
        public var habit: Habit
        /// Its status on the journal's today.
        public var status: HabitStatus
        /// On how many of the last 30 days it was logged (an instance, a tick or an amount), due or not.
        public var doneLately: Int
        /// Its instances ever, up to today (every entry that has begun and every ticked line,
        /// as the tray counts them: two walks on one day are two); counted only for
        /// `Order.uses`, which reads every day file, and nil otherwise.
        public var uses: Int? = nil
    }

    /// How the list is ordered; ties keep habits.toml's order, except for `newest`.
    public enum Order: String, Sendable, CaseIterable {
        /// As written in habits.toml.
        case order
        /// Most done in the last 30 days first (`doneLately`).
        case recent
        /// Most used first, all time (`uses`), as the timeline app's library sorts its habits.
        /// Reads every day file up to today.
        case uses
        /// The newest first, by `since` (a habit without one counts from the journal's first
        /// day), as the timeline app's tray lists them; of two with the same `since`, the one
        /// written later in habits.toml (added later) first.
        case newest

        /// The former name of `recent`.
        @available(*, deprecated, renamed: "recent")
        public static var usage: Order { .recent }
    }

    /// The habits, in the order asked for.
    public var rows: [Row]
    /// The journal's today, when the list was made.
    public var today: LocalDate = LocalDate(dayNumber: 0)
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
    /// The data of `habit list`: reads habits.toml and the day files of the last 30 days (and,
    /// ordered by `uses`, every day file up to today).
    public func habitList(order: HabitListView.Order = .order) throws(JournalRefusal) -> HabitListView {
        let n = HabitListView.recentDays
        let v = try viewContext { today in today.adding(days: -(n - 1))...today }
        var rows = v.habits.habits.map { h in
            HabitListView.Row(
                habit: h, status: h.status(on: v.today, journalStart: v.firstDay ?? v.today),
                doneLately: (0..<n).filter { v.counter.wasLogged(h, on: v.today.adding(days: -$0)) }.count)
        }
        var unreadable = v.unreadable
        var problems = v.problems
        /// Sorted by `key`, the greatest first; ties in habits.toml order.
        func sorted<K: Comparable>(by key: (HabitListView.Row) -> K) -> [HabitListView.Row] {
            rows.enumerated().sorted { (key($0.element), -$0.offset) > (key($1.element), -$1.offset) }.map(\.element)
        }
        switch order {
        case .order: break
        case .recent: rows = sorted { $0.doneLately }
        case .uses:
            // The tray's own order and counts (InstanceCounts.trayOrder): the list and the tray
            // cannot disagree.
            let counts = try uses(v, problems: &problems, unreadable: &unreadable)
            let byID = Dictionary(rows.map { ($0.habit.id, $0) }, uniquingKeysWith: { a, _ in a })
            rows = counts.trayOrder(rows.map(\.habit), start: v.firstDay ?? v.today).compactMap { h, n in
                byID[h.id].map { row in
                    var row = row
                    row.uses = n
                    return row
                }
            }
        case .newest:
            // Later `since` first; of two with the same, the one written later.
            let start = v.firstDay ?? v.today
            rows = rows.enumerated().sorted {
                (($0.element.habit.since ?? start), $0.offset) > (($1.element.habit.since ?? start), $1.offset)
            }.map(\.element)
        }
        var list = HabitListView(rows: rows, unreadable: unreadable, problems: problems)
        list.today = v.today
        return list
    }

    /// The habits in habits.toml's order, each with its status on the journal's today as
    /// `habitList` gives it, without reading a day file (only the first year's file names, for
    /// a habit without `since`): the interactive view's Habits tab, which opens within a
    /// keystroke on a journal of any length.
    public func habitStatuses() throws(JournalRefusal) -> [(habit: Habit, status: HabitStatus)] {
        let habits = try loadHabits().file
        let today = today(habits.settings)
        let first = try firstDay()
        return habits.habits.map { ($0, $0.status(on: today, journalStart: first ?? today)) }
    }

    /// Each habit's instances ever (`InstanceCounts`, as the tray counts them), from every day
    /// file up to today, each read once (the window's as the view read them); the files outside
    /// the view's window add their problems to it.
    private func uses(
        _ v: ViewContext, problems: inout ViewProblems, unreadable: inout [SourceFile]
    ) throws(JournalRefusal) -> InstanceCounts {
        var uses = InstanceCounts()
        let recent = v.today.adding(days: -(HabitListView.recentDays - 1))...v.today
        let memo = RunMemo()
        var dated: [(date: LocalDate, path: String)] = []
        for path in try dayFilePaths() {
            guard case .day(let date) = DayPath(path), date <= v.today else { continue }
            dated.append((date, path))
        }
        for (date, path) in dated.sorted(by: { $0.date < $1.date }) {
            let day: Day
            if recent.contains(date) {
                // Read by the view already (or unreadable, and listed).
                guard let known = v.days[date] else { continue }
                day = known
            } else {
                let read: [UInt8]?
                do throws(StorageError) { read = try storage.read(path) } catch {
                    unreadable.append(SourceFile(path: path, readError: error.reason))
                    continue
                }
                guard let bytes = read else { continue }
                let result = DayParser.parse(bytes, fastPath: true, memo: memo)
                day = result.day
                let n = ViewProblems.lines(result, v.habits)
                if n > 0 {
                    problems.lines += n
                    problems.files.append(path)
                }
            }
            uses.set(date, InstanceCounts.of(day, on: date, habits: v.habits, now: now))
        }
        problems.files.sort()
        return uses
    }
}
