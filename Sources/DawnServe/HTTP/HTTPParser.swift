/// An incremental HTTP/1.1 request parser (RFC 9112) for the server's connections: bytes in as
/// they arrive, requests out, pipelined ones in order.
///
/// It is strict where leniency lets requests be smuggled or the server be held: only CRLF ends a
/// line (a bare CR or LF is malformed), no folded header lines, no space before a field's colon,
/// one `Host`, at most one `Content-Length` and no `Transfer-Encoding` (chunked bodies are
/// refused with 501: browsers and automations send a length). The request line and header
/// fields together are at most `headerLimit` bytes (else 431), a body at most `bodyLimit`
/// (else 413). After a failure the parser stops: the connection answers it and closes. Each
/// byte is looked at a bounded number of times, however the stream is cut.
package struct HTTPParser: Sendable {
    /// What the parser found next.
    package enum Event: Sendable, Equatable {
        case request(HTTPRequest)
        /// The stream cannot be read on: answer with this status and close.
        case failure(HTTPStatus)
    }

    /// The most bytes of a request line and its header fields, their final empty line included.
    package static let headerLimit = 16 * 1024
    /// The largest body accepted.
    package static let bodyLimit = 64 * 1024
    /// The most header fields in one request.
    package static let fieldLimit = 100

    private var buffer: [UInt8] = []
    /// Where the next request starts in `buffer`.
    private var start = 0
    /// Where the search for the end of the header section resumes.
    private var scanned = 0
    /// A request whose header section is read, waiting for its body.
    private var pending: (request: HTTPRequest, bodyStart: Int, length: Int)?
    /// Whether the stream failed; nothing more is read.
    package private(set) var failed = false

    package init() {}

    /// Whether no byte of a next request has arrived (a keep-alive connection between requests).
    package var isBetweenRequests: Bool { pending == nil && start == buffer.count }

    /// The bytes received and not yet returned as a request.
    package var bufferedCount: Int { buffer.count - start }

    /// Adds bytes read from the connection.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        guard !failed else { return }
        buffer.append(contentsOf: bytes)
    }

    /// The next request or failure, or nil when more bytes are needed.
    package mutating func next() -> Event? {
        guard !failed else { return nil }
        if pending == nil {
            // RFC 9112 §2.2: empty lines before a request line are ignored.
            while start + 1 < buffer.count, buffer[start] == 0x0D, buffer[start + 1] == 0x0A { start += 2 }
            scanned = max(scanned, start)
            guard let end = headerEnd() else {
                if buffer.count - start > Self.headerLimit { return fail(.headersTooLarge) }
                compact()
                return nil
            }
            if end < 0 { return fail(.badRequest) }
            if end - start > Self.headerLimit { return fail(.headersTooLarge) }
            switch head(buffer[start..<end - 2]) {
            case .failure(let status): return fail(status)
            case .success(let (request, length)): pending = (request, end, length)
            }
        }
        guard let (request, bodyStart, length) = pending, buffer.count - bodyStart >= length else { return nil }
        var complete = request
        complete.body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        scanned = start
        pending = nil
        compact()
        return .request(complete)
    }

    private mutating func fail(_ status: HTTPStatus) -> Event {
        failed = true
        buffer = []
        start = 0
        scanned = 0
        pending = nil
        return .failure(status)
    }

    /// Drops the bytes of requests already returned once they are many or all of the buffer.
    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 2 * Self.headerLimit)
            scanned = 0
            start = 0
        } else if start > Self.headerLimit {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
    }

    /// The index just after the CRLF CRLF that ends the header section, when it has arrived;
    /// -1 at a bare CR or LF (malformed: answered at once, not after the timeout).
    private mutating func headerEnd() -> Int? {
        var i = max(start, scanned)
        let limit = min(buffer.count, start + Self.headerLimit + 4)
        while i < limit {
            let b = buffer[i]
            if b == 0x0A {
                guard i > start, buffer[i - 1] == 0x0D else { return -1 }
                if i - start >= 3, buffer[i - 2] == 0x0A { return i + 1 }
            } else if i > start, buffer[i - 1] == 0x0D {
                return -1
            }
            i += 1
        }
        scanned = i
        return nil
    }

    private enum Head {
        case success((HTTPRequest, Int))
        case failure(HTTPStatus)
    }

    /// The request line and header fields, each line with its CRLF, and the body's length.
    private func head(_ bytes: ArraySlice<UInt8>) -> Head {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = bytes.startIndex
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == 0x0D {
                guard i + 1 < bytes.endIndex, bytes[i + 1] == 0x0A else { return .failure(.badRequest) }
                lines.append(bytes[lineStart..<i])
                i += 2
                lineStart = i
                continue
            }
            if b == 0x0A { return .failure(.badRequest) }
            i += 1
        }
        guard let requestLine = lines.first else { return .failure(.badRequest) }
        guard lines.count - 1 <= Self.fieldLimit else { return .failure(.headersTooLarge) }
        let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte),
            parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else { return .failure(.badRequest) }
        let version = String(decoding: parts[2], as: UTF8.self)
        let minor: Int
        switch version {
        case "HTTP/1.1": minor = 1
        case "HTTP/1.0": minor = 0
        default: return .failure(version.hasPrefix("HTTP/") ? .versionNotSupported : .badRequest)
        }
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                line[line.startIndex..<colon].allSatisfy(Self.isTokenByte)
            else { return .failure(.badRequest) }
            var value = line[(colon + 1)...]
            while let f = value.first, f == 0x20 || f == 0x09 { value.removeFirst() }
            while let l = value.last, l == 0x20 || l == 0x09 { value.removeLast() }
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else { return .failure(.badRequest) }
            fields.append(
                (String(decoding: line[line.startIndex..<colon], as: UTF8.self), String(decoding: value, as: UTF8.self))
            )
        }
        let request = HTTPRequest(
            method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
            minorVersion: minor, headers: fields)
        let hosts = request.headers.filter { $0.name == "host" }
        guard hosts.count == 1 || (hosts.isEmpty && minor == 0) else { return .failure(.badRequest) }
        if request.headers.contains(where: { $0.name == "transfer-encoding" }) { return .failure(.notImplemented) }
        let lengths = request.headers.filter { $0.name == "content-length" }
        guard lengths.count <= 1 else { return .failure(.badRequest) }
        guard let text = lengths.first?.value else { return .success((request, 0)) }
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return .failure(.badRequest)
        }
        guard text.utf8.count <= 7, let length = Int(text), length <= Self.bodyLimit else {
            return .failure(.contentTooLarge)
        }
        return .success((request, length))
    }

    /// RFC 9110's `tchar`: the bytes of a method or a field name.
    static func isTokenByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(b)
        }
    }
}
