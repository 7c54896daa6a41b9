/// `edit`: a day's file opened in the person's editor. The library decides which file, what a
/// new one starts as, and what lint says afterwards; the command line runs the editor.
public struct DayEditPlan: Sendable, Equatable {
    /// The day.
    public var date: LocalDate
    /// Its file, from the journal's root.
    public var path: String
    /// What a new file starts as, when there is none yet: a heading, an empty timeline, and
    /// every habit due that day as an unticked checklist item. Nil when the file exists.
    public var template: [UInt8]?
}

extension JournalService {
    /// Which file `edit DATE` opens (default today), and the template for a missing one. A
    /// future date is refused: nothing can be done there yet.
    public func editPlan(_ date: DateChoice? = nil) throws(JournalRefusal) -> DayEditPlan {
        let view = try dayView(date)
        guard !view.isFuture else {
            throw JournalRefusal(.futureEdit(date: view.date, today: view.today))
        }
        let path = DayPath.path(for: view.date)
        if try readDay(path) != nil { return DayEditPlan(date: view.date, path: path, template: nil) }
        var text =
            "# \(CalendarNames.weekday(view.date.weekday)), \(view.date.day) \(CalendarNames.month(view.date.month))\n\n## Timeline\n\n## Checklist\n"
        let open = view.due.filter { $0.isDue || $0.state != .na }.map(\.habit)
        if !open.isEmpty { text += "\n" }
        for habit in view.habits
        where open.contains(where: { $0.id == habit.id }) && HabitNameRule.dayFileProblem(habit.name) == nil {
            text += "- [ ] " + DayFormatter.render(emoji: habit.emoji, name: habit.name, note: nil) + "\n"
        }
        return DayEditPlan(date: view.date, path: path, template: Array(text.utf8))
    }

    /// Writes the plan's template, under the journal's lock, unless a file appeared meanwhile;
    /// returns whether it wrote it. The lock is taken for an existing file too, so that a
    /// storage that refuses writes for now (Git in the middle of a merge) refuses the edit
    /// before the editor opens.
    public func createTemplate(_ plan: DayEditPlan) throws(JournalRefusal) -> Bool {
        try locked { () throws(JournalRefusal) -> Bool in
            guard let template = plan.template, try readDay(plan.path) == nil else { return false }
            try write(template, to: plan.path)
            return true
        }
    }

    /// Removes the template `createTemplate` wrote, under the journal's lock, when the file
    /// still holds exactly the template (saved unchanged, and no other command changed it
    /// meanwhile); returns whether it removed it.
    public func removeUnchangedTemplate(_ plan: DayEditPlan) throws(JournalRefusal) -> Bool {
        guard let template = plan.template else { return false }
        return try locked { () throws(JournalRefusal) -> Bool in
            guard try readDay(plan.path) == template else { return false }
            do throws(StorageError) { try storage.remove(plan.path) } catch { throw .storage(error) }
            return true
        }
    }

    /// What `lint` says about one day file (its syntax and the day rules), nothing about the
    /// rest of the journal.
    public func lintDay(_ path: String) throws(JournalRefusal) -> [Diagnostic] {
        let habits = try loadHabits()
        guard let bytes = try readDay(path) else { return [] }
        let parsed = DayParser.parse(bytes)
        var found = parsed.diagnostics.map { d -> Diagnostic in
            var d = d
            d.path = path
            return d
        }
        let record = DayRecord(path: path, place: DayPath(path), day: parsed.day, habits: habits.file)
        let context = RuleContext(habits: habits.file, habitsAreKnown: true, now: now, firstDay: try firstDay())
        for rule in Rules.all { found += rule.check(day: record, context) }
        return found.sorted { ($0.range.line, $0.range.column) < ($1.range.line, $1.range.column) }
    }
}
