import DawnJournal

/// A message to `Router.update`: an event, or the result of a tab's job, for that tab.
enum Msg {
    case event(UIEvent)
    /// What a tab's job gave back, handed to the tab's `receive`.
    case result(Tab, Any)
}

/// A tab's read or write, run by the runtime (`UIApp`) on its storage; its result comes back
/// as `Msg.result` for the tab that asked.
protocol Job {
    func run(_ app: inout UIApp) -> Any
}

/// What a tab's `update` gives back besides its new state: the jobs to run, and the moves that
/// reach past the tab (another tab, the status line, the host). The router applies them in
/// order.
enum Effect {
    /// Run the tab's job; its result comes back to that tab.
    case job(Tab, any Job)
    case host(HostRequest)
    /// The status line's words until the next key (nil: its hints again).
    case status(String?, isError: Bool)
    /// Show another tab (it reads what it shows).
    case show(Tab)
    /// Hand a message to a tab (shown or not): Enter on a History cell opens that day in
    /// Today; "+ Add habit" opens the Habits tab's form.
    case send(Tab, Any)
    /// Keep the library's inverse of a change on the session's undo stack.
    case remember(UndoStep)
    /// `u`: take back the last change on the stack.
    case undo
    /// The journal's today and settings, as the day last read says.
    case journal(today: LocalDate, settings: JournalSettings)

    /// A status line's confirmation.
    static func say(_ text: String) -> Effect { .status(text, isError: false) }
    /// A status line's refusal.
    static func refuse(_ text: String) -> Effect { .status(text, isError: true) }
    /// The status line back to its hints.
    static var clearStatus: Effect { .status(nil, isError: false) }
}
