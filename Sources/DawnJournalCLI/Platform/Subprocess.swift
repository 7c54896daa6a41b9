#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Runs a program with arguments and waits for it (`posix_spawnp`, `waitpid`): `git`, and the
/// editor of `edit`. The child starts with the default action of every signal and none
/// blocked, whatever this process set (the language server ignores SIGPIPE).
enum Subprocess {
    /// How a program ended, and what it wrote when that was captured.
    struct Output {
        /// The exit status, or 128 + the signal's number when a signal ended it (as a shell says).
        var status: Int32
        var stdout: [UInt8] = []
        var stderr: [UInt8] = []
    }

    /// Runs `arguments[0]` (looked up on the PATH when it has no `/`) with `arguments`, in
    /// `environment` (nil: this process's). With `capture`, its standard input is /dev/null
    /// and its standard output and error are read through pipes to their end; without, it
    /// shares this process's three streams (an editor on the terminal). Nil when it could not
    /// be started.
    static func run(_ arguments: [String], environment: [String: String]? = nil, capture: Bool) -> Output? {
        guard !arguments.isEmpty else { return nil }
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in cArguments { free(p) } }
        var cEnvironment: [UnsafeMutablePointer<CChar>?]? = environment.map { env in
            env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        }
        defer { for p in cEnvironment ?? [] { free(p) } }

        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }

        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        if capture {
            guard pipe(&outPipe) == 0 else { return nil }
            guard pipe(&errPipe) == 0 else {
                close(outPipe[0])
                close(outPipe[1])
                return nil
            }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
            for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        }
        var pid = pid_t()
        let spawned =
            cEnvironment != nil
            ? posix_spawnp(&pid, cArguments[0]!, &actions, &attributes, &cArguments, &cEnvironment!)
            : posix_spawnp(&pid, cArguments[0]!, &actions, &attributes, &cArguments, environ)
        var output = Output(status: 0)
        if capture {
            close(outPipe[1])
            close(errPipe[1])
            if spawned == 0 { (output.stdout, output.stderr) = readBoth(outPipe[0], errPipe[0]) }
            close(outPipe[0])
            close(errPipe[0])
        }
        guard spawned == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return nil }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, written out: they are macros.
        output.status = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return output
    }

    /// Reads two pipes to their ends at once (`poll`), so that a child filling one while this
    /// process waits on the other never blocks.
    private static func readBoth(_ a: Int32, _ b: Int32) -> ([UInt8], [UInt8]) {
        var data: [[UInt8]] = [[], []]
        var fds = [pollfd(fd: a, events: Int16(POLLIN), revents: 0), pollfd(fd: b, events: Int16(POLLIN), revents: 0)]
        var open = 2
        var chunk = [UInt8](repeating: 0, count: 65536)
        while open > 0 {
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for i in 0..<2 where fds[i].fd >= 0 && fds[i].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { Platform.readSome(fds[i].fd, $0) }
                if n < 0, errno == EINTR || errno == EAGAIN { continue }
                if n <= 0 {
                    fds[i].fd = -1 // poll skips a negative descriptor
                    open -= 1
                } else {
                    data[i].append(contentsOf: chunk[0..<n])
                }
            }
        }
        return (data[0], data[1])
    }
}
