// libFuzzer target "habits": habits.toml parsing and the habits editor.
// Input: op byte, habit byte, field byte, value (length byte + bytes), then habits.toml.
// Every edit either refuses or changes exactly what it means to: decoded, the edited habit
// has the new value, every other habit, key and table is unchanged, and the lines outside
// the edited habit's table (or, for an append, every line but the new ones) are byte-identical.

let fields = [
    "name", "emoji", "color", "duration", "description", "since", "archived", "icon", "note", "x y", "journal", "name ",
]

/// Every line (0-based) that holds a key or header of the document, except those under `habits.<id>`.
func keyLines(_ t: TOMLTable, path: [String], skip: [String], into out: inout Set<Int>) {
    for (k, v) in t.entries {
        let p = path + [k]
        if p == skip { continue }
        if let r = t.position(of: k) { out.insert(r.line - 1) }
        switch v {
        case .table(let sub): keyLines(sub, path: p, skip: skip, into: &out)
        case .array(let a): for case .table(let sub) in a { keyLines(sub, path: p, skip: skip, into: &out) }
        default: break
        }
    }
}

func lines(_ b: [UInt8]) -> [(c: [UInt8], e: [UInt8])] {
    let r = RawLines(b)
    return Array(zip(r.contents, r.endings))
}

func tableOrEmpty(_ v: TOMLValue?) -> TOMLTable? {
    guard let v else { return TOMLTable() }
    return v.tableValue
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = FuzzReader(Array(UnsafeBufferPointer(start: data, count: size)))
    let op = r.int(5)
    let which = Int(r.byte())
    let fieldIndex = r.int(fields.count)
    let value = String(decoding: r.chunk(), as: UTF8.self)
    let toml = r.rest
    let parsedHabits = JournalLoaderProbe.parse(toml)
    let habitsFile = parsedHabits.file
    guard let before = try? TOMLDecoder().decode(toml) else { return 0 }
    let ids = habitsFile.habits.map(\.id)

    var field = fields[fieldIndex]
    var literal = HabitsEditor.string(value)
    let id: String
    let result: [UInt8]
    var description = ""
    do throws(EditRefusal) {
        switch op {
        case 4:
            id = value.isEmpty ? "new" : value
            description = "appendHabit(id: \(swiftLiteral(id)), fields: name, since)"
            result = try HabitsEditor.appendHabit(
                id: id, fields: [("name", HabitsEditor.string("New " + value)), ("since", "2026-01-01")], to: toml)
        default:
            guard !ids.isEmpty else { return 0 }
            id = ids[which % ids.count]
            switch op {
            case 0: field = "name"
            case 2:
                field = "archived"
                literal = LocalDate(value).map(\.description) ?? "2026-12-01"
            case 3 where field == "since" || field == "archived":
                literal = LocalDate(value).map(\.description) ?? "2026-12-01"
            default: break
            }
            if op == 1 {
                description = "removeHabit(id: \(swiftLiteral(id)))"
                result = try HabitsEditor.removeHabit(id: id, from: toml)
            } else {
                description =
                    "setField(\(swiftLiteral(field)), literal: \(swiftLiteral(literal)), habitID: \(swiftLiteral(id)))"
                result = try HabitsEditor.setField(field, literal: literal, habitID: id, in: toml)
            }
        }
    } catch {
        return 0 // a refusal is fine
    }
    let report = { (what: String) -> String in
        "\(what)\nedit: \(description)\ninput: \(swiftLiteral(toml))\noutput: \(swiftLiteral(result))"
    }
    let after: TOMLTable
    do { after = try TOMLDecoder().decode(result) } catch {
        finding("habits-invalid-toml", report("the edited file is not valid TOML: \(error)"))
    }

    // Decoded values: everything but the edited habit is unchanged.
    for k in Set(before.keys + after.keys) where k != "habits" {
        guard let a = before[k], let b = after[k], a == b else {
            finding("habits-other-table", report("top-level '\(k)' changed"))
        }
    }
    if before.keys.filter({ $0 != "habits" }) != after.keys.filter({ $0 != "habits" }) {
        finding("habits-other-table", report("top-level key order changed"))
    }
    guard let hb = tableOrEmpty(before["habits"]), let ha = tableOrEmpty(after["habits"]) else { return 0 }
    let expectedIDs: [String] = op == 4 ? hb.keys + [id] : op == 1 ? hb.keys.filter { $0 != id } : hb.keys
    if ha.keys != expectedIDs {
        finding("habits-other-habit", report("habit ids are \(ha.keys), expected \(expectedIDs)"))
    }
    for k in hb.keys where k != id && ha[k] != nil {
        if !(hb[k]! == ha[k]!) { finding("habits-other-habit", report("habit '\(k)' changed")) }
    }
    if op != 1 {
        guard let t = ha[id]?.tableValue else { finding("habits-edited-habit", report("the habit is gone")) }
        if op == 4 {
            if !(t.keys == ["name", "since"] && t["name"] == .string("New " + value)) {
                finding("habits-edited-habit", report("the new habit reads \(t)"))
            }
        } else {
            let want = try? TOMLDecoder().decode("v = " + literal)
            if want == nil || t[field] == nil || !(t[field]! == want!["v"]!) {
                finding("habits-edited-habit", report("'\(field)' is \(String(describing: t[field])), not \(literal)"))
            }
            let old = hb[id]!.tableValue!
            for k in old.keys where k != field {
                guard let v = t[k], v == old[k]! else {
                    finding(
                        "habits-edited-habit",
                        report("the edited habit's other field '\(k)' changed: \(String(describing: t[k]))"))
                }
            }
            if t.keys.filter({ $0 != field }) != old.keys.filter({ $0 != field }) {
                finding("habits-edited-habit", report("the edited habit's keys are \(t.keys), were \(old.keys)"))
            }
        }
    }

    // Bytes: only the edited table's lines change (an append only adds lines at the end).
    let o = lines(toml)
    let n = lines(result)
    if op == 4 {
        for k in 0..<o.count where o[k].c != n[k].c || (o[k].e != n[k].e && !(k == o.count - 1 && o[k].e.isEmpty)) {
            finding("habits-bytes", report("line \(k + 1) changed in an append"))
        }
        return 0
    }
    guard let habit = habitsFile.habits.first(where: { $0.id == id }) else { return 0 }
    let header = habit.range.line - 1
    var foreign = Set<Int>()
    keyLines(before, path: [], skip: ["habits", id], into: &foreign)
    let end = foreign.filter { $0 > header }.min() ?? o.count
    // Unchanged prefix up to the header, unchanged suffix from `end`.
    var p = 0
    while p < min(header, o.count), p < n.count, o[p].c == n[p].c, o[p].e == n[p].e { p += 1 }
    // Removing the last table may also drop the blank lines before it (no trailing blank line),
    // and the line before them then keeps no ending if the file had none.
    let isBlank = { (l: (c: [UInt8], e: [UInt8])) in l.c.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
    let droppedBlanks =
        op == 1 && end == o.count
        && (p..<header).allSatisfy { isBlank(o[$0]) || ($0 == p && $0 < n.count && o[$0].c == n[$0].c) }
    if p < min(header, o.count) && !droppedBlanks {
        finding("habits-bytes", report("line \(p + 1), before the habit's table (line \(header + 1)), changed"))
    }
    let tail = o.count - end
    for k in 0..<tail {
        let ok =
            n.count - tail + k >= 0 && o[end + k].c == n[n.count - tail + k].c
            && o[end + k].e == n[n.count - tail + k].e
        if !ok {
            finding(
                "habits-bytes",
                report("line \(end + k + 1), after the habit's table (lines \(header + 1)..<\(end + 1)), changed"))
        }
    }
    return 0
}

enum JournalLoaderProbe {
    static func parse(_ b: [UInt8]) -> HabitsParseResult {
        let p = HabitsParser.parse(b)
        _ = JournalLoader.loadHabits(SourceFile(path: "habits.toml", bytes: b))
        return p
    }
}
