/// The shortest edit script between two sequences (Myers' O(ND) algorithm): the one line diff of
/// the package, shared by the command line's unified diff (`fmt --diff`) and the three-way merge.
package enum LineDiff {
    /// One step of an edit script: keep a line of both, delete one of the old, insert one of the new.
    package enum Edit: Equatable, Sendable { case keep, delete, insert }

    /// A run of changes: `oldCount` lines of the old sequence from `oldStart` replaced by
    /// `newCount` lines of the new one from `newStart` (either count may be zero).
    package struct Hunk: Equatable, Sendable {
        package var oldStart: Int, oldCount: Int, newStart: Int, newCount: Int
    }

    /// How many differences (deleted plus inserted lines) the search looks through before it
    /// gives up: its trace grows with their square (2048: about 4 million numbers, 34 MB).
    package static let defaultMaxDifferences = 2048

    /// The shortest edit script from `a` to `b`; when more than `maxDifferences` lines differ
    /// (after the common prefix and suffix), a script that is still right but not the shortest:
    /// everything between the prefix and the suffix deleted, then inserted (a merge then sees one
    /// change there, as Git's diff does when its search gets too costly), so that neither the
    /// memory nor the time grows without bound on a huge file.
    package static func edits<T: Equatable>(_ a: [T], _ b: [T], maxDifferences: Int = defaultMaxDifferences) -> [Edit] {
        let n = a.count
        let m = b.count
        // A common prefix and suffix need no search (and keep the trace small).
        var prefix = 0
        while prefix < n, prefix < m, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < n - prefix, suffix < m - prefix, a[n - 1 - suffix] == b[m - 1 - suffix] { suffix += 1 }
        let middle =
            search(Array(a[prefix..<(n - suffix)]), Array(b[prefix..<(m - suffix)]), maxDifferences: maxDifferences)
            ?? [Edit](repeating: .delete, count: n - suffix - prefix)
            + [Edit](repeating: .insert, count: m - suffix - prefix)
        return [Edit](repeating: .keep, count: prefix) + middle + [Edit](repeating: .keep, count: suffix)
    }

    /// The changes from `a` to `b` as hunks, in order.
    package static func hunks<T: Equatable>(_ a: [T], _ b: [T], maxDifferences: Int = defaultMaxDifferences) -> [Hunk] {
        var hunks: [Hunk] = []
        var i = 0
        var j = 0
        for e in edits(a, b, maxDifferences: maxDifferences) {
            switch e {
            case .keep:
                i += 1
                j += 1
                continue
            case .delete:
                if let last = hunks.last, last.oldStart + last.oldCount == i, last.newStart + last.newCount == j {
                    hunks[hunks.count - 1].oldCount += 1
                } else {
                    hunks.append(Hunk(oldStart: i, oldCount: 1, newStart: j, newCount: 0))
                }
                i += 1
            case .insert:
                if let last = hunks.last, last.oldStart + last.oldCount == i, last.newStart + last.newCount == j {
                    hunks[hunks.count - 1].newCount += 1
                } else {
                    hunks.append(Hunk(oldStart: i, oldCount: 0, newStart: j, newCount: 1))
                }
                j += 1
            }
        }
        return hunks
    }

    /// Myers' search; nil when more than `maxDifferences` lines differ. The trace keeps, for
    /// each number of differences d, only the diagonals -d...d it reached (so it grows as d²,
    /// not d times the lengths).
    private static func search<T: Equatable>(_ a: [T], _ b: [T], maxDifferences: Int) -> [Edit]? {
        let n = a.count
        let m = b.count
        let max = n + m
        if max == 0 { return [] }
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = [] // trace[d][k + d]: v[max + k] before step d, for k in -d...d
        outer: for d in 0...max {
            if d > maxDifferences { return nil }
            trace.append(Array(v[(max - d)...(max + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[max + k] = x
                if x >= n, y >= m { break outer }
            }
        }
        var script: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let prevK = (k == -d || (k != d && v[d + k - 1] < v[d + k + 1])) ? k + 1 : k - 1
            let prevX = d == 0 ? 0 : v[d + prevK]
            let prevY = prevX - prevK
            while x > prevX, y > prevY {
                script.append(.keep)
                x -= 1
                y -= 1
            }
            if d > 0 { script.append(x == prevX ? .insert : .delete) }
            x = prevX
            y = prevY
        }
        return script.reversed()
    }
}
