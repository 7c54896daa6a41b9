/// The way durations are written in day files and habits.toml: `15m`, `1h`, `1h30m`, `90m`.
public enum DurationSyntax {
    /// Minutes for `Nh`, `Nm` or `NhMm`; nil for anything else, zero, or more than a day.
    /// Inlinable, so that habits.toml's parser and the day parser read a `String` or a
    /// `Substring` directly, not through the protocol's witnesses (found at the first call).
    @inlinable public static func minutes(_ text: some StringProtocol) -> Int? {
        var hours: Int? = nil
        var mins: Int? = nil
        var number = 0
        var digits = 0
        for u in text.utf8 {
            switch u {
            case 0x30...0x39:
                guard digits < 5 else { return nil }
                number = number * 10 + Int(u - 0x30)
                digits += 1
            case UInt8(ascii: "h"):
                guard digits > 0, hours == nil, mins == nil else { return nil }
                hours = number
                number = 0
                digits = 0
            case UInt8(ascii: "m"):
                guard digits > 0, mins == nil else { return nil }
                mins = number
                number = 0
                digits = 0
            default:
                return nil
            }
        }
        guard digits == 0, hours != nil || mins != nil else { return nil }
        let total = (hours ?? 0) * 60 + (mins ?? 0)
        guard total > 0, total <= 1440 else { return nil }
        return total
    }

    /// The canonical spelling: `45m`, `1h`, `1h30m`.
    public static func text(minutes: Int) -> String {
        let h = minutes / 60
        let m = minutes % 60
        if h == 0 { return "\(m)m" }
        return m == 0 ? "\(h)h" : "\(h)h\(m)m"
    }
}
