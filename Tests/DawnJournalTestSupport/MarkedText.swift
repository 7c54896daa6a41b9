import DawnJournal

/// A test's text with its positions marked inline, so that no test counts columns by hand:
/// `«` opens a range and `»` closes it; `«»` marks a point.
///
///     let marked = MarkedText("## Timeline\n- «33:00-34:00» Run\n")
///     marked.text   // "## Timeline\n- 33:00-34:00 Run\n"
///     marked.range  // line 2, column 3, length 11
///
/// Positions are counted as the diagnostics count them: 1-based lines ended by LF, CRLF or a
/// lone CR; 1-based columns and lengths in characters (extended grapheme clusters), counted on
/// the text without its markers; a byte-order mark at the start is not a column. The language
/// server's positions (0-based lines, UTF-16 or UTF-8 code units) come from the same markers.
/// Ranges do not nest and stay on one line.
public struct MarkedText: Sendable {
    /// The text without its markers.
    public let text: String
    /// The marked ranges, in the order they are written.
    public let ranges: [SourceRange]
    /// The byte offsets in `text` where each range starts and ends.
    public let offsets: [(start: Int, end: Int)]

    /// A place as the language server gives it: a 0-based line, and a 0-based offset in the
    /// position encoding's code units (UTF-16 by default, or UTF-8 bytes).
    public struct LSPPosition: Hashable, Sendable {
        public var line: Int
        public var character: Int
    }

    /// A range as the language server gives it.
    public struct LSPRange: Hashable, Sendable {
        public var start: LSPPosition
        public var end: LSPPosition
        /// `[start line, start character, end line, end character]`.
        public var numbers: [Int] { [start.line, start.character, end.line, end.character] }
    }

    /// The code units an LSP position counts.
    public enum Encoding: Sendable { case utf16, utf8 }

    public init(_ marked: String) {
        var text = ""
        var offsets: [(start: Int, end: Int)] = []
        var open: Int?
        for scalar in marked.unicodeScalars {
            switch scalar {
            case "«":
                precondition(open == nil, "MarkedText: « inside a range in \(marked.debugDescription)")
                open = text.utf8.count
            case "»":
                guard let start = open else {
                    preconditionFailure("MarkedText: » without « in \(marked.debugDescription)")
                }
                offsets.append((start, text.utf8.count))
                open = nil
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        precondition(open == nil, "MarkedText: « without » in \(marked.debugDescription)")
        self.text = text
        let lines = Self.lineStarts(Array(text.utf8))
        let bytes = Array(text.utf8)
        ranges = offsets.map { start, end in
            let (line, lineStart) = Self.line(of: start, lines)
            precondition(
                line == Self.line(of: end, lines).number,
                "MarkedText: a range across lines in \(marked.debugDescription)")
            let skip = line == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let column = String(decoding: bytes[(lineStart + skip)..<start], as: UTF8.self).count + 1
            let length = String(decoding: bytes[start..<end], as: UTF8.self).count
            return SourceRange(line: line, column: column, length: length)
        }
        self.offsets = offsets
    }

    /// The one marked range.
    public var range: SourceRange {
        precondition(
            ranges.count == 1, "MarkedText: \(ranges.count) ranges where one was expected in \(text.debugDescription)")
        return ranges[0]
    }

    /// The marked ranges as the language server gives them, in `encoding`'s code units. A
    /// byte-order mark counts here: an editor keeps it in the text.
    public func lspRanges(_ encoding: Encoding = .utf16) -> [LSPRange] {
        let bytes = Array(text.utf8)
        let lines = Self.lineStarts(bytes)
        func position(_ offset: Int) -> LSPPosition {
            let (line, lineStart) = Self.line(of: offset, lines)
            let prefix = bytes[lineStart..<offset]
            let units = encoding == .utf8 ? prefix.count : String(decoding: prefix, as: UTF8.self).utf16.count
            return LSPPosition(line: line - 1, character: units)
        }
        return offsets.map { LSPRange(start: position($0.start), end: position($0.end)) }
    }

    /// The one marked range as the language server gives it.
    public func lspRange(_ encoding: Encoding = .utf16) -> LSPRange {
        let all = lspRanges(encoding)
        precondition(
            all.count == 1, "MarkedText: \(all.count) ranges where one was expected in \(text.debugDescription)")
        return all[0]
    }

    /// The byte offset at which each line starts: after each LF, each CRLF and each lone CR.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var k = 0
        while k < bytes.count {
            if bytes[k] == 0x0A || (bytes[k] == 0x0D && (k + 1 == bytes.count || bytes[k + 1] != 0x0A)) {
                starts.append(k + 1)
            }
            k += 1
        }
        return starts
    }

    /// The 1-based number of the line holding `offset`, and the offset at which it starts.
    static func line(of offset: Int, _ starts: [Int]) -> (number: Int, start: Int) {
        let index = (starts.lastIndex { $0 <= offset }) ?? 0
        return (index + 1, starts[index])
    }
}
