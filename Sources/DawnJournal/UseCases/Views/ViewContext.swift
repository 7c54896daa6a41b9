/// What every view reads: habits.toml, the names of the day files (for the journal's first
/// day), and only the day files of the dates it shows.
struct ViewContext {
    var habits: HabitsFile
    var today: LocalDate
    var firstDay: LocalDate?
    var days: [LocalDate: Day]
    var counter: Counter
    /// The window's files that exist but could not be read.
    var unreadable: [SourceFile]
}

/// A window of days for history and summary: its length and its last day.
public struct ViewWindow: Sendable, Equatable {
    /// How many days, 1 to `maximumDays`.
    public var days: Int
    /// The last day; nil means today.
    public var to: DateChoice?

    /// The longest window: ten years.
    public static let maximumDays = 3660
    /// The window when none is asked for.
    public static let defaultDays = 30

    /// The `days` days up to `to` (default: today).
    public init(days: Int = ViewWindow.defaultDays, to: DateChoice? = nil) {
        self.days = days
        self.to = to
    }

    func range(today: LocalDate) -> ClosedRange<LocalDate> {
        let last = to?.resolved(today: today) ?? today
        return last.adding(days: -(days - 1))...last
    }
}

extension JournalService {
    /// Reads habits.toml, finds the journal's first day, then reads the day file of each date
    /// `window` picks for the journal's today, by its name: a 30-day view costs the same on a
    /// journal of one year and of fifty. Files that cannot be read count as empty days, and
    /// are listed in the view.
    func viewContext(_ window: (LocalDate) -> ClosedRange<LocalDate>) throws(JournalRefusal) -> ViewContext {
        let habits = try loadHabits().file
        let today = today(habits.settings)
        var dates = window(today)
        // A target habit counts by period: read the rest of the periods the window starts and
        // ends in (up to today: nothing later is done).
        for habit in habits.habits {
            guard let target = habit.target else { continue }
            let start = target.period(containing: dates.lowerBound, weekStarts: habits.settings.weekStarts).lowerBound
            let end = min(target.period(containing: dates.upperBound, weekStarts: habits.settings.weekStarts).upperBound, max(today, dates.upperBound))
            dates = min(start, dates.lowerBound)...max(end, dates.upperBound)
        }
        let first = try firstDay()
        var days: [LocalDate: Day] = [:]
        var unreadable: [SourceFile] = []
        let memo = RunMemo()
        // By day number, so that a window ending on the last representable date ends; a
        // journal without a day file reads none.
        let start = first.map { max(dates.lowerBound, $0).dayNumber } ?? dates.upperBound.dayNumber + 1
        for n in stride(from: start, through: dates.upperBound.dayNumber, by: 1) {
            let date = LocalDate(dayNumber: n)
            let path = DayPath.path(for: date)
            do throws(StorageError) {
                if let bytes = try storage.read(path) { days[date] = DayParser.parse(bytes, fastPath: true, memo: memo).day }
            } catch {
                unreadable.append(SourceFile(path: path, readError: error.reason))
            }
        }
        let counter = Counter(habits: habits, days: days, firstDay: first, today: today)
        return ViewContext(habits: habits, today: today, firstDay: first, days: days, counter: counter, unreadable: unreadable)
    }
}
