import DawnJournal
import DawnJournalText
import DawnSource

/// Where everything is on the screen at a size: shared by the view, which draws there, and by
/// the mouse, which hits there.
struct Layout {
    static let labelWidth = 7 // "07:00 ▸"
    static let maxTrayRows = 6

    var size: TerminalSize
    /// The rows the router gives the tab: the header first, the tray's last row last.
    var area: Rect
    var headerRow: Int { area.row }
    var titleRow: Int { area.row + 1 }
    var bodyTop: Int { area.row + 2 }
    var bodyHeight: Int
    /// Minutes per timeline row: a slot (issue 33: every quarter hour reachable at every size;
    /// the timeline scrolls to show the rest). Only 5-minute slots are grouped, into quarter
    /// hours, when eight hours of slots would not fit.
    var rowMinutes: Int
    var timelineWidth: Int
    var checklistColumn: Int
    var trayTitleRow: Int
    var trayRows: Int
    var pills: [Pill]

    /// A pill of the tray: a habit (nil: "Add habit") and its cells.
    struct Pill {
        var habitID: String?
        var label: String
        var column: Int
        var row: Int
        var width: Int
    }

    init(_ m: TodayState) {
        size = m.size
        area = Router.body(size)
        timelineWidth = size.columns * 3 / 5
        checklistColumn = timelineWidth + 2
        // The tray's pills, wrapped when expanded.
        var pills: [Pill] = []
        var column = 1
        var row = 0
        let habits = m.trayHabits
        var labels = habits.map { (Optional($0.id), " " + $0.label + " ") }
        if m.trayExpanded { labels.append((nil, " + " + InteractiveText.addHabit + " ")) }
        for (id, label) in labels {
            let width = DisplayWidth.of(label)
            if column + width > size.columns - 1, column > 1 {
                guard m.trayExpanded, row + 1 < Self.maxTrayRows else { break }
                row += 1
                column = 1
            }
            pills.append(Pill(habitID: id, label: label, column: column, row: row, width: min(width, size.columns - 2)))
            column += width + 1
        }
        trayRows = m.trayExpanded ? row + 1 : 1
        trayTitleRow = area.bottom - trayRows - 1
        for i in pills.indices { pills[i].row += trayTitleRow + 1 }
        self.pills = pills
        bodyHeight = max(1, trayTitleRow - (area.row + 2))
        let slot = max(1, m.settings.slot)
        rowMinutes = bodyHeight * slot >= 8 * 60 ? slot : slot * max(1, 15 / slot)
    }

    /// The timeline row showing `minutes` (may be off screen).
    func row(of minutes: Int, scrollTop: Int) -> Int {
        bodyTop + Int((Double(minutes - scrollTop) / Double(rowMinutes)).rounded(.down))
    }

    /// The minute at the start of a timeline row.
    func minutes(atRow row: Int, scrollTop: Int) -> Int { scrollTop + (row - bodyTop) * rowMinutes }

    func isTimeline(column: Int, row: Int) -> Bool {
        row >= bodyTop && row < bodyTop + bodyHeight && column < timelineWidth
    }
}
