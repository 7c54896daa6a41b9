#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Runs a command line through `/bin/sh -c` on the terminal (`posix_spawnp`, no Foundation), and
/// waits for it: the editor of `ui`'s `e`. The child gets this process's standard streams and
/// the default action of every signal; while it runs, Ctrl-C and Ctrl-\ belong to it alone
/// (this process ignores them, as `system()` does).
enum ShellCommand {
    /// `sh -c 'COMMAND "$1"' sh ARGUMENT`: an editor given with arguments (`code --wait`) works,
    /// and the argument is never parsed by the shell. Its exit status, or 127 when it could not
    /// be started; `environment` nil: this process's.
    static func run(_ command: String, argument: String, environment: [String: String]?) -> Int32 {
        let arguments = ["/bin/sh", "-c", command + " \"$1\"", "sh", argument]
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in cArguments { free(p) } }
        var cEnvironment: [UnsafeMutablePointer<CChar>?]? =
            environment.map { env in env.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for p in cEnvironment ?? [] { free(p) } }

        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            _ = signal(SIGINT, previousInterrupt)
            _ = signal(SIGQUIT, previousQuit)
        }
        var pid = pid_t()
        let spawned: Int32
        if cEnvironment != nil {
            spawned = posix_spawnp(&pid, "/bin/sh", nil, &attributes, &cArguments, &cEnvironment!)
        } else {
            spawned = posix_spawnp(&pid, "/bin/sh", nil, &attributes, &cArguments, environ)
        }
        guard spawned == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 127 }
        }
        // WIFEXITED / WEXITSTATUS, written out: they are macros.
        if status & 0x7F == 0 { return (status >> 8) & 0xFF }
        return 128 + (status & 0x7F)
    }
}
