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
                            ("from", .int(block.entry.entry.start.minutes)),
                            ("to", .int(block.entry.shownEnd.minutes)),
                            ("lane", .int(block.lane)), ("lanes", .int(block.lanes)),
                            ("color", block.color.map { .string($0.hex) } ?? .null),
                            ("textColor", block.textColor.map { .string($0.hex) } ?? .null),
                        ] + steps(block.entry.entry))
                })
        }
        let time = { (minutes: Int) in JSONValue.string(TimeOfDay(minutes: minutes)!.description) }
        // A closed entry's one-slot steps, as a sheet's buttons and the terminal's keys take them:
        // where it starts one slot earlier or later (`to`), where it ends one slot shorter (never
        // under a slot) or longer (`until`).
        func steps(_ e: TimelineEntry) -> [(String, JSONValue)] {
            guard !e.isRunning else { return [] }
            let from = e.start.minutes
            return [
                ("earlier", .int(from - settings.slot)), ("later", .int(from + settings.slot)),
                ("shorter", .int(from + settings.length(e.minutes, bySlots: -1))),
                ("longer", .int(from + settings.length(e.minutes, bySlots: 1))),
            ]
        }
        let order = day.isFuture ? day.upcoming : checklist.map(\.habit)
        return .object(
            fields + [
                ("when", .string(when.rawValue)),
                // The days a renderer goes to (a swipe, ◀ and ▶), so that it does no date arithmetic.
                ("previous", .string(date.adding(days: -1).description)),
                ("next", .string(date.adding(days: 1).description)),
                (
                    "clock",
                    .object([
                        ("dayStarts", .string(clock.dayStarts.description)), ("slot", .int(clock.slot)),
                        ("firstSlot", time(clock.firstSlot)), ("lastSlot", time(clock.lastSlot)),
                        ("nightEnd", time(clock.nightEnd)), ("now", now.map(time) ?? .null),
                        ("first", .int(clock.firstSlot)), ("end", .int(clock.nightEnd)),
                        ("nowMinute", now.map(JSONValue.int) ?? .null), ("focus", .int(focus)),
                        // "Place at…"'s first time, as a time field shows it (the wall clock).
                        ("placeAt", .string(clock.wallClock(placeAt).description)),
                        (
                            "hours",
                            .array(
                                clock.hourLines.map {
                                    .object([("minute", .int($0)), ("time", .string(clock.wallClock($0).description))])
                                })
                        ),
                    ])
                ),
                ("order", .array(order.map { .string($0.id) })),
                (
                    "rows",
                    .array(
                        checklist.map { d in
                            .object([
                                ("habit", .string(d.habit.id)), ("state", .string(d.state.rawValue)),
                                ("box", .string(day.box(of: d.habit.id).rawValue)),
                                ("actions", .array(actions(of: d).map { .string($0.rawValue) })),
                            ])
                        })
                ),
                (
                    "tray",
                    .array(
                        tray.map { t in
                            .object([
                                ("id", .string(t.habit.id)), ("label", .string(t.habit.label)),
                                ("instances", .int(t.instances)), ("minutes", .int(t.minutes)),
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
            ]
                + (week.isEmpty
                    ? []
                    : [
                        (
                            "week",
                            .array(
                                week.map {
                                    .object([
                                        ("date", .string($0.date.description)), ("done", .int($0.done)),
                                        ("due", .int($0.due)),
                                    ])
                                })
                        )
                    ]))
    }
}
