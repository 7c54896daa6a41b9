// The JSON of each command, as Docs/JSON.md documents it.

extension Amount {
    /// The amount as a JSON number: an integer when it is whole.
    var json: JSONValue { thousandths % 1000 == 0 ? .int(thousandths / 1000) : .double(value) }
}

extension PeriodTally {
    /// `{"from", "to", "done", "target", "need", "state"}`
    var json: JSONValue {
        .object([
            ("from", .string(from.description)), ("to", .string(to.description)), ("done", .int(done)),
            ("target", .int(target)), ("need", .int(need)), ("state", .string(state.rawValue)),
        ])
    }
}

extension TOMLValue {
    /// The value as JSON, typed: numbers as numbers, strings, booleans, arrays, tables as
    /// objects (keys in the order written); a date as `"YYYY-MM-DD"`, a time as `"HH:MM:SS"`,
    /// a date-time as RFC 3339 (`"2026-11-21T07:30:00"`, with its offset when it has one).
    package var json: JSONValue {
        switch self {
        case .string(let s): .string(s)
        case .integer(let i): .int(Int(i))
        case .float(let d): .number(d)
        case .boolean(let b): .bool(b)
        case .date(let d): .string(d.text)
        case .time(let t): .string(t.text)
        case .dateTime(let dt):
            .string(
                dt.date.text + "T" + dt.time.text
                    + (dt.offsetMinutes.map { m in
                        m == 0 ? "Z" : (m < 0 ? "-" : "+") + TOMLDate.two(abs(m) / 60) + ":" + TOMLDate.two(abs(m) % 60)
                    } ?? ""))
        case .array(let a): .array(a.map(\.json))
        case .table(let t): t.json
        }
    }
}

extension TOMLTable {
    /// The table as a JSON object, its keys in the order written.
    package var json: JSONValue { .object(entries.map { ($0.key, $0.value.json) }) }
}

extension TOMLDate {
    static func two(_ n: Int) -> String { (n < 10 ? "0" : "") + String(n) }
    /// `YYYY-MM-DD`.
    var text: String {
        String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year) + "-" + Self.two(month) + "-"
            + Self.two(day)
    }
}

extension TOMLTime {
    /// `HH:MM:SS`, with the fraction when there is one (`07:32:00.5`).
    var text: String {
        var s = TOMLDate.two(hour) + ":" + TOMLDate.two(minute) + ":" + TOMLDate.two(second)
        if nanosecond > 0 {
            var fraction = String(nanosecond)
            fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            s += "." + fraction
        }
        return s
    }
}

extension DayView {
    /// `{"date", "entries": [{"habit", "start", "end", "minutes", ["amount",] "note"[, "planned"]}], "checklist": [{"habit", "state"[, "amount"]}],
    /// "habits": [{"id", "state", "due", "total", "unit", "period"}], "done", "due", "frontMatter", "notes"}`
    public var json: JSONValue {
        .object(
            [
                ("date", .string(date.description)),
                (
                    "entries",
                    .array(
                        entries.map { e in
                            .object(
                                [
                                    ("habit", .string(e.habit?.id ?? e.entry.habit.name)),
                                    ("start", .string(e.entry.start.description)),
                                    ("end", .string(e.entry.isRunning ? nil : e.entry.end.description)),
                                    ("minutes", .int(e.minutes)),
                                ] + (e.entry.amount.map { [("amount", $0.amount.json)] } ?? []) + [
                                    ("note", .string(e.entry.note))
                                ]
                                    + (e.habit == nil ? [("unknown", .bool(true))] : [])
                                    + (e.isPlanned ? [("planned", .bool(true))] : [])
                                    + (e.entry.isRunning ? [("running", .bool(true))] : []))
                        })
                ),
                (
                    "checklist",
                    .array(
                        items.map { i in
                            .object(
                                [
                                    ("habit", .string(i.habit?.id ?? i.item.habit.name)),
                                    ("state", .string(i.item.state.rawValue)),
                                ]
                                    + (i.item.amount.map { [("amount", $0.amount.json)] } ?? [])
                                    + (i.habit == nil ? [("unknown", .bool(true))] : []))
                        })
                ),
                (
                    "habits",
                    .array(
                        due.map { d in
                            .object([
                                ("id", .string(d.habit.id)), ("state", .string(d.state.rawValue)),
                                ("due", .bool(d.isDue)),
                                ("total", d.total?.json ?? .null), ("unit", .string(d.habit.unit)),
                                ("period", d.period?.json ?? .null),
                            ])
                        })
                ),
                ("done", .int(counts.done)), ("due", .int(counts.due)),
                ("frontMatter", frontMatter?.json ?? .object([])),
                ("notes", .string(notes.joined(separator: "\n"))),
                ("problems", .int(problems.lines)),
            ] + SourceFile.unreadableJSON(unreadable))
    }
}

extension SourceFile {
    /// `[("unreadable", [{"path", "reason"}])]` for the files of a window that could not be
    /// read (a link out of the journal that `serve` does not follow, a folder named like a day),
    /// or nothing when every file was read: a document says which day it could not show.
    static func unreadableJSON(_ files: [SourceFile]) -> [(String, JSONValue)] {
        guard !files.isEmpty else { return [] }
        return [
            (
                "unreadable",
                .array(
                    files.map {
                        .object([("path", .string($0.path)), ("reason", .string($0.readError ?? "cannot be read"))])
                    })
            )
        ]
    }
}

extension DayView {
    /// `dawn-journal due --json`: `{"date", "due": [{"id", "name", "state", "total", "unit",
    /// "period"}]}`, the habits still to do in the checklist's order.
    public var dueJSON: JSONValue {
        .object([
            ("date", .string(date.description)),
            (
                "due",
                .array(
                    stillToDo.map { d in
                        .object([
                            ("id", .string(d.habit.id)), ("name", .string(d.habit.name)),
                            ("state", .string(d.state.rawValue)), ("total", d.total?.json ?? .null),
                            ("unit", .string(d.habit.unit)), ("period", d.period?.json ?? .null),
                        ])
                    })
            ),
        ])
    }
}

extension WeekView {
    /// `{"days": [{"date", "done", "due"}]}`, and `"targets": [{"id", "from", "to", "done", "target", "need", "state"}]`
    /// when a target habit is active that week.
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            (
                "days",
                .array(
                    days.map { d in
                        .object([("date", .string(d.date.description)), ("done", .int(d.done)), ("due", .int(d.due))])
                    })
            )
        ]
        fields.append(("problems", .int(problems.lines)))
        if !targets.isEmpty {
            fields.append(
                (
                    "targets",
                    .array(
                        targets.map { t in
                            guard case .object(let period) = t.period.json else { return .null }
                            return .object([("id", .string(t.habit.id))] + period)
                        })
                ))
        }
        return .object(fields)
    }
}

extension HistoryView {
    /// `{"dates": [newest first], "habits": [{"id", "name", "cells": [...], "periods": [...] (target habits)}]}`
    public var json: JSONValue {
        .object([
            ("dates", .array(dates.map { .string($0.description) })),
            (
                "habits",
                .array(
                    rows.map { row in
                        var fields: [(String, JSONValue)] = [
                            ("id", .string(row.habit.id)), ("name", .string(row.habit.name)),
                            ("cells", .array(row.states.map { .string($0.rawValue) })),
                        ]
                        if let list = periods[row.habit.id] { fields.append(("periods", .array(list.map(\.json)))) }
                        return .object(fields)
                    })
            ),
            ("problems", .int(problems.lines)),
        ])
    }
}

extension Summary {
    /// `{"from", "to", "overall": {"done", "due", "percent"}, "habits": [...], "mostConsistent", "roomForGrowth"}`
    public var json: JSONValue {
        // Below three completions there are no Insights (PRODUCT.md), in JSON as on screen.
        let most: String? = hasInsights ? mostConsistent?.id : nil
        let growth: String? = hasInsights ? roomForGrowth?.id : nil
        return .object([
            ("from", .string(from.description)),
            ("to", .string(to.description)),
            (
                "overall",
                .object([("done", .int(done)), ("due", .int(due)), ("percent", percent.map(JSONValue.double) ?? .null)])
            ),
            (
                "habits",
                .array(
                    habits.map { c in
                        .object(
                            [
                                ("id", .string(c.habit.id)), ("name", .string(c.habit.name)), ("done", .int(c.done)),
                                ("due", .int(c.due)), ("percent", c.percent.map(JSONValue.double) ?? .null),
                                ("minutes", .int(c.minutes)),
                            ]
                                + (c.habit.target == nil
                                    ? []
                                    : [
                                        ("target", .string(c.habit.target!.description)),
                                        ("periods", .array(c.periods.map(\.json))),
                                    ])
                                + Self.rhythmJSON(c.habit)
                                + (c.total == nil
                                    ? []
                                    : [
                                        ("amount", c.total!.json), ("unit", .string(c.habit.unit)),
                                        ("averagePerDueDay", c.averagePerDueDay.map(JSONValue.double) ?? .null),
                                    ]))
                    })
            ),
            ("mostConsistent", .string(most)),
            ("roomForGrowth", .string(growth)),
            ("problems", .int(problems.lines)),
        ])
    }

    /// An N-in-M-days habit's `"target": "2/3d"`, or an every-N-days habit's `"every": "3d"`.
    static func rhythmJSON(_ habit: Habit) -> [(String, JSONValue)] {
        if let frequency = habit.frequency { return [("target", .string(frequency.description))] }
        if let every = habit.every { return [("every", .string("\(every)d"))] }
        return []
    }
}

extension HabitListView {
    /// `{"habits": [{"id", "name", "formerNames", "emoji", "color", "description", "duration", "since", "archived", "status", "done30", "days", "target", "every", "unit", "goal", "limit", "uses"}]}`
    public var json: JSONValue {
        .object([
            (
                "habits",
                .array(
                    rows.map { r in
                        let h = r.habit
                        return .object(
                            [
                                ("id", .string(h.id)), ("name", .string(h.name)),
                                ("formerNames", .array(h.formerNames.map(JSONValue.string))),
                                ("emoji", .string(h.emoji)),
                                ("color", .string(h.displayColor?.hex)), ("description", .string(h.description)),
                                ("duration", h.duration.map(JSONValue.int) ?? .null),
                                ("since", .string(h.since?.description)),
                                ("archived", .string(h.archived?.description)),
                                ("status", .string(r.status.rawValue)), ("done30", .int(r.doneLately)),
                            ] + h.scheduleJSON + [("uses", r.uses.map(JSONValue.int) ?? .null)])
                    })
            ), ("problems", .int(problems.lines)),
        ])
    }
}

extension LogOutcome {
    /// `{"date", "habit", "kind": "entry", "start", "end", "minutes", ["amount",] "note", "path", "changed"}`,
    /// `{"date", "habit", "kind": "check", "state": "done", "note", "path", "changed"}`,
    /// `{"date", "habit", "kind": "record", "amount", "set", "note", "path", "changed"}` or
    /// `{"date", "habit", "kind": "skip", "state": "skipped", "note", "path", "changed"}`;
    /// an amount habit's also have `"total"` and `"unit"`, the day's total after the log.
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [("date", .string(target.date.description)), ("habit", .string(habit.id))]
        switch target {
        case .entry(_, let start, let end):
            fields += [
                ("kind", .string("entry")), ("start", .string(start.description)), ("end", .string(end.description)),
                ("minutes", .int(end.minutes - start.minutes)),
            ]
            if let amount { fields.append(("amount", amount.json)) }
        case .tick:
            fields += [("kind", .string("check")), ("state", .string("done"))]
        case .record(_, let amount, let set):
            fields += [("kind", .string("record")), ("amount", amount.json), ("set", .bool(set))]
        case .skip:
            fields += [("kind", .string("skip")), ("state", .string("skipped"))]
        }
        fields += [("note", .string(note)), ("path", .string(path)), ("changed", .bool(changed))]
        if let total { fields += [("total", total.json), ("unit", .string(habit.unit))] }
        return .object(fields)
    }
}

extension LintReport {
    /// `{"diagnostics": [{"path", "line", "column", "length", "severity", "code", "message", "hint"}], "errors", "warnings"}`
    /// for `diagnostics` (all of them, or those of the files asked about).
    public static func json(_ diagnostics: [Diagnostic]) -> JSONValue {
        let errors = diagnostics.filter { $0.severity == .error }.count
        return .object([
            (
                "diagnostics",
                .array(
                    diagnostics.map { d in
                        .object([
                            ("path", .string(d.path ?? "")),
                            ("line", .int(d.range.line)),
                            ("column", .int(d.range.column)),
                            ("length", .int(d.range.length)),
                            ("severity", .string(d.severity.rawValue)),
                            ("code", .string(d.code.rawValue)),
                            ("message", .string(d.message)),
                            ("hint", .string(d.hint)),
                        ])
                    })
            ),
            ("errors", .int(errors)),
            ("warnings", .int(diagnostics.count - errors)),
        ])
    }
}
