import DawnSource

/// JSON-RPC's base protocol on a byte stream: `Content-Length: N\r\n` (other headers ignored),
/// an empty line, then N bytes of body.
///
/// Bytes come in as they are read (`append`); `next()` hands out each complete body, or a
/// problem: a header section that is not one (no `Content-Length`, a bad number, too long), a
/// body larger than `maximumLength` (its bytes are skipped as they arrive, never held). After a
/// bad header the framer resynchronises on the next `Content-Length:` it finds. It never traps.
///
/// Its work is linear in the bytes received, whatever the headers claim (`work` counts it):
/// a body is handed out as a slice of the buffer, not a copy; a body that was not a message is
/// read again from inside the buffer (`resynchronise()`), not copied back into it; the search
/// for a header's end and for the next `Content-Length:` never goes over bytes it has already
/// searched; and a bad header is skipped from its bad line, so its good lines are not read
/// again from each `Content-Length:` among them.
package struct MessageFramer {
    /// What the stream gave.
    package enum Event: Equatable {
        /// A body: a slice of the framer's buffer, sharing its storage, not a copy.
        case message(ArraySlice<UInt8>)
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
    /// The body `next()` handed out last, until the following `next()`: `resynchronise()`
    /// reads again from inside it.
    private var handedOut: Range<Int>?
    /// No header end (`\r\n\r\n`) begins in the buffer from `start` up to here.
    private var noHeaderEndBefore = 0

    /// The bytes looked at, copied or moved so far: the measure that stays linear in the
    /// bytes received.
    package private(set) var work = 0

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
        // Bytes before `start` (and before the body handed out) are done with: drop them once
        // they are half the buffer, so each byte is moved at most once on average.
        let keep = min(start, handedOut?.lowerBound ?? start)
        if keep > 0, keep >= buffer.count / 2 {
            work += buffer.count - keep
            buffer.removeFirst(keep)
            start -= keep
            noHeaderEndBefore = max(0, noHeaderEndBefore - keep)
            handedOut = handedOut.map { $0.lowerBound - keep..<$0.upperBound - keep }
        }
        work += bytes.count
        buffer += bytes
    }

    /// The next complete message or problem; nil when more bytes are needed.
    package mutating func next() -> Event? {
        handedOut = nil
        if skipping > 0 { return nil }
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            let body = start..<start + length
            start += length
            pendingLength = nil
            handedOut = body
            return .message(buffer[body])
        }
        guard start < buffer.count else { return nil }
        // Leading line breaks between messages are tolerated.
        while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A {
            start += 1
            work += 1
        }
        guard let end = headerEnd() else {
            if buffer.count - start >= Self.maximumHeaderLength + 4 {
                resynchronise(from: start + 1)
                return .problem(
                    "a header section longer than \(Self.maximumHeaderLength) bytes without an empty line; skipped")
            }
            return nil
        }
        let header = readHeader(start..<end)
        guard let length = header.length else {
            resynchronise(from: header.resumeAt)
            return .problem(
                (header.problem ?? "a header section without Content-Length") + "; skipped to the next Content-Length")
        }
        start = end + 4
        if length > maximumLength {
            let have = buffer.count - start
            let dropped = min(have, length)
            start += dropped
            skipping = length - dropped
            return .problem("a message of \(length) bytes, more than the \(maximumLength) accepted; skipped")
        }
        pendingLength = length
        return next()
    }

    /// At the end of the stream: the problem with whatever is left, if anything.
    package mutating func finish() -> Event? {
        defer {
            buffer = []
            start = 0
            pendingLength = nil
            skipping = 0
            handedOut = nil
            noHeaderEndBefore = 0
        }
        if let length = pendingLength {
            return .problem("the stream ended \(length - (buffer.count - start)) bytes short of a message's \(length)")
        }
        if skipping > 0 { return .problem("the stream ended inside a skipped message") }
        if buffer[start...].contains(where: { $0 != 0x0D && $0 != 0x0A }) {
            return .problem("the stream ended inside a header")
        }
        return nil
    }

    /// After the body just handed out turned out not to be a message (its Content-Length was
    /// wrong, so it swallowed the start of the next one): reads again from the first
    /// `Content-Length:` that begins inside it, found in the buffer, where the body still is.
    /// One that begins in the body's last bytes and runs past the bytes received so far is
    /// waited for (read again from there), so the messages do not depend on how the stream
    /// was cut into reads. Returns whether there was one.
    package mutating func resynchronise() -> Bool {
        guard let body = handedOut else { return false }
        handedOut = nil
        let at =
            find(from: body.lowerBound, before: body.upperBound)
            ?? partialMarker(from: body.lowerBound, before: body.upperBound)
        guard let at else { return false }
        start = at
        pendingLength = nil
        return true
    }

    /// The first place at or after `from` and before `before` where the bytes up to the end
    /// of the buffer are the start of a `Content-Length:` (so more bytes may complete it).
    private mutating func partialMarker(from: Int, before: Int) -> Int? {
        var i = max(from, buffer.count - (Self.marker.count - 1))
        while i < before {
            var k = 0
            while i + k < buffer.count, Self.lower(buffer[i + k]) == Self.marker[k] { k += 1 }
            work += k + 1
            if i + k == buffer.count { return i }
            i += 1
        }
        return nil
    }

    private static let marker = Array("content-length:".utf8)

    /// A header section's `Content-Length`, or its problem and where to look again for a
    /// header: just after the start of the line with the problem (a `Content-Length:` later in
    /// that line may begin a good header; one on an earlier line would meet the same problem).
    /// Each line is read up to its problem and no further, so a line full of
    /// `Content-Length:`s is not read again from each of them.
    private mutating func readHeader(_ range: Range<Int>) -> (length: Int?, problem: String?, resumeAt: Int) {
        var length: Int?
        var i = range.lowerBound
        let end = range.upperBound
        /// Whether `i` is at the end of a line: LF, CR LF, or the end of the section.
        func atLineEnd(_ i: Int) -> Bool {
            i == end || buffer[i] == 0x0A || (buffer[i] == 0x0D && (i + 1 == end || buffer[i + 1] == 0x0A))
        }
        while i < end {
            let lineStart = i
            if atLineEnd(i) {
                i += buffer[i] == 0x0D ? 2 : 1
                work += 1
                continue
            } // an empty line
            // A name that is not a header name (RFC 9110's token) is a body read as a header:
            // a header ended by bare LFs ran on into the next message.
            while i < end, Self.isTokenByte(buffer[i]) {
                i += 1
                work += 1
            }
            guard i < end, buffer[i] == 0x3A, i > lineStart else {
                var j = i
                while j < end, buffer[j] != 0x3A, buffer[j] != 0x0A {
                    j += 1
                    work += 1
                }
                let line = buffer[lineStart..<min(j, lineStart + 41)]
                let problem =
                    j < end && buffer[j] == 0x3A
                    ? "a header line whose name is not a header name (\(Self.excerpt(line)))"
                    : "a header line without ':' (\(Self.excerpt(line)))"
                return (nil, problem, lineStart + 1)
            }
            let isLength =
                i - lineStart == Self.marker.count - 1
                && zip(buffer[lineStart..<i], Self.marker).allSatisfy { Self.lower($0) == $1 }
            i += 1 // the colon
            if !isLength {
                // Another header: its value is not ours to read.
                while i < end, buffer[i] != 0x0A {
                    i += 1
                    work += 1
                }
                i += 1
                continue
            }
            let valueStart = i
            while i < end, buffer[i] == 0x20 || buffer[i] == 0x09 {
                i += 1
                work += 1
            }
            var n = 0
            var digits = 0
            while i < end, buffer[i] >= 0x30, buffer[i] <= 0x39, digits <= 18 {
                n = n &* 10 &+ Int(buffer[i] - 0x30)
                digits += 1
                i += 1
                work += 1
            }
            while i < end, buffer[i] == 0x20 || buffer[i] == 0x09 {
                i += 1
                work += 1
            }
            guard digits > 0, digits <= 18, atLineEnd(i) else {
                return (
                    nil,
                    "a Content-Length that is not a number (\(Self.excerpt(buffer[valueStart..<min(i + 1, end, valueStart + 41)])))",
                    lineStart + 1
                )
            }
            length = n
            i += i == end ? 0 : buffer[i] == 0x0D ? 2 : 1
        }
        return (length, nil, range.lowerBound + 1)
    }

    /// A byte of an RFC 9110 token (a header name): letters, digits and ``!#$%&'*+-.^_`|~``.
    private static func isTokenByte(_ b: UInt8) -> Bool {
        switch b {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: true
        default: false
        }
    }

    private static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

    /// Drops bytes up to the next `Content-Length:` at or after `from` (keeping a tail that
    /// could be the start of one).
    private mutating func resynchronise(from: Int) {
        if let at = find(from: from, before: buffer.count) {
            start = at
        } else {
            start = max(from, buffer.count - (Self.marker.count - 1))
        }
    }

    /// The index of `\r\n\r\n` ending the header section that begins at `start`, searched
    /// from where the last search stopped.
    private mutating func headerEnd() -> Int? {
        var i = max(start, noHeaderEndBefore)
        let limit = min(buffer.count - 3, start + Self.maximumHeaderLength + 1)
        while i < limit {
            work += 1
            if buffer[i] == 0x0D, buffer[i + 1] == 0x0A, buffer[i + 2] == 0x0D, buffer[i + 3] == 0x0A {
                noHeaderEndBefore = i
                return i
            }
            i += 1
        }
        noHeaderEndBefore = max(noHeaderEndBefore, i)
        return nil
    }

    /// The first case-insensitive `Content-Length:` in the buffer that begins at or after
    /// `from` and before `before`. Each search begins after where the last one ended (at a
    /// bad header's line, inside a body past its header, or after what it skipped), so no
    /// byte is searched twice.
    private mutating func find(from: Int, before: Int) -> Int? {
        let needle = Self.marker
        var i = from
        let last = min(before, buffer.count - needle.count + 1)
        while i < last {
            var k = 0
            while k < needle.count, Self.lower(buffer[i + k]) == needle[k] { k += 1 }
            work += k + 1
            if k == needle.count { return i }
            i += 1
        }
        return nil
    }

    private static func excerpt(_ bytes: some Collection<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        return "'" + text.unicodeScalars.map { ControlCharacter.isControl($0.value) ? "?" : String($0) }.joined()
            + (bytes.count > 40 ? "…" : "") + "'"
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
