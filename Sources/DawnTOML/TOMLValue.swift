/// A decoded TOML 1.0 value.
public enum TOMLValue: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    case float(Double)
    case boolean(Bool)
    /// An offset date-time (offset set) or a local date-time (offset nil).
    case dateTime(TOMLDateTime)
    /// A local date.
    case date(TOMLDate)
    /// A local time.
    case time(TOMLTime)
    case array([TOMLValue])
    case table(TOMLTable)

    /// The TOML type name used in messages: "string", "integer", "table" and so on.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .float: "float"
        case .boolean: "boolean"
        case .dateTime(let d): d.offsetMinutes == nil ? "local date-time" : "date-time"
        case .date: "date"
        case .time: "time"
        case .array: "array"
        case .table: "table"
        }
    }

    /// Values are equal when they are the same value as written: a float `nan` equals `nan`
    /// (the same bits), so that a document always equals itself; `0.0` and `-0.0` are equal.
    public static func == (a: TOMLValue, b: TOMLValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): x == y
        case (.integer(let x), .integer(let y)): x == y
        case (.float(let x), .float(let y)): x == y || x.bitPattern == y.bitPattern
        case (.boolean(let x), .boolean(let y)): x == y
        case (.dateTime(let x), .dateTime(let y)): x == y
        case (.date(let x), .date(let y)): x == y
        case (.time(let x), .time(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.table(let x), .table(let y)): x == y
        default: false
        }
    }

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The table, when the value is one.
    public var tableValue: TOMLTable? {
        if case .table(let t) = self { return t }
        return nil
    }
}

/// A calendar date as TOML writes it: `1979-05-27`.
public struct TOMLDate: Sendable, Hashable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}

/// A time of day as TOML writes it: `07:32:00.999`.
public struct TOMLTime: Sendable, Hashable {
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// Fractional seconds in nanoseconds (digits past the ninth are dropped).
    public var nanosecond: Int

    public init(hour: Int, minute: Int, second: Int, nanosecond: Int = 0) {
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
    }
}

/// A date with a time, and an offset from UTC when the TOML text gave one.
public struct TOMLDateTime: Sendable, Hashable {
    public var date: TOMLDate
    public var time: TOMLTime
    /// Minutes east of UTC; nil for a local date-time. `Z` is 0.
    public var offsetMinutes: Int?

    public init(date: TOMLDate, time: TOMLTime, offsetMinutes: Int?) {
        self.date = date
        self.time = time
        self.offsetMinutes = offsetMinutes
    }
}
