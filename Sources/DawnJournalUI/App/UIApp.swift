import DawnJournal
import DawnJournalText

/// The interactive view's runtime, which the command line drives: it takes events and the time,
/// runs the library's use cases on the storage it was given, and renders to a `ScreenBuffer`.
/// It prints nothing, reads no clock and no file but through its `JournalStorage`.
///
/// Inside, it is the Elm architecture: a `Model` value, `Router.update` from a message to a new
/// model plus effects (each tab's jobs: the use cases to run, whose results come back to the
/// tab as messages), and `Router.view` from the model to a screen buffer. A key that changes
/// nothing reads no file.
public struct UIApp {
    var model: Model
    let storage: any JournalStorage

    /// Opens the view on `date` (nil: the journal's today) at `size`: counts every habit's
    /// instances over the journal (the tray's order) and reads the day's screen. `theme` is the
    /// terminal's background, for the colours drawn on it.
    public init(
        storage: any JournalStorage, date: LocalDate?, now: LocalDateTime, size: TerminalSize,
        colorMode: ColorMode, theme: Theme = .dark
    ) {
        self.storage = storage
        let empty = Loaded(screen: nil, settings: .default)
        let today = JournalSettings.default.clock.journalDate(at: now)
        model = Model(
            today: today, now: now, size: size, colorMode: colorMode,
            day: TodayState(
                ctx: Context(
                    today: today, now: now, size: size, colorMode: colorMode, theme: theme, settings: .default),
                date: date ?? today, loaded: empty))
        model.theme = theme
        let loaded = load(date: date)
        if date == nil, let screen = loaded.screen { model.day.date = screen.date }
        _ = run(.result(.today, TodayMsg.loaded(loaded, keepCursor: false)))
    }

    /// The terminal's background, for the colours drawn on it; the next `render()` uses it.
    public var theme: Theme {
        get { model.theme }
        set { model.theme = newValue }
    }

    /// Reacts to one event at time `now`; returns what the host must do (quit, suspend, open
    /// the editor), in order.
    public mutating func handle(_ event: UIEvent, now: LocalDateTime) -> [HostRequest] {
        model.now = now
        return run(.event(event))
    }

    /// The screen at the current size.
    public func render() -> ScreenBuffer { Router.view(model) }

    /// The files the view shows, relative to the journal's root: habits.toml and the day file
    /// shown; on the Insights tab the day files of its window, on the History tab the files of
    /// the days it shows. The host watches them and sends `.filesChanged` when one changes.
    public var watchedPaths: [String] {
        var paths: [String] = []
        for tab in Tab.allCases {
            for path in Tab.component(tab, of: model).watchedPaths(model.context, shown: tab == model.tab)
            where !paths.contains(path) {
                paths.append(path)
            }
        }
        return paths
    }

    /// How often, in milliseconds, the view wants `.repeatTick` while nothing else happens: only
    /// while a dragged pill or block is held at the timeline's edge and it can still scroll
    /// there; nil otherwise (no timer).
    public var repeatInterval: Int? { model.tab == .today ? model.day.heldInterval : nil }

    // MARK: - Running commands

    /// Runs a message through `update`, then the commands it gives, feeding their results back.
    mutating func run(_ first: Msg) -> [HostRequest] {
        var queue = [first]
        var requests: [HostRequest] = []
        while !queue.isEmpty {
            let msg = queue.removeFirst()
            for effect in Router.update(&model, msg) {
                switch effect {
                case .host(let r): requests.append(r)
                case .job(let tab, let job): queue.append(.result(tab, job.run(&self)))
                default: break
                }
            }
        }
        return requests
    }

    var service: JournalService { JournalService(storage: storage, now: model.now) }

    static let vocabulary = RefusalVocabulary(
        option: { "--" + $0 }, invocation: { "dawn-journal " + $0 }, command: { "dawn-journal " + $0 })

    /// A refusal as the status line says it, in the command line's words: after the name of the
    /// file it is about ("days/2026/2026-11-21.md: permission denied"), never the reason alone;
    /// a request refused as invalid has no file to name.
    static func words(_ refusal: JournalRefusal) -> String {
        refusal.kind == .invalidRequest
            ? RefusalText.sentence(refusal, vocabulary) : RefusalText.text(refusal, vocabulary)
    }
}
