import DawnJournal

/// An open document's text, as UTF-8 bytes, and the conversions between LSP positions and
/// the journal's places (1-based line, column in characters).
package struct TextDocument: Sendable {
    package var uri: String
    package var version: Int
    package private(set) var bytes: [UInt8]
    /// The byte offset where each line starts.
    private var lineStarts: [Int]

    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(bytes)
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }
    package var lineCount: Int { lineStarts.count }

    /// Where each line starts. A line ends at "\n", "\r\n" or a lone "\r", as LSP and the
    /// journal's own reader (`RawLines`) both count lines.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A || (b == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
            starts.append(i + 1)
        }
        return starts
    }

    /// The byte range of line `line`'s content, without its line ending.
    package func lineBytes(_ line: Int) -> Range<Int> {
        guard line >= 0, line < lineStarts.count else { return bytes.count..<bytes.count }
        let s = lineStarts[line]
        var e = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if e > s, bytes[e - 1] == 0x0D { e -= 1 }
        return s..<e
    }

    /// The text of line `line` (zero-based), without its ending.
    package func lineText(_ line: Int) -> String { String(decoding: bytes[lineBytes(line)], as: UTF8.self) }

    /// The byte offset of an LSP position: a line past the end is the end of the text, a
    /// character past the line's end is its end, and one inside a character's UTF-16 pair is
    /// the start of that character.
    package func offset(of p: Position, _ encoding: PositionEncoding) -> Int {
        guard p.line < lineStarts.count else { return bytes.count }
        let range = lineBytes(p.line)
        switch encoding {
        case .utf8:
            var o = range.lowerBound + min(p.character, range.count)
            while o > range.lowerBound, o < range.upperBound, bytes[o] & 0xC0 == 0x80 { o -= 1 }
            return o
        case .utf16:
            var units = 0
            var o = range.lowerBound
            while o < range.upperBound {
                let b = bytes[o]
                let width = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
                let u = width == 4 ? 2 : 1
                if units + u > p.character { break }
                units += u
                o = min(range.upperBound, o + width)
            }
            return o
        }
    }

    /// The LSP position of a byte offset on line `line`.
    package func position(line: Int, byte: Int, _ encoding: PositionEncoding) -> Position {
        let range = lineBytes(line)
        let o = max(range.lowerBound, min(byte, range.upperBound))
        switch encoding {
        case .utf8: return Position(line: line, character: o - range.lowerBound)
        case .utf16:
            var units = 0
            for k in range.lowerBound..<o {
                let b = bytes[k]
                if b & 0xC0 != 0x80 { units += b >= 0xF0 ? 2 : 1 }
            }
            return Position(line: line, character: units)
        }
    }

    /// The position just past the last byte.
    package func endPosition(_ encoding: PositionEncoding) -> Position {
        position(line: lineStarts.count - 1, byte: bytes.count, encoding)
    }

    /// The LSP range of a journal `SourceRange` (1-based line, column and length in
    /// characters, that is grapheme clusters). A byte-order mark is not a column to the journal
    /// (the day parser and the TOML reader skip it), but it is a character of the editor's line 0.
    package func range(of r: SourceRange, _ encoding: PositionEncoding) -> TextRange {
        let line = max(0, min(r.line - 1, lineStarts.count - 1))
        var bytesRange = lineBytes(line)
        if line == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytesRange = min(3, bytesRange.upperBound)..<bytesRange.upperBound }
        let text = String(decoding: bytes[bytesRange], as: UTF8.self)
        var startByte = bytesRange.upperBound
        var endByte = bytesRange.upperBound
        var column = 1
        var o = bytesRange.lowerBound
        let first = max(1, r.column)
        let last = first + max(0, r.length)
        for c in text {
            if column == first { startByte = o }
            if column == last { endByte = o; break }
            o += c.utf8.count
            column += 1
        }
        if column == first { startByte = o }
        if column == last { endByte = o }
        if r.line - 1 >= lineStarts.count { startByte = bytesRange.upperBound; endByte = startByte }
        return TextRange(start: position(line: line, byte: startByte, encoding),
                         end: position(line: line, byte: max(startByte, endByte), encoding))
    }

    /// Replaces `range` (nil: the whole text) with `text`.
    package mutating func replace(_ range: TextRange?, with text: String, _ encoding: PositionEncoding) {
        guard let range else {
            bytes = Array(text.utf8)
            lineStarts = Self.lineStarts(bytes)
            return
        }
        let a = offset(of: range.start, encoding)
        let b = max(a, offset(of: range.end, encoding))
        bytes.replaceSubrange(a..<b, with: text.utf8)
        lineStarts = Self.lineStarts(bytes)
    }

    /// One edit that turns this text into `new`: the span between their common prefix and
    /// suffix; nil when they are equal.
    package func edit(to new: [UInt8], _ encoding: PositionEncoding) -> (range: TextRange, text: String)? {
        guard new != bytes else { return nil }
        var p = 0
        while p < bytes.count, p < new.count, bytes[p] == new[p] { p += 1 }
        // Whole lines, so no edit starts or ends inside a character.
        while p > 0, bytes[p - 1] != 0x0A { p -= 1 }
        var s = 0
        let most = min(bytes.count, new.count) - p
        while s < most, bytes[bytes.count - 1 - s] == new[new.count - 1 - s] { s += 1 }
        while s > 0, bytes.count - s > 0, bytes[bytes.count - s - 1] != 0x0A { s -= 1 }
        let start = bytePosition(p, encoding)
        let end = bytePosition(bytes.count - s, encoding)
        return (TextRange(start: start, end: end), String(decoding: new[p..<(new.count - s)], as: UTF8.self))
    }

    /// The LSP position of any byte offset of the text.
    package func bytePosition(_ offset: Int, _ encoding: PositionEncoding) -> Position {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let range = lineBytes(lo)
        if offset > range.upperBound { // inside the line's ending: the end of the line
            return position(line: lo, byte: range.upperBound, encoding)
        }
        return position(line: lo, byte: offset, encoding)
    }
}
