import DawnJournalModel
import DawnTOML

/// What parsing habits.toml gives.
public struct HabitsParseResult: Sendable {
    public var file: HabitsFile
    public var diagnostics: [Diagnostic]
}

/// Reads habits.toml into habits and settings. Never fails: problems become diagnostics and the
/// habit or setting falls back to what can be read.
public enum HabitsParser {
    /// Every code this parser can produce.
    public static let codes: [DiagnosticCode] = [.habitsSyntax, .fieldType, .missingName]

    public static func parse(_ bytes: [UInt8]) -> HabitsParseResult {
        let table: TOMLTable
        do {
            table = try TOMLDecoder().decode(bytes)
        } catch {
            return HabitsParseResult(
                file: HabitsFile(),
                diagnostics: [
                    Diagnostic(
                        .habitsSyntax, range: error.range,
                        message: "habits.toml is not valid TOML: \(error.message)",
                        hint:
                            "Fix the TOML at this position; each habit is a table like [habits.morning-run] with name = \"Morning Run\"."
                    )
                ])
        }
        var diagnostics: [Diagnostic] = []
        var file = HabitsFile(table: table)

        func typeError(_ key: String, _ expected: String, _ value: TOMLValue, at range: SourceRange?) {
            diagnostics.append(
                Diagnostic(
                    .fieldType, range: range ?? SourceRange(line: 1, column: 1),
                    message: "'\(key)' must be \(expected), not a \(value.typeName)",
                    hint: "Write it as \(expected), e.g. \(example(key))."))
        }

        if let journal = table["journal"] {
            if let t = journal.tableValue {
                if let v = t["day_starts"] {
                    if let s = v.stringValue, let time = TimeOfDay(s), time.minutes < TimeOfDay.midnight {
                        // Later than 08:00 is `bad-day-starts`; counting and logging use 08:00.
                        file.settings.dayStarts = TimeOfDay(minutes: min(time.minutes, JournalSettings.latestDayStart))!
                    } else if v.stringValue == nil {
                        typeError("day_starts", "a string", v, at: t.position(of: "day_starts"))
                    }
                }
                if let v = t["week_starts"] {
                    if let s = v.stringValue, let k = Weekdays.weekday(named: s) {
                        file.settings.weekStarts = k
                    } else if v.stringValue == nil {
                        typeError("week_starts", "a string", v, at: t.position(of: "week_starts"))
                    }
                }
                if let v = t["slot"] {
                    if let s = v.stringValue, let m = DurationSyntax.minutes(s) {
                        file.settings.slot = m
                    } else if v.stringValue == nil {
                        typeError("slot", "a string", v, at: t.position(of: "slot"))
                    }
                }
            } else {
                typeError("journal", "a table", journal, at: table.position(of: "journal"))
            }
        }

        guard let habitsValue = table["habits"] else { return HabitsParseResult(file: file, diagnostics: diagnostics) }
        guard let habits = habitsValue.tableValue else {
            typeError("habits", "a table", habitsValue, at: table.position(of: "habits"))
            return HabitsParseResult(file: file, diagnostics: diagnostics)
        }
        let ids = habits.keys
        var parsedHabits: [Habit] = []
        parsedHabits.reserveCapacity(ids.count)
        for k in ids.indices {
            let id = ids[k]
            let value = habits.value(at: k)
            let header = habits.position(at: k) ?? SourceRange(line: 1, column: 1)
            guard let t = value.tableValue else {
                typeError("habits.\(id)", "a table", value, at: header)
                continue
            }
            func string(_ key: String) -> String? {
                guard let v = t[key] else { return nil }
                if let s = v.stringValue { return s }
                typeError(key, "a string", v, at: t.position(of: key))
                return nil
            }
            func date(_ key: String) -> LocalDate? {
                guard let v = t[key] else { return nil }
                if case .date(let d) = v, let date = LocalDate(year: d.year, month: d.month, day: d.day) { return date }
                typeError(key, "a date", v, at: t.position(of: key))
                return nil
            }
            let name = string("name").map { HabitName.normalised($0) }
            if t["name"] == nil {
                diagnostics.append(
                    Diagnostic(
                        .missingName, range: header,
                        message: "habit '\(id)' has no name",
                        hint: "Add a line 'name = \"…\"' under [habits.\(id)]."))
            }
            func amount(_ key: String) -> Amount? {
                guard let v = t[key] else { return nil }
                if let a = Amount(toml: v) { return a }
                if v.typeName != "integer", v.typeName != "float" {
                    typeError(key, "a number", v, at: t.position(of: key))
                }
                return nil // a negative or too precise number: HabitScheduleRule says why
            }
            var days: Weekdays? = nil
            if let v = t["days"] {
                if case .array(let array) = v {
                    var set = Weekdays()
                    var readable = true
                    for element in array {
                        if let s = element.stringValue, let d = Weekdays.weekday(named: s) {
                            set.insert(Weekdays(weekday: d))
                        } else {
                            readable = false
                        }
                    }
                    // Unreadable or empty: HabitScheduleRule reports it, and the habit stays daily.
                    if readable, !set.isEmpty { days = set }
                } else {
                    typeError("days", "an array of weekdays", v, at: t.position(of: "days"))
                }
            }
            var formerNames: [String] = []
            if let v = t["former_names"] {
                if case .array(let array) = v, array.allSatisfy({ $0.stringValue != nil }) {
                    formerNames = array.compactMap(\.stringValue).map { HabitName.normalised($0) }.filter {
                        !$0.isEmpty
                    }
                } else {
                    typeError("former_names", "an array of strings", v, at: t.position(of: "former_names"))
                }
            }
            var pauses: [HabitPause] = []
            if let v = t["pauses"] {
                // An array of `{ from = DATE, to = DATE }`; a reversed or overlapping pause is
                // HabitPausesRule's to report, and still read as written.
                let expected = "an array of { from = DATE, to = DATE }"
                if case .array(let array) = v {
                    pauses = array.compactMap { element -> HabitPause? in
                        guard let p = element.tableValue, p.count == 2, case .date(let f)? = p["from"],
                            case .date(let u)? = p["to"],
                            let from = LocalDate(year: f.year, month: f.month, day: f.day),
                            let to = LocalDate(year: u.year, month: u.month, day: u.day)
                        else { return nil }
                        return HabitPause(from: from, to: to)
                    }
                    if pauses.count != array.count {
                        // The pauses it can read count; the others are reported.
                        diagnostics.append(
                            Diagnostic(
                                .fieldType, range: t.position(of: "pauses") ?? header,
                                message: "'pauses' must be \(expected)",
                                hint: "Write each pause with its first and last day, e.g. \(example("pauses"))."))
                    }
                } else {
                    typeError("pauses", expected, v, at: t.position(of: "pauses"))
                }
            }
            let targetText = string("target")
            let target = targetText.flatMap { HabitTarget($0) }
            let frequency = targetText.flatMap { HabitFrequency($0) }
            let every = string("every").flatMap { Habit.everyDays($0) }
            let goal = amount("goal")
            let limit = amount("limit")
            let durationText = string("duration")
            var habit = Habit(
                id: id, name: name ?? id, emoji: string("emoji"), color: string("color"),
                duration: durationText.flatMap { DurationSyntax.minutes($0) },
                description: string("description"), since: date("since"), archived: date("archived"),
                icon: string("icon"),
                // Weekdays and a target together, `every` with either, or a goal
                // and a limit: a lint error (HabitScheduleRule); counting then
                // follows the target, the weekdays and the goal.
                days: target == nil && frequency == nil ? days : nil, target: target, frequency: frequency,
                every: target == nil && frequency == nil && days == nil ? every : nil, unit: string("unit"),
                goal: goal, limit: goal == nil ? limit : nil, formerNames: formerNames, pauses: pauses, range: header)
            // Grown once, not key by key; each key's place by its index, not found again by name.
            let keys = t.keys
            habit.fieldRanges.reserveCapacity(keys.count)
            for k in keys.indices { habit.fieldRanges[keys[k]] = t.position(at: k) }
            parsedHabits.append(habit)
        }
        file.habits = parsedHabits
        return HabitsParseResult(file: file, diagnostics: diagnostics)
    }

    static func example(_ key: String) -> String {
        switch key {
        case "since", "archived": "since = 2026-09-01"
        case "duration": "duration = \"30m\""
        case "day_starts": "day_starts = \"04:00\""
        case "slot": "slot = \"15m\""
        case "color": "color = \"sky\""
        case "days": "days = [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\"]"
        case "target": "target = \"3/week\""
        case "every": "every = \"3d\""
        case "unit": "unit = \"glasses\""
        case "goal": "goal = 8"
        case "limit": "limit = 2"
        case "former_names": "former_names = [\"Evening Walk\"]"
        case "pauses": "pauses = [{ from = 2026-10-15, to = 2026-11-02 }]"
        case "journal", "habits": "[\(key)]"
        default: key.hasPrefix("habits.") ? "[\(key)]" : "\(key) = \"…\""
        }
    }
}
