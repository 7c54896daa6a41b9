/// `habit add`: a new `[habits.ID]` table at the end of habits.toml.
public struct HabitAddRequest: Sendable, Equatable {
    /// The display name, as typed: normalised and validated by the library.
    public var name: String
    /// The stable key; nil makes one from the name (`morning-run`).
    public var id: String?
    public var fields: HabitFieldValues

    public init(name: String, id: String? = nil, fields: HabitFieldValues = HabitFieldValues()) {
        self.name = name
        self.id = id
        self.fields = fields
    }
}

/// What a habit command changed.
public struct HabitChangeOutcome: Sendable, Equatable {
    /// The habit as habits.toml now reads (for `remove`, as it read before).
    public var habit: Habit
    /// The fields written, as `key = literal` (add, edit, archive).
    public var changes: [HabitFieldChange]
    /// Calm observations about the request ("an emoji is one character; kept '💧'.").
    public var notices: [String]
    /// Day files and lines changed (rename, remove --purge).
    public var dayFiles: Int
    public var lines: Int
    /// The name before a rename.
    public var renamedFrom: String? = nil
}

extension JournalService {
    /// Appends a habit, validated like a form and then by the lint rules; the rest of
    /// habits.toml is untouched. `since` defaults to today.
    public func addHabit(_ request: HabitAddRequest) throws(JournalRefusal) -> HabitChangeOutcome {
        try locked { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let file = habits.file
            let name = try HabitForm.validName(request.name, habits: file)
            let taken = { (key: String) in file.habits.contains { HabitName.key($0.id) == key || HabitName.key($0.name) == key } }
            var id = HabitForm.slug(name)
            if let given = request.id {
                guard !given.isEmpty, given.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || $0 == 0x2D || $0 == 0x5F }) else {
                    throw JournalRefusal(.invalidRequest, "'--id' takes letters, digits, - and _ only, not '\(given)'")
                }
                if taken(given.lowercased()) { throw JournalRefusal(.refused, "the id '\(given)' is already taken") }
                id = given
            } else {
                var n = 2
                let base = id
                while taken(id) { id = "\(base)-\(n)"; n += 1 }
            }
            let today = today(file.settings)
            var fields = [HabitFieldChange(key: "name", literal: HabitsEditor.string(name))]
            let (given, notices) = try HabitForm.changes(request.fields, settings: file.settings, today: today)
            fields += given
            if request.fields.since == nil { fields.append(.init(key: "since", literal: today.description)) }
            let result: [UInt8]
            do throws(EditRefusal) { result = try HabitsEditor.appendHabit(id: id, fields: fields.map { ($0.key, $0.literal) }, to: habits.bytes) } catch {
                throw JournalRefusal(.refused, error.message, file: Self.habitsPath)
            }
            try HabitForm.checkWithLint(old: habits.bytes, new: result, now: now)
            try write(result, to: Self.habitsPath)
            let added = HabitsParser.parse(result).file.habits.last!
            return HabitChangeOutcome(habit: added, changes: fields, notices: notices, dayFiles: 0, lines: 0)
        }
    }

    /// Changes fields of one habit, each on its own line (a trailing comment kept).
    public func editHabit(_ name: String, _ values: HabitFieldValues) throws(JournalRefusal) -> HabitChangeOutcome {
        guard !values.isEmpty else {
            throw JournalRefusal(.invalidRequest, "nothing to change: give at least one of \(HabitFieldValues.optionNames.joined(separator: ", "))")
        }
        return try locked { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(name)
            let (changes, notices) = try HabitForm.changes(values, settings: habits.file.settings, today: today(habits.file.settings))
            let updated = try setFields(changes, of: habit, in: habits)
            return HabitChangeOutcome(habit: updated, changes: changes, notices: notices, dayFiles: 0, lines: 0)
        }
    }

    /// Sets `archived`: from that date on (default today) the habit no longer counts.
    public func archiveHabit(_ name: String, on: DateChoice? = nil) throws(JournalRefusal) -> HabitChangeOutcome {
        try locked { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(name)
            let date = (on ?? .today).resolved(today: today(habits.file.settings))
            if let since = habit.since, date <= since {
                throw JournalRefusal(.refused, "'\(habit.name)' starts on \(since); archive it on a later date (or remove it)")
            }
            let changes = [HabitFieldChange(key: "archived", literal: date.description)]
            let updated = try setFields(changes, of: habit, in: habits)
            return HabitChangeOutcome(habit: updated, changes: changes, notices: [], dayFiles: 0, lines: 0)
        }
    }

    /// Renames a habit in habits.toml and in every day file that names it by its old name
    /// (mentions by id stay). Day files are written first, habits.toml last, so running it
    /// again finishes an interrupted rename.
    public func renameHabit(_ name: String, to newName: String) throws(JournalRefusal) -> HabitChangeOutcome {
        try locked { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(name)
            let validName = try HabitForm.validName(newName, habits: habits.file, except: habit.id)
            var edits: [(path: String, bytes: [UInt8])] = []
            var lines = 0
            let oldKey = HabitName.key(habit.name)
            for (path, document) in try everyDay() {
                let mentions = (document.day.entries.map(\.habit) + document.day.checklist.map(\.habit)).filter { $0.matchKey == oldKey }
                guard !mentions.isEmpty else { continue }
                do throws(EditRefusal) { edits.append((path, try DayEditor.renameMentions(mentions, to: validName, in: document))) } catch {
                    throw JournalRefusal(.refused, error.message + "; nothing was renamed", file: path, at: error.range)
                }
                lines += mentions.count
            }
            let result: [UInt8]
            do throws(EditRefusal) { result = try HabitsEditor.setField("name", literal: HabitsEditor.string(validName), habitID: habit.id, in: habits.bytes) } catch {
                throw JournalRefusal(.refused, error.message + "; nothing was renamed", file: Self.habitsPath)
            }
            try HabitForm.checkWithLint(old: habits.bytes, new: result, now: now)
            try writeAll(edits + [(Self.habitsPath, result)])
            var renamed = habit
            renamed.name = validName
            return HabitChangeOutcome(habit: renamed, changes: [.init(key: "name", literal: HabitsEditor.string(validName))],
                                      notices: [], dayFiles: edits.count, lines: lines, renamedFrom: habit.name)
        }
    }

    /// Removes a habit's table. Refused while any day file mentions it, saying how much;
    /// with `purge`, exactly those lines are removed too.
    public func removeHabit(_ name: String, purge: Bool) throws(JournalRefusal) -> HabitChangeOutcome {
        try locked { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(name)
            let mine = { (m: HabitMention) in habits.file.habit(for: m)?.id == habit.id }
            var edits: [(path: String, bytes: [UInt8])] = []
            var dayCount = 0, entryCount = 0
            for (path, document) in try everyDay() {
                let lines = Set(document.day.entries.filter { mine($0.habit) }.map(\.line)
                    + document.day.checklist.filter { mine($0.habit) }.map(\.line))
                guard !lines.isEmpty else { continue }
                dayCount += 1
                entryCount += lines.count
                if purge {
                    do throws(EditRefusal) { edits.append((path, try DayEditor.removeItems(atLines: lines, in: document))) } catch {
                        throw JournalRefusal(.refused, error.message + "; nothing was removed", file: path, at: error.range)
                    }
                }
            }
            if entryCount > 0 && !purge {
                let impact = "\(habit.name) appears on \(dayCount) day\(dayCount == 1 ? "" : "s") (\(entryCount) \(entryCount == 1 ? "entry" : "entries"))"
                throw JournalRefusal(.refused, "\(impact); archive it, or run again with --purge to delete those entries too")
            }
            let result: [UInt8]
            do throws(EditRefusal) { result = try HabitsEditor.removeHabit(id: habit.id, from: habits.bytes) } catch {
                throw JournalRefusal(.refused, error.message + "; nothing was removed", file: Self.habitsPath)
            }
            try writeAll(edits + [(Self.habitsPath, result)])
            return HabitChangeOutcome(habit: habit, changes: [], notices: [], dayFiles: dayCount, lines: entryCount)
        }
    }

    /// Sets fields of one habit in habits.toml and writes it, after checking the result.
    func setFields(_ changes: [HabitFieldChange], of habit: Habit, in habits: LoadedHabits) throws(JournalRefusal) -> Habit {
        var bytes = habits.bytes
        for change in changes {
            do { bytes = try HabitsEditor.setField(change.key, literal: change.literal, habitID: habit.id, in: bytes) } catch {
                throw JournalRefusal(.refused, error.message, file: Self.habitsPath)
            }
        }
        guard let updated = HabitsParser.parse(bytes).file.habits.first(where: { $0.id == habit.id }) else {
            throw JournalRefusal(.refused, "habits.toml would lose '\(habit.name)'; it was left unchanged")
        }
        try HabitForm.checkWithLint(old: habits.bytes, new: bytes, now: now)
        try write(bytes, to: Self.habitsPath)
        return updated
    }

    /// Every day file, parsed once, for commands that change history; refused when any cannot
    /// be read or has errors, so that nothing is changed half-way.
    func everyDay() throws(JournalRefusal) -> [(path: String, document: DayDocument)] {
        var out: [(String, DayDocument)] = []
        for path in try dayFilePaths() where DayPath(path).isDayFile {
            let read: [UInt8]?
            do { read = try storage.read(path) } catch { throw .storage(error, "; nothing was changed") }
            // Listed but gone (a link to nothing): refused, like any file that cannot be read.
            guard let bytes = read else { throw .storage(StorageError(path: path, reason: "no such file"), "; nothing was changed") }
            let parsed = DayParser.parse(bytes)
            if let e = parsed.diagnostics.first(where: { $0.severity == .error }) {
                throw JournalRefusal(.refused, "\(e.message) [\(e.code)]; fix it first, nothing was changed", file: path, at: e.range)
            }
            out.append((path, DayDocument(bytes: bytes, day: parsed.day)))
        }
        return out
    }
}
