import DawnTOML

/// A time on a day's timeline, in minutes from 00:00 to 24:00 inclusive.
public struct TimeOfDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Minutes since midnight, 0...1440.
    public let minutes: Int

    public init?(minutes: Int) {
        guard (0...1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    public init?(hour: Int, minute: Int) {
        guard (0...24).contains(hour), (0...59).contains(minute), hour < 24 || minute == 0 else { return nil }
        self.minutes = hour * 60 + minute
    }

    /// Parses `H:MM` or `HH:MM` (hours 0–24, `24:00` the end of the day); nil otherwise.
    public init?(_ text: some StringProtocol) {
        let u = Array(text.utf8)
        guard u.count == 4 || u.count == 5, u[u.count - 3] == UInt8(ascii: ":"),
              u.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ":") }),
              u.filter({ $0 == UInt8(ascii: ":") }).count == 1 else { return nil }
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
