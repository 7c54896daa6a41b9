/// A habit's colour: `#RRGGBB` (the `#` may be left out) or one of the presets.
public struct HabitColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// The presets of the origin designs, by name.
    public static let presets: [(name: String, hex: String)] = [
        ("coral", "FF6B6B"), ("peach", "FF9F43"), ("sun", "FECA57"), ("mint", "48DBAB"),
        ("sky", "54A0FF"), ("lavender", "A29BFE"), ("rose", "FD79A8"), ("stone", "B2BEC3"),
    ]

    /// The colour a display uses for a habit that names none (a malformed one is no colour).
    public static let neutral = HabitColor(red: 0xB2, green: 0xBE, blue: 0xC3)
    /// The near-black of text on a light pill, `#1A1A1A`.
    public static let nearBlack = HabitColor(red: 0x1A, green: 0x1A, blue: 0x1A)
    /// White, the text on a dark pill.
    public static let white = HabitColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    /// Pure black, the text on a mid-tone pill where neither near-black nor white reaches
    /// `minimumContrast` (Loop's teal `#00897B`).
    public static let black = HabitColor(red: 0, green: 0, blue: 0)

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#RRGGBB` or `RRGGBB` (either case) or a preset name (case-insensitive); nil otherwise.
    public init?(_ text: String) {
        var hex = Substring(text)
        if let preset = Self.presets.first(where: { $0.name == text.lowercased() }) {
            hex = Substring(preset.hex)
        } else if hex.first == "#" {
            hex = hex.dropFirst()
        }
        // Six hex digits exactly: UInt32(_:radix:) alone would also take a sign ("+FFFFF").
        guard hex.utf8.count == 6,
            hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x46).contains($0 & 0xDF) }),
            let v = UInt32(hex, radix: 16)
        else { return nil }
        self.init(red: UInt8(v >> 16 & 0xFF), green: UInt8(v >> 8 & 0xFF), blue: UInt8(v & 0xFF))
    }

    /// WCAG 2 relative luminance: `0.2126·R + 0.7152·G + 0.0722·B` of the sRGB channels made
    /// linear (`c/12.92` up to 0.04045, else `((c+0.055)/1.055)^2.4`); 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow24((c + 0.055) / 1.055)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio with `other`, `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter:
    /// 1 to 21.
    public func contrastRatio(with other: HabitColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The text colour for a pill of this colour, the one rule every display follows: of
    /// near-black and white, the one with the higher contrast ratio; where that one falls short
    /// of `minimumContrast` (the checklist app's 4.5:1) and pure black reaches it, pure black
    /// (Loop's teal `#00897B`: near-black 4.0, white 4.3, black 4.9). Near-black for every
    /// preset. Black and white are 21:1 apart, so one of them always reaches √21 ≈ 4.58:1:
    /// every colour gets a text colour that reaches 4.5:1.
    public var textColor: HabitColor {
        let (dark, light) = (contrastRatio(with: .nearBlack), contrastRatio(with: .white))
        let better = dark >= light ? (HabitColor.nearBlack, dark) : (HabitColor.white, light)
        if better.1 < Self.minimumContrast, contrastRatio(with: .black) >= Self.minimumContrast { return .black }
        return better.0
    }

    /// Whether text on this colour is dark (near-black or black) rather than white (`textColor`).
    public var prefersDarkText: Bool { textColor != .white }

    /// The contrast the accessibility rule asks of text on a pill: 4.5:1.
    public static let minimumContrast = 4.5

    /// The contrast ratio of its text colour (`textColor`) on it: at least `minimumContrast`
    /// whenever any of the three text colours reaches it.
    public var textContrast: Double { contrastRatio(with: textColor) }

    /// The nearest colour (by distance in RGB) on which a text colour reaches `minimumContrast`:
    /// this colour when one does (with pure black among the text colours, every colour); else
    /// this colour darkened towards black (for white text) or lightened towards white (for
    /// near-black text), in steps of 1/255, whichever is nearer.
    public var nearestReadable: HabitColor {
        guard textContrast < Self.minimumContrast else { return self }
        func mix(_ target: HabitColor, _ k: Int) -> HabitColor {
            func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8((Int(a) * (255 - k) + Int(b) * k + 127) / 255)
            }
            return HabitColor(
                red: channel(red, target.red), green: channel(green, target.green), blue: channel(blue, target.blue))
        }
        func first(towards target: HabitColor, text: HabitColor) -> HabitColor? {
            (1...255).lazy.map { mix(target, $0) }.first { $0.contrastRatio(with: text) >= Self.minimumContrast }
        }
        func distance(_ c: HabitColor) -> Int {
            let (r, g, b) = (Int(c.red) - Int(red), Int(c.green) - Int(green), Int(c.blue) - Int(blue))
            return r * r + g * g + b * b
        }
        let candidates = [
            first(towards: HabitColor(red: 0, green: 0, blue: 0), text: .white),
            first(towards: .white, text: .nearBlack),
        ].compactMap { $0 }
        return candidates.min { distance($0) < distance($1) } ?? self
    }

    /// `#RRGGBB`.
    public var hex: String {
        func h(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
        return "#" + h(red) + h(green) + h(blue)
    }
}

/// `x^2.4` for `x` in 0…1, without Foundation: `exp(2.4·ln x)` by series would do, but the
/// model imports nothing, so this takes x² · x^0.4 with x^0.4 = (x^(1/5))² and the fifth root
/// by Newton's method.
private func pow24(_ x: Double) -> Double {
    guard x > 0 else { return 0 }
    // Fifth root of x by Newton: r ← r − (r⁵ − x) / (5r⁴).
    var r = x < 1 ? 1.0 : x
    for _ in 0..<60 {
        let r4 = r * r * r * r
        let next = r - (r4 * r - x) / (5 * r4)
        if abs(next - r) < 1e-15 {
            r = next
            break
        }
        r = next
    }
    return x * x * r * r
}
