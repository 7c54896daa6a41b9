/// What `import loop` added, or would add with `--dry-run`, and every Loop record it left out,
/// with the reason.
public struct ImportOutcome: Sendable, Equatable {
    /// Why a Loop record (one habit on one day) wrote nothing.
    public enum LeftOut: String, Sendable, Equatable, CaseIterable {
        /// YES_AUTO, NO or UNKNOWN without a note: not done, and a day without a line is not
        /// done already.
        case notDone = "not done (nothing to write)"
        /// The day already has the habit, saying as much as the record (or more).
        case alreadyThere = "already in the journal"
        /// The day's line of the habit has a note of its own, so the record's note was not added.
        case otherNote = "the day's line has another note"
        /// The day's line could not be changed safely (its text is unusual); edit it by hand.
        case lineUnchanged = "the day's line could not be changed safely"
        /// After the journal's today: nothing can be done on a future date.
        case future = "dated after today"
        /// A second record of the habit for the same day.
        case duplicate = "a second record of the day"
        /// Its habit was not imported (a warning says why).
        case habitLeftOut = "its habit was not imported"
        /// A line of Checkmarks.csv that is not a date and a Loop value (a warning says which).
        case unreadable = "not a date and a Loop value"
    }

    /// Habits added to habits.toml, by id.
    public var habitsAdded: [String] = []
    /// Loop habits matched to a habit already in the journal (by name), by id.
    public var habitsMatched: [String] = []
    /// Day files created, and day files changed (lines added or changed).
    public var daysCreated = 0
    public var daysChanged = 0
    /// Checklist items added: ticked (records included), skipped, and unticked ones that keep a note.
    public var itemsAdded = 0
    /// Unticked items of the journal ticked by Loop's check (`- [ ] Floss` → `- [x] Floss`).
    public var itemsTicked = 0
    /// Unticked items of the journal marked skipped by Loop's SKIP (`- [ ] Floss` → `- [-] Floss`).
    public var itemsSkipped = 0
    /// Loop notes added to a line of the journal that had none.
    public var notesAdded = 0
    /// Loop records that wrote nothing, by reason (a reason with none is left out).
    public var leftOut: [LeftOut: Int] = [:]
    /// What was read but not imported, or imported approximately, in the order met.
    public var warnings: [ImportWarning] = []
    /// Whether it was a dry run (nothing written, not even the lock file).
    public var dryRun = false

    /// Every record of the export: imported (added, ticking an item, or adding a note) or left out.
    public var recordsLeftOut: Int { leftOut.values.reduce(0, +) }
}

extension JournalService {
    /// Imports a Loop Habit Tracker export (Docs/IMPORT.md has the mapping). Never removes a
    /// line: a habit already in the journal (by name) is matched; a day that already has the
    /// habit gets nothing more for it, except that Loop's check ticks an unticked item of the
    /// habit (and Loop's SKIP marks it skipped) and Loop's note goes on the habit's line when it has none; so importing the same
    /// export twice adds nothing. A Loop habit whose name `habit add` would refuse refuses the
    /// whole import, before anything is read or written. Under the lock, every day file with
    /// errors refuses the whole import before anything is written; habits.toml is written
    /// first, then the day files, each atomically and re-read. A dry run takes no lock and
    /// writes nothing.
    public func importLoop(_ archive: LoopArchive, dryRun: Bool = false) throws(JournalRefusal) -> ImportOutcome {
        if dryRun { return try importLoopUnlocked(archive, dryRun: true) }
        return try locked { () throws(JournalRefusal) -> ImportOutcome in try importLoopUnlocked(archive, dryRun: false)
        }
    }

    private func importLoopUnlocked(_ archive: LoopArchive, dryRun: Bool) throws(JournalRefusal) -> ImportOutcome {
        var outcome = ImportOutcome(warnings: archive.warnings.map(ImportWarning.text), dryRun: dryRun)
        if archive.unreadableRecords > 0 { outcome.leftOut[.unreadable] = archive.unreadableRecords }
        let loaded = try loadHabits()
        var habitsBytes = loaded.bytes
        var file = loaded.file
        let today = today(file.settings)

        // Names first: one that `habit add` refuses refuses the import, before anything else.
        var newNames = Set<String>()
        for loop in archive.habits where file.habit(named: loop.name) == nil {
            let name: String
            do throws(JournalRefusal) { name = try HabitForm.validName(loop.name, habits: file) } catch {
                throw JournalRefusal(
                    .loopHabitRefused(name: loop.name, position: loop.position, because: error.reason), undone: .import)
            }
            guard newNames.insert(HabitName.key(name)).inserted else { continue } // the second is matched to the first
        }

        var byLoop: [Int: Int] = [:] // Loop position → index into file.habits
        for loop in archive.habits {
            if let existing = file.habit(named: loop.name) {
                byLoop[loop.position] = file.habits.firstIndex { $0.id == existing.id }
                if !outcome.habitsAdded.contains(existing.id), !outcome.habitsMatched.contains(existing.id) {
                    outcome.habitsMatched.append(existing.id)
                }
                continue
            }
            // Since its oldest day (none: today, the day it comes in); archived the day after its last.
            let known = loop.records.filter { $0.state != .unknown && $0.date <= today }
            let since = known.first?.date ?? today
            let last = known.last?.date ?? today.adding(days: -1)
            var fields: [(String, String)]
            do throws(JournalRefusal) {
                fields = try Self.loopFields(
                    loop, since: since, last: last, file: file, today: today, warnings: &outcome.warnings)
            } catch {
                outcome.warnings.append(.notAdded(habit: loop.name, error))
                continue
            }
            if known.isEmpty {
                outcome.warnings.append(
                    "'\(loop.name)' has no day recorded in the export; it was added with its fields, since \(today)")
            }
            let name = HabitName.normalised(loop.name)
            let id = HabitForm.newID(for: name, in: file)
            fields.insert(("name", HabitsEditor.string(name)), at: 0)
            do throws(EditRefusal) {
                habitsBytes = try HabitsEditor.appendHabit(id: id, fields: fields, to: habitsBytes)
            } catch {
                throw JournalRefusal(error.reason, file: Self.habitsPath)
            }
            file = HabitsParser.parse(habitsBytes).file
            guard let index = file.habits.firstIndex(where: { $0.id == id }) else { continue }
            byLoop[loop.position] = index
            outcome.habitsAdded.append(id)
        }
        if habitsBytes != loaded.bytes { try HabitForm.checkWithLint(old: loaded.bytes, new: habitsBytes, now: now) }

        // Each record by date (then in Habits.csv order), as (date, Loop habit, record) indices:
        // one flat array, sorted, instead of a table of arrays.
        var order: [(date: LocalDate, loop: Int32, record: Int32)] = []
        for (h, loop) in archive.habits.enumerated() {
            guard byLoop[loop.position] != nil else {
                outcome.leftOut[.habitLeftOut, default: 0] += loop.records.count
                continue
            }
            for (r, record) in loop.records.enumerated() {
                if record.date > today {
                    outcome.leftOut[.future, default: 0] += 1
                } else {
                    order.append((record.date, Int32(h), Int32(r)))
                }
            }
        }
        order.sort { ($0.date, $0.loop, $0.record) < ($1.date, $1.loop, $1.record) }
        /// Each day's records, in date order.
        func forEachDay(
            _ body: (LocalDate, ArraySlice<(date: LocalDate, loop: Int32, record: Int32)>) throws(JournalRefusal) ->
                Void
        ) throws(JournalRefusal) {
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count, order[end].date == order[start].date { end += 1 }
                try body(order[start].date, order[start..<end])
                start = end
            }
        }
        // Two passes, so that memory never holds every new day file: the first decides every
        // day (a day file with errors refuses the whole import here) and asks the storage
        // whether each file can be written; the second writes, deciding each day again.
        let habitsChanged = habitsBytes != loaded.bytes
        if habitsChanged, !dryRun { try writable(Self.habitsPath) }
        try forEachDay { (date, records) throws(JournalRefusal) in
            guard let day = try importDay(date, records, archive: archive, byLoop: byLoop, file: file, counts: &outcome)
            else { return }
            if !dryRun { try writable(day.path) }
        }
        guard !dryRun else { return outcome }
        if habitsChanged { try write(habitsBytes, to: Self.habitsPath) }
        var again = ImportOutcome()
        try forEachDay { (date, records) throws(JournalRefusal) in
            guard let day = try importDay(date, records, archive: archive, byLoop: byLoop, file: file, counts: &again)
            else { return }
            try write(day.bytes, to: day.path)
        }
        return outcome
    }

    /// Refused when storage already knows `path` cannot be written; asked of every file before
    /// the first is written.
    private func writable(_ path: String) throws(JournalRefusal) {
        do { try storage.checkWritable(path) } catch { throw .storage(error, undone: .change) }
    }

    /// One day of an import: its file's new bytes (nil when nothing changes), with what was
    /// added, changed and left out counted in `counts`.
    private func importDay(
        _ date: LocalDate, _ records: ArraySlice<(date: LocalDate, loop: Int32, record: Int32)>, archive: LoopArchive,
        byLoop: [Int: Int], file: HabitsFile, counts: inout ImportOutcome
    ) throws(JournalRefusal) -> (path: String, bytes: [UInt8])? {
        let path = DayPath.path(for: date)
        let existing = try readDay(path).map { bytes throws(JournalRefusal) in try Self.document(bytes, path) }
        let day = existing?.day ?? Day()
        var adds: [(habit: Habit, state: ChecklistItem.State, amount: Amount?, note: String?)] = []
        var changes: [DayEditor.LineChange] = []
        var ticked = 0
        var skips = 0
        var noted = 0
        var seen = Set<Int>()
        for (_, h, r) in records {
            let record = archive.habits[Int(h)].records[Int(r)]
            let habit = file.habits[byLoop[archive.habits[Int(h)].position]!]
            guard seen.insert(byLoop[archive.habits[Int(h)].position]!).inserted else {
                counts.leftOut[.duplicate, default: 0] += 1
                continue
            }
            let entries = day.entries.indices.filter { file.habit(for: day.entries[$0].habit)?.id == habit.id }
            let items = day.checklist.indices.filter { file.habit(for: day.checklist[$0].habit)?.id == habit.id }
            if entries.isEmpty, items.isEmpty {
                switch record.state {
                case .yesManual: adds.append((habit, .done, habit.hasAmounts ? record.amount : nil, record.note))
                case .skip: adds.append((habit, .skipped, nil, record.note))
                case .yesAuto, .no, .unknown:
                    // Not done, or Loop's own derivation: nothing, unless a note would be lost.
                    if let note = record.note {
                        adds.append((habit, .notDone, nil, note))
                    } else {
                        counts.leftOut[.notDone, default: 0] += 1
                    }
                }
                continue
            }
            let done = !entries.isEmpty || items.contains { day.checklist[$0].state == .done }
            let skipped = items.contains { day.checklist[$0].state == .skipped }
            if record.state == .yesManual || record.state == .skip, !done, !skipped,
                let open = items.first(where: { day.checklist[$0].state == .notDone && day.checklist[$0].amount == nil }
                )
            {
                if record.state == .skip {
                    changes.append(.skip(item: open, note: record.note))
                    skips += 1
                } else {
                    let amount = habit.hasAmounts ? record.amount : nil
                    changes.append(.tick(item: open, habit: habit, amount: amount, note: record.note))
                    ticked += 1
                }
                if record.note != nil, day.checklist[open].note == nil { noted += 1 }
                continue
            }
            guard let note = record.note else {
                counts.leftOut[
                    record.state == .yesManual || record.state == .skip ? .alreadyThere : .notDone, default: 0] += 1
                continue
            }
            // The note goes on the habit's first line without one, in the order of the file.
            let lines =
                entries.map {
                    (line: day.entries[$0].line, entry: Optional($0), item: Int?.none, note: day.entries[$0].note)
                }
                + items.map {
                    (line: day.checklist[$0].line, entry: Int?.none, item: Optional($0), note: day.checklist[$0].note)
                }
            if lines.contains(where: { $0.note == note }) {
                counts.leftOut[.alreadyThere, default: 0] += 1
            } else if let free = lines.sorted(by: { $0.line < $1.line }).first(where: { $0.note == nil }) {
                changes.append(
                    free.entry.map { .noteOnEntry(entry: $0, note: note) } ?? .noteOnItem(item: free.item!, note: note))
                noted += 1
            } else {
                counts.leftOut[.otherNote, default: 0] += 1
            }
        }
        guard !adds.isEmpty || !changes.isEmpty else { return nil }
        var document = existing
        if let doc = existing, !changes.isEmpty {
            do throws(EditRefusal) {
                document = try DayDocument(parsing: try DayEditor.change(changes, in: doc))
                counts.itemsTicked += ticked
                counts.itemsSkipped += skips
                counts.notesAdded += noted
            } catch {
                // The lines stay as they are; the records are counted, and the rest goes on.
                counts.leftOut[.lineUnchanged, default: 0] += changes.count
                counts.warnings.append(
                    .recordsNotAdded(path: path, records: changes.count, JournalRefusal(error, file: path)))
                guard !adds.isEmpty else { return nil }
            }
        }
        var bytes = document?.bytes ?? []
        if !adds.isEmpty {
            do throws(EditRefusal) {
                bytes = try DayEditor.addItems(adds, to: document, habits: file)
            } catch {
                throw JournalRefusal(error, file: path, undone: .import)
            }
        }
        if existing == nil { counts.daysCreated += 1 } else { counts.daysChanged += 1 }
        counts.itemsAdded += adds.count
        return (path, bytes)
    }

    /// The habits.toml fields of a Loop habit (after its name): description, colour, since,
    /// schedule, amounts, archived.
    static func loopFields(
        _ loop: LoopArchive.Habit, since: LocalDate, last: LocalDate, file: HabitsFile,
        today: LocalDate, warnings: inout [ImportWarning]
    ) throws(JournalRefusal) -> [(String, String)] {
        var values = HabitFieldValues()
        var text = loop.description.isEmpty ? loop.question : loop.description
        if text.count > 200 { text = String(text.prefix(199)) + "…" }
        if !text.isEmpty { values.description = text }
        let hex = loop.color.hasPrefix("#") ? String(loop.color.dropFirst()) : loop.color
        if hex.count == 6, let preset = HabitColor.presets.first(where: { $0.hex == hex.uppercased() }) {
            values.color = preset.name
        } else if HabitColor(loop.color) != nil {
            values.color = "#" + hex.uppercased()
        }
        values.since = .date(since)
        let (n, d) = loop.frequency
        if n >= d {
            // daily
        } else if d == 7 {
            values.target = "\(n)/week"
        } else if d == 30 || d == 31 {
            values.target = "\(n)/month"
        } else if let frequency = HabitFrequency("\(n)/\(d)d") {
            // N in M days, counted as Loop counts it.
            values.target = frequency.description
        } else {
            let perWeek = Double(n) * 7 / Double(d)
            let target =
                perWeek >= 1 || d < 7
                ? "\(min(7, max(1, Int(perWeek.rounded()))))/week"
                : "\(min(31, max(1, Int((Double(n) * 30 / Double(d)).rounded()))))/month"
            values.target = target
            warnings.append(
                "'\(loop.name)': Loop's \(n) times in \(d) days has no exact form here; imported as \(target)")
        }
        if loop.isNumerical {
            let unit = loop.unit.split(whereSeparator: { $0 == " " }).joined(separator: "-")
            values.unit = Habit.isUnitWord(unit) ? unit : "times"
            if !Habit.isUnitWord(unit) {
                warnings.append("'\(loop.name)': its unit '\(loop.unit)' is not one word; imported as 'times'")
            }
            if let target = loop.targetValue, target > .zero || loop.atMost {
                if loop.atMost { values.limit = target.description } else { values.goal = target.description }
            }
        }
        let form = try HabitForm.fields(values, settings: file.settings, today: today, name: loop.name)
        var out = form.changes.map { ($0.key, $0.literal) }
        if loop.archived { out.append(("archived", last.adding(days: 1).description)) }
        return out
    }
}
