import DawnJournalFormat
import DawnJournalModel
import DawnJournalParse
import DawnTOML

/// Edits habits.toml in place: appends a habit's table, sets one field, or removes a table,
/// changing only the lines concerned; comments and layout stay. Each edit is re-parsed and
/// refused when anything else would change.
package enum HabitsEditor {
    /// A TOML basic string for `s`, escaped.
    package static func string(_ s: String) -> String { quotedString(s) }

    /// A key as TOML writes it: bare when it can be, quoted otherwise.
    package static func key(_ k: String) -> String {
        !k.isEmpty && k.utf8.allSatisfy(TOMLParser.isBareKeyByte) ? k : string(k)
    }

    /// Appends `[habits.ID]` with `fields` (key and TOML literal) at the end of the file.
    package static func appendHabit(id: String, fields: [(String, String)], to bytes: [UInt8]) throws(EditRefusal)
        -> [UInt8]
    {
        let before = try parse(bytes)
        var raw = RawLines(bytes)
        var block: [String] = []
        if raw.count > 0, !raw.text(raw.count - 1).allSatisfy({ $0 == " " || $0 == "\t" }) { block.append("") }
        block.append("[habits.\(key(id))]")
        block += fields.map { "\($0.0) = \($0.1)" }
        raw.insert(block, at: raw.count)
        let result = raw.bytes
        let after = try parse(result)
        guard after.habits.count == before.habits.count + 1, after.habits.last?.id == id,
            zip(before.habits, after.habits).allSatisfy({ same($0, $1) }),
            let a = document(bytes), let b = document(result), let added = split(b, id: id).habit,
            split(b, id: id).rest == split(a, id: id).rest, added.count == fields.count
        else {
            throw EditRefusal(.habitsWouldNotReadBack(.add))
        }
        return result
    }

    /// Sets `key = literal` in the habit's table: the existing line is replaced (a trailing
    /// comment kept), or a new line is added after the table's last field.
    package static func setField(_ field: String, literal: String, habitID: String, in bytes: [UInt8])
        throws(EditRefusal) -> [UInt8]
    {
        let before = try parse(bytes)
        var raw = RawLines(bytes)
        let inside = TOMLLines.continuations(raw)
        let (header, end) = try tableLines(habitID, before, raw, inside)
        var done = false
        var k = header + 1
        while k < end {
            let text = raw.text(k)
            guard !inside[k], let valueStart = fieldValueStart(text, field) else {
                k += 1
                continue
            }
            let indent = String(text.prefix { $0 == " " || $0 == "\t" })
            let rest = String(text[valueStart...])
            // A value that goes on over the next lines (a multi-line string or array) ends on
            // the last line that starts inside it; its trailing comment is not kept.
            var last = k
            while last + 1 < end, inside[last + 1] { last += 1 }
            let comment = last == k ? trailingComment(rest) : multiLineComment(raw.text(last))
            for _ in k..<last { raw.remove(at: k + 1) }
            raw.contents[k] = Array((indent + "\(field) = \(literal)" + comment).utf8)
            done = true
            break
        }
        if !done {
            var insertAt = header + 1
            var indent = ""
            for j in (header + 1)..<max(header + 1, end) {
                let t = HabitName.trimmed(raw.text(j))
                if inside[j] || (!t.isEmpty && !t.hasPrefix("#")) {
                    insertAt = j + 1
                    indent = String(raw.text(j).prefix { $0 == " " || $0 == "\t" })
                }
            }
            raw.insert([indent + "\(field) = \(literal)"], at: insertAt)
        }
        let result = raw.bytes
        let after = try parse(result)
        // Exactly this field of this habit changed: everything else decodes as before.
        let expected = try? TOMLDecoder().decode("v = " + literal)["v"]
        guard after.habits.count == before.habits.count,
            zip(before.habits, after.habits).allSatisfy({ $0.id == habitID || same($0, $1) }),
            after.habits.first(where: { $0.id == habitID }).map({ $0.fieldRanges[field] != nil }) == true,
            let a = document(bytes), let b = document(result), let old = split(a, id: habitID).habit,
            let new = split(b, id: habitID).habit, split(a, id: habitID).rest == split(b, id: habitID).rest,
            let expected, new[field] == expected, Set(new.keys) == Set(old.keys).union([field]),
            new.keys.allSatisfy({ $0 == field || new[$0] == old[$0] })
        else {
            throw EditRefusal(.habitsWouldNotReadBack(.edit))
        }
        return result
    }

    /// Removes the habit's `[habits.ID]` table: the header and its lines up to the next table.
    package static func removeHabit(id: String, from bytes: [UInt8]) throws(EditRefusal) -> [UInt8] {
        let before = try parse(bytes)
        var raw = RawLines(bytes)
        let inside = TOMLLines.continuations(raw)
        var (header, end) = try tableLines(id, before, raw, inside)
        // Blank and comment lines at the end belong to what follows (a comment above the next
        // table); a line inside a multi-line value is neither.
        while end > header + 1, !inside[end - 1],
            HabitName.trimmed(raw.text(end - 1)).isEmpty || HabitName.trimmed(raw.text(end - 1)).hasPrefix("#")
        { end -= 1 }
        for _ in header..<end { raw.remove(at: header) }
        // Collapse the blank line the table leaves behind.
        if header < raw.count, header > 0, HabitName.trimmed(raw.text(header)).isEmpty,
            HabitName.trimmed(raw.text(header - 1)).isEmpty
        {
            raw.remove(at: header)
        }
        guard raw.readsBackWhole else {
            throw EditRefusal(.habitsLineEndingsWouldJoin(.remove))
        }
        // The last table gone: no blank line left at the end of the file.
        while header == raw.count, header > 0, HabitName.trimmed(raw.text(header - 1)).isEmpty, !inside[header - 1] {
            raw.remove(at: header - 1)
            header -= 1
        }
        let result = raw.bytes
        let after = try parse(result)
        let kept = before.habits.filter { $0.id != id }
        guard after.habits.count == kept.count, zip(kept, after.habits).allSatisfy({ same($0, $1) }),
            let a = document(bytes), let b = document(result), split(a, id: id).rest == split(b, id: id).rest,
            split(b, id: id).habit == nil
        else {
            throw EditRefusal(.habitsWouldNotReadBack(.remove))
        }
        return result
    }

    /// Removes the `field = …` line (all its lines, for a multi-line value) from the habit's
    /// table, but for a comment after the value, which stays on a line of its own; a file where
    /// the habit has no such field is returned as it is.
    package static func removeField(_ field: String, habitID: String, in bytes: [UInt8]) throws(EditRefusal) -> [UInt8]
    {
        let before = try parse(bytes)
        var raw = RawLines(bytes)
        let inside = TOMLLines.continuations(raw)
        let (header, end) = try tableLines(habitID, before, raw, inside)
        guard let k = ((header + 1)..<end).first(where: { !inside[$0] && fieldValueStart(raw.text($0), field) != nil })
        else { return bytes }
        var last = k
        while last + 1 < end, inside[last + 1] { last += 1 }
        // A comment after the value is the person's text: it stays, on a line of its own.
        let text = raw.text(k)
        let indent = String(text.prefix { $0 == " " || $0 == "\t" })
        let comment = HabitName.trimmed(
            last == k
                ? fieldValueStart(text, field).map { trailingComment(String(text[$0...])) } ?? ""
                : multiLineComment(raw.text(last)))
        if comment.isEmpty {
            for _ in k...last { raw.remove(at: k) }
        } else {
            for _ in k..<last { raw.remove(at: k + 1) }
            raw.contents[k] = Array((indent + comment).utf8)
        }
        guard raw.readsBackWhole else {
            throw EditRefusal(.habitsLineEndingsWouldJoin(.edit))
        }
        let result = raw.bytes
        let after = try parse(result)
        guard after.habits.count == before.habits.count,
            zip(before.habits, after.habits).allSatisfy({ $0.id == habitID ? $1.id == habitID : same($0, $1) }),
            let a = document(bytes), let b = document(result), let old = split(a, id: habitID).habit,
            let new = split(b, id: habitID).habit, split(a, id: habitID).rest == split(b, id: habitID).rest,
            new[field] == nil, new.keys == old.keys.filter({ $0 != field }), new.keys.allSatisfy({ new[$0] == old[$0] })
        else {
            throw EditRefusal(.habitsWouldNotReadBack(.edit))
        }
        return result
    }

    /// Changes the habit's table key: its `[habits.ID]` header is rewritten (a comment after it
    /// kept), and nothing else.
    package static func changeID(_ id: String, to newID: String, in bytes: [UInt8]) throws(EditRefusal) -> [UInt8] {
        let before = try parse(bytes)
        var raw = RawLines(bytes)
        let inside = TOMLLines.continuations(raw)
        let (header, _) = try tableLines(id, before, raw, inside)
        let text = raw.text(header)
        guard let close = headerEnd(text) else { throw EditRefusal(.multilineHeader(id: id)) }
        let indent = String(text.prefix { $0 == " " || $0 == "\t" })
        let hasBOM = header == 0 && raw.contents[0].starts(with: [0xEF, 0xBB, 0xBF])
        raw.contents[header] =
            (hasBOM ? [0xEF, 0xBB, 0xBF] : []) + Array((indent + "[habits.\(key(newID))]" + text[close...]).utf8)
        let result = raw.bytes
        let after = try parse(result)
        guard after.habits.count == before.habits.count,
            zip(before.habits, after.habits).allSatisfy({ old, new in
                guard old.id == id else { return same(old, new) }
                var renamed = old
                renamed.id = newID
                return same(renamed, new)
            }),
            let a = document(bytes), let b = document(result), let old = split(a, id: id).habit,
            let new = split(b, id: newID).habit, old == new, split(a, id: id).rest == split(b, id: newID).rest
        else {
            throw EditRefusal(.tableUnderHabit(id: id))
        }
        return result
    }

    /// Moves the habit's table block to position `index` (0-based) among the habits. A block is
    /// the `[habits.ID]` header, its lines up to the next table (blank and comment lines at the
    /// end belong to what follows), and the comment lines directly above the header; blocks
    /// change places, and every other line stays where it is. Refused when a habit is not
    /// written as such a block (a dotted key, an inline table, a sub-table).
    package static func moveHabit(id: String, to index: Int, in bytes: [UInt8]) throws(EditRefusal) -> [UInt8] {
        let before = try parse(bytes)
        let raw = RawLines(bytes)
        let inside = TOMLLines.continuations(raw)
        guard let from = before.habits.firstIndex(where: { $0.id == id }), before.habits.indices.contains(index) else {
            throw EditRefusal(.noHabitOrPosition(id: id, position: index + 1))
        }
        func trimmed(_ k: Int) -> String { HabitName.trimmed(raw.text(k)) }
        func isComment(_ k: Int) -> Bool { !inside[k] && trimmed(k).hasPrefix("#") }
        func isBlankOrComment(_ k: Int) -> Bool { !inside[k] && (trimmed(k).isEmpty || trimmed(k).hasPrefix("#")) }
        // Every table header: each must be a habit's own [habits.ID], or a table outside `habits`.
        var headers: [Int: String] = [:]
        for k in 0..<raw.count where !inside[k] && trimmed(k).hasPrefix("[") {
            let path = headerPath(raw.text(k))
            if path.first == "habits" {
                guard path.count == 2, !trimmed(k).hasPrefix("[["), before.habits.contains(where: { $0.id == path[1] })
                else {
                    throw EditRefusal(
                        .notPlainTable(line: k + 1, text: String(trimmed(k))), at: SourceRange(line: k + 1, column: 1))
                }
                headers[k] = path[1]
            }
        }
        // Every habit: defined by its own header, and by nothing else.
        var blocks: [Range<Int>] = []
        for habit in before.habits {
            let h = habit.range.line - 1
            guard headers[h] == habit.id else {
                throw EditRefusal(.notATable(habit, .move), at: habit.range)
            }
            var start = h
            while start > 0, isComment(start - 1) { start -= 1 }
            var end = h + 1
            while end < raw.count, inside[end] || !trimmed(end).hasPrefix("[") { end += 1 }
            while end > h + 1, isBlankOrComment(end - 1) { end -= 1 }
            blocks.append(start..<end)
        }
        // The blocks in the file's order are the habits' order; the gaps between them stay.
        guard blocks == blocks.sorted(by: { $0.lowerBound < $1.lowerBound }),
            zip(blocks, blocks.dropFirst()).allSatisfy({ $0.upperBound <= $1.lowerBound })
        else {
            throw EditRefusal(.tablesOutOfOrder)
        }
        var order = Array(blocks.indices)
        order.remove(at: from)
        order.insert(from, at: index)
        var lines: [(content: [UInt8], ending: [UInt8])] = []
        func copy(_ r: Range<Int>) { for k in r { lines.append((raw.contents[k], raw.endings[k])) } }
        var cursor = 0
        for (slot, block) in blocks.enumerated() {
            copy(cursor..<block.lowerBound)
            copy(blocks[order[slot]])
            cursor = block.upperBound
        }
        copy(cursor..<raw.count)
        // A line without an ending (the file's last) that moved up takes the file's ending, and
        // the new last line gives its ending up, so the file still ends as it did.
        let ending = raw.preferredEnding
        for k in lines.indices.dropLast() where lines[k].ending.isEmpty { lines[k].ending = ending }
        if let last = lines.indices.last, raw.endings.last?.isEmpty == true { lines[last].ending = [] }
        let result = lines.flatMap { $0.content + $0.ending }
        guard RawLines(result).count == raw.count else {
            throw EditRefusal(.habitsLineEndingsWouldJoin(.move))
        }
        // Re-read: the same habits with the same values, in the new order; the rest the same.
        let after = try parse(result)
        var expected = before.habits
        expected.insert(expected.remove(at: from), at: index)
        guard after.habits.count == expected.count, zip(expected, after.habits).allSatisfy({ same($0, $1) }),
            let a = document(bytes), let b = document(result), sameIgnoringHabitOrder(a, b)
        else {
            throw EditRefusal(.habitsWouldNotReadBack(.move))
        }
        return result
    }

    /// The key path of a table header line: `[habits.run] # x` is `["habits", "run"]`; empty
    /// when the line is not a header TOML can read on its own.
    static func headerPath(_ line: String) -> [String] {
        guard var table = try? TOMLDecoder().decode(line) else { return [] }
        var path: [String] = []
        while table.count == 1, let (k, v) = table.entries.first {
            path.append(k)
            if case .table(let t) = v {
                table = t
            } else if case .array(let items) = v, case .table(let t)? = items.last {
                table = t
            } else {
                break
            }
        }
        return path
    }

    /// Where a one-line table header ends: just after its closing `]` (quotes respected), or nil.
    static func headerEnd(_ line: String) -> String.Index? {
        var quote: Character? = nil
        var i = line.startIndex
        var escaped = false
        while i < line.endIndex {
            let c = line[i]
            if let q = quote {
                if escaped {
                    escaped = false
                } else if q == "\"" && c == "\\" {
                    escaped = true
                } else if c == q {
                    quote = nil
                }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "]" {
                return line.index(after: i)
            }
            i = line.index(after: i)
        }
        return nil
    }

    /// Two documents with the same keys and values, the habits' order aside.
    static func sameIgnoringHabitOrder(_ a: TOMLTable, _ b: TOMLTable) -> Bool {
        guard Set(a.keys) == Set(b.keys) else { return false }
        for key in a.keys {
            if key == "habits", case .table(let x)? = a[key], case .table(let y)? = b[key] {
                guard Set(x.keys) == Set(y.keys), x.keys.allSatisfy({ x[$0] == y[$0] }) else { return false }
            } else if a[key] != b[key] {
                return false
            }
        }
        return true
    }

    // MARK: Helpers

    static func parse(_ bytes: [UInt8]) throws(EditRefusal) -> HabitsFile {
        let parsed = HabitsParser.parse(bytes)
        if let e = parsed.diagnostics.first(where: { $0.code == .habitsSyntax }) {
            throw EditRefusal(.habitsInvalid(e), at: e.range)
        }
        return parsed.file
    }

    /// The whole document, decoded (nil when it does not decode).
    static func document(_ bytes: [UInt8]) -> TOMLTable? {
        try? TOMLDecoder().decode(String(decoding: bytes, as: UTF8.self))
    }

    /// The document without the habit `id` (and without a `habits` table left empty), and the
    /// habit's own table: an edit of one habit must leave the rest decoding the same.
    static func split(_ document: TOMLTable, id: String) -> (rest: TOMLTable, habit: TOMLTable?) {
        var rest = TOMLTable()
        var habit: TOMLTable? = nil
        for (key, value) in document.entries {
            guard key == "habits", case .table(let habits) = value else {
                rest.set(key, value)
                continue
            }
            var others = TOMLTable()
            for (hid, h) in habits.entries {
                if hid == id, case .table(let t) = h { habit = t } else { others.set(hid, h) }
            }
            if !others.isEmpty { rest.set(key, .table(others)) }
        }
        return (rest, habit)
    }

    /// The 0-based line of `[habits.ID]` and the line where the next table starts (or the end);
    /// a line inside a multi-line string or array is never a table's start.
    static func tableLines(_ id: String, _ file: HabitsFile, _ raw: RawLines, _ inside: [Bool]) throws(EditRefusal) -> (
        Int, Int
    ) {
        guard let habit = file.habits.first(where: { $0.id == id }) else { throw EditRefusal(.noHabitID(id)) }
        let header = habit.range.line - 1
        guard header >= 0, header < raw.count, HabitName.trimmed(raw.text(header)).hasPrefix("["),
            !HabitName.trimmed(raw.text(header)).hasPrefix("[[")
        else {
            throw EditRefusal(.notATable(habit, .edit))
        }
        var end = header + 1
        while end < raw.count, inside[end] || !HabitName.trimmed(raw.text(end)).hasPrefix("[") { end += 1 }
        return (header, end)
    }

    /// Where the value starts on a line `field = value` (bare or quoted key), or nil.
    static func fieldValueStart(_ text: String, _ field: String) -> String.Index? {
        var s = text[...]
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        for spelling in [field, "\"\(field)\"", "'\(field)'"] where s.hasPrefix(spelling) {
            var r = s.dropFirst(spelling.count)
            while let f = r.first, f == " " || f == "\t" { r = r.dropFirst() }
            guard r.first == "=" else { continue }
            r = r.dropFirst()
            while let f = r.first, f == " " || f == "\t" { r = r.dropFirst() }
            return r.startIndex
        }
        return nil
    }

    /// The `  # comment` after the closing `"""`, `'''` or `]` on the last line of a multi-line
    /// value, or "".
    static func multiLineComment(_ line: String) -> String {
        let b = Array(line.utf8)
        guard let hash = b.lastIndex(of: UInt8(ascii: "#")) else { return "" }
        // Back from the '#' over white space: the value must close right there.
        var k = hash
        while k > 0, b[k - 1] == 0x20 || b[k - 1] == 0x09 { k -= 1 }
        guard k > 0, b[k - 1] == UInt8(ascii: "\"") || b[k - 1] == UInt8(ascii: "'") || b[k - 1] == UInt8(ascii: "]")
        else { return "" }
        return String(decoding: b[k...], as: UTF8.self)
    }

    /// The `  # comment` after a single-line value, found by decoding the value alone.
    static func trailingComment(_ rest: String) -> String {
        var searchFrom = rest.startIndex
        while let hash = rest[searchFrom...].firstIndex(of: "#") {
            let value = rest[..<hash]
            if (try? TOMLDecoder().decode("v = " + value)) != nil {
                var spaceStart = hash
                while spaceStart > rest.startIndex,
                    rest[rest.index(before: spaceStart)] == " " || rest[rest.index(before: spaceStart)] == "\t"
                {
                    spaceStart = rest.index(before: spaceStart)
                }
                return String(rest[spaceStart...])
            }
            searchFrom = rest.index(after: hash)
        }
        return ""
    }

    /// Two habits are the same apart from where they are written.
    static func same(_ a: Habit, _ b: Habit) -> Bool {
        var x = a
        var y = b
        x.range = SourceRange(line: 0, column: 0)
        y.range = x.range
        x.fieldRanges = [:]
        y.fieldRanges = [:]
        return x == y
    }
}

/// Which lines of a TOML document start inside a value that began on an earlier line: a
/// multi-line string, or an array (or inline table) not yet closed. Such a line is never a
/// table header nor a key, whatever it looks like.
package enum TOMLLines {
    package static func continuations(_ raw: RawLines) -> [Bool] {
        enum State { case normal, basic, literal }
        var state = State.normal
        var depth = 0
        var out: [Bool] = []
        out.reserveCapacity(raw.count)
        for k in 0..<raw.count {
            out.append(state != .normal || depth > 0)
            let b = raw.contents[k]
            var i = 0
            func quotes(_ q: UInt8) -> Int {
                var n = 0
                while i + n < b.count, b[i + n] == q { n += 1 }
                return n
            }
            scan: while i < b.count {
                switch state {
                case .basic:
                    if b[i] == UInt8(ascii: "\\") {
                        i += 2
                        continue
                    }
                    let n = quotes(UInt8(ascii: "\""))
                    if n >= 3 {
                        state = .normal
                        i += n
                    } else {
                        i += max(n, 1)
                    }
                case .literal:
                    let n = quotes(UInt8(ascii: "'"))
                    if n >= 3 {
                        state = .normal
                        i += n
                    } else {
                        i += max(n, 1)
                    }
                case .normal:
                    switch b[i] {
                    case UInt8(ascii: "#"):
                        break scan
                    case UInt8(ascii: "\""), UInt8(ascii: "'"):
                        let q = b[i]
                        if quotes(q) >= 3 {
                            state = q == UInt8(ascii: "'") ? .literal : .basic
                            i += 3
                        } else {
                            // A one-line string: to its closing quote, or the line's end.
                            i += 1
                            while i < b.count, b[i] != q {
                                if q == UInt8(ascii: "\""), b[i] == UInt8(ascii: "\\") { i += 1 }
                                i += 1
                            }
                            i += 1
                        }
                    case UInt8(ascii: "["), UInt8(ascii: "{"):
                        depth += 1
                        i += 1
                    case UInt8(ascii: "]"), UInt8(ascii: "}"):
                        depth = max(0, depth - 1)
                        i += 1
                    default:
                        i += 1
                    }
                }
            }
        }
        return out
    }
}
