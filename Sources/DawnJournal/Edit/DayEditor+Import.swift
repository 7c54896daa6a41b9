import DawnJournalFormat
import DawnJournalModel
import DawnJournalParse

/// What an import may change on a line already in a day file: an unticked item ticked by
/// Loop's check, a note added to a line that has none. Nothing else of the line changes.
extension DayEditor {
    /// One change to an existing line (indices into the day's `entries` and `checklist`).
    package enum LineChange: Sendable {
        /// The unticked item `checklist[item]` becomes `[x]`; with an `amount` it becomes that
        /// record (the line written in the canonical form, as `log` writes a record); `note` is
        /// added when the item has none.
        case tick(item: Int, habit: Habit, amount: Amount?, note: String?)
        /// The unticked item `checklist[item]` becomes `[-]`; `note` is added when it has none.
        case skip(item: Int, note: String?)
        /// `note` after the entry `entries[entry]`, which has none.
        case noteOnEntry(entry: Int, note: String)
        /// `note` after the item `checklist[item]`, which has none.
        case noteOnItem(item: Int, note: String)
    }

    /// `document` with `changes` made to its lines; each change keeps every other character,
    /// and the result must mean the old day with exactly these changes.
    package static func change(_ changes: [LineChange], in document: DayDocument) throws(EditRefusal) -> [UInt8] {
        let day = document.day
        var raw = RawLines(document.bytes)
        for change in changes {
            switch change {
            case .tick(let k, let habit, let amount, let note):
                let item = day.checklist[k]
                if let amount {
                    rewriteItem(item, as: itemLine(habit, .done, amount: amount, note: item.note ?? note), raw: &raw)
                } else {
                    raw.replace(
                        line: item.line - 1, column: item.boxRange.column, length: item.boxRange.length, with: "[x]")
                    if item.note == nil, let note { appendNote(note, toLine: item.line - 1, raw: &raw) }
                }
            case .skip(let k, let note):
                let item = day.checklist[k]
                raw.replace(
                    line: item.line - 1, column: item.boxRange.column, length: item.boxRange.length, with: "[-]")
                if item.note == nil, let note { appendNote(note, toLine: item.line - 1, raw: &raw) }
            case .noteOnEntry(let k, let note): appendNote(note, toLine: day.entries[k].line - 1, raw: &raw)
            case .noteOnItem(let k, let note): appendNote(note, toLine: day.checklist[k].line - 1, raw: &raw)
            }
        }
        guard raw.readsBackWhole else { throw EditRefusal(.dayLineEndingsWouldJoin) }
        let result = raw.bytes
        try verify(old: day, new: result) { meaning in
            var m = meaning
            for change in changes {
                switch change {
                case .tick(let k, let habit, let amount, let note):
                    let item = day.checklist[k]
                    if let amount {
                        m.checklist[k] = itemMeaning(habit, .done, amount: amount, note: item.note ?? note)
                    } else {
                        m.checklist[k].state = .done
                        m.checklist[k].note = item.note ?? note
                    }
                case .skip(let k, let note):
                    m.checklist[k].state = .skipped
                    m.checklist[k].note = day.checklist[k].note ?? note
                case .noteOnEntry(let k, let note): m.entries[k].note = note
                case .noteOnItem(let k, let note): m.checklist[k].note = note
                }
            }
            return m
        }
        return result
    }

    /// ` -- note` after the last character of the line that is not a space or a tab.
    static func appendNote(_ note: String, toLine index: Int, raw: inout RawLines) {
        let text = raw.text(index)
        var end = text.count
        for c in text.reversed() {
            guard c == " " || c == "\t" else { break }
            end -= 1
        }
        raw.replace(line: index, column: end + 1, length: text.count - end, with: " -- " + note)
    }
}
