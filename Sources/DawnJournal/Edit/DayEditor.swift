import DawnJournalFormat
import DawnJournalModel
import DawnJournalParse
import DawnSource

/// Edits a day file in place: inserts, changes or removes exactly the lines an edit is about,
/// and re-parses the result to prove that nothing else changed meaning.
///
/// Formatting is a separate step (`fmt`); an edit never reformats.
package enum DayEditor {
    /// What an edit did.
    package enum Outcome: Sendable, Equatable {
        /// The new text of the file, with the day its check parsed from it (so that a caller
        /// reporting on the result does not parse it again).
        case changed(DayDocument)
        /// Nothing to do (already ticked, the same entry): why.
        case unchanged(Unchanged)
    }

    // MARK: Timeline

    /// Inserts an entry in start-time order (a missing file or section is created in canonical form).
    package static func addEntry(_ entry: NewEntry, to document: DayDocument?, habits: HabitsFile) throws(EditRefusal)
        -> Outcome
    {
        guard let document, !document.bytes.isEmpty else {
            let result = Array("## Timeline\n\n\(entry.line)\n".utf8)
            let verified = try verify(old: Day(), new: result) { meaning in
                var m = meaning
                m.entries.append(entry.meaning)
                return m
            }
            return .changed(DayDocument(bytes: result, day: verified))
        }
        let day = document.day
        var raw = RawLines(document.bytes)
        // The line index of the one line inserted into the Timeline, when the section is there.
        var index: Int? = nil
        if let section = firstSection(.timeline, in: day) {
            let entryLines = day.lines[section].filter {
                if case .entry = $0.kind { return true } else { return false }
            }
            let at: Int
            if let after = entryLines.first(where: { line in
                if case .entry(let n) = line.kind { return day.entries[n].start > entry.start }
                return false
            }) {
                at = after.number - 1
            } else if let last = entryLines.last {
                at = last.number
            } else {
                at = insertionPointInEmptySection(section, day)
            }
            raw.insert([entry.line], at: at)
            index = at
        } else {
            let (at, block) = newSection(.timeline, item: entry.line, in: day, raw: raw)
            raw.insert(block, at: at)
        }
        let result = SourceText(raw.bytes)
        guard raw.readsBackWhole(result) else { throw EditRefusal(.dayLineEndingsWouldJoin) }
        let checked = try verifyInsertion(
            into: document, new: result, at: index,
            reads: { day, line in
                guard case .entry(let n) = line.kind else { return false }
                return DayMeaning.Entry(day.entries[n]) == entry.meaning
            },
            expected: { meaning in
                var m = meaning
                m.entries.append(entry.meaning)
                return m
            })
        return .changed(DayDocument(bytes: result.bytes, day: checked))
    }

    // MARK: Checklist

    /// Ticks `habit`: an existing `[ ]` or `[-]` item becomes `[x]`, keeping its note (a note
    /// given is added when it has none, refused when it has another); a missing one is inserted;
    /// a ticked one is left alone, but for a note (`addNote`). The file carries the order things
    /// were done in: the `[x]` line goes after the last done item (an item before it moves
    /// there), or, with nothing done yet, stays in place or is inserted in habits.toml order.
    package static func tick(_ habit: Habit, note: String? = nil, in document: DayDocument?, habits: HabitsFile)
        throws(EditRefusal) -> Outcome
    {
        let line = "- [x] " + DayFormatter.render(emoji: habit.emoji, name: habit.name, note: note)
        guard let document, !document.bytes.isEmpty else {
            let result = Array("## Checklist\n\n\(line)\n".utf8)
            let verified = try verify(old: Day(), new: result) { meaning in
                var m = meaning
                m.checklist.append(.init(state: .done, emoji: habit.emoji, habit: habit.name, note: note))
                return m
            }
            return .changed(DayDocument(bytes: result, day: verified))
        }
        let day = document.day
        var raw = RawLines(document.bytes)
        if let existing = day.checklist.first(where: { habits.habit(for: $0.habit)?.id == habit.id }) {
            if existing.state == .done {
                return try addNote(note, toItem: existing, habit: habit, in: document, or: .alreadyDone)
            }
            // The note given: added when the item has none, refused when it has another (never
            // dropped, never replaced in silence). Written before the box: it is further right.
            let addedNote = try noteToAdd(note, toItem: existing, habit: habit)
            if let addedNote {
                raw.replace(
                    line: existing.line - 1, column: existing.range.column + existing.range.length, length: 0,
                    with: " -- " + addedNote)
            }
            raw.replace(line: existing.line - 1, column: existing.boxRange.column, length: 3, with: "[x]")
            if let done = lastDoneLine(in: day), done > existing.line {
                raw.insert([raw.text(existing.line - 1)], at: done)
                raw.removeKeepingByteOrderMark(at: existing.line - 1)
            }
            guard raw.readsBackWhole else { throw EditRefusal(.dayLineEndingsWouldJoin) }
            let result = raw.bytes
            let verified = try verify(old: day, new: result) { meaning in
                var m = meaning
                if let k = m.checklist.firstIndex(where: { habits.habit(named: $0.habit)?.id == habit.id }) {
                    m.checklist[k].state = .done
                    if let addedNote { m.checklist[k].note = addedNote }
                }
                return m
            }
            return .changed(DayDocument(bytes: result, day: verified))
        }
        // No item of the habit yet: after the last done item, else in habits.toml order.
        let index = insertItem(line, for: habit, in: day, raw: &raw, habits: habits, afterDone: true)
        let result = SourceText(raw.bytes)
        guard raw.readsBackWhole(result) else { throw EditRefusal(.dayLineEndingsWouldJoin) }
        let item = DayMeaning.Item(state: .done, emoji: habit.emoji, habit: habit.name, note: note)
        let verified = try verifyInsertion(into: document, new: result, at: index, reads: reads(item)) { meaning in
            var m = meaning
            m.checklist.append(item)
            return m
        }
        return .changed(DayDocument(bytes: result.bytes, day: verified))
    }

    // MARK: Notes

    /// A note given for a line already logged (a ticked or skipped item, the same entry again):
    /// added after the line's text when it has none; nothing to do without a note or with the
    /// same one; refused, quoting the line's note, when it has another (never silently dropped,
    /// never silently replaced).
    package static func addNote(
        _ note: String?, to line: Int, range: SourceRange, existing: String?, habit: Habit,
        in document: DayDocument, or unchanged: Unchanged
    ) throws(EditRefusal) -> Outcome {
        guard let note, note != existing else { return .unchanged(unchanged) }
        if let existing {
            throw EditRefusal(.noteExists(habit: habit, line: line, note: existing), at: range)
        }
        let day = document.day
        var raw = RawLines(document.bytes)
        raw.replace(line: line - 1, column: range.column + range.length, length: 0, with: " -- " + note)
        guard raw.readsBackWhole else { throw EditRefusal(.dayLineEndingsWouldJoin) }
        let result = raw.bytes
        let verified = try verify(old: day, new: result) { meaning in
            var m = meaning
            if let k = day.entries.firstIndex(where: { $0.line == line }) { m.entries[k].note = note }
            if let k = day.checklist.firstIndex(where: { $0.line == line }) { m.checklist[k].note = note }
            return m
        }
        return .changed(DayDocument(bytes: result, day: verified))
    }

    /// The note to add to `item` as it changes state: nil without a note, or with the item's
    /// own; the note when the item has none; refused, quoting the item's, when it has another.
    static func noteToAdd(_ note: String?, toItem item: ChecklistItem, habit: Habit) throws(EditRefusal) -> String? {
        guard let note, note != item.note else { return nil }
        if let existing = item.note {
            throw EditRefusal(.noteExists(habit: habit, line: item.line, note: existing), at: item.range)
        }
        return note
    }

    package static func addNote(
        _ note: String?, toItem item: ChecklistItem, habit: Habit, in document: DayDocument, or unchanged: Unchanged
    ) throws(EditRefusal) -> Outcome {
        try addNote(
            note, to: item.line, range: item.range, existing: item.note, habit: habit, in: document, or: unchanged)
    }

    // MARK: Removing

    /// Removes the timeline entry on `line` (1-based); when it was the only thing in its
    /// section, the section goes with it (its heading and blank lines).
    package static func removeEntry(atLine line: Int, in document: DayDocument) throws(EditRefusal) -> [UInt8] {
        let day = document.day
        guard let dl = day.lines.first(where: { $0.number == line }), case .entry(let n) = dl.kind else {
            throw EditRefusal(.notAnEntry(line: line))
        }
        var raw = RawLines(document.bytes)
        let section = emptiedSection(removing: line, in: day)
        for l in (section + [line]).sorted(by: >) { raw.removeKeepingByteOrderMark(at: l - 1) }
        guard raw.readsBackWhole else { throw EditRefusal(.dayLineEndingsWouldJoin) }
        let result = raw.bytes
        try verify(old: day, new: result) { meaning in
            var m = meaning
            m.entries.remove(at: n)
            m.text = text(of: day, without: Set(section))
            return m
        }
        return result
    }

    /// Unticks the checklist item on `line` (or takes back a skip): a bare item is removed (no
    /// line means not done); one with a note becomes `[ ]` so that the note is kept, and an
    /// amount record with a note loses its amount with its tick.
    package static func untick(atLine line: Int, in document: DayDocument) throws(EditRefusal) -> [UInt8] {
        let day = document.day
        guard let dl = day.lines.first(where: { $0.number == line }), case .checklistItem(let n) = dl.kind else {
            throw EditRefusal(.notAnItem(line: line))
        }
        let item = day.checklist[n]
        var raw = RawLines(document.bytes)
        let removes = item.note == nil
        let section = removes ? emptiedSection(removing: line, in: day) : []
        if removes {
            for l in (section + [line]).sorted(by: >) { raw.removeKeepingByteOrderMark(at: l - 1) }
        } else if item.amount != nil {
            let rewritten =
                "- [ ] " + DayFormatter.render(emoji: item.habit.emoji, name: item.habit.name, note: item.note)
            raw.replace(line: line - 1, column: item.range.column, length: item.range.length, with: rewritten)
        } else {
            raw.replace(line: line - 1, column: item.boxRange.column, length: 3, with: "[ ]")
        }
        guard raw.readsBackWhole else { throw EditRefusal(.dayLineEndingsWouldJoin) }
        let result = raw.bytes
        try verify(old: day, new: result) { meaning in
            var m = meaning
            if removes {
                m.checklist.remove(at: n)
                m.text = text(of: day, without: Set(section))
            } else {
                m.checklist[n].state = .notDone
                m.checklist[n].amount = nil
                m.checklist[n].unit = nil
            }
            return m
        }
        return result
    }

    /// Removes whole lines (1-based numbers) that are entries or checklist items, for `habit remove --purge`.
    package static func removeItems(atLines lines: Set<Int>, in document: DayDocument) throws(EditRefusal) -> [UInt8] {
        let day = document.day
        var raw = RawLines(document.bytes)
        var removedEntries = Set<Int>()
        var removedItems = Set<Int>()
        for line in lines.sorted(by: >) {
            guard let dl = day.lines.first(where: { $0.number == line }) else { throw EditRefusal(.noLine(line)) }
            switch dl.kind {
            case .entry(let n): removedEntries.insert(n)
            case .checklistItem(let n): removedItems.insert(n)
            default: throw EditRefusal(.notAnEntryOrItem(line: line))
            }
            raw.remove(at: line - 1)
        }
        guard raw.readsBackWhole else { throw EditRefusal(.dayLineEndingsWouldJoin) }
        let result = raw.bytes
        try verify(old: day, new: result) { meaning in
            var m = meaning
            m.entries = m.entries.enumerated().filter { !removedEntries.contains($0.offset) }.map(\.element)
            m.checklist = m.checklist.enumerated().filter { !removedItems.contains($0.offset) }.map(\.element)
            return m
        }
        return result
    }

    /// Replaces the habit name written in mentions (entries and items) on the given lines.
    package static func renameMentions(_ mentions: [HabitMention], to newName: String, in document: DayDocument)
        throws(EditRefusal) -> [UInt8]
    {
        let day = document.day
        var raw = RawLines(document.bytes)
        for m in mentions.sorted(by: { $0.range > $1.range }) {
            raw.replace(line: m.range.line - 1, column: m.range.column, length: m.range.length, with: newName)
        }
        let result = raw.bytes
        let renamed = Set(mentions.map(\.range.line))
        try verify(old: day, new: result) { meaning in
            var m = meaning
            for (k, e) in day.entries.enumerated() where renamed.contains(e.line) { m.entries[k].habit = newName }
            for (k, i) in day.checklist.enumerated() where renamed.contains(i.line) { m.checklist[k].habit = newName }
            return m
        }
        return result
    }

    // MARK: Helpers

    /// The line indices (into `day.lines`) of the first section of that kind, heading included.
    static func firstSection(_ kind: DaySection, in day: Day) -> Range<Int>? {
        guard
            let start = day.lines.firstIndex(where: { line in
                if case .heading(2, let title) = line.kind, title == kind.title { return true }
                return false
            })
        else { return nil }
        var end = start + 1
        while end < day.lines.count {
            if case .heading(let level, _) = day.lines[end].kind, level <= 2 { break }
            end += 1
        }
        return start..<end
    }

    /// Where the first item of an empty section goes: after the heading and one blank line.
    static func insertionPointInEmptySection(_ section: Range<Int>, _ day: Day) -> Int {
        let heading = day.lines[section.lowerBound].number
        if section.count > 1, day.lines[section.lowerBound + 1].kind == .blank { return heading + 1 }
        return heading
    }

    /// Where a new section goes, and its lines: Timeline before the Checklist, the Checklist
    /// after the Timeline section; otherwise at the end, after a blank line.
    package static func newSection(_ kind: DaySection, item: String, in day: Day, raw: RawLines) -> (Int, [String]) {
        let heading = "## \(kind.title)"
        if kind == .timeline, let checklist = firstSection(.checklist, in: day) {
            return (day.lines[checklist.lowerBound].number - 1, [heading, "", item, ""])
        }
        if kind == .checklist, let timeline = firstSection(.timeline, in: day), timeline.upperBound < day.lines.count {
            var end = timeline.upperBound
            // Before the blank lines that separate the Timeline from what follows.
            while end > timeline.lowerBound + 1, day.lines[end - 1].kind == .blank { end -= 1 }
            return (day.lines[end - 1].number, ["", heading, "", item])
        }
        let endsBlank = day.lines.last?.kind == .blank
        return (raw.count, (endsBlank ? [] : [""]) + [heading, "", item])
    }

    static func sortedEntries(_ m: DayMeaning) -> [DayMeaning.Entry] {
        m.entries.sorted {
            ($0.start, $0.end, $0.habit, $0.note ?? "", $0.amount?.thousandths ?? -1) < (
                $1.start, $1.end, $1.habit, $1.note ?? "", $1.amount?.thousandths ?? -1
            )
        }
    }

    static func itemOrder(_ a: DayMeaning.Item, _ b: DayMeaning.Item) -> Bool {
        (a.habit, a.state.rawValue, a.note ?? "", a.amount?.thousandths ?? -1, a.unit ?? "") < (
            b.habit, b.state.rawValue, b.note ?? "", b.amount?.thousandths ?? -1, b.unit ?? ""
        )
    }

    /// The check of an edit that inserted one line before line index `index` of `document`
    /// (nil: it inserted more, a new section, or changed lines): the line alone is read, in the state the line
    /// before it leaves, and spliced into the document's day (`DayParser.splice`), when the
    /// splice applies and the line `reads` as the edit means; otherwise `new` is parsed whole
    /// and checked by `verify` against `expected`. Returns the day of `new` either way.
    static func verifyInsertion(
        into document: DayDocument, new: SourceText, at index: Int?, reads: (Day, DayLine) -> Bool,
        expected: (DayMeaning) -> DayMeaning
    ) throws(EditRefusal) -> Day {
        if let index, let spliced = DayParser.splice(document.day, bytes: document.bytes, into: new, at: index),
            spliced.lines.count == document.day.lines.count + 1, reads(spliced, spliced.lines[index])
        {
            return spliced
        }
        return try verify(old: document.day, new: new, expected: expected)
    }

    /// Re-parses `new` and checks that its meaning is exactly `expected(old meaning)`: the same
    /// front matter and text (section headings an edit created allowed), and the same entries
    /// and checklist items (in any order, as insertions may land anywhere); refuses otherwise.
    /// Returns the day it parsed.
    @discardableResult
    static func verify(old: Day, new: [UInt8], expected: (DayMeaning) -> DayMeaning) throws(EditRefusal) -> Day {
        try verify(old: old, new: SourceText(new), expected: expected)
    }

    /// `verify`, for the new bytes already read as lines.
    @discardableResult
    static func verify(old: Day, new: SourceText, expected: (DayMeaning) -> DayMeaning) throws(EditRefusal) -> Day {
        let parsed = DayParser.parse(new)
        guard !parsed.diagnostics.hasErrors else {
            throw EditRefusal(.editWouldInvalidate)
        }
        let want = expected(old.meaning)
        let got = parsed.day.meaning
        let sectionHeadings: Set<String> = ["## Timeline", "## Checklist"]
        var gotText = got.text
        var wantText = want.text
        if got.text.filter({ sectionHeadings.contains($0) }).count
            > want.text.filter({ sectionHeadings.contains($0) }).count
        {
            gotText = gotText.filter { !sectionHeadings.contains($0) }
            wantText = wantText.filter { !sectionHeadings.contains($0) }
        }
        guard got.frontMatter == want.frontMatter, gotText == wantText,
            sortedEntries(got) == sortedEntries(want),
            got.checklist.sorted(by: itemOrder) == want.checklist.sorted(by: itemOrder)
        else { throw refusal }
        return parsed.day
    }

    static var refusal: EditRefusal {
        EditRefusal(.editTooBroad)
    }
}

// MARK: Changing mentions (habit edit --emoji, --id)

extension DayEditor {
    /// A new emoji or name for one mention of a habit.
    package struct MentionChange: Sendable {
        package var mention: HabitMention
        /// nil: the emoji stays; `.some(nil)`: it is removed (with the space after it).
        package var emoji: String??
        /// nil: the name stays.
        package var name: String?

        package init(mention: HabitMention, emoji: String?? = nil, name: String? = nil) {
            self.mention = mention
            self.emoji = emoji
            self.name = name
        }
    }

    /// Replaces the emoji and the name written in mentions (one mention per line), leaving
    /// every other character of those lines, and every other line, as it was.
    package static func changeMentions(_ changes: [MentionChange], in document: DayDocument) throws(EditRefusal)
        -> [UInt8]
    {
        let day = document.day
        var raw = RawLines(document.bytes)
        var replacements: [(line: Int, column: Int, length: Int, text: String)] = []
        var byLine: [Int: MentionChange] = [:]
        for change in changes {
            let m = change.mention
            byLine[m.range.line] = change
            if let name = change.name { replacements.append((m.range.line, m.range.column, m.range.length, name)) }
            if let emoji = change.emoji, let at = m.emojiRange, at.line == m.range.line {
                if let emoji {
                    replacements.append((at.line, at.column, at.length, emoji))
                } else {
                    replacements.append((at.line, at.column, m.range.column - at.column, ""))
                }
            }
        }
        for r in replacements.sorted(by: { ($0.line, $0.column) > ($1.line, $1.column) }) {
            raw.replace(line: r.line - 1, column: r.column, length: r.length, with: r.text)
        }
        let result = raw.bytes
        try verify(old: day, new: result) { meaning in
            var m = meaning
            for (k, e) in day.entries.enumerated() {
                guard let c = byLine[e.line] else { continue }
                if let name = c.name { m.entries[k].habit = name }
                if let emoji = c.emoji, e.habit.emojiRange != nil { m.entries[k].emoji = emoji }
            }
            for (k, i) in day.checklist.enumerated() {
                guard let c = byLine[i.line] else { continue }
                if let name = c.name { m.checklist[k].habit = name }
                if let emoji = c.emoji, i.habit.emojiRange != nil { m.checklist[k].emoji = emoji }
            }
            return m
        }
        return result
    }
}
