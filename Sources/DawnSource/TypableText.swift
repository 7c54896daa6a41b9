/// What a prompt takes from typed or pasted text: one line of characters that show. A control
/// character (`ControlCharacter`: tab, escape, C1) and a line break of any kind (LF, CR, CR LF,
/// vertical tab, form feed, NEL, U+2028, U+2029) are left out, so what is typed into a prompt is
/// one line of a file and carries no escape sequence.
package enum TypableText {
    /// Whether a prompt takes the character `c`.
    package static func accepts(_ c: Character) -> Bool { !c.isNewline && !ControlCharacter.isControl(c) }

    /// `text` without the characters a prompt does not take (a paste: what is left of it).
    package static func filtered<S: StringProtocol>(_ text: S) -> String {
        var out = ""
        for c in text where accepts(c) { out.append(c) }
        return out
    }
}
