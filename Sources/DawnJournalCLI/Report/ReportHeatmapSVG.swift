import DawnJournal
import DawnJournalText

/// A habit's year as an inline SVG: a column per week, a row per weekday (from the journal's
/// `week_starts`), month names along the top. Every day of the range is a `<rect>` with a
/// `<title>` ("2026-11-18 · done"); the state is in its shape too, not in colour alone: done
/// is a full square in the habit's colour, missed a smaller light square (a light habit
/// colour such as stone is otherwise hardly told from it), skipped hatched, open a thin
/// outline, pending a dark outline, not applicable blank.
struct ReportHeatmapSVG {
    static let cell = 11
    static let step = 13
    static let left = 30
    static let top = 16
    /// How far a missed day's square is drawn inside its cell: 7 by 7 against done's 11.
    static let missedInset = 2

    var heatmap: ReportHeatmap
    var from: LocalDate
    var today: LocalDate
    var weekStarts: Int

    /// The class of a cell in the page's stylesheet, and the words its title uses
    /// (`CellStateText.description`).
    static func style(_ state: CellState) -> (cls: String, word: String) {
        let cls =
            switch state {
            case .done: "d"
            case .missed: "m"
            case .pending: "p"
            case .skipped: "s"
            case .open: "o"
            case .na: "n"
            }
        return (cls, CellStateText.description(state))
    }

    /// The column of `date`: weeks since the week holding the range's first day.
    func column(_ date: LocalDate) -> Int {
        (date.weekStartDayNumber(startingOn: weekStarts) - from.weekStartDayNumber(startingOn: weekStarts)) / 7
    }
    /// The row of `date`: days since the week's first day.
    func row(_ date: LocalDate) -> Int { date.daysIntoWeek(startingOn: weekStarts) }

    var columns: Int { column(from.adding(days: heatmap.states.count - 1)) + 1 }
    /// At least two columns wide, so that a month's name over a one-column range is not cut.
    var width: Int { Self.left + max(columns, 2) * Self.step }
    var height: Int { Self.top + 7 * Self.step }

    func render() -> String {
        let h = heatmap.habit
        let colorStyle = HTML.color(h).map { " style=\"--c:\($0.hex)\"" } ?? " class=\"plain\""
        let last = from.adding(days: heatmap.states.count - 1)
        var out =
            "<svg class=\"heatmap\" data-habit=\"\(HTML.escape(h.id))\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"group\" aria-label=\"\(HTML.escape(h.name)), \(from) to \(last)\">\n"
        // Weekday names on every other row.
        for r in stride(from: 0, to: 7, by: 2) {
            let weekday = (weekStarts - 1 + r) % 7 + 1
            out +=
                "<text class=\"label\" x=\"0\" y=\"\(Self.top + r * Self.step + 9)\">\(DateText.weekday(weekday, .short))</text>"
        }
        out += "\n" + monthLabels() + "\n<g\(colorStyle)>\n"
        for (i, state) in heatmap.states.enumerated() {
            let date = from.adding(days: i)
            let (cls, word) = Self.style(state)
            let title = date > today ? CellStateText.future : word
            let inset = state == .missed ? Self.missedInset : 0
            let size = Self.cell - 2 * inset
            out +=
                "<rect class=\"\(cls)\" x=\"\(Self.left + column(date) * Self.step + inset)\" y=\"\(Self.top + row(date) * Self.step + inset)\" width=\"\(size)\" height=\"\(size)\"><title>\(date) · \(title)</title></rect>\n"
        }
        return out + "</g>\n</svg>"
    }

    /// A month's name over the first column that holds its first day from the week's first
    /// row (or the next column), leaving out one that would overlap the one before.
    func monthLabels() -> String {
        let last = from.adding(days: heatmap.states.count - 1)
        var labels: [(column: Int, name: String)] = []
        var date = from
        while date <= last {
            var col = column(date)
            if date != from && row(date) != 0 { col += 1 }
            if col < columns - 1 || date == from { labels.append((col, DateText.month(date.month, .short))) }
            guard let next = LocalDate(year: date.year + (date.month == 12 ? 1 : 0), month: date.month % 12 + 1, day: 1)
            else { break }
            date = next
        }
        // The range's first month gives way to the next one when they would overlap.
        if labels.count >= 2 && labels[1].column - labels[0].column < 3 { labels.removeFirst() }
        var out = ""
        var lastColumn = -10
        for l in labels where l.column - lastColumn >= 3 {
            out += "<text class=\"label\" x=\"\(Self.left + l.column * Self.step)\" y=\"10\">\(l.name)</text>"
            lastColumn = l.column
        }
        return out
    }
}
