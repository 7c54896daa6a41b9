/// Today's keys and mouse gestures: the one table its matching, the help overlay, the status
/// line's hints and Docs/UI.md's "Keys" and "Mouse" tables come from. While a prompt takes text
/// (the note, the date, the delete's y/n), the keys typed are that text, not bindings.

/// What a key does on Today.
enum TodayAction: Equatable {
    case day(Int)
    case today, goTo
    case cursor(Int)
    case hour(Int)
    case item(Int)
    case pill(Int)
    case focus(Int)
    /// Enter on a pill: place it (a timed habit) or log it.
    case choose
    /// Enter while a block follows the cursor: drop it there; Esc: cancel.
    case drop, cancel
    /// Esc while the mouse drags: nothing is dropped.
    case cancelDrag
    case resize(Int)
    case move, delete, note
    case tick, skip
    case amount(Int)
    case tray, editor, undo
    /// A timer: start the chosen habit's, or stop the running one.
    case timer
    /// The next of the entries that overlap at the slot cursor (side by side in lanes).
    case otherLane
}

extension TodayState {
    static let normal: Set<KeyScope> = [.timeline, .checklist, .tray]
    static let slots: Set<KeyScope> = [.timeline, .placing, .moving]

    static let bindings: [KeyBinding<TodayAction>] = [
        KeyBinding(
            keys: [KeyPress(.left), .letter("h")], action: .day(-1), scopes: [.timeline, .checklist],
            label: "← → h l", help: "previous / next day ([ ] a week)", hint: "←/→ day", docKeys: "← → `h` `l`",
            place: "timeline, checklist", doc: "previous / next day (in the tray: the previous / next pill)"),
        KeyBinding(
            keys: [KeyPress(.right), .letter("l")], action: .day(1), scopes: [.timeline, .checklist], label: "← → h l"),
        KeyBinding(
            keys: [.letter("[")], action: .day(-7), scopes: [.timeline, .checklist], label: "[ ]",
            docKeys: "`[` `]`", place: "timeline, checklist",
            doc: "the same weekday a week earlier / later (the header's week strip: a click on a day goes there)"),
        KeyBinding(keys: [.letter("]")], action: .day(7), scopes: [.timeline, .checklist], label: "[ ]"),
        KeyBinding(
            keys: [KeyPress(.left), .letter("h"), KeyPress(.up), .letter("k")], action: .pill(-1), scopes: [.tray],
            label: "← → h l", hint: "←/→ pill"),
        KeyBinding(
            keys: [KeyPress(.right), .letter("l"), KeyPress(.down), .letter("j")], action: .pill(1), scopes: [.tray],
            label: "← → h l"),
        KeyBinding(
            keys: [.letter("t")], action: .today, scopes: normal, label: "t  g", help: "today / go to a date",
            docKeys: "`t`", place: "anywhere", doc: "today"),
        KeyBinding(
            keys: [.letter("g")], action: .goTo, scopes: normal, label: "t  g", docKeys: "`g`", place: "anywhere",
            doc: "a date prompt on the status line: `YYYY-MM-DD`, `today`, `-N`, `+N`; Enter goes, Esc cancels"),
        KeyBinding(
            keys: [KeyPress(.up), .letter("k")], action: .cursor(-1), scopes: slots, label: "↑ ↓ j k",
            help: "move the slot cursor (an item, a pill)", hint: "↑/↓ slot", docKeys: "↑ ↓ `j` `k`",
            place: "timeline", doc: "the slot cursor by a row; PgUp / PgDn by an hour"),
        KeyBinding(keys: [KeyPress(.down), .letter("j")], action: .cursor(1), scopes: slots, label: "↑ ↓ j k"),
        KeyBinding(
            keys: [KeyPress(.up), .letter("k")], action: .item(-1), scopes: [.checklist], label: "↑ ↓ j k",
            hint: "↑/↓ item", docKeys: "↑ ↓ `j` `k`", place: "checklist", doc: "the item"),
        KeyBinding(keys: [KeyPress(.down), .letter("j")], action: .item(1), scopes: [.checklist], label: "↑ ↓ j k"),
        KeyBinding(keys: [KeyPress(.pageUp)], action: .hour(-1), scopes: slots, label: "PgUp PgDn", help: "by hours"),
        KeyBinding(keys: [KeyPress(.pageDown)], action: .hour(1), scopes: slots, label: "PgUp PgDn"),
        KeyBinding(
            keys: [KeyPress(.tab)], action: .focus(1), scopes: normal, label: "Tab", help: "timeline, checklist, tray",
            hint: "Tab next", docKeys: "Tab, Shift+Tab", place: "anywhere", doc: "timeline → checklist → tray"),
        KeyBinding(
            keys: [KeyPress(.backTab), .shifted(.tab)], action: .focus(-1), scopes: normal, label: "Tab"),
        KeyBinding(
            keys: [KeyPress(.enter)], action: .choose, scopes: [.tray], label: "Enter",
            help: "on a pill: place it on the timeline", hint: "Enter place", place: "tray",
            doc:
                "a timed habit: placing starts, a ghost block of its duration follows the slot cursor, Enter drops it (`log --at`), Esc cancels; another habit is logged at once (ticked, or its amount +1)"
        ),
        KeyBinding(keys: [KeyPress(.enter)], action: .drop, scopes: [.placing], label: "Enter", hint: "Enter place it"),
        KeyBinding(
            keys: [KeyPress(.enter)], action: .drop, scopes: [.moving], label: "Enter", hint: "Enter move it here"),
        KeyBinding(
            keys: [KeyPress(.escape)], action: .cancel, scopes: [.placing, .moving], label: "Esc", hint: "Esc cancel"),
        KeyBinding(
            keys: [KeyPress(.escape)], action: .cancelDrag, scopes: [.dragging], label: "Esc",
            docKeys: "Esc", place: "a mouse drag",
            doc: "cancels it: nothing is dropped, and a drag held at the timeline's edge stops scrolling"),
        KeyBinding(
            keys: [.shifted(.down), .letter("+"), .letter("=")], action: .resize(1), scopes: [.timeline],
            label: "Shift+↑ ↓  + -", help: "on an entry: resize it by a slot", hint: "+/- resize",
            docKeys: "Shift+↓ / Shift+↑, `+` / `-`", place: "an entry", doc: "longer / shorter by a slot (`resize`)"),
        KeyBinding(
            keys: [.shifted(.up), .letter("-")], action: .resize(-1), scopes: [.timeline], label: "Shift+↑ ↓  + -"),
        KeyBinding(
            keys: [.letter("m")], action: .move, scopes: [.timeline], label: "m  o",
            help: "move the entry / the next overlapping", hint: "m move", docKeys: "`m`", place: "an entry",
            doc: "move: ↑/↓ then Enter (`move`), Esc cancels"),
        KeyBinding(
            keys: [.letter("o")], action: .otherLane, scopes: [.timeline], label: "m  o", docKeys: "`o`",
            place: "timeline",
            doc:
                "where entries overlap (side by side in lanes), the next of them at the slot cursor: the one the entry keys act on"
        ),
        KeyBinding(
            keys: [.letter("d")], action: .delete, scopes: [.timeline], label: "d",
            help: "delete the entry (y to confirm)", hint: "d delete", docKeys: "`d`", place: "an entry",
            doc: "\"Delete 06:30-07:15 Morning Run? y/n\" on the status line; `y` deletes (`unlog`)"),
        KeyBinding(
            keys: [.letter("n")], action: .note, scopes: [.timeline], label: "n",
            help: "edit the entry's note (Enter saves it)", hint: "n note", docKeys: "`n`", place: "an entry",
            doc:
                "its note in a one-line editor on the status line (\"Note for 06:30-07:15 Morning Run: 5k\"), prefilled; Enter saves it (`JournalService.setNote`: only the line's ` -- note` changes), an empty note removes it, Esc cancels. Keys typed there are the note's; a paste is added without its control characters. A note changed on disk while the editor was open is not saved over: the status line says so, the typed text stays, and a second Enter saves over the note it named"
        ),
        KeyBinding(
            keys: [.letter(" "), KeyPress(.enter)], action: .tick, scopes: [.checklist], label: "Space",
            help: "tick or untick a checklist habit", hint: "Space tick", docKeys: "Space, Enter", place: "checklist",
            doc:
                "tick or untick (`toggle` of the box as shown: one another program changed meanwhile is refused, not flipped back); an amount habit: +1"
        ),
        KeyBinding(
            keys: [.letter("s")], action: .skip, scopes: [.checklist], label: "s", help: "skip it today (a rest day)",
            hint: "s skip", docKeys: "`s`", place: "checklist", doc: "skip today, a rest day (`log --skip`)"),
        KeyBinding(
            keys: [.letter("+"), .letter("=")], action: .amount(1), scopes: [.checklist], label: "+ -",
            help: "in the checklist: an amount by one", hint: "+/- amount", docKeys: "`+` / `-`", place: "checklist",
            doc:
                "an amount by one unit: `+` logs one more (`log N`), `-` takes one off the total the file holds under the lock (`JournalService.lowerTotal`), never one computed from the screen"
        ),
        KeyBinding(keys: [.letter("-")], action: .amount(-1), scopes: [.checklist], label: "+ -"),
        KeyBinding(
            keys: [.letter("r")], action: .timer, scopes: normal, label: "x  r", docKeys: "`r`", place: "anywhere",
            doc:
                "a timer, today: on a timed habit's pill or checklist item, starts it now (`start`: `- 14:00- Read`, growing with the now line; one running is stopped first); elsewhere, or on the running habit, stops the running entry (`stop`)"
        ),
        KeyBinding(
            keys: [.letter("x")], action: .tray, scopes: normal, label: "x  r",
            help: "the tray: all habits / a timer",
            hint: "x all habits", docKeys: "`x`", place: "anywhere", doc: "expand or fold the tray"),
        KeyBinding(
            keys: [.letter("e")], action: .editor, scopes: normal, label: "e",
            help: "open the day file in $VISUAL / $EDITOR", docKeys: "`e`", place: "anywhere",
            doc: "open the day file in `$VISUAL` / `$EDITOR`; the view reloads after"),
        KeyBinding(
            keys: [.letter("u")], action: .undo, scopes: normal, label: "u", help: "undo the last change",
            docKeys: "`u`", place: "anywhere",
            doc:
                "undo the last change of this session, on Today or the Habits tab: the library's exact inverse of what it wrote (`JournalService.undo`), under the lock, the cursor back on a moved or deleted entry; a line another program wrote meanwhile is kept, and when a line it would take back changed since it refuses, writing nothing"
        ),
    ]

    /// The status line's hints in each scope: Today's actions, then the keys of every tab, as
    /// many as fit in `width` columns.
    static func hints(in scope: KeyScope, width: Int = .max) -> String {
        let own: [TodayAction]
        var app: [AppKeys.Action] = [.help]
        switch scope {
        case .checklist:
            own = [.tick, .skip, .amount(1), .item(-1), .focus(1)]
            app.append(.quit)
        case .tray:
            own = [.choose, .pill(-1), .tray, .focus(1)]
            app.append(.quit)
        case .placing, .moving:
            own = [.cursor(-1), .drop, .cancel]
            app = []
        default: own = [.day(-1), .cursor(-1), .resize(1), .move, .note, .delete, .focus(1)]
        }
        let shared = AppKeys.bindings.hints(app)
        return (bindings.hints(own, in: scope) + shared).hintLine(width: width, keeping: shared.count)
    }

    /// The mouse, for the help (labels of at most 14 columns, words of at most 38: the box keeps
    /// the width of the keys) and Docs/UI.md's "Mouse" table.
    static let gestures: [Gesture] = [
        Gesture(
            label: "drag a pill", help: "place it on the timeline", doc: "drag a pill onto the timeline",
            does:
                "the hovered slots show the ghost block; releasing places it (`log --at`); a checkbox habit's pill is logged as Enter on it logs it (ticked, or its amount +1), and the status line says so"
        ),
        Gesture(label: "drag an entry", help: "move it", doc: "drag an entry's body", does: "moves it (`move`)"),
        Gesture(
            label: "drag its end", help: "resize it (its bottom row)", doc: "drag an entry's bottom row",
            does: "resizes it (`resize`)"),
        Gesture(label: "click a box", help: "tick or untick it", doc: "click a checkbox", does: "toggles it"),
        Gesture(
            label: "click", help: "the focus to an item, a slot", doc: "click an item, a slot",
            does: "moves the focus there"),
        Gesture(label: "click ◀ ▶", help: "previous / next day", doc: "click `◀` / `▶`", does: "previous / next day"),
        Gesture(
            label: "click M5 T7 …", help: "that day of the week strip", doc: "click a day of the week strip",
            does: "goes to that day"),
        Gesture(
            label: "click ─ Habits", help: "fold or expand the tray", doc: "click the tray's title row",
            does: "expands or folds the tray"),
        Gesture(
            label: "the wheel", help: "scroll the timeline (or the checklist)", doc: "the wheel",
            does: "scrolls the timeline (or the checklist, over it)"),
        Gesture(
            label: "click ‹ ›", help: "the tray's pills before / after",
            doc: "click the tray's `‹` / `›`, or the wheel over it",
            does: "shows the tray's line of pills before / after those shown, its nearest pill selected"),
    ]
}
