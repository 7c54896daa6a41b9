/// The day-file merge behind `JournalMerge.mergeDay`.
///
/// Each side is parsed and cut into its structure: the lines before the first section (the
/// preamble), and each section (`## Timeline`, `## Checklist`) as its heading and its body, the
/// lines up to the next section's heading. The body holds one placeholder line where the
/// section's list stands; the list's entries or items (with their nested lines) are kept apart.
/// The preamble and each section's body are merged line by line; a section is in the result
/// once, with one heading, whatever happened around it; the items are merged key by key and by
/// meaning (spelling and emoji aside), and written at their section's placeholder, entries in
/// time order and checklist items in the order the sides write them (the order they were done
/// in; `checklistOrder`). Every line is written with ours' ending.
enum DayMerge {
    /// An entry or checklist item of one side, with its nested lines.
    struct Item {
        enum Value {
            case entry(TimelineEntry)
            case item(ChecklistItem)
        }
        /// What matches it across the sides: start, end and habit; or the checklist's habit.
        var key: String
        /// What it says: time, habit, box, amount, note and nested lines; spelling and emoji aside.
        var meaning: String
        /// As written, nested lines included (each ending "\n"), without the last ending.
        var text: [UInt8]
        /// The nested lines after the first line's text: "\n" and each line, or nothing.
        var nested: [UInt8]
        var value: Value
        var isAmountRecord: Bool
        /// Start and end minutes for entries (checklist items keep the sides' order instead).
        var order: (Int, Int)
        /// habits.toml's emoji for the habit, when it knows the habit and gives one.
        var knownEmoji: String?

        /// Whether it is a ticked checklist item.
        var isDone: Bool {
            if case .item(let c) = value { c.state == .done } else { false }
        }

        var emoji: String? {
            switch value {
            case .entry(let e): e.habit.emoji
            case .item(let c): c.habit.emoji
            }
        }

        /// The canonical spelling, with `emoji`.
        func canonical(emoji: String?) -> [UInt8] {
            let line: String
            switch value {
            case .entry(var e):
                e.habit.emoji = emoji
                line = DayFormatter.render(e)
            case .item(var c):
                c.habit.emoji = emoji
                line = DayFormatter.render(c)
            }
            return Array(line.utf8) + nested
        }
    }

    /// A section of one side: its heading line and the lines below it, up to the next section.
    struct Section: Equatable {
        var heading: LineMerge.Line
        var body: [LineMerge.Line]
    }

    /// One side, cut up. Every line ends in "\n" here, whatever the file's endings.
    struct Side {
        var preamble: [LineMerge.Line] = []
        var sections: [DaySection: Section] = [:]
        /// The sections in the order they stand.
        var order: [DaySection] = []
        var items: [DaySection: [Item]] = [:]
        /// The file's line ending, and whether it has any.
        var ending: [UInt8]
        var hasEndings: Bool
        var endsWithNewline: Bool
        /// Lines after which the next ones read differently: headings of level 1 or 2 (a
        /// section ends there), code blocks and comments.
        var turns: Set<[UInt8]> = []

        /// Whether this side's `section` is the base's, untouched.
        func sameSection(_ section: DaySection, as base: Side) -> Bool {
            sections[section] == base.sections[section]
                && (items[section] ?? []).map(\.text) == (base.items[section] ?? []).map(\.text)
        }
    }

    static let lf = LineEnding.lf.bytes

    static let placeholder: [DaySection: [UInt8]] = [
        .timeline: [0x00] + Array("dawn-journal timeline".utf8) + lf,
        .checklist: [0x00] + Array("dawn-journal checklist".utf8) + lf,
    ]

    static let canonicalOrder: [DaySection] = [.timeline, .checklist]

    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8], habits: HabitsFile?, markers: MergeMarkers)
        -> MergeResult
    {
        func fallback(_ why: String) -> MergeResult {
            JournalMerge.fallback(why, base: base, ours: ours, theirs: theirs, markers: markers)
        }
        // An unresolved merge on a side: not ours to resolve. Git's own line merge, conflicted.
        for (name, bytes) in [("ours", ours), ("theirs", theirs)] {
            if let line = JournalMerge.conflictMarkerLine(in: bytes, size: markers.size) {
                return fallback("\(name) holds a conflict marker on line \(line), from a merge that was not resolved")
            }
        }
        if ours == theirs || theirs == base { return MergeResult(bytes: ours, conflicts: 0) }
        if ours == base { return MergeResult(bytes: theirs, conflicts: 0) }
        let merged = byMeaning(base: base, ours: ours, theirs: theirs, habits: habits, markers: markers)
        guard merged.result.fallback == nil, merged.result.conflicts > 0 else { return merged.result }
        // A safety net for a conflicted merge: what a person keeps, either side of every
        // conflict, must read as the sides do (no error, each section heading once, every entry
        // and item still one). Checked on the merge with the sides swapped too, so that whether
        // the merge falls back does not depend on which side is ours.
        let swapped = byMeaning(base: base, ours: theirs, theirs: ours, habits: habits, markers: markers)
        guard swapped.result.fallback == nil else {
            return fallback("the merge with the sides swapped would not read back")
        }
        for m in [merged, swapped] {
            for keepOurs in [true, false] where !m.resolves(keepOurs: keepOurs, markers) {
                return fallback("keeping one side of a conflict would not read as that side does")
            }
        }
        return merged.result
    }

    /// A merge by meaning, and what each of its resolutions (one side of every conflict kept)
    /// must hold.
    struct Merged {
        var result: MergeResult
        /// The sections written, each once.
        var sections: [DaySection] = []
        /// Entries and items outside conflicts, and in conflicts on each side.
        var items = 0
        var oursItems = 0
        var theirsItems = 0

        /// Whether the result with ours' (or theirs') side of every conflict kept reads without
        /// errors, with the sections written, each once, and every entry and item still one.
        func resolves(keepOurs: Bool, _ markers: MergeMarkers) -> Bool {
            let parsed = DayParser.parse(MergePromise.resolve(result.bytes, markers, keepOurs: keepOurs))
            if parsed.diagnostics.hasErrors { return false }
            if parsed.day.entries.count + parsed.day.checklist.count != items + (keepOurs ? oursItems : theirsItems) {
                return false
            }
            var headings: [DaySection] = []
            for line in parsed.day.lines {
                if case .heading(2, let title) = line.kind, let section = DaySection(title: title) {
                    headings.append(section)
                }
            }
            return headings == sections
        }
    }

    /// The merge by meaning, its safety net for a clean merge included.
    static func byMeaning(base: [UInt8], ours: [UInt8], theirs: [UInt8], habits: HabitsFile?, markers: MergeMarkers)
        -> Merged
    {
        func fallback(_ why: String) -> Merged {
            Merged(result: JournalMerge.fallback(why, base: base, ours: ours, theirs: theirs, markers: markers))
        }
        var sides: [Side] = []
        for (name, bytes) in [("ours", ours), ("theirs", theirs), ("the base", base)] {
            switch cut(bytes, habits: habits) {
            case .success(let side): sides.append(side)
            case .failure(let problem): return fallback("\(name) \(problem.message)")
            }
        }
        let (o, t, b) = (sides[0], sides[1], sides[2])
        let eol = o.hasEndings ? o.ending : t.hasEndings ? t.ending : b.ending

        var out: [[UInt8]] = [] // lines, each ending in "\n" (the last may have none)
        var conflicts = 0
        var merged = Merged(result: MergeResult(bytes: [], conflicts: 0))
        func countItems(_ lines: [LineMerge.Line]) -> Int {
            // Each entry or item is one unindented line; its nested lines are indented.
            lines.reduce(0) { n, line in n + LineMerge.lines(line).count { $0.first != 0x20 && $0.first != 0x09 } }
        }
        func conflict(_ ours: [LineMerge.Line], _ theirs: [LineMerge.Line]) {
            conflicts += 1
            out.append(markers.lineMarkers.line(0x3C, label: markers.ours, ending: lf))
            out += ours.map(Array.init)
            out.append(markers.lineMarkers.line(0x3D, label: "", ending: lf))
            out += theirs.map(Array.init)
            out.append(markers.lineMarkers.line(0x3E, label: markers.theirs, ending: lf))
        }
        func write(_ pieces: [LineMerge.Piece]) {
            for piece in pieces {
                switch piece {
                case .clean(let lines): out += lines.map(Array.init)
                case .conflict(let ours, let theirs): conflict(ours, theirs)
                }
            }
        }

        write(
            unturned(
                LineMerge.pieces(base: b.preamble, ours: o.preamble, theirs: t.preamble, keepOneSidedAdditions: true),
                ours: o.preamble, theirs: t.preamble, turns: o.turns.union(t.turns)))
        for section in order(o, t, b) {
            let (bs, os, ts) = (b.sections[section], o.sections[section], t.sections[section])
            // Removed on one side and left alone on the other: removed. Removed and changed:
            // kept, the changes merged against nothing (which conflicts where it must).
            if os == nil || ts == nil {
                if os == nil && ts == nil { continue }
                if bs != nil, os == nil ? t.sameSection(section, as: b) : o.sameSection(section, as: b) { continue }
            }
            let items = mergeItems(
                section, base: b.items[section] ?? [], ours: o.items[section] ?? [], theirs: t.items[section] ?? [])
            // One heading, always outside any conflict, with a blank line before it.
            if var last = out.last {
                if !GitLine.isTerminated(last) {
                    last += lf
                    out[out.count - 1] = last
                }
                if !isBlank(last[...]) { out.append(lf) }
            }
            out.append(heading(section, base: bs?.heading, ours: os?.heading, theirs: ts?.heading))
            merged.sections.append(section)
            let below = out.count
            var placed = false
            func writeItems() {
                guard !placed else { return }
                placed = true
                for piece in items {
                    switch piece {
                    case .clean(let lines): merged.items += countItems(lines)
                    case .conflict(let ours, let theirs):
                        merged.oursItems += countItems(ours)
                        merged.theirsItems += countItems(theirs)
                    }
                }
                write(items)
            }
            let mark = placeholder[section]![...]
            let pieces = unturned(
                LineMerge.pieces(
                    base: bs?.body ?? [], ours: os?.body ?? [], theirs: ts?.body ?? [], keepOneSidedAdditions: true),
                ours: os?.body ?? [], theirs: ts?.body ?? [], turns: o.turns.union(t.turns))
            for piece in pieces {
                switch piece {
                case .clean(let lines):
                    for line in lines {
                        if line == mark { writeItems() } else { out.append(Array(line)) }
                    }
                case .conflict(let ours, let theirs):
                    // The list goes before a conflict around its place, never inside it.
                    let (po, pt) = (ours.filter { $0 != mark }, theirs.filter { $0 != mark })
                    if po.count != ours.count || pt.count != theirs.count { writeItems() }
                    if po == pt { out += po.map(Array.init) } else { conflict(po, pt) }
                }
            }
            // The list's place went with one side's removal of the section: under the heading.
            if !placed {
                let saved = out[below...]
                out.removeSubrange(below...)
                out.append(lf)
                writeItems()
                out += saved
            }
        }
        // Every line with ours' ending.
        var result: [UInt8] = []
        result.reserveCapacity(ours.count + theirs.count)
        for line in out { GitLine.append(line, endingLinesWith: eol, to: &result) }
        // The final newline, three-way: ours' unless ours kept the base's and theirs changed it.
        let finalNewline = o.endsWithNewline == b.endsWithNewline ? t.endsWithNewline : o.endsWithNewline
        if !finalNewline, GitLine.isTerminated(result), !endsWithMarker(result, markers) {
            result.removeLast(GitLine.ending(of: result).bytes.count)
        }
        // A safety net: a clean merge must read back without errors, every entry and item it
        // wrote still one, under its heading.
        if conflicts == 0 {
            let parsed = DayParser.parse(result)
            if parsed.diagnostics.hasErrors { return fallback("the merged day would not read back") }
            if parsed.day.entries.count + parsed.day.checklist.count != merged.items {
                return fallback("the merged day would not keep every entry under its heading")
            }
        }
        merged.result = MergeResult(bytes: result, conflicts: conflicts)
        return merged
    }

    /// The pieces of a line merge, or, when a conflict holds a heading, a code block or a
    /// comment on either side, the common start, one conflict and the common end: the lines
    /// after such a line read differently after each side's version of it (`- [x] Floss` is
    /// prose under `## Notes` and a broken entry under `## Timeline`; a longer code fence
    /// closes a shorter one's block), so each side's lines stay together, where they read as
    /// written.
    static func unturned(
        _ pieces: [LineMerge.Piece], ours: [LineMerge.Line], theirs: [LineMerge.Line], turns: Set<[UInt8]>
    ) -> [LineMerge.Piece] {
        let turning = pieces.contains { piece in
            guard case .conflict(let x, let y) = piece else { return false }
            return (x + y).contains { turns.contains(Array($0)) }
        }
        return turning ? coarse(ours: ours, theirs: theirs) : pieces
    }

    /// Two versions of lines as their common start, one conflict, and their common end.
    static func coarse(ours: [LineMerge.Line], theirs: [LineMerge.Line]) -> [LineMerge.Piece] {
        if ours == theirs { return [.clean(ours)] }
        var start = 0
        while start < ours.count, start < theirs.count, ours[start] == theirs[start] { start += 1 }
        var end = 0
        while end < ours.count - start, end < theirs.count - start,
            ours[ours.count - 1 - end] == theirs[theirs.count - 1 - end]
        { end += 1 }
        return [
            .clean(Array(ours[..<start])),
            .conflict(
                ours: Array(ours[start..<(ours.count - end)]), theirs: Array(theirs[start..<(theirs.count - end)])),
            .clean(Array(ours[(ours.count - end)...])),
        ]
    }

    /// The order of the merged sections: the sides', when those that have both agree on it;
    /// the canonical one (Timeline, then Checklist) otherwise.
    static func order(_ o: Side, _ t: Side, _ b: Side) -> [DaySection] {
        let full = [o, t].filter { $0.order.count == canonicalOrder.count }
        if let first = full.first, full.allSatisfy({ $0.order == first.order }) { return first.order }
        if full.isEmpty, b.order.count == canonicalOrder.count { return b.order }
        return canonicalOrder
    }

    /// A section's heading: the one side's when only it changed it; the canonical one when both
    /// changed it differently.
    static func heading(_ section: DaySection, base: LineMerge.Line?, ours: LineMerge.Line?, theirs: LineMerge.Line?)
        -> [UInt8]
    {
        guard let ours else { return Array(theirs!) }
        guard let theirs else { return Array(ours) }
        if ours == theirs || theirs == base { return Array(ours) }
        if ours == base { return Array(theirs) }
        return Array("## \(section.title)\n".utf8)
    }

    static func isBlank(_ line: LineMerge.Line) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || LineEnding.starts($0) }
    }

    static func endsWithMarker(_ out: [UInt8], _ markers: MergeMarkers) -> Bool {
        let lines = LineMerge.lines(out)
        guard let last = lines.last else { return false }
        return last.starts(with: [UInt8](repeating: 0x3E, count: max(1, markers.size)))
    }

    struct Problem: Error { var message: String }

    /// A side parsed and cut into preamble, sections and items; a side with errors is a problem.
    static func cut(_ bytes: [UInt8], habits: HabitsFile?) -> Result<Side, Problem> {
        let raw = RawLines(bytes)
        let preferred = raw.preferredEnding == LineEnding.crlf.bytes ? LineEnding.crlf.bytes : lf
        var side = Side(
            ending: preferred, hasEndings: raw.endings.contains { !$0.isEmpty },
            endsWithNewline: raw.endings.last.map { !$0.isEmpty } ?? true)
        guard !bytes.isEmpty else { return .success(side) }
        let parsed = DayParser.parse(bytes)
        if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
            return .failure(Problem(message: "has an error on line \(error.range.line): \(error.message)"))
        }
        let day = parsed.day
        guard day.lines.count == raw.count else { return .failure(Problem(message: "could not be read line by line")) }
        // A side that ends inside a code block or a comment would swallow what the merge puts
        // after it (the other side's sections or lines): it does not read the same way once
        // cut into pieces, so it is merged line by line.
        guard !parsed.endsInsideBlock else {
            return .failure(Problem(message: "ends inside a code block or a comment"))
        }
        // A lone CR before a line moved next to an empty one would read as one CRLF: such files
        // (old Mac endings) are merged line by line.
        guard !raw.endings.contains(LineEnding.cr.bytes) else {
            return .failure(Problem(message: "has a line ending in a lone carriage return"))
        }
        var current: DaySection? = nil // the section whose body the lines go to; nil: the preamble
        var lastItem: DaySection? = nil // the section of the item the line before belongs to
        func append(_ line: LineMerge.Line) {
            if let current { side.sections[current]!.body.append(line) } else { side.preamble.append(line) }
        }
        for (index, line) in day.lines.enumerated() {
            let content = raw.contents[index]
            if case .heading(2, let title) = line.kind, let section = DaySection(title: title) {
                if side.sections[section] != nil {
                    return .failure(Problem(message: "has two \(section.title) sections"))
                }
                side.sections[section] = Section(heading: (content + lf)[...], body: [])
                side.order.append(section)
                current = section
                lastItem = nil
                continue
            }
            let item: Item?
            switch line.kind {
            case .entry(let k):
                let e = day.entries[k]
                let habit = habitKey(e.habit, habits: habits)
                item = Item(
                    key: "\(e.start.minutes)-\(e.end.minutes) \(habit.key)",
                    meaning: "\(e.start.minutes)-\(e.end.minutes) \(habit.key)\(rest(e.amount, e.note))",
                    text: content, nested: [], value: .entry(e), isAmountRecord: false,
                    order: (e.start.minutes, e.end.minutes), knownEmoji: habit.emoji)
            case .checklistItem(let k):
                let c = day.checklist[k]
                let habit = habitKey(c.habit, habits: habits)
                item = Item(
                    key: habit.key, meaning: "\(c.state.box) \(habit.key)\(rest(c.amount, c.note))",
                    text: content, nested: [], value: .item(c), isAmountRecord: c.amount != nil,
                    order: (0, 0), knownEmoji: habit.emoji)
            default:
                item = nil
            }
            if let item {
                guard let section = line.section, section == current else {
                    return .failure(Problem(message: "could not be cut into its sections"))
                }
                if side.items[section] == nil { append(placeholder[section]![...]) }
                side.items[section, default: []].append(item)
                lastItem = section
            } else if let section = lastItem, line.section == section, isNested(line.kind, content) {
                // A more indented line right below an item is its nested content: it goes
                // with the item, so that it stays under it wherever the merge puts the item.
                let n = side.items[section]!.count - 1
                side.items[section]![n].text += lf + content
                side.items[section]![n].nested += lf + content
                side.items[section]![n].meaning += "\n" + String(decoding: content, as: UTF8.self)
            } else {
                lastItem = nil
                let whole = content + lf
                if placeholder.values.contains(whole) {
                    return .failure(Problem(message: "holds a line the merge uses itself"))
                }
                switch line.kind {
                case .heading(1...2, _), .code, .comment: side.turns.insert(whole)
                default: break
                }
                append(whole[...])
            }
        }
        // An empty section's list goes where `log` puts the first item: after the heading and
        // a blank line.
        for section in side.order where side.items[section] == nil {
            var at = 0
            if let first = side.sections[section]!.body.first, isBlank(first) { at = 1 }
            side.sections[section]!.body.insert(placeholder[section]![...], at: at)
        }
        return .success(side)
    }

    /// An amount and a note as the meaning of an entry or item spells them.
    static func rest(_ amount: AmountRecord?, _ note: String?) -> String {
        (amount.map { " " + $0.text } ?? "") + (note.map { " -- " + $0 } ?? "")
    }

    /// Whether a line below an item is nested content of it: indented, and not blank, a
    /// heading or an item of its own.
    static func isNested(_ kind: DayLine.Kind, _ text: [UInt8]) -> Bool {
        switch kind {
        case .text, .code, .comment: return text.first == 0x20 || text.first == 0x09
        default: return false
        }
    }

    /// The key of a mentioned habit and habits.toml's emoji for it.
    static func habitKey(_ mention: HabitMention, habits: HabitsFile?) -> (key: String, emoji: String?) {
        if let habits, let index = habits.habitIndex(for: mention) {
            return ("#\(habits.habits[index].id)", habits.habits[index].emoji)
        }
        return ("=\(mention.matchKey)", nil)
    }

    /// The merged list of one section, key by key, in order.
    static func mergeItems(_ section: DaySection, base: [Item], ours: [Item], theirs: [Item]) -> [LineMerge.Piece] {
        // Each side's items by key, in order (one pass each: a day of many items stays linear).
        func byKey(_ items: [Item]) -> [String: [Item]] { Dictionary(grouping: items, by: \.key) }
        let (baseByKey, oursByKey, theirsByKey) = (byKey(base), byKey(ours), byKey(theirs))
        let keys =
            section == .checklist
            ? checklistOrder(
                base: base, ours: ours, theirs: theirs,
                tickedByTheirsOnly: { key in
                    let (b, o, t) = (baseByKey[key] ?? [], oursByKey[key] ?? [], theirsByKey[key] ?? [])
                    return o.map(\.text) == b.map(\.text) && !b.contains(where: \.isDone) && t.contains(where: \.isDone)
                })
            : timeOrder(base: base, ours: ours, theirs: theirs)
        var pieces: [LineMerge.Piece] = []
        func line(_ item: Item) -> LineMerge.Line { (item.text + lf)[...] }
        for key in keys {
            let b = baseByKey[key] ?? []
            let o = oursByKey[key] ?? []
            let t = theirsByKey[key] ?? []
            let (bt, ot, tt) = (b.map(\.text), o.map(\.text), t.map(\.text))
            let (bm, om, tm) = (b.map(\.meaning), o.map(\.meaning), t.map(\.meaning))
            /// The items in their canonical spelling. The emoji is habits.toml's when it knows
            /// one (and a side wrote one); else the one side's that changed it; else ours'.
            func canonical(_ items: [Item]) -> [LineMerge.Line] {
                let (be, oe, te) = (b.first?.emoji, o.first?.emoji, t.first?.emoji)
                var emoji = o.isEmpty ? te : t.isEmpty ? oe : (oe == be && te != be ? te : oe)
                if let known = items.first?.knownEmoji, (o + t).contains(where: { $0.emoji != nil }) { emoji = known }
                return items.map { ($0.canonical(emoji: emoji) + lf)[...] }
            }
            let records = (b + o + t).allSatisfy(\.isAmountRecord)
            if records, om != bm, tm != bm, !recordsReplacedOnBothSides(base: bm, ours: om, theirs: tm) {
                // Amount records add up: what each side added is kept (both, when both added the
                // same record), and a record one side or both removed is removed once.
                pieces.append(.clean(addRecords(base: b, ours: o, theirs: t).map(line)))
            } else if ot == tt || tt == bt {
                pieces.append(.clean(o.map(line)))
            } else if ot == bt {
                pieces.append(.clean(t.map(line)))
            } else if om == tm {
                pieces.append(.clean(canonical(o))) // the same meaning, spelled differently
            } else if om == bm {
                pieces.append(.clean(canonical(t))) // ours respelled it, theirs changed it
            } else if tm == bm {
                pieces.append(.clean(canonical(o)))
            } else if b.count == 1, o.count == 1, t.count == 1,
                case let merged = LineMerge.pieces(
                    base: LineMerge.lines(line(b[0])), ours: LineMerge.lines(line(o[0])),
                    theirs: LineMerge.lines(line(t[0]))),
                !merged.contains(where: { if case .conflict = $0 { true } else { false } })
            {
                // An item with nested lines, changed on both sides in different lines of it.
                pieces += merged
            } else {
                pieces.append(.conflict(ours: o.map(line), theirs: t.map(line)))
            }
        }
        return pieces
    }

    /// The keys of a timeline in time order. Ties (one time): the base's order, then new keys by
    /// key, so that entries at one time keep their order and the merge stays symmetric.
    static func timeOrder(base: [Item], ours: [Item], theirs: [Item]) -> [String] {
        var keys: [String] = []
        var order: [String: (Int, Int)] = [:]
        for item in ours + theirs + base where order[item.key] == nil {
            keys.append(item.key)
            order[item.key] = item.order
        }
        var baseIndex: [String: Int] = [:]
        for (i, item) in base.enumerated() where baseIndex[item.key] == nil { baseIndex[item.key] = i }
        return keys.sorted { a, b in
            let (x, y) = (order[a]!, order[b]!)
            if x != y { return (x.0, x.1) < (y.0, y.1) }
            let (i, j) = (baseIndex[a] ?? Int.max, baseIndex[b] ?? Int.max)
            return i != j ? i < j : a < b
        }
    }

    /// The keys of a checklist in the order the sides write them, which is the order things were
    /// done in (a tick goes after the last done item, FORMAT.md §3.4). The keys both sides hold
    /// keep ours' order, except those only theirs ticked (a tick moves its line after the last
    /// done item), which take theirs' place. Between two such keys, what each side alone holds
    /// there (its new ticks) stays in that side's order, the two runs one after the other: the
    /// one whose first key sorts first goes first, so that swapping the sides changes nothing.
    /// The base's keys left (removed on both sides) come last.
    static func checklistOrder(
        base: [Item], ours: [Item], theirs: [Item], tickedByTheirsOnly: (String) -> Bool
    ) -> [String] {
        func sequence(_ items: [Item]) -> [String] {
            var seen: Set<String> = []
            return items.map(\.key).filter { seen.insert($0).inserted }
        }
        let (b, t) = (sequence(base), sequence(theirs))
        let first = sequence(ours).filter { !tickedByTheirsOnly($0) }
        let (inFirst, inTheirs) = (Set(first), Set(t))
        // Theirs' own keys, by the shared key they follow in theirs ("" for the start).
        var after: [String: [String]] = [:]
        var anchor = ""
        for key in t {
            if inFirst.contains(key) {
                anchor = key
            } else {
                after[anchor, default: []].append(key)
            }
        }
        var keys: [String] = []
        var (mine, their) = ([String](), after[""] ?? [])
        func gap() {
            if let m = mine.first, let t = their.first, t < m { keys += their + mine } else { keys += mine + their }
            (mine, their) = ([], [])
        }
        for key in first {
            if inTheirs.contains(key) {
                gap()
                keys.append(key)
                their = after[key] ?? []
            } else {
                mine.append(key)
            }
        }
        gap()
        var placed = Set(keys)
        for key in b where placed.insert(key).inserted { keys.append(key) }
        return keys
    }

    /// Whether both sides removed one of the base's records and either side put something in
    /// its place: a note edited, `log --set`, `unlog` against an edit. Records then do not add
    /// up: the same change on both sides is taken once, different ones are a conflict.
    static func recordsReplacedOnBothSides(base: [String], ours: [String], theirs: [String]) -> Bool {
        func counts(_ lines: [String]) -> [String: Int] { lines.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        let (cb, co, ct) = (counts(base), counts(ours), counts(theirs))
        let removedByBoth = cb.contains { line, n in (co[line] ?? 0) < n && (ct[line] ?? 0) < n }
        let added = co.contains { $1 > (cb[$0] ?? 0) } || ct.contains { $1 > (cb[$0] ?? 0) }
        return removedByBoth && added
    }

    /// The three-way merge of a habit's amount records, as multisets of meanings: each kept as
    /// often as the base had it, plus what each side added, minus the larger removal; written
    /// as ours spells it, else theirs, else the base. Survivors keep the base's order; additions
    /// follow, in the order of their meanings.
    static func addRecords(base: [Item], ours: [Item], theirs: [Item]) -> [Item] {
        func counts(_ items: [Item]) -> [String: Int] { items.reduce(into: [:]) { $0[$1.meaning, default: 0] += 1 } }
        let (cb, co, ct) = (counts(base), counts(ours), counts(theirs))
        var result: [Item] = []
        var used: [String: Int] = [:]
        var all: [String: Item] = [:]
        for item in ours + theirs + base where all[item.meaning] == nil { all[item.meaning] = item }
        var target: [String: Int] = [:]
        for meaning in all.keys {
            let b = cb[meaning] ?? 0
            let dO = (co[meaning] ?? 0) - b
            let dT = (ct[meaning] ?? 0) - b
            target[meaning] = max(0, b + max(0, dO) + max(0, dT) + min(0, min(dO, dT)))
        }
        for item in base where used[item.meaning, default: 0] < target[item.meaning]! {
            used[item.meaning, default: 0] += 1
            result.append(all[item.meaning]!)
        }
        for meaning in all.keys.sorted() {
            let extra = target[meaning]! - used[meaning, default: 0]
            if extra > 0 { result += Array(repeating: all[meaning]!, count: extra) }
        }
        return result
    }
}
