#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The write end of the self-pipe, for the signal handler (which can reach only globals).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

private func signalPipeHandler(_ sig: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: sig)
    _ = withUnsafeBytes(of: &byte) { Platform.writeAll(signalPipeWriteEnd, $0) }
    errno = saved
}

/// Signals as bytes on a pipe (the self-pipe trick): the handler only writes the signal's
/// number, and the terminal loop, which polls the pipe beside its input, acts on it in its own
/// time. Both ends are non-blocking and closed on exec (the editor does not inherit them).
struct SignalPipe {
    let readEnd: Int32

    /// Routes `signals` to a new pipe.
    init(_ signals: [Int32]) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw CLIFailure("cannot make a pipe: \(Platform.errorMessage())") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readEnd = fds[0]
        signalPipeWriteEnd = fds[1]
        Self.route(signals)
    }

    /// Sends `signals` to the pipe (again, after one was put back to its default for a while).
    static func route(_ signals: [Int32]) {
        for sig in signals { _ = signal(sig, signalPipeHandler) }
    }

    /// The signals that arrived since the last call, in order.
    func take() -> [Int32] {
        var out: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = buffer.withUnsafeMutableBytes { Platform.readSome(readEnd, $0) }
            if n <= 0 { break }
            out += buffer[0..<n].map { Int32($0) }
        }
        return out
    }

    /// Puts `signals` back to their default action.
    static func reset(_ signals: [Int32]) {
        for sig in signals { _ = signal(sig, SIG_DFL) }
    }
}
