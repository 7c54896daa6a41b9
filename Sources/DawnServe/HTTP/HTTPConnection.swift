/// One client connection of the server without its socket: bytes received, bytes the client
/// took and the ticks of a clock go in; what to write, whether to read on, when to be woken and
/// whether to close come out. The socket loop only makes system calls around it, so every rule
/// here (each timeout, the output cap, an event stream's pings) is tested with a fake clock.
///
/// Its state is one enum with named moves (SwiftNIO's `HTTPServerPipelineHandler`); its limits
/// are data (Go's `http.Server`). Requests are answered in order, one at a time: the next
/// pipelined request is read only while the client has less than `outputLimit` bytes of
/// responses it has not taken, so a client that sends and never reads holds at most the cap
/// plus one response, and its further requests wait, unread, in the kernel.
package struct HTTPConnection: Sendable {
    /// The limits of every connection, in seconds and bytes.
    package struct Limits: Sendable, Equatable {
        /// A request begun (or a new connection's first byte awaited) must end within this.
        package var requestSeconds = 10.0
        /// A keep-alive connection with nothing to do is closed after this.
        package var idleSeconds = 30.0
        /// A client that takes none of its waiting responses for this long is cut off.
        package var writeSeconds = 10.0
        /// An event stream with nothing to say sends a comment after this, so a dead phone is noticed.
        package var pingSeconds = 15.0
        /// Requests are read only while less than this is waiting for the client.
        package var outputLimit = 128 * 1024
        /// The most bytes of requests held unread: one request's head and body.
        package var inputLimit = HTTPParser.headerLimit + HTTPParser.bodyLimit + 4

        package init() {}
    }

    /// Where a connection stands. `since` is when its current wait began: the first byte of the
    /// request being read (or the opening), the last response, the last byte the client took,
    /// the last event sent.
    package enum State: Sendable, Equatable {
        /// Waiting for a request, or the rest of one: no response waits.
        case reading(since: Double)
        /// Between requests of a keep-alive connection: at least one was answered, nothing waits.
        case idle(since: Double)
        /// Responses wait for the client to take them; `since` is its last progress.
        case writing(since: Double)
        /// An event stream: `since` is when it last sent something (an event or a ping).
        case streaming(since: Double)
        /// The last response waits to be taken; then the connection closes. `since` as `writing`.
        case closing(since: Double)
        case closed
    }

    /// What the connection asks of its owner for a request or a failure read from the stream.
    package typealias Answer = (HTTPParser.Event) -> (HTTPResponse, ServeApp.Then)

    package let limits: Limits
    package private(set) var state: State
    /// When the connection was opened.
    package let opened: Double
    /// When it became an event stream (nil when it is none).
    package private(set) var streamingSince: Double?
    private var parser = HTTPParser()
    private var output: [UInt8] = []
    private var written = 0
    /// For an event stream: when the client last took bytes (its `since` is the last send).
    private var progress = 0.0

    /// The comment an idle event stream sends.
    package static let ping = ": ping\n\n"

    package init(at time: Double, limits: Limits = Limits()) {
        self.limits = limits
        state = .reading(since: time)
        opened = time
    }

    // MARK: What the loop asks

    package var isClosed: Bool { state == .closed }

    /// The bytes waiting for the client.
    package var unread: Int { output.count - written }

    /// The bytes to write next (empty when nothing waits).
    package var pendingOutput: ArraySlice<UInt8> { output[written...] }

    /// Whether the socket should be watched for reading: an event stream too, to notice its end;
    /// not while responses or requests are waiting beyond their caps.
    package var wantsRead: Bool {
        switch state {
        case .closing, .closed: false
        case .streaming: true
        case .reading, .idle, .writing: unread < limits.outputLimit && readAllowance > 0
        }
    }

    /// The most bytes to read now: what keeps the unread requests within `inputLimit`.
    package var readAllowance: Int {
        if case .streaming = state { return 4096 }
        return max(0, limits.inputLimit - parser.bufferedCount)
    }

    package var wantsWrite: Bool { unread > 0 && state != .closed }

    /// When `tick` must next be called, or nil when nothing is due.
    package var deadline: Double? {
        switch state {
        case .reading(let since): since + limits.requestSeconds
        case .idle(let since): since + limits.idleSeconds
        case .writing(let since), .closing(let since): since + limits.writeSeconds
        case .streaming(let since):
            unread > 0 ? min(progress + limits.writeSeconds, since + limits.pingSeconds) : since + limits.pingSeconds
        case .closed: nil
        }
    }

    /// Which connection a full server closes first to make room, lower first: an idle one (by
    /// how long it has idled), then one that has not finished a request (by how long it has been
    /// waiting), then one whose client has not taken its responses (by its last progress); nil
    /// for an event stream (those have a limit of their own) and a closed one. Idle ones go
    /// first: a browser opens several connections at once, and a new one of the owner's, still
    /// reading its first request, must not be the one the next of them closes.
    package var evictionOrder: (Int, Double)? {
        switch state {
        case .idle(let since): (0, since)
        case .reading(let since): (1, since)
        case .writing(let since), .closing(let since): (2, since)
        case .streaming, .closed: nil
        }
    }

    // MARK: What happens to it

    /// Bytes from the client. Reads and answers every whole request they finish, while the
    /// output cap allows. Bytes sent on an event stream or after the last response are ignored.
    package mutating func received(_ bytes: some Collection<UInt8>, at time: Double, answer: Answer) {
        switch state {
        case .closing, .closed, .streaming: return
        case .idle: state = .reading(since: time)
        // A new connection's request must be whole within `requestSeconds` of its opening, so
        // bytes that begin no request (empty lines) do not keep it open.
        case .reading, .writing: break
        }
        parser.append(bytes)
        pump(at: time, answer: answer)
    }

    /// The client took `count` bytes of `pendingOutput`. Once it took everything, the next
    /// pipelined requests are read (or the connection closes after its last response).
    package mutating func wrote(_ count: Int, at time: Double, answer: Answer) {
        guard count > 0, state != .closed else { return }
        written = min(output.count, written + count)
        progress = time
        switch state {
        case .writing: state = .writing(since: time)
        case .closing: state = .closing(since: time)
        default: break
        }
        if written == output.count {
            output.removeAll(keepingCapacity: output.capacity <= 16 * 1024)
            written = 0
        } else if written >= 64 * 1024 {
            output.removeFirst(written)
            written = 0
        }
        pump(at: time, answer: answer)
    }

    /// The clock moved to `time`. Returns the last words to write before closing, when a
    /// request was begun and not finished in time (408); the connection is then closed. An idle
    /// connection, one whose client takes nothing, and one silent from its opening are closed
    /// without a word; an event stream with nothing to say gets a ping.
    package mutating func tick(at time: Double) -> [UInt8]? {
        guard let deadline, time >= deadline else { return nil }
        switch state {
        case .reading:
            let begun = !parser.isBetweenRequests
            state = .closed
            release()
            guard begun else { return nil }
            let body = "\(HTTPStatus.requestTimeout.reason).\n"
            return HTTPResponse(.requestTimeout, type: "text/plain; charset=utf-8", body).bytes(close: true)
        case .streaming(let since):
            if unread > 0, time >= progress + limits.writeSeconds {
                close()
            } else if time >= since + limits.pingSeconds {
                send(Self.ping, at: time)
            }
        case .idle, .writing, .closing, .closed:
            close()
        }
        return nil
    }

    /// A journal file changed: an event stream is told so (and cut off when its client stopped
    /// taking what it is sent).
    package mutating func send(_ event: String, at time: Double) {
        guard case .streaming = state else { return }
        if unread == 0 { progress = time }
        output += event.utf8
        state = .streaming(since: time)
        if unread > limits.outputLimit { close() }
    }

    /// The client sent its last byte (a half-close, `shutdown(SHUT_WR)`): the responses still
    /// waiting are sent, then the connection closes. Every request it sent whole was answered,
    /// since the end is read only below the output cap, when no whole request waits unread.
    package mutating func receivedEnd(at time: Double) {
        switch state {
        case .writing(let since) where unread > 0, .closing(let since) where unread > 0:
            state = .closing(since: since)
            parser = HTTPParser()
        default: close()
        }
    }

    /// The client closed, the socket failed, or the server makes room: nothing more is sent.
    package mutating func close() {
        state = .closed
        release()
    }

    private mutating func release() {
        output = []
        written = 0
        parser = HTTPParser()
    }

    /// Reads and answers whole requests while the cap allows.
    private mutating func pump(at time: Double, answer: Answer) {
        reading: while unread < limits.outputLimit {
            switch state {
            case .reading, .idle, .writing: break
            case .streaming, .closing, .closed: break reading
            }
            guard let event = parser.next() else { break }
            let (response, then): (HTTPResponse, ServeApp.Then)
            let head: Bool
            var keepsAlive = false
            switch event {
            case .failure:
                (response, _) = answer(event)
                then = .close
                head = false
            case .request(let request):
                (response, then) = answer(event)
                head = request.method == "HEAD"
                keepsAlive = request.keepsAlive
            }
            if unread == 0 { progress = time }
            switch then {
            case .events:
                output += response.bytes(close: false, head: head, stream: true)
                state = .streaming(since: time)
                streamingSince = time
                parser = HTTPParser()
                break reading
            case .close:
                output += response.bytes(close: true, head: head)
                state = .closing(since: time)
                parser = HTTPParser()
                break reading
            case .next:
                output += response.bytes(close: !keepsAlive, head: head)
                state = keepsAlive ? .writing(since: progress) : .closing(since: time)
                if !keepsAlive {
                    parser = HTTPParser()
                    break reading
                }
            }
        }
        settle(at: time)
    }

    /// After the pump: with nothing waiting, a writing connection reads on (or waits idle).
    private mutating func settle(at time: Double) {
        switch state {
        case .writing where unread == 0:
            state = parser.isBetweenRequests ? .idle(since: time) : .reading(since: time)
        case .closing where unread == 0:
            close()
        default: break
        }
    }
}
