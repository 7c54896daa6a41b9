/// A wall-clock moment without a time zone: how "now" enters the library.
///
/// The library never reads the clock; callers pass one of these (the CLI from the system
/// clock or `DAWN_JOURNAL_NOW`), so every computation is reproducible.
public struct LocalDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var date: LocalDate
    /// Minutes since midnight, 0..<1440.
    public var minutes: Int

    public init(date: LocalDate, minutes: Int) {
        self.date = date
        self.minutes = max(0, min(1439, minutes))
    }

    /// Parses `YYYY-MM-DDTHH:MM` (a space may stand for the T; seconds are ignored).
    public init?(_ text: String) {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count == 2, let date = LocalDate(parts[0]) else { return nil }
        var time = parts[1]
        if time.utf8.count == 8, time.dropFirst(5).first == ":" { time = time.prefix(5) }
        guard let t = TimeOfDay(time), t.minutes < 1440 else { return nil }
        self.init(date: date, minutes: t.minutes)
    }

    public var description: String { "\(date)T\(TimeOfDay(minutes: minutes)!)" }

    public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool { (a.date, a.minutes) < (b.date, b.minutes) }

}
