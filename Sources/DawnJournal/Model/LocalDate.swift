/// A calendar date without a time zone: the name of a day file.
///
/// Proleptic Gregorian; arithmetic through a day number, so no Foundation calendar is needed.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// A date, or nil when the fields name no real day (`2026-02-30`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= LocalDate.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`; nil otherwise. Inlinable, as `DurationSyntax.minutes` is.
    @inlinable public init?(_ text: some StringProtocol) {
        guard let date = Array(text.utf8).withUnsafeBufferPointer(LocalDate.reading) else { return nil }
        self = date
    }

    /// The date `u` spells as exactly `YYYY-MM-DD`; nil otherwise. The one reading of a date's
    /// bytes, for `init?(_:)` and for a day file's name (`DayPath.firstDay`).
    @usableFromInline static func reading(_ u: UnsafeBufferPointer<UInt8>) -> LocalDate? {
        guard u.count == 10, u[4] == UInt8(ascii: "-"), u[7] == UInt8(ascii: "-") else { return nil }
        func num(_ r: Range<Int>) -> Int? {
            var v = 0
            for k in r {
                guard u[k] >= 0x30, u[k] <= 0x39 else { return nil }
                v = v * 10 + Int(u[k] - 0x30)
            }
            return v
        }
        guard let y = num(0..<4), let m = num(5..<7), let d = num(8..<10) else { return nil }
        return LocalDate(year: y, month: m, day: d)
    }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    /// The first and the last date a `LocalDate` can be (a day file's name has four digits of
    /// year, from 0001).
    public static let earliest = LocalDate(year: 1, month: 1, day: 1)!
    public static let latest = LocalDate(year: 9999, month: 12, day: 31)!

    /// The date for a day number (see `dayNumber`), kept between `earliest` and `latest`: a
    /// day number outside them gives the nearer of the two, never a year 0 or 10000.
    public init(dayNumber z0: Int) {
        let z = min(max(z0, LocalDate.earliestDayNumber), LocalDate.latestDayNumber) + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    package static let earliestDayNumber = -719162 // 0001-01-01
    package static let latestDayNumber = 2932896 // 9999-12-31

    /// The date `days` later (earlier when negative), stopping at `earliest` and `latest`.
    public func adding(days: Int) -> LocalDate {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        return LocalDate(dayNumber: overflow ? (days < 0 ? Int.min : Int.max) : sum)
    }

    /// Days from `self` to `other`.
    public func days(to other: LocalDate) -> Int { other.dayNumber - dayNumber }

    /// ISO weekday: 1 Monday … 7 Sunday.
    public var weekday: Int {
        let w = (dayNumber + 3) % 7 // 1970-01-01 was a Thursday
        return (w < 0 ? w + 7 : w) + 1
    }

    /// Days since the first day of this date's week (0 … 6), weeks starting on the ISO weekday
    /// `weekStarts` (1 Monday … 7 Sunday, `[journal] week_starts`). The one rule of week start:
    /// the week view, target periods and the report's heatmap all step through it.
    public func daysIntoWeek(startingOn weekStarts: Int) -> Int {
        ((weekday - weekStarts) % 7 + 7) % 7
    }

    /// The day number (see `dayNumber`) of the first day of this date's week, not kept within
    /// `earliest`: the week of 0001-01-01 may start the day before it.
    public func weekStartDayNumber(startingOn weekStarts: Int) -> Int {
        dayNumber - daysIntoWeek(startingOn: weekStarts)
    }

    public var description: String {
        // The ten digits and dashes written in place: every path and JSON date goes through
        // here, and three padded numbers joined cost a few thousand instructions each time.
        if (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) {
            return String(unsafeUninitializedCapacity: 10) { out in
                let zero = UInt8(ascii: "0")
                out[0] = zero + UInt8(year / 1000)
                out[1] = zero + UInt8(year / 100 % 10)
                out[2] = zero + UInt8(year / 10 % 10)
                out[3] = zero + UInt8(year % 10)
                out[4] = UInt8(ascii: "-")
                out[5] = zero + UInt8(month / 10)
                out[6] = zero + UInt8(month % 10)
                out[7] = UInt8(ascii: "-")
                out[8] = zero + UInt8(day / 10)
                out[9] = zero + UInt8(day % 10)
                return 10
            }
        }
        func pad(_ v: Int, _ n: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, n - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (a: LocalDate, b: LocalDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    public init(from decoder: Decoder) throws {
        let s = try decoder.singleValueContainer().decode(String.self)
        guard let d = LocalDate(s) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a date: \(s)"))
        }
        self = d
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
