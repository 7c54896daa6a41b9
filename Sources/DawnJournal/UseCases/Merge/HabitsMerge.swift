/// The habits.toml merge behind `JournalMerge.mergeHabits`.
///
/// Each side is cut into its tables, each keyed by its header (`[habits.run]`) and holding the
/// comments and blank lines directly above it, plus what comes before the first. Tables are
/// merged field by field (`mergeTable`: a field changed on one side is taken; changed
/// differently on both, a conflict on that line); a table added on one side is kept after the table it follows there
/// (added on both: both, in the order of their headers); a table removed on one side and left
/// alone on the other is removed; removed and changed is a conflict around the whole table.
enum HabitsMerge {
    struct Table {
        var key: String
        var lines: [LineMerge.Line]
    }

    struct Side {
        var preamble: [LineMerge.Line]
        let tables: [Table]
        var endsWithNewline: Bool
        var ending: [UInt8]
        /// Where each key's table is in `tables`: a lookup per key, not a walk (5,000 habits
        /// were a quadratic 9 s).
        private var place: [String: Int] = [:]

        init(preamble: [LineMerge.Line], tables: [Table], endsWithNewline: Bool, ending: [UInt8]) {
            self.preamble = preamble
            self.tables = tables
            self.endsWithNewline = endsWithNewline
            self.ending = ending
            place = Dictionary(tables.indices.map { (tables[$0].key, $0) }) { first, _ in first }
        }

        func table(_ key: String) -> Table? { place[key].map { tables[$0] } }
    }

    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], markers: MergeMarkers) -> MergeResult {
        if ours == theirs || theirs == base { return MergeResult(bytes: ours, conflicts: 0) }
        if ours == base { return MergeResult(bytes: theirs, conflicts: 0) }
        func fallback(_ why: String) -> MergeResult {
            JournalMerge.fallback(why, base: base, ours: ours, theirs: theirs, markers: markers)
        }
        var sides: [Side] = []
        for (name, bytes) in [("ours", ours), ("theirs", theirs), ("the base", base)] {
            if !bytes.isEmpty, let error = HabitsParser.parse(bytes).diagnostics.first(where: { $0.severity == .error }) {
                return fallback("\(name) has an error on line \(error.range.line): \(error.message)")
            }
            guard let side = cut(bytes) else { return fallback("\(name) has a table twice") }
            sides.append(side)
        }
        let (o, t, b) = (sides[0], sides[1], sides[2])
        var pieces = LineMerge.pieces(base: b.preamble, ours: o.preamble, theirs: t.preamble)

        // Additions, each after the table it follows on its side (nil: at the start).
        func anchors(_ side: Side) -> [String?: [String]] {
            var out: [String?: [String]] = [:]
            var anchor: String? = nil
            for table in side.tables {
                if b.table(table.key) != nil { anchor = table.key } else { out[anchor, default: []].append(table.key) }
            }
            return out
        }
        let addedO = anchors(o), addedT = anchors(t)
        var emitted: Set<String> = []
        func additions(after anchor: String?) {
            let mine = (addedO[anchor] ?? []).filter { !emitted.contains($0) }
            let yours = (addedT[anchor] ?? []).filter { !emitted.contains($0) && !mine.contains($0) }
            let keys = mine.isEmpty ? yours : yours.isEmpty ? mine : (mine + yours).sorted()
            for key in keys {
                emitted.insert(key)
                pieces += LineMerge.pieces(base: [], ours: o.table(key)?.lines ?? [], theirs: t.table(key)?.lines ?? [])
            }
        }
        additions(after: nil)
        for table in b.tables {
            let ot = o.table(table.key), tt = t.table(table.key)
            switch (ot, tt) {
            case let (ot?, tt?):
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
        // Tables added after a table the other side removed.
        for key in (o.tables + t.tables).map(\.key) where b.table(key) == nil && !emitted.contains(key) {
            emitted.insert(key)
            pieces += LineMerge.pieces(base: [], ours: o.table(key)?.lines ?? [], theirs: t.table(key)?.lines ?? [])
        }
        var (out, conflicts) = LineMerge.render(pieces, markers: markers.lineMarkers, crlf: o.ending == [0x0D, 0x0A])
        let finalNewline = o.endsWithNewline == b.endsWithNewline ? t.endsWithNewline : o.endsWithNewline
        if !finalNewline, conflicts == 0, out.last == 0x0A {
            out.removeLast()
            if out.last == 0x0D { out.removeLast() }
        }
        if conflicts == 0, HabitsParser.parse(out).diagnostics.contains(where: { $0.severity == .error }) {
            return fallback("the merged habits.toml would not read back")
        }
        return MergeResult(bytes: out, conflicts: conflicts)
    }

    /// One table's three versions merged field by field: each `key = value` line stands for its
    /// key in a line merge of the table's layout (header, comments, blank lines, the keys'
    /// order; keys both sides moved or added at one place are all kept, ours first), and the
    /// merged layout gets each key's line merged three-way: a field changed on one side is
    /// taken, changed differently on both is a conflict on that line. A table with
    /// a value over several lines or a key twice, or a field removed on one side and changed on
    /// the other, is merged line by line.
    static func mergeTable(base: [LineMerge.Line], ours: [LineMerge.Line], theirs: [LineMerge.Line]) -> [LineMerge.Piece] {
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
                guard let key = placeholderKey(line) else { pieces.append(.clean([line])); continue }
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
            let opens = value.filter { $0 == "[" || $0 == "{" }.count, closes = value.filter { $0 == "]" || $0 == "}" }.count
            if opens != closes || key.isEmpty || values[key] != nil { return nil }
            values[key] = line
            layout.append(([0x00] + Array(key.utf8) + [0x0A])[...])
        }
        return (layout, values)
    }

    static func placeholderKey(_ line: LineMerge.Line) -> String? {
        guard line.first == 0x00 else { return nil }
        return String(decoding: line.dropFirst().dropLast(), as: UTF8.self)
    }

    /// A side cut into its tables; nil when a header appears twice.
    static func cut(_ bytes: [UInt8]) -> Side? {
        var lines = LineMerge.lines(bytes)
        let crlf = lines.first.map { $0.count >= 2 && $0[$0.endIndex - 2] == 0x0D && $0.last == 0x0A } ?? false
        let eol: [UInt8] = crlf ? [0x0D, 0x0A] : [0x0A]
        let endsWithNewline = bytes.isEmpty || bytes.last == 0x0A
        if let last = lines.last, last.last != 0x0A { lines[lines.count - 1] = (Array(last) + eol)[...] }
        var preamble: [LineMerge.Line] = []
        var tables: [Table] = []
        var current: [LineMerge.Line] = []
        var currentKey: String? = nil
        var seen: Set<String> = []
        for line in lines {
            guard let key = header(line) else { current.append(line); continue }
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
        return Side(preamble: preamble, tables: tables, endsWithNewline: endsWithNewline, ending: eol)
    }

    /// The key of a table header line (`[habits.run]`, spaces and a comment aside), or nil.
    static func header(_ line: LineMerge.Line) -> String? {
        var text = String(decoding: line, as: UTF8.self)
        if let hash = text.firstIndex(of: "#"), !text[..<hash].contains("\"") && !text[..<hash].contains("'") { text = String(text[..<hash]) }
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), !trimmed.contains("=") else { return nil }
        return String(trimmed.filter { $0 != " " && $0 != "\t" })
    }

    static func isBlankOrComment(_ line: LineMerge.Line) -> Bool {
        let trimmed = String(decoding: line, as: UTF8.self).trimmingWhitespace
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }
}

private extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
