import DawnJournalModel

/// Telling an emoji from a letter at the start of a habit mention.
package enum Emoji {
    /// Whether `c` reads as an emoji: a pictograph, a flag, a keycap, a ZWJ sequence or a
    /// symbol with the emoji variation selector. ASCII letters and digits alone never are.
    package static func isEmoji(_ c: Character) -> Bool {
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
        if first.properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) {
            return true
        }
        return first.value > 0x7F && first.properties.isEmoji
    }
}
