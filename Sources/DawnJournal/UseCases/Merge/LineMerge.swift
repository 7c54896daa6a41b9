/// The three-way merge of lines that `git merge-file` does (Git's xdiff/xmerge.c is the
/// reference): the changes from the base to each side; a change on one side only is taken; the
/// same change on both sides is taken once; changes that overlap or touch are a conflict, which
/// is then narrowed to the lines where the two sides really differ (Git's "zealous" level), and
/// conflicts closer than four lines, or apart by lines without a letter or digit, are joined.
///
/// Lines are compared with their line endings; the result copies the sides' bytes.
package enum LineMerge {
    /// One line with its ending (`\n`, `\r\n`, or none for a last line without one).
    package typealias Line = ArraySlice<UInt8>

    /// How conflicts are written.
    package struct Markers: Sendable {
        package var size: Int
        package var ours: String
        package var theirs: String

        package init(size: Int = 7, ours: String = "ours", theirs: String = "theirs") {
            self.size = max(1, size)
            self.ours = ours
            self.theirs = theirs
        }

        /// A marker line: `size` times `char`, a space and the label if there is one, and `ending`.
        package func line(_ char: UInt8, label: String, ending: [UInt8]) -> [UInt8] {
            [UInt8](repeating: char, count: size) + (label.isEmpty ? [] : [0x20] + Array(label.utf8)) + ending
        }
    }

    /// A piece of a merge: lines every side agrees on (or one side changed alone), or a conflict.
    package enum Piece: Equatable {
        case clean([Line])
        case conflict(ours: [Line], theirs: [Line])
    }

    /// Splits bytes into lines, each with its ending, at LF only, as Git's xdiff does
    /// (`GitLine.lines`): a CR stays in its line, so that a merge is `git merge-file`'s byte for
    /// byte (checked against it on random texts).
    package static func lines(_ bytes: some Collection<UInt8>) -> [Line] { GitLine.lines(bytes) }

    /// The merge of `ours` and `theirs` from `base`, written with markers, and the number of conflicts.
    package static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], markers: Markers = Markers()) -> (
        bytes: [UInt8], conflicts: Int
    ) {
        let b = lines(base)
        let o = lines(ours)
        let t = lines(theirs)
        return render(pieces(base: b, ours: o, theirs: t), markers: markers, crlf: needsCR(base: b, ours: o, theirs: t))
    }

    /// The merge as pieces, in order.
    ///
    /// With `keepOneSidedAdditions`, a conflict where both sides added lines at one place and,
    /// once narrowed, one side added nothing, takes the other side's lines: an addition with
    /// nothing against it (the day-file merge wants this; Git does not do it).
    package static func pieces(base: [Line], ours: [Line], theirs: [Line], keepOneSidedAdditions: Bool = false)
        -> [Piece]
    {
        if ours == theirs || theirs == base { return [.clean(ours)] }
        if ours == base { return [.clean(theirs)] }
        // The changes of each side, walked together as xdl_do_merge does.
        struct Change {
            var mode: Int
            var i0: Int
            var i1: Int
            var chg1: Int
            var i2: Int
            var chg2: Int
            var baseCount: Int
        } // i1/chg1 in ours, i2/chg2 in theirs
        let x1 = LineDiff.hunks(base, ours)
        let x2 = LineDiff.hunks(base, theirs)
        var changes: [Change] = []
        // Adds a change, joined with the previous one when they overlap (xdl_append_merge).
        func append(_ mode: Int, _ i0: Int, _ chg0: Int, _ i1: Int, _ chg1: Int, _ i2: Int, _ chg2: Int) {
            if let m = changes.last, i1 <= m.i1 + m.chg1 || i2 <= m.i2 + m.chg2 {
                let n = changes.count - 1
                if mode != m.mode { changes[n].mode = 0 }
                changes[n].baseCount = i0 + chg0 - (m.i0)
                changes[n].chg1 = i1 + chg1 - m.i1
                changes[n].chg2 = i2 + chg2 - m.i2
            } else {
                changes.append(Change(mode: mode, i0: i0, i1: i1, chg1: chg1, i2: i2, chg2: chg2, baseCount: chg0))
            }
        }
        var p = 0
        var q = 0
        while p < x1.count, q < x2.count {
            let a = x1[p]
            let c = x2[q]
            if a.oldStart + a.oldCount < c.oldStart {
                // Ours alone (theirs has base's lines there).
                append(
                    1, a.oldStart, a.oldCount, a.newStart, a.newCount, c.newStart - c.oldStart + a.oldStart, a.oldCount)
                p += 1
                continue
            }
            if c.oldStart + c.oldCount < a.oldStart {
                append(
                    2, c.oldStart, c.oldCount, a.newStart - a.oldStart + c.oldStart, c.oldCount, c.newStart, c.newCount)
                q += 1
                continue
            }
            if a.oldStart != c.oldStart || a.oldCount != c.oldCount || a.newCount != c.newCount
                || ours[a.newStart..<(a.newStart + a.newCount)] != theirs[c.newStart..<(c.newStart + c.newCount)]
            {
                let off = a.oldStart - c.oldStart
                let ffo = off + a.oldCount - c.oldCount
                var i0 = a.oldStart
                var i1 = a.newStart
                var i2 = c.newStart
                if off > 0 {
                    i0 -= off
                    i1 -= off
                } else {
                    i2 += off
                }
                var chg0 = a.oldStart + a.oldCount - i0
                var chg1 = a.newStart + a.newCount - i1
                var chg2 = c.newStart + c.newCount - i2
                if ffo < 0 {
                    chg0 -= ffo
                    chg1 -= ffo
                } else {
                    chg2 += ffo
                }
                append(0, i0, chg0, i1, chg1, i2, chg2)
            }
            let e1 = a.oldStart + a.oldCount
            let e2 = c.oldStart + c.oldCount
            if e1 >= e2 { q += 1 }
            if e2 >= e1 { p += 1 }
        }
        while p < x1.count {
            let a = x1[p]
            append(
                1, a.oldStart, a.oldCount, a.newStart, a.newCount, a.oldStart + theirs.count - base.count, a.oldCount)
            p += 1
        }
        while q < x2.count {
            let c = x2[q]
            append(2, c.oldStart, c.oldCount, c.oldStart + ours.count - base.count, c.oldCount, c.newStart, c.newCount)
            q += 1
        }
        // Narrow each conflict to where the sides differ (xdl_refine_conflicts).
        var refined: [Change] = []
        for m in changes {
            guard m.mode == 0, m.chg1 > 0, m.chg2 > 0 else {
                refined.append(m)
                continue
            }
            let hunks = LineDiff.hunks(Array(ours[m.i1..<(m.i1 + m.chg1)]), Array(theirs[m.i2..<(m.i2 + m.chg2)]))
            if hunks.isEmpty { // the same lines: ours has them already
                refined.append(
                    Change(mode: 4, i0: m.i0, i1: m.i1, chg1: m.chg1, i2: m.i2, chg2: m.chg2, baseCount: m.baseCount))
                continue
            }
            for h in hunks {
                refined.append(
                    Change(
                        mode: 0, i0: m.i0, i1: m.i1 + h.oldStart, chg1: h.oldCount, i2: m.i2 + h.newStart,
                        chg2: h.newCount,
                        baseCount: m.baseCount == 0 ? 0 : -1))
            }
        }
        // Join conflicts apart by at most three lines, or by lines without a letter or digit
        // (xdl_simplify_non_conflicts, at git merge-file's level).
        var joined: [Change] = []
        for m in refined {
            if m.mode == 0, let last = joined.last, last.mode == 0 {
                let gap = ours[(last.i1 + last.chg1)..<m.i1]
                if gap.count <= 3 || !gap.contains(where: { $0.contains(where: isAlphanumeric) }) {
                    joined[joined.count - 1].chg1 = m.i1 + m.chg1 - last.i1
                    joined[joined.count - 1].chg2 = m.i2 + m.chg2 - last.i2
                    joined[joined.count - 1].baseCount =
                        (last.baseCount == 0 && m.baseCount == 0 && gap.isEmpty) ? 0 : -1
                    continue
                }
            }
            joined.append(m)
        }
        // Pieces: ours' lines between changes, each change's lines.
        var pieces: [Piece] = []
        var clean: [Line] = []
        var i = 0
        for m in joined where m.mode != 4 { // 4: the same on both sides, ours' lines copied with what follows
            clean += ours[i..<m.i1]
            switch m.mode {
            case 0:
                let o = Array(ours[m.i1..<(m.i1 + m.chg1)])
                let t = Array(theirs[m.i2..<(m.i2 + m.chg2)])
                if keepOneSidedAdditions, m.baseCount == 0, o.isEmpty || t.isEmpty {
                    clean += o + t
                } else {
                    if !clean.isEmpty {
                        pieces.append(.clean(clean))
                        clean = []
                    }
                    pieces.append(.conflict(ours: o, theirs: t))
                }
            case 1:
                clean += ours[m.i1..<(m.i1 + m.chg1)]
            default:
                clean += theirs[m.i2..<(m.i2 + m.chg2)]
            }
            i = m.i1 + m.chg1
        }
        clean += ours[i...]
        if !clean.isEmpty { pieces.append(.clean(clean)) }
        return pieces
    }

    /// Pieces written out: conflicts between markers; a side's last line without an ending
    /// gets one before a marker, as Git does.
    package static func render(_ pieces: [Piece], markers: Markers, crlf: Bool) -> (bytes: [UInt8], conflicts: Int) {
        var out: [UInt8] = []
        var conflicts = 0
        let ending = (crlf ? LineEnding.crlf : .lf).bytes
        for piece in pieces {
            switch piece {
            case .clean(let lines):
                for line in lines { out += line }
            case .conflict(let ours, let theirs):
                conflicts += 1
                if GitLine.isOpen(out) { out += ending }
                out += markers.line(0x3C, label: markers.ours, ending: ending)
                for line in ours { out += line }
                if GitLine.isOpen(ours.last ?? []) { out += ending }
                out += markers.line(0x3D, label: "", ending: ending)
                for line in theirs { out += line }
                if GitLine.isOpen(theirs.last ?? []) { out += ending }
                out += markers.line(0x3E, label: markers.theirs, ending: ending)
            }
        }
        return (out, conflicts)
    }

    /// Whether markers end in CRLF: when the sides' (and the base's) first lines do.
    package static func needsCR(base: [Line], ours: [Line], theirs: [Line]) -> Bool {
        func crlf(_ lines: [Line]) -> Bool? {
            lines.first(where: { GitLine.isTerminated($0) }).map { GitLine.ending(of: $0) == .crlf }
        }
        let sides = [crlf(ours), crlf(theirs), crlf(base)].compactMap { $0 }
        return !sides.isEmpty && sides.allSatisfy { $0 }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
