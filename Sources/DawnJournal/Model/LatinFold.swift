/// Latin letters without their marks, lower-cased: how ids are made from names, and how a
/// name typed without its accents still finds its habit ("meditation" for "Méditation").
///
/// The standard library has no Unicode normalisation, so a letter is folded in three ways:
/// a combining mark (U+0300–U+036F, as in a decomposed `e` + U+0301) is dropped; a letter that
/// is not a base letter with marks (ß, æ, ø, œ, ł, đ, þ …) is read from `table`; and any other
/// precomposed Latin letter is read from its Unicode name, which is its decomposition in words
/// ("LATIN SMALL LETTER E WITH ACUTE" is `e`). Everything else is only lower-cased.
package enum LatinFold {
    /// Letters whose fold is not the letter their Unicode name starts with.
    static let table: [UInt32: String] = [
        0x00DF: "ss", 0x1E9E: "ss", // ß ẞ
        0x00E6: "ae", 0x00C6: "ae", // æ Æ
        0x00F8: "o", 0x00D8: "o", // ø Ø
        0x0153: "oe", 0x0152: "oe", // œ Œ
        0x0142: "l", 0x0141: "l", // ł Ł
        0x0111: "d", 0x0110: "d", // đ Đ
        0x00FE: "th", 0x00DE: "th", // þ Þ
        0x00F0: "d", 0x00D0: "d", // ð Ð
        0x0131: "i", // ı
        0x0127: "h", 0x0126: "h", // ħ Ħ
        0x014B: "ng", 0x014A: "ng", // ŋ Ŋ
        0x0133: "ij", 0x0132: "ij", // ĳ Ĳ
        0x017F: "s", // ſ
        0x0138: "k", // ĸ
        0x0149: "n", // ŉ
        0x01C4: "dz", 0x01C5: "dz", 0x01C6: "dz", // Ǆ ǅ ǆ
        0x01C7: "lj", 0x01C8: "lj", 0x01C9: "lj", // Ǉ ǈ ǉ
        0x01CA: "nj", 0x01CB: "nj", 0x01CC: "nj", // Ǌ ǋ ǌ
        0xFB00: "ff", 0xFB01: "fi", 0xFB02: "fl", 0xFB03: "ffi", 0xFB04: "ffl", 0xFB06: "st",
    ]

    /// `text` lower-cased with its Latin letters folded: "Café Größe" is "cafe grosse".
    package static func fold(_ text: some StringProtocol) -> String {
        var out = ""
        for u in text.unicodeScalars {
            if u.isASCII {
                out.unicodeScalars.append(u.value >= 0x41 && u.value <= 0x5A ? Unicode.Scalar(u.value + 0x20)! : u)
            } else if let letters = latinLetters(u) {
                out += letters
            } else if !(0x0300...0x036F).contains(u.value) {
                out += String(u).lowercased()
            }
        }
        return out
    }

    /// The key a name or id is found by when its exact spelling is not: normalised, folded.
    package static func key(_ text: some StringProtocol) -> String { fold(HabitName.normalised(text)) }

    /// The ASCII letters a non-ASCII Latin letter folds to, or nil when it is not one.
    static func latinLetters(_ u: Unicode.Scalar) -> String? {
        if let t = table[u.value] { return t }
        guard u.properties.isAlphabetic, let name = u.properties.name, name.hasPrefix("LATIN ") else { return nil }
        // "LATIN CAPITAL LETTER A WITH GRAVE", "LATIN SMALL LETTER A WITH CIRCUMFLEX AND TILDE".
        guard let letter = name.range(of: " LETTER ") else { return nil }
        var base = name[letter.upperBound...]
        if let with = base.range(of: " WITH ") { base = base[..<with.lowerBound] }
        guard base.count == 1, let b = base.unicodeScalars.first, b.value >= 0x41, b.value <= 0x5A else { return nil }
        return String(Unicode.Scalar(b.value + 0x20)!)
    }
}

extension Substring {
    /// The first range of `needle`, compared by bytes (the standard library has no
    /// `range(of:)` without Foundation).
    fileprivate func range(of needle: String) -> Range<Index>? {
        let n = Array(needle.utf8)
        var i = startIndex
        while i < endIndex {
            if self[i...].utf8.starts(with: n) { return i..<self.utf8.index(i, offsetBy: n.count) }
            i = index(after: i)
        }
        return nil
    }
}

extension String {
    fileprivate func range(of needle: String) -> Range<Index>? { self[...].range(of: needle) }
}
