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
    /// Lines the view could not count, and settings it could not follow.
    var problems: ViewProblems
    /// What the parser found wrong in habits.toml.
    var habitsDiagnostics: [Diagnostic] = []
}

extension ViewProblems {
    /// The rules whose findings a view reports.
    static let settingsRules: [any Rule] = [JournalSettingsRule(), HabitScheduleRule()]

    /// The settings findings of habits.toml, as `lint` reports them.
    static func settings(_ habits: HabitsFile, _ diagnostics: [Diagnostic], now: LocalDateTime) -> [Diagnostic] {
        let context = RuleContext(habits: habits, habitsAreKnown: true, now: now, firstDay: nil)
        // By place, never by message: the lines of `[journal]`'s keys, and of `journal` itself
        // (where the parser reports it when it is not a table).
        var journalLines =
            habits.table["journal"]?.tableValue.map { t in Set(t.keys.compactMap { t.position(of: $0)?.line }) } ?? []
        if let key = habits.table.position(of: "journal") { journalLines.insert(key.line) }
        let typed = diagnostics.filter { d in d.code == .fieldType && journalLines.contains(d.range.line) }.map { d in
            var d = d
            d.path = d.path ?? JournalService.habitsPath
            return d
        }
        return (typed + settingsRules.flatMap { $0.check(journal: context) }).sorted { $0.range < $1.range }
    }

    /// Lines of `result` that were not understood or name no habit of `habits`.
    static func lines(_ result: DayParseResult, _ habits: HabitsFile) -> Int {
        var n = result.diagnostics.filter { $0.severity == .error }.count
        for e in result.day.entries where habits.habitIndex(for: e.habit) == nil { n += 1 }
        for i in result.day.checklist where habits.habitIndex(for: i.habit) == nil { n += 1 }
        return n
    }
}

/// A window of days for history and summary: its length and its last day.
public struct ViewWindow: Sendable, Equatable {
    /// How many days, 1 to `maximumDays`.
    public var days: Int
    /// The last day; nil means today.
    public var to: DateChoice?
    /// Whether no length was asked for: the window then starts no earlier than the journal's
    /// first day (`JournalService.journalStart`), so that a new journal's views are not mostly
    /// days before it began.
    public var isDefault: Bool

    /// The longest window: ten years.
    public static let maximumDays = 3660
    /// The window when none is asked for.
    public static let defaultDays = 30

    /// The `days` days up to `to` (default: today); without `days`, the default window.
    public init(days: Int? = nil, to: DateChoice? = nil) {
        self.days = days ?? Self.defaultDays
        self.to = to
        self.isDefault = days == nil
    }

    /// Its dates for a journal whose today is `today` and whose first day is `journalStart`:
    /// a default window starts no earlier than that day (and is one day at least).
    func range(today: LocalDate, journalStart: LocalDate? = nil) -> ClosedRange<LocalDate> {
        let last = to?.resolved(today: today) ?? today
        var first = last.adding(days: -(days - 1))
        if isDefault, let start = journalStart, start > first { first = min(start, last) }
        return first...last
    }
}

extension JournalService {
    /// Reads habits.toml, finds the journal's first day, then reads the day file of each date
    /// `window` picks for the journal's today, by its name: a 30-day view costs the same on a
    /// journal of one year and of fifty. Files that cannot be read count as empty days, and
    /// are listed in the view.
    func viewContext(_ window: (LocalDate) -> ClosedRange<LocalDate>) throws(JournalRefusal) -> ViewContext {
        try journalViewContext { today, _ in window(today) }
    }

    /// `viewContext`, the window told the journal's first day too (`journalStart`); `counted`,
    /// after the window, more dates to read and count but not to report problems of (a day
    /// screen's week strip).
    func journalViewContext(
        _ window: (_ today: LocalDate, _ journalStart: LocalDate?) -> ClosedRange<LocalDate>,
        counted: (JournalSettings) -> ClosedRange<LocalDate>? = { _ in nil }
    ) throws(JournalRefusal) -> ViewContext {
        let loaded = try loadHabits()
        let habits = loaded.file
        let today = today(habits.settings)
        let first = try firstDay()
        var dates = window(today, Self.journalStart(habits, firstDay: first))
        let shown = dates
        if let more = counted(habits.settings) {
            dates = min(dates.lowerBound, more.lowerBound)...max(dates.upperBound, more.upperBound)
        }
        var problems = ViewProblems(settings: ViewProblems.settings(habits, loaded.diagnostics, now: now))
        // A target habit counts by period: read the rest of the periods the window starts and
        // ends in (up to today: nothing later is done).
        for habit in habits.habits {
            guard let target = habit.target else { continue }
            let start = target.period(containing: dates.lowerBound, weekStarts: habits.settings.weekStarts).lowerBound
            let end = min(
                target.period(containing: dates.upperBound, weekStarts: habits.settings.weekStarts).upperBound,
                max(today, dates.upperBound))
            dates = min(start, dates.lowerBound)...max(end, dates.upperBound)
        }
        // N in M days counts as Loop does: an interval covering a day of the window starts at most
        // 2M days before it and hangs on every day done after it, up to today.
        for habit in habits.habits {
            guard let frequency = habit.frequency else { continue }
            dates =
                dates.lowerBound.adding(days: -2 * frequency.days)...max(today, dates.upperBound)
        }
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
                if let bytes = try storage.read(path) {
                    let result = DayParser.parse(bytes, fastPath: true, memo: memo)
                    days[date] = result.day
                    if shown.contains(date) {
                        let n = ViewProblems.lines(result, habits)
                        if n > 0 {
                            problems.lines += n
                            problems.files.append(path)
                        }
                    }
                }
            } catch {
                unreadable.append(SourceFile(path: path, readError: error.reason))
            }
        }
        let counter = Counter(habits: habits, days: days, firstDay: first, today: today, now: now)
        return ViewContext(
            habits: habits, today: today, firstDay: first, days: days, counter: counter, unreadable: unreadable,
            problems: problems, habitsDiagnostics: loaded.diagnostics)
    }
}
