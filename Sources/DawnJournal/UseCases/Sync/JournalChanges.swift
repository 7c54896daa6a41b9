/// One thing a change of the journal's files did, read by meaning (not by line): what `sync`'s
/// commit subject says ("Drink Water +1 on 21 Nov; Floss ticked on 20 Nov"). DawnJournalText's
/// `SyncText` words it.
public struct JournalChange: Sendable, Equatable {
    public enum What: Sendable, Equatable {
        /// An entry put on the timeline.
        case logged(habit: String, start: TimeOfDay, end: TimeOfDay)
        /// An entry taken off it.
        case unlogged(habit: String, start: TimeOfDay)
        /// An entry of the habit at another time or length.
        case moved(habit: String, start: TimeOfDay, end: TimeOfDay)
        case ticked(habit: String)
        case unticked(habit: String)
        case skipped(habit: String)
        /// The day's amount of the habit went up or down by `by`.
        case amount(habit: String, by: Amount, down: Bool, unit: String?)
        /// The note of the habit's entry or item.
        case noted(habit: String)
        /// The person's own text (or the front matter) of the day.
        case notes
        /// Only the layout (`fmt`): the same meaning.
        case layout
        /// The day file deleted.
        case removedDay
        case habitAdded(name: String)
        case habitEdited(name: String)
        case habitRemoved(name: String)
        /// `[journal]`'s settings.
        case settings
        /// A file that is neither a day file nor habits.toml (the path from the journal's root).
        case file(String)
    }

    /// The day it happened on (nil for habits.toml and other files).
    public var date: LocalDate?
    public var what: What

    public init(date: LocalDate?, _ what: What) {
        self.date = date
        self.what = what
    }
}

/// What a file's change did, read by meaning.
public enum JournalChanges {
    /// The changes from `old` to `new` of the file at `path` (from the journal's root; nil: the
    /// file was not there). Any bytes: a file that does not parse is read for what it holds.
    public static func between(path: String, old: [UInt8]?, new: [UInt8]?) -> [JournalChange] {
        if old == new { return [] }
        if path == JournalFolder.marker { return habits(old: old ?? [], new: new ?? []) }
        guard case .day(let date) = DayPath(path) else { return [JournalChange(date: nil, .file(path))] }
        guard let new else { return [JournalChange(date: date, .removedDay)] }
        var changes = day(old: old.map { DayParser.parse($0).day } ?? Day(), new: DayParser.parse(new).day)
        // A new day file's heading is the template's, not the person's notes.
        if old == nil, changes.count > 1 { changes.removeAll { $0 == .notes } }
        return changes.map { JournalChange(date: date, $0) }
    }

    static func day(old: Day, new: Day) -> [JournalChange.What] {
        var out: [JournalChange.What] = []
        // The timeline: entries compared whole, then an entry gone and one come of one habit
        // paired (a move, a resize or a new note), the rest logged or unlogged.
        typealias Entry = DayMeaning.Entry
        var gone = old.entries.map(Entry.init)
        var come: [Entry] = []
        for entry in new.entries.map(Entry.init) {
            if let i = gone.firstIndex(of: entry) { gone.remove(at: i) } else { come.append(entry) }
        }
        // The same habit at the same times first (its note changed), then at other times (moved).
        var rest: [Entry] = []
        for entry in come {
            let key = entry.habit.lowercased()
            if let i = gone.firstIndex(where: {
                $0.habit.lowercased() == key && $0.start == entry.start && $0.end == entry.end
            }) {
                gone.remove(at: i)
                out.append(.noted(habit: entry.habit))
            } else {
                rest.append(entry)
            }
        }
        for entry in rest {
            let key = entry.habit.lowercased()
            if let i = gone.firstIndex(where: { $0.habit.lowercased() == key }) {
                gone.remove(at: i)
                out.append(.moved(habit: entry.habit, start: entry.start, end: entry.end))
            } else {
                out.append(.logged(habit: entry.habit, start: entry.start, end: entry.end))
            }
        }
        out += gone.map { .unlogged(habit: $0.habit, start: $0.start) }
        // The checklist, habit by habit: its amount, else its box, else its note.
        var habits: [String] = []
        for item in old.checklist + new.checklist where !habits.contains(item.habit.name.lowercased()) {
            habits.append(item.habit.name.lowercased())
        }
        for key in habits {
            let was = old.checklist.filter { $0.habit.name.lowercased() == key }
            let now = new.checklist.filter { $0.habit.name.lowercased() == key }
            guard was.map(DayMeaning.Item.init) != now.map(DayMeaning.Item.init) else { continue }
            let name = (now.first ?? was[0]).habit.name
            let before = was.reduce(0) { $0 + ($1.amount?.amount.thousandths ?? 0) }
            let after = now.reduce(0) { $0 + ($1.amount?.amount.thousandths ?? 0) }
            let state = (was.first?.state, now.first?.state)
            if before != after {
                let unit = (now + was).lazy.compactMap { $0.amount?.unit }.first
                out.append(
                    .amount(habit: name, by: Amount(thousandths: abs(after - before)), down: after < before, unit: unit)
                )
            } else if state.1 == .done, state.0 != .done {
                out.append(.ticked(habit: name))
            } else if state.1 == .skipped, state.0 != .skipped {
                out.append(.skipped(habit: name))
            } else if state.0 == .done || state.0 == .skipped, state.1 != state.0 {
                out.append(.unticked(habit: name))
            } else {
                out.append(.noted(habit: name))
            }
        }
        // The person's text: the sections' own headings (written with the first line of each)
        // are not notes.
        func prose(_ day: Day) -> [String] {
            day.meaning.text.filter {
                $0 != "## " + DaySection.timeline.title && $0 != "## " + DaySection.checklist.title
            }
        }
        if prose(old) != prose(new) || old.frontMatter != new.frontMatter { out.append(.notes) }
        if out.isEmpty { out.append(.layout) }
        return out
    }

    static func habits(old: [UInt8], new: [UInt8]) -> [JournalChange] {
        let was = HabitsParser.parse(old).file
        let now = HabitsParser.parse(new).file
        var out: [JournalChange.What] = []
        // A habit compared by what it says, not where it stands in the file.
        func same(_ a: Habit, _ b: Habit) -> Bool {
            var a = a
            a.range = b.range
            a.fieldRanges = b.fieldRanges
            return a == b
        }
        for habit in now.habits {
            if let before = was.habits.first(where: { $0.id == habit.id }) {
                if !same(before, habit) { out.append(.habitEdited(name: habit.name)) }
            } else {
                out.append(.habitAdded(name: habit.name))
            }
        }
        for habit in was.habits where !now.habits.contains(where: { $0.id == habit.id }) {
            out.append(.habitRemoved(name: habit.name))
        }
        if was.settings != now.settings { out.append(.settings) }
        if out.isEmpty { out.append(.layout) }
        return out.map { JournalChange(date: nil, $0) }
    }
}
