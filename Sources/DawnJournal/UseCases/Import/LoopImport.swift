/// What `import loop` added, or would add with `--dry-run`.
public struct ImportOutcome: Sendable, Equatable {
    /// Habits added to habits.toml, by id.
    public var habitsAdded: [String] = []
    /// Loop habits matched to a habit already in the journal (by name), by id.
    public var habitsMatched: [String] = []
    /// Day files created, and day files changed (lines added).
    public var daysCreated = 0
    public var daysChanged = 0
    /// Checklist items added: ticked (records included), skipped, and unticked ones that keep a note.
    public var itemsAdded = 0
    /// What was read but not imported, or imported approximately, one sentence each.
    public var warnings: [String] = []
    /// Whether it was a dry run (nothing written).
    public var dryRun = false
}

extension JournalService {
    /// Imports a Loop Habit Tracker export (Docs/IMPORT.md has the mapping). Never changes an
    /// existing line: a habit already in the journal (by name) is matched; a day that already
    /// has an item or entry of a habit gets nothing more for it, so importing the same export
    /// twice adds nothing. Under the lock, every day file with errors refuses the whole import
    /// before anything is written; habits.toml is written first, then the day files, each
    /// atomically and re-read.
    public func importLoop(_ archive: LoopArchive, dryRun: Bool = false) throws(JournalRefusal) -> ImportOutcome {
        try locked { () throws(JournalRefusal) -> ImportOutcome in
            var outcome = ImportOutcome(warnings: archive.warnings, dryRun: dryRun)
            let loaded = try loadHabits()
            var habitsBytes = loaded.bytes
            var file = loaded.file
            let today = today(file.settings)
            var byLoop: [Int: Habit] = [:]
            for loop in archive.habits {
                if let existing = file.habit(named: loop.name) {
                    byLoop[loop.position] = existing
                    outcome.habitsMatched.append(existing.id)
                    continue
                }
                let known = loop.records.filter { $0.state != .unknown }
                guard let first = known.first else {
                    outcome.warnings.append("'\(loop.name)' has no day recorded in the export; it was not added")
                    continue
                }
                var fields: [(String, String)]
                do throws(JournalRefusal) {
                    fields = try Self.loopFields(loop, since: first.date, last: known.last!.date, file: file, today: today, warnings: &outcome.warnings)
                } catch {
                    outcome.warnings.append("'\(loop.name)' was not added: \(error.message)")
                    continue
                }
                let name = HabitName.normalised(loop.name)
                let id = HabitForm.newID(for: name, in: file)
                fields.insert(("name", HabitsEditor.string(name)), at: 0)
                do throws(EditRefusal) { habitsBytes = try HabitsEditor.appendHabit(id: id, fields: fields, to: habitsBytes) } catch {
                    throw JournalRefusal(.refused, error.message, file: Self.habitsPath)
                }
                file = HabitsParser.parse(habitsBytes).file
                guard let added = file.habits.first(where: { $0.id == id }) else { continue }
                byLoop[loop.position] = added
                outcome.habitsAdded.append(id)
            }
            if habitsBytes != loaded.bytes { try HabitForm.checkWithLint(old: loaded.bytes, new: habitsBytes, now: now) }

            // The lines each day gets, by date.
            var perDay: [LocalDate: [(habit: Habit, state: ChecklistItem.State, amount: Amount?, note: String?)]] = [:]
            for loop in archive.habits {
                guard let habit = byLoop[loop.position] else { continue }
                for r in loop.records {
                    switch r.state {
                    case .yesManual: perDay[r.date, default: []].append((habit, .done, habit.hasAmounts ? r.amount : nil, r.note))
                    case .skip: perDay[r.date, default: []].append((habit, .skipped, nil, r.note))
                    case .yesAuto, .no, .unknown:
                        // Not done, or Loop's own derivation: nothing, unless a note would be lost.
                        if let note = r.note { perDay[r.date, default: []].append((habit, .notDone, nil, note)) }
                    }
                }
            }
            var edits: [(path: String, bytes: [UInt8])] = []
            if habitsBytes != loaded.bytes { edits.append((Self.habitsPath, habitsBytes)) }
            for date in perDay.keys.sorted() {
                let path = DayPath.path(for: date)
                let existing = try readDay(path).map { bytes throws(JournalRefusal) in try Self.document(bytes, path) }
                let present = Set((existing?.day.entries.map(\.habit) ?? []).compactMap { file.habit(for: $0)?.id }
                                  + (existing?.day.checklist.map(\.habit) ?? []).compactMap { file.habit(for: $0)?.id })
                // One line per habit and day (a Loop day is one record); none where the day has the habit already.
                var seen = Set<String>()
                let items = perDay[date]!.filter { !present.contains($0.habit.id) && seen.insert($0.habit.id).inserted }
                guard !items.isEmpty else { continue }
                do throws(EditRefusal) {
                    edits.append((path, try DayEditor.addItems(items, to: existing, habits: file)))
                } catch {
                    throw JournalRefusal(.refused, "\(error.message); nothing was imported", file: path, at: error.range)
                }
                if existing == nil { outcome.daysCreated += 1 } else { outcome.daysChanged += 1 }
                outcome.itemsAdded += items.count
            }
            if !dryRun, !edits.isEmpty { try writeAll(edits) }
            return outcome
        }
    }

    /// The habits.toml fields of a Loop habit (after its name): description, colour, since,
    /// schedule, amounts, archived.
    static func loopFields(_ loop: LoopArchive.Habit, since: LocalDate, last: LocalDate, file: HabitsFile,
                           today: LocalDate, warnings: inout [String]) throws(JournalRefusal) -> [(String, String)] {
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
        } else {
            let perWeek = Double(n) * 7 / Double(d)
            let target = perWeek >= 1 || d < 7 ? "\(min(7, max(1, Int(perWeek.rounded()))))/week" : "\(min(31, max(1, Int((Double(n) * 30 / Double(d)).rounded()))))/month"
            values.target = target
            warnings.append("'\(loop.name)': Loop's \(n) times in \(d) days has no exact form here; imported as \(target)")
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
