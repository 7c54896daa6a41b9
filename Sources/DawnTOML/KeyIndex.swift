/// The keys of a table in the order they were written, and where each sits in that order:
/// found by a scan of the keys while the table is small (comparing a few short strings is
/// quicker than hashing one), by a dictionary once it holds more than `scanLimit` keys (so
/// that a table of many keys stays linear to read).
struct KeyIndex: Sendable {
    static let scanLimit = 16

    private(set) var keys: [String] = []
    private var places: [String: Int]?

    /// Where `key` sits, if the table holds it.
    func find(_ key: String) -> Int? {
        if let places { return places[key] }
        return keys.firstIndex(of: key)
    }

    /// Appends `key`, which the table does not hold yet, and returns where it sits.
    @discardableResult
    mutating func append(_ key: String) -> Int {
        keys.append(key)
        let k = keys.count - 1
        if places != nil {
            places![key] = k
        } else if keys.count > Self.scanLimit {
            places = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
        }
        return k
    }

    mutating func reserveCapacity(_ count: Int) { keys.reserveCapacity(count) }
}
