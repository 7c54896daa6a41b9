import DawnJournal
import DawnJournalText
import DawnSource

/// Where everything is on the screen at a size: shared by the view, which draws there, and by
/// the mouse, which hits there.
struct Layout {
    /// The smallest window the day screen is drawn in.
    static let minColumns = 64
    static let minRows = 18
    static let labelWidth = 7 // "07:00 ▸"
    static let maxTrayRows = 6

    var size: TerminalSize
    var tooSmall: Bool
    /// Below the tab bar (`TabBar.row`).
    let headerRow = 1
    let titleRow = 2
    let bodyTop = 3
    var bodyHeight: Int
    /// Minutes per timeline row: a slot when tall enough to show eight hours, else two.
    var rowMinutes: Int
    var timelineWidth: Int
    var checklistColumn: Int
    var trayTitleRow: Int
    var trayRows: Int
    var statusRow: Int
    var pills: [Pill]

    /// A pill of the tray: a habit (nil: "Add habit") and its cells.
    struct Pill {
        var habitID: String?
        var label: String
        var column: Int
        var row: Int
        var width: Int
    }

    init(_ m: Model) {
        size = m.size
        tooSmall = size.columns < Self.minColumns || size.rows < Self.minRows
        statusRow = size.rows - 1
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
        trayTitleRow = statusRow - trayRows - 1
        for i in pills.indices { pills[i].row += trayTitleRow + 1 }
        self.pills = pills
        bodyHeight = max(1, trayTitleRow - bodyTop)
        let slot = max(1, m.settings.slot)
        rowMinutes = bodyHeight * slot >= 8 * 60 ? slot : slot * max(1, 30 / slot)
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
