import DawnJournalText

/// The keys of every tab: Ctrl-C and Ctrl-Z always; the tab numbers, `?` and `q` when the tab
/// shown leaves the key (a form or a prompt takes the digits as text).
enum AppKeys {
    enum Action: Equatable {
        case quit, suspend, help
        case show(Tab)
    }

    /// The action of `k`: `always`, the keys that come before the tab's own.
    static func action(_ k: KeyPress, always: Bool) -> Action? {
        let ctrl = k.modifiers.contains(.control)
        if always {
            guard ctrl else { return nil }
            switch k.key {
            case .character("c"): return .quit
            case .character("z"): return .suspend
            default: return nil
            }
        }
        guard !ctrl, case .character(let c) = k.key else { return nil }
        if c == "q" { return .quit }
        if c == "?" { return .help }
        return Int(String(c)).flatMap(Tab.init(rawValue:)).map(Action.show)
    }

    /// Whether a typed character is one of the keys of every tab (`q`, `?`, a tab's number).
    static func isAppKey(_ c: Character) -> Bool { action(KeyPress(.character(c)), always: false) != nil }

    /// The help overlay's rows for them, after the tab's own.
    static let help: [(String, String)] = InteractiveText.tabKeys
}
