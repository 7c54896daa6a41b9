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

    /// The keys in written order (`KeyIndex`), each with its child and where it was written:
    /// the finished table is made without looking anything up.
    private var index = KeyIndex()
    private var children: [Child] = []
    private var positions: [SourceRange] = []
    /// Defined by a `[header]`, or by dotted keys of a section that has ended: closed to
    /// dotted keys from elsewhere and to a second `[header]`.
    var isDefined: Bool
    /// How deep the table sits; bounded so that hostile input cannot exhaust the stack.
    let depth: Int

    init(isDefined: Bool, depth: Int) {
        self.isDefined = isDefined
        self.depth = depth
        // Room for a habit's few keys at once: growing 1, 2, 4, 8 copied each array thrice.
        index.reserveCapacity(8)
        children.reserveCapacity(8)
        positions.reserveCapacity(8)
    }

    /// The child under `key`, if any.
    func child(_ key: String) -> Child? { index.find(key).map { children[$0] } }

    /// Adds `key`, which the table does not hold yet.
    func add(_ key: String, _ child: Child, at position: SourceRange) {
        index.append(key)
        children.append(child)
        positions.append(position)
    }

    /// Moves where `key` (which the table holds) was written: a `[header]` that defines a
    /// table that dotted keys or a deeper header made first.
    func move(_ key: String, to position: SourceRange) {
        if let k = index.find(key) { positions[k] = position }
    }

    /// The finished, immutable table.
    func table() -> TOMLTable {
        let keys = index.keys
        var out = TOMLTable(reservingCapacity: keys.count)
        for k in keys.indices {
            let value: TOMLValue
            switch children[k] {
            case .table(let node): value = .table(node.table())
            case .arrayOfTables(let array): value = .array(array.tables.map { .table($0.table()) })
            case .value(let v): value = v
            }
            out.append(keys[k], value, at: positions[k])
        }
        return out
    }
}

/// An array of tables, `[[name]]`, which later headers may extend.
final class TOMLArrayNode {
    var tables: [TOMLTableNode] = []
}
