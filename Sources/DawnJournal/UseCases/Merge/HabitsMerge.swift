/// The habits.toml merge behind `JournalMerge.mergeHabits`.
///
/// Each side is cut into its tables, each keyed by its header (`[habits.run]`, found by the
/// TOML decoder: a line that reads like one inside a multi-line string is not one) and holding
/// the comments and blank lines directly above it, plus what comes before the first. Tables are
/// merged field by field (`mergeTable`: a field changed on one side is taken; changed
/// differently on both, a conflict on that line); a table added on one side is kept after the table it follows there
/// (added on both with different keys: both, in the order of their headers; with one key: one
/// table, merged field by field); tables keep the order of the side that moved them (`habit
/// move`); a table removed on one side and left alone on the other is removed; removed and
/// changed is a conflict around the whole table. Every line is written with ours' ending.
enum HabitsMerge {
    struct Table {
        var key: String
        var lines: [LineMerge.Line]
    }

    struct Side {
        var preamble: [LineMerge.Line]
        let tables: [Table]
        var endsWithNewline: Bool
        /// The file's line ending, and whether it has any.
        var ending: [UInt8]
        var hasEndings: Bool
        /// Where each key's table is in `tables`: a lookup per key, not a walk (5,000 habits
        /// were a quadratic 9 s).
        private var place: [String: Int] = [:]

        init(preamble: [LineMerge.Line], tables: [Table], endsWithNewline: Bool, ending: [UInt8], hasEndings: Bool) {
            self.preamble = preamble
            self.tables = tables
            self.endsWithNewline = endsWithNewline
            self.ending = ending
            self.hasEndings = hasEndings
            place = Dictionary(tables.indices.map { (tables[$0].key, $0) }) { first, _ in first }
        }

        func table(_ key: String) -> Table? { place[key].map { tables[$0] } }
    }

    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], markers: MergeMarkers) -> MergeResult {
        func fallback(_ why: String) -> MergeResult {
            JournalMerge.fallback(why, base: base, ours: ours, theirs: theirs, markers: markers)
        }
        for (name, bytes) in [("ours", ours), ("theirs", theirs)] {
            if let line = JournalMerge.conflictMarkerLine(in: bytes, size: markers.size) {
                return fallback("\(name) holds a conflict marker on line \(line), from a merge that was not resolved")
            }
        }
        if ours == theirs || theirs == base { return MergeResult(bytes: ours, conflicts: 0) }
        if ours == base { return MergeResult(bytes: theirs, conflicts: 0) }
        var sides: [Side] = []
        for (name, bytes) in [("ours", ours), ("theirs", theirs), ("the base", base)] {
            if !bytes.isEmpty, let error = HabitsParser.parse(bytes).diagnostics.first(where: { $0.severity == .error })
            {
                return fallback("\(name) has an error on line \(error.range.line): \(error.message)")
            }
            guard let side = cut(bytes) else { return fallback("\(name) has a table twice") }
            sides.append(side)
        }
        let eol = sides[0].hasEndings ? sides[0].ending : sides[1].hasEndings ? sides[1].ending : sides[2].ending
        let (o, t, b) = (sides[0], sides[1], sides[2])
        var pieces = LineMerge.pieces(base: b.preamble, ours: o.preamble, theirs: t.preamble)

        // Additions, each after the table it follows on its side (nil: at the start; `end`:
        // after the last, wherever the other side moved that one).
        let end = "\u{0}end"
        func anchors(_ side: Side) -> [String?: [String]] {
            var out: [String?: [String]] = [:]
            var anchor: String? = nil
            var atEnd: [String] = []
            for table in side.tables {
                if b.table(table.key) != nil {
                    out[anchor, default: []] += atEnd // they follow `anchor`, not the last
                    atEnd = []
                    anchor = table.key
                } else if anchor == nil {
                    out[nil, default: []].append(table.key)
                } else {
                    atEnd.append(table.key)
                }
            }
            out[end, default: []] += atEnd
            return out
        }
        let addedO = anchors(o)
        let addedT = anchors(t)
        var emitted: Set<String> = []
        func additions(after anchor: String?) {
            let mine = (addedO[anchor] ?? []).filter { !emitted.contains($0) }
            let yours = (addedT[anchor] ?? []).filter { !emitted.contains($0) && !mine.contains($0) }
            let keys = mine.isEmpty ? yours : yours.isEmpty ? mine : (mine + yours).sorted()
            for key in keys {
                emitted.insert(key)
                // The same habit added on both sides: field by field, as if from an empty table.
                pieces += mergeTable(base: [], ours: o.table(key)?.lines ?? [], theirs: t.table(key)?.lines ?? [])
            }
        }
        additions(after: nil)
        for key in spine(b, o, t) {
            let table = b.table(key)!
            let ot = o.table(table.key)
            let tt = t.table(table.key)
            switch (ot, tt) {
            case (let ot?, let tt?):
                pieces += mergeTable(base: table.lines, ours: ot.lines, theirs: tt.lines)
            case (nil, let tt?) where tt.lines != table.lines:
                pieces.append(.conflict(ours: [], theirs: tt.lines))
            case (let ot?, nil) where ot.lines != table.lines:
                pieces.append(.conflict(ours: ot.lines, theirs: []))
            default:
                break // removed on one side, untouched on the other; or removed on both
            }
            additions(after: table.key)
        }
        additions(after: end)
        // Tables added after a table the other side removed.
        for key in (o.tables + t.tables).map(\.key) where b.table(key) == nil && !emitted.contains(key) {
            emitted.insert(key)
            pieces += mergeTable(base: [], ours: o.table(key)?.lines ?? [], theirs: t.table(key)?.lines ?? [])
        }
        let (lf, conflicts) = LineMerge.render(pieces, markers: markers.lineMarkers, crlf: false)
        // Every line with ours' ending.
        var out: [UInt8] = []
        out.reserveCapacity(lf.count)
        GitLine.append(lf, endingLinesWith: eol, to: &out)
        let finalNewline = o.endsWithNewline == b.endsWithNewline ? t.endsWithNewline : o.endsWithNewline
        if !finalNewline, conflicts == 0, GitLine.isTerminated(out) {
            out.removeLast(GitLine.ending(of: out).bytes.count)
        }
        if conflicts == 0, HabitsParser.parse(out).diagnostics.contains(where: { $0.severity == .error }) {
            return fallback("the merged habits.toml would not read back")
        }
        return MergeResult(bytes: out, conflicts: conflicts)
    }

    /// The order of the base's tables in the merge: the base's, unless one side moved tables
    /// (`habit move`): then that side's (ours', when both did), with the tables it removed
    /// after the ones they followed in the base.
    static func spine(_ b: Side, _ o: Side, _ t: Side) -> [String] {
        let baseKeys = b.tables.map(\.key)
        func moved(_ side: Side) -> [String]? {
            let order = side.tables.map(\.key).filter { b.table($0) != nil }
            let kept = Set(order)
            return order == baseKeys.filter({ kept.contains($0) }) ? nil : order
        }
        guard var order = moved(o) ?? moved(t) else { return baseKeys }
        var place = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
        var previous: String? = nil
        for key in baseKeys {
            if place[key] == nil {
                let at = previous.flatMap { place[$0] }.map { $0 + 1 } ?? 0
                order.insert(key, at: at)
                place = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
            }
            previous = key
        }
        return order
    }

    /// One table's three versions merged field by field: each `key = value` line stands for its
    /// key in a line merge of the table's layout (header, comments, blank lines, the keys'
    /// order; keys both sides moved or added at one place are all kept, ours first), and the
    /// merged layout gets each key's line merged three-way: a field changed on one side is
    /// taken, changed differently on both is a conflict on that line. A table with
    /// a value over several lines or a key twice, or a field removed on one side and changed on
    /// the other, is merged line by line.
    static func mergeTable(base: [LineMerge.Line], ours: [LineMerge.Line], theirs: [LineMerge.Line]) -> [LineMerge
        .Piece]
    {
        let plain = LineMerge.pieces(base: base, ours: ours, theirs: theirs)
        guard let b = fields(base), let o = fields(ours), let t = fields(theirs) else { return plain }
        let layout = LineMerge.pieces(base: b.layout, ours: o.layout, theirs: t.layout)
        var pieces: [LineMerge.Piece] = []
        var placed: Set<String> = []
        for piece in layout {
            let lines: [LineMerge.Line]
            switch piece {
            case .clean(let clean):
                lines = clean
            case .conflict(let ours, let theirs):
                // Keys only (added, removed or moved next to each other): all of them, ours'
                // first; each key's own merge below decides whether its line stays.
                guard (ours + theirs).allSatisfy({ placeholderKey($0) != nil }) else { return plain }
                lines = ours + theirs.filter { !ours.contains($0) }
            }
            for line in lines {
                guard let key = placeholderKey(line) else {
                    pieces.append(.clean([line]))
                    continue
                }
                guard placed.insert(key).inserted else { continue }
                let (bl, ol, tl) = (b.values[key], o.values[key], t.values[key])
                if ol == tl || tl == bl {
                    if let ol { pieces.append(.clean([ol])) }
                } else if ol == bl {
                    if let tl { pieces.append(.clean([tl])) }
                } else if let ol, let tl {
                    pieces.append(.conflict(ours: [ol], theirs: [tl]))
                } else {
                    return plain // removed on one side, changed on the other
                }
            }
        }
        // A key whose line the layout dropped must have been removed without a change.
        for key in Set(o.values.keys).union(t.values.keys) where !placed.contains(key) {
            let (bl, ol, tl) = (b.values[key], o.values[key], t.values[key])
            if !(ol == nil && tl == bl) && !(tl == nil && ol == bl) && !(ol == nil && tl == nil) { return plain }
        }
        // Adjacent clean lines as one piece, as the line merge gives them.
        var joined: [LineMerge.Piece] = []
        for piece in pieces {
            if case .clean(let more) = piece, case .clean(let lines)? = joined.last {
                joined[joined.count - 1] = .clean(lines + more)
            } else {
                joined.append(piece)
            }
        }
        return joined
    }

    /// A table's layout (each field line replaced by a placeholder naming its key) and its field
    /// lines by key; nil when a value spans lines or a key appears twice.
    static func fields(_ lines: [LineMerge.Line]) -> (layout: [LineMerge.Line], values: [String: LineMerge.Line])? {
        var layout: [LineMerge.Line] = []
        var values: [String: LineMerge.Line] = [:]
        for line in lines {
            let text = String(decoding: line, as: UTF8.self).trimmingWhitespace
            guard !text.isEmpty, !text.hasPrefix("#"), !text.hasPrefix("["), let eq = text.firstIndex(of: "=") else {
                layout.append(line)
                continue
            }
            let key = String(text[..<eq]).trimmingWhitespace
            let value = String(text[text.index(after: eq)...]).trimmingWhitespace
            // Values that may go on over the next lines: multi-line strings, arrays, inline tables.
            if value.hasPrefix("\"\"\"") || value.hasPrefix("'''") { return nil }
            let opens = value.filter { $0 == "[" || $0 == "{" }.count
            let closes = value.filter { $0 == "]" || $0 == "}" }.count
            if opens != closes || key.isEmpty || values[key] != nil { return nil }
            values[key] = line
            layout.append(([0x00] + Array(key.utf8) + LineEnding.lf.bytes)[...])
        }
        return (layout, values)
    }

    static func placeholderKey(_ line: LineMerge.Line) -> String? {
        guard line.first == 0x00 else { return nil }
        return String(decoding: line.dropFirst().dropLast(), as: UTF8.self)
    }

    /// A side cut into its tables, every line ending in "\n"; nil when a header appears twice or
    /// the side is not TOML.
    static func cut(_ bytes: [UInt8]) -> Side? {
        guard let headers = headerLines(bytes) else { return nil }
        let raw = LineMerge.lines(bytes)
        let crlf = raw.first.map { GitLine.ending(of: $0) == .crlf } ?? false
        let endsWithNewline = bytes.isEmpty || GitLine.isTerminated(bytes)
        // Compared and merged without their endings; written with ours'.
        let lines: [LineMerge.Line] = raw.map { (Array(GitLine.content(of: $0)) + LineEnding.lf.bytes)[...] }
        var preamble: [LineMerge.Line] = []
        var tables: [Table] = []
        var current: [LineMerge.Line] = []
        var currentKey: String? = nil
        var seen: Set<String> = []
        for (index, line) in lines.enumerated() {
            guard headers.contains(index + 1), let key = header(line) else {
                current.append(line)
                continue
            }
            guard seen.insert(key).inserted else { return nil }
            // The comments and blank lines directly above a header go with it.
            var lead = current.count
            while lead > 0, isBlankOrComment(current[lead - 1]) { lead -= 1 }
            let above = Array(current[lead...])
            current.removeLast(current.count - lead)
            if let currentKey { tables.append(Table(key: currentKey, lines: current)) } else { preamble = current }
            current = above + [line]
            currentKey = key
        }
        if let currentKey { tables.append(Table(key: currentKey, lines: current)) } else { preamble = current }
        return Side(
            preamble: preamble, tables: tables, endsWithNewline: endsWithNewline,
            ending: (crlf ? LineEnding.crlf : .lf).bytes,
            hasEndings: !bytes.isEmpty && raw.contains { GitLine.isTerminated($0) })
    }

    /// The (1-based) lines that hold a table header, as the TOML decoder reads the file: a
    /// line inside a multi-line string is never one. Nil when the bytes are not TOML.
    static func headerLines(_ bytes: [UInt8]) -> Set<Int>? {
        guard !bytes.isEmpty else { return [] }
        guard let root = try? TOMLDecoder().decode(bytes) else { return nil }
        var lines: Set<Int> = []
        var tables = [root]
        while let table = tables.popLast() {
            for (key, value) in table.entries {
                switch value {
                case .table(let sub):
                    if let line = table.position(of: key)?.line { lines.insert(line) }
                    tables.append(sub)
                case .array(let values):
                    for case .table(let sub) in values { tables.append(sub) }
                default:
                    break
                }
            }
        }
        return lines
    }

    /// The key of a table header line (`[habits.run]`, spaces and a comment aside), or nil.
    static func header(_ line: LineMerge.Line) -> String? {
        var text = String(decoding: line, as: UTF8.self)
        if let hash = text.firstIndex(of: "#"), !text[..<hash].contains("\"") && !text[..<hash].contains("'") {
            text = String(text[..<hash])
        }
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), !trimmed.contains("=") else { return nil }
        return String(trimmed.filter { $0 != " " && $0 != "\t" })
    }

    static func isBlankOrComment(_ line: LineMerge.Line) -> Bool {
        let trimmed = String(decoding: line, as: UTF8.self).trimmingWhitespace
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
