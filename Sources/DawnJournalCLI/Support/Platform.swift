import DawnJournal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The few POSIX calls the command line makes, named so that no type's own `write`, `read`
/// or `open` shadows them, and guarded per platform (Linux's Glibc, macOS's Darwin).
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

    /// The message of the current `errno`.
    static func errorMessage(_ code: Int32 = errno) -> String {
        guard let s = strerror(code) else { return "error \(code)" }
        return String(cString: s)
    }
}
