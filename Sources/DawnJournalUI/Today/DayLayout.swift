import DawnJournal
import DawnJournalText
import DawnSource

/// Where everything is on the screen at a size: shared by the view, which draws there, and by
/// the mouse, which hits there.
struct Layout {
    static let labelWidth = 7 // "07:00 ▸"

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
    /// The tray's pills shown (`TrayLayout`), on the screen's rows.
    var tray: TrayLayout
    var pills: [TrayLayout.Pill] { tray.pills }

    init(_ m: TodayState) {
        size = m.size
        area = Router.body(size)
        timelineWidth = size.columns * 3 / 5
        checklistColumn = timelineWidth + 2
        // The tray's pills, wrapped when expanded, the selected one in view.
        tray = m.trayLayout
        trayRows = tray.rows
        trayTitleRow = area.bottom - trayRows - 1
        for i in tray.pills.indices { tray.pills[i].row += trayTitleRow + 1 }
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

    /// The columns of a lane of the timeline: its blocks' width shared by `lanes` entries that
    /// overlap, side by side, each at least a column wide.
    func lane(_ lane: Int, of lanes: Int) -> (column: Int, width: Int) {
        let width = timelineWidth - Self.labelWidth
        let n = max(1, min(lanes, width))
        let i = min(max(0, lane), n - 1)
        return (Self.labelWidth + i * width / n, (i + 1) * width / n - i * width / n)
    }

    func isTimeline(column: Int, row: Int) -> Bool {
        row >= bodyTop && row < bodyTop + bodyHeight && column < timelineWidth
    }
}

/// The timeline's span: the journal day's slots (`JournalClock`), widened to every entry of the
/// day, so that nothing on the day file is out of reach (an entry written before `day_starts`
/// or after the night's end is shown, and the cursor reaches it).
extension TodayState {
    /// The first slot: the day's, or an earlier entry's.
    var firstSlot: Int { entries.reduce(clock.firstSlot) { min($0, clock.slotStart($1.entry.start.minutes)) } }

    /// The last slot: the night's, or the last slot of an entry reaching later.
    var lastSlot: Int {
        entries.reduce(clock.lastSlot) { max($0, clock.slotStart(max($1.entry.start.minutes, shownEnd($1) - 1))) }
    }

    /// The start of the first row of `rowMinutes`.
    func firstRow(_ rowMinutes: Int) -> Int { clock.rowStart(firstSlot, rowMinutes: rowMinutes) }

    /// The end of the last row of `rowMinutes`.
    func timelineEnd(_ rowMinutes: Int) -> Int { clock.rowStart(lastSlot, rowMinutes: rowMinutes) + rowMinutes }

    /// The slot a pointer or cursor at `minutes` means (`JournalClock.snap`, over this span).
    func snap(_ minutes: Int, _ rowMinutes: Int) -> Int {
        max(
            firstSlot,
            min(clock.rowStart(minutes, rowMinutes: rowMinutes), clock.rowStart(lastSlot, rowMinutes: rowMinutes)))
    }
}
