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

    var keys: [String] = []
    var children: [String: Child] = [:]
    var positions: [String: SourceRange] = [:]
    /// Defined by a `[header]`, or by dotted keys of a section that has ended: closed to
    /// dotted keys from elsewhere and to a second `[header]`.
    var isDefined: Bool
    /// How deep the table sits; bounded so that hostile input cannot exhaust the stack.
    let depth: Int

    init(isDefined: Bool, depth: Int) {
        self.isDefined = isDefined
        self.depth = depth
    }

    func add(_ key: String, _ child: Child, at position: SourceRange) {
        keys.append(key)
        children[key] = child
        positions[key] = position
    }

    /// The finished, immutable table.
    func table() -> TOMLTable {
        var out = TOMLTable()
        for key in keys {
            let value: TOMLValue
            switch children[key]! {
            case .table(let node): value = .table(node.table())
            case .arrayOfTables(let array): value = .array(array.tables.map { .table($0.table()) })
            case .value(let v): value = v
            }
            out.set(key, value, at: positions[key])
        }
        return out
    }
}

/// An array of tables, `[[name]]`, which later headers may extend.
final class TOMLArrayNode {
    var tables: [TOMLTableNode] = []
}
