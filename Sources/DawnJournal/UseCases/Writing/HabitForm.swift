/// The fields `habit add` and `habit edit` take, as a person typed them. An empty text (or
/// `none` for the duration) clears the field: `habit edit` removes its line, `habit add`
/// leaves it out.
public struct HabitFieldValues: Sendable, Equatable {
    public var emoji: String?
    public var color: String?
    public var duration: String?
    public var description: String?
    public var since: DateChoice?
    /// Weekdays separated by commas: `mon,wed,fri` (or in full, any case).
    public var days: String?
    /// `3/week`, `10/month`.
    public var target: String?
    /// One word: `glasses`.
    public var unit: String?
    /// At least this much a day: `8`, `2.5`.
    public var goal: String?
    /// At most this much a day.
    public var limit: String?

    public init(emoji: String? = nil, color: String? = nil, duration: String? = nil,
                description: String? = nil, since: DateChoice? = nil, days: String? = nil,
                target: String? = nil, unit: String? = nil, goal: String? = nil, limit: String? = nil) {
        self.emoji = emoji
        self.color = color
        self.duration = duration
        self.description = description
        self.since = since
        self.days = days
        self.target = target
        self.unit = unit
        self.goal = goal
        self.limit = limit
    }

    /// Whether no field is given.
    public var isEmpty: Bool {
        emoji == nil && color == nil && duration == nil && description == nil && since == nil
            && days == nil && target == nil && unit == nil && goal == nil && limit == nil
    }

    /// The command-line options that set these fields, in order.
    public static let optionNames = ["--emoji", "--color", "--duration", "--description", "--since",
                                     "--days", "--target", "--unit", "--goal", "--limit"]
}

/// One field as habits.toml writes it: the key and its TOML literal.
public struct HabitFieldChange: Sendable, Equatable {
    public var key: String
    public var literal: String
}

/// Validating habit fields like the form they replace. Each check is the lint rule's own test
/// (HabitNameRule, HabitDurationRule, …), worded for a person filling in a form; and after an
/// edit the lint rules run on the result, so nothing lint rejects is ever written.
enum HabitForm {
    /// A name as day files read it, 1 to 50 characters, that day files read back as itself,
    /// and that no other habit already answers to (by name or id, ignoring case).
    static func validName(_ raw: String, habits: HabitsFile, except id: String? = nil) throws(JournalRefusal) -> String {
        let name = HabitName.normalised(raw)
        guard !name.isEmpty else { throw JournalRefusal(.invalidRequest, "a habit needs a name of 1 to \(HabitNameRule.maximumLength) characters") }
        guard name.count <= HabitNameRule.maximumLength else {
            throw JournalRefusal(.invalidRequest, "'\(name.prefix(20))…' is \(name.count) characters; a name is at most \(HabitNameRule.maximumLength)")
        }
        guard !name.contains(where: { $0 == "\n" || $0 == "\r" }) else { throw JournalRefusal(.invalidRequest, "a name must be one line") }
        if name.contains(" -- ") { throw JournalRefusal(.invalidRequest, "a name cannot contain ' -- ' (it starts a note in day files)") }
        if let problem = HabitNameRule.dayFileProblem(name) {
            throw JournalRefusal(.invalidRequest, "'\(name)' cannot be a name: \(problem)")
        }
        let key = HabitName.key(name)
        if let other = habits.habits.first(where: { $0.id != id && (HabitName.key($0.name) == key || HabitName.key($0.id) == key) }) {
            throw JournalRefusal(.refused, "'\(name)' is already the name or id of '\(other.name)' (\(other.id)); names must differ")
        }
        if let other = habits.habits.first(where: { $0.id != id && $0.formerNames.contains { HabitName.key($0) == key } }) {
            throw JournalRefusal(.refused, "'\(name)' is a former name of '\(other.name)' (\(other.id)), and day files may still use it; names must differ")
        }
        return name
    }

    /// The fields given, validated: the lines to write as `(key, TOML literal)` in
    /// habits.toml order, the keys to clear, and notices.
    /// Format 1.1's keys, written after the others.
    static let scheduleKeys: Set<String> = ["days", "target", "unit", "goal", "limit"]

    struct Fields {
        var changes: [HabitFieldChange] = []
        var cleared: [String] = []
        var notices: [String] = []
    }

    /// The fields given, validated, with the keys the habit already has (`existing`, none for a
    /// new habit) taken into account: weekdays and a target, or a goal and a limit, or a goal
    /// or limit without a unit, are refused, saying which key to clear.
    static func fields(_ values: HabitFieldValues, settings: JournalSettings, today: LocalDate,
                       name: String, existing: Set<String> = []) throws(JournalRefusal) -> Fields {
        var out = Fields()
        /// The trimmed text, or nil (and the key cleared) when it is empty.
        func given(_ raw: String?, _ key: String, clearedBy extra: String? = nil) -> String? {
            guard let raw else { return nil }
            let text = HabitName.trimmed(raw)
            if text.isEmpty || (extra != nil && text.lowercased() == extra) {
                out.cleared.append(key)
                return nil
            }
            return text
        }
        func set(_ key: String, _ literal: String) { out.changes.append(.init(key: key, literal: literal)) }
        if let e = given(values.emoji, "emoji") {
            guard let first = e.first, Emoji.isEmoji(first) else {
                throw JournalRefusal(.invalidRequest, "'--emoji' takes an emoji such as 🏃, not '\(excerpt(e))' (--emoji \"\" clears it)")
            }
            if e.count > 1 { out.notices.append("an emoji is one character; kept '\(first)'.") }
            set("emoji", HabitsEditor.string(String(first)))
        }
        if let c = given(values.color, "color") {
            guard HabitColor(c) != nil else {
                throw JournalRefusal(.invalidRequest, "'--color' takes #RRGGBB (or RRGGBB) or one of \(HabitColor.presets.map(\.name).joined(separator: ", ")), not '\(excerpt(c))'")
            }
            // A preset by its name; a hex colour as `#RRGGBB`, with or without its `#` on input.
            let preset = HabitColor.presets.contains { $0.name == c.lowercased() }
            set("color", HabitsEditor.string(preset ? c.lowercased() : HabitColor(c)!.hex))
        }
        if let d = given(values.duration, "duration", clearedBy: "none") {
            guard let m = DurationSyntax.minutes(d) else {
                throw JournalRefusal(.invalidRequest, "'--duration' takes a duration like 15m, 30m, 1h or 1h30m, not '\(excerpt(d))' (--duration none makes it a checkbox habit)")
            }
            guard HabitDurationRule.fits(m, slot: settings.slot) else {
                throw JournalRefusal(.refused, "a duration must be a multiple of the \(settings.slot)-minute slot; \(d) is not")
            }
            set("duration", HabitsEditor.string(DurationSyntax.text(minutes: m)))
        }
        if let text = given(values.description, "description") {
            guard text.count <= HabitDescriptionRule.maximumLength else {
                throw JournalRefusal(.invalidRequest, "a description is at most \(HabitDescriptionRule.maximumLength) characters; this one has \(text.count)")
            }
            guard !text.contains(where: { $0 == "\n" || $0 == "\r" }) else {
                throw JournalRefusal(.invalidRequest, "'--description' must be one line")
            }
            set("description", HabitsEditor.string(text))
        }
        if let s = values.since {
            set("since", s.resolved(today: today).description)
        }
        if let text = given(values.days, "days") {
            var days = Weekdays()
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let word = HabitName.trimmed(part)
                guard let d = Weekdays.weekday(named: word) else {
                    let what = word.isEmpty ? "an empty name (two commas in a row?)" : "'\(excerpt(word))'"
                    throw JournalRefusal(.invalidRequest, "'--days' takes weekdays separated by commas, such as mon,wed,fri (or monday,wednesday,friday); \(what) is not a weekday")
                }
                days.insert(Weekdays(weekday: d))
            }
            set("days", "[" + days.shortNames.map { HabitsEditor.string($0) }.joined(separator: ", ") + "]")
        }
        if let text = given(values.target, "target") {
            guard let target = HabitTarget(text) else {
                throw JournalRefusal(.invalidRequest, "'--target' takes how many days per week or month, such as 3/week (1 to 7) or 10/month (1 to 31); not '\(excerpt(text))'")
            }
            set("target", HabitsEditor.string(target.description))
        }
        if let text = given(values.unit, "unit") {
            guard Habit.isUnitWord(text) else {
                throw JournalRefusal(.invalidRequest, "'--unit' takes one word of at most 20 characters that does not start with a digit, such as glasses, km or pages; not '\(excerpt(text))'")
            }
            set("unit", HabitsEditor.string(text))
        }
        for (option, raw) in [("goal", values.goal), ("limit", values.limit)] {
            guard let text = given(raw, option) else { continue }
            guard let amount = Amount(text), amount <= Amount(999_999_999) else {
                throw JournalRefusal(.invalidRequest, "'--\(option)' takes an amount from 0 to 999999999 with at most three decimals, such as \(option == "goal" ? "8" : "2") or 2.5; not '\(excerpt(text))'")
            }
            if option == "goal", amount == .zero {
                throw JournalRefusal(.invalidRequest, "'--goal 0' is met by every day; give a goal above 0, or keep days at zero with --limit 0")
            }
            set(option, amount.description)
        }
        try checkConflicts(out, existing: existing, name: name)
        return out
    }

    /// Weekdays with a target, a goal with a limit, a goal or limit without a unit: the lint
    /// errors of HabitScheduleRule, refused before anything is written, naming the key to clear.
    static func checkConflicts(_ fields: Fields, existing: Set<String>, name: String) throws(JournalRefusal) {
        let setting = Set(fields.changes.map(\.key))
        let after = existing.subtracting(fields.cleared).union(setting)
        for (a, b, why) in [("days", "target", "a habit is kept on certain weekdays or N times a period, not both"),
                            ("goal", "limit", "a habit has a goal (at least N a day) or a limit (at most N a day), not both")]
        where after.contains(a) && after.contains(b) {
            if setting.contains(a) && setting.contains(b) {
                throw JournalRefusal(.invalidRequest, "give --\(a) or --\(b), not both: \(why)")
            }
            let old = setting.contains(a) ? b : a
            let what = old == "days" ? "days" : "a \(old)"
            throw JournalRefusal(.refused, "'\(name)' already has \(what), and \(why); clear it in the same command with --\(old) \"\"")
        }
        for key in ["goal", "limit"] where after.contains(key) && !after.contains("unit") {
            if fields.cleared.contains("unit") {
                throw JournalRefusal(.refused, "'\(name)' has a \(key), which needs a unit; clear the \(key) too with --\(key) \"\", or keep the unit")
            }
            throw JournalRefusal(.refused, "a \(key) needs a unit: give --unit too, such as --\(key) \(key == "goal" ? "8" : "2") --unit glasses")
        }
    }

    /// A stable id from a name: its Latin letters folded (Méditation is `meditation`), lower-case
    /// letters and digits joined by hyphens; empty when the name has none.
    static func slug(_ name: String) -> String {
        var out = ""
        var dash = false
        for c in LatinFold.fold(name).unicodeScalars {
            if (c >= "a" && c <= "z") || (c >= "0" && c <= "9") {
                if dash && !out.isEmpty { out += "-" }
                out.unicodeScalars.append(c)
                dash = false
            } else {
                dash = true
            }
        }
        return out
    }

    /// Whether `id` can be written as an id: letters, digits, `-` and `_` (what `habit add`
    /// makes, and a bare TOML key).
    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || $0 == 0x2D || $0 == 0x5F }
    }

    /// An id no habit but `except` answers to, by id or name, ignoring case.
    static func isFree(_ id: String, in habits: HabitsFile, except: String? = nil) -> Bool {
        let key = HabitName.key(id)
        return !habits.habits.contains { $0.id != except && (HabitName.key($0.id) == key || HabitName.key($0.name) == key) }
    }

    /// The id a new habit gets from its name: the slug, made unique with `-2`, `-3` …; a name
    /// with no Latin letter or digit gets `habit-1`, or the first number free.
    static func newID(for name: String, in habits: HabitsFile) -> String {
        let base = slug(name)
        if base.isEmpty {
            var n = 1
            while !isFree("habit-\(n)", in: habits) { n += 1 }
            return "habit-\(n)"
        }
        var id = base
        var n = 2
        while !isFree(id, in: habits) { id = "\(base)-\(n)"; n += 1 }
        return id
    }

    /// The lint rules on habits.toml before and after an edit: an error the edit would add is
    /// a refusal, so no habit command writes what `lint` rejects.
    static func checkWithLint(old: [UInt8], new: [UInt8], now: LocalDateTime) throws(JournalRefusal) {
        func errors(_ bytes: [UInt8]) -> [Diagnostic] {
            let loaded = JournalLoader.load(JournalSources(habits: SourceFile(path: JournalService.habitsPath, bytes: bytes), dayFiles: []))
            return Validator.validate(loaded, now: now).filter { $0.severity == .error }
        }
        var before: [DiagnosticCode: Int] = [:]
        for d in errors(old) { before[d.code, default: 0] += 1 }
        var after: [DiagnosticCode: Int] = [:]
        for d in errors(new) {
            after[d.code, default: 0] += 1
            if after[d.code]! > before[d.code, default: 0] {
                throw JournalRefusal(.refused, "\(d.message) [\(d.code)]; habits.toml was left unchanged",
                                     file: JournalService.habitsPath, at: d.range)
            }
        }
    }
}
