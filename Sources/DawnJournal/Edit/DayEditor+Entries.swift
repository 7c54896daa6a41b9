import DawnJournalFormat
import DawnJournalModel
import DawnJournalParse
import DawnTOML

/// Changing one timeline entry in place (`move`, `resize`), and taking back the last line of a
/// section with the section.
extension DayEditor {
    /// Gives the entry on `line` (1-based) new times: its time range is rewritten as
    /// `HH:MM-HH:MM` and every other byte of the file, that line's name, amount and note
    /// included, stays. The line keeps its place: the order of entries is the person's.
    package static func retime(atLine line: Int, start: TimeOfDay, end: TimeOfDay, in document: DayDocument)
        throws(EditRefusal) -> [UInt8]
    {
        let day = document.day
        guard let dl = day.lines.first(where: { $0.number == line }), case .entry(let n) = dl.kind else {
            throw EditRefusal(.notAnEntry(line: line))
        }
        let entry = day.entries[n]
        var raw = RawLines(document.bytes)
        raw.replace(
            line: line - 1, column: entry.timeRange.column, length: entry.timeRange.length, with: "\(start)-\(end)")
        guard raw.readsBackWhole else { throw EditRefusal(.dayLineEndingsWouldJoin) }
        let result = raw.bytes
        try verify(old: day, new: result) { meaning in
            var m = meaning
            m.entries[n].start = start
            m.entries[n].end = end
            return m
        }
        return result
    }

    /// Sets the note of the entry on `line` (1-based): what follows its name (and amount) is
    /// replaced by ` -- note`, or by nothing when `note` is nil; every other byte of the file,
    /// the line's time, name and amount included, stays.
    package static func setNote(_ note: String?, atLine line: Int, in document: DayDocument) throws(EditRefusal)
        -> [UInt8]
    {
        let day = document.day
        guard let dl = day.lines.first(where: { $0.number == line }), case .entry(let n) = dl.kind else {
            throw EditRefusal(.notAnEntry(line: line))
        }
        let entry = day.entries[n]
        let before = entry.amount?.range ?? entry.habit.range
        let column = before.column + before.length
        var raw = RawLines(document.bytes)
        let length = raw.text(line - 1).count - (column - 1)
        raw.replace(line: line - 1, column: column, length: length, with: note.map { " -- " + $0 } ?? "")
        guard raw.readsBackWhole else { throw EditRefusal(.dayLineEndingsWouldJoin) }
        let result = raw.bytes
        try verify(old: day, new: result) { meaning in
            var m = meaning
            m.entries[n].note = note
            return m
        }
        return result
    }

    /// The 1-based line numbers to remove with the line `line` when it is the only thing in its
    /// `## Timeline` or `## Checklist` section: the heading and the section's blank lines (and,
    /// for a section that ends the file, the blank lines before its heading). Empty when the
    /// section holds anything else.
    static func emptiedSection(removing line: Int, in day: Day) -> [Int] {
        guard let index = day.lines.firstIndex(where: { $0.number == line }) else { return [] }
        var heading = index - 1
        while heading >= 0 {
            if case .heading(let level, _) = day.lines[heading].kind, level <= 2 { break }
            heading -= 1
        }
        guard heading >= 0, case .heading(2, let title) = day.lines[heading].kind, DaySection(title: title) != nil
        else { return [] }
        var end = index + 1
        while end < day.lines.count {
            if case .heading(let level, _) = day.lines[end].kind, level <= 2 { break }
            end += 1
        }
        for k in (heading + 1)..<end where k != index && day.lines[k].kind != .blank { return [] }
        var first = heading
        if end == day.lines.count {
            while first > 0, day.lines[first - 1].kind == .blank { first -= 1 }
        }
        return (first..<end).filter { $0 != index }.map { day.lines[$0].number }
    }

    /// The day's text meaning without the given lines (1-based), for `verify`.
    static func text(of day: Day, without lines: Set<Int>) -> [String] {
        var d = day
        d.lines.removeAll { lines.contains($0.number) }
        return d.meaning.text
    }
}

extension DayEditor {
    /// Rewrites the box of the checklist item on `line` (1-based) as `state`'s (`[ ]`, `[x]`,
    /// `[-]`); the rest of the line and the file stay.
    package static func setBox(atLine line: Int, to state: ChecklistItem.State, in document: DayDocument)
        throws(EditRefusal) -> [UInt8]
    {
        let day = document.day
        guard let dl = day.lines.first(where: { $0.number == line }), case .checklistItem(let n) = dl.kind else {
            throw EditRefusal(.notAnItem(line: line))
        }
        var raw = RawLines(document.bytes)
        raw.replace(
            line: line - 1, column: day.checklist[n].boxRange.column, length: day.checklist[n].boxRange.length,
            with: state.box)
        let result = raw.bytes
        try verify(old: day, new: result) { meaning in
            var m = meaning
            m.checklist[n].state = state
            return m
        }
        return result
    }
}
