import DawnJournal
import DawnJournalText
import DawnSource

/// The header's week strip (the daily-list app's): each day of the week shown with how many
/// habits were done that day ("M5 T7 W6 …"), from the library's `DayScreen.week`. It goes after
/// the date when it fits beside the header's right-hand words; a click on a day goes there.
struct WeekStrip {
    /// A day of the strip: its date, its text and its first column.
    struct Cell {
        var day: DayCounts
        var text: String
        var column: Int
        var width: Int
    }

    var cells: [Cell]

    /// The header's left part: "◀ Saturday 2026-11-21 ▶" and "  today" on today.
    static func dateText(_ m: TodayState) -> String {
        "◀ " + DateText.weekday(m.date.weekday) + " " + m.date.description + " ▶"
            + (m.isToday ? "  " + InteractiveText.today : "")
    }

    /// The header's right-hand words: the problems to point at, else what a row is.
    static func rightText(_ m: TodayState, rowMinutes: Int) -> String {
        let problems = m.screen?.problemCount ?? 0
        return problems > 0 ? InteractiveText.problems(problems) : InteractiveText.rowLength(rowMinutes)
    }

    /// The strip's cells, or none when it does not fit between the date and the right-hand words.
    init(_ m: TodayState, rowMinutes: Int) {
        var column = DisplayWidth.of(Self.dateText(m)) + 2
        var cells: [Cell] = []
        for day in m.screen?.week ?? [] {
            let text = InteractiveText.weekStripDay(
                DateText.weekday(day.date.weekday, .short), done: day.isFuture ? nil : day.done)
            let width = DisplayWidth.of(text)
            cells.append(Cell(day: day, text: text, column: column, width: width))
            column += width + 1
        }
        let right = DisplayWidth.of(Self.rightText(m, rowMinutes: rowMinutes))
        self.cells = column + 1 + right <= m.size.columns ? cells : []
    }

    /// The day under a click on the header, if any.
    func date(atColumn column: Int) -> LocalDate? {
        cells.first { column >= $0.column && column < $0.column + $0.width }?.day.date
    }
}
