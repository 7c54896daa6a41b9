import XCTest

@testable import DawnServe

/// The request parser: what it reads, what it refuses and with which status, however the
/// bytes are cut.
final class HTTPParserTests: XCTestCase {
    func events(_ text: String, chunk: Int? = nil) -> [HTTPParser.Event] {
        var parser = HTTPParser()
        var out: [HTTPParser.Event] = []
        let bytes = Array(text.utf8)
        var i = 0
        repeat {
            let end = min(bytes.count, i + (chunk ?? max(1, bytes.count)))
            parser.append(bytes[i..<end])
            while let e = parser.next() { out.append(e) }
            i = end
        } while i < bytes.count
        return out
    }

    func status(_ text: String) -> Int? {
        guard case .failure(let s) = events(text).last else { return nil }
        return s.code
    }

    func testReadsARequestWithABodyInOneReadOrByteByByte() throws {
        let text =
            "POST /api/log?x=a%20b&y=1+2 HTTP/1.1\r\nHost: 127.0.0.1:8417\r\nContent-Length: 17\r\n\r\n{\"habit\":\"floss\"}"
        for chunk in [nil, 1, 7] {
            let got = events(text, chunk: chunk)
            XCTAssertEqual(got.count, 1, "chunk \(String(describing: chunk))")
            guard case .request(let r) = got.first else { return XCTFail("no request") }
            XCTAssertEqual(r.method, "POST")
            XCTAssertEqual(r.path, "/api/log")
            XCTAssertEqual(r.queryValue("x"), "a b")
            XCTAssertEqual(r.queryValue("y"), "1 2")
            XCTAssertEqual(r.header("HOST"), "127.0.0.1:8417")
            XCTAssertEqual(String(decoding: r.body, as: UTF8.self), #"{"habit":"floss"}"#)
        }
    }

    func testPipelinedRequestsComeOutInOrder() {
        let one = "GET /a HTTP/1.1\r\nHost: h\r\n\r\n"
        let two = "GET /b HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"
        let got = events("\r\n" + one + two, chunk: 5)
        XCTAssertEqual(got.compactMap { if case .request(let r) = $0 { r.path } else { nil } }, ["/a", "/b"])
        guard case .request(let last) = got.last else { return XCTFail() }
        XCTAssertFalse(last.keepsAlive)
    }

    func testMalformedRequestsAre400() {
        let bad = [
            "GET /\r\nHost: h\r\n\r\n", // no version
            "GET  / HTTP/1.1\r\nHost: h\r\n\r\n", // two spaces
            "GET http://h/ HTTP/1.1\r\nHost: h\r\n\r\n", // absolute form
            "GET /a b HTTP/1.1\r\nHost: h\r\n\r\n",
            "GET / HTTP/1.1\nHost: h\r\n\r\n", // bare LF
            "GET / HTTP/1.1\r\nHost: h\rX: y\r\n\r\n", // bare CR
            "GET / HTTP/1.1\r\nHost : h\r\n\r\n", // space before the colon
            "GET / HTTP/1.1\r\nHost: h\r\n folded\r\n\r\n", // obs-fold
            "GET / HTTP/1.1\r\n\r\n", // no Host
            "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", // two Hosts
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\nx",
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1 2\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: h\u{7F}\r\n\r\n",
        ]
        for text in bad { XCTAssertEqual(status(text), 400, text.debugDescription) }
        XCTAssertEqual(status("GET / HTTP/2.0\r\nHost: h\r\n\r\n"), 505)
        // A bare LF or CR is refused as soon as it arrives, not after the timeout.
        XCTAssertEqual(events("GET / HTTP/1.1\nHost: h\n"), [.failure(.badRequest)])
        XCTAssertEqual(events("GET / HTTP/1.1\rHost", chunk: 1), [.failure(.badRequest)])
    }

    func testChunkedBodiesAreRefusedSoNothingCanBeSmuggled() {
        let text =
            "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\nGET /x HTTP/1.1\r\nHost: h\r\n\r\n"
        let got = events(text)
        XCTAssertEqual(got, [.failure(.notImplemented)], "one refusal, and the smuggled request is never read")
    }

    func testLimits() {
        let big =
            "GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "a", count: HTTPParser.headerLimit) + "\r\n\r\n"
        XCTAssertEqual(status(big), 431)
        // Without an end, too: the parser does not wait for more than the limit.
        XCTAssertEqual(
            events(String(big.prefix(HTTPParser.headerLimit + 100)), chunk: 1000), [.failure(.headersTooLarge)])
        let fields = (0...HTTPParser.fieldLimit).map { "X\($0): 1\r\n" }.joined()
        XCTAssertEqual(status("GET / HTTP/1.1\r\nHost: h\r\n" + fields + "\r\n"), 431)
        XCTAssertEqual(status("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 65537\r\n\r\n"), 413)
        XCTAssertEqual(status("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999\r\n\r\n"), 413)
        let ok = events(
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 65536\r\n\r\n" + String(repeating: "b", count: 65536))
        guard case .request(let r) = ok.first else { return XCTFail("a body of the limit is read") }
        XCTAssertEqual(r.body.count, 65536)
    }

    func testNothingIsReadAfterAFailure() {
        var parser = HTTPParser()
        parser.append(Array("BAD\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        XCTAssertEqual(parser.next(), .failure(.badRequest))
        XCTAssertNil(parser.next())
        XCTAssertTrue(parser.failed)
    }

    func testBetweenRequests() {
        var parser = HTTPParser()
        XCTAssertTrue(parser.isBetweenRequests)
        parser.append(Array("GET / HTTP/1.1\r\n".utf8))
        XCTAssertNil(parser.next())
        XCTAssertFalse(parser.isBetweenRequests, "a request begun holds the connection to the header timeout")
        parser.append(Array("Host: h\r\n\r\n".utf8))
        XCTAssertNotNil(parser.next())
        XCTAssertTrue(parser.isBetweenRequests)
    }

    func testRandomBytesNeverTrapAndEndInAnAnswerOrAWait() {
        var rng = SystemRandomNumberGenerator()
        let pieces = [
            "GET", "POST", " ", "/", "\r\n", "\r", "\n", "Host: h", ":", "Content-Length: ", "5", "\u{0}", "é", "x",
        ]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 1...30, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
                .joined()
            _ = events(text, chunk: Int.random(in: 1...8, using: &rng))
        }
    }
}
