import DawnTOML
import DawnJournalModel
import DawnJournalParse
import DawnJournalFormat

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
    package static func appendHabit(id: String, fields: [(String, String)], to bytes: [UInt8]) throws(EditRefusal) -> [UInt8] {
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
              zip(before.habits, after.habits).allSatisfy({ same($0, $1) }) else {
            throw EditRefusal("habits.toml would not read back as expected (is `habits` written as an inline table?); it was left unchanged — add the habit by hand")
        }
        return result
    }

    /// Sets `key = literal` in the habit's table: the existing line is replaced (a trailing
    /// comment kept), or a new line is added after the table's last field.
    package static func setField(_ field: String, literal: String, habitID: String, in bytes: [UInt8]) throws(EditRefusal) -> [UInt8] {
        let before = try parse(bytes)
        var raw = RawLines(bytes)
        let (header, end) = try tableLines(habitID, before, raw)
        var done = false
        var k = header + 1
        while k < end {
            let text = raw.text(k)
            guard let valueStart = fieldValueStart(text, field) else { k += 1; continue }
            let indent = String(text.prefix { $0 == " " || $0 == "\t" })
            let rest = String(text[valueStart...])
            var last = k
            var comment = ""
            if rest.hasPrefix("\"\"\"") || rest.hasPrefix("'''") {
                let delimiter = String(rest.prefix(3))
                if rest.dropFirst(3).contains(delimiter) {
                    comment = trailingComment(rest)
                } else {
                    last = k + 1
                    while last < end, !raw.text(last).contains(delimiter) { last += 1 }
                    guard last < end else { throw EditRefusal("cannot find the end of '\(field)' in habits.toml; edit it by hand") }
                }
            } else {
                comment = trailingComment(rest)
            }
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
                if !t.isEmpty && !t.hasPrefix("#") {
                    insertAt = j + 1
                    indent = String(raw.text(j).prefix { $0 == " " || $0 == "\t" })
                }
            }
            raw.insert([indent + "\(field) = \(literal)"], at: insertAt)
        }
        let result = raw.bytes
        let after = try parse(result)
        guard after.habits.count == before.habits.count,
              zip(before.habits, after.habits).allSatisfy({ $0.id == habitID || same($0, $1) }),
              after.habits.first(where: { $0.id == habitID }).map({ $0.fieldRanges[field] != nil }) == true else {
            throw EditRefusal("habits.toml would not read back as expected; it was left unchanged — edit it by hand")
        }
        return result
    }

    /// Removes the habit's `[habits.ID]` table: the header and its lines up to the next table.
    package static func removeHabit(id: String, from bytes: [UInt8]) throws(EditRefusal) -> [UInt8] {
        let before = try parse(bytes)
        var raw = RawLines(bytes)
        var (header, end) = try tableLines(id, before, raw)
        // Blank and comment lines at the end belong to what follows (a comment above the next table).
        while end > header + 1, HabitName.trimmed(raw.text(end - 1)).isEmpty || HabitName.trimmed(raw.text(end - 1)).hasPrefix("#") { end -= 1 }
        for _ in header..<end { raw.remove(at: header) }
        // Collapse the blank line the table leaves behind.
        if header < raw.count, header > 0, HabitName.trimmed(raw.text(header)).isEmpty, HabitName.trimmed(raw.text(header - 1)).isEmpty {
            raw.remove(at: header)
        }
        let result = raw.bytes
        let after = try parse(result)
        let kept = before.habits.filter { $0.id != id }
        guard after.habits.count == kept.count, zip(kept, after.habits).allSatisfy({ same($0, $1) }) else {
            throw EditRefusal("habits.toml would not read back as expected; it was left unchanged — remove the habit by hand")
        }
        return result
    }

    // MARK: Helpers

    static func parse(_ bytes: [UInt8]) throws(EditRefusal) -> HabitsFile {
        let parsed = HabitsParser.parse(bytes)
        if let e = parsed.diagnostics.first(where: { $0.code == .habitsSyntax }) {
            throw EditRefusal("\(e.message); fix habits.toml first (it was left unchanged)", at: e.range)
        }
        return parsed.file
    }

    /// The 0-based line of `[habits.ID]` and the line where the next table starts (or the end).
    static func tableLines(_ id: String, _ file: HabitsFile, _ raw: RawLines) throws(EditRefusal) -> (Int, Int) {
        guard let habit = file.habits.first(where: { $0.id == id }) else { throw EditRefusal("no habit '\(id)' in habits.toml") }
        let header = habit.range.line - 1
        guard header >= 0, header < raw.count, HabitName.trimmed(raw.text(header)).hasPrefix("["),
              !HabitName.trimmed(raw.text(header)).hasPrefix("[[") else {
            throw EditRefusal("'\(habit.name)' is not written as a [habits.\(id)] table in habits.toml; edit it by hand")
        }
        var end = header + 1
        while end < raw.count, !HabitName.trimmed(raw.text(end)).hasPrefix("[") { end += 1 }
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

    /// The `  # comment` after a single-line value, found by decoding the value alone.
    static func trailingComment(_ rest: String) -> String {
        var searchFrom = rest.startIndex
        while let hash = rest[searchFrom...].firstIndex(of: "#") {
            let value = rest[..<hash]
            if (try? TOMLDecoder().decode("v = " + value)) != nil {
                var spaceStart = hash
                while spaceStart > rest.startIndex, rest[rest.index(before: spaceStart)] == " " || rest[rest.index(before: spaceStart)] == "\t" {
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
        var x = a, y = b
        x.range = SourceRange(line: 0, column: 0); y.range = x.range
        x.fieldRanges = [:]; y.fieldRanges = [:]
        return x == y
    }
}
