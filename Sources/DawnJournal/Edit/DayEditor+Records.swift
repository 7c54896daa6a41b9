import DawnJournalFormat
import DawnJournalModel
import DawnJournalParse
import DawnSource

/// Format 1.1's checklist edits: amount records (`- [x] 💧 Drink Water +2 glasses`), a day's
/// total set, and skips (`- [-] Read -- rest day`). Each changes one line, or inserts one, and
/// is verified like every edit.
extension DayEditor {
    /// The canonical checklist line of `habit`.
    static func itemLine(_ habit: Habit, _ state: ChecklistItem.State, amount: Amount?, note: String?) -> String {
        let record = amount.map {
            AmountRecord(amount: $0, unit: habit.unit(for: $0), range: SourceRange(line: 1, column: 1))
        }
        return "- \(state.box) " + DayFormatter.render(emoji: habit.emoji, name: habit.name, amount: record, note: note)
    }

    static func itemMeaning(_ habit: Habit, _ state: ChecklistItem.State, amount: Amount?, note: String?)
        -> DayMeaning.Item
    {
        .init(
            state: state, emoji: habit.emoji, habit: habit.name, amount: amount,
            unit: amount.flatMap { habit.unit(for: $0) }, note: note)
    }

    /// Items of `habit` in the day's checklist, with their indices into `day.checklist`.
    static func items(of habit: Habit, in day: Day, habits: HabitsFile) -> [(Int, ChecklistItem)] {
        day.checklist.enumerated().filter { habits.habit(for: $0.element.habit)?.id == habit.id }.map {
            ($0.offset, $0.element)
        }
    }

    /// The line (1-based) of the checklist's last done item, in its first section; nil when
    /// nothing is done there.
    static func lastDoneLine(in day: Day) -> Int? {
        guard let section = firstSection(.checklist, in: day) else { return nil }
        return day.lines[section].last(where: { l in
            if case .checklistItem(let n) = l.kind { return day.checklist[n].state == .done }
            return false
        })?.number
    }

    /// Inserts a checklist `line` for `habit`: after the last item of the same habit if there is
    /// one, else (`afterDone`: a line that is done, so that the file carries the order things
    /// were done in) after the last done item, else in habits.toml order; creates the section
    /// when missing. Returns the line index of the line inserted into the section, nil when
    /// the section was created.
    @discardableResult
    static func insertItem(
        _ line: String, for habit: Habit, in day: Day, raw: inout RawLines, habits: HabitsFile, afterDone: Bool = false
    ) -> Int? {
        let order = { (name: String) -> Int in
            habits.habits.firstIndex { $0.id == habits.habit(named: name)?.id } ?? Int.max
        }
        let mine = habits.habits.firstIndex { $0.id == habit.id } ?? Int.max
        guard let section = firstSection(.checklist, in: day) else {
            let (at, block) = newSection(.checklist, item: line, in: day, raw: raw)
            raw.insert(block, at: at)
            return nil
        }
        let itemLines = day.lines[section].filter {
            if case .checklistItem = $0.kind { return true } else { return false }
        }
        let index: Int
        if let same = itemLines.last(where: { l in
            if case .checklistItem(let n) = l.kind { return order(day.checklist[n].habit.name) == mine }
            return false
        }) {
            index = same.number
        } else if afterDone, let done = lastDoneLine(in: day) {
            index = done
        } else if let after = itemLines.first(where: { l in
            if case .checklistItem(let n) = l.kind { return order(day.checklist[n].habit.name) > mine }
            return false
        }) {
            index = after.number - 1
        } else if let last = itemLines.last {
            index = last.number
        } else {
            index = insertionPointInEmptySection(section, day)
        }
        raw.insert([line], at: index)
        return index
    }

    /// Rewrites the checklist item at `line` (1-based) as `newLine`, keeping its indentation.
    static func rewriteItem(_ item: ChecklistItem, as newLine: String, raw: inout RawLines) {
        raw.replace(line: item.line - 1, column: item.range.column, length: item.range.length, with: newLine)
    }

    /// The edited text of a new file, or of `document` changed by `edit`, verified to mean
    /// `expected`, with its day. `edit` returns the line index of the one line it inserted into
    /// the checklist, which must read as `inserting` (`verifyInsertion`), or nil when it
    /// changed lines or created the section (the new text is then parsed whole).
    static func edit(
        _ document: DayDocument?, newFile: String, inserting item: DayMeaning.Item? = nil,
        _ edit: (Day, inout RawLines) throws(EditRefusal) -> Int?, expected: (DayMeaning) -> DayMeaning
    ) throws(EditRefusal) -> DayDocument {
        guard let document, !document.bytes.isEmpty else {
            let result = Array("## Checklist\n\n\(newFile)\n".utf8)
            return DayDocument(bytes: result, day: try verify(old: Day(), new: result, expected: expected))
        }
        var raw = RawLines(document.bytes)
        let inserted = try edit(document.day, &raw)
        let result = SourceText(raw.bytes)
        guard raw.readsBackWhole(result) else { throw EditRefusal(.dayLineEndingsWouldJoin) }
        let day = try verifyInsertion(
            into: document, new: result, at: item == nil ? nil : inserted, reads: reads(item), expected: expected)
        return DayDocument(bytes: result.bytes, day: day)
    }

    /// Whether a line inserted reads as the checklist item `item`.
    static func reads(_ item: DayMeaning.Item?) -> (Day, DayLine) -> Bool {
        { day, line in
            guard let item, case .checklistItem(let n) = line.kind else { return false }
            return DayMeaning.Item(day.checklist[n]) == item
        }
    }

    /// Adds a record of `amount`: an unticked or skipped item of the habit becomes the record
    /// (its note kept unless a new one is given); otherwise a line is inserted after the
    /// habit's last item.
    package static func addRecord(
        _ habit: Habit, amount: Amount, note: String?, in document: DayDocument?, habits: HabitsFile
    ) throws(EditRefusal) -> DayDocument {
        let line = itemLine(habit, .done, amount: amount, note: note)
        return try edit(
            document, newFile: line, inserting: itemMeaning(habit, .done, amount: amount, note: note),
            { (day, raw) throws(EditRefusal) in
                if let (_, open) = items(of: habit, in: day, habits: habits).first(where: {
                    $0.1.state != .done && $0.1.amount == nil
                }) {
                    rewriteItem(open, as: itemLine(habit, .done, amount: amount, note: note ?? open.note), raw: &raw)
                    return nil
                }
                return insertItem(line, for: habit, in: day, raw: &raw, habits: habits, afterDone: true)
            },
            expected: { meaning in
                var m = meaning
                let day = document?.day ?? Day()
                if let (k, open) = items(of: habit, in: day, habits: habits).first(where: {
                    $0.1.state != .done && $0.1.amount == nil
                }) {
                    m.checklist[k] = itemMeaning(habit, .done, amount: amount, note: note ?? open.note)
                } else {
                    m.checklist.append(itemMeaning(habit, .done, amount: amount, note: note))
                }
                return m
            })
    }

    /// Sets the day's total of `habit` to `amount`: one record, the first, carries it (its note
    /// kept unless a new one is given); the other records go, which is refused when one of
    /// them has a note (it would be lost) or when the timeline holds amounts of the habit.
    package static func setTotal(
        _ habit: Habit, amount: Amount, note: String?, in document: DayDocument?, habits: HabitsFile
    ) throws(EditRefusal) -> Outcome {
        let day = document?.day ?? Day()
        let records = items(of: habit, in: day, habits: habits).filter { $0.1.state == .done && $0.1.amount != nil }
        if let timed = day.entries.first(where: { habits.habit(for: $0.habit)?.id == habit.id && $0.amount != nil }) {
            throw EditRefusal(.amountOnTimeline(habit: habit, line: timed.line), at: timed.range)
        }
        guard let (_, first) = records.first else {
            return .changed(try addRecord(habit, amount: amount, note: note, in: document, habits: habits))
        }
        if let noted = records.dropFirst().first(where: { $0.1.note != nil }) {
            throw EditRefusal(
                .recordsWithNote(habit: habit, lines: records.map { $0.1.line }, noteLine: noted.1.line),
                at: noted.1.range)
        }
        let total = records.reduce(Amount.zero) { $0 + $1.1.amount!.amount }
        if records.count == 1, total == amount, note == nil { return .unchanged(.alreadyTotal(amount)) }
        let result = try edit(
            document, newFile: "",
            { (day, raw) throws(EditRefusal) in
                for (_, r) in records.dropFirst().reversed() { raw.remove(at: r.line - 1) }
                rewriteItem(first, as: itemLine(habit, .done, amount: amount, note: note ?? first.note), raw: &raw)
                return nil
            },
            expected: { meaning in
                var m = meaning
                let drop = Set(records.dropFirst().map(\.0))
                m.checklist[records[0].0] = itemMeaning(habit, .done, amount: amount, note: note ?? first.note)
                m.checklist = m.checklist.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
                return m
            })
        return .changed(result)
    }

    /// Takes `by` off the amount record on `line` (1-based): when the record holds more, only
    /// its `+N unit` is rewritten, lowered (the unit as the habit spells it for the new amount,
    /// none when none was written); otherwise the record is taken back as `untick` does.
    package static func lowerRecord(atLine line: Int, by: Amount, habit: Habit, in document: DayDocument)
        throws(EditRefusal) -> [UInt8]
    {
        guard let k = document.day.checklist.firstIndex(where: { $0.line == line }),
            let record = document.day.checklist[k].amount
        else { throw refusal }
        guard by < record.amount else { return try untick(atLine: line, in: document) }
        let lowered = Amount(thousandths: record.amount.thousandths - by.thousandths)
        let unit = record.unit == nil ? nil : habit.unit(for: lowered)
        let text = AmountRecord(amount: lowered, unit: unit, range: record.range).text
        return try edit(
            document, newFile: "",
            { (_, raw) throws(EditRefusal) in
                raw.replace(line: line - 1, column: record.range.column, length: record.range.length, with: text)
                return nil
            },
            expected: { meaning in
                var m = meaning
                m.checklist[k].amount = lowered
                m.checklist[k].unit = unit
                return m
            }
        ).bytes
    }

    /// Skips `habit` (`[-]`, a rest day): an unticked item becomes skipped, keeping its note (a
    /// note given is added when it has none, refused when it has another); a missing one is
    /// inserted; a skipped one is left alone, but for a note (`addNote`). Refused when the habit
    /// was done that day.
    package static func skip(_ habit: Habit, note: String?, in document: DayDocument?, habits: HabitsFile)
        throws(EditRefusal) -> Outcome
    {
        let day = document?.day ?? Day()
        if let done = day.entries.first(where: { habits.habit(for: $0.habit)?.id == habit.id }) {
            throw EditRefusal(.skipTimed(habit: habit, line: done.line), at: done.range)
        }
        let mine = items(of: habit, in: day, habits: habits)
        if let (_, done) = mine.first(where: { $0.1.state == .done }) {
            throw EditRefusal(.skipTicked(habit: habit, line: done.line), at: done.range)
        }
        if let (_, skipped) = mine.first(where: { $0.1.state == .skipped }), let document {
            return try addNote(note, toItem: skipped, habit: habit, in: document, or: .alreadySkipped)
        }
        if let (_, open) = mine.first { _ = try noteToAdd(note, toItem: open, habit: habit) }
        let line = itemLine(habit, .skipped, amount: nil, note: note)
        let result = try edit(
            document, newFile: line, inserting: itemMeaning(habit, .skipped, amount: nil, note: note),
            { (day, raw) throws(EditRefusal) in
                if let (_, open) = mine.first {
                    rewriteItem(open, as: itemLine(habit, .skipped, amount: nil, note: note ?? open.note), raw: &raw)
                    return nil
                }
                return insertItem(line, for: habit, in: day, raw: &raw, habits: habits)
            },
            expected: { meaning in
                var m = meaning
                if let (k, open) = mine.first {
                    m.checklist[k] = itemMeaning(habit, .skipped, amount: nil, note: note ?? open.note)
                } else {
                    m.checklist.append(itemMeaning(habit, .skipped, amount: nil, note: note))
                }
                return m
            })
        return .changed(result)
    }
}

extension DayEditor {
    /// Adds checklist items (an import): each line after its habit's last item, else in
    /// habits.toml order; a missing file or section is created. No existing line changes; the
    /// result must mean the old day plus exactly these items.
    package static func addItems(
        _ items: [(habit: Habit, state: ChecklistItem.State, amount: Amount?, note: String?)],
        to document: DayDocument?, habits: HabitsFile
    ) throws(EditRefusal) -> [UInt8] {
        var current = document
        if document?.bytes.isEmpty ?? true {
            // A new file: its checklist in habits.toml order, written at once (what inserting
            // the items one by one gives, without parsing the file after each).
            let rank = Dictionary(
                habits.habits.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
            let lines = items.enumerated().sorted {
                (rank[$0.element.habit.id] ?? Int.max, $0.offset) < (rank[$1.element.habit.id] ?? Int.max, $1.offset)
            }
            .map { itemLine($0.element.habit, $0.element.state, amount: $0.element.amount, note: $0.element.note) }
            current =
                items.isEmpty
                ? document : try DayDocument(parsing: Array("## Checklist\n\n\(lines.joined(separator: "\n"))\n".utf8))
        } else {
            for item in items { try insert(item, into: &current, habits: habits) }
        }
        let result = current?.bytes ?? []
        try verify(old: document?.day ?? Day(), new: result) { meaning in
            var m = meaning
            for item in items {
                m.checklist.append(itemMeaning(item.habit, item.state, amount: item.amount, note: item.note))
            }
            return m
        }
        return result
    }

    /// One item inserted into `current` (re-parsed, for the next).
    private static func insert(
        _ item: (habit: Habit, state: ChecklistItem.State, amount: Amount?, note: String?),
        into current: inout DayDocument?, habits: HabitsFile
    ) throws(EditRefusal) {
        let line = itemLine(item.habit, item.state, amount: item.amount, note: item.note)
        var bytes: [UInt8]
        if let doc = current, !doc.bytes.isEmpty {
            var raw = RawLines(doc.bytes)
            insertItem(line, for: item.habit, in: doc.day, raw: &raw, habits: habits)
            guard raw.readsBackWhole else { throw EditRefusal(.dayLineEndingsWouldJoin) }
            bytes = raw.bytes
        } else {
            bytes = Array("## Checklist\n\n\(line)\n".utf8)
        }
        current = try DayDocument(parsing: bytes)
    }
}
