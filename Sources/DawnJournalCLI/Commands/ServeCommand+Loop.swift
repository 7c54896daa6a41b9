import DawnJournal
import DawnServe

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The socket loop of `serve`: one thread, `poll` on the listening socket, the connections, the
/// journal watcher and the signal pipe. Requests are answered in order, each to the end (a write
/// is done under the journal's lock before the next request is read), so a signal finds no write
/// half done: it stops the accepting, the responses already made are sent, and the loop ends.
final class ServeLoop {
    /// One client connection.
    final class Connection {
        /// -1 once closed.
        var fd: Int32
        var parser = HTTPParser()
        var output: [UInt8] = []
        var written = 0
        /// Close once `output` is written.
        var closing = false
        /// An event stream: gets `ServeApp.changeEvent` on each change.
        var isEvents = false
        /// When the request being read began (its first byte, or the connection's opening).
        var requestStart: Double
        /// When the last response was written: the start of the keep-alive idle time.
        var idleSince: Double?
        /// When the client last took bytes of `output` (or output began to wait).
        var lastProgress = 0.0

        init(fd: Int32, now: Double) {
            self.fd = fd
            requestStart = now
        }

        var hasOutput: Bool { written < output.count }
    }

    static let maximumConnections = 64
    static let headerSeconds = 10.0
    static let idleSeconds = 30.0
    /// How long a stopping server waits for its last responses to be taken.
    static let drainSeconds = 5.0
    /// A connection whose client does not read its responses is not read further.
    static let outputLimit = 1 << 20

    let app: ServeApp
    let listener: Int32
    let watcher: JournalWatcher
    let signals: SignalPipe
    let log: (String) -> Void
    private var connections: [Connection] = []
    private var buffer = [UInt8](repeating: 0, count: 65536)

    init(app: ServeApp, listener: Int32, watcher: JournalWatcher, signals: SignalPipe, log: @escaping (String) -> Void)
    {
        self.app = app
        self.listener = listener
        self.watcher = watcher
        self.signals = signals
        self.log = log
    }

    /// Serves until SIGINT or SIGTERM; then sends what is pending and returns.
    func run() {
        var lastLook = Platform.monotonicSeconds()
        while true {
            let now = Platform.monotonicSeconds()
            var fds = [
                Socket.Poll(fd: listener, read: true, write: false),
                Socket.Poll(fd: signals.readEnd, read: true, write: false),
            ]
            if let fd = watcher.fd { fds.append(Socket.Poll(fd: fd, read: true, write: false)) }
            let fixed = fds.count
            for c in connections {
                fds.append(
                    Socket.Poll(fd: c.fd, read: !c.closing && c.output.count < Self.outputLimit, write: c.hasOutput))
            }
            var next: Double? = connections.compactMap { self.deadline(of: $0) }.min()
            let polling = watcher.fd == nil && connections.contains { $0.isEvents }
            if polling { next = min(next ?? .infinity, lastLook + watcher.pollSeconds) }
            var wait: Int32 = -1
            if let next {
                let milliseconds: Double = (next - now) * 1000 + 1
                wait = Int32(max(0, min(60_000, milliseconds)))
            }
            let ready = Socket.poll(fds, milliseconds: wait)
            if ready[1].read, !signals.take().isEmpty { return stop() }
            let time = Platform.monotonicSeconds()
            if (fixed == 3 && ready[2].read) || (polling && time >= lastLook + watcher.pollSeconds) {
                lastLook = time
                if watcher.changed() { broadcastChange() }
            }
            for (i, c) in connections.enumerated() where ready[fixed + i].read || ready[fixed + i].write {
                if ready[fixed + i].write { flush(c) }
                if ready[fixed + i].read { receive(c, at: time) }
            }
            if ready[0].read { accept(at: time) }
            expire(at: time)
            connections.removeAll { $0.fd < 0 }
        }
    }

    /// When `c` is cut off if nothing happens: its request's 10 s, its idle keep-alive's 30 s,
    /// or 10 s without taking any of its responses.
    private func deadline(of c: Connection) -> Double? {
        if c.hasOutput { return c.lastProgress + Self.headerSeconds }
        if c.isEvents { return nil }
        if let idle = c.idleSince, c.parser.isBetweenRequests { return idle + Self.idleSeconds }
        return c.requestStart + Self.headerSeconds
    }

    private func expire(at time: Double) {
        for c in connections where c.fd >= 0 {
            guard let d = deadline(of: c), time >= d else { continue }
            if !c.hasOutput, !c.isEvents, !c.closing, !c.parser.isBetweenRequests {
                // A request begun and not finished in time is answered before the connection is
                // closed; one write, as much as the socket takes (an idle or silent connection,
                // or one not taking its responses, is closed without a word).
                let reason = "\(HTTPStatus.requestTimeout.reason).\n"
                let late = HTTPResponse(.requestTimeout, type: "text/plain; charset=utf-8", reason)
                _ = late.bytes(close: true).withUnsafeBytes { Socket.write(c.fd, $0) }
            }
            close(c)
        }
    }

    private func accept(at time: Double) {
        while let fd = Socket.accept(listener) {
            let open = connections.filter { $0.fd >= 0 }
            if open.count >= Self.maximumConnections {
                // Idle keep-alive connections never lock a person out: the oldest one makes room.
                let idle = open.filter { $0.idleSince != nil && $0.parser.isBetweenRequests && !$0.hasOutput }
                if let oldest = idle.min(by: { $0.idleSince! < $1.idleSince! }) {
                    close(oldest)
                } else {
                    let busy = HTTPResponse(.serviceUnavailable, type: "text/plain", "Too many connections.\n")
                    _ = busy.bytes(close: true).withUnsafeBytes { Socket.write(fd, $0) }
                    Socket.close(fd)
                    continue
                }
            }
            connections.append(Connection(fd: fd, now: time))
        }
    }

    private func receive(_ c: Connection, at time: Double) {
        guard c.fd >= 0 else { return }
        let n = buffer.withUnsafeMutableBytes { Socket.read(c.fd, $0) }
        if n == -1 { return }
        if n <= 0 {
            // The client closed (or failed): what it sent whole was answered.
            close(c)
            return
        }
        if c.isEvents || c.closing { return } // nothing more is read from an event stream or a closing connection
        if c.parser.isBetweenRequests { c.requestStart = time }
        c.idleSince = nil
        c.parser.append(buffer[0..<n])
        while !c.closing, !c.isEvents, let event = c.parser.next() {
            switch event {
            case .failure(let status):
                let body = "\(status.reason).\n"
                c.output += HTTPResponse(status, type: "text/plain; charset=utf-8", body).bytes(close: true)
                c.closing = true
            case .request(let request):
                let (response, then) = app.respond(request)
                let close = then == .close || !request.keepsAlive
                c.output += response.bytes(
                    close: close && then != .events, head: request.method == "HEAD", stream: then == .events)
                c.closing = close && then != .events
                c.isEvents = then == .events
                c.requestStart = time
            }
        }
        if c.parser.isBetweenRequests { c.idleSince = time }
        c.lastProgress = time
        flush(c)
    }

    private func flush(_ c: Connection) {
        guard c.fd >= 0 else { return }
        while c.hasOutput {
            let n = c.output.withUnsafeBytes { Socket.write(c.fd, UnsafeRawBufferPointer(rebasing: $0[c.written...])) }
            if n < 0 {
                close(c)
                return
            }
            if n == 0 { return }
            c.written += n
            c.lastProgress = Platform.monotonicSeconds()
        }
        c.output.removeAll(keepingCapacity: c.output.capacity <= 65536)
        c.written = 0
        if c.closing { close(c) }
    }

    private func broadcastChange() {
        for c in connections where c.isEvents && c.fd >= 0 {
            if !c.hasOutput { c.lastProgress = Platform.monotonicSeconds() }
            c.output += Array(ServeApp.changeEvent.utf8)
            flush(c)
            if c.output.count > Self.outputLimit { close(c) }
        }
    }

    private func close(_ c: Connection) {
        guard c.fd >= 0 else { return }
        Socket.close(c.fd)
        c.output = []
        c.written = 0
        c.isEvents = false
        c.fd = -1
    }

    /// Stops accepting; sends what is pending (for at most `drainSeconds`); closes everything.
    private func stop() {
        Socket.close(listener)
        let end = Platform.monotonicSeconds() + Self.drainSeconds
        while true {
            let pending = connections.filter { $0.fd >= 0 && $0.hasOutput && !$0.isEvents }
            let now = Platform.monotonicSeconds()
            if pending.isEmpty || now >= end { break }
            let ready = Socket.poll(
                pending.map { Socket.Poll(fd: $0.fd, read: false, write: true) },
                milliseconds: Int32((end - now) * 1000) + 1)
            for (c, r) in zip(pending, ready) where r.write { flush(c) }
        }
        for c in connections where c.fd >= 0 { close(c) }
    }
}
