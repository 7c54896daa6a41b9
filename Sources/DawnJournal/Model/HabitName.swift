import DawnSource

/// How a habit's name is read, wherever it is written: in habits.toml, in a day file, or on the
/// command line. One rule, so that a name that can be added can always be found again.
public enum HabitName {
    /// The name with white space trimmed from both ends and each run of spaces and tabs inside
    /// read as one space: `"  Morning \t Run "` is `"Morning Run"`.
    public static func normalised(_ text: some StringProtocol) -> String {
        if isNormalised(text) { return String(text) }
        var s = Substring(text)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// Whether `text` is already normalised, asked of its bytes: no white space at either end,
    /// no tab, no two spaces in a row. (Most names are; this keeps lookups linear and cheap.)
    static func isNormalised(_ text: some StringProtocol) -> Bool {
        let check = { (b: UnsafeBufferPointer<UInt8>) -> Bool in
            guard let first = b.first, let last = b.last else { return true }
            // Non-ASCII ends may be Unicode white space: leave those to the slow path.
            guard first > 0x20, first < 0x80, last > 0x20, last < 0x80 else { return false }
            var previousSpace = false
            for u in b {
                if u == 0x09 || LineEnding.starts(u) || (u == 0x20 && previousSpace) { return false }
                previousSpace = u == 0x20
            }
            return true
        }
        if let answer = text.utf8.withContiguousStorageIfAvailable(check) { return answer }
        var copy = String(text)
        return copy.withUTF8(check)
    }

    /// The key a name or an id is matched by: normalised, then lower-cased.
    public static func key(_ text: some StringProtocol) -> String {
        isNormalised(text) ? text.lowercased() : normalised(text).lowercased()
    }
}

extension HabitName {
    /// `text` without white space at either end; used for names, notes and descriptions.
    public static func trimmed(_ text: some StringProtocol) -> String {
        var s = Substring(text)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
