import DawnJournal
import DawnJournalText

// The API's JSON of the outcomes whose commands print text only (`unlog`, `note`, `lower`, the habit
// changes): what changed, in the field names of the other outcomes (Docs/SERVE.md).

extension UnlogOutcome {
    /// `{"date", "habit", "change": "entry"|"tick"|"record"|"skip"|"nothing", ["start", "end"|"amount"], "changed"}`.
    var json: JSONValue {
        var fields: [(String, JSONValue)] = [("date", .string(date.description)), ("habit", .string(habit.id))]
        switch change {
        case .removedEntry(let start, let end):
            fields += [("change", .string("entry")), ("start", .string("\(start)")), ("end", .string("\(end)"))]
        case .unticked: fields.append(("change", .string("tick")))
        case .removedRecord(let amount): fields += [("change", .string("record")), ("amount", .string("\(amount)"))]
        case .unskipped: fields.append(("change", .string("skip")))
        case .nothing: fields.append(("change", .string("nothing")))
        }
        return .object(fields + [("changed", .bool(change != .nothing))])
    }
}

extension NoteOutcome {
    /// `{"date", "habit", "start", "end", "from", "to", "path", "changed"}`.
    var json: JSONValue {
        .object([
            ("date", .string(date.description)), ("habit", .string(habit.id)), ("start", .string("\(start)")),
            ("end", .string("\(end)")), ("from", from.map(JSONValue.string) ?? .null),
            ("to", to.map(JSONValue.string) ?? .null), ("path", .string(path)), ("changed", .bool(changed)),
        ])
    }
}

extension LowerTotalOutcome {
    /// `{"date", "habit", "total", "path", "changed"}`: the day's total after it, as the file holds it.
    var json: JSONValue {
        .object([
            ("date", .string(date.description)), ("habit", .string(habit.id)), ("total", .string("\(total)")),
            ("path", .string(path)), ("changed", .bool(changed)),
        ])
    }
}

extension HabitChangeOutcome {
    /// `{"habit", "name", "changes": [{"key", "value"}], "notices", "dayFiles", "lines"}`.
    var json: JSONValue {
        .object([
            ("habit", .string(habit.id)), ("name", .string(habit.name)),
            ("changes", .array(changes.map { .object([("key", .string($0.key)), ("value", .string($0.literal))]) })),
            ("notices", .array(notices.map { .string(WriteText.notice($0)) })), ("dayFiles", .int(dayFiles)),
            ("lines", .int(lines)),
        ])
    }
}
