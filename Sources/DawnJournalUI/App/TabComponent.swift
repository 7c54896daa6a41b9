import DawnJournal

/// One tab of the view: its own state (the conforming value), messages, keys, update, and a
/// view that draws into the rectangle it is given. It writes nothing outside itself: a move to
/// another tab, the status line and the host's work are `Effect`s it returns.
protocol TabComponent {
    /// The results of the tab's jobs and the messages other tabs send it.
    associatedtype Message

    /// The tab's keys as the help overlay lists them (its bindings' rows), before the keys of
    /// every tab.
    static var helpRows: [(String, String)] { get }
    /// The tab's mouse gestures, for the help overlay and Docs/UI.md.
    static var gestures: [Gesture] { get }

    /// The tab is shown (a number key, a click): what it reads.
    mutating func opened(_ ctx: Context) -> [Effect]
    /// Another tab is shown instead.
    mutating func hidden()
    /// A watched file changed on disk; `shown`: the tab is the one on screen.
    mutating func filesChanged(_ ctx: Context, shown: Bool) -> [Effect]
    /// The window changed size.
    mutating func resized(_ ctx: Context, shown: Bool) -> [Effect]
    /// A key; nil when the tab leaves it to the keys of every tab.
    mutating func key(_ k: KeyPress, _ ctx: Context) -> [Effect]?
    mutating func mouse(_ e: MouseEvent, _ ctx: Context) -> [Effect]
    /// Text pasted (bracketed paste): typed where the tab takes text.
    mutating func paste(_ text: String)
    mutating func update(_ msg: Message, _ ctx: Context) -> [Effect]
    /// An undo was applied: what the tab reads again.
    mutating func undone(_ step: UndoStep, _ ctx: Context) -> [Effect]

    /// Draws the tab into `area` (below the tab bar, above the status line).
    func view(_ ctx: Context, _ area: Rect, _ b: inout ScreenBuffer)
    /// The status line when nothing else is said: hints, or a prompt.
    func statusLine(_ ctx: Context) -> StatusLine
    /// The files the host watches for the tab.
    func watchedPaths(_ ctx: Context, shown: Bool) -> [String]
}

extension TabComponent {
    mutating func hidden() {}
    mutating func filesChanged(_ ctx: Context, shown: Bool) -> [Effect] { shown ? opened(ctx) : [] }
    mutating func resized(_ ctx: Context, shown: Bool) -> [Effect] { [] }
    mutating func paste(_ text: String) {}
    mutating func undone(_ step: UndoStep, _ ctx: Context) -> [Effect] { [] }
    func watchedPaths(_ ctx: Context, shown: Bool) -> [String] { [] }

    /// A job's result or another tab's message, when it is the tab's.
    mutating func receive(_ msg: Any, _ ctx: Context) -> [Effect] {
        guard let msg = msg as? Message else { return [] }
        return update(msg, ctx)
    }
}

/// The status line a tab asks for when the app has nothing to say.
struct StatusLine {
    var text: String
    var style: CellStyle
    /// Where the text cursor stands (a prompt being typed), if anywhere.
    var cursorColumn: Int?
    /// A prompt or a mode's hints, which a confirmation does not cover.
    var isPrompt = false
}
