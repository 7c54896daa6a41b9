import DawnSource

/// The exact inverse of one write, as data: for every file the write changed, the lines it
/// wrote (which must still be there when it is undone) and the lines that were there before
/// (put back in the same place). `JournalService.undo(_:)` applies it under the journal's lock.
///
/// Every writing use case returns one with its outcome (nil when nothing was written), and
/// `undo(_:)` returns the inverse of the undo, so a stack of them undoes and redoes any
/// sequence of edits byte for byte. Only the lines the write changed are compared, never the
/// whole file: a line another program added elsewhere neither blocks an undo nor is touched by
/// it, while a changed line refuses it (`RefusalReason.undoConflict`). A front end keeps the
/// value as it is; a web page keeps it as JSON (`json`, `init(json:)`).
public struct JournalUndo: Sendable, Equatable {
    /// The inverse of the write to one file.
    struct FileUndo: Sendable, Equatable {
        /// The file, from the journal's root.
        var path: String
        /// Whether the file was there before the write: an undo of a write that created it, and
        /// that leaves it empty, removes it.
        var existed: Bool
        /// Whether the write left a file there.
        var exists: Bool
        /// The places the write changed, in file order.
        var hunks: [Hunk]
    }

    /// One place a write changed: lines written in place of others.
    struct Hunk: Sendable, Equatable {
        /// Where the written lines start (0-based) in the file as the write left it.
        var line: Int
        /// The lines the write put there, each with its ending; empty when it only removed lines.
        var written: [[UInt8]]
        /// The lines that were there before, each with its ending: what an undo puts back.
        var restored: [[UInt8]]
        /// The line just before the written ones, and the one just after, as the write left
        /// them (nil: the file's start, its end): where `restored` goes back when the write
        /// only removed lines.
        var above: [UInt8]?
        var below: [UInt8]?
    }

    /// The files, in the order they were written.
    var files: [FileUndo]

    /// The files an undo changes, from the journal's root, in the order they were written.
    public var paths: [String] { files.map(\.path) }

    init(files: [FileUndo]) { self.files = files }

    /// The inverse of the writes that changed each path from `before` to `after` (nil: no file);
    /// nil when nothing changed.
    init?(changes: [(path: String, before: [UInt8]?, after: [UInt8]?)]) {
        var files: [FileUndo] = []
        for change in changes where change.before != change.after {
            let old = Self.lines(change.before ?? [])
            let new = Self.lines(change.after ?? [])
            let hunks = LineDiff.hunks(old, new).map { h in
                Hunk(
                    line: h.newStart, written: Array(new[h.newStart..<(h.newStart + h.newCount)]),
                    restored: Array(old[h.oldStart..<(h.oldStart + h.oldCount)]),
                    above: h.newStart > 0 ? new[h.newStart - 1] : nil,
                    below: h.newStart + h.newCount < new.count ? new[h.newStart + h.newCount] : nil)
            }
            files.append(
                FileUndo(path: change.path, existed: change.before != nil, exists: change.after != nil, hunks: hunks))
        }
        guard !files.isEmpty else { return nil }
        self.files = files
    }

    /// The lines of `bytes`, each with its ending (LF, CRLF or CR; the last may have none).
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        let table = LineTable(bytes)
        return table.ranges.indices.map { k in
            let r = table.ranges[k]
            return Array(bytes[r.lowerBound..<(r.upperBound + table.ending(of: k, in: bytes).bytes.count)])
        }
    }
}

extension JournalUndo.FileUndo {
    /// What an undo makes of the file as it is now (`current`, nil: no file): the restored
    /// lines in place of the written ones; nil when the file goes (the write created it and
    /// nothing else is in it). Refused when a place the write changed is no longer as it left it.
    func undone(_ current: [UInt8]?) throws(JournalRefusal) -> [UInt8]? {
        if exists != (current != nil) {
            throw JournalRefusal(.undoConflict(path: path, line: 1, text: nil), file: path)
        }
        let lines = JournalUndo.lines(current ?? [])
        var found: [Int] = []
        var from = 0
        var delta = 0
        for hunk in hunks {
            let expected = hunk.line + delta
            guard let at = Self.place(of: hunk, in: lines, from: from, near: expected) else {
                let text = hunk.written.first.map {
                    String(decoding: $0.prefix { !LineEnding.starts($0) }, as: UTF8.self)
                }
                throw JournalRefusal(
                    .undoConflict(path: path, line: min(max(expected, 0), lines.count) + 1, text: text), file: path)
            }
            found.append(at)
            from = at + hunk.written.count
            delta = at - hunk.line
        }
        var result: [UInt8] = []
        var k = 0
        for (hunk, at) in zip(hunks, found) {
            for line in lines[k..<at] { result += line }
            for line in hunk.restored { result += line }
            k = at + hunk.written.count
        }
        for line in lines[k...] { result += line }
        return result.isEmpty && !existed ? nil : result
    }

    /// Where `hunk`'s written lines are in `lines` (at or after `from`, the nearest to
    /// `expected`); for a write that only removed lines, the place between the lines that
    /// were around it: both, or, failing that, one of them when it is not blank.
    static func place(of hunk: JournalUndo.Hunk, in lines: [[UInt8]], from: Int, near expected: Int) -> Int? {
        let n = hunk.written.count
        guard from + n <= lines.count else { return nil }
        var best: (Int, Int)? = nil // (rank, place): lower is better
        for p in from...(lines.count - n) {
            let rank: Int
            if n > 0 {
                guard lines[p..<(p + n)].elementsEqual(hunk.written) else { continue }
                rank = 0
            } else {
                let aboveFits = p == 0 ? hunk.above == nil : lines[p - 1] == hunk.above
                let belowFits = p == lines.count ? hunk.below == nil : lines[p] == hunk.below
                if aboveFits && belowFits {
                    rank = 0
                } else if (aboveFits && !Self.isBlank(hunk.above)) || (belowFits && !Self.isBlank(hunk.below)) {
                    rank = 1
                } else {
                    continue
                }
            }
            let score = rank * (lines.count + 2) * 2 + abs(p - expected) * 2 + (p < expected ? 1 : 0)
            if best == nil || score < best!.0 { best = (score, p) }
        }
        return best?.1
    }

    /// Whether a line is missing (the file's start or end) or holds only spaces and its ending.
    static func isBlank(_ line: [UInt8]?) -> Bool {
        line?.allSatisfy { $0 == 0x20 || $0 == 0x09 || LineEnding.starts($0) } ?? true
    }
}
