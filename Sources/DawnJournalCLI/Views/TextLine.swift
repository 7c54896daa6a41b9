import DawnSource

/// A line of a view made of pieces, each with its own style, fitted to the terminal's width:
/// a line wider than the width is cut, its last visible character replaced by "…", and what
/// lies past it left out. Widths are display widths (`DisplayWidth`), measured without colour;
/// plain text is cut, wrapped and flowed by `TextLayout`.
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

    /// The line, cut to at most `width` columns (as `TextLayout.fit` cuts, each piece keeping
    /// its style).
    func fitted(to width: Int) -> String {
        var out = ""
        guard self.width > width else {
            // Appended in a loop, not `joined()`: the first `joined` of a run makes the Swift
            // runtime look up its generic witnesses, a scan of every conformance in the binary.
            for (text, style) in pieces { out += style(text) }
            return out
        }
        guard width > 0 else { return "" }
        var left = width - 1
        for (text, style) in pieces {
            let kept = TextLayout.prefix(text[...], width: left)
            if kept.text.endIndex < text.endIndex { return out + style(kept.text + "…") }
            out += style(text)
            left -= kept.width
        }
        return out
    }
}
