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

    static func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer.baseAddress!, buffer.count)
        #elseif canImport(Darwin)
        Darwin.read(fd, buffer.baseAddress!, buffer.count)
        #elseif canImport(Musl)
        Musl.read(fd, buffer.baseAddress!, buffer.count)
        #endif
    }

    /// The message of the current `errno`.
    static func errorMessage(_ code: Int32 = errno) -> String {
        guard let s = strerror(code) else { return "error \(code)" }
        return String(cString: s)
    }
}
