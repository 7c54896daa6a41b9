import DawnJournal
import Foundation

/// What the four views read: habits.toml, the names of the day files (to find the first day),
/// and only the day files of the window.
struct ViewData {
    var journal: JournalLocation
    var habits: HabitsFile
    var now: LocalDateTime
    var today: LocalDate
    var firstDay: LocalDate?
    var counter: Counter
    /// The parsed day files that were read, by date.
    var days: [LocalDate: Day]

    static func load(_ args: ParsedArguments, _ context: CLIContext, dates: (LocalDate) throws -> ClosedRange<LocalDate>) throws -> ViewData {
        let journal = try JournalLocation.locate(option: args["--journal"], context: context)
        let habits = try JournalHabits.load(journal).file
        let now = try context.now()
        let today = now.journalDate(dayStarts: habits.settings.dayStarts)
        let window = try dates(today)
        let all = FileStore.dayDates(in: journal)
        var days: [LocalDate: Day] = [:]
        for date in all where window.contains(date) {
            guard let bytes = try? FileStore.read(journal.path(DayPath.path(for: date))) else { continue }
            days[date] = DayParser.parse(bytes).day
        }
        let counter = Counter(habits: habits, days: days, firstDay: all.first, today: today)
        return ViewData(journal: journal, habits: habits, now: now, today: today, firstDay: all.first, counter: counter, days: days)
    }

    /// `--days N` (default 30) and `--to DATE` (default today): the window, oldest first.
    static func window(_ args: ParsedArguments, today: LocalDate, command: CommandSpec) throws(UsageError) -> ClosedRange<LocalDate> {
        var count = 30
        if let d = args["--days"] {
            guard let n = Int(d), n >= 1, n <= 3660 else {
                throw UsageError(message: "'--days' takes a number of days from 1 to 3660 (7, 30, 90…), not '\(d)'", command: command)
            }
            count = n
        }
        let to = try args["--to"].map { s throws(UsageError) in try DateArgument.parse(s, today: today, command: command) } ?? today
        return to.adding(days: -(count - 1))...to
    }

    /// The habit's colour, or the neutral grey.
    static func color(_ h: Habit) -> HabitColor { h.color.flatMap(HabitColor.init) ?? HabitColor.neutral }

    static func pill(_ h: Habit) -> String { h.label }

    /// "9h 15m", "45m".
    static func hours(_ minutes: Int) -> String {
        minutes >= 60 ? "\(minutes / 60)h" + (minutes % 60 > 0 ? " \(minutes % 60)m" : "") : "\(minutes)m"
    }

    static func percent(_ p: Double?) -> String { p.map { "\(Int(($0).rounded()))%" } ?? "–" }

    /// A bar of `width` cells: filled for the fraction, light for the rest.
    static func bar(_ fraction: Double, width: Int) -> (filled: String, empty: String) {
        let n = max(0, min(width, Int((fraction * Double(width)).rounded())))
        return (String(repeating: "█", count: n), String(repeating: "░", count: width - n))
    }

    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let weekdayLong = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    static let noHabits = "Get started by adding your first habit."
    static let noHabitsForDay = "No habits for this day."
    static let noHistory = "Your history will appear here once you start tracking habits."
    static let notEnough = "Complete a few habits to see insights about your patterns."
}
