import DawnJournal
import DawnJournalText
import DawnSource

/// The four tabs of the interactive view, in the order of the seed's tab bar; the number is
/// the key that opens it.
enum Tab: Int, CaseIterable, Equatable {
    case today = 1
    case history, insights, habits

    /// Each tab's state as its component: the one place where a tab is tied to its state.
    static func component(_ tab: Tab, of m: Model) -> any TabComponent {
        switch tab {
        case .today: return m.day
        case .history: return m.history
        case .insights: return m.insights
        case .habits: return m.habitsTab
        }
    }

    static func set(_ component: any TabComponent, in m: inout Model) {
        switch component {
        case let s as TodayState: m.day = s
        case let s as HistoryState: m.history = s
        case let s as InsightsState: m.insights = s
        case let s as HabitsState: m.habitsTab = s
        default: break
        }
    }

    var title: String {
        switch self {
        case .today: return InteractiveText.tabToday
        case .history: return InteractiveText.tabHistory
        case .insights: return InteractiveText.tabInsights
        case .habits: return InteractiveText.tabHabits
        }
    }
}

/// The tab bar on the top row of every tab: where each tab's label is, for the view that draws
/// it and the mouse that clicks it.
enum TabBar {
    static let row = 0

    /// Each tab's label (`1 Today`) and its first column and width.
    static func items() -> [(tab: Tab, label: String, column: Int, width: Int)] {
        var column = 0
        return Tab.allCases.map { tab in
            let label = " " + String(tab.rawValue) + " " + tab.title + " "
            let width = DisplayWidth.of(label)
            defer { column += width + 1 }
            return (tab, label, column, width)
        }
    }

    static func tab(atColumn column: Int) -> Tab? {
        items().first { column >= $0.column && column < $0.column + $0.width }?.tab
    }

    static func view(_ shown: Tab, _ ctx: Context, _ b: inout ScreenBuffer) {
        for item in items() {
            let current = item.tab == shown
            b.put(
                item.label, column: item.column, row: row,
                style: current ? CellStyle(bold: true, reverse: true) : ctx.palette.dim,
                maxWidth: ctx.size.columns - item.column)
        }
    }
}
