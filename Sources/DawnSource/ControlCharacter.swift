/// The one test of "is this a control character": Unicode's general category Cc, that is C0
/// (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
///
/// A terminal acts on these instead of showing them, so no text from a file reaches one as it
/// is (`ControlEscape`, `DisplayWidth`), and no prompt takes one (`TypableText`). Tab and line
/// feed are controls too; what each writer makes of them (spaces, a line break) is its own.
package enum ControlCharacter {
    /// Whether the scalar value `v` is a control character.
    @inlinable
    package static func isControl(_ v: UInt32) -> Bool { v < 0x20 || (0x7F...0x9F).contains(v) }

    /// Whether the byte `b` of UTF-8 (or of a terminal's input) is a control character: C0 or
    /// DEL. A C1 character is two bytes in UTF-8 (`C2 80` to `C2 9F`), neither a control alone.
    @inlinable
    package static func isControl(byte b: UInt8) -> Bool { b < 0x20 || b == 0x7F }

    /// Whether a scalar of `c` is a control character (a control is a character of its own, but
    /// for CR LF).
    package static func isControl(_ c: Character) -> Bool {
        if let a = c.asciiValue { return isControl(byte: a) }
        return c.unicodeScalars.contains { isControl($0.value) }
    }
}
