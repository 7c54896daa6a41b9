import DawnJournal

/// The interactive view's words (`dawn-journal ui`): its titles, questions and confirmations.
/// Its keys' words (the help, the hints) are in its key tables, `KeyBinding`s in DawnJournalUI,
/// next to the keys they describe. The refusals are `RefusalText`'s; the day's sentences
/// (`DayText`, `EmptyStateText`, `HabitText`) are shared with the other views.
public enum InteractiveText {
    /// "15-minute rows", "30-minute rows": what one timeline row is.
    public static func rowLength(_ minutes: Int) -> String { "\(minutes)-minute rows" }

    /// The view's minimum size, said when the window is smaller.
    public static func needsBiggerWindow(columns: Int, rows: Int) -> String {
        "dawn-journal ui needs a bigger window (at least \(columns)×\(rows))"
    }

    /// The timeline's, the checklist's and the tray's titles.
    public static let timeline = "Timeline"
    public static let checklist = "Checklist"
    public static let habits = "Habits"
    /// The tray's entry that adds a habit.
    public static let addHabit = "Add habit"
    /// Whether this is the journal's today, said after the date.
    public static let today = "today"

    /// A day of the week strip: the weekday's initial and how many habits were done ("M5"),
    /// or "·" for a day still to come (`done` nil).
    public static func weekStripDay(_ weekday: String, done: Int?) -> String {
        String(weekday.prefix(1)) + (done.map { String($0) } ?? "·")
    }

    /// A day whose files could not all be read: how many problems, and what to run.
    public static func problems(_ count: Int) -> String {
        (count == 1 ? "1 problem" : "\(count) problems") + "; run `dawn-journal lint`"
    }

    /// The inline question before deleting an entry: "Delete 06:30-07:15 Morning Run? y/n".
    public static func confirmDelete(_ start: TimeOfDay, _ end: TimeOfDay, _ habit: Habit) -> String {
        deleteQuestion(start, end, name: habit.name) + " y/n"
    }

    /// The question before deleting an entry, where buttons answer it (the page's sheet):
    /// "Delete 06:30-07:15 Morning Run?".
    public static func deleteQuestion(_ start: TimeOfDay, _ end: TimeOfDay, name: String) -> String {
        "Delete \(span(start, end)) \(name)?"
    }

    /// An entry's times and length, as a block's sheet heads them: "06:30-07:15 · 45 min", or
    /// "14:00- ▸ running" (`end` nil: it runs).
    public static func entryTimes(_ start: TimeOfDay, _ end: TimeOfDay?) -> String {
        guard let end else { return "\(start)- \(running)" }
        return "\(start)-\(end) · \(end.minutes - start.minutes) min"
    }

    /// A block's title on the timeline: "🏃 Morning Run 06:30-07:15", "📚 Read 14:00- ▸ running"
    /// (`end` nil: it runs), then the note when the block shows it on the same line ("· 5k").
    public static func blockTitle(_ label: String, _ start: TimeOfDay, _ end: TimeOfDay?, note: String? = nil) -> String
    {
        blockTitle(label, start.description, end?.description, note: note)
    }

    /// `blockTitle` of times already written as `HH:MM` (a ghost's, which may lie past the night).
    public static func blockTitle(_ label: String, _ start: String, _ end: String?, note: String? = nil) -> String {
        "\(label) \(start)-" + (end ?? " " + running) + (note.map { " · " + $0 } ?? "")
    }

    /// A block as a screen reader says it: "Morning Run, 06:30 to 07:15, 5k", "Read, from 14:00".
    public static func blockSpoken(_ name: String, _ start: TimeOfDay, _ end: TimeOfDay?, note: String? = nil) -> String
    {
        name + ", " + (end.map { "\(start) to \($0)" } ?? "from \(start)") + (note.map { ", " + $0 } ?? "")
    }

    /// A sheet's buttons that move an entry by one slot (`slot` as "15m"): "Move 15m earlier".
    public static func moveEarlier(_ slot: String) -> String { "Move \(slot) earlier" }
    public static func moveLater(_ slot: String) -> String { "Move \(slot) later" }
    public static func shorter(_ slot: String) -> String { "\(slot) shorter" }
    public static func longer(_ slot: String) -> String { "\(slot) longer" }

    /// The question a tray habit's tap asks: "Place Morning Run at…".
    public static func placeAt(_ habit: Habit) -> String { "Place \(habit.name) at…" }

    /// An entry's times as the file has them: `13:00-13:30`, or `13:00-` while it runs.
    static func span(_ start: TimeOfDay, _ end: TimeOfDay) -> String { "\(start)-" + (end == start ? "" : "\(end)") }

    /// What a running entry's block says after its start (`📚 Read 13:00- ▸ running`).
    public static let running = "▸ running"

    /// Confirmations, after a change was written.
    public static func placed(_ habit: Habit, _ start: TimeOfDay, _ end: TimeOfDay) -> String {
        "Logged \(habit.name) \(start)-\(end)."
    }
    public static func moved(_ habit: Habit, _ start: TimeOfDay, _ end: TimeOfDay) -> String {
        "Moved \(habit.name) to \(start)-\(end)."
    }
    public static func resized(_ habit: Habit, _ start: TimeOfDay, _ end: TimeOfDay) -> String {
        "\(habit.name) is now \(start)-\(end)."
    }
    /// A confirmation followed by what `lint` now says about the line written, in the words
    /// `move` and `log` print it with: "Moved Morning Run to 13:00-13:30. warning: 'Morning
    /// Run' 13:00-13:30 overlaps 'Evening Walk' on line 7 (13:00-13:30)".
    public static func warned(_ confirmation: String, _ warnings: [Diagnostic]) -> String {
        ([confirmation] + warnings.map { $0.severity.rawValue + ": " + $0.message }).joined(separator: " ")
    }
    public static func deleted(_ habit: Habit, _ start: TimeOfDay, _ end: TimeOfDay) -> String {
        "Deleted \(span(start, end)) \(habit.name)."
    }
    public static func ticked(_ habit: Habit, done: Bool) -> String {
        done ? "Ticked \(habit.name)." : "Unticked \(habit.name)."
    }
    public static func skipped(_ habit: Habit) -> String { "Skipped \(habit.name) today: a rest day." }
    public static func total(_ habit: Habit, _ total: Amount) -> String {
        "\(habit.name): \(HabitText.amount(total, of: habit))."
    }
    public static func noted(_ habit: Habit, _ start: TimeOfDay, _ end: TimeOfDay, note: String?) -> String {
        note == nil
            ? "Removed the note of \(habit.name) \(start)-\(end)."
            : "Saved the note of \(habit.name) \(start)-\(end)."
    }
    public static func taken(_ habit: Habit) -> String { "Took back the last change to \(habit.name)." }
    public static let undone = "Undone."
    public static let nothingToUndo = "Nothing to undo."
    public static let cancelled = "Cancelled."
    public static let noEntryHere = "No entry at the cursor."
    /// A timer started (`r`), or the habit already running.
    public static func started(_ habit: Habit, _ start: TimeOfDay, changed: Bool) -> String {
        changed ? "Started \(habit.name) at \(start)." : "\(habit.name) is running since \(start)."
    }
    /// A running entry stopped.
    public static func stopped(_ habit: Habit, _ start: TimeOfDay, _ end: TimeOfDay) -> String {
        "Stopped \(habit.name): \(start)-\(end)."
    }
    public static let nothingRunning = "Nothing is running: choose a timed habit in the tray to start its timer."
    public static func badDate(_ syntax: String) -> String { "Not a date: \(syntax)." }

    /// The one-line editor of an entry's note, before the note as typed: "Note for 06:30-07:15
    /// Morning Run: ".
    public static func notePrompt(_ habit: Habit, _ start: TimeOfDay, _ end: TimeOfDay) -> String {
        "Note for \(start)-\(end) \(habit.name): "
    }

    public static let datePrompt = "Go to date (YYYY-MM-DD, today, -N, +N): "

    /// The tab bar's labels, after each tab's number key.
    public static let tabToday = "Today"
    public static let tabHistory = "History"
    public static let tabInsights = "Insights"
    public static let tabHabits = "Habits"
}
