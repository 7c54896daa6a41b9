extension Habit {
    /// Format 1.1's keys as `habit list --json` writes them: `days` (short names, Monday
    /// first), `target` (`"3/week"`), 1.4's `every` (`"3d"`), `unit`, `goal` and `limit` (numbers); each null when absent.
    package var scheduleJSON: [(String, JSONValue)] {
        func number(_ a: Amount?) -> JSONValue {
            guard let a else { return .null }
            return a.thousandths % 1000 == 0 ? .int(a.thousandths / 1000) : .double(a.value)
        }
        return [
            ("days", days.map { .array($0.shortNames.map(JSONValue.string)) } ?? .null),
            ("target", .string(target?.description ?? frequency?.description)),
            ("every", .string(every.map { "\($0)d" })),
            ("unit", .string(unit)),
            ("goal", number(goal)),
            ("limit", number(limit)),
        ]
    }
}
