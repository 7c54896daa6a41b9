/// A time on a day's timeline, in minutes from the day's 00:00. Times past 24:00 are the night
/// after the day, which belongs to it until the journal's `day_starts` (`25:30` is 01:30 in
/// the night); the latest is 32:00, since `day_starts` is at most 08:00.
public struct TimeOfDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Minutes since the day's midnight, 0...1920.
    public let minutes: Int

    /// 24:00, the day's midnight: later times are in the night after it.
    public static let midnight = 1440
    /// 32:00: no time of a day's file is later (24:00 plus the latest `day_starts`).
    public static let latestMinutes = 1920

    public init?(minutes: Int) {
        guard (0...Self.latestMinutes).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    public init?(hour: Int, minute: Int) {
        guard (0...32).contains(hour), (0...59).contains(minute), hour < 32 || minute == 0 else { return nil }
        self.minutes = hour * 60 + minute
    }

    /// Whether the time lies in the night after the day (after 24:00).
    public var isAfterMidnight: Bool { minutes > Self.midnight }

    /// Parses `H:MM` or `HH:MM` (hours 0–32: `24:00` is the day's midnight, `25:30` 01:30 in the
    /// night after it); nil otherwise. Inlinable, as `DurationSyntax.minutes` is.
    @inlinable public init?(_ text: some StringProtocol) {
        let u = Array(text.utf8)
        guard u.count == 4 || u.count == 5, u[u.count - 3] == UInt8(ascii: ":"),
            u.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ":") }),
            u.filter({ $0 == UInt8(ascii: ":") }).count == 1
        else { return nil }
        let h = u[0..<(u.count - 3)].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        let m = Int(u[u.count - 2] - 0x30) * 10 + Int(u[u.count - 1] - 0x30)
        self.init(hour: h, minute: m)
    }

    public var hour: Int { minutes / 60 }
    public var minute: Int { minutes % 60 }

    /// Zero-padded 24-hour `HH:MM`.
    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutes < b.minutes }
}
