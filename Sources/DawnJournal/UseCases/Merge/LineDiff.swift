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

    /// The shortest edit script from `a` to `b`.
    package static func edits<T: Equatable>(_ a: [T], _ b: [T]) -> [Edit] {
        let n = a.count, m = b.count
        // A common prefix and suffix need no search (and keep the trace small).
        var prefix = 0
        while prefix < n, prefix < m, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < n - prefix, suffix < m - prefix, a[n - 1 - suffix] == b[m - 1 - suffix] { suffix += 1 }
        let middle = search(Array(a[prefix..<(n - suffix)]), Array(b[prefix..<(m - suffix)]))
        return [Edit](repeating: .keep, count: prefix) + middle + [Edit](repeating: .keep, count: suffix)
    }

    /// The changes from `a` to `b` as hunks, in order.
    package static func hunks<T: Equatable>(_ a: [T], _ b: [T]) -> [Hunk] {
        var hunks: [Hunk] = []
        var i = 0, j = 0
        for e in edits(a, b) {
            switch e {
            case .keep:
                i += 1; j += 1
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

    private static func search<T: Equatable>(_ a: [T], _ b: [T]) -> [Edit] {
        let n = a.count, m = b.count
        let max = n + m
        if max == 0 { return [] }
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n, y >= m { break outer }
            }
        }
        var script: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let prevK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let prevX = d == 0 ? 0 : v[max + prevK]
            let prevY = prevX - prevK
            while x > prevX, y > prevY { script.append(.keep); x -= 1; y -= 1 }
            if d > 0 { script.append(x == prevX ? .insert : .delete) }
            x = prevX; y = prevY
        }
        return script.reversed()
    }
}
