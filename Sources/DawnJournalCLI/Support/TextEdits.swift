/// The few string edits the command line needs that the standard library lacks (Foundation's
/// `trimmingCharacters(in:)` and `replacingOccurrences(of:with:)` before it).
extension StringProtocol {
    /// The text without the characters at either end for which `isTrimmed` holds.
    func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        var s = Substring(self)
        while let f = s.first, isTrimmed(f) { s.removeFirst() }
        while let l = s.last, isTrimmed(l) { s.removeLast() }
        return String(s)
    }

    /// Every occurrence of `target` replaced by `replacement`, left to right, matched on the
    /// UTF-8 bytes: a quote or a backslash is escaped even where a combining mark follows it
    /// (which a match by characters would skip, leaving the quoting open).
    func replacingAll(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return String(self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == needle[0], i + needle.count <= bytes.count,
                bytes[i..<(i + needle.count)].elementsEqual(needle)
            {
                out.append(contentsOf: replacement.utf8)
                i += needle.count
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Where the first occurrence of `target` starts, matched on the UTF-8 bytes; nil when
    /// there is none.
    func start(of target: String) -> Index? {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return startIndex }
        var i = utf8.startIndex
        while let at = utf8[i...].firstIndex(of: first) {
            if utf8[at...].starts(with: needle) { return at }
            i = utf8.index(after: at)
        }
        return nil
    }
}
