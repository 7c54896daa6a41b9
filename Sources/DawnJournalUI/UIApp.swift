import DawnJournal

/// The interactive view's runtime, which the command line drives: it takes events and the time,
/// runs the library's use cases on the storage it was given, and renders to a `ScreenBuffer`.
/// It prints nothing, reads no clock and no file but through its `JournalStorage`.
///
/// Inside, it is the Elm architecture: a `Model` value, `update` from a message to a new model
/// plus commands (the use cases to run), and `view` from the model to a screen buffer.
public struct UIApp {
    var model: Model
    let storage: any JournalStorage

    /// Opens the view on `date` (nil: the journal's today) at `size`.
    public init(
        storage: any JournalStorage, date: LocalDate?, now: LocalDateTime, size: TerminalSize,
        colorMode: ColorMode
    ) {
        self.storage = storage
        self.model = Model(date: date, now: now, size: size, colorMode: colorMode)
    }

    /// Reacts to one event at time `now`; returns what the host must do (quit, suspend, open
    /// the editor), in order.
    public mutating func handle(_ event: UIEvent, now: LocalDateTime) -> [HostRequest] {
        model.now = now
        var requests: [HostRequest] = []
        switch event {
        case .key(let press):
            if press.modifiers.contains(.control), press.key == .character("c") { requests.append(.quit) }
            else if press.modifiers.contains(.control), press.key == .character("z") { requests.append(.suspend) }
            else if press.key == .character("q"), press.modifiers.isDisjoint(with: [.control, .alt]) {
                requests.append(.quit)
            }
        case .resize(let size):
            model.size = size
        case .mouse, .paste, .filesChanged, .tick:
            break
        }
        return requests
    }

    /// The screen at the current size.
    public func render() -> ScreenBuffer {
        var buffer = ScreenBuffer(size: model.size)
        buffer.put("dawn-journal", column: 0, row: 0, style: .plain)
        return buffer
    }

    /// The files the view shows, relative to the journal's root: habits.toml and the day file
    /// shown. The host watches them and sends `.filesChanged` when one changes.
    public var watchedPaths: [String] {
        var paths = ["habits.toml"]
        if let date = model.date { paths.append(DayPath.path(for: date)) }
        return paths
    }
}

/// The view's state, a value.
struct Model {
    var date: LocalDate?
    var now: LocalDateTime
    var size: TerminalSize
    var colorMode: ColorMode
}
