import DawnJournal
import DawnJournalText
import DawnSource

/// Where the History tab draws at a size: the days that fit beside the names (newest first,
/// a gap between weeks), the habit rows, the legend and the cursor's day. Shared by the view
/// and the mouse.
struct HistoryLayout {
    /// How wide a habit's name is at most: longer names end in "…", as in `history`.
    static let nameColumns = 12

    /// The rows the router gives the tab.
    var area: Rect
    var headerRow: Int
    var monthRow: Int
    var dayRow: Int
    var firstHabitRow: Int
    var nameWidth: Int
    /// The days shown, newest first (none older than the journal's first day).
    var dates: [LocalDate] = []
    /// The column of each day's glyph (its day of the month ends there).
    var glyphColumns: [Int] = []
    /// How many days fit, were the journal old enough.
    var capacity = 0
    var habitRows: Int
    var topRow: Int
    var habitCount: Int
    var legend: [String]
    var legendRow: Int
    var detailRow: Int
    var detailRows: Int

    /// The layout in `area`: by default the router's rectangle for a tab, where the keys and
    /// the mouse find what the view drew.
    init(_ s: HistoryState, _ ctx: Context, area: Rect? = nil) {
        let area = area ?? Router.body(ctx.size)
        self.area = area
        (headerRow, monthRow, dayRow, firstHabitRow) = (area.row, area.row + 1, area.row + 2, area.row + 3)
        let width = area.right
        let longest = s.habits.map { DisplayWidth.of($0.name) }.max() ?? 1
        nameWidth = max(1, min(longest, Self.nameColumns))
        // A day is three columns (two for its number, one between); a week starts after a gap.
        let start = s.start ?? s.newest
        var column = area.column + nameWidth + 3
        var date = s.newest
        while column < width {
            capacity += 1
            if date >= start {
                dates.append(date)
                glyphColumns.append(column)
            }
            column += date.daysIntoWeek(startingOn: ctx.settings.weekStarts) == 0 ? 4 : 3
            date = date.adding(days: -1)
        }
        let open = dates.contains { s.cells[$0]?.contains(.open) ?? false }
        legend = TextLayout.flow(CellStateText.legend(withOpen: open), width: area.width, separator: "  ")
        // Rows: the habits, a blank, the legend, a blank, the cursor's day (two rows at least);
        // the habits scroll when they do not fit.
        let statusRow = area.bottom
        let body = statusRow - firstHabitRow
        let fixed = 1 + legend.count + 1
        habitRows = max(1, min(s.habits.count, body - fixed - 2))
        topRow = s.topRow
        habitCount = s.habits.count
        let more = s.habits.count > habitRows ? 1 : 0 // the "…" under the last row shown
        legendRow = firstHabitRow + habitRows + more + 1
        detailRow = legendRow + legend.count + 1
        detailRows = max(0, statusRow - detailRow)
    }

    /// The day whose column holds `column` (its number, its glyph, or the space before it).
    func dateIndex(atColumn column: Int) -> Int? {
        glyphColumns.firstIndex { column >= $0 - 2 && column <= $0 }
    }

    /// The habit shown on `row`.
    func habitIndex(atRow row: Int) -> Int? {
        let i = topRow + row - firstHabitRow
        return row >= firstHabitRow && row < firstHabitRow + habitRows && i < habitCount ? i : nil
    }
}
