import DawnJournal
import DawnJournalText
import DawnSource

/// The Habits tab's state, kept while another tab is shown.
struct HabitsState: Equatable {}

/// The results of the Habits tab's commands.
enum HabitsMsg {}

/// What the Habits tab asks the runtime to read or write.
enum HabitsCommand {}

/// The Habits tab: its transitions and its view, as `Update` and `DayScreen` are for Today.
enum HabitsTab {
    /// The tab was opened (a number key or a click) or its files changed: what to read.
    static func opened(_ m: inout Model) -> [Command] { [] }

    /// A key in the tab; nil when the tab leaves it to the keys of every tab.
    static func key(_ m: inout Model, _ k: KeyPress) -> [Command]? { nil }

    static func mouse(_ m: inout Model, _ e: MouseEvent) -> [Command] { [] }

    static func update(_ m: inout Model, _ msg: HabitsMsg) -> [Command] { switch msg {} }

    /// The status line's hints when nothing else is said.
    static func hints(_ m: Model) -> String { InteractiveText.tabHints }

    /// The keys the help overlay lists for the tab, before the keys of every tab.
    static let keys: [(String, String)] = []

    /// Draws the tab below the tab bar, above the status line.
    static func view(_ m: Model, _ p: Palette, _ b: inout ScreenBuffer) {
        b.put(InteractiveText.tabHabits, column: 0, row: TabBar.row + 1, style: CellStyle(bold: true))
    }
}

extension UIApp {
    /// Runs one of the Habits tab's commands.
    func perform(_ command: HabitsCommand) -> Msg { switch command {} }
}
