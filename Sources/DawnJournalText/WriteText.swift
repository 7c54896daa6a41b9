import DawnJournal

/// What a write says beside itself, in words: how it fitted the slot grid, why it changed
/// nothing, what to know about it (the command line's `note:` lines, the view's status line, the
/// server's `notices`).
public enum WriteText {
    /// "20m rounded to 15m, whole slots of the 15-minute grid", "07:10 snapped to 07:00, the
    /// 15-minute grid", "11:08 rounded to 11:15, the nearest boundary of the 15-minute grid at least
    /// one slot after the start".
    public static func adjustment(_ adjustment: Adjustment) -> String {
        switch adjustment {
        case .lengthRounded(let from, let to, let slot):
            "\(DurationSyntax.text(minutes: from)) rounded to \(DurationSyntax.text(minutes: to)), whole slots of \(grid(slot))"
        case .startSnapped(let from, let to, let slot): "\(from) snapped to \(to), \(grid(slot))"
        case .endRounded(let from, let to, let slot):
            "\(from) rounded to \(to), the nearest boundary of \(grid(slot)) at least one slot after the start"
        }
    }

    /// "already 6", "already done", "already skipped", "already on the timeline, line 7: nothing
    /// written".
    public static func unchanged(_ why: Unchanged) -> String {
        switch why {
        case .alreadyTotal(let amount): "already \(amount)"
        case .alreadyDone: "already done"
        case .alreadySkipped: "already skipped"
        case .alreadyOnTimeline(let line): "already on the timeline, line \(line): nothing written"
        }
    }

    /// "'Read' was paused from 2026-11-01 to 2026-11-10 (its 'pauses'), so this will not count."
    public static func notice(_ notice: WriteNotice) -> String {
        switch notice {
        case .paused(let habit, let from, let to):
            "'\(habit)' was paused from \(from) to \(to) (its 'pauses'), so this will not count."
        case .notStarted(let habit, let since):
            "'\(habit)' starts on \(since) (its 'since'), so this will not count until that date is earlier."
        case .emojiCut(let kept): "an emoji is one character; kept '\(kept)'."
        case .nothingToClear(let habit, let field): "'\(habit)' has no \(field); nothing to clear."
        }
    }

    static func grid(_ slot: Int) -> String { "the \(slot)-minute grid" }
}
