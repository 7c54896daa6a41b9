import XCTest

@testable import DawnServe

/// The connection's rules with a fake clock: every timeout, the output cap and the event
/// stream's pings in milliseconds, without a socket.
final class HTTPConnectionTests: XCTestCase {
    /// Answers every request 200 with `body`, every failure with its status, and counts them.
    final class Server {
        var body = [UInt8](repeating: UInt8(ascii: "x"), count: 1000)
        var then: ServeApp.Then = .next
        var answered: [String] = []

        func answer(_ event: HTTPParser.Event) -> (HTTPResponse, ServeApp.Then) {
            switch event {
            case .failure(let status):
                answered.append("\(status.code)")
                return (HTTPResponse(status, type: "text/plain", "no\n"), .close)
            case .request(let r):
                answered.append(r.method + " " + r.target)
                if r.target == "/api/events" {
                    return (HTTPResponse(.ok, body: Array("retry: 1000\n\n".utf8)), .events)
                }
                return (HTTPResponse(.ok, headers: [("Content-Type", "text/plain")], body: body), then)
            }
        }
    }

    static func get(_ path: String, close: Bool = false) -> [UInt8] {
        Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:8417\r\n\(close ? "Connection: close\r\n" : "")\r\n".utf8)
    }

    /// Takes everything the connection has to write, as a client that reads would.
    @discardableResult
    func drain(_ c: inout HTTPConnection, _ server: Server, at time: Double) -> String {
        var taken: [UInt8] = []
        while c.wantsWrite {
            let bytes = Array(c.pendingOutput)
            taken += bytes
            c.wrote(bytes.count, at: time, answer: server.answer)
        }
        return String(decoding: taken, as: UTF8.self)
    }

    func testARequestIsAnsweredAndTheConnectionWaitsIdle() {
        let server = Server()
        var c = HTTPConnection(at: 0)
        XCTAssertEqual(c.state, .reading(since: 0))
        c.received(Self.get("/a"), at: 0.5, answer: server.answer)
        XCTAssertEqual(c.state, .writing(since: 0.5))
        XCTAssertTrue(drain(&c, server, at: 0.6).hasPrefix("HTTP/1.1 200 OK\r\n"))
        XCTAssertEqual(c.state, .idle(since: 0.6))
        XCTAssertEqual(c.deadline, 30.6)
    }

    func testAnIdleConnectionClosesAfterThirtySecondsWithoutAWord() {
        let server = Server()
        var c = HTTPConnection(at: 0)
        c.received(Self.get("/a"), at: 0, answer: server.answer)
        drain(&c, server, at: 0)
        XCTAssertNil(c.tick(at: 29.999))
        XCTAssertEqual(c.state, .idle(since: 0))
        XCTAssertNil(c.tick(at: 30))
        XCTAssertTrue(c.isClosed)
    }

    func testARequestBegunAndNotFinishedInTenSecondsGets408() throws {
        var c = HTTPConnection(at: 0)
        c.received(Array("GET /a HTTP/1.1\r\nHost: x".utf8), at: 1, answer: Server().answer)
        XCTAssertNil(c.tick(at: 9.999))
        XCTAssertFalse(c.isClosed)
        let words = try XCTUnwrap(c.tick(at: 10))
        XCTAssertTrue(String(decoding: words, as: UTF8.self).hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        XCTAssertTrue(c.isClosed)
    }

    func testASilentConnectionClosesAfterTenSecondsWithoutAWord() {
        var c = HTTPConnection(at: 5)
        XCTAssertEqual(c.deadline, 15)
        XCTAssertNil(c.tick(at: 15))
        XCTAssertTrue(c.isClosed)
    }

    func testEmptyLinesDoNotKeepANewConnectionOpen() {
        var c = HTTPConnection(at: 0)
        for t in stride(from: 1.0, to: 10, by: 1) {
            c.received(Array("\r\n".utf8), at: t, answer: Server().answer)
        }
        XCTAssertNil(c.tick(at: 10))
        XCTAssertTrue(c.isClosed)
    }

    func testTheNextRequestOfAnIdleConnectionHasItsOwnTenSeconds() {
        let server = Server()
        var c = HTTPConnection(at: 0)
        c.received(Self.get("/a"), at: 0, answer: server.answer)
        drain(&c, server, at: 0)
        c.received(Array("GET /b".utf8), at: 20, answer: server.answer)
        XCTAssertEqual(c.state, .reading(since: 20))
        XCTAssertEqual(c.deadline, 30)
    }

    func testPipelinedRequestsWaitUntilTheClientTakesItsResponses() {
        let server = Server()
        server.body = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000)
        var limits = HTTPConnection.Limits()
        limits.outputLimit = 32 * 1024
        var c = HTTPConnection(at: 0, limits: limits)
        let burst = (0..<100).flatMap { Self.get("/\($0)") }
        c.received(burst, at: 0, answer: server.answer)
        // Four responses of about 10 KB reach the 32 KiB cap; the other 96 requests wait.
        XCTAssertEqual(server.answered.count, 4)
        XCTAssertLessThan(c.unread, limits.outputLimit + 11_000)
        XCTAssertFalse(c.wantsRead)
        // As the client takes its responses, the rest are answered, in order.
        drain(&c, server, at: 1)
        XCTAssertEqual(server.answered.count, 100)
        XCTAssertEqual(server.answered.last, "GET /99")
        XCTAssertEqual(c.state, .idle(since: 1))
    }

    func testUnreadRequestsAreBoundedByWhatIsRead() {
        var c = HTTPConnection(at: 0)
        XCTAssertEqual(c.readAllowance, HTTPParser.headerLimit + HTTPParser.bodyLimit + 4)
        c.received([UInt8](repeating: UInt8(ascii: "G"), count: 1000), at: 0, answer: Server().answer)
        XCTAssertEqual(c.readAllowance, HTTPParser.headerLimit + HTTPParser.bodyLimit + 4 - 1000)
    }

    func testAClientThatTakesNothingForTenSecondsIsCutOff() {
        let server = Server()
        var c = HTTPConnection(at: 0)
        c.received(Self.get("/a"), at: 0, answer: server.answer)
        c.wrote(10, at: 3, answer: server.answer)
        XCTAssertEqual(c.state, .writing(since: 3))
        XCTAssertNil(c.tick(at: 12.999))
        XCTAssertFalse(c.isClosed)
        XCTAssertNil(c.tick(at: 13))
        XCTAssertTrue(c.isClosed)
    }

    func testConnectionCloseEndsAfterTheResponse() {
        let server = Server()
        var c = HTTPConnection(at: 0)
        c.received(Self.get("/a", close: true) + Self.get("/b"), at: 0, answer: server.answer)
        XCTAssertEqual(c.state, .closing(since: 0))
        XCTAssertFalse(c.wantsRead)
        let text = drain(&c, server, at: 0)
        XCTAssertTrue(text.contains("Connection: close\r\n"))
        XCTAssertEqual(server.answered, ["GET /a"])
        XCTAssertTrue(c.isClosed)
    }

    func testAMalformedRequestIsAnsweredAndClosed() {
        let server = Server()
        var c = HTTPConnection(at: 0)
        c.received(Array("GET / HTTP/1.1\nHost: x\n\n".utf8) + Self.get("/b"), at: 0, answer: server.answer)
        XCTAssertEqual(server.answered, ["400"])
        XCTAssertTrue(drain(&c, server, at: 0).hasPrefix("HTTP/1.1 400"))
        XCTAssertTrue(c.isClosed)
    }

    func testAnEventStreamGetsChangesAndAPingEveryFifteenSeconds() {
        let server = Server()
        var c = HTTPConnection(at: 0)
        c.received(Self.get("/api/events") + Self.get("/ignored"), at: 0, answer: server.answer)
        XCTAssertEqual(c.streamingSince, 0)
        XCTAssertTrue(drain(&c, server, at: 0).hasSuffix("retry: 1000\n\n"))
        XCTAssertEqual(server.answered, ["GET /api/events"])
        XCTAssertEqual(c.deadline, 15)
        c.send(ServeApp.changeEvent, at: 4)
        XCTAssertEqual(drain(&c, server, at: 4), ServeApp.changeEvent)
        XCTAssertEqual(c.deadline, 19)
        XCTAssertNil(c.tick(at: 19))
        XCTAssertEqual(drain(&c, server, at: 19), HTTPConnection.ping)
        XCTAssertFalse(c.isClosed)
        // A stream is never closed for being quiet, and what its client sends is not read as requests.
        c.received(Self.get("/more"), at: 20, answer: server.answer)
        XCTAssertEqual(server.answered.count, 1)
        XCTAssertNil(c.evictionOrder)
    }

    func testAStreamWhoseClientTakesNothingIsCutOff() {
        let server = Server()
        var c = HTTPConnection(at: 0)
        c.received(Self.get("/api/events"), at: 0, answer: server.answer)
        drain(&c, server, at: 0)
        c.send(ServeApp.changeEvent, at: 1)
        // Pings at 16 and then nothing taken: cut off 10 s after the last progress.
        XCTAssertNil(c.tick(at: 10.9))
        XCTAssertNil(c.tick(at: 11))
        XCTAssertTrue(c.isClosed)
    }

    func testAStreamOverItsOutputCapIsClosed() {
        let server = Server()
        var limits = HTTPConnection.Limits()
        limits.outputLimit = 100
        var c = HTTPConnection(at: 0, limits: limits)
        c.received(Self.get("/api/events"), at: 0, answer: server.answer)
        drain(&c, server, at: 0)
        for t in 1...5 { c.send(ServeApp.changeEvent, at: Double(t)) }
        XCTAssertTrue(c.isClosed)
    }

    func testAHalfCloseStillGetsWhatWaitsThenCloses() {
        let server = Server()
        var c = HTTPConnection(at: 0)
        c.received(Self.get("/a") + Self.get("/b"), at: 0, answer: server.answer)
        c.receivedEnd(at: 1)
        XCTAssertEqual(c.state, .closing(since: 0))
        XCTAssertFalse(c.wantsRead)
        let text = drain(&c, server, at: 2)
        XCTAssertEqual(text.components(separatedBy: "HTTP/1.1 200 OK").count - 1, 2, "both answers are sent")
        XCTAssertTrue(c.isClosed)
        var idle = HTTPConnection(at: 0)
        idle.receivedEnd(at: 1)
        XCTAssertTrue(idle.isClosed, "nothing waits: closed at once")
    }

    func testTheServerClosesFirstAnIdleConnectionThenTheOneWaitingLongestForARequest() {
        let server = Server()
        var silent = HTTPConnection(at: 5)
        var idle = HTTPConnection(at: 0)
        idle.received(Self.get("/a"), at: 0, answer: server.answer)
        drain(&idle, server, at: 1)
        var busy = HTTPConnection(at: 0)
        busy.received(Self.get("/a"), at: 0, answer: server.answer)
        var older = HTTPConnection(at: 2)
        older.received(Array("GET".utf8), at: 3, answer: server.answer)
        let order = [("silent", silent), ("idle", idle), ("busy", busy), ("older", older)].compactMap { name, c in
            c.evictionOrder.map { (name, $0) }
        }.sorted { $0.1 < $1.1 }.map(\.0)
        XCTAssertEqual(order, ["idle", "older", "silent", "busy"])
        silent.close()
        XCTAssertTrue(silent.isClosed)
    }
}
