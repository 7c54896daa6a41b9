import DawnSource

/// The mutable tree the decoder builds while it reads; turned into `TOMLTable` values at the end.
///
/// Tables are reference types here so that a `[a.b.c]` header can reach into a table made
/// earlier; the flags implement TOML 1.0's rules on defining a table once.
final class TOMLTableNode {
    enum Child {
        case table(TOMLTableNode)
        case arrayOfTables(TOMLArrayNode)
        case value(TOMLValue)
    }

    /// The keys in written order (`KeyIndex`), and beside each its value and where it was
    /// written, kept as the finished table keeps them: a table of plain values is handed over
    /// whole, without a copy. A key holding a table or an array of tables has a placeholder
    /// among the values and its node in `nodes`, put in its place when the table is finished.
    ///
    /// The storage is `@exclusivity(unchecked)`: a node lives inside one decoder, which runs on one
    /// thread and never holds one of these open across a call that reaches it again (each method
    /// reads or changes them and returns). The dynamic checks cost `TOMLTableNode.add` four
    /// `swift_beginAccess` calls a key, 35,000 instructions for a habits.toml of ten habits.
    @exclusivity(unchecked) private var index = KeyIndex()
    @exclusivity(unchecked) private var values: [TOMLValue] = []
    @exclusivity(unchecked) private var places: [SourceRange?] = []
    /// The keys that hold a table or an array of tables, by their place in `index`: a few.
    @exclusivity(unchecked) private var nodes: [(place: Int, child: Child)] = []
    /// Defined by a `[header]`, or by dotted keys of a section that has ended: closed to
    /// dotted keys from elsewhere and to a second `[header]`.
    @exclusivity(unchecked) var isDefined: Bool
    /// How deep the table sits; bounded so that hostile input cannot exhaust the stack.
    let depth: Int

    init(isDefined: Bool, depth: Int) {
        self.isDefined = isDefined
        self.depth = depth
        // Room for a habit's few keys at once: growing 1, 2, 4, 8 copied each array thrice.
        index.reserveCapacity(8)
        values.reserveCapacity(8)
        places.reserveCapacity(8)
    }

    /// Whether the table holds `key`.
    func holds(_ key: String) -> Bool { index.find(key) != nil }

    /// The child under `key`, if any.
    func child(_ key: String) -> Child? {
        guard let k = index.find(key) else { return nil }
        if let node = nodes.first(where: { $0.place == k }) { return node.child }
        return .value(values[k])
    }

    /// Adds `key`, which the table does not hold yet.
    func add(_ key: String, _ child: Child, at position: SourceRange) {
        let k = index.append(key)
        if case .value(let value) = child {
            values.append(value)
        } else {
            values.append(.boolean(false)) // a placeholder until the table is finished
            nodes.append((k, child))
        }
        places.append(position)
    }

    /// Moves where `key` (which the table holds) was written: a `[header]` that defines a
    /// table that dotted keys or a deeper header made first.
    func move(_ key: String, to position: SourceRange) {
        if let k = index.find(key) { places[k] = position }
    }

    /// The finished, immutable table.
    func table() -> TOMLTable {
        var finished = values
        for (k, child) in nodes {
            switch child {
            case .table(let node): finished[k] = .table(node.table())
            case .arrayOfTables(let array): finished[k] = .array(array.tables.map { .table($0.table()) })
            case .value(let v): finished[k] = v
            }
        }
        return TOMLTable(index: index, values: finished, places: places)
    }
}

/// An array of tables, `[[name]]`, which later headers may extend.
final class TOMLArrayNode {
    @exclusivity(unchecked) var tables: [TOMLTableNode] = []
}
