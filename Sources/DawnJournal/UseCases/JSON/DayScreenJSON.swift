extension DayScreen {
    /// `day --json`'s document (Docs/JSON.md), the one a web page's `GET /api/day/DATE` serves:
    /// `DayView.json`'s keys, each entry with its `"lane"`, `"lanes"`, `"color"` and
    /// `"textColor"`, then `"when"`, `"clock"`, `"order"`, `"tray"`, `"counter"`,
    /// `"emptyState"`, `"startsOn"` and `"habitsProblems"`.
    public var json: JSONValue {
        guard case .object(var fields) = day.json else { return day.json }
        if let k = fields.firstIndex(where: { $0.0 == "entries" }), case .array(let entries) = fields[k].1 {
            fields[k].1 = .array(
                zip(entries, blocks).map { entry, block in
                    guard case .object(let keys) = entry else { return entry }
                    return .object(
                        keys + [
                            ("lane", .int(block.lane)), ("lanes", .int(block.lanes)),
                            ("color", block.color.map { .string($0.hex) } ?? .null),
                            ("textColor", block.textColor.map { .string($0.hex) } ?? .null),
                        ])
                })
        }
        let time = { (minutes: Int) in JSONValue.string(TimeOfDay(minutes: minutes)!.description) }
        let order = day.isFuture ? day.upcoming : checklist.map(\.habit)
        return .object(
            fields + [
                ("when", .string(when.rawValue)),
                (
                    "clock",
                    .object([
                        ("dayStarts", .string(clock.dayStarts.description)), ("slot", .int(clock.slot)),
                        ("firstSlot", time(clock.firstSlot)), ("lastSlot", time(clock.lastSlot)),
                        ("nightEnd", time(clock.nightEnd)), ("now", now.map(time) ?? .null),
                    ])
                ),
                ("order", .array(order.map { .string($0.id) })),
                (
                    "tray",
                    .array(
                        tray.map { t in
                            .object([
                                ("id", .string(t.habit.id)), ("label", .string(t.habit.label)),
                                ("instances", .int(t.instances)),
                                ("color", t.habit.displayColor.map { .string($0.hex) } ?? .null),
                                ("textColor", t.habit.displayColor.map { .string($0.textColor.hex) } ?? .null),
                            ])
                        })
                ),
                (
                    "counter",
                    counter.map { .object([("done", .int($0.done)), ("due", .int($0.due))]) } ?? .null
                ),
                ("emptyState", emptyState.map { .string($0.rawValue) } ?? .null),
                ("startsOn", startsOn.map { .string($0.description) } ?? .null),
                ("habitsProblems", .int(problemCount - day.problems.lines)),
            ])
    }
}
