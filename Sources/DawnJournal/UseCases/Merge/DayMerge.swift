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

        var out: [UInt8] = []
        var conflicts = 0
        var placed: Set<DaySection> = []
        func conflict(_ ours: [LineMerge.Line], _ theirs: [LineMerge.Line]) {
            conflicts += 1
            out += markers.lineMarkers.line(0x3C, label: markers.ours, ending: eol)
            for line in ours { out += line }
            out += markers.lineMarkers.line(0x3D, label: "", ending: eol)
            for line in theirs { out += line }
            out += markers.lineMarkers.line(0x3E, label: markers.theirs, ending: eol)
        }
        for piece in pieces {
            switch piece {
            case .clean(let lines):
                for line in lines {
                    guard let section = placeholder.first(where: { $0.value == Array(line) })?.key else {
                        out += line
                        continue
                    }
                    guard placed.insert(section).inserted else { return fallback("the merged \(section.title) section is not one list") }
                    for part in mergeItems(section, base: b.items[section] ?? [], ours: o.items[section] ?? [], theirs: t.items[section] ?? []) {
                        switch part {
                        case .clean(let lines): for line in lines { out += line }
                        case .conflict(let ours, let theirs): conflict(ours, theirs)
                        }
                    }
                }
            case .conflict(let ours, let theirs):
                if (ours + theirs).contains(where: { line in placeholder.values.contains(Array(line)) }) {
                    return fallback("both sides changed the lines around a section's list")
                }
                conflict(ours, theirs)
            }
        }
        for section in [DaySection.timeline, .checklist] where !placed.contains(section) {
            if !(o.items[section] ?? []).isEmpty || !(t.items[section] ?? []).isEmpty {
                return fallback("the \(section.title) section was removed on one side and changed on the other")
            }
        }
        // The final newline, three-way: ours' unless ours kept the base's and theirs changed it.
        let finalNewline = o.endsWithNewline == b.endsWithNewline ? t.endsWithNewline : o.endsWithNewline
        if !finalNewline, out.last == 0x0A, !endsWithMarker(out, markers) {
            out.removeLast()
            if out.last == 0x0D { out.removeLast() }
        }
        // A safety net: the merge must read back without errors.
        if conflicts == 0, DayParser.parse(out).diagnostics.hasErrors {
            return fallback("the merged day would not read back")
        }
        return MergeResult(bytes: out, conflicts: conflicts)
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
        var headings: [DaySection: Int] = [:]
        for (index, line) in day.lines.enumerated() {
            let ending = raw.endings[index].isEmpty ? eol : raw.endings[index]
            if case .heading(2, let title) = line.kind, let section = DaySection(title: title) {
                headings[section, default: 0] += 1
                if headings[section]! > 1 { return .failure(Problem(message: "has two \(section.title) sections")) }
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
            } else {
                let whole = raw.contents[index] + ending
                if placeholder.values.contains(whole) { return .failure(Problem(message: "holds a line the merge uses itself")) }
                side.skeleton.append(whole[...])
            }
        }
        return .success(side)
    }

    /// The key of a mentioned habit and its place in the checklist's order.
    static func habitKey(_ mention: HabitMention, habits: HabitsFile?, appearance: inout [String: Int]) -> (key: String, rank: Int) {
        if let habits, let index = habits.habitIndex(for: mention) {
            return ("#\(habits.habits[index].id)", index)
        }
        let key = mention.matchKey
        if appearance[key] == nil { appearance[key] = appearance.count }
        // Habits habits.toml does not name come after those it does, in order of appearance.
        return ("=\(key)", (habits?.habits.count ?? 0) + appearance[key]!)
    }

    /// The merged list of one section, key by key, in order.
    static func mergeItems(_ section: DaySection, base: [Item], ours: [Item], theirs: [Item]) -> [LineMerge.Piece] {
        var keys: [String] = []
        var order: [String: (Int, Int)] = [:]
        for item in ours + theirs + base where order[item.key] == nil {
            keys.append(item.key)
            order[item.key] = item.order
        }
        keys.sort { a, b in
            let (x, y) = (order[a]!, order[b]!)
            return x != y ? (x.0, x.1) < (y.0, y.1) : a < b
        }
        var pieces: [LineMerge.Piece] = []
        func line(_ item: Item) -> LineMerge.Line { (item.text + item.ending)[...] }
        for key in keys {
            let b = base.filter { $0.key == key }, o = ours.filter { $0.key == key }, t = theirs.filter { $0.key == key }
            let (bt, ot, tt) = (b.map(\.text), o.map(\.text), t.map(\.text))
            let records = (b + o + t).allSatisfy(\.isAmountRecord)
            if records, ot != bt, tt != bt {
                // Amount records add up: what each side added is kept (both, when both added the
                // same record), and a record one side or both removed is removed once.
                pieces.append(.clean(addRecords(base: b, ours: o, theirs: t).map(line)))
            } else if ot == tt || tt == bt {
                pieces.append(.clean(o.map(line)))
            } else if ot == bt {
                pieces.append(.clean(t.map(line)))
            } else {
                pieces.append(.conflict(ours: o.map(line), theirs: t.map(line)))
            }
        }
        return pieces
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
