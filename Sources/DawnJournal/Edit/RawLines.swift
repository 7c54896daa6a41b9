import DawnJournalFormat
import DawnJournalModel
import DawnJournalParse
import DawnSource

/// A file's bytes as lines that keep their own line endings, for edits that touch one line
/// and leave every other byte as it was.
package struct RawLines: Sendable, Equatable {
    /// Each line's bytes without its ending (the first keeps a byte-order mark, if any).
    package var contents: [[UInt8]]
    /// Each line's ending: "\n", "\r\n", "\r", or "" for a last line without one.
    package var endings: [[UInt8]]

    /// The lines of `bytes`, as `SourceText` reads them; a byte-order mark stays in the first
    /// line's contents (a file of a byte-order mark only is one line without an ending).
    package init(_ bytes: [UInt8]) {
        let source = SourceText(bytes)
        contents = []
        endings = []
        contents.reserveCapacity(source.lineCount)
        endings.reserveCapacity(source.lineCount)
        for k in 0..<source.lineCount {
            let range = k == 0 ? 0..<source.content(0).upperBound : source.content(k)
            contents.append(Array(bytes[range]))
            endings.append(source.ending(k).bytes)
        }
        if source.lineCount == 0, source.hasByteOrderMark {
            contents = [bytes]
            endings = [[]]
        }
    }

    package var bytes: [UInt8] {
        var out: [UInt8] = []
        for (c, e) in zip(contents, endings) {
            out += c
            out += e
        }
        return out
    }

    package var count: Int { contents.count }

    /// Whether the bytes read back as these same lines: after a removal, a line ending in a
    /// lone CR may stand before an empty line ending in LF, and the two endings would read as
    /// one CRLF. Editors refuse such an edit rather than change another line.
    package var readsBackWhole: Bool { readsBackWhole(SourceText(bytes)) }

    /// `readsBackWhole`, for the bytes already read as `source`.
    package func readsBackWhole(_ source: SourceText) -> Bool {
        (source.lineCount == 0 && source.hasByteOrderMark ? 1 : source.lineCount) == count
    }

    /// The ending new lines take (`LineEnding.preferred`), counted on the lines as edited.
    package var preferredEnding: [UInt8] {
        var crlf = 0
        var lf = 0
        var cr = 0
        for e in endings {
            switch LineEnding(bytes: e) {
            case .lf: lf += 1
            case .crlf: crlf += 1
            case .cr: cr += 1
            case .endOfFile, nil: break
            }
        }
        return LineEnding.preferred(lf: lf, crlf: crlf, cr: cr).bytes
    }

    /// Inserts `lines` before line index `index` (0-based; `count` appends). A last line
    /// without an ending gets one first, so the file stays line-based.
    package mutating func insert(_ lines: [String], at index: Int) {
        let ending = preferredEnding
        let cr = LineEnding.cr.bytes
        if index == count, let last = endings.indices.last, endings[last].isEmpty { endings[last] = ending }
        contents.insert(contentsOf: lines.map { Array($0.utf8) }, at: index)
        endings.insert(contentsOf: Array(repeating: ending, count: lines.count), at: index)
        // A lone CR followed by an empty line's LF would read as one CRLF, and a line would be
        // lost. Only the inserted lines' endings are chosen to avoid it: an inserted empty line
        // after a lone CR ends in CR, and an inserted line before an empty LF line ends in CRLF.
        for k in index..<(index + lines.count) {
            if k > 0, endings[k - 1] == cr, contents[k].isEmpty, endings[k] == LineEnding.lf.bytes { endings[k] = cr }
        }
        let last = index + lines.count - 1
        if lines.count > 0, last + 1 < count, endings[last] == cr, contents[last + 1].isEmpty,
            endings[last + 1] == LineEnding.lf.bytes
        {
            endings[last] = LineEnding.crlf.bytes
        }
    }

    /// Removes line index `index` with its ending.
    package mutating func remove(at index: Int) {
        contents.remove(at: index)
        let removedEnding = endings.remove(at: index)
        // Removing the last line: the line before it keeps its ending only if the removed one had one.
        if index == contents.count, let last = endings.indices.last, removedEnding.isEmpty { endings[last] = [] }
    }

    /// Removes line index `index` as `remove(at:)` does, keeping the first line's byte-order
    /// mark with the file: on the line that becomes the first, or alone when no line is left
    /// (the file held only the mark before the lines were written into it).
    package mutating func removeKeepingByteOrderMark(at index: Int) {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let moves = index == 0 && contents[0].starts(with: mark)
        remove(at: index)
        guard moves else { return }
        if contents.isEmpty {
            contents = [mark]
            endings = [[]]
        } else {
            contents[0] = mark + contents[0]
        }
    }

    /// The line's text (the byte-order mark of the first line dropped).
    package func text(_ index: Int) -> String {
        var c = contents[index][...]
        if index == 0, c.starts(with: [0xEF, 0xBB, 0xBF]) { c = c.dropFirst(3) }
        return String(decoding: c, as: UTF8.self)
    }

    /// Replaces the characters `column..<column+length` (1-based, in characters) of a line.
    package mutating func replace(line index: Int, column: Int, length: Int, with replacement: String) {
        let hasBOM = index == 0 && contents[0].starts(with: [0xEF, 0xBB, 0xBF])
        let text = self.text(index)
        let start = text.index(text.startIndex, offsetBy: column - 1)
        let end = text.index(start, offsetBy: length)
        let newText = String(text[..<start]) + replacement + String(text[end...])
        contents[index] = (hasBOM ? [0xEF, 0xBB, 0xBF] : []) + Array(newText.utf8)
    }
}
