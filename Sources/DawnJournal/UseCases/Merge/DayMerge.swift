/// The day-file merge behind `JournalMerge.mergeDay`.
///
/// Each side is parsed and cut in two: its timeline entries and checklist items (the "items"),
/// and everything else (the "skeleton": front matter, headings, prose, blank lines), where one
/// placeholder line stands at each section's first item. The skeletons are merged line by
/// line; the items are merged key by key; the merged items are written at their section's
/// placeholder, entries in time order and checklist items in habits.toml's.
enum DayMerge {
    /// An item line of one side: its key, its text without the ending, and the ending.
    struct Item {
        var key: String
        var text: [UInt8]
        var ending: [UInt8]
        var isAmountRecord: Bool
        /// Start and end minutes for entries; the habit's place for checklist items.
        var order: (Int, Int)
    }

    /// One side, cut up.
    struct Side {
        var skeleton: [LineMerge.Line]
        var items: [DaySection: [Item]]
        var ending: [UInt8]
        var endsWithNewline: Bool
        /// The section headings' lines (with endings), and their sections.
        var headings: [[UInt8]: DaySection] = [:]
    }

    static let placeholder: [DaySection: [UInt8]] = [
        .timeline: [0x00] + Array("dawn-journal timeline".utf8) + [0x0A],
        .checklist: [0x00] + Array("dawn-journal checklist".utf8) + [0x0A],
    ]

    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], habits: HabitsFile?, markers: MergeMarkers) -> MergeResult {
        if ours == theirs || theirs == base { return MergeResult(bytes: ours, conflicts: 0) }
        if ours == base { return MergeResult(bytes: theirs, conflicts: 0) }
        func fallback(_ why: String) -> MergeResult {
            JournalMerge.fallback(why, base: base, ours: ours, theirs: theirs, markers: markers)
        }
        var sides: [Side] = []
        var appearance: [String: Int] = [:] // the order of the sides, when there is no habits.toml
        for (name, bytes) in [("ours", ours), ("theirs", theirs), ("the base", base)] {
            switch cut(bytes, habits: habits, appearance: &appearance) {
            case .success(let side): sides.append(side)
            case .failure(let problem): return fallback("\(name) \(problem.message)")
            }
        }
        let (o, t, b) = (sides[0], sides[1], sides[2])
        let eol = o.ending
        let pieces = LineMerge.pieces(base: b.skeleton, ours: o.skeleton, theirs: t.skeleton, keepOneSidedAdditions: true)
        // The lines a conflict is cleared of, because they are put back below: the lists'
        // places, and the headings of sections that will have items (an empty section's
        // heading stays in the conflict, so that it is not lost).
        let withItems = Set([DaySection.timeline, .checklist].filter { section in
            mergeItems(section, base: b.items[section] ?? [], ours: o.items[section] ?? [], theirs: t.items[section] ?? [])
                .contains { if case .clean(let lines) = $0 { !lines.isEmpty } else { true } }
        })
        var structural = Set(placeholder.values)
        for (line, section) in [o.headings, t.headings, b.headings].joined() where withItems.contains(section) { structural.insert(line) }

        var out: [[UInt8]] = [] // lines, each with its ending
        var conflicts = 0
        func conflict(_ ours: [LineMerge.Line], _ theirs: [LineMerge.Line]) {
            conflicts += 1
            out.append(markers.lineMarkers.line(0x3C, label: markers.ours, ending: eol))
            out += ours.map(Array.init)
            out.append(markers.lineMarkers.line(0x3D, label: "", ending: eol))
            out += theirs.map(Array.init)
            out.append(markers.lineMarkers.line(0x3E, label: markers.theirs, ending: eol))
        }
        /// The merged items of a section as lines.
        func items(_ section: DaySection) -> [[UInt8]] {
            let saved = out
            out = []
            for part in mergeItems(section, base: b.items[section] ?? [], ours: o.items[section] ?? [], theirs: t.items[section] ?? []) {
                switch part {
                case .clean(let lines): out += lines.map(Array.init)
                case .conflict(let ours, let theirs): conflict(ours, theirs)
                }
            }
            defer { out = saved }
            return out
        }
        var placed: Set<DaySection> = []
        for piece in pieces {
            switch piece {
            case .clean(let lines):
                for line in lines {
                    guard let section = placeholder.first(where: { $0.value == Array(line) })?.key else {
                        out.append(Array(line))
                        continue
                    }
                    guard placed.insert(section).inserted else { return fallback("the merged \(section.title) section is not one list") }
                    out += items(section)
                }
            case .conflict(let ours, let theirs):
                // Sections both sides added or moved at one place: their headings and lists are
                // put back below; what is left (prose) is the conflict, if the sides differ.
                func prose(_ lines: [LineMerge.Line]) -> [LineMerge.Line] {
                    var kept = lines.filter { !structural.contains(Array($0)) }
                    while let first = kept.first, isBlank(first) { kept.removeFirst() }
                    while let last = kept.last, isBlank(last) { kept.removeLast() }
                    return kept
                }
                let (po, pt) = (prose(ours), prose(theirs))
                if po == ours && pt == theirs {
                    conflict(ours, theirs)
                } else if po == pt {
                    out += po.map(Array.init)
                } else {
                    conflict(po, pt)
                }
            }
        }
        // A section whose heading went (removed on one side, or in a conflict) while the merge
        // keeps items in it: the section again, where `log` would put it.
        for section in [DaySection.timeline, .checklist] where !placed.contains(section) {
            let lines = items(section)
            if lines.isEmpty { continue }
            if let last = out.last, last.last != 0x0A { out[out.count - 1] += eol }
            out = out.flatMap { LineMerge.lines($0).map(Array.init) } // an item with nested lines is several
            let bytes = Array(out.joined())
            let parsed = DayParser.parse(bytes)
            let raw = RawLines(bytes)
            guard raw.count == out.count else { return fallback("the merged day could not be read line by line") }
            var (at, added) = DayEditor.newSection(section, item: "\u{0}", in: parsed.day, raw: raw)
            // Not between a conflict's markers, where taking one side would drop it: after them.
            let open = markers.lineMarkers.line(0x3C, label: markers.ours, ending: eol)
            let close = markers.lineMarkers.line(0x3E, label: markers.theirs, ending: eol)
            if let start = out[..<at].lastIndex(of: open), !out[start..<at].contains(close), let end = out[at...].firstIndex(of: close) {
                at = end + 1
                if added.first != "" { added.insert("", at: 0) }
            }
            out.insert(contentsOf: added.flatMap { $0 == "\u{0}" ? lines : [Array($0.utf8) + eol] }, at: at)
        }
        var result = Array(out.joined())
        // The final newline, three-way: ours' unless ours kept the base's and theirs changed it.
        let finalNewline = o.endsWithNewline == b.endsWithNewline ? t.endsWithNewline : o.endsWithNewline
        if !finalNewline, result.last == 0x0A, !endsWithMarker(result, markers) {
            result.removeLast()
            if result.last == 0x0D { result.removeLast() }
        }
        // A safety net: the merge must read back without errors.
        if conflicts == 0, DayParser.parse(result).diagnostics.hasErrors {
            return fallback("the merged day would not read back")
        }
        return MergeResult(bytes: result, conflicts: conflicts)
    }

    static func isBlank(_ line: LineMerge.Line) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }

    static func endsWithMarker(_ out: [UInt8], _ markers: MergeMarkers) -> Bool {
        let lines = LineMerge.lines(out)
        guard let last = lines.last else { return false }
        return last.starts(with: [UInt8](repeating: 0x3E, count: max(1, markers.size)))
    }

    struct Problem: Error { var message: String }

    /// A side parsed and cut into skeleton and items; a side with errors is a problem.
    static func cut(_ bytes: [UInt8], habits: HabitsFile?, appearance: inout [String: Int]) -> Result<Side, Problem> {
        let raw = RawLines(bytes)
        let eol = raw.preferredEnding == [0x0D, 0x0A] ? [UInt8]([0x0D, 0x0A]) : [0x0A]
        var side = Side(skeleton: [], items: [:], ending: eol, endsWithNewline: bytes.isEmpty || bytes.last == 0x0A || bytes.last == 0x0D)
        guard !bytes.isEmpty else { return .success(side) }
        let parsed = DayParser.parse(bytes)
        if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
            return .failure(Problem(message: "has an error on line \(error.range.line): \(error.message)"))
        }
        let day = parsed.day
        guard day.lines.count == raw.count else { return .failure(Problem(message: "could not be read line by line")) }
        // A lone CR before a line moved next to an empty one would read as one CRLF: such files
        // (old Mac endings) are merged line by line.
        guard !raw.endings.contains([0x0D]) else { return .failure(Problem(message: "has a line ending in a lone carriage return")) }
        var headings: [DaySection: Int] = [:] // section → its heading's index in the skeleton
        var lastItem: DaySection? = nil // the section of the item the line before belongs to
        for (index, line) in day.lines.enumerated() {
            let ending = raw.endings[index].isEmpty ? eol : raw.endings[index]
            if case .heading(2, let title) = line.kind, let section = DaySection(title: title) {
                if headings[section] != nil { return .failure(Problem(message: "has two \(section.title) sections")) }
                headings[section] = side.skeleton.count
                side.headings[raw.contents[index] + ending] = section
            }
            let item: Item?
            switch line.kind {
            case .entry(let k):
                let e = day.entries[k]
                let habit = habitKey(e.habit, habits: habits, appearance: &appearance)
                item = Item(key: "\(e.start.minutes)-\(e.end.minutes) \(habit.key)", text: raw.contents[index], ending: ending,
                            isAmountRecord: false, order: (e.start.minutes, e.end.minutes))
            case .checklistItem(let k):
                let c = day.checklist[k]
                let habit = habitKey(c.habit, habits: habits, appearance: &appearance)
                item = Item(key: habit.key, text: raw.contents[index], ending: ending, isAmountRecord: c.amount != nil, order: (habit.rank, 0))
            default:
                item = nil
            }
            if let item, let section = line.section {
                if side.items[section] == nil { side.skeleton.append(placeholder[section]![...]) }
                side.items[section, default: []].append(item)
                lastItem = section
            } else if let section = lastItem, line.section == section, isNested(line.kind, raw.contents[index]) {
                // A more indented line right below an item is its nested content: it goes
                // with the item, so that it stays under it wherever the merge puts the item.
                let n = side.items[section]!.count - 1
                side.items[section]![n].text += side.items[section]![n].ending + raw.contents[index]
                side.items[section]![n].ending = ending
            } else {
                lastItem = nil
                let whole = raw.contents[index] + ending
                if placeholder.values.contains(whole) { return .failure(Problem(message: "holds a line the merge uses itself")) }
                side.skeleton.append(whole[...])
            }
        }
        // An empty section's list goes where `log` puts the first item: after the heading and
        // a blank line. Later sections first, so that earlier indices stay right.
        for (section, heading) in headings.sorted(by: { $0.value > $1.value }) where side.items[section] == nil {
            var at = heading + 1
            if at < side.skeleton.count, isBlank(side.skeleton[at]) { at += 1 }
            side.skeleton.insert(placeholder[section]![...], at: at)
        }
        return .success(side)
    }

    /// Whether a line below an item is nested content of it: indented, and not blank, a
    /// heading or an item of its own.
    static func isNested(_ kind: DayLine.Kind, _ text: [UInt8]) -> Bool {
        switch kind {
        case .text, .code, .comment: return text.first == 0x20 || text.first == 0x09
        default: return false
        }
    }

    /// The key of a mentioned habit and its place in the checklist's order.
    static func habitKey(_ mention: HabitMention, habits: HabitsFile?, appearance: inout [String: Int]) -> (key: String, rank: Int) {
        if let habits, let index = habits.habitIndex(for: mention) {
            return ("#\(habits.habits[index].id)", index)
        }
        let key = mention.matchKey
        // Habits habits.toml does not name come after those it does, by name (so that the
        // merge stays symmetric); without habits.toml, in the order they appear in.
        if let habits { return ("=\(key)", habits.habits.count) }
        if appearance[key] == nil { appearance[key] = appearance.count }
        return ("=\(key)", appearance[key]!)
    }

    /// The merged list of one section, key by key, in order.
    static func mergeItems(_ section: DaySection, base: [Item], ours: [Item], theirs: [Item]) -> [LineMerge.Piece] {
        var keys: [String] = []
        var order: [String: (Int, Int)] = [:]
        for item in ours + theirs + base where order[item.key] == nil {
            keys.append(item.key)
            order[item.key] = item.order
        }
        // Ties (one time, one place in habits.toml): the base's order, then new keys by key, so
        // that entries at one time keep their order and the merge stays symmetric.
        var baseIndex: [String: Int] = [:]
        for (i, item) in base.enumerated() where baseIndex[item.key] == nil { baseIndex[item.key] = i }
        keys.sort { a, b in
            let (x, y) = (order[a]!, order[b]!)
            if x != y { return (x.0, x.1) < (y.0, y.1) }
            let (i, j) = (baseIndex[a] ?? Int.max, baseIndex[b] ?? Int.max)
            return i != j ? i < j : a < b
        }
        var pieces: [LineMerge.Piece] = []
        func line(_ item: Item) -> LineMerge.Line { (item.text + item.ending)[...] }
        // Each side's items by key, in order (one pass each: a day of many items stays linear).
        func byKey(_ items: [Item]) -> [String: [Item]] { Dictionary(grouping: items, by: \.key) }
        let (baseByKey, oursByKey, theirsByKey) = (byKey(base), byKey(ours), byKey(theirs))
        for key in keys {
            let b = baseByKey[key] ?? [], o = oursByKey[key] ?? [], t = theirsByKey[key] ?? []
            let (bt, ot, tt) = (b.map(\.text), o.map(\.text), t.map(\.text))
            let records = (b + o + t).allSatisfy(\.isAmountRecord)
            if records, ot != bt, tt != bt, !recordsReplacedOnBothSides(base: bt, ours: ot, theirs: tt) {
                // Amount records add up: what each side added is kept (both, when both added the
                // same record), and a record one side or both removed is removed once.
                pieces.append(.clean(addRecords(base: b, ours: o, theirs: t).map(line)))
            } else if ot == tt || tt == bt {
                pieces.append(.clean(o.map(line)))
            } else if ot == bt {
                pieces.append(.clean(t.map(line)))
            } else if b.count == 1, o.count == 1, t.count == 1,
                      case let merged = LineMerge.pieces(base: LineMerge.lines(line(b[0])), ours: LineMerge.lines(line(o[0])), theirs: LineMerge.lines(line(t[0]))),
                      !merged.contains(where: { if case .conflict = $0 { true } else { false } }) {
                // An item with nested lines, changed on both sides in different lines of it.
                pieces += merged
            } else {
                pieces.append(.conflict(ours: o.map(line), theirs: t.map(line)))
            }
        }
        return pieces
    }

    /// Whether both sides removed one of the base's records and either side put something in
    /// its place: a note edited, `log --set`, `unlog` against an edit. Records then do not add
    /// up: the same change on both sides is taken once, different ones are a conflict.
    static func recordsReplacedOnBothSides(base: [[UInt8]], ours: [[UInt8]], theirs: [[UInt8]]) -> Bool {
        func counts(_ lines: [[UInt8]]) -> [[UInt8]: Int] { lines.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        let (cb, co, ct) = (counts(base), counts(ours), counts(theirs))
        let removedByBoth = cb.contains { line, n in (co[line] ?? 0) < n && (ct[line] ?? 0) < n }
        let added = co.contains { $1 > (cb[$0] ?? 0) } || ct.contains { $1 > (cb[$0] ?? 0) }
        return removedByBoth && added
    }

    /// The three-way merge of a habit's amount records, as multisets of lines: each distinct
    /// line kept as often as the base had it, plus what each side added, minus the larger
    /// removal. Survivors keep the base's order; additions follow, in byte order.
    static func addRecords(base: [Item], ours: [Item], theirs: [Item]) -> [Item] {
        func counts(_ items: [Item]) -> [[UInt8]: Int] { items.reduce(into: [:]) { $0[$1.text, default: 0] += 1 } }
        let (cb, co, ct) = (counts(base), counts(ours), counts(theirs))
        var result: [Item] = []
        var used: [[UInt8]: Int] = [:]
        var all: [[UInt8]: Item] = [:]
        for item in ours + theirs + base where all[item.text] == nil { all[item.text] = item }
        var target: [[UInt8]: Int] = [:]
        for text in all.keys {
            let b = cb[text] ?? 0, dO = (co[text] ?? 0) - b, dT = (ct[text] ?? 0) - b
            target[text] = max(0, b + max(0, dO) + max(0, dT) + min(0, min(dO, dT)))
        }
        for item in base where used[item.text, default: 0] < target[item.text]! {
            used[item.text, default: 0] += 1
            result.append(item)
        }
        for text in all.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let extra = target[text]! - used[text, default: 0]
            if extra > 0 { result += Array(repeating: all[text]!, count: extra) }
        }
        return result
    }
}
