import DawnJournalModel
import DawnJournalParse
import DawnTOML

/// Format 1.1's schedule and amount keys: `days` names weekdays, `target` is `N/week` or
/// `N/month`, `unit` is a word, `goal` and `limit` are amounts; weekdays do not go with a
/// target, nor a goal with a limit, and a goal or a limit needs a unit. Format 1.4's `every`
/// is `Nd` and goes with neither weekdays nor a target.
package struct HabitScheduleRule: Rule {
    package init() {}
    package let codes: [DiagnosticCode] = [.badDays, .badTarget, .badEvery, .badAmount, .conflictingKeys, .missingUnit]

    package func check(journal context: RuleContext) -> [Diagnostic] {
        guard let tables = context.habits.table["habits"]?.tableValue else { return [] }
        var out: [Diagnostic] = []
        for habit in context.habits.habits {
            guard let t = tables[habit.id]?.tableValue else { continue }
            func at(_ key: String) -> SourceRange { habit.fieldRanges[key] ?? habit.range }
            func add(_ code: DiagnosticCode, _ key: String, _ message: String, _ hint: String) {
                out.append(.finding(code, "habits.toml", at(key), message, hint))
            }
            if case .array(let array) = t["days"] {
                let names = array.map { $0.stringValue }
                if array.isEmpty {
                    add(
                        .badDays, "days", "days of '\(habit.name)' is empty: the habit would never be due",
                        "List the weekdays it is kept on, e.g. days = [\"mon\", \"wed\", \"fri\"], or remove the line to keep it every day."
                    )
                } else if let bad = names.firstIndex(where: { $0.flatMap(Weekdays.weekday(named:)) == nil }) {
                    let shown = names[bad].map { "'\(excerpt($0))'" } ?? "a \(array[bad].typeName)"
                    add(
                        .badDays, "days", "days of '\(habit.name)' holds \(shown), which is not a weekday",
                        "Write weekdays as \"mon\", \"tue\", \"wed\", \"thu\", \"fri\", \"sat\", \"sun\" (or in full, \"monday\")."
                    )
                } else {
                    let numbers = names.compactMap { $0.flatMap(Weekdays.weekday(named:)) }
                    if Set(numbers).count < numbers.count {
                        add(
                            .badDays, "days", "days of '\(habit.name)' names a weekday twice",
                            "Name each weekday once, e.g. days = [\"mon\", \"wed\", \"fri\"].")
                    }
                }
            }
            if let raw = t["target"]?.stringValue, HabitTarget(raw) == nil, HabitFrequency(raw) == nil {
                add(
                    .badTarget, "target",
                    "target '\(excerpt(raw))' of '\(habit.name)' is not N/week, N/month or N/Md",
                    "Write how many days per week or month, e.g. target = \"3/week\" (1 to 7) or target = \"10/month\" (1 to 31), or in any M days, e.g. target = \"2/3d\" (N at most M, M at most 366)."
                )
            }
            if let raw = t["every"]?.stringValue, Habit.everyDays(raw) == nil {
                add(
                    .badEvery, "every", "every '\(excerpt(raw))' of '\(habit.name)' is not a number of days",
                    "Write how many days apart it is due, from 1 to 366, e.g. every = \"3d\" (on its since day and every third day after it)."
                )
            }
            if let raw = t["unit"]?.stringValue {
                if !Habit.isUnitWord(raw) {
                    add(
                        .badAmount, "unit", "unit '\(excerpt(raw))' of '\(habit.name)' is not one word",
                        "Write the unit as one word of at most 20 characters that does not start with a digit, e.g. unit = \"glasses\", \"km\" or \"pages\"."
                    )
                }
            }
            for key in ["goal", "limit"] {
                guard let v = t[key], v.typeName == "integer" || v.typeName == "float" else { continue }
                if Amount(toml: v) == nil {
                    add(
                        .badAmount, key, "\(key) \(Self.show(v)) of '\(habit.name)' is not an amount",
                        "Write a number from 0 to 999999999 with at most three decimals, e.g. \(key) = \(key == "goal" ? "8" : "2")."
                    )
                } else if key == "goal", Amount(toml: v) == .zero {
                    add(
                        .badAmount, key, "goal 0 of '\(habit.name)' is met by every day",
                        "A goal is at least 1 (or a fraction, such as 0.5); to keep a day at zero, write limit = 0.")
                }
            }
            if t["days"] != nil, t["target"] != nil {
                add(
                    .conflictingKeys, "target", "'\(habit.name)' has both days and a target",
                    "A habit is kept on certain weekdays or N times a period, not both: remove 'days' or 'target' (counting follows the target)."
                )
            }
            if t["every"] != nil, t["days"] != nil || t["target"] != nil {
                let other = t["days"] != nil ? "days" : "a target"
                add(
                    .conflictingKeys, "every", "'\(habit.name)' has both every and \(other)",
                    "A habit is due every N days, on certain weekdays or N times a period: keep one of them (counting follows \(t["target"] != nil ? "the target" : "the weekdays"))."
                )
            }
            if t["goal"] != nil, t["limit"] != nil {
                add(
                    .conflictingKeys, "limit", "'\(habit.name)' has both a goal and a limit",
                    "A goal is at least N a day, a limit at most N a day: keep one of them (counting follows the goal)."
                )
            }
            for key in ["goal", "limit"] where t[key] != nil && t["unit"] == nil {
                add(
                    .missingUnit, key, "'\(habit.name)' has a \(key) but no unit",
                    "Say what is counted, e.g. unit = \"glasses\", next to the \(key).")
            }
        }
        return out
    }

    static func show(_ v: TOMLValue) -> String {
        switch v {
        case .integer(let i): String(i)
        case .float(let d): String(d)
        default: v.typeName
        }
    }
}
