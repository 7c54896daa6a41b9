import DawnSource

/// A TOML table that remembers the order its keys were written in, and where each was written.
///
/// Order matters to dawn-journal: the order of `[habits.*]` tables is the display order.
public struct TOMLTable: Sendable, Equatable {
    private var index = KeyIndex()
    /// The values and where each key was written (the key itself, or the `[header]` that
    /// opened a sub-table), in the keys' order.
    private var values: [TOMLValue] = []
    private var places: [SourceRange?] = []

    public init() {}

    /// The table the decoder finished: its keys, values and places in written order.
    init(index: KeyIndex, values: [TOMLValue], places: [SourceRange?]) {
        self.index = index
        self.values = values
        self.places = places
    }

    /// The keys in the order they were first written.
    public var keys: [String] { index.keys }

    /// Where each key was written, for the keys whose place is known.
    public var positions: [String: SourceRange] {
        var out: [String: SourceRange] = [:]
        for (key, place) in zip(index.keys, places) { if let place { out[key] = place } }
        return out
    }

    /// The value under `key`, if any.
    public subscript(key: String) -> TOMLValue? { index.find(key).map { values[$0] } }

    /// Where `key` was written, if known.
    public func position(of key: String) -> SourceRange? { index.find(key).flatMap { places[$0] } }

    /// The value of the `k`th key in written order (`keys[k]`): a walk over `keys.indices`
    /// reads each pair without the array of pairs `entries` makes.
    package func value(at k: Int) -> TOMLValue { values[k] }

    /// Where the `k`th key in written order was written, if known.
    package func position(at k: Int) -> SourceRange? { places[k] }

    /// The key-value pairs in written order.
    public var entries: [(key: String, value: TOMLValue)] {
        zip(index.keys, values).map { ($0, $1) }
    }

    public var isEmpty: Bool { values.isEmpty }
    public var count: Int { values.count }

    /// Sets `value` under `key`, appending the key when it is new.
    public mutating func set(_ key: String, _ value: TOMLValue, at position: SourceRange? = nil) {
        if let k = index.find(key) {
            values[k] = value
            if let position { places[k] = position }
        } else {
            append(key, value, at: position)
        }
    }

    /// Appends `key`, which the table does not hold yet (the decoder's keys are unique).
    mutating func append(_ key: String, _ value: TOMLValue, at position: SourceRange?) {
        index.append(key)
        values.append(value)
        places.append(position)
    }

    public static func == (a: TOMLTable, b: TOMLTable) -> Bool {
        a.index.keys == b.index.keys && a.values == b.values
    }
}
