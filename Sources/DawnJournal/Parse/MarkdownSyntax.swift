import DawnJournalModel

/// The few pieces of CommonMark line syntax a day file's structure depends on.
///
/// Only what decides where sections, list items and verbatim blocks are; everything else is
/// the person's text and is not interpreted.
package enum MarkdownSyntax {
    package static func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" }

    package static func isBlank(_ s: Substring) -> Bool { s.allSatisfy(isSpace) }

    /// Leading spaces (a tab counts as four), and the index after them.
    package static func indentation(_ s: Substring) -> (width: Int, end: Substring.Index) {
        var width = 0
        var i = s.startIndex
        while i < s.endIndex, isSpace(s[i]) {
            width += s[i] == "\t" ? 4 - width % 4 : 1
            i = s.index(after: i)
        }
        return (width, i)
    }

    package static func trimmed(_ s: Substring) -> Substring {
        var a = s.startIndex
        var b = s.endIndex
        while a < b, isSpace(s[a]) { a = s.index(after: a) }
        while b > a, isSpace(s[s.index(before: b)]) { b = s.index(before: b) }
        return s[a..<b]
    }

    package static func trimmedTrailing(_ s: Substring) -> Substring {
        var b = s.endIndex
        while b > s.startIndex, isSpace(s[s.index(before: b)]) { b = s.index(before: b) }
        return s[s.startIndex..<b]
    }

    /// An ATX heading: `## Title`, up to three spaces of indentation, closing `#`s dropped.
    package static func heading(_ s: Substring) -> (level: Int, title: String)? {
        let (width, start) = indentation(s)
        guard width <= 3 else { return nil }
        var i = start
        var level = 0
        while i < s.endIndex, s[i] == "#" {
            level += 1
            i = s.index(after: i)
        }
        guard (1...6).contains(level), i == s.endIndex || isSpace(s[i]) else { return nil }
        var title = trimmed(s[i...])
        // A closing sequence: spaces, then only #s.
        var j = title.endIndex
        while j > title.startIndex, title[title.index(before: j)] == "#" { j = title.index(before: j) }
        if j == title.startIndex {
            title = title[title.startIndex..<title.startIndex]
        } else if j < title.endIndex, isSpace(title[title.index(before: j)]) {
            title = trimmedTrailing(title[title.startIndex..<j])
        }
        return (level, String(title))
    }

    /// A code fence opening: up to three spaces, then three or more backticks or tildes.
    package static func fenceOpening(_ s: Substring) -> (marker: Character, count: Int)? {
        let (width, start) = indentation(s)
        guard width <= 3, start < s.endIndex, s[start] == "`" || s[start] == "~" else { return nil }
        let marker = s[start]
        var i = start
        var count = 0
        while i < s.endIndex, s[i] == marker {
            count += 1
            i = s.index(after: i)
        }
        guard count >= 3 else { return nil }
        if marker == "`", s[i...].contains("`") { return nil }
        return (marker, count)
    }

    /// Whether `s` closes a fence opened with `count` of `marker`.
    package static func closesFence(_ s: Substring, marker: Character, count: Int) -> Bool {
        let (width, start) = indentation(s)
        guard width <= 3 else { return false }
        var i = start
        var n = 0
        while i < s.endIndex, s[i] == marker {
            n += 1
            i = s.index(after: i)
        }
        return n >= count && isBlank(s[i...])
    }

    /// A thematic break such as `---`, `* * *` or `___`.
    package static func isThematicBreak(_ s: Substring) -> Bool {
        let (width, start) = indentation(s)
        guard width <= 3, start < s.endIndex else { return false }
        let marker = s[start]
        guard marker == "-" || marker == "*" || marker == "_" else { return false }
        var n = 0
        for c in s[start...] {
            if c == marker { n += 1 } else if !isSpace(c) { return false }
        }
        return n >= 3
    }

    /// A list item whose marker (`-`, `*`, `+`, `1.` or `1)`) stands in column 1 or 2.
    ///
    /// Returns the content after the marker and its white space. More indented lines are
    /// nested content of an earlier item and stay the person's text.
    package static func listItem(_ s: Substring) -> Substring? {
        let (width, start) = indentation(s)
        guard width <= 1, start < s.endIndex, !isThematicBreak(s) else { return nil }
        var i = start
        let c = s[i]
        if c == "-" || c == "*" || c == "+" {
            i = s.index(after: i)
        } else if c.isASCII, c.isNumber {
            var digits = 0
            while i < s.endIndex, s[i].isASCII, s[i].isNumber {
                digits += 1
                i = s.index(after: i)
            }
            guard digits <= 9, i < s.endIndex, s[i] == "." || s[i] == ")" else { return nil }
            i = s.index(after: i)
        } else {
            return nil
        }
        if i == s.endIndex { return s[i...] }
        guard isSpace(s[i]) else { return nil }
        while i < s.endIndex, isSpace(s[i]) { i = s.index(after: i) }
        return s[i...]
    }

    /// Whether the line opens an HTML comment block (nil if not), and whether it also closes it.
    package static func commentOpening(_ s: Substring) -> Bool? {
        let (width, start) = indentation(s)
        guard width <= 3, s[start...].hasPrefix("<!--") else { return nil }
        return (s[s.index(start, offsetBy: 4)...].contains("-->"))
    }
}
