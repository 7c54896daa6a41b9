// The JSON of each command, as Docs/JSON.md documents it.

extension DayView {
    /// `{"date", "entries": [{"habit", "start", "end", "minutes", "note"}], "checklist": [{"habit", "state"}], "done", "due"}`
    public var json: JSONValue {
        .object([
            ("date", .string(date.description)),
            ("entries", .array(entries.map { e in
                .object([
                    ("habit", .string(e.habit?.id ?? e.entry.habit.name)), ("start", .string(e.entry.start.description)),
                    ("end", .string(e.entry.end.description)), ("minutes", .int(e.entry.minutes)), ("note", .string(e.entry.note)),
                ])
            })),
            ("checklist", .array(items.map { i in
                .object([("habit", .string(i.habit?.id ?? i.item.habit.name)), ("state", .string(i.item.state.rawValue))])
            })),
            ("done", .int(counts.done)), ("due", .int(counts.due)),
        ])
    }
}

extension WeekView {
    /// `{"days": [{"date", "done", "due"}]}`
    public var json: JSONValue {
        .object([("days", .array(days.map { d in
            .object([("date", .string(d.date.description)), ("done", .int(d.done)), ("due", .int(d.due))])
        }))])
    }
}

extension HistoryView {
    /// `{"dates": [newest first], "habits": [{"id", "cells": [...]}]}`
    public var json: JSONValue {
        .object([
            ("dates", .array(dates.map { .string($0.description) })),
            ("habits", .array(rows.map { row in
                .object([("id", .string(row.habit.id)), ("cells", .array(row.states.map { .string($0.rawValue) }))])
            })),
        ])
    }
}

extension Summary {
    /// `{"from", "to", "overall": {"done", "due", "percent"}, "habits": [...], "mostConsistent", "roomForGrowth"}`
    public var json: JSONValue {
        .object([
            ("from", .string(from.description)),
            ("to", .string(to.description)),
            ("overall", .object([("done", .int(done)), ("due", .int(due)), ("percent", percent.map(JSONValue.double) ?? .null)])),
            ("habits", .array(habits.map { c in
                .object([
                    ("id", .string(c.habit.id)), ("name", .string(c.habit.name)), ("done", .int(c.done)),
                    ("due", .int(c.due)), ("percent", c.percent.map(JSONValue.double) ?? .null), ("minutes", .int(c.minutes)),
                ])
            })),
            ("mostConsistent", .string(mostConsistent?.id)),
            ("roomForGrowth", .string(roomForGrowth?.id)),
        ])
    }
}

extension HabitListView {
    /// `{"habits": [{"id", "name", "emoji", "color", "duration", "since", "archived", "status", "done30", "days", "target", "unit", "goal", "limit"}]}`
    public var json: JSONValue {
        .object([("habits", .array(rows.map { r in
            let h = r.habit
            return .object([
                ("id", .string(h.id)), ("name", .string(h.name)), ("emoji", .string(h.emoji)),
                ("color", .string((h.color.flatMap(HabitColor.init) ?? HabitColor.neutral).hex)),
                ("duration", h.duration.map(JSONValue.int) ?? .null),
                ("since", .string(h.since?.description)),
                ("archived", .string(h.archived?.description)),
                ("status", .string(r.status.rawValue)), ("done30", .int(r.doneLately)),
            ] + h.scheduleJSON)
        }))])
    }
}

extension LogOutcome {
    /// `{"date", "habit", "kind": "entry", "start", "end", "minutes", "note", "path", "changed"}` or
    /// `{"date", "habit", "kind": "check", "state", "note", "path", "changed"}`
    public var json: JSONValue {
        switch target {
        case .entry(let date, let start, let end):
            .object([
                ("date", .string(date.description)), ("habit", .string(habit.id)), ("kind", .string("entry")),
                ("start", .string(start.description)), ("end", .string(end.description)), ("minutes", .int(end.minutes - start.minutes)),
                ("note", .string(note)), ("path", .string(path)), ("changed", .bool(true)),
            ])
        case .tick(let date):
            .object([
                ("date", .string(date.description)), ("habit", .string(habit.id)), ("kind", .string("check")),
                ("state", .string("done")), ("note", .string(note)), ("path", .string(path)),
                ("changed", .bool(changed)),
            ])
        }
    }
}

extension LintReport {
    /// `{"diagnostics": [{"path", "line", "column", "length", "severity", "code", "message", "hint"}], "errors", "warnings"}`
    /// for `diagnostics` (all of them, or those of the files asked about).
    public static func json(_ diagnostics: [Diagnostic]) -> JSONValue {
        let errors = diagnostics.filter { $0.severity == .error }.count
        return .object([
            ("diagnostics", .array(diagnostics.map { d in
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
            })),
            ("errors", .int(errors)),
            ("warnings", .int(diagnostics.count - errors)),
        ])
    }
}
