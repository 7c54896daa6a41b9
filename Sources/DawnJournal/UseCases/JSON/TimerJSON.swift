extension StoppedTimer {
    /// `{"habit", "start", "end", "minutes", "note"}`: a running entry as it was closed.
    public var json: JSONValue {
        .object([
            ("habit", .string(habit.id)), ("start", .string(start.description)), ("end", .string(end.description)),
            ("minutes", .int(end.minutes - start.minutes)), ("note", .string(note)),
        ])
    }
}

extension StartOutcome {
    /// `{"date", "habit", "kind": "entry", "start", "end": null, "running": true, "stopped",
    /// "path", "changed"}`: the running entry, and the entries of other habits it closed.
    public var json: JSONValue {
        .object([
            ("date", .string(date.description)), ("habit", .string(habit.id)), ("kind", .string("entry")),
            ("start", .string(start.description)), ("end", .null), ("running", .bool(true)),
            ("stopped", .array(stopped.map(\.json))), ("path", .string(path)), ("changed", .bool(changed)),
        ])
    }
}

extension StopOutcome {
    /// `{"date", "stopped", "path", "changed": true}`: the entries it closed.
    public var json: JSONValue {
        .object([
            ("date", .string(date.description)), ("stopped", .array(stopped.map(\.json))), ("path", .string(path)),
            ("changed", .bool(true)),
        ])
    }
}
