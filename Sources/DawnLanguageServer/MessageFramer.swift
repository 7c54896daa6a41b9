/// JSON-RPC's base protocol on a byte stream: `Content-Length: N\r\n` (other headers ignored),
/// an empty line, then N bytes of body.
///
/// Bytes come in as they are read (`append`); `next()` hands out each complete body, or a
/// problem: a header section that is not one (no `Content-Length`, a bad number, too long), a
/// body larger than `maximumLength` (its bytes are skipped as they arrive, never held). After a
/// bad header the framer resynchronises on the next `Content-Length:` it finds. It never traps.
package struct MessageFramer {
    /// What the stream gave.
    package enum Event: Equatable {
        case message([UInt8])
        case problem(String)
    }

    /// The largest body accepted; a longer one is reported and skipped.
    package let maximumLength: Int
    /// The longest header section accepted before its empty line.
    package static let maximumHeaderLength = 4096
    package static let defaultMaximumLength = 64 << 20

    private var buffer: [UInt8] = []
    private var start = 0
    /// The length of the body whose header has been read, while its bytes are awaited.
    private var pendingLength: Int?
    /// Bytes of an oversized body still to discard.
    private var skipping = 0

    package init(maximumLength: Int = MessageFramer.defaultMaximumLength) {
        self.maximumLength = maximumLength
    }

    /// Bytes buffered and not yet handed out.
    package var bufferedCount: Int { buffer.count - start }

    package mutating func append(_ bytes: some Collection<UInt8>) {
        var bytes = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            bytes = bytes.dropFirst(dropped)
        }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer += bytes
    }

    /// The next complete message or problem; nil when more bytes are needed.
    package mutating func next() -> Event? {
        if skipping > 0 { return nil }
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pendingLength = nil
            return .message(body)
        }
        guard start < buffer.count else { return nil }
        // Leading line breaks between messages are tolerated.
        while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
        guard let end = headerEnd() else {
            if buffer.count - start > Self.maximumHeaderLength {
                resynchronise(from: start + 1)
                return .problem("a header section longer than \(Self.maximumHeaderLength) bytes without an empty line; skipped")
            }
            return nil
        }
        let header = buffer[start..<end]
        var length: Int?
        var problem: String?
        for line in header.split(separator: 0x0A, omittingEmptySubsequences: true) {
            var line = line[...]
            if line.last == 0x0D { line = line.dropLast() }
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: 0x3A) else {
                problem = "a header line without ':' (\(Self.excerpt(line)))"
                break
            }
            // A name that is not a header name (RFC 9110's token) is a body read as a header:
            // a header ended by bare LFs ran on into the next message.
            guard colon > line.startIndex, line[..<colon].allSatisfy(Self.isTokenByte) else {
                problem = "a header line whose name is not a header name (\(Self.excerpt(line)))"
                break
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).withoutOuterSpaces
            if name == "content-length" {
                guard value.utf8.count <= 18, !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let n = Int(value) else {
                    problem = "a Content-Length that is not a number (\(Self.excerpt(value.utf8[...])))"
                    break
                }
                length = n
            }
        }
        if problem == nil, length == nil { problem = "a header section without Content-Length" }
        if let problem {
            resynchronise(from: start + 1)
            return .problem(problem + "; skipped to the next Content-Length")
        }
        let bodyStart = end + 4
        start = bodyStart
        if length! > maximumLength {
            let have = buffer.count - start
            let dropped = min(have, length!)
            start += dropped
            skipping = length! - dropped
            return .problem("a message of \(length!) bytes, more than the \(maximumLength) accepted; skipped")
        }
        pendingLength = length!
        return next()
    }

    /// At the end of the stream: the problem with whatever is left, if anything.
    package mutating func finish() -> Event? {
        defer { buffer = []; start = 0; pendingLength = nil; skipping = 0 }
        if let length = pendingLength {
            return .problem("the stream ended \(length - (buffer.count - start)) bytes short of a message's \(length)")
        }
        if skipping > 0 { return .problem("the stream ended inside a skipped message") }
        if buffer[start...].contains(where: { $0 != 0x0D && $0 != 0x0A }) { return .problem("the stream ended inside a header") }
        return nil
    }

    /// After a body that was not a message (its Content-Length was wrong, so it swallowed the
    /// start of the next one): reads again from the first `Content-Length:` inside it.
    /// Returns whether there was one.
    package mutating func resynchronise(after body: [UInt8]) -> Bool {
        guard let at = Self.find(Self.marker, in: body, from: 1) else { return false }
        let rest = body[at...]
        buffer = Array(rest) + buffer[start...]
        start = 0
        pendingLength = nil
        return true
    }

    private static let marker = Array("content-length:".utf8)

    /// A byte of an RFC 9110 token (a header name): letters, digits and ``!#$%&'*+-.^_`|~``.
    private static func isTokenByte(_ b: UInt8) -> Bool {
        switch b {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: true
        default: false
        }
    }

    /// Drops bytes up to the next `Content-Length:` at or after `from` (keeping a tail that
    /// could be the start of one).
    private mutating func resynchronise(from: Int) {
        if let at = Self.find(Self.marker, in: buffer, from: from) {
            start = at
        } else {
            start = max(from, buffer.count - (Self.marker.count - 1))
        }
    }

    /// The index of `\r\n\r\n` ending the header section that begins at `start`.
    private func headerEnd() -> Int? {
        var i = start
        let limit = min(buffer.count, start + Self.maximumHeaderLength + 4)
        while i + 3 < limit {
            if buffer[i] == 0x0D, buffer[i + 1] == 0x0A, buffer[i + 2] == 0x0D, buffer[i + 3] == 0x0A { return i }
            i += 1
        }
        return nil
    }

    /// The first case-insensitive occurrence of `needle` (lower-case ASCII) in `haystack`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard from >= 0, haystack.count >= needle.count else { return nil }
        var i = from
        while i + needle.count <= haystack.count {
            var k = 0
            while k < needle.count, (haystack[i + k] | (haystack[i + k] >= 0x41 && haystack[i + k] <= 0x5A ? 0x20 : 0)) == needle[k] { k += 1 }
            if k == needle.count { return i }
            i += 1
        }
        return nil
    }

    private static func excerpt(_ bytes: some Collection<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        return "'" + text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined() + (bytes.count > 40 ? "…" : "") + "'"
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var withoutOuterSpaces: String {
        var s = self[...]
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
