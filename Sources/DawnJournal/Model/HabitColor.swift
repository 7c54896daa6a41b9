import DawnTOML

/// A habit's colour: `#RRGGBB` or one of the presets.
public struct HabitColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// The presets of the origin designs, by name.
    public static let presets: [(name: String, hex: String)] = [
        ("coral", "FF6B6B"), ("peach", "FF9F43"), ("sun", "FECA57"), ("mint", "48DBAB"),
        ("sky", "54A0FF"), ("lavender", "A29BFE"), ("rose", "FD79A8"), ("stone", "B2BEC3"),
    ]

    /// The colour a display falls back to when a habit has none or a malformed one.
    public static let neutral = HabitColor(red: 0xB2, green: 0xBE, blue: 0xC3)

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#RRGGBB` (either case) or a preset name (case-insensitive); nil otherwise.
    public init?(_ text: String) {
        var hex = Substring(text)
        if let preset = Self.presets.first(where: { $0.name == text.lowercased() }) {
            hex = Substring(preset.hex)
        } else {
            guard hex.first == "#" else { return nil }
            hex = hex.dropFirst()
        }
        guard hex.utf8.count == 6, let v = UInt32(hex, radix: 16) else { return nil }
        self.init(red: UInt8(v >> 16 & 0xFF), green: UInt8(v >> 8 & 0xFF), blue: UInt8(v & 0xFF))
    }

    /// Relative luminance `0.2126·r + 0.7152·g + 0.0722·b`, channels in 0…1.
    public var luminance: Double {
        0.2126 * Double(red) / 255 + 0.7152 * Double(green) / 255 + 0.0722 * Double(blue) / 255
    }

    /// Whether text on this colour should be near-black (luminance above 0.55) rather than white.
    public var prefersDarkText: Bool { luminance > 0.55 }

    /// `#RRGGBB`.
    public var hex: String {
        func h(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
        return "#" + h(red) + h(green) + h(blue)
    }
}
