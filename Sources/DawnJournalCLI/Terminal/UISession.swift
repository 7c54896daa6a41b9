import DawnJournal
import DawnJournalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The terminal loop of `dawn-journal ui`: it owns the terminal and drives a `UIApp`.
///
/// One `poll` on the input and a self-pipe of signals, with a timeout: bytes become events
/// (`InputDecoder`; a lone ESC is the Escape key when nothing follows within `escapeDelay`),
/// events go to the app, and after each batch the app's screen is written as the difference
/// from the last (`ScreenWriter`). Twice a second the watched files are `stat`ed (a change is
/// `.filesChanged`) and the clock is read (a new minute is `.tick`). While the app asks for
/// `repeatInterval` (a drag held at the timeline's edge), the timeout is shortened to it and a
/// `.repeatTick` goes to the app when it passes with no mouse report. SIGWINCH is a resize;
/// every signal in `ending` (SIGTERM, SIGHUP, SIGINT and the others whose default is to end
/// the process) ends the view; SIGTSTP (and the app's Ctrl-Z) suspends it, and
/// SIGCONT brings it back with a full redraw. The terminal is restored on every way out.
struct UISession {
    var app: UIApp
    /// The journal's root folder: watched paths and the editor's file are under it.
    let root: String
    /// "Now" at each event: the clock, or DAWN_JOURNAL_NOW's fixed time.
    let now: () -> LocalDateTime
    /// The environment the editor runs with.
    let environment: [String: String]
    let editor: String
    let colorMode: ColorMode
    /// Ask the terminal for its background (OSC 11) and take the theme it gives: `--theme auto`
    /// with colours, when `COLORFGBG` says nothing.
    var asksBackground = false

    /// How long a lone ESC waits for the rest of a sequence, in milliseconds.
    static let escapeDelay: Int32 = 40
    /// How often the files and the clock are looked at, in milliseconds.
    static let watchInterval = 500

    /// The signals that end the view, exit 128 + the signal, with the terminal restored: every
    /// signal a program can catch whose default action ends the process (SIGPIPE is ignored
    /// from the start; SIGQUIT, SIGSYS and the faults restore the terminal and keep their core
    /// dump: `TerminalMode.installCrashRestore`).
    static let ending: [Int32] = [
        SIGTERM, SIGHUP, SIGINT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
    ]
    static let handled: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT] + ending

    /// Why the loop ended.
    enum Ending {
        case quit
        case signal(Int32)
    }

    /// Runs until the app quits or a signal ends it; the terminal is as it was before, whatever
    /// happens (a Swift error thrown inside included).
    mutating func run() throws -> Ending {
        TerminalMode.installCrashRestore()
        let signals = try SignalPipe(Self.handled)
        defer { SignalPipe.reset(Self.handled) }
        try TerminalMode.enter()
        defer { TerminalMode.leave() }
        if asksBackground, let theme = TerminalMode.background(milliseconds: 150) { app.theme = theme }

        var decoder = InputDecoder()
        var writer = ScreenWriter(colorMode: colorMode)
        var watcher = FileWatcher(root: root)
        _ = watcher.changed(app.watchedPaths)
        var lastMinute = now()
        var lastWatch = Self.milliseconds()
        // When the app's repeat interval last started (nil: it asks for none).
        var lastRepeat: Int?
        var size = TerminalMode.size()
        var needsDraw = true
        var events: [UIEvent] = [.resize(TerminalSize(columns: size.columns, rows: size.rows))]
        var input = [UInt8](repeating: 0, count: 4096)
        var fds = [
            pollfd(fd: TerminalMode.input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
        ]

        while true {
            // The events of this round, then one frame.
            for event in events {
                for request in app.handle(event, now: now()) {
                    switch request {
                    case .quit: return .quit
                    case .suspend:
                        suspend()
                        writer.invalidate()
                        size = TerminalMode.size()
                        _ = app.handle(.resize(TerminalSize(columns: size.columns, rows: size.rows)), now: now())
                    case .openEditor(let path):
                        TerminalMode.leave()
                        _ = ShellCommand.run(editor, argument: root + "/" + path, environment: environment)
                        try TerminalMode.enter()
                        writer.invalidate()
                        _ = app.handle(.filesChanged, now: now())
                        _ = watcher.changed(app.watchedPaths)
                    }
                }
                needsDraw = true
            }
            // A mouse report starts the repeat interval again: the drag moved on by itself.
            let repeatEvery = app.repeatInterval
            if repeatEvery == nil {
                lastRepeat = nil
            } else if lastRepeat == nil || events.contains(where: { if case .mouse = $0 { true } else { false } }) {
                lastRepeat = Self.milliseconds()
            }
            events = []
            if needsDraw {
                let bytes = writer.write(app.render())
                if !bytes.isEmpty { _ = bytes.withUnsafeBytes { Platform.writeAll(TerminalMode.output, $0) } }
                needsDraw = false
            }

            var untilWatch = max(0, Self.watchInterval - (Self.milliseconds() - lastWatch))
            if let every = repeatEvery, let last = lastRepeat {
                untilWatch = min(untilWatch, max(0, every - (Self.milliseconds() - last)))
            }
            let timeout = decoder.hasPending ? min(Self.escapeDelay, Int32(untilWatch)) : Int32(untilWatch)
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 && errno != EINTR { throw CLIFailure("poll failed: \(Platform.errorMessage())") }

            if ready > 0, fds[1].revents != 0 {
                for sig in signals.take() {
                    switch sig {
                    case SIGWINCH:
                        let new = TerminalMode.size()
                        if new != size {
                            size = new
                            events.append(.resize(TerminalSize(columns: size.columns, rows: size.rows)))
                        }
                    case SIGTSTP:
                        suspend()
                        writer.invalidate()
                        needsDraw = true
                    case SIGCONT:
                        // Stopped by someone else (SIGSTOP) and continued: set up again, redraw.
                        try TerminalMode.enter()
                        writer.invalidate()
                        needsDraw = true
                    default:
                        return .signal(sig)
                    }
                }
            }
            if ready > 0, fds[0].revents & Int16(POLLIN) != 0 {
                let n = input.withUnsafeMutableBytes { Platform.readSome(TerminalMode.input, $0) }
                if n > 0 {
                    events += decoder.feed(input[0..<n])
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    return .quit // the terminal has gone
                }
            } else if ready > 0, fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                return .quit
            } else if ready == 0, decoder.hasPending {
                events += decoder.flush()
            }

            if let every = repeatEvery, let last = lastRepeat, events.isEmpty, Self.milliseconds() - last >= every {
                lastRepeat = Self.milliseconds()
                events.append(.repeatTick)
            }
            if Self.milliseconds() - lastWatch >= Self.watchInterval {
                lastWatch = Self.milliseconds()
                if watcher.changed(app.watchedPaths) { events.append(.filesChanged) }
                let current = now()
                if current != lastMinute {
                    lastMinute = current
                    events.append(.tick)
                }
            }
        }
    }

    /// Ctrl-Z: the terminal restored, the process stopped; when it is continued (`fg`), the
    /// terminal set up again (the caller redraws).
    private func suspend() {
        TerminalMode.leave()
        _ = signal(SIGTSTP, SIG_DFL)
        _ = raise(SIGTSTP)
        // Continued.
        SignalPipe.route([SIGTSTP])
        try? TerminalMode.enter()
    }

    /// A monotonic clock in milliseconds.
    static func milliseconds() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Int(t.tv_sec) * 1000 + Int(t.tv_nsec) / 1_000_000
    }
}
