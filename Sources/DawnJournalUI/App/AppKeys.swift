/// The keys of every tab: Ctrl-C and Ctrl-Z always; the tab numbers, `?` and `q` when the tab
/// shown leaves the key (a form or a prompt takes the digits as text).
enum AppKeys {
    enum Action: Equatable {
        case quit, suspend, help
        /// The tab of the number typed.
        case showTab
    }

    static let bindings: [KeyBinding<Action>] = [
        KeyBinding(
            keys: Tab.allCases.map { .letter(Character(String($0.rawValue))) }, action: .showTab,
            label: Tab.allCases.map { String($0.rawValue) }.joined(separator: " "),
            help: Tab.allCases.map(\.title).joined(separator: ", "), hint: "1-\(Tab.allCases.count) tabs"),
        KeyBinding(
            keys: [.letter("?")], action: .help, label: "?", help: "this help", hint: "? keys", docKeys: "`?`",
            place: "anywhere",
            doc: "every key and the mouse's gestures; ↓ and ↑ scroll them when they do not fit, any other key closes it"
        ),
        KeyBinding(
            keys: [.letter("q"), .control("c")], action: .quit, label: "q  Ctrl-C", help: "quit", hint: "q quit",
            docKeys: "`q`, Ctrl-C", place: "anywhere", doc: "quit"),
        KeyBinding(
            keys: [.control("z")], action: .suspend, label: "Ctrl-Z", help: "suspend", docKeys: "Ctrl-Z",
            place: "anywhere", doc: "suspend; `fg` redraws"),
    ]

    /// The action of `k`: `always`, the keys that come before the tab's own (with Ctrl).
    static func action(_ k: KeyPress, always: Bool) -> Action? {
        guard k.modifiers.contains(.control) == always else { return nil }
        return bindings.action(for: k)
    }

    /// Whether a typed character is one of the keys of every tab (`q`, `?`, a tab's number).
    static func isAppKey(_ c: Character) -> Bool { action(.letter(c), always: false) != nil }
}
