import DawnJournal
import DawnJournalText
import DawnServe
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// `serve --sync`: Git sync beside the server, on a thread of its own (git may wait seconds on
/// a network). A write through the API is committed within a second or two (writes close
/// together share a commit); a full round (commit, fetch, merge, push: `SyncRound`) runs every
/// `every` seconds and soon after each commit. With the remote away it keeps committing and
/// tries again after a growing pause, at most `every` × 10. Each change of the state wakes the
/// server's loop through a pipe, which tells the open pages (`/api/events`'s `sync`).
final class SyncWorker: @unchecked Sendable {
    let round: SyncRound
    let every: Double
    /// The end the server's loop polls: readable when the state changed.
    let readEnd: Int32
    private let writeEnd: Int32
    private let lock = PlatformLock()
    private var current: SyncStatus
    private var firstWrite: Double?
    private var lastWrite: Double?
    private var stopping = false
    /// Where a line about the state goes (standard error).
    private let say: (String) -> Void

    init(round: SyncRound, every: Double, status: SyncStatus, say: @escaping (String) -> Void) throws {
        self.round = round
        self.every = every
        self.current = status
        self.say = say
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw CLIFailure("cannot make a pipe: \(Platform.errorMessage())") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        (readEnd, writeEnd) = (fds[0], fds[1])
    }

    /// The state now.
    var status: SyncStatus { lock.withLock { current } }

    /// A write went through the API: commit it soon.
    func noteWrite() {
        let now = Platform.monotonicSeconds()
        lock.withLock {
            if firstWrite == nil { firstWrite = now }
            lastWrite = now
        }
    }

    /// Whether the state changed since the last call (the loop drains the pipe).
    func takeChange() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        var any = false
        while buffer.withUnsafeMutableBytes({ Platform.readSome(readEnd, $0) }) > 0 { any = true }
        return any
    }

    /// Starts two threads: the commits (no network: a write is committed even while a fetch
    /// waits on a slow remote) and the rounds.
    func start() {
        DispatchQueue(label: "dawn-journal.sync.commits").async {
            self.commits()
            self.finished.signal()
        }
        DispatchQueue(label: "dawn-journal.sync.rounds").async {
            self.rounds()
            self.finished.signal()
        }
    }

    /// Stops both threads, waiting (at most 10 s) for the step each is in: a commit is never
    /// cut off halfway by the server's exit.
    func stop() {
        lock.withLock { stopping = true }
        for _ in 0..<2 { _ = finished.wait(timeout: .now() + 10) }
    }

    private let finished = DispatchSemaphore(value: 0)
    private var roundSoon = false

    private func commits() {
        while !lock.withLock({ stopping }) {
            Platform.sleep(seconds: 0.1)
            let now = Platform.monotonicSeconds()
            // Writes close together share a commit: one a second after the last, or two after the first.
            let due: Bool = lock.withLock {
                guard let first = firstWrite, let last = lastWrite, now - last >= 1 || now - first >= 2 else {
                    return false
                }
                (firstWrite, lastWrite) = (nil, nil)
                return true
            }
            // Sent soon after, unless the remote is away (then at its pause).
            if due, commitOnly(), status.state != .offline { lock.withLock { roundSoon = true } }
        }
    }

    private func rounds() {
        var nextRound = Platform.monotonicSeconds()
        var pause = every
        while !lock.withLock({ stopping }) {
            Platform.sleep(seconds: 0.1)
            let soon = lock.withLock {
                defer { roundSoon = false }
                return roundSoon
            }
            if soon { nextRound = min(nextRound, Platform.monotonicSeconds() + 0.5) }
            guard Platform.monotonicSeconds() >= nextRound else { continue }
            if fullRound() == .offline {
                pause = min(pause * 2, every * 10)
                nextRound = Platform.monotonicSeconds() + pause
            } else {
                pause = every
                nextRound = Platform.monotonicSeconds() + every
            }
        }
    }

    /// Commits what the API wrote (no network); whether it made a commit.
    private func commitOnly() -> Bool {
        guard GitOperation.stopped(in: round.root) == nil else { return false }
        do {
            var subject: String?
            try round.locked { subject = try round.commit() }
            guard let subject else { return false }
            say("dawn-journal serve: committed: \(subject)")
            var next = status
            if next.state != .offline { next.state = .pending }
            if let up = try? round.upstream() { next.ahead = round.count("\(up.tracking)..HEAD") ?? next.ahead + 1 }
            publish(next)
            return true
        } catch {
            say("dawn-journal serve: not committed: \(Self.reason(error))")
            return false
        }
    }

    /// A whole round; the state it ended in.
    private func fullRound() -> SyncStatus.State {
        var next: SyncStatus
        do {
            let outcome = try round.run()
            next = outcome.status
            if let subject = outcome.committed { say("dawn-journal serve: committed: \(subject)") }
            if outcome.pushed { say("dawn-journal serve: pushed to \(next.remote)") }
        } catch {
            next = SyncStatus(state: .off, reason: Self.reason(error))
        }
        let before = status
        if next.state == .synced {
            next.lastSync = Platform.isoTimestamp()
            next.lastSyncClock = String(Platform.localTimestamp().dropFirst(11).prefix(5))
        } else {
            (next.lastSync, next.lastSyncClock) = (before.lastSync, before.lastSyncClock)
            if next.state != before.state || next.conflicts != before.conflicts {
                say("dawn-journal serve: \(SyncText.message(next))")
            }
        }
        publish(next)
        return next.state
    }

    private func publish(_ next: SyncStatus) {
        let changed: Bool = lock.withLock {
            defer { current = next }
            return current != next
        }
        if changed {
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }
    }

    static func reason(_ error: any Error) -> String {
        if let r = error as? SyncRound.Refusal { return r.message }
        if let r = error as? JournalRefusal { return RefusalText.sentence(r, .commandLine) }
        if let r = error as? StorageError { return "\(r.path) \(r.reason)" }
        return "\(error)"
    }
}
