/// "Did you mean …?": the closest candidate by edit distance, when it is close enough.
///
/// Used for unknown habits in day files and unknown commands and options on the command line.
package enum Suggestions {
    /// The candidate within a third of its length (at least 2) of `word`, closest first; else
    /// the first candidate that `word` (three characters or more) begins, or that has it as a
    /// whole word ("walk" for "Evening Walk"), ignoring case.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        if let hit = closestByDistance(to: word, in: candidates) { return hit }
        let w = word.lowercased()
        guard w.count >= 3, w.count <= 100 else { return nil }
        return candidates.first { $0.lowercased().hasPrefix(w) }
            ?? candidates.first {
                $0.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { $0 == w }
            }
    }

    static func closestByDistance(to word: String, in candidates: [String]) -> String? {
        let wordCount = word.count
        var best: (String, Int)? = nil
        var lowered: [Character]? = nil
        for c in candidates {
            let allowed = max(2, min(wordCount, c.count) / 3)
            // The distance is at least the difference in length: skip hopeless pairs cheaply,
            // which also keeps a 10 MB "name" from costing anything.
            guard abs(wordCount - c.count) <= allowed else { continue }
            if lowered == nil { lowered = Array(word.lowercased()) }
            let d = distance(lowered!, Array(c.lowercased()))
            if d <= allowed, d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }

    /// Levenshtein distance, two rows.
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// Text quoted in a message, cut to 60 characters so a message stays one readable line even
/// when the offending text is a 10 MB line.
package func excerpt<S: StringProtocol>(_ s: S) -> String {
    var count = 0
    var end = s.startIndex
    while end < s.endIndex, count < 60 {
        end = s.index(after: end)
        count += 1
    }
    return end == s.endIndex ? String(s) : String(s[s.startIndex..<end]) + "…"
}
