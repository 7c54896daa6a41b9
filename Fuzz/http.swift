// libFuzzer target "http": the server's `HTTPParser` and `ServeApp` on arbitrary bytes, fed as
// `dawn-journal serve` feeds them: the stream in reads of any size, each request answered by the
// app over an in-memory journal (a tiny demo), as the Bearer client or the page.
// Input: three bytes choosing the sizes of the reads (1–256 bytes, cycled), then the stream.
// Properties: no trap; the same requests and failures in one read as in small ones; every
// request answered with a status line and the security headers, and every failure closes the
// stream (nothing is read after it); a GET, HEAD or any refused request changes no file; and after
// any stream that did not fail, a well-formed request still reads.

/// An in-memory journal, with a count of its writes.
final class FuzzStorage: JournalStorage {
    var files: [String: [UInt8]]
    var writes = 0
    init(_ files: [String: String]) { self.files = files.mapValues { Array($0.utf8) } }
    func dayFilePaths() throws(StorageError) -> [String] { files.keys.filter { $0.hasPrefix("days/") }.sorted() }
    func names(in folder: String) throws(StorageError) -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return Array(
            Set(
                files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
                    $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
                })
        ).sorted()
    }
    func read(_ path: String) throws(StorageError) -> [UInt8]? { files[path] }
    func write(_ bytes: [UInt8], to path: String) throws(StorageError) {
        writes += 1
        files[path] = bytes
    }
    func withLock<T>(_ body: () throws -> T) throws -> T { try body() }
}

let fuzzHabits = """
    [habits.floss]
    name = "Floss"
    since = 2026-11-01

    [habits.run]
    name = "Run"
    duration = "30m"
    since = 2026-11-01

    [habits.water]
    name = "Water"
    unit = "glasses"
    since = 2026-11-01

    """

let fuzzConfig = ServeConfig(
    token: "fuzz-token-fuzz-token-fuzz-token", session: "fuzz-session", csrf: "fuzz-csrf",
    hosts: ServeConfig.hosts(port: 8417, addresses: ["127.0.0.1"]))

func parseAll(_ stream: [UInt8], sizes: [Int]) -> [HTTPParser.Event] {
    var parser = HTTPParser()
    var events: [HTTPParser.Event] = []
    var n = 0
    var k = 0
    while n < stream.count {
        let size = max(1, sizes[k % sizes.count])
        k += 1
        parser.append(stream[n..<min(stream.count, n + size)])
        while let e = parser.next() { events.append(e) }
        n += size
    }
    return events
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = FuzzReader(Array(UnsafeBufferPointer(start: data, count: size)))
    let sizes = (0..<3).map { _ in 1 + Int(reader.byte()) }
    let stream = reader.rest
    let whole = parseAll(stream, sizes: [max(1, stream.count)])
    let small = parseAll(stream, sizes: sizes)
    if whole != small {
        finding(
            "http-chunking",
            "different events in one read and in reads of \(sizes)\none: \(whole)\nsmall: \(small)\ninput: \(swiftLiteral(stream))"
        )
    }
    if let i = whole.firstIndex(where: { if case .failure = $0 { true } else { false } }), i != whole.count - 1 {
        finding("http-after-failure", "events after a failure: \(whole)\ninput: \(swiftLiteral(stream))")
    }
    let storage = FuzzStorage(["habits.toml": fuzzHabits])
    let now = LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 21)!, minutes: 21 * 60)
    let app = ServeApp(config: fuzzConfig, storage: storage) { now }
    for event in whole {
        switch event {
        case .failure(let status):
            let bytes = HTTPResponse(status, type: "text/plain", "x").bytes(close: true)
            if !String(decoding: bytes, as: UTF8.self).hasPrefix("HTTP/1.1 \(status.code) ") || status.code < 400 {
                finding("http-failure-status", "a failure answered \(status)\ninput: \(swiftLiteral(stream))")
            }
        case .request(var request):
            // As the page: the cookie, the Origin and the CSRF token, unless the stream sent its own.
            if request.header("authorization") == nil && request.header("cookie") == nil {
                request.headers.append(("authorization", "Bearer fuzz-token-fuzz-token-fuzz-token"))
            }
            let before = storage.writes
            let (response, _) = app.respond(request)
            let text = String(decoding: response.bytes(close: false), as: UTF8.self)
            if !text.hasPrefix("HTTP/1.1 \(response.status.code) ")
                || !text.contains("Content-Security-Policy: default-src 'none'")
                || !text.contains("X-Content-Type-Options: nosniff")
            {
                finding(
                    "http-response",
                    "a response without its status line or security headers: \(text.prefix(300))\ninput: \(swiftLiteral(stream))"
                )
            }
            if storage.writes != before, request.method != "POST" || response.status.code >= 300 {
                finding(
                    "http-get-writes",
                    "\(request.method) \(request.target) → \(response.status) wrote a file\ninput: \(swiftLiteral(stream))"
                )
            }
        }
    }
    // After any stream that did not fail, a whole request still reads.
    if !whole.contains(where: { if case .failure = $0 { true } else { false } }) {
        var parser = HTTPParser()
        parser.append(stream)
        while parser.next() != nil {}
        if !parser.failed {
            let probe = Array("\r\n\r\nGET /api/day/2026-11-21 HTTP/1.1\r\nHost: 127.0.0.1:8417\r\n\r\n".utf8)
            parser.append(probe)
            var got: [HTTPParser.Event] = []
            while let e = parser.next() { got.append(e) }
            // A request whose body is still awaited takes the probe as its body: that is not a loss.
            if got.isEmpty && parser.isBetweenRequests {
                finding(
                    "http-stuck", "a well-formed request after the stream did not read\ninput: \(swiftLiteral(stream))")
            }
        }
    }
    return 0
}
