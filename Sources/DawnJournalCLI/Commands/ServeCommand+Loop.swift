import DawnJournal
import DawnServe

/// The socket loop of `serve`: one thread, `poll` on the listening socket, the connections, the
/// journal watcher and the signal pipe; every rule of a connection is `HTTPConnection`'s, so this
/// is system calls. Requests are answered in order, each to the end (a write is done under the
/// journal's lock before the next request is read), so a signal finds no write half done: it
/// stops the accepting, the responses already made are sent, and the loop ends.
final class ServeLoop {
    static let maximumConnections = 64
    /// Event streams have their own smaller limit, so open pages cannot starve requests.
    static let maximumStreams = 16
    /// How long a stopping server waits for its last responses to be taken.
    static let drainSeconds = 5.0

    let app: ServeApp
    let listener: Int32
    let watcher: JournalWatcher
    let signals: SignalPipe
    /// Where each request's log line goes (nil with --quiet).
    let log: ((String) -> Void)?
    /// `--sync`'s worker: told of each write, polled for changes of its state.
    let sync: SyncWorker?
    private var connections: [Int32: HTTPConnection] = [:]
    /// Each event stream's session cookie (none for a Bearer token), and when they were last
    /// looked up: a revoked device's stream ends within a second.
    var streamCookies: [Int32: String] = [:]
    var streamsChecked = 0.0
    private var buffer = [UInt8](repeating: 0, count: 65536)

    init(
        app: ServeApp, listener: Int32, watcher: JournalWatcher, signals: SignalPipe, log: ((String) -> Void)?,
        sync: SyncWorker? = nil
    ) {
        (self.app, self.listener, self.watcher, self.signals, self.log) = (app, listener, watcher, signals, log)
        self.sync = sync
    }

    /// Serves until SIGINT or SIGTERM; then sends what is pending and returns.
    func run() {
        var lastLook = Platform.monotonicSeconds()
        while true {
            let now = Platform.monotonicSeconds()
            var fds = [
                Socket.Poll(fd: listener, read: true, write: false),
                .init(fd: signals.readEnd, read: true, write: false),
            ]
            if let fd = watcher.fd { fds.append(.init(fd: fd, read: true, write: false)) }
            let watched = fds.count == 3
            if let fd = sync?.readEnd { fds.append(.init(fd: fd, read: true, write: false)) }
            let fixed = fds.count
            let order = connections.keys.sorted()
            for fd in order {
                fds.append(.init(fd: fd, read: connections[fd]!.wantsRead, write: connections[fd]!.wantsWrite))
            }
            var next = connections.values.compactMap(\.deadline).min()
            let polling = watcher.fd == nil && connections.values.contains { $0.streamingSince != nil }
            if polling { next = min(next ?? .infinity, lastLook + watcher.pollSeconds) }
            if !streamCookies.isEmpty { next = min(next ?? .infinity, streamsChecked + 1) }
            let wait = next.map { Int32(max(0, min(60_000, ($0 - now) * 1000 + 1))) } ?? -1
            let ready = Socket.poll(fds, milliseconds: wait)
            if ready[1].read, !signals.take().isEmpty { return stop() }
            let time = Platform.monotonicSeconds()
            if sync != nil, ready[fixed - 1].read, sync!.takeChange() {
                for fd in order { connections[fd]?.send(ServeApp.syncEvent, at: time) }
            }
            if (watched && ready[2].read) || (polling && time >= lastLook + watcher.pollSeconds) {
                lastLook = time
                if watcher.changed() {
                    for fd in order { connections[fd]?.send(ServeApp.changeEvent, at: time) }
                }
            }
            for (i, fd) in order.enumerated() {
                if ready[fixed + i].read { receive(fd, at: time) }
                if let words = connections[fd]?.tick(at: time) {
                    _ = words.withUnsafeBytes { Socket.write(fd, $0) }
                    record(nil, .requestTimeout, since: time)
                }
                flush(fd, at: time)
            }
            if ready[0].read { accept(at: time) }
            for fd in revokedStreams(at: time) { connections[fd]?.close() }
            limitStreams()
            reap()
        }
    }

    private func accept(at time: Double) {
        while let fd = Socket.accept(listener) {
            if connections.count >= Self.maximumConnections {
                // A full server closes an idle connection, else the one waiting longest for a
                // request, else the one stuck longest on responses it does not take (never one
                // accepted in this same batch while another will do), so held sockets never
                // lock a person out.
                let candidates = connections.compactMap { fd, c in c.evictionOrder.map { (fd, $0, c.opened == time) } }
                let older = candidates.filter { !$0.2 }
                guard let oldest = (older.isEmpty ? candidates : older).min(by: { $0.1 < $1.1 }) else {
                    let busy = HTTPResponse(.serviceUnavailable, type: "text/plain", "Too many connections.\n")
                    _ = busy.bytes(close: true).withUnsafeBytes { Socket.write(fd, $0) }
                    Socket.close(fd)
                    continue
                }
                connections[oldest.0]!.close()
                reap()
            }
            connections[fd] = HTTPConnection(at: time)
        }
    }

    private func receive(_ fd: Int32, at time: Double) {
        guard let c = connections[fd], !c.isClosed else { return }
        let n = buffer.withUnsafeMutableBytes {
            Socket.read(fd, UnsafeMutableRawBufferPointer(rebasing: $0[..<max(1, min($0.count, c.readAllowance))]))
        }
        if n == -1 { return }
        // 0: the client sent its last byte (what waits for it is still sent); -2: the socket failed.
        if n == 0 { return connections[fd]!.receivedEnd(at: time) }
        guard n > 0 else { return connections[fd]!.close() }
        connections[fd]!.received(buffer[0..<n], at: time) { self.answer($0, on: fd) }
    }

    private func flush(_ fd: Int32, at time: Double) {
        while let c = connections[fd], c.wantsWrite {
            let n = c.pendingOutput.withUnsafeBytes { Socket.write(fd, $0) }
            if n < 0 { return connections[fd]!.close() }
            if n == 0 { return }
            connections[fd]!.wrote(n, at: time) { self.answer($0, on: fd) }
        }
    }

    /// Over the streams' limit, the oldest streams end (their pages reconnect when they are still there).
    private func limitStreams() {
        let streams = connections.compactMap { fd, c in c.streamingSince.map { (fd, $0) } }.sorted { $0.1 < $1.1 }
        for (fd, _) in streams.dropLast(Self.maximumStreams) { connections[fd]!.close() }
    }

    private func reap() {
        for (fd, c) in connections where c.isClosed {
            Socket.close(fd)
            connections[fd] = nil
            streamCookies[fd] = nil
        }
    }

    /// Stops accepting; sends what is pending (for at most `drainSeconds`); closes everything.
    private func stop() {
        Socket.close(listener)
        let end = Platform.monotonicSeconds() + Self.drainSeconds
        while true {
            let pending = connections.filter { $0.value.wantsWrite && $0.value.streamingSince == nil }.map(\.key)
            let now = Platform.monotonicSeconds()
            if pending.isEmpty || now >= end { break }
            let ready = Socket.poll(
                pending.map { .init(fd: $0, read: false, write: true) }, milliseconds: Int32((end - now) * 1000) + 1)
            for (fd, r) in zip(pending, ready) where r.write { flush(fd, at: now) }
        }
        for fd in connections.keys { Socket.close(fd) }
        connections = [:]
    }
}
