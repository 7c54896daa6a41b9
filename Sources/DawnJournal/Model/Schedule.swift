import DawnTOML

/// The weekdays a habit is kept on (`days = ["mon", "tue"]`): a set of ISO weekdays, 1 Monday
/// … 7 Sunday.
public struct Weekdays: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue & 0x7F }

    /// The set holding one ISO weekday (1 Monday … 7 Sunday).
    public init(weekday: Int) { self.init(rawValue: 1 << UInt8(max(0, min(6, weekday - 1)))) }

    public static let all = Weekdays(rawValue: 0x7F)

    /// The short names, Monday first, as habits.toml writes them: `mon` … `sun`, made from
    /// the one names table (`CalendarNames`).
    public static let names = CalendarNames.weekdays.map { CalendarNames.short($0).lowercased() }

    /// The ISO weekday a name means: `mon`, `Monday`, `MONDAY` … 1; nil for anything else.
    public static func weekday(named name: String) -> Int? {
        let n = name.lowercased()
        if let k = names.firstIndex(of: n) { return k + 1 }
        if let k = JournalSettings.weekdays.firstIndex(of: n) { return k + 1 }
        return nil
    }

    public func contains(weekday: Int) -> Bool { contains(Weekdays(weekday: weekday)) }

    /// How many weekdays the set holds.
    public var count: Int { rawValue.nonzeroBitCount }

    /// The short names of the set's days, Monday first: `["mon", "wed"]`.
    public var shortNames: [String] { (1...7).filter { contains(weekday: $0) }.map { Self.names[$0 - 1] } }

    /// How a person reads the set: "Mon–Fri", "Sat, Sun", "every day", "Mon, Wed, Fri".
    public var label: String {
        switch rawValue {
        case 0x1F: "Mon–Fri"
        case 0x60: "Sat, Sun"
        case 0x7F: "every day"
        default:
            (1...7).filter { contains(weekday: $0) }.map { CalendarNames.short(CalendarNames.weekday($0)) }.joined(
                separator: ", ")
        }
    }
}

/// A target of N days done per calendar week or month (`target = "3/week"`).
public struct HabitTarget: Sendable, Hashable, CustomStringConvertible {
    public enum Period: String, Sendable, Hashable, CaseIterable {
        case week, month
        /// The most days a period can hold.
        public var longest: Int { self == .week ? 7 : 31 }
    }

    /// Days done per period that make the period met.
    public var count: Int
    public var period: Period

    public init(count: Int, period: Period) {
        self.count = count
        self.period = period
    }

    /// Reads `"3/week"`, `"10/month"` (spaces around `/` allowed, any case); nil for anything
    /// else, a count below 1, or more days than the period has.
    public init?(_ text: String) {
        let parts = text.lowercased().split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let n = parts[0].trimmingSpaces
        let p = parts[1].trimmingSpaces
        guard !n.isEmpty, n.count <= 3, n.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(n),
            let period = Period(rawValue: String(p)), (1...period.longest).contains(count)
        else { return nil }
        self.init(count: count, period: period)
    }

    /// Whether `range` is a whole period (not one cut short by the calendar's ends).
    public func isWhole(_ range: ClosedRange<LocalDate>) -> Bool {
        switch period {
        case .week: range.lowerBound.days(to: range.upperBound) == 6
        case .month:
            range.lowerBound.day == 1
                && range.upperBound.day == LocalDate.daysIn(month: range.upperBound.month, year: range.upperBound.year)
        }
    }

    /// The canonical spelling: `3/week`.
    public var description: String { "\(count)/\(period.rawValue)" }

    /// The first and last day of the period that holds `date`; weeks start on `weekStarts`.
    /// At the calendar's ends (0001-01-01, 9999-12-31) a week is cut short (`isWhole` says so).
    public func period(containing date: LocalDate, weekStarts: Int) -> ClosedRange<LocalDate> {
        switch period {
        case .week:
            let first = date.weekStartDayNumber(startingOn: weekStarts)
            return LocalDate(dayNumber: first)...LocalDate(dayNumber: first + 6)
        case .month:
            let first = LocalDate(year: date.year, month: date.month, day: 1)!
            return first...LocalDate(
                year: date.year, month: date.month, day: LocalDate.daysIn(month: date.month, year: date.year))!
        }
    }
}

/// N days done in any M days running (`target = "2/3d"`): Loop Habit Tracker's frequency
/// ("2 times in 3 days"), counted as Loop counts it (`LoopIntervals`).
public struct HabitFrequency: Sendable, Hashable, CustomStringConvertible {
    /// Days done that make a run of `days` days kept.
    public var count: Int
    /// The length of a run, in days.
    public var days: Int

    /// The longest run: a year.
    public static let longest = 366

    public init(count: Int, days: Int) {
        self.count = count
        self.days = days
    }

    /// Reads `"2/3d"` (spaces around `/` allowed, any case; 1 ≤ N ≤ M ≤ 366); nil for
    /// anything else.
    public init?(_ text: String) {
        let parts = text.lowercased().split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let n = parts[0].trimmingSpaces
        var m = parts[1].trimmingSpaces
        guard m.last == "d" else { return nil }
        m = m.dropLast()
        func number(_ s: Substring) -> Int? {
            guard !s.isEmpty, s.count <= 3, s.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(s)
        }
        guard let count = number(n), let days = number(m), count >= 1, count <= days, days <= Self.longest
        else { return nil }
        self.init(count: count, days: days)
    }

    /// The canonical spelling: `2/3d`.
    public var description: String { "\(count)/\(days)d" }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}

/// An amount of a habit's unit, exact to a thousandth: `6`, `2.5`, `0.25`. Kept as an integer
/// count of thousandths, so that records add up without rounding (0.1 + 0.2 is 0.3).
public struct Amount: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var thousandths: Int

    public init(thousandths: Int) { self.thousandths = thousandths }
    public init(_ whole: Int) { self.thousandths = whole * 1000 }

    public static let zero = Amount(thousandths: 0)
    /// The largest amount: 999,999,999.999, so that sums of many records stay far from overflow.
    public static let largest = Amount(thousandths: 999_999_999_999)

    /// Reads `6`, `2.5`, `0.125` (at most nine digits, then at most three decimals); nil otherwise.
    /// Inlinable, as `DurationSyntax.minutes` is: read as a `String` or `Substring` directly.
    @inlinable public init?(_ text: some StringProtocol) {
        var whole = 0
        var fraction = 0
        var fractionDigits = 0
        var wholeDigits = 0
        var seenPoint = false
        for u in text.utf8 {
            if u == UInt8(ascii: ".") {
                guard !seenPoint, wholeDigits > 0 else { return nil }
                seenPoint = true
            } else if u >= 0x30, u <= 0x39 {
                if seenPoint {
                    guard fractionDigits < 3 else { return nil }
                    fraction = fraction * 10 + Int(u - 0x30)
                    fractionDigits += 1
                } else {
                    guard wholeDigits < 9 else { return nil }
                    whole = whole * 10 + Int(u - 0x30)
                    wholeDigits += 1
                }
            } else {
                return nil
            }
        }
        guard wholeDigits > 0, !seenPoint || fractionDigits > 0 else { return nil }
        while fractionDigits < 3 {
            fraction *= 10
            fractionDigits += 1
        }
        self.thousandths = whole * 1000 + fraction
    }

    /// An amount from a TOML number: a non-negative integer or float with at most three
    /// decimals, at most `largest`; nil otherwise.
    public init?(toml value: TOMLValue) {
        switch value {
        case .integer(let i):
            guard i >= 0, i <= 999_999_999 else { return nil }
            self.init(Int(i))
        case .float(let d):
            guard d.isFinite, d >= 0, d <= 999_999_999 else { return nil }
            let t = (d * 1000).rounded()
            guard abs(t - d * 1000) < 1e-6 else { return nil }
            self.init(thousandths: Int(t))
        default:
            return nil
        }
    }

    /// `6`, `2.5`, `0.125`: no trailing zeros, no exponent.
    public var description: String {
        let whole = thousandths / 1000
        let fraction = thousandths % 1000
        guard fraction != 0 else { return String(whole) }
        var f = String(fraction)
        f = String(repeating: "0", count: 3 - f.count) + f
        while f.hasSuffix("0") { f.removeLast() }
        return "\(whole).\(f)"
    }

    /// The amount as a number, for JSON and averages.
    public var value: Double { Double(thousandths) / 1000 }

    public static func + (a: Amount, b: Amount) -> Amount {
        Amount(thousandths: min(a.thousandths &+ b.thousandths, Int.max / 2))
    }

    public static func < (a: Amount, b: Amount) -> Bool { a.thousandths < b.thousandths }
}

/// An amount written on a day's line: `+6 glasses` after the habit's name.
public struct AmountRecord: Sendable, Hashable {
    public var amount: Amount
    /// The unit as written, if any: `glasses`.
    public var unit: String?
    /// Where `+6 glasses` stands on its line.
    public var range: SourceRange

    public init(amount: Amount, unit: String?, range: SourceRange) {
        self.amount = amount
        self.unit = unit
        self.range = range
    }

    /// The canonical spelling: `+6 glasses`, `+2.5`.
    public var text: String { "+" + amount.description + (unit.map { " " + $0 } ?? "") }
}
