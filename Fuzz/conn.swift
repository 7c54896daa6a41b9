// libFuzzer target "conn": the server's `HTTPConnection` (one connection as a value) driven by
// arbitrary events, as `dawn-journal serve`'s loop drives it: bytes arriving in reads no larger
// than it allows, the client taking some or all of what waits, the clock moving on, the journal
// changing, the client half-closing, with small limits so the output cap is reached.
// Input: a sequence of events, each a byte choosing it and its operands (see `fuzz`).
// Properties: no trap; what waits for the client never exceeds the output cap and one response
// (an event stream: the cap); a closed connection has no deadline, writes nothing and reads
// nothing, an open one always has a deadline; the clock's ticks close it only at its deadline;
// the requests answered are, in order, the requests the bytes hold, up to the first that ends
// the connection; and once the client took everything of an open connection, every whole
// request it sent was answered.

let connLimits: HTTPConnection.Limits = {
    var l = HTTPConnection.Limits()
    l.outputLimit = 2048
    return l
}()

/// The longest response `connAnswer` makes: its body and the headers every response has.
let connMaxResponse = 900 + 1024

func connAnswer(_ event: HTTPParser.Event, into answered: inout [String]) -> (HTTPResponse, ServeApp.Then) {
    switch event {
    case .failure(let status):
        answered.append("failure \(status.code)")
        return (HTTPResponse(status, type: "text/plain", "no\n"), .close)
    case .request(let r):
        answered.append(r.method + " " + r.target)
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: r.target.utf8.count * 37 % 900)
        let then: ServeApp.Then = r.path == "/e" ? .events : r.path == "/c" ? .close : .next
        return (HTTPResponse(.ok, headers: [("Content-Type", "text/plain")], body: body), then)
    }
}

/// The requests `bytes` holds, as the parser reads them, up to the first that ends a connection.
func connExpected(_ bytes: [UInt8]) -> [String] {
    var parser = HTTPParser()
    parser.append(bytes)
    var out: [String] = []
    while let e = parser.next() {
        switch e {
        case .failure(let status):
            out.append("failure \(status.code)")
            return out
        case .request(let r):
            out.append(r.method + " " + r.target)
            if r.path == "/e" || r.path == "/c" || !r.keepsAlive { return out }
        }
    }
    return out
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = FuzzReader(Array(UnsafeBufferPointer(start: data, count: size)))
    var time = 0.0
    var c = HTTPConnection(at: time, limits: connLimits)
    var answered: [String] = []
    var delivered: [UInt8] = []
    var trace: [String] = []
    func fail(_ kind: String, _ what: String) {
        finding(kind, "\(what)\nstate: \(c.state)\nevents: \(trace.joined(separator: ", "))")
    }
    func take(_ n: Int) {
        let bytes = c.pendingOutput.prefix(n)
        c.wrote(bytes.count, at: time) { connAnswer($0, into: &answered) }
    }
    while !reader.atEnd {
        let op = reader.int(6)
        switch op {
        case 0:
            var bytes = reader.chunk()
            trace.append("receive \(swiftLiteral(String(decoding: bytes, as: UTF8.self)))")
            guard c.wantsRead else { break }
            bytes = Array(bytes.prefix(c.readAllowance))
            if case .streaming = c.state {
            } else if case .closing = c.state {
            } else if !c.isClosed {
                delivered += bytes
            }
            c.received(bytes, at: time) { connAnswer($0, into: &answered) }
        case 1:
            let n = Int(reader.byte()) * 16 + 1
            trace.append("take \(n)")
            take(n)
        case 2:
            let step = Double(reader.byte()) / 8
            time += step
            trace.append("tick +\(step)")
            let deadline = c.deadline
            let wasClosed = c.isClosed
            _ = c.tick(at: time)
            if c.isClosed, !wasClosed, let deadline, time < deadline {
                fail("conn-early-close", "closed at \(time) before its deadline \(deadline)")
            }
        case 3:
            trace.append("change")
            c.send(ServeApp.changeEvent, at: time)
        case 4:
            // The client half-closes: what waits is still sent; the loop reads nothing more.
            trace.append("end")
            c.receivedEnd(at: time)
            while c.wantsWrite { take(Int.max) }
            if !c.isClosed { fail("conn-end", "a half-closed connection did not close once it had sent everything") }
            return 0
        default:
            trace.append("take all")
            while c.wantsWrite { take(Int.max) }
        }
        if case .streaming = c.state {
            if c.unread > connLimits.outputLimit { fail("conn-cap", "a stream holds \(c.unread) bytes") }
        } else if c.unread > connLimits.outputLimit + connMaxResponse {
            fail("conn-cap", "\(c.unread) bytes wait for the client")
        }
        if c.isClosed != (c.deadline == nil) {
            fail("conn-deadline", "closed \(c.isClosed), deadline \(String(describing: c.deadline))")
        }
        if c.isClosed, c.wantsWrite || c.wantsRead || c.unread != 0 {
            fail("conn-closed", "a closed connection still reads or writes")
        }
    }
    let expected = connExpected(delivered)
    if !expected.starts(with: answered) {
        fail("conn-order", "answered \(answered), the bytes hold \(expected)")
    }
    // The client takes everything: an open connection that reads on has answered every whole request.
    while c.wantsWrite { take(Int.max) }
    switch c.state {
    case .reading, .idle:
        if answered != expected { fail("conn-unanswered", "answered \(answered), the bytes hold \(expected)") }
    default: break
    }
    return 0
}
