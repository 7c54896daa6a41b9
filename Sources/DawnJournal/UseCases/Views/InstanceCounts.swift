/// How many instances each habit has ever had, up to the journal's today: what the tray of a
/// day screen is ordered by (the timeline app's `instances.count`: two walks on one day are two).
///
/// Counting reads every day file, so it is done once, when a screen opens the journal
/// (`JournalService.instanceCounts()`), and kept by the caller: each `dayScreen` replaces the
/// shown day's share with what it has just read, and `record(_:)` keeps that share for the
/// days shown next. A swipe then reads habits.toml and one day file, never the journal.
public struct InstanceCounts: Sendable, Equatable {
    /// Each date's instances by habit id (dates with none left out).
    private var byDate: [LocalDate: [String: Int]] = [:]
    /// The sum over every date, by habit id.
    private var totals: [String: Int] = [:]

    /// No instance at all: a tray in the order of `since` alone.
    public init() {}

    /// The instances of `habit` over the whole journal.
    public func count(_ habitID: String) -> Int { totals[habitID] ?? 0 }

    /// These counts with `date`'s share replaced by `counts`.
    public func replacing(_ date: LocalDate, with counts: [String: Int]) -> InstanceCounts {
        var copy = self
        copy.set(date, counts)
        return copy
    }

    /// Keeps the shown day's share, as the screen read it, for the screens that follow.
    public mutating func record(_ screen: DayScreen) { set(screen.date, screen.instances) }

    mutating func set(_ date: LocalDate, _ counts: [String: Int]) {
        for (id, n) in byDate[date] ?? [:] { totals[id, default: 0] -= n }
        let kept = counts.filter { $0.value > 0 }
        byDate[date] = kept.isEmpty ? nil : kept
        for (id, n) in kept { totals[id, default: 0] += n }
    }

    /// A day's instances by habit id: each entry that has begun, and each ticked checklist
    /// line (an amount's records each count), of a known habit.
    static func of(_ day: Day, on date: LocalDate, habits: HabitsFile, now: LocalDateTime) -> [String: Int] {
        var counts: [String: Int] = [:]
        let clock = habits.settings.clock
        for e in day.entries where clock.hasBegun(e.start, on: date, now: now) {
            if let h = habits.habit(for: e.habit) { counts[h.id, default: 0] += 1 }
        }
        for i in day.checklist where i.state == .done {
            if let h = habits.habit(for: i.habit) { counts[h.id, default: 0] += 1 }
        }
        return counts
    }
}

extension InstanceCounts {
    /// `habits` in the tray's order (the timeline app's library): the most instances first;
    /// among equals the newest, by the latest `since` (a habit without one from `start`, the
    /// journal's first day), then the one written later in habits.toml. The tray of a day
    /// screen and `habit list --by uses` are this one order.
    public func trayOrder(_ habits: [Habit], start: LocalDate) -> [(habit: Habit, instances: Int)] {
        habits.enumerated()
            .map {
                (
                    habit: $0.element, instances: count($0.element.id), since: $0.element.since ?? start,
                    offset: $0.offset
                )
            }
            .sorted { a, b in
                if a.instances != b.instances { return a.instances > b.instances }
                if a.since != b.since { return a.since > b.since }
                return a.offset > b.offset
            }
            .map { ($0.habit, $0.instances) }
    }
}

/// The instance counts a screen keeps between day screens, and the one policy of counting
/// them anew that the terminal's Today, the server and `day --json` share: counted over the
/// journal the first time; each day screen replaces its own day's share with what it has just
/// read (so a day written elsewhere counts anew as soon as it is shown); and counted over the
/// journal again whenever habits.toml's habits changed since the count (a habit added, renamed
/// or archived here or elsewhere).
public struct InstanceCountsKeeper: Sendable {
    /// The counts, once made.
    public private(set) var counts: InstanceCounts?
    /// The habits the counts were made with.
    private var counted: Set<Habit> = []

    public init() {}

    /// `JournalService.dayScreen(_:instances:week:)` with the kept counts, counted (again) as
    /// the policy says.
    public mutating func dayScreen(_ journal: JournalService, _ date: DateChoice?, week: Bool = false)
        throws(JournalRefusal) -> DayScreen
    {
        let first = counts == nil
        if first { counts = try journal.instanceCounts() }
        var screen = try journal.dayScreen(date, instances: counts ?? InstanceCounts(), week: week)
        if !first, counted != Set(screen.day.habits) {
            let fresh = try journal.instanceCounts()
            screen = try journal.dayScreen(.date(screen.date), instances: fresh, week: week)
            counts = fresh
        }
        counted = Set(screen.day.habits)
        counts?.record(screen)
        return screen
    }
}

extension JournalService {
    /// Every habit's instances over the journal, up to today: habits.toml and every day file
    /// read once (a file that cannot be read or parsed adds what parses, or nothing).
    public func instanceCounts() throws(JournalRefusal) -> InstanceCounts {
        let habits = try loadHabits().file
        let today = today(habits.settings)
        let memo = RunMemo()
        var counts = InstanceCounts()
        for path in try dayFilePaths() {
            guard case .day(let date) = DayPath(path), date <= today else { continue }
            guard let bytes = (try? storage.read(path)) ?? nil else { continue }
            let day = DayParser.parse(bytes, fastPath: true, memo: memo).day
            counts.set(date, InstanceCounts.of(day, on: date, habits: habits, now: now))
        }
        return counts
    }
}
