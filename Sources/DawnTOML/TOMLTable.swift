import DawnSource

/// A TOML table that remembers the order its keys were written in, and where each was written.
///
/// Order matters to dawn-journal: the order of `[habits.*]` tables is the display order.
public struct TOMLTable: Sendable, Equatable {
    /// The keys in the order they were first written.
    public private(set) var keys: [String] = []
    private var values: [String: TOMLValue] = [:]
    /// Where each key was written (the key itself, or the `[header]` that opened a sub-table).
    public private(set) var positions: [String: SourceRange] = [:]

    public init() {}

    /// An empty table with room for `count` keys (the decoder knows how many it will set).
    init(reservingCapacity count: Int) {
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    /// The value under `key`, if any.
    public subscript(key: String) -> TOMLValue? { values[key] }

    /// Where `key` was written, if known.
    public func position(of key: String) -> SourceRange? { positions[key] }

    /// The key-value pairs in written order.
    public var entries: [(key: String, value: TOMLValue)] {
        keys.map { ($0, values[$0]!) }
    }

    public var isEmpty: Bool { keys.isEmpty }
    public var count: Int { keys.count }

    /// Sets `value` under `key`, appending the key when it is new.
    public mutating func set(_ key: String, _ value: TOMLValue, at position: SourceRange? = nil) {
        if values.updateValue(value, forKey: key) == nil { keys.append(key) }
        if let position { positions[key] = position }
    }

    public static func == (a: TOMLTable, b: TOMLTable) -> Bool {
        a.keys == b.keys && a.values == b.values
    }
}
