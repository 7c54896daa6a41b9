import DawnJournal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The few POSIX calls the command line makes, named so that no type's own `write`, `read`
/// or `open` shadows them, and guarded per platform (Linux's Glibc, macOS's Darwin). The
/// command line imports no Foundation: the C library is reached here and in the other files
/// of this folder (`FilePath`, `FileSystem`, `Subprocess`, `PlatformLock`) only.
enum Platform {
    static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #elseif canImport(Darwin)
            let n = Darwin.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #elseif canImport(Musl)
            let n = Musl.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// Lets a write to a closed pipe fail with EPIPE instead of killing the process with
    /// SIGPIPE (the language server logs it and exits 1 when its editor has gone).
    static func ignoreBrokenPipe() {
        #if canImport(Glibc)
        _ = Glibc.signal(SIGPIPE, SIG_IGN)
        #elseif canImport(Darwin)
        _ = Darwin.signal(SIGPIPE, SIG_IGN)
        #elseif canImport(Musl)
        _ = Musl.signal(SIGPIPE, SIG_IGN)
        #endif
    }

    static func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer.baseAddress!, buffer.count)
        #elseif canImport(Darwin)
        Darwin.read(fd, buffer.baseAddress!, buffer.count)
        #elseif canImport(Musl)
        Musl.read(fd, buffer.baseAddress!, buffer.count)
        #endif
    }

    /// The system clock's local date and time, from the C library (`localtime_r`): cheap at
    /// start-up, where Foundation's calendar would load its time-zone data.
    static func localNow() -> LocalDateTime {
        var seconds = time(nil)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil,
            let date = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else {
            return LocalDateTime(date: LocalDate(dayNumber: Int(seconds) / 86400), minutes: Int(seconds) % 86400 / 60)
        }
        return LocalDateTime(date: date, minutes: Int(parts.tm_hour) * 60 + Int(parts.tm_min))
    }

    /// The system clock's local time to the second, `2026-11-21 21:00:03`, for a log line.
    static func localTimestamp() -> String {
        var seconds = time(nil)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "\(seconds)" }
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }

    /// The system clock's local time as ISO 8601 with its offset: `2026-11-21T21:00:03+01:00`.
    static func isoTimestamp() -> String {
        var seconds = time(nil)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "\(seconds)" }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let offset = Int(parts.tm_gmtoff) / 60
        return "\(parts.tm_year + 1900)-\(two(Int(parts.tm_mon) + 1))-\(two(Int(parts.tm_mday)))T"
            + "\(two(Int(parts.tm_hour))):\(two(Int(parts.tm_min))):\(two(Int(parts.tm_sec)))"
            + (offset < 0 ? "-" : "+") + "\(two(abs(offset) / 60)):\(two(abs(offset) % 60))"
    }

    /// The number of columns of the terminal on `fd` (`ioctl` `TIOCGWINSZ`), or nil when `fd`
    /// is not a terminal or the terminal does not say.
    static func terminalColumns(_ fd: Int32) -> Int? {
        guard isatty(fd) == 1 else { return nil }
        var size = winsize()
        #if canImport(Glibc)
        let r = Glibc.ioctl(fd, UInt(Glibc.TIOCGWINSZ), &size)
        #elseif canImport(Darwin)
        let r = Darwin.ioctl(fd, UInt(Darwin.TIOCGWINSZ), &size)
        #elseif canImport(Musl)
        let r = Musl.ioctl(fd, Int32(Musl.TIOCGWINSZ), &size)
        #endif
        guard r == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The absolute path with every link and `.`/`..` resolved, or nil (no such file, a link
    /// to nothing, a loop; `errno` says which).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// This program's file, links resolved (`/proc/self/exe` on Linux, `_NSGetExecutablePath`
    /// on macOS), or nil when the system does not say.
    static func executablePath() -> String? {
        #if os(Linux)
        return realPath("/proc/self/exe")
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return realPath(String(cString: buffer))
        #else
        return nil
        #endif
    }

    /// The message of the current `errno`.
    static func errorMessage(_ code: Int32 = errno) -> String {
        guard let s = strerror(code) else { return "error \(code)" }
        return String(cString: s)
    }

    /// The value of the environment variable `name` (`getenv`), or nil when it is not set.
    static func variable(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The process's environment (`environ`), as `NAME=value` pairs; a name given twice keeps
    /// its first value, as `getenv` reads it.
    static func environment() -> [String: String] {
        var out: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let text = String(cString: entry)
            if let eq = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<eq])
                if out[name] == nil { out[name] = String(text[text.index(after: eq)...]) }
            }
            p += 1
        }
        return out
    }

    /// The current directory (`getcwd`), or "/" when it cannot be named (removed meanwhile).
    static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// Whether `fd` is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Seconds on a clock that only goes forward (`CLOCK_MONOTONIC`), for measuring a wait.
    static func monotonicSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Sleeps about `seconds` (`nanosleep`, resumed after a signal).
    static func sleep(seconds: Double) {
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
    }
}
