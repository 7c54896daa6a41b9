import DawnJournal

/// What a change said after it was written, in one sentence for each of the library's write
/// outcomes: the terminal's status line after a key, and the `"said"` of the server's answer
/// that the page's Undo bar shows, so that both say the same ("Logged Morning Run
/// 13:00-13:30.", "Moved Read to 20:00-20:30. warning: …").
public enum WrittenText {
    public static func logged(_ o: LogOutcome) -> String {
        switch o.target {
        case .entry(_, let start, let end):
            InteractiveText.warned(InteractiveText.placed(o.habit, start, end), o.warnings)
        case .tick: InteractiveText.ticked(o.habit, done: true)
        case .skip: InteractiveText.skipped(o.habit)
        case .record: InteractiveText.total(o.habit, o.total ?? .zero)
        }
    }

    public static func unlogged(_ o: UnlogOutcome) -> String {
        if case .removedEntry(let start, let end) = o.change { return InteractiveText.deleted(o.habit, start, end) }
        return InteractiveText.taken(o.habit)
    }

    public static func moved(_ o: EntryChangeOutcome) -> String {
        InteractiveText.warned(InteractiveText.moved(o.habit, o.to.start, o.to.end), o.warnings)
    }

    public static func resized(_ o: EntryChangeOutcome) -> String {
        InteractiveText.warned(InteractiveText.resized(o.habit, o.to.start, o.to.end), o.warnings)
    }

    public static func noted(_ o: NoteOutcome) -> String { InteractiveText.noted(o.habit, o.start, o.end, note: o.to) }

    public static func toggled(_ o: ToggleOutcome) -> String { InteractiveText.ticked(o.habit, done: o.to == .done) }

    /// The timers it stopped, then the one it started.
    public static func started(_ o: StartOutcome) -> String {
        (o.stopped.map { InteractiveText.stopped($0.habit, $0.start, $0.end) }
            + [InteractiveText.started(o.habit, o.start, changed: o.changed)]).joined(separator: " ")
    }

    public static func stopped(_ o: StopOutcome) -> String {
        o.stopped.map { InteractiveText.stopped($0.habit, $0.start, $0.end) }.joined(separator: " ")
    }

    public static func lowered(_ o: LowerTotalOutcome) -> String { InteractiveText.total(o.habit, o.total) }
}
