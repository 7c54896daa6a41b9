/// Text laid out in terminal columns, by character (grapheme cluster) and measured by
/// `DisplayWidth`: the one wrap, flow and cut of every view — the command line's views and help,
/// and the interactive view.
///
/// Every width here is a line's whole width, its lead or indent included.
package enum TextLayout {
    /// `text` cut to at most `width` columns: as it is when it fits, else its start and "…" in
    /// the last column; nothing when `width` is 0 or less.
    package static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        return String(prefix(text[...], width: width - 1).text) + "…"
    }

    /// `text` cut at its start to at most `width` columns: "…" and its end (what is being typed
    /// stays in view); nothing when `width` is 0 or less.
    package static func fitEnd(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var start = text.endIndex
        var used = 0
        while start > text.startIndex {
            let before = text.index(before: start)
            let w = DisplayWidth.of(text[before])
            if used + w > width - 1 { break }
            used += w
            start = before
        }
        return "…" + text[start...]
    }

    /// The longest start of `text` made of whole characters that takes at most `width`
    /// columns, and the columns it takes.
    package static func prefix(_ text: Substring, width: Int) -> (text: Substring, width: Int) {
        var used = 0
        var end = text.startIndex
        while end < text.endIndex {
            let w = DisplayWidth.of(text[end])
            if used + w > width { break }
            used += w
            end = text.index(after: end)
        }
        return (text[..<end], used)
    }

    /// `text` wrapped at spaces into lines of at most `width` columns: the first line starts
    /// with `lead`, the others with `indent`. Text that fits is returned as it is; otherwise its
    /// words are joined by one space, its leading spaces kept on the first line, and a word
    /// wider than a line is broken between characters (a character wider than the whole line
    /// gets a line of its own). Empty text is one line, `lead`.
    package static func wrap(_ text: String, width: Int, lead: String = "", indent: String = "") -> [String] {
        guard DisplayWidth.of(lead) + DisplayWidth.of(text) > width else { return [lead + text] }
        let spaces = text.prefix { $0 == " " }
        let words = text[spaces.endIndex...].split(separator: " ").map(String.init)
        return flow(words, width: width, lead: lead + spaces, indent: indent, breakingLongUnits: true)
    }

    /// `units` (words, legend items, usage groups) laid out on as few lines as fit `width`
    /// columns, `separator` between two on a line; the first line starts with `lead`, the others
    /// with `indent`. A unit goes to a new line when it would pass `width` and the line is wider
    /// than `indent` (so that the new line gains room). A unit wider than a whole line is broken
    /// between characters when `breakingLongUnits`, else kept whole, past `width`.
    package static func flow(
        _ units: [String], width: Int, separator: String = " ", lead: String = "", indent: String = "",
        breakingLongUnits: Bool = false
    ) -> [String] {
        let indentWidth = DisplayWidth.of(indent)
        let separatorWidth = DisplayWidth.of(separator)
        var lines: [String] = []
        var line = lead
        var used = DisplayWidth.of(lead)
        var holdsUnit = false
        func newLine() {
            lines.append(line)
            line = indent
            used = indentWidth
            holdsUnit = false
        }
        for unit in units {
            let w = DisplayWidth.of(unit)
            if holdsUnit {
                if used + separatorWidth + w > width, used > indentWidth {
                    newLine()
                } else {
                    line += separator
                    used += separatorWidth
                }
            }
            guard breakingLongUnits, used + w > width else {
                line += unit
                used += w
                holdsUnit = true
                continue
            }
            var rest = unit[...]
            while !rest.isEmpty {
                var (piece, pieceWidth) = prefix(rest, width: width - used)
                if piece.isEmpty {
                    if holdsUnit {
                        newLine()
                        continue
                    }
                    piece = rest.prefix(1)
                    pieceWidth = DisplayWidth.of(piece)
                }
                line += piece
                used += pieceWidth
                holdsUnit = true
                rest = rest[piece.endIndex...]
                if !rest.isEmpty { newLine() }
            }
        }
        lines.append(line)
        return lines
    }
}
