import DawnSource

/// Keys as data (bubbles' `key.Binding`): one table per tab of these values, from which come
/// the matching of a key, the help overlay (`?`), the status line's hints and Docs/UI.md's key
/// tables (a test holds the document to the table).

/// Where in a tab a binding applies: Today's parts and modes, the Habits tab's list, form and
/// prompts. A binding with no scope applies wherever the tab takes keys.
enum KeyScope: Hashable {
    case timeline, checklist, tray, placing, moving
    /// While the mouse drags a pill or an entry: its keys come before the mode's and the focus's.
    case dragging
    case list, form, rename, confirm
}

/// One binding: the keys that match, the tab's action, and how the help, the hint line and
/// Docs/UI.md say it.
struct KeyBinding<Action> {
    var keys: [KeyPress]
    var action: Action
    var scopes: Set<KeyScope> = []
    /// The keys as the help and Docs/UI.md write them: "← → h l".
    var label: String
    /// The help overlay's row; nil when a row with the same label covers it.
    var help: String?
    /// Its words on the status line's hints, keys included: "←/→ day".
    var hint: String?
    /// Its row in Docs/UI.md's table: the keys as written there (`label` when nil), where it
    /// applies (Today's table), and what it does; no row when `doc` is nil.
    var docKeys: String?
    var place: String?
    var doc: String?

    /// A key matches when it is one of `keys` with the same modifiers; Alt is not told apart,
    /// and neither is Shift on a character (Shift+a is "A").
    func matches(_ k: KeyPress) -> Bool {
        keys.contains { b in
            guard b.key == k.key else { return false }
            var held = k.modifiers.subtracting(.alt)
            var wanted = b.modifiers
            if case .character = k.key {
                held.remove(.shift)
                wanted.remove(.shift)
            }
            return held == wanted
        }
    }

    func applies(in scope: KeyScope?) -> Bool { scopes.isEmpty || scope.map(scopes.contains) ?? false }
}

/// A mouse gesture, for the help overlay and Docs/UI.md (the mouse is matched by place, not by
/// a table).
struct Gesture {
    /// The help overlay's row: the gesture in short, and what it does.
    var label: String
    var help: String
    /// Docs/UI.md's row: the gesture, and what it does.
    var doc: String
    var does: String

    var docRow: String { "| " + doc + " | " + does + " |" }
}

extension Array {
    /// The action of the first binding that applies in `scope` and matches `k`.
    func action<A>(for k: KeyPress, in scope: KeyScope? = nil) -> A? where Element == KeyBinding<A> {
        first { $0.applies(in: scope) && $0.matches(k) }?.action
    }

    /// The help overlay's rows: each label and words once, in the table's order.
    func helpRows<A>() -> [(String, String)] where Element == KeyBinding<A> {
        compactMap { b in b.help.map { (b.label, $0) } }
    }

    /// The status line's hints: the words of the bindings of `actions`, in that order.
    func hints<A: Equatable>(_ actions: [A], in scope: KeyScope? = nil) -> [String] where Element == KeyBinding<A> {
        actions.compactMap { a in first { $0.action == a && $0.hint != nil && $0.applies(in: scope) }?.hint }
    }

    /// Docs/UI.md's rows: `| label | does |`, or `| label | where | does |` for a table with places.
    func docRows<A>() -> [String] where Element == KeyBinding<A> {
        compactMap { b in
            b.doc.map { doc in "| " + (b.docKeys ?? b.label) + " | " + (b.place.map { $0 + " | " } ?? "") + doc + " |" }
        }
    }
}

extension Array where Element == String {
    /// The status line's hints joined by " · ", as many as fit in `width` columns: the first ones
    /// (a tab's own, most used first) while they fit, and always the last `kept` (the keys every
    /// tab shares, "? keys" among them). A narrow window drops a hint whole, never half of one.
    func hintLine(width: Int, keeping kept: Int) -> String {
        let tail = Array(suffix(kept))
        var head = Array(dropLast(kept))
        var line: String { (head + tail).joined(separator: " · ") }
        while !head.isEmpty, DisplayWidth.of(line) > width { head.removeLast() }
        return line
    }
}

extension KeyPress {
    /// A typed character, as the tables write it.
    static func letter(_ c: Character) -> KeyPress { KeyPress(.character(c)) }
    static func control(_ c: Character) -> KeyPress { KeyPress(.character(c), modifiers: .control) }
    static func shifted(_ key: Key) -> KeyPress { KeyPress(key, modifiers: .shift) }
    /// Each of `keys`, as typed characters.
    static func letters(_ keys: String) -> [KeyPress] { keys.map(letter) }
}

extension KeyBinding: Sendable where Action: Sendable {}
