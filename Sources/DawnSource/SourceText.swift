/// A file as text: its bytes, whether they begin with a UTF-8 byte-order mark, and its lines
/// (`LineTable`), with the conversions between the positions each front end speaks:
///
/// - a byte offset into the file;
/// - a line and a column in characters (grapheme clusters), 1-based, as `SourceRange` and every
///   diagnostic give them (a byte-order mark is not a column);
/// - a column in UTF-16 code units or UTF-8 bytes, 0-based, as the language server's clients
///   count them (a byte-order mark is a character of the editor's first line);
/// - a width in terminal columns (`DisplayWidth`), for carets.
///
/// Made once per file (or per change of an open document) and read by everyone: no reader
/// splits the bytes again.
package struct SourceText: Sendable {
    package let bytes: [UInt8]
    /// Whether the bytes begin with a UTF-8 byte-order mark (EF BB BF).
    package let hasByteOrderMark: Bool
    /// The lines, the first starting after a byte-order mark.
    package let lines: LineTable

    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
        lines = LineTable(bytes, from: hasByteOrderMark ? 3 : 0)
    }

    package init(_ text: String) { self.init(Array(text.utf8)) }

    /// How many lines there are (an empty file has none; "a\n" has one).
    package var lineCount: Int { lines.count }

    /// Line `k`'s content (0-based), as a range of the bytes, without its ending.
    package func content(_ k: Int) -> Range<Int> { lines.ranges[k] }

    /// Line `k`'s ending.
    package func ending(_ k: Int) -> LineEnding { lines.ending(of: k, in: bytes) }

    /// Line `k`'s text (invalid UTF-8 read with replacement characters).
    package func text(_ k: Int) -> String { String(decoding: bytes[lines.ranges[k]], as: UTF8.self) }

    /// Every line's text, without endings.
    package var texts: [String] { (0..<lines.count).map(text) }

    /// The ending new lines take (`LineTable.preferredEnding`).
    package var preferredEnding: LineEnding { lines.preferredEnding }

    // MARK: Insertions

    /// Whether these bytes are `old`'s with the lines `inserted` (indices of these lines) put in
    /// whole after one of its lines: each line before them and each line after them is, in
    /// both, the same bytes read as one line, so that a reader who knows how `old`'s lines read
    /// knows how these read but for the inserted ones. Only the ending of the line before them
    /// may differ (a last line without one gains one). Never true of lines inserted first,
    /// where the byte-order mark and the first line's own reading lie.
    ///
    /// Whether a byte starts a line depends only on the byte before it and itself, so comparing
    /// the bytes before and after the inserted lines, and the endings around the line before
    /// them in `old`, decides it without splitting `old` again.
    package func inserts(_ inserted: Range<Int>, into old: [UInt8]) -> Bool {
        let (lf, cr): (UInt8, UInt8) = (0x0A, 0x0D)
        guard inserted.lowerBound >= 1, !inserted.isEmpty, inserted.upperBound <= lines.count else { return false }
        let before = lines.ranges[inserted.lowerBound - 1]
        let end = before.upperBound
        // The line before them: a line of `old` (an empty line at its very end is none), with the
        // same bytes up to its end, where `old` has an ending or stops.
        guard before.lowerBound < old.count, end <= old.count, ByteScanning.same(old[..<end], bytes[..<end])
        else { return false }
        // It starts where it starts here: a CR before it would not end a line before an LF.
        if before.lowerBound > 0, old[before.lowerBound - 1] == cr, old[before.lowerBound] == lf { return false }
        // What follows that line in `old`: one ending, then the lines after the inserted ones.
        let rest = inserted.upperBound < lines.count ? lines.ranges[inserted.upperBound].lowerBound : bytes.count
        let restInOld = rest - (bytes.count - old.count)
        guard restInOld >= end, ByteScanning.same(old[restInOld...], bytes[rest...]) else { return false }
        switch restInOld - end {
        case 0: return restInOld == old.count
        case 1: return old[end] == lf || (old[end] == cr && (restInOld == old.count || old[restInOld] != lf))
        case 2: return old[end] == cr && old[end + 1] == lf
        default: return false
        }
    }

    // MARK: Byte offsets and characters

    /// The line and character column (1-based, length 1) of the byte at `offset`, as a
    /// diagnostic about that byte gives it.
    package func position(ofByte offset: Int) -> SourceRange {
        guard !lines.ranges.isEmpty else {
            return SourceRange(line: 1, column: String(decoding: bytes[0..<offset], as: UTF8.self).count + 1, length: 1)
        }
        let k = lines.line(containing: offset)
        let start = lines.ranges[k].lowerBound <= offset ? lines.ranges[k].lowerBound : 0
        let column = String(decoding: bytes[start..<offset], as: UTF8.self).count + 1
        return SourceRange(line: k + 1, column: column, length: 1)
    }

    /// The bytes of characters `column..<column+length` (1-based, in characters) of the
    /// content `range`: a column past the end is the end.
    package func byteRange(column: Int, length: Int, in range: Range<Int>) -> Range<Int> {
        let text = String(decoding: bytes[range], as: UTF8.self)
        var startByte = range.upperBound
        var endByte = range.upperBound
        var c = 1
        var o = range.lowerBound
        let first = max(1, column)
        let last = first + max(0, length)
        for ch in text {
            if c == first { startByte = o }
            if c == last {
                endByte = o
                break
            }
            o += ch.utf8.count
            c += 1
        }
        if c == first { startByte = o }
        if c == last { endByte = o }
        return startByte..<max(startByte, endByte)
    }

    // MARK: UTF-16 and UTF-8 columns (the language server's)

    /// How many UTF-16 code units the bytes `range` take.
    package func utf16Count(_ range: Range<Int>) -> Int {
        var units = 0
        for k in range {
            let b = bytes[k]
            if b & 0xC0 != 0x80 { units += b >= 0xF0 ? 2 : 1 }
        }
        return units
    }

    /// The byte that `units` UTF-16 code units into `range` stands at: past the end is the
    /// end, and inside a character's surrogate pair is the start of that character.
    package func byte(utf16 units: Int, in range: Range<Int>) -> Int {
        var counted = 0
        var o = range.lowerBound
        while o < range.upperBound {
            let b = bytes[o]
            let width = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            let u = width == 4 ? 2 : 1
            if counted + u > units { break }
            counted += u
            o = min(range.upperBound, o + width)
        }
        return o
    }

    /// The byte that `count` UTF-8 bytes into `range` stands at: past the end is the end, and
    /// inside a character is the start of that character.
    package func byte(utf8 count: Int, in range: Range<Int>) -> Int {
        var o = range.lowerBound + min(count, range.count)
        while o > range.lowerBound, o < range.upperBound, bytes[o] & 0xC0 == 0x80 { o -= 1 }
        return o
    }

    // MARK: Editor lines

    /// How many lines an editor shows: the lines, and one more (empty) after a last line that
    /// ends (or for empty bytes), as LSP counts them.
    package var editorLineCount: Int {
        guard let last = lines.ranges.last else { return 1 }
        return last.upperBound < bytes.count ? lines.count + 1 : lines.count
    }

    /// Editor line `k`'s content: a byte-order mark is part of the first line; a line past
    /// the end is empty at the end.
    package func editorLine(_ k: Int) -> Range<Int> {
        guard k >= 0, k < lines.count else {
            if k == 0 { return 0..<bytes.count } // no lines: empty, or a byte-order mark only
            return bytes.count..<bytes.count
        }
        let r = lines.ranges[k]
        return k == 0 ? 0..<r.upperBound : r
    }

    /// The editor line holding byte `offset` (a byte of an ending belongs to its line).
    package func editorLine(containing offset: Int) -> Int {
        if lines.count == 0 { return 0 }
        let k = lines.line(containing: offset)
        // Past the last line's ending: the empty line after it.
        let r = lines.ranges[k]
        if k == lines.count - 1, offset > r.upperBound, offset >= r.upperBound + ending(k).bytes.count,
            editorLineCount > lines.count
        {
            return lines.count
        }
        return k
    }

    /// Every editor line's text: what `split(separator: "\n", omittingEmptySubsequences: false)`
    /// gives, with CRLF and a lone CR ending lines too (text ending in a line ending has an
    /// empty last line; empty text is one empty line).
    package var editorTexts: [String] {
        (0..<editorLineCount).map { String(decoding: bytes[editorLine($0)], as: UTF8.self) }
    }

    /// The byte where editor line `k` starts.
    package func editorLineStart(_ k: Int) -> Int { editorLine(k).lowerBound }
}
