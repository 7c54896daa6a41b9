/// Lines as Git reads a file (`git merge-file`, `git diff`, .gitattributes), each with its ending:
/// split at LF only, so that a merge copies the sides' bytes as Git does. A CR right before the
/// LF makes the ending CRLF; a CR anywhere else is text to Git, but for a last line's final CR,
/// which `LineTable` reads as that line's ending and so does `ending(of:)`.
///
/// The merge driver's one model of its lines: it cuts, compares and writes lines through these,
/// never testing a byte for LF or CR itself (scripts/check-lines.py).
package enum GitLine {
    /// The lines of `bytes`, each with its LF (a last line without one has none): slices of one
    /// array, split with `LineTable.gitLines`.
    package static func lines(_ bytes: some Collection<UInt8>) -> [ArraySlice<UInt8>] {
        let all = Array(bytes)
        return LineTable.gitLines(all).ranges.map { all[$0.lowerBound..<min($0.upperBound + 1, all.count)] }
    }

    /// How `bytes` end, as the ending of their last line: `.crlf` or `.lf` when they end in LF,
    /// `.cr` when they end in a CR that no LF follows, `.endOfFile` otherwise (no bytes at all too).
    package static func ending(of bytes: some BidirectionalCollection<UInt8>) -> LineEnding {
        guard let last = bytes.last else { return .endOfFile }
        if last == LineEnding.cr.bytes[0] { return .cr }
        guard last == LineEnding.lf.bytes[0] else { return .endOfFile }
        let before = bytes.index(before: bytes.endIndex)
        return before > bytes.startIndex && bytes[bytes.index(before: before)] == LineEnding.cr.bytes[0] ? .crlf : .lf
    }

    /// The line without its ending (`ending(of:)`).
    package static func content(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.dropLast(ending(of: line).bytes.count)
    }

    /// Whether `bytes` end with a line's LF (so that what is written after them starts a line);
    /// no bytes do not.
    package static func isTerminated(_ bytes: some BidirectionalCollection<UInt8>) -> Bool {
        switch ending(of: bytes) {
        case .lf, .crlf: true
        case .cr, .endOfFile: false
        }
    }

    /// Whether `bytes` stop inside a line: there are some, and they do not end with an LF.
    package static func isOpen(_ bytes: some BidirectionalCollection<UInt8>) -> Bool {
        !bytes.isEmpty && !isTerminated(bytes)
    }

    /// Appends `text`, whose lines end in LF (as the merge builds them), to `out` with each LF
    /// written as `ending`. Bytes, not any sequence: a generic call across modules looked up
    /// its iterator at run time (a demangling, a tenth of the merge driver's start).
    package static func append(_ text: [UInt8], endingLinesWith ending: [UInt8], to out: inout [UInt8]) {
        let lf = LineEnding.lf.bytes[0]
        if ending.count == 1, ending[0] == lf {
            out += text
            return
        }
        for byte in text {
            if byte == lf { out += ending } else { out.append(byte) }
        }
    }
}
