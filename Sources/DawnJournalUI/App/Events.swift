/// The events the interactive view (`dawn-journal ui`) reacts to, as the terminal side decodes
/// them from bytes: keys, mouse reports (SGR 1006), bracketed pastes, resizes, files changed on
/// disk and clock ticks. Values only: the command line owns the terminal.

/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// The modifier keys held with a key or a mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let control = Modifiers(rawValue: 1 << 2)
}

/// A key, without its modifiers. A printable key is `.character` (upper case when typed so:
/// Shift+a is `.character("A")`, its `shift` modifier optional); Ctrl-C is `.character("c")`
/// with `.control`.
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)
}

/// A key with the modifiers held.
public struct KeyPress: Hashable, Sendable {
    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

/// A mouse report, in 0-based cell coordinates.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case press, release, drag, move, scrollUp, scrollDown }
    public enum Button: Hashable, Sendable { case left, middle, right, none }

    public var kind: Kind
    public var button: Button
    public var column: Int
    public var row: Int
    public var modifiers: Modifiers

    public init(_ kind: Kind, button: Button = .left, column: Int, row: Int, modifiers: Modifiers = []) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}

/// Everything the view reacts to.
public enum UIEvent: Hashable, Sendable {
    case key(KeyPress)
    case mouse(MouseEvent)
    /// A bracketed paste, as text (control characters are the view's to refuse or show).
    case paste(String)
    case resize(TerminalSize)
    /// A watched file (`UIApp.watchedPaths`) changed on disk.
    case filesChanged
    /// The clock moved on (the caller sends one about every minute, with the new "now").
    case tick
    /// `UIApp.repeatInterval` passed since the last event: a drag held at the timeline's edge
    /// scrolls it a row.
    case repeatTick
}

/// What the view asks of the program that runs it.
public enum HostRequest: Hashable, Sendable {
    case quit
    /// Ctrl-Z: restore the terminal, stop the process; on `fg`, set it up again and redraw.
    case suspend
    /// Open this file (relative to the journal's root) in `$VISUAL`/`$EDITOR`, then send
    /// `.filesChanged`.
    case openEditor(path: String)
}
