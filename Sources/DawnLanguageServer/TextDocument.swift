import DawnJournal
import DawnSource

/// An open document's text, as UTF-8 bytes, and the conversions between LSP positions and
/// the journal's places (1-based line, column in characters).
package struct TextDocument: Sendable {
    package var uri: String
    package var version: Int
    /// The text as lines (`SourceText`), made once per change: the checker and the parser read
    /// these same lines instead of splitting the bytes again.
    package private(set) var source: SourceText

    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        source = SourceText(text)
    }

    package var bytes: [UInt8] { source.bytes }
    package var text: String { String(decoding: bytes, as: UTF8.self) }
    /// How many lines the editor has (one more, empty, after a last line ending).
    package var lineCount: Int { source.editorLineCount }

    /// The byte range of line `line`'s content, without its line ending (a byte-order mark is
    /// part of line 0).
    package func lineBytes(_ line: Int) -> Range<Int> { source.editorLine(line) }

    /// The text of line `line` (zero-based), without its ending.
    package func lineText(_ line: Int) -> String { String(decoding: bytes[lineBytes(line)], as: UTF8.self) }

    /// The byte offset of an LSP position: a line past the end is the end of the text, a
    /// character past the line's end is its end, and one inside a character's UTF-16 pair is
    /// the start of that character.
    package func offset(of p: Position, _ encoding: PositionEncoding) -> Int {
        guard p.line < lineCount else { return bytes.count }
        let range = lineBytes(p.line)
        switch encoding {
        case .utf8: return source.byte(utf8: p.character, in: range)
        case .utf16: return source.byte(utf16: p.character, in: range)
        }
    }

    /// The LSP position of a byte offset on line `line`.
    package func position(line: Int, byte: Int, _ encoding: PositionEncoding) -> Position {
        let range = lineBytes(line)
        let o = max(range.lowerBound, min(byte, range.upperBound))
        switch encoding {
        case .utf8: return Position(line: line, character: o - range.lowerBound)
        case .utf16: return Position(line: line, character: source.utf16Count(range.lowerBound..<o))
        }
    }

    /// The position just past the last byte.
    package func endPosition(_ encoding: PositionEncoding) -> Position {
        position(line: lineCount - 1, byte: bytes.count, encoding)
    }

    /// The LSP range of a journal `SourceRange` (1-based line, column and length in
    /// characters, that is grapheme clusters). A byte-order mark is not a column to the journal
    /// (the day parser and the TOML reader skip it), but it is a character of the editor's line 0.
    package func range(of r: SourceRange, _ encoding: PositionEncoding) -> TextRange {
        let line = max(0, min(r.line - 1, lineCount - 1))
        var bytesRange = lineBytes(line)
        if line == 0, source.hasByteOrderMark { bytesRange = min(3, bytesRange.upperBound)..<bytesRange.upperBound }
        var span = source.byteRange(column: r.column, length: r.length, in: bytesRange)
        if r.line - 1 >= lineCount { span = bytesRange.upperBound..<bytesRange.upperBound }
        return TextRange(
            start: position(line: line, byte: span.lowerBound, encoding),
            end: position(line: line, byte: span.upperBound, encoding))
    }

    /// Replaces `range` (nil: the whole text) with `text`.
    package mutating func replace(_ range: TextRange?, with text: String, _ encoding: PositionEncoding) {
        guard let range else {
            source = SourceText(text)
            return
        }
        let a = offset(of: range.start, encoding)
        let b = max(a, offset(of: range.end, encoding))
        var bytes = source.bytes
        bytes.replaceSubrange(a..<b, with: text.utf8)
        source = SourceText(bytes)
    }

    /// One edit that turns this text into `new`: the span between their common prefix and
    /// suffix; nil when they are equal.
    package func edit(to new: [UInt8], _ encoding: PositionEncoding) -> (range: TextRange, text: String)? {
        guard new != bytes else { return nil }
        var p = 0
        while p < bytes.count, p < new.count, bytes[p] == new[p] { p += 1 }
        // Whole lines, so no edit starts or ends inside a character.
        p = source.editorLineStart(source.editorLine(containing: p))
        var s = 0
        let most = min(bytes.count, new.count) - p
        while s < most, bytes[bytes.count - 1 - s] == new[new.count - 1 - s] { s += 1 }
        let suffixLine = source.editorLine(containing: bytes.count - s)
        if bytes.count - s != source.editorLineStart(suffixLine) {
            s = suffixLine + 1 < lineCount ? bytes.count - source.editorLineStart(suffixLine + 1) : 0
        }
        let start = bytePosition(p, encoding)
        let end = bytePosition(bytes.count - s, encoding)
        return (TextRange(start: start, end: end), String(decoding: new[p..<(new.count - s)], as: UTF8.self))
    }

    /// The LSP position of any byte offset of the text.
    package func bytePosition(_ offset: Int, _ encoding: PositionEncoding) -> Position {
        let line = source.editorLine(containing: offset)
        let range = lineBytes(line)
        if offset > range.upperBound { // inside the line's ending: the end of the line
            return position(line: line, byte: range.upperBound, encoding)
        }
        return position(line: line, byte: offset, encoding)
    }
}
