import DawnJournal

/// The terminal's background, for the few colours the view draws on it (the now line and its
/// label, a done box, warnings, Insights' bars): `dark` (light text on a dark background) or
/// `light`. Pills and blocks draw their own background and need none.
public enum Theme: Hashable, Sendable {
    case dark, light

    /// The theme a `COLORFGBG` value says (`15;0`: white on black, dark; `0;15`: light), by its
    /// last field, the background's ANSI colour: 7 and 9 to 15 are light, the others dark; nil
    /// when it says none.
    public init?(colorFGBG value: String) {
        guard let last = value.split(separator: ";").last, let bg = Int(last), (0...15).contains(bg) else {
            return nil
        }
        self = bg == 7 || bg >= 9 ? .light : .dark
    }

    /// The theme of a background colour (an OSC 11 reply's `rgb:RRRR/GGGG/BBBB`): light when its
    /// relative luminance is above the middle grey's.
    public init(background red: UInt8, _ green: UInt8, _ blue: UInt8) {
        let luminance = HabitColor(red: red, green: green, blue: blue).relativeLuminance
        self = luminance > 0.18 ? .light : .dark
    }

    /// The theme of a terminal's reply to OSC 11 (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL
    /// or ST, each part 1 to 4 hex digits); nil when `bytes` hold no such reply.
    public init?(osc11Reply bytes: [UInt8]) {
        let marker = Array("]11;rgb:".utf8)
        guard let at = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else { return nil }
        let body = String(decoding: bytes[(at + marker.count)...], as: UTF8.self).prefix {
            $0.isHexDigit || $0 == "/"
        }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var rgb: [UInt8] = []
        for part in parts {
            guard (1...4).contains(part.count), let v = Int(part, radix: 16) else { return nil }
            let top = (1 << (4 * part.count)) - 1
            rgb.append(UInt8((v * 255 + top / 2) / top))
        }
        self.init(background: rgb[0], rgb[1], rgb[2])
    }
}
