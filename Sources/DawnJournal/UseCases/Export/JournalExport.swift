/// `export json`: the whole journal as one JSON document (Docs/JSON.md, "export"), with what
/// could not be read or understood.
public struct JournalExport: Sendable {
    /// `{"format": "1.4", "settings", "habits", "days", "problems"}`.
    public var json: JSONValue
    /// Day files that could not be read and lines not understood (left out of `json`).
    public var problems: ExportProblems
}

extension JournalService {
    /// `export json`: habits.toml's settings and every habit with every field, then every day
    /// file in date order with its front matter, entries, checklist items and notes. Built in
    /// memory (the command line writes it as one document). A file with syntax errors gives
    /// what was understood; the rest is counted in `problems`.
    public func exportJournal() throws(JournalRefusal) -> JournalExport {
        let habits = try loadHabits().file
        var problems = ExportProblems()
        var days: [JSONValue] = []
        try forEachDay(from: nil, to: nil, habits: habits, problems: &problems) { date, _, day in
            days.append(Self.exportJSON(of: day, on: date, habits: habits))
        }
        let settings = habits.settings
        let document = JSONValue.object([
            ("format", .string("1.4")),
            (
                "settings",
                .object([
                    ("dayStarts", .string(settings.dayStarts.description)),
                    ("slot", .int(settings.slot)),
                    ("weekStarts", .string(JournalSettings.weekdays[max(0, min(6, settings.weekStarts - 1))])),
                ])
            ),
            ("habits", .array(habits.habits.map(\.exportJSON))),
            ("days", .array(days)),
            ("problems", .int(problems.lines + problems.unreadable.count)),
        ])
        return JournalExport(json: document, problems: problems)
    }

    /// `{"date", "frontMatter", "entries", "checklist", "notes"}`: entries and items in the
    /// order written.
    static func exportJSON(of day: Day, on date: LocalDate, habits: HabitsFile) -> JSONValue {
        func habit(_ m: HabitMention) -> (JSONValue, [(String, JSONValue)]) {
            if let h = habits.habit(for: m) { return (.string(h.id), []) }
            return (.string(m.name), [("unknown", .bool(true))])
        }
        func amount(_ a: AmountRecord?, _ m: HabitMention) -> [(String, JSONValue)] {
            guard let a else { return [] }
            let unit = habits.habit(for: m).map(\.unit) ?? a.unit
            return [("amount", a.amount.exactJSON), ("unit", .string(unit))]
        }
        return .object([
            ("date", .string(date.description)),
            ("frontMatter", day.frontMatter?.json ?? .object([])),
            (
                "entries",
                .array(
                    day.entries.sorted { $0.line < $1.line }.map { e in
                        let (id, unknown) = habit(e.habit)
                        return .object(
                            [
                                ("habit", id), ("start", .string(e.start.description)),
                                ("end", .string(e.end.description)),
                                ("minutes", .int(e.minutes)),
                            ] + amount(e.amount, e.habit) + [("note", .string(e.note))] + unknown)
                    })
            ),
            (
                "checklist",
                .array(
                    day.checklist.sorted { $0.line < $1.line }.map { i in
                        let (id, unknown) = habit(i.habit)
                        return .object(
                            [("habit", id), ("state", .string(i.state.rawValue))] + amount(i.amount, i.habit)
                                + [("note", .string(i.note))] + unknown)
                    })
            ),
            ("notes", .string(DayView.notes(of: day).joined(separator: "\n"))),
        ])
    }
}

extension Amount {
    /// The amount as a JSON number in full (`2.125`): an integer when it is whole.
    var exactJSON: JSONValue { thousandths % 1000 == 0 ? .int(thousandths / 1000) : .number(value) }
}

extension Habit {
    /// Every field of habits.toml: `{"id", "name", "formerNames", "emoji", "color", "duration",
    /// "description", "since", "archived", "pauses", "icon", "days", "target", "every", "unit", "goal",
    /// "limit"}`, null when absent (`formerNames` and `pauses` lists, empty when there is none).
    var exportJSON: JSONValue {
        .object([
            ("id", .string(id)), ("name", .string(name)), ("formerNames", .array(formerNames.map(JSONValue.string))),
            ("emoji", .string(emoji)),
            ("color", .string(color.flatMap(HabitColor.init)?.hex)),
            ("duration", duration.map(JSONValue.int) ?? .null),
            ("description", .string(description)),
            ("since", .string(since?.description)), ("archived", .string(archived?.description)),
            (
                "pauses",
                .array(
                    pauses.map {
                        .object([("from", .string($0.from.description)), ("to", .string($0.to.description))])
                    })
            ),
            ("icon", .string(icon)),
            ("days", days.map { .array($0.shortNames.map(JSONValue.string)) } ?? .null),
            ("target", .string(target?.description ?? frequency?.description)),
            ("every", .string(every.map { "\($0)d" })),
            ("unit", .string(unit)),
            ("goal", goal?.exactJSON ?? .null),
            ("limit", limit?.exactJSON ?? .null),
        ])
    }
}
