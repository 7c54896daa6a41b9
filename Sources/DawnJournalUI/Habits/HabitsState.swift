import DawnJournal
import DawnJournalText
import DawnSource

/// The Habits tab's state, kept while another tab is shown.
struct HabitsState: Equatable {
    /// A habit of the list with its status on the journal's today (what `habit list` reads).
    struct Item: Equatable {
        var habit: Habit
        var status: HabitStatus
    }

    /// A question on the prompt row: a new name being typed, or a delete to confirm.
    enum Prompt: Equatable {
        case rename(id: String, habit: Habit, text: String)
        /// The first of two steps: "This will delete 29 days of history."
        case deleteHistory(id: String, habit: Habit, days: Int)
        /// The last step; `days` of history go with it.
        case delete(id: String, habit: Habit, days: Int)
    }

    /// A row dragged with the mouse: from its place to the place hovered.
    struct Drag: Equatable {
        var id: String
        var from: Int
        var to: Int
    }

    /// habits.toml's habits in order, once read.
    var items: [Item] = []
    var loaded = false
    /// Why the list could not be read, worded.
    var refusal: String?
    /// The cursor and the first habit shown.
    var index = 0
    var top = 0
    var form: HabitFormState?
    var prompt: Prompt?
    var drag: Drag?
    /// The habit to put the cursor on when the list is read again (one just added or moved).
    var select: String?
}

/// The results of the Habits tab's commands.
enum HabitsMsg {
    case listed([HabitsState.Item])
    case listFailed(JournalRefusal)
    /// A change was written: what it did (the update words it and selects its habit). Today
    /// reads its day again (its tray counts anew when the habits changed).
    case changed(HabitsDone)
    /// A change was refused; the form's field it is about, if any.
    case refused(JournalRefusal, field: HabitFormState.Field?)
    /// How much history deleting the habit would delete (`JournalService.habitHistory`).
    case history(id: String, habit: Habit, days: Int)
    /// Open the add form (Today's "+ Add habit"; `returnToToday`: Save and Esc go back there).
    case openAddForm(returnToToday: Bool)
}

/// What the Habits tab asks the runtime to read or write: one use case each.
enum HabitsCommand: Job {
    case list
    case add(HabitAddRequest)
    case edit(id: String, HabitFieldValues)
    /// To a position, 1-based (`habit move NAME --to N`).
    case move(id: String, to: Int)
    case rename(id: String, to: String)
    case archive(id: String)
    case unarchive(id: String)
    case history(id: String)
    case remove(id: String, purge: Bool)

    func run(_ app: inout UIApp) -> Any { app.perform(self) }
}

/// The Habits tab ("My Habits"): every habit in habits.toml's order as a pill with its kind,
/// schedule, status and description; reorder (J/K, a drag), the add/edit form (`a`, `e`),
/// rename (`r`), archive (`A`), delete (`D`). Every change is a use case.

extension HabitsState: TabComponent {
    static var helpRows: [(String, String)] { HabitsTab.bindings.helpRows() }
    static var gestures: [Gesture] { HabitsTab.gestures }

    mutating func opened(_ ctx: Context) -> [Effect] { HabitsTab.opened(&self, ctx) }
    mutating func key(_ k: KeyPress, _ ctx: Context) -> [Effect]? { HabitsTab.key(&self, ctx, k) }
    mutating func mouse(_ e: MouseEvent, _ ctx: Context) -> [Effect] { HabitsTab.mouse(&self, ctx, e) }
    mutating func paste(_ text: String) { HabitsTab.paste(&self, text) }
    mutating func undone(_ step: UndoStep, _ ctx: Context) -> [Effect] { loaded ? [HabitsTab.job(.list)] : [] }
    mutating func update(_ msg: HabitsMsg, _ ctx: Context) -> [Effect] { HabitsTab.update(&self, ctx, msg) }
    func view(_ ctx: Context, _ area: Rect, _ b: inout ScreenBuffer) { HabitsTab.view(self, ctx, ctx.palette, &b) }
    func statusLine(_ ctx: Context) -> StatusLine {
        StatusLine(text: HabitsTab.hints(self, ctx), style: ctx.palette.dim)
    }
}

/// What one of the Habits tab's changes did, as the library returned it: a job's typed result,
/// which the tab's update turns into its confirmation, the habit to select and its undo (`said`).
enum HabitsDone {
    case added(HabitChangeOutcome)
    case edited(HabitChangeOutcome)
    /// Moved to `to` (1-based) of `of` habits.
    case moved(HabitChangeOutcome, to: Int, of: Int)
    /// Renamed from the habit `id` (its id before, when the library does not say its old name).
    case renamed(HabitChangeOutcome, id: String)
    case archived(HabitChangeOutcome)
    case unarchived(HabitChangeOutcome)
    case removed(HabitChangeOutcome)

    /// The confirmation (with the library's notices after it), the habit to select, the undo.
    var said: (text: String, select: String?, undo: JournalUndo?) {
        switch self {
        case .added(let o): (with(InteractiveText.habitAdded(o.habit), o.notices), o.habit.id, o.undo)
        case .edited(let o): (with(InteractiveText.habitSaved(o.habit), o.notices), o.habit.id, o.undo)
        case .moved(let o, let to, let count):
            (InteractiveText.habitMoved(o.habit, to: o.movedTo ?? to, of: count), o.habit.id, o.undo)
        case .renamed(let o, let id):
            (
                InteractiveText.habitRenamed(from: o.renamedFrom ?? id, o.habit, dayFiles: o.dayFiles), o.habit.id,
                o.undo
            )
        case .archived(let o): (InteractiveText.habitArchived(o.habit), o.habit.id, o.undo)
        case .unarchived(let o): (InteractiveText.habitUnarchived(o.habit), o.habit.id, o.undo)
        case .removed(let o): (InteractiveText.habitDeleted(o.habit, days: o.dayFiles), nil, o.undo)
        }
    }

    /// A confirmation with the library's notices after it ("an emoji is one character; kept '💧'.").
    private func with(_ text: String, _ notices: [WriteNotice]) -> String {
        ([text] + notices.map { "Note: " + WriteText.notice($0) }).joined(separator: " ")
    }
}
