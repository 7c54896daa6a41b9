extension EntryChangeOutcome {
    /// `{"date", "habit", "kind": "entry", "from": {"start", "end"}, "start", "end", "minutes",
    /// "note", "path", "changed"}`: the entry after `move` or `resize`, and its times before.
    public var json: JSONValue {
        .object([
            ("date", .string(date.description)), ("habit", .string(habit.id)), ("kind", .string("entry")),
            ("from", .object([("start", .string(from.start.description)), ("end", .string(from.end.description))])),
            ("start", .string(to.start.description)), ("end", .string(to.end.description)),
            ("minutes", .int(to.end.minutes - to.start.minutes)),
            ("note", .string(note)), ("path", .string(path)), ("changed", .bool(changed)),
        ])
    }
}

extension ToggleOutcome {
    /// `{"date", "habit", "kind": "check", "from", "state", "path", "changed": true}`: the box
    /// before (`"done"`, `"not-done"`, `"skipped"`, or null when there was no item) and after
    /// (`"done"` or `"not-done"`).
    public var json: JSONValue {
        .object([
            ("date", .string(date.description)), ("habit", .string(habit.id)), ("kind", .string("check")),
            ("from", .string(from?.rawValue)), ("state", .string(to.rawValue)),
            ("path", .string(path)), ("changed", .bool(true)),
        ])
    }
}
