import DawnJournalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The terminal's settings as they were before `ui` touched them, kept where a signal handler
/// can reach them (a crash restores the terminal too, and must not allocate to do it).
nonisolated(unsafe) private var savedSettings = termios()
/// Whether the terminal is in the interactive view's mode (raw, alternate screen, mouse on).
nonisolated(unsafe) private var modeIsOn = false
/// The bytes that undo `TerminalMode.enterBytes`, as a C array for the crash handler.
nonisolated(unsafe) private var leaveBytesPointer: UnsafeMutablePointer<UInt8>? = nil
nonisolated(unsafe) private var leaveBytesCount = 0

/// The terminal as `dawn-journal ui` sets it up, and back: raw input (termios, from the exact
/// settings saved before), the alternate screen, a hidden cursor, mouse reports (1000 clicks,
/// 1002 drags, 1006 SGR coordinates) and bracketed paste. `leave()` restores the saved
/// settings byte for byte (`stty -g` reads the same afterwards) and turns every mode off; it is
/// called on every way out: quitting, a signal, an error, Ctrl-Z, the editor, and a crash
/// (`installCrashRestore`).
enum TerminalMode {
    static let input: Int32 = 0
    static let output: Int32 = 1

    /// Alternate screen, cursor hidden, mouse reporting (clicks, drags, SGR coordinates),
    /// bracketed paste.
    static let enterBytes = Array("\u{1b}[?1049h\u{1b}[?25l\u{1b}[?1000h\u{1b}[?1002h\u{1b}[?1006h\u{1b}[?2004h".utf8)
    /// Each mode of `enterBytes` off again, in reverse order; attributes reset, cursor shown.
    static let leaveBytes = Array(
        "\u{1b}[?2004l\u{1b}[?1006l\u{1b}[?1002l\u{1b}[?1000l\u{1b}[0m\u{1b}[?25h\u{1b}[?1049l".utf8)

    /// Saves the terminal's settings (once: later calls, after a suspend or the editor, keep
    /// the first ones), makes input raw and writes `enterBytes`; nothing when already on. Throws when input is not a
    /// terminal whose settings can be read.
    static func enter() throws {
        if modeIsOn { return }
        if leaveBytesPointer == nil {
            guard tcgetattr(input, &savedSettings) == 0 else {
                throw CLIFailure("cannot read the terminal's settings: \(Platform.errorMessage())")
            }
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveBytes.count)
            p.initialize(from: leaveBytes, count: leaveBytes.count)
            leaveBytesPointer = p
            leaveBytesCount = leaveBytes.count
        }
        var raw = savedSettings
        cfmakeraw(&raw)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            throw CLIFailure("cannot set up the terminal: \(Platform.errorMessage())")
        }
        modeIsOn = true
        _ = enterBytes.withUnsafeBytes { Platform.writeAll(output, $0) }
    }

    /// Turns the modes off and restores the saved settings; nothing when they are not on.
    static func leave() {
        guard modeIsOn else { return }
        restoreNow()
    }

    /// `leave()` without the check, in steps a signal handler may take (`write`, `tcsetattr`).
    fileprivate static func restoreNow() {
        modeIsOn = false
        if let p = leaveBytesPointer {
            _ = Platform.writeAll(output, UnsafeRawBufferPointer(start: p, count: leaveBytesCount))
        }
        _ = tcsetattr(input, TCSAFLUSH, &savedSettings)
    }

    /// The terminal's background by OSC 11, asked once after `enter()`: the question, then a
    /// device-attributes one (DA1) that every terminal answers after it, so that a terminal that
    /// says nothing of its background costs one round trip; `milliseconds` at most in all. The
    /// bytes read then are the replies (a key typed in that moment is dropped); nil when no
    /// background was named.
    static func background(milliseconds: Int) -> Theme? {
        _ = Array("\u{1b}]11;?\u{1b}\\\u{1b}[c".utf8).withUnsafeBytes { Platform.writeAll(output, $0) }
        var got: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        let deadline = UISession.milliseconds() + milliseconds
        while true {
            let left = deadline - UISession.milliseconds()
            guard left > 0 else { break }
            var fd = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fd, 1, Int32(left))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let n = buffer.withUnsafeMutableBytes { Platform.readSome(input, $0) }
            guard n > 0 else { break }
            got += buffer[0..<n]
            // DA1's reply (ESC [ ? ... c) comes last: everything is in.
            if let start = got.lastIndex(of: 0x1B), got[start...].starts(with: [0x1B, 0x5B, 0x3F]), got.last == 0x63 {
                break
            }
        }
        return Theme(osc11Reply: got)
    }

    /// The terminal's size in cells (`TIOCGWINSZ` on the output), or 80×24 when it does not say.
    static func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        #if canImport(Glibc)
        let r = Glibc.ioctl(output, UInt(Glibc.TIOCGWINSZ), &size)
        #elseif canImport(Darwin)
        let r = Darwin.ioctl(output, UInt(Darwin.TIOCGWINSZ), &size)
        #elseif canImport(Musl)
        let r = Musl.ioctl(output, Int32(Musl.TIOCGWINSZ), &size)
        #endif
        guard r == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// On a crash (a trap, a bad access, an abort) or a signal whose default leaves a core dump
    /// (SIGQUIT, SIGSYS), the terminal is restored before the process dies of the same signal,
    /// so nothing leaves a shell in raw mode on the alternate screen.
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGQUIT, SIGSYS]

    static func installCrashRestore() {
        for sig in crashSignals {
            _ = signal(sig, crashHandler)
        }
    }
}

private func crashHandler(_ sig: Int32) {
    if modeIsOn { TerminalMode.restoreNow() }
    _ = signal(sig, SIG_DFL)
    _ = raise(sig)
}
