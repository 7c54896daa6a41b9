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
