// libFuzzer target "dayedit": the day editor (log / unlog / rename on a day file).
// Input: op count byte, then 4 bytes per op (kind, habit, start slot, length and note), then
// the day file. Every edit either refuses or changes exactly the intended lines: all other
// lines byte-identical, and the new or changed line parses back to what was asked.

let habitsTOML = """
    [habits.morning-run]
    name = "Morning Run"
    emoji = "\u{1F3C3}"
    duration = "30m"
    [habits.floss]
    name = "Floss"
    emoji = "\u{1F9B7}"
    [habits.read]
    name = "Read"
    duration = "15m"
    [habits.meditate]
    name = "Meditate"
    emoji = "\u{1F9D8}\u{1F3FD}"
    duration = "15m"
    [habits.journal]
    name = "Journal"
    emoji = "\u{270D}\u{FE0F}"
    [habits.water]
    name = "Drink Water"
    emoji = "\u{1F4A7}"
    unit = "glasses"
    goal = 8
    [habits.coffee]
    name = "Coffee"
    unit = "cups"
    limit = 2
    [habits.run]
    name = "Run"
    [habits.cafe]
    name = "Caf\u{E9}"
    duration = "1h"
    """
let habits = HabitsParser.parse(Array(habitsTOML.utf8)).file
let notes: [String?] = [
    nil, nil, nil, "5k", "a -- b", "\u{1F3C3} fast", "x --", "-- y", "two  spaces", "#", "[x]", "\u{301}", "note\u{A0}",
    "--", "a-b", "\t",
]
let newNames = ["Morning Run", "Jog", "Deep  Work", "\u{540D}\u{524D}", "Caf\u{E9}\u{301}", "Run 2"]

typealias Line = (c: [UInt8], e: [UInt8])
func rawLines(_ b: [UInt8]) -> [Line] {
    let r = RawLines(b)
    return Array(zip(r.contents, r.endings))
}
func text(_ l: Line) -> String {
    String(decoding: l.c.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(l.c.dropFirst(3)) : l.c, as: UTF8.self)
}

/// The day an edit returns, spliced from the old one (`DayParser.splice`) or parsed whole, is
/// the day its bytes read as.
func checkDay(_ edited: DayDocument, report: (String, [UInt8]) -> String) {
    if edited.day != DayParser.parse(edited.bytes).day {
        finding("dayedit-splice", report("the day returned is not the one its bytes read as", edited.bytes))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = FuzzReader(Array(UnsafeBufferPointer(start: data, count: size)))
    let count = 1 + r.int(4)
    var ops: [(UInt8, UInt8, UInt8, UInt8)] = []
    for _ in 0..<count { ops.append((r.byte(), r.byte(), r.byte(), r.byte())) }
    var current = r.rest
    let original = current
    var log: [String] = []

    for (kindByte, habitByte, slotByte, lenByte) in ops {
        guard let document = try? DayDocument(parsing: current) else { return 0 }
        let day = document.day
        let old = rawLines(current)
        let habit = habits.habits[Int(habitByte) % habits.habits.count]
        let note = notes[Int(lenByte >> 4)].map { HabitName.trimmed($0) }.flatMap { $0.isEmpty ? nil : $0 }
        func report(_ what: String, _ new: [UInt8]) -> String {
            "\(what)\nops so far: \(log)\noriginal: \(swiftLiteral(original))\nbefore: \(swiftLiteral(current))\nafter:  \(swiftLiteral(new))"
        }
        let new: [UInt8]
        switch kindByte % 7 {
        case 0: // log: a timeline entry
            // Up to 32:00: the night after the day (format 1.1).
            let startMinutes = Int(slotByte % 128) * 15
            guard let start = TimeOfDay(minutes: startMinutes),
                let end = TimeOfDay(minutes: startMinutes + 15 * (1 + Int(lenByte & 7)))
            else { continue }
            let entry = NewEntry(habit: habit, start: start, end: end, note: note)
            log.append("addEntry(\(swiftLiteral(entry.line)))")
            guard case .changed(let edited)? = try? DayEditor.addEntry(entry, to: document, habits: habits) else {
                continue
            }
            new = edited.bytes
            checkInsertion(old: old, new: new, line: entry.line, heading: "## Timeline", report: report)
            checkDay(edited, report: report)
            let parsed = DayParser.parse(new)
            let want = DayMeaning.Entry(start: start, end: end, emoji: habit.emoji, habit: habit.name, note: note)
            let got = parsed.day.entries.filter { rawLines(new)[$0.line - 1].c == Array(entry.line.utf8) }
            if !got.contains(where: {
                DayMeaning.Entry(
                    start: $0.start, end: $0.end, emoji: $0.habit.emoji, habit: $0.habit.name, note: $0.note) == want
            }) {
                finding("dayedit-entry-readback", report("the new entry does not read back as \(want)", new))
            }
        case 1: // log: a checklist tick
            log.append("tick(\(habit.id), note: \(note.map(swiftLiteral) ?? "nil"))")
            guard case .changed(let edited)? = try? DayEditor.tick(habit, note: note, in: document, habits: habits)
            else { continue }
            new = edited.bytes
            checkDay(edited, report: report)
            let line = "- [x] " + DayFormatter.render(emoji: habit.emoji, name: habit.name, note: note)
            if let existing = day.checklist.first(where: { habits.habit(for: $0.habit)?.id == habit.id }) {
                // The box of that line, and nothing else, becomes [x]; a line not yet done moves
                // after the last done item (the file carries the order things were done in,
                // FORMAT.md 3.4), every other line keeping its bytes and its order.
                let n = rawLines(new)
                let k = existing.line - 1
                guard n.count == old.count else {
                    finding("dayedit-bytes", report("ticking an existing item changed the line count", new))
                }
                var landed = k
                if existing.state != .done, let done = DayEditor.lastDoneLine(in: day), done > existing.line {
                    landed = done - 1
                }
                var others = old
                others.remove(at: k)
                var newOthers = n
                newOthers.remove(at: landed)
                // A last line without an ending gains one when the moved line goes after it.
                for j in 0..<others.count
                where others[j].c != newOthers[j].c
                    || (others[j].e != newOthers[j].e && !(j == others.count - 1 && others[j].e.isEmpty))
                {
                    finding("dayedit-bytes", report("ticking line \(k + 1) changed line \(j + 1) of the others", new))
                }
                var chars = Array(text(old[k]))
                if existing.state == .done {
                    // Already ticked: the edit only adds the note after the item's text (issue
                    // 24: a note is added when the line has none), and the line reads it back.
                    let end = existing.range.column - 1 + existing.range.length
                    if let note, existing.note == nil, end <= chars.count {
                        chars.insert(contentsOf: Array(" -- " + note), at: end)
                    }
                    let item = DayParser.parse(new).day.checklist.first { $0.line == existing.line }
                    if item?.note != note {
                        finding("dayedit-bytes", report("the note reads \(item?.note.map(swiftLiteral) ?? "nil")", new))
                    }
                } else {
                    // The box becomes [x]; a note given is added when the item has none (one
                    // that differs from the item's is refused, so never reaches here).
                    let end = existing.range.column - 1 + existing.range.length
                    if let note, existing.note == nil, end <= chars.count {
                        chars.insert(contentsOf: Array(" -- " + note), at: end)
                    }
                    if let note, existing.note != nil, existing.note != note {
                        finding("dayedit-bytes", report("a tick replaced the item's note", new))
                    }
                    let col = existing.boxRange.column - 1
                    if col + 3 <= chars.count { chars.replaceSubrange(col..<col + 3, with: Array("[x]")) }
                }
                // A line that moves is inserted anew: it takes the ending new lines take.
                if text(n[landed]) != String(chars) || (landed == k && n[landed].e != old[k].e) {
                    finding("dayedit-bytes", report("the ticked line reads \(swiftLiteral(text(n[landed])))", new))
                }
            } else {
                checkInsertion(old: old, new: new, line: line, heading: "## Checklist", report: report)
            }
            let parsed = DayParser.parse(new)
            if !parsed.day.checklist.contains(where: {
                $0.state == .done && habits.habit(for: $0.habit)?.id == habit.id
            }) {
                finding("dayedit-tick-readback", report("no done item for \(habit.id) after the tick", new))
            }
        case 2: // unlog an entry
            guard !day.entries.isEmpty else { continue }
            let e = day.entries[Int(habitByte) % day.entries.count]
            log.append("removeEntry(atLine: \(e.line))")
            guard let bytes = try? DayEditor.removeEntry(atLine: e.line, in: document) else { continue }
            new = bytes
            checkRemoval(old: old, new: new, line: e.line - 1, report: report)
        case 3: // unlog a tick
            guard !day.checklist.isEmpty else { continue }
            let item = day.checklist[Int(habitByte) % day.checklist.count]
            log.append("untick(atLine: \(item.line))")
            guard let bytes = try? DayEditor.untick(atLine: item.line, in: document) else { continue }
            new = bytes
            if item.note == nil {
                checkRemoval(old: old, new: new, line: item.line - 1, report: report)
            } else if item.amount != nil {
                // A record with a note: the line becomes an unticked item with the note, without the amount.
                let n = rawLines(new)
                let k = item.line - 1
                guard n.count == old.count else {
                    finding("dayedit-bytes", report("unticking a record changed the line count", new))
                }
                for j in 0..<old.count where j != k && (old[j].c != n[j].c || old[j].e != n[j].e) {
                    finding("dayedit-bytes", report("unticking line \(k + 1) changed line \(j + 1)", new))
                }
                let after = DayParser.parse(new).day.checklist.first { $0.line == item.line }
                if after?.state != .notDone || after?.amount != nil || after?.note != item.note {
                    finding(
                        "dayedit-untick-record", report("the unticked record reads \(swiftLiteral(text(n[k])))", new))
                }
            } else {
                let n = rawLines(new)
                let k = item.line - 1
                guard n.count == old.count else {
                    finding("dayedit-bytes", report("unticking changed the line count", new))
                }
                for j in 0..<old.count where j != k && (old[j].c != n[j].c || old[j].e != n[j].e) {
                    finding("dayedit-bytes", report("unticking line \(k + 1) changed line \(j + 1)", new))
                }
                var chars = Array(text(old[k]))
                let col = item.boxRange.column - 1
                if col + 3 <= chars.count { chars.replaceSubrange(col..<col + 3, with: Array("[ ]")) }
                if text(n[k]) != String(chars) {
                    finding("dayedit-bytes", report("the unticked line reads \(swiftLiteral(text(n[k])))", new))
                }
            }
        case 5, 6: // an amount record (format 1.1), or a skip: one line inserted or rewritten
            let amount = Amount(thousandths: Int(slotByte) * 250)
            let skip = kindByte % 7 == 6
            log.append(skip ? "skip(\(habit.id))" : "addRecord(\(habit.id), \(amount))")
            let result: DayDocument?
            if skip {
                guard case .changed(let edited)? = try? DayEditor.skip(habit, note: note, in: document, habits: habits)
                else { continue }
                result = edited
            } else {
                result = try? DayEditor.addRecord(habit, amount: amount, note: note, in: document, habits: habits)
            }
            guard let edited = result else { continue }
            new = edited.bytes
            checkDay(edited, report: report)
            let n = rawLines(new)
            // Either one line rewritten in place, or one to four lines inserted in one place
            // (a record, or a new section with it); every other line as it was.
            if n.count == old.count {
                let changed = (0..<old.count).filter { n[$0].c != old[$0].c }
                if changed.count > 1 {
                    finding("dayedit-bytes", report("a record or skip changed lines \(changed.map { $0 + 1 })", new))
                }
            } else {
                let added = n.count - old.count
                var i = 0
                while i < old.count, n[i].c == old[i].c { i += 1 }
                let suffixKept = (i..<old.count).allSatisfy { n[$0 + added].c == old[$0].c }
                if !(1...4).contains(added) || !suffixKept {
                    finding(
                        "dayedit-bytes",
                        report(
                            "a record or skip added \(added) lines at line \(i + 1), the rest \(suffixKept ? "kept" : "changed")",
                            new))
                }
            }
            let parsed = DayParser.parse(new)
            let want: ChecklistItem.State = skip ? .skipped : .done
            if !parsed.day.checklist.contains(where: {
                $0.state == want && habits.habit(for: $0.habit)?.id == habit.id && (skip || $0.amount?.amount == amount)
            }) {
                finding("dayedit-record-readback", report("no \(want) item for \(habit.id) after the edit", new))
            }
        default: // rename mentions of a habit (by its name)
            let newName = HabitName.normalised(newNames[Int(lenByte) % newNames.count])
            let key = HabitName.key(habit.name)
            let mentions = (day.entries.map(\.habit) + day.checklist.map(\.habit)).filter { $0.matchKey == key }
            guard !mentions.isEmpty else { continue }
            log.append("renameMentions(\(habit.id), to: \(swiftLiteral(newName)))")
            guard let bytes = try? DayEditor.renameMentions(mentions, to: newName, in: document) else { continue }
            new = bytes
            let n = rawLines(new)
            let touched = Set(mentions.map { $0.range.line - 1 })
            guard n.count == old.count else { finding("dayedit-bytes", report("renaming changed the line count", new)) }
            for j in 0..<old.count where !touched.contains(j) && (old[j].c != n[j].c || old[j].e != n[j].e) {
                finding("dayedit-bytes", report("renaming changed line \(j + 1), which names no such habit", new))
            }
            let parsed = DayParser.parse(new)
            for m in (parsed.day.entries.map(\.habit) + parsed.day.checklist.map(\.habit))
            where touched.contains(m.range.line - 1) {
                if m.name != newName {
                    finding("dayedit-rename-readback", report("a renamed mention reads \(swiftLiteral(m.name))", new))
                }
            }
        }
        current = new
    }
    return 0
}

/// `new` is `old` with lines inserted at one place: exactly one of them is `line`, the others
/// blank or `heading`; a last line without an ending may have gained one.
func checkInsertion(old: [Line], new: [UInt8], line: String, heading: String, report: (String, [UInt8]) -> String) {
    let n = rawLines(new)
    if skipping("dayedit-cr") && old.contains(where: { $0.e == [0x0D] }) { return }
    var p = 0
    while p < old.count, p < n.count, old[p].c == n[p].c, old[p].e == n[p].e || (p == old.count - 1 && old[p].e.isEmpty)
    { p += 1 }
    var s = 0
    while s < old.count - p, s < n.count - p, old[old.count - 1 - s].c == n[n.count - 1 - s].c,
        old[old.count - 1 - s].e == n[n.count - 1 - s].e
    { s += 1 }
    if p + s != old.count {
        finding(
            old.contains { $0.e == [0x0D] } ? "dayedit-cr" : "dayedit-bytes",
            report("existing lines \(p + 1)...\(old.count - s) changed (an insertion must keep every line)", new))
    }
    let inserted = n[p..<(n.count - s)].map { String(decoding: $0.c, as: UTF8.self) }
    if skipping("dayedit-cr") && old.contains(where: { $0.e == [0x0D] }) { return }
    if inserted.filter({ $0 == line }).count != 1 || !inserted.allSatisfy({ $0 == line || $0 == "" || $0 == heading }) {
        finding(
            "dayedit-bytes",
            report(
                "inserted lines \(inserted.map(swiftLiteral)), expected \(swiftLiteral(line)) (with blank lines or \(heading))",
                new))
    }
}

/// `new` is `old` without line `k` (0-based); removing a last line without an ending takes
/// the ending of the line before it.
func checkRemoval(old: [Line], new: [UInt8], line k: Int, report: (String, [UInt8]) -> String) {
    if skipping("dayedit-cr") && old.contains(where: { $0.e == [0x0D] }) { return }
    var want = old
    want.remove(at: k)
    if k == want.count, old[k].e.isEmpty, !want.isEmpty { want[want.count - 1].e = [] }
    if want.flatMap({ $0.c + $0.e }) != new && !dropsOnlyStructure(want, rawLines(new)) {
        finding(
            old.contains { $0.e == [0x0D] } ? "dayedit-cr" : "dayedit-bytes",
            report("removing line \(k + 1) changed other lines", new))
    }
}

/// A level-2 heading as Markdown reads one: up to three spaces, then "## " (the day parser's
/// rule, so " ## Checklist" is the checklist's heading too).
func isSectionHeading(_ c: [UInt8]) -> Bool {
    let indent = c.prefix { $0 == 0x20 }.count
    return indent <= 3 && c.dropFirst(indent).starts(with: Array("## ".utf8))
}

/// Whether `new` is `want` with only blank lines and section headings left out: a section that
/// its last line left empty is removed with its heading (FORMAT.md), and nothing else may go.
/// The last line's ending may differ (a file that now ends earlier). A byte-order mark stays
/// with the file: on the line that is now the first, or alone when no line is left.
func dropsOnlyStructure(_ want: [Line], _ new: [Line]) -> Bool {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    var (want, new) = (want, new)
    let marked = want.first?.c.starts(with: mark) ?? false
    guard marked == (new.first?.c.starts(with: mark) ?? false) else { return false }
    if marked {
        want[0].c.removeFirst(3)
        new[0].c.removeFirst(3)
        if new.count == 1, new[0].c.isEmpty, new[0].e.isEmpty { new = [] }
    }
    var i = 0
    for l in want {
        if i < new.count, new[i].c == l.c, new[i].e == l.e || i == new.count - 1 {
            i += 1
        } else if !(l.c.allSatisfy { $0 == 0x20 || $0 == 0x09 } || isSectionHeading(l.c)) {
            return false
        }
    }
    return i == new.count
}
