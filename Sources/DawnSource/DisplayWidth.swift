/// How many terminal columns text takes: emoji and East Asian wide characters take two,
/// combining marks none, a tab four, a control character as wide as it is shown escaped
/// (`ControlEscape`).
///
/// For carets under a source line and for the columns of every terminal view: the command
/// line, the report's text and a terminal app measure text the same way.
package enum DisplayWidth {
    package static func of(_ c: Character) -> Int {
        if c == "\t" { return 4 }
        // The common case, without Unicode tables.
        if let a = c.asciiValue, !ControlCharacter.isControl(byte: a) { return 1 }
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // A control character (or U+FDD0) is shown escaped by the terminal's sink: as wide as that.
        if ControlCharacter.isControl(first.value) || first.value == ControlEscape.colourStandIn {
            guard first != "\n" else { return 0 }
            return scalars.reduce(0) {
                $0 + (ControlEscape.isEscaped($1.value) ? ControlEscape.shown($1.value).utf8.count : $1.utf8.count)
            }
        }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        if first.properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            break
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    /// A string's width, its characters' added up. `String` and `Substring` have their own
    /// entries (a caller in another module would otherwise reach the generic one, which walks
    /// the characters through the protocol's witnesses), and text of printable ASCII and box
    /// drawing (a timeline's lines) is counted a column a character without breaking it into
    /// characters.
    package static func of(_ s: String) -> Int { narrowRun(s.utf8) ?? s.reduce(0) { $0 + of($1) } }

    package static func of(_ s: Substring) -> Int { narrowRun(s.utf8) ?? s.reduce(0) { $0 + of($1) } }

    package static func of<S: StringProtocol>(_ s: S) -> Int { s.reduce(0) { $0 + of($1) } }

    /// The width of `utf8` when it holds only printable ASCII and box drawing or block elements
    /// (U+2500…U+259F): each a character of its own, a column wide; nil when it holds anything
    /// else (a tab, a control character, a combining mark, an emoji), which is measured a
    /// character at a time.
    static func narrowRun(_ utf8: String.UTF8View) -> Int? {
        utf8.withContiguousStorageIfAvailable(narrowRun) ?? nil
    }

    static func narrowRun(_ utf8: Substring.UTF8View) -> Int? {
        utf8.withContiguousStorageIfAvailable(narrowRun) ?? nil
    }

    static func narrowRun(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        var n = 0
        var i = 0
        while i < b.count {
            let c = b[i]
            if c >= 0x20, c < 0x7F {
                i += 1
            } else if c == 0xE2, i + 2 < b.count, (0x94...0x96).contains(b[i + 1]), b[i + 2] >= 0x80,
                b[i + 2] <= (b[i + 1] == 0x96 ? 0x9F : 0xBF)
            {
                i += 3 // U+2500 is E2 94 80, U+259F is E2 96 9F
            } else {
                return nil
            }
            n += 1
        }
        return n
    }

    /// `s` padded with spaces to `width` columns (never cut).
    package static func padded(_ s: String, to width: Int) -> String {
        s + String(repeating: " ", count: max(0, width - of(s)))
    }
}
