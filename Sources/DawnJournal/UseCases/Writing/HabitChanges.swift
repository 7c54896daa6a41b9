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
public struct HabitChangeOutcome: Sendable, Equatable, UndoableOutcome {
    /// The habit as habits.toml now reads (for `remove`, as it read before).
    public var habit: Habit
    /// The fields written, as `key = literal` (add, edit, archive).
    public var changes: [HabitFieldChange]
    /// Calm observations about the request (an emoji cut to one character, a field to clear
    /// that was not there); `WriteText.notice` words them.
    public var notices: [WriteNotice]
    /// Day files and lines changed (rename, remove --purge, edit --id and --emoji).
    public var dayFiles: Int
    public var lines: Int
    /// The name before a rename.
    public var renamedFrom: String? = nil
    /// The day files a rename that was asked to stop left to rewrite (their lines count by
    /// the former name; running the rename again rewrites them); 0 when it finished.
    public var dayFilesLeft: Int = 0
    /// The keys whose lines were removed (edit with an empty value, unarchive).
    public var cleared: [String] = []
    /// The id before `edit --id`.
    public var previousID: String? = nil
    /// For `move`: the habit's position (1-based) before and after; equal when it was already there.
    public var movedFrom: Int? = nil
    public var movedTo: Int? = nil
    /// The exact inverse of what this wrote, for `JournalService.undo(_:)`; nil when nothing was written.
    public var undo: JournalUndo? = nil
}

/// Where `habit move` puts a habit: before or after another (named as on the command line),
/// or at a position, 1-based.
public enum HabitPosition: Sendable, Equatable {
    case before(String)
    case after(String)
    case at(Int)
}

extension JournalService {
    /// Appends a habit, validated like a form and then by the lint rules; the rest of
    /// habits.toml is untouched. `since` defaults to today, and `color` (when not given, not
    /// even empty) to the first preset no other active habit shows. An id made from the name has its
    /// Latin letters folded (`Méditation` is `meditation`); a name with none gets `habit-1`.
    public func addHabit(_ request: HabitAddRequest) throws(JournalRefusal) -> HabitChangeOutcome {
        try undoable { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let file = habits.file
            let name = try HabitForm.validName(request.name, habits: file)
            var id = HabitForm.newID(for: name, in: file)
            if let given = request.id {
                guard HabitForm.isValidID(given) else {
                    throw JournalRefusal(.invalidID(given))
                }
                guard HabitForm.isFree(given, in: file) else { throw JournalRefusal(.idTaken(given)) }
                id = given
            }
            let today = today(file.settings)
            let form = try HabitForm.fields(request.fields, settings: file.settings, today: today, name: name)
            var fields = [HabitFieldChange(key: "name", literal: HabitsEditor.string(name))] + form.changes
            if request.fields.color == nil {
                // No colour asked for: the first preset no other active habit shows, after the emoji.
                let at = (fields.firstIndex { $0.key == "emoji" } ?? 0) + 1
                let preset = HabitForm.freePreset(among: file.habits, today: today)
                fields.insert(.init(key: "color", literal: HabitsEditor.string(preset)), at: at)
            }
            if request.fields.since == nil {
                let at = fields.firstIndex { HabitForm.scheduleKeys.contains($0.key) } ?? fields.count
                fields.insert(.init(key: "since", literal: today.description), at: at)
            }
            let result: [UInt8]
            do throws(EditRefusal) {
                result = try HabitsEditor.appendHabit(
                    id: id, fields: fields.map { ($0.key, $0.literal) }, to: habits.bytes)
            } catch {
                throw JournalRefusal(error.reason, file: Self.habitsPath)
            }
            try HabitForm.checkWithLint(old: habits.bytes, new: result, now: now)
            try write(result, to: Self.habitsPath)
            let added = HabitsParser.parse(result).file.habits.last!
            return HabitChangeOutcome(habit: added, changes: fields, notices: form.notices, dayFiles: 0, lines: 0)
        }
    }

    /// Changes fields of one habit, each on its own line (a trailing comment kept); an empty
    /// value removes the field's line. With `newID`, the table key changes too, and every day
    /// file mention written with the old id. A new emoji replaces the old one on the day lines
    /// that show it (lines without an emoji stay without). Day files are written first,
    /// habits.toml last; nothing is written if any day file has errors.
    public func editHabit(_ name: String, _ values: HabitFieldValues, newID: String? = nil) throws(JournalRefusal)
        -> HabitChangeOutcome
    {
        guard !values.isEmpty || newID != nil else {
            throw JournalRefusal(.nothingToChange)
        }
        if let newID, !HabitForm.isValidID(newID) {
            throw JournalRefusal(.invalidID(excerpt(newID)))
        }
        return try undoable { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(name)
            if let newID {
                guard newID != habit.id else { throw JournalRefusal(.sameID(habit: habit, id: newID)) }
                guard HabitForm.isFree(newID, in: habits.file, except: habit.id) else {
                    throw JournalRefusal(.idInUse(newID))
                }
            }
            let form = try HabitForm.fields(
                values, settings: habits.file.settings, today: today(habits.file.settings),
                name: habit.name, existing: Set(habit.fieldRanges.keys))
            var notices = form.notices
            var bytes = habits.bytes
            do throws(EditRefusal) {
                for change in form.changes {
                    bytes = try HabitsEditor.setField(change.key, literal: change.literal, habitID: habit.id, in: bytes)
                }
                for key in form.cleared {
                    if habit.fieldRanges[key] == nil {
                        notices.append(.nothingToClear(habit: habit.name, field: key))
                    }
                    bytes = try HabitsEditor.removeField(key, habitID: habit.id, in: bytes)
                }
                if let newID { bytes = try HabitsEditor.changeID(habit.id, to: newID, in: bytes) }
            } catch {
                throw JournalRefusal(error.reason, file: Self.habitsPath)
            }
            let id = newID ?? habit.id
            guard let updated = HabitsParser.parse(bytes).file.habits.first(where: { $0.id == id }) else {
                throw JournalRefusal(.habitWouldBeLost(habit))
            }
            try HabitForm.checkWithLint(old: habits.bytes, new: bytes, now: now)
            // The day lines: the old emoji where it is written, the new id where the old one is.
            let newEmoji: String?? = habit.emoji != nil && updated.emoji != habit.emoji ? .some(updated.emoji) : nil
            var edits: [(path: String, bytes: [UInt8])] = []
            var lines = 0
            if newEmoji != nil || newID != nil {
                let idKey = HabitName.key(habit.id)
                let nameKey = HabitName.key(habit.name)
                for (path, document) in try everyDay() {
                    var changes: [DayEditor.MentionChange] = []
                    for m in document.day.entries.map(\.habit) + document.day.checklist.map(\.habit)
                    where habits.file.habit(for: m)?.id == habit.id {
                        var change = DayEditor.MentionChange(mention: m)
                        if let newEmoji, m.emoji != nil, m.emoji == habit.emoji { change.emoji = newEmoji }
                        if let newID, m.matchKey == idKey, m.matchKey != nameKey { change.name = newID }
                        if change.emoji != nil || change.name != nil { changes.append(change) }
                    }
                    guard !changes.isEmpty else { continue }
                    do throws(EditRefusal) {
                        edits.append((path, try DayEditor.changeMentions(changes, in: document)))
                    } catch {
                        throw JournalRefusal(error, file: path, undone: .change)
                    }
                    lines += changes.count
                }
            }
            if bytes != habits.bytes { edits.append((Self.habitsPath, bytes)) }
            try writeAll(edits)
            return HabitChangeOutcome(
                habit: updated, changes: form.changes, notices: notices,
                dayFiles: edits.count - (bytes != habits.bytes ? 1 : 0),
                lines: lines, cleared: form.cleared.filter { habit.fieldRanges[$0] != nil },
                previousID: newID == nil ? nil : habit.id)
        }
    }

    /// Ends the pause `archived` began: the habit counts again from today. The pause is kept
    /// in `pauses`, from the archived date to yesterday, so its days stay not applicable (a
    /// pause that had not begun yet, archived today or later, leaves nothing); joined with any
    /// pause it shares days with (an `archived` written by hand inside one), so none overlap.
    /// Two one-line edits: `pauses` set, `archived` removed.
    public func unarchiveHabit(_ name: String) throws(JournalRefusal) -> HabitChangeOutcome {
        try undoable { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(name)
            guard habit.fieldRanges["archived"] != nil else { throw JournalRefusal(.notArchived(habit)) }
            var changes: [HabitFieldChange] = []
            if let archived = habit.archived {
                let pause = HabitPause(from: archived, to: today(habits.file.settings).adding(days: -1))
                if pause.from <= pause.to {
                    changes.append(
                        HabitFieldChange(
                            key: "pauses", literal: HabitPause.literal(HabitPause.adding(pause, to: habit.pauses))))
                }
            }
            var bytes = habits.bytes
            do throws(EditRefusal) {
                for change in changes {
                    bytes = try HabitsEditor.setField(change.key, literal: change.literal, habitID: habit.id, in: bytes)
                }
                bytes = try HabitsEditor.removeField("archived", habitID: habit.id, in: bytes)
            } catch {
                throw JournalRefusal(error.reason, file: Self.habitsPath)
            }
            guard let updated = HabitsParser.parse(bytes).file.habits.first(where: { $0.id == habit.id }) else {
                throw JournalRefusal(.habitWouldBeLost(habit))
            }
            try HabitForm.checkWithLint(old: habits.bytes, new: bytes, now: now)
            try write(bytes, to: Self.habitsPath)
            return HabitChangeOutcome(
                habit: updated, changes: changes, notices: [], dayFiles: 0, lines: 0, cleared: ["archived"])
        }
    }

    /// Moves a habit's table (with the comments directly above it) to another place in
    /// habits.toml, which is the order habits are shown in; every other line stays. Already
    /// there: nothing is written (`movedFrom == movedTo`).
    public func moveHabit(_ name: String, to position: HabitPosition) throws(JournalRefusal) -> HabitChangeOutcome {
        if case .at(let n) = position, n < 1 {
            throw JournalRefusal(.positionOutOfRange(position: n, count: nil))
        }
        return try undoable { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let list = habits.file.habits
            let habit = try habits.file.resolve(name)
            let from = list.firstIndex { $0.id == habit.id }!
            var others = list.map(\.id)
            others.remove(at: from)
            let to: Int
            switch position {
            case .at(let n):
                guard n <= list.count else {
                    throw JournalRefusal(.positionOutOfRange(position: n, count: list.count))
                }
                to = n - 1
            case .before(let otherName), .after(let otherName):
                let other = try habits.file.resolve(otherName)
                guard other.id != habit.id else { throw JournalRefusal(.moveNextToItself(habit)) }
                let k = others.firstIndex(of: other.id)!
                if case .after = position { to = k + 1 } else { to = k }
            }
            var outcome = HabitChangeOutcome(
                habit: habit, changes: [], notices: [], dayFiles: 0, lines: 0, movedFrom: from + 1, movedTo: to + 1)
            guard to != from else { return outcome }
            let bytes: [UInt8]
            do throws(EditRefusal) { bytes = try HabitsEditor.moveHabit(id: habit.id, to: to, in: habits.bytes) } catch
            {
                throw JournalRefusal(error, file: Self.habitsPath)
            }
            try HabitForm.checkWithLint(old: habits.bytes, new: bytes, now: now)
            try write(bytes, to: Self.habitsPath)
            outcome.habit = HabitsParser.parse(bytes).file.habits[to]
            return outcome
        }
    }

    /// Sets `archived`, which begins a pause: from that date on (default today; its `since` at
    /// the earliest, so a habit can be archived on its start day) the habit no longer counts.
    /// Refused on or before the last day of one of its pauses, which the new pause would overlap.
    public func archiveHabit(_ name: String, on: DateChoice? = nil) throws(JournalRefusal) -> HabitChangeOutcome {
        try undoable { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(name)
            let date = (on ?? .today).resolved(today: today(habits.file.settings))
            if let since = habit.since, date < since {
                throw JournalRefusal(.archiveBeforeStart(habit: habit, since: since))
            }
            if let pause = HabitPause.reached(byArchivingOn: date, in: habit.pauses) {
                throw JournalRefusal(.archiveInPause(habit: habit, pause: pause, date: date))
            }
            let changes = [HabitFieldChange(key: "archived", literal: date.description)]
            let updated = try setFields(changes, of: habit, in: habits)
            return HabitChangeOutcome(habit: updated, changes: changes, notices: [], dayFiles: 0, lines: 0)
        }
    }

    /// Renames a habit in habits.toml and in every day file that names it by its old name
    /// (mentions by id stay). The old name is kept in the habit's `former_names`, so a line a
    /// device writes with it before it has seen the rename still counts (and `fmt` renames
    /// it); renaming back to a former name takes it out of the list.
    ///
    /// habits.toml is written first, then the day files one by one: at every instant every
    /// line counts (a line still written with the old name counts by its former name), and
    /// running the same rename again (the old name is now a former name) finishes an
    /// interrupted one. `shouldStop` is asked after each file written (the command line's
    /// answer is whether a signal came); when it says yes, the rename stops there and says in
    /// `dayFilesLeft` how many day files it left to rewrite.
    public func renameHabit(_ name: String, to newName: String, shouldStop: () -> Bool = { false })
        throws(JournalRefusal) -> HabitChangeOutcome
    {
        try undoable { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(name)
            let validName = try HabitForm.validName(newName, habits: habits.file, except: habit.id)
            // The names whose mentions change: the current one, and the one asked for when it
            // is a former name (the same rename run again after it was interrupted, or lines an
            // older device wrote); not the current one when it is already the new name.
            let asked = habit.formerNames.first { HabitName.key($0) == HabitName.key(name) }
            var fromKeys = Set(asked.map { [HabitName.key($0)] } ?? [])
            if habit.name != validName || fromKeys.isEmpty { fromKeys.insert(HabitName.key(habit.name)) }
            var edits: [(path: String, bytes: [UInt8])] = []
            var lines = 0
            for (path, document) in try everyDay() {
                let mentions = (document.day.entries.map(\.habit) + document.day.checklist.map(\.habit)).filter {
                    fromKeys.contains($0.matchKey)
                }
                guard !mentions.isEmpty else { continue }
                do throws(EditRefusal) {
                    edits.append((path, try DayEditor.renameMentions(mentions, to: validName, in: document)))
                } catch {
                    throw JournalRefusal(error, file: path, undone: .rename)
                }
                lines += mentions.count
            }
            var changes = [HabitFieldChange(key: "name", literal: HabitsEditor.string(validName))]
            let formers = Self.formerNames(after: habit, isRenamedTo: validName)
            if formers != habit.formerNames {
                changes.append(
                    .init(
                        key: "former_names",
                        literal: "[" + formers.map(HabitsEditor.string).joined(separator: ", ") + "]"))
            }
            var result = habits.bytes
            for change in changes {
                do throws(EditRefusal) {
                    result = try HabitsEditor.setField(
                        change.key, literal: change.literal, habitID: habit.id, in: result)
                } catch {
                    throw JournalRefusal(error.reason, file: Self.habitsPath, undone: .rename)
                }
            }
            try HabitForm.checkWithLint(old: habits.bytes, new: result, now: now)
            let first = result != habits.bytes ? [(path: Self.habitsPath, bytes: result)] : []
            let done = try writeAll(first + edits, until: shouldStop) - first.count
            var renamed = habit
            renamed.name = validName
            renamed.formerNames = formers
            var outcome = HabitChangeOutcome(
                habit: renamed, changes: changes, notices: [], dayFiles: max(done, 0), lines: lines,
                renamedFrom: habit.name != validName ? habit.name : asked ?? habit.name)
            outcome.dayFilesLeft = edits.count - max(done, 0)
            return outcome
        }
    }

    /// A habit's former names once it is renamed to `newName`: the old name added at the end
    /// (unless it is the new one, or the id, ignoring case), and the new name taken out.
    static func formerNames(after habit: Habit, isRenamedTo newName: String) -> [String] {
        var out: [String] = []
        var keys: Set<String> = [HabitName.key(newName), HabitName.key(habit.id)]
        for name in habit.formerNames + [habit.name] where keys.insert(HabitName.key(name)).inserted {
            out.append(name)
        }
        return out
    }

    /// Removes a habit's table. Refused while any day file mentions it, saying how much;
    /// with `purge`, exactly those lines are removed too.
    public func removeHabit(_ name: String, purge: Bool) throws(JournalRefusal) -> HabitChangeOutcome {
        try undoable { () throws(JournalRefusal) -> HabitChangeOutcome in
            let habits = try loadHabits()
            let habit = try habits.file.resolve(name)
            var edits: [(path: String, bytes: [UInt8])] = []
            var dayCount = 0
            var entryCount = 0
            for (path, document, lines) in try historyLines(of: habit, in: habits.file) {
                dayCount += 1
                entryCount += lines.count
                if purge {
                    do throws(EditRefusal) {
                        edits.append((path, try DayEditor.removeItems(atLines: lines, in: document)))
                    } catch {
                        throw JournalRefusal(error, file: path, undone: .removal)
                    }
                }
            }
            if entryCount > 0 && !purge {
                throw JournalRefusal(.habitHasHistory(habit: habit, days: dayCount, entries: entryCount))
            }
            let result: [UInt8]
            do throws(EditRefusal) { result = try HabitsEditor.removeHabit(id: habit.id, from: habits.bytes) } catch {
                throw JournalRefusal(error.reason, file: Self.habitsPath, undone: .removal)
            }
            try writeAll(edits + [(Self.habitsPath, result)])
            return HabitChangeOutcome(habit: habit, changes: [], notices: [], dayFiles: dayCount, lines: entryCount)
        }
    }

    /// How much history `removeHabit` would delete, without writing: the days whose files
    /// name the habit and their lines (entries and checklist items), counted as it counts them
    /// ("This will delete 29 days of history."). Reads every day file; refused like
    /// `removeHabit` when one cannot be read or has errors.
    public func habitHistory(_ name: String) throws(JournalRefusal) -> (habit: Habit, days: Int, lines: Int) {
        let habits = try loadHabits()
        let habit = try habits.file.resolve(name)
        let found = try historyLines(of: habit, in: habits.file)
        return (habit, found.count, found.reduce(0) { $0 + $1.lines.count })
    }

    /// The day files that name `habit`, each with the lines that do.
    func historyLines(of habit: Habit, in file: HabitsFile) throws(JournalRefusal)
        -> [(path: String, document: DayDocument, lines: Set<Int>)]
    {
        let mine = { (m: HabitMention) in file.habit(for: m)?.id == habit.id }
        var out: [(path: String, document: DayDocument, lines: Set<Int>)] = []
        for (path, document) in try everyDay() {
            let lines = Set(
                document.day.entries.filter { mine($0.habit) }.map(\.line)
                    + document.day.checklist.filter { mine($0.habit) }.map(\.line))
            if !lines.isEmpty { out.append((path, document, lines)) }
        }
        return out
    }

    /// Sets fields of one habit in habits.toml and writes it, after checking the result.
    func setFields(_ changes: [HabitFieldChange], of habit: Habit, in habits: LoadedHabits) throws(JournalRefusal)
        -> Habit
    {
        var bytes = habits.bytes
        for change in changes {
            do {
                bytes = try HabitsEditor.setField(change.key, literal: change.literal, habitID: habit.id, in: bytes)
            } catch {
                throw JournalRefusal(error.reason, file: Self.habitsPath)
            }
        }
        guard let updated = HabitsParser.parse(bytes).file.habits.first(where: { $0.id == habit.id }) else {
            throw JournalRefusal(.habitWouldBeLost(habit))
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
            do { read = try storage.read(path) } catch { throw .storage(error, undone: .change) }
            // Listed but gone (a link to nothing): refused, like any file that cannot be read.
            guard let bytes = read else { throw JournalRefusal(.dayFileMissing, file: path, undone: .change) }
            let parsed = DayParser.parse(bytes)
            if let e = parsed.diagnostics.first(where: { $0.severity == .error }) {
                throw JournalRefusal(.dayFileInvalid(e), file: path, at: e.range, undone: .change)
            }
            out.append((path, DayDocument(bytes: bytes, day: parsed.day)))
        }
        return out
    }
}
