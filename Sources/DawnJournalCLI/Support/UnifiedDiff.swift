import DawnJournal

/// A unified diff of two texts, by lines (`LineDiff`, Myers' O(ND) algorithm), with three lines of context.
enum UnifiedDiff {
    typealias Edit = LineDiff.Edit

    static func diff(old: String, new: String, oldName: String, newName: String) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = edits(a.map(Line.init), b.map(Line.init))
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Walk the script, collecting hunks of changes with up to 3 lines of context.
        var rows: [(Edit, Int, Int)] = [] // edit, index in a, index in b
        var i = 0
        var j = 0
        for e in script {
            rows.append((e, i, j))
            switch e {
            case .keep:
                i += 1
                j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        var k = 0
        while k < rows.count {
            guard rows[k].0 != .keep else {
                k += 1
                continue
            }
            var start = k
            var context = 0
            while start > 0, context < 3, rows[start - 1].0 == .keep {
                start -= 1
                context += 1
            }
            var end = k
            var keeps = 0
            while end < rows.count {
                if rows[end].0 == .keep {
                    keeps += 1
                    if keeps > 6 { break }
                } else {
                    keeps = 0
                }
                end += 1
            }
            // Trim trailing context to 3.
            var trailing = 0
            while end > k, rows[end - 1].0 == .keep, trailing < keeps {
                end -= 1
                trailing += 1
            }
            end = min(rows.count, end + min(3, trailing))
            let hunk = rows[start..<end]
            let oldCount = hunk.filter { $0.0 != .insert }.count
            let newCount = hunk.filter { $0.0 != .delete }.count
            let oldStart = oldCount == 0 ? hunk.first!.1 : hunk.first!.1 + 1
            let newStart = newCount == 0 ? hunk.first!.2 : hunk.first!.2 + 1
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for (e, ai, bi) in hunk {
                switch e {
                case .keep: out += " " + shown(a[ai])
                case .delete: out += "-" + shown(a[ai])
                case .insert: out += "+" + shown(b[bi])
                }
            }
            k = end
        }
        return out
    }

    /// A line and whether a newline ends it (the last line of a file may lack one): two lines
    /// that differ only there differ.
    struct Line: Equatable {
        var text: String
        var newline: Bool
        init(_ pair: (String, Bool)) { (text, newline) = pair }
    }

    /// Lines split on LF only, so a carriage return stays visible as a change; the last one
    /// says whether a newline ends it.
    static func lines(_ s: String) -> [(String, Bool)] {
        // Git's lines (LF only), as `git diff` shows them.
        let bytes = Array(s.utf8)
        let table = LineTable.gitLines(bytes)
        return (0..<table.count).map {
            (String(decoding: bytes[table.ranges[$0]], as: UTF8.self), table.ending(of: $0, in: bytes) == .lf)
        }
    }

    /// A line of a hunk after its marker, with git's note when no newline ends it.
    static func shown(_ line: (String, Bool)) -> String {
        visible(line.0) + "\n" + (line.1 ? "" : "\\ No newline at end of file\n")
    }

    static func visible(_ line: String) -> String {
        line.replacingCR()
    }

    /// The shortest edit script from `a` to `b`: the package's one line diff.
    static func edits<T: Equatable>(_ a: [T], _ b: [T]) -> [Edit] {
        LineDiff.edits(a, b)
    }
}

extension String {
    /// A trailing carriage return shown as `^M`, so line-ending changes are visible in a diff.
    func replacingCR() -> String {
        unicodeScalars.last == "\r" ? String(String.UnicodeScalarView(unicodeScalars.dropLast())) + "^M" : self
    }
}
