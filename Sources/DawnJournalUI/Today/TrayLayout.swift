import DawnJournal
import DawnJournalText
import DawnSource

/// Where the tray's pills are: every pill (the habits, then "+ Add habit") flowed into lines of
/// the window's width, and the lines shown — one when folded, up to `maxRows` when expanded —
/// those around the selected pill, so that it is always in view. `‹` at the left of the first
/// line shown and `›` at the right of the last say that lines are hidden before or after; a
/// click on one shows them.
struct TrayLayout {
    static let maxRows = 6

    /// A pill of the tray: its index among all pills, a habit (nil: "+ Add habit") and its cells.
    struct Pill {
        var index: Int
        var habitID: String?
        var label: String
        var column: Int
        /// Its row among the lines shown, 0 the first.
        var row: Int
        var width: Int
    }

    /// The pills shown.
    var pills: [Pill]
    /// How many lines are shown.
    var rows: Int
    /// The pill a click on `‹` selects (the last of the line before those shown), if any.
    var before: Int?
    /// The pill a click on `›` selects (the first of the line after those shown), if any.
    var after: Int?

    /// The pills' labels: each habit's, then "+ Add habit".
    static func labels(_ habits: [Habit]) -> [(String?, String)] {
        habits.map { (Optional($0.id), " " + $0.label + " ") } + [(nil, " + " + InteractiveText.addHabit + " ")]
    }

    init(_ habits: [Habit], selected: Int, expanded: Bool, columns: Int) {
        // Every pill flowed into lines between the markers' columns (0 and columns - 1).
        var lines: [[Pill]] = [[]]
        var column = 1
        for (i, (id, label)) in Self.labels(habits).enumerated() {
            let width = min(DisplayWidth.of(label), columns - 2)
            if column + width > columns - 1, column > 1 {
                lines.append([])
                column = 1
            }
            lines[lines.count - 1].append(
                Pill(index: i, habitID: id, label: label, column: column, row: 0, width: width))
            column += width + 1
        }
        let shown = expanded ? min(Self.maxRows, lines.count) : 1
        let selectedLine = lines.firstIndex { $0.contains { $0.index == selected } } ?? 0
        let first = max(0, selectedLine - shown + 1)
        rows = shown
        pills = lines[first..<(first + shown)].enumerated().flatMap { row, line in
            line.map {
                var p = $0
                p.row = row
                return p
            }
        }
        before = first > 0 ? lines[first - 1].last?.index : nil
        after = first + shown < lines.count ? lines[first + shown].first?.index : nil
    }
}

extension TodayState {
    /// The tray's pills, the selected one in view.
    var trayLayout: TrayLayout {
        TrayLayout(trayHabits, selected: trayIndex, expanded: trayExpanded, columns: size.columns)
    }

    /// The pill a click on the tray's `‹` or `›` selects, if `e` is on one.
    func trayMarker(at e: MouseEvent, _ l: Layout) -> Int? {
        if e.column == 0, e.row == l.trayTitleRow + 1 { return l.tray.before }
        if e.column == size.columns - 1, e.row == l.trayTitleRow + l.trayRows { return l.tray.after }
        return nil
    }

    /// The pill at `index` selected: the tray focused and scrolled to show it.
    mutating func selectPill(_ index: Int) {
        focus = .tray
        trayIndex = max(0, min(trayPillCount - 1, index))
    }
}
