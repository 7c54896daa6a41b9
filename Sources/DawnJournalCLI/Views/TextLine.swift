import DawnSource

/// A line of a view made of pieces, each with its own style, fitted to the terminal's width:
/// a line wider than the width is cut, its last visible character replaced by "…", and what
/// lies past it left out. Widths are display widths (`DisplayWidth`), measured without colour.
struct TextLine {
    private var pieces: [(text: String, style: (String) -> String)] = []

    init() {}

    init(_ text: String, _ style: @escaping (String) -> String = { $0 }) {
        add(text, style)
    }

    mutating func add(_ text: String, _ style: @escaping (String) -> String = { $0 }) {
        if !text.isEmpty { pieces.append((text, style)) }
    }

    static func + (a: TextLine, b: TextLine) -> TextLine {
        var joined = a
        joined.pieces += b.pieces
        return joined
    }

    /// The width without cutting.
    var width: Int { pieces.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// The line, cut to at most `width` columns.
    func fitted(to width: Int) -> String {
        guard self.width > width else { return pieces.map { $0.style($0.text) }.joined() }
        var out = ""
        var left = max(0, width - 1)
        for (text, style) in pieces {
            var kept = ""
            var cut = false
            for c in text {
                let w = DisplayWidth.of(c)
                if w > left {
                    cut = true
                    break
                }
                kept.append(c)
                left -= w
            }
            if cut {
                out += style(kept + "…")
                return out
            }
            out += style(kept)
        }
        return out
    }

    /// `text` cut to `width` columns with "…" (plain).
    static func cut(_ text: String, to width: Int) -> String { TextLine(text).fitted(to: width) }

    /// `text` wrapped at spaces into lines of at most `width` columns, each after `indent`; a
    /// word longer than a line is cut with "…". Leading white space of `text` is kept on its
    /// first line.
    static func wrapped(_ text: String, width: Int, indent: String = "") -> [String] {
        let room = max(1, width - DisplayWidth.of(indent))
        guard DisplayWidth.of(text) > room else { return [indent + text] }
        let lead = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var current = lead
        for word in text.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: true) {
            let w = String(word)
            if current.trimmingSpaces.isEmpty {
                current += w
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(w) <= room {
                current += " " + w
            } else {
                lines.append(current)
                current = w
            }
            if DisplayWidth.of(current) > room {
                lines.append(cut(current, to: room))
                current = ""
            }
        }
        if !current.trimmingSpaces.isEmpty { lines.append(current) }
        return lines.map { indent + $0 }
    }

    /// Items laid out on as few lines as fit `width`, `separator` between them on a line.
    static func flowed(_ items: [String], width: Int, separator: String = "  ") -> [String] {
        var lines: [String] = []
        var current = ""
        for item in items {
            if current.isEmpty {
                current = item
            } else if DisplayWidth.of(current) + DisplayWidth.of(separator) + DisplayWidth.of(item) <= width {
                current += separator + item
            } else {
                lines.append(current)
                current = item
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { cut($0, to: width) }
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring { drop { $0 == " " } }
}
