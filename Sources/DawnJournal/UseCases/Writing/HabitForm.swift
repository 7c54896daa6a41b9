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
    /// `3/week`, `10/month`, `2/3d`.
    public var target: String?
    /// Due every N days from `since`: `3d`.
    public var every: String?
    /// One word: `glasses`.
    public var unit: String?
    /// At least this much a day: `8`, `2.5`.
    public var goal: String?
    /// At most this much a day.
    public var limit: String?

    public init(
        emoji: String? = nil, color: String? = nil, duration: String? = nil,
        description: String? = nil, since: DateChoice? = nil, days: String? = nil,
        target: String? = nil, every: String? = nil, unit: String? = nil, goal: String? = nil,
        limit: String? = nil
    ) {
        self.emoji = emoji
        self.color = color
        self.duration = duration
        self.description = description
        self.since = since
        self.days = days
        self.target = target
        self.every = every
        self.unit = unit
        self.goal = goal
        self.limit = limit
    }

    /// Whether no field is given.
    public var isEmpty: Bool {
        emoji == nil && color == nil && duration == nil && description == nil && since == nil
            && days == nil && target == nil && every == nil && unit == nil && goal == nil && limit == nil
    }
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
    static func validName(_ raw: String, habits: HabitsFile, except id: String? = nil) throws(JournalRefusal) -> String
    {
        let name = HabitName.normalised(raw)
        guard !name.isEmpty else { throw JournalRefusal(.emptyName(maximum: HabitNameRule.maximumLength)) }
        guard name.count <= HabitNameRule.maximumLength else {
            throw JournalRefusal(.nameTooLong(name: name, length: name.count, maximum: HabitNameRule.maximumLength))
        }
        guard HabitNameRule.isOneLine(name) else { throw JournalRefusal(.multilineName) }
        if name.contains(" -- ") { throw JournalRefusal(.nameWithNote) }
        if let problem = HabitNameRule.dayFileProblem(name) {
            throw JournalRefusal(.unreadableName(name: name, problem: problem))
        }
        let key = HabitName.key(name)
        if let other = habits.habits.first(where: {
            $0.id != id && (HabitName.key($0.name) == key || HabitName.key($0.id) == key)
        }) {
            throw JournalRefusal(.nameTaken(name: name, by: other))
        }
        if let other = habits.habits.first(where: {
            $0.id != id && $0.formerNames.contains { HabitName.key($0) == key }
        }) {
            throw JournalRefusal(.formerNameTaken(name: name, by: other))
        }
        return name
    }

    /// The colour of a habit added without one: the first preset (in `HabitColor.presets`'
    /// order) that no habit still active on `today` shows (its colour, or the neutral grey
    /// of one that names none); when all are shown, the one shown by the fewest, first first.
    static func freePreset(among habits: [Habit], today: LocalDate) -> String {
        var uses = [Int](repeating: 0, count: HabitColor.presets.count)
        for habit in habits where habit.status(on: today, journalStart: today) != .archived {
            guard let shown = habit.displayColor else { continue }
            if let k = HabitColor.presets.firstIndex(where: { HabitColor($0.hex) == shown }) { uses[k] += 1 }
        }
        let k = uses.indices.min { (uses[$0], $0) < (uses[$1], $1) }!
        return HabitColor.presets[k].name
    }

    /// The fields given, validated: the lines to write as `(key, TOML literal)` in
    /// habits.toml order, the keys to clear, and notices.
    /// Format 1.1's keys (and 1.4's `every`), written after the others.
    static let scheduleKeys: Set<String> = ["days", "target", "every", "unit", "goal", "limit"]

    struct Fields {
        var changes: [HabitFieldChange] = []
        var cleared: [String] = []
        var notices: [WriteNotice] = []
    }

    /// The fields given, validated, with the keys the habit already has (`existing`, none for a
    /// new habit) taken into account: weekdays and a target, or a goal and a limit, or a goal
    /// or limit without a unit, are refused, saying which key to clear.
    static func fields(
        _ values: HabitFieldValues, settings: JournalSettings, today: LocalDate,
        name: String, existing: Set<String> = []
    ) throws(JournalRefusal) -> Fields {
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
                throw JournalRefusal(.invalidEmoji(e))
            }
            if e.count > 1 { out.notices.append(.emojiCut(kept: String(first))) }
            set("emoji", HabitsEditor.string(String(first)))
        }
        if let c = given(values.color, "color") {
            guard HabitColor(c) != nil else {
                throw JournalRefusal(.invalidColor(c))
            }
            // A preset by its name; a hex colour as `#RRGGBB`, with or without its `#` on input.
            let preset = HabitColor.presets.contains { $0.name == c.lowercased() }
            set("color", HabitsEditor.string(preset ? c.lowercased() : HabitColor(c)!.hex))
        }
        if let d = given(values.duration, "duration", clearedBy: "none") {
            guard let m = DurationSyntax.minutes(d) else {
                throw JournalRefusal(.invalidDuration(d))
            }
            guard HabitDurationRule.fits(m, slot: settings.slot) else {
                throw JournalRefusal(.durationOffGrid(duration: d, slot: settings.slot))
            }
            set("duration", HabitsEditor.string(DurationSyntax.text(minutes: m)))
        }
        if let text = given(values.description, "description") {
            guard text.count <= HabitDescriptionRule.maximumLength else {
                throw JournalRefusal(
                    .descriptionTooLong(length: text.count, maximum: HabitDescriptionRule.maximumLength))
            }
            guard !text.contains(where: { $0 == "\n" || $0 == "\r" }) else {
                throw JournalRefusal(.multilineDescription)
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
                    throw JournalRefusal(.invalidWeekday(word))
                }
                days.insert(Weekdays(weekday: d))
            }
            set("days", "[" + days.shortNames.map { HabitsEditor.string($0) }.joined(separator: ", ") + "]")
        }
        if let text = given(values.target, "target") {
            if let target = HabitTarget(text) {
                set("target", HabitsEditor.string(target.description))
            } else if let frequency = HabitFrequency(text) {
                set("target", HabitsEditor.string(frequency.description))
            } else {
                throw JournalRefusal(.invalidTarget(text))
            }
        }
        if let text = given(values.every, "every") {
            guard let days = Habit.everyDays(text.lowercased()) else {
                throw JournalRefusal(.invalidEvery(text))
            }
            set("every", HabitsEditor.string("\(days)d"))
        }
        if let text = given(values.unit, "unit") {
            guard Habit.isUnitWord(text) else {
                throw JournalRefusal(.invalidUnit(text))
            }
            set("unit", HabitsEditor.string(text))
        }
        for (option, raw) in [("goal", values.goal), ("limit", values.limit)] {
            guard let text = given(raw, option) else { continue }
            guard let amount = Amount(text), amount <= Amount(999_999_999) else {
                throw JournalRefusal(.invalidAmount(key: option, text: text))
            }
            if option == "goal", amount == .zero {
                throw JournalRefusal(.zeroGoal)
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
        for (a, b) in [("days", "target"), ("days", "every"), ("target", "every"), ("goal", "limit")]
        where after.contains(a) && after.contains(b) {
            if setting.contains(a) && setting.contains(b) {
                throw JournalRefusal(.conflictingKeys(a, b))
            }
            let old = setting.contains(a) ? b : a
            throw JournalRefusal(.conflictsWithExisting(habit: name, key: old == a ? b : a, existing: old))
        }
        for key in ["goal", "limit"] where after.contains(key) && !after.contains("unit") {
            if fields.cleared.contains("unit") {
                throw JournalRefusal(.unitStillNeeded(habit: name, key: key))
            }
            throw JournalRefusal(.unitNeeded(key: key))
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
        !id.isEmpty
            && id.utf8.allSatisfy {
                ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || $0 == 0x2D
                    || $0 == 0x5F
            }
    }

    /// An id no habit but `except` answers to, by id or name, ignoring case.
    static func isFree(_ id: String, in habits: HabitsFile, except: String? = nil) -> Bool {
        let key = HabitName.key(id)
        return !habits.habits.contains {
            $0.id != except && (HabitName.key($0.id) == key || HabitName.key($0.name) == key)
        }
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
        while !isFree(id, in: habits) {
            id = "\(base)-\(n)"
            n += 1
        }
        return id
    }

    /// The lint rules on habits.toml before and after an edit: an error the edit would add is
    /// a refusal, so no habit command writes what `lint` rejects.
    static func checkWithLint(old: [UInt8], new: [UInt8], now: LocalDateTime) throws(JournalRefusal) {
        func errors(_ bytes: [UInt8]) -> [Diagnostic] {
            let loaded = JournalLoader.load(
                JournalSources(habits: SourceFile(path: JournalService.habitsPath, bytes: bytes), dayFiles: []))
            return Validator.validate(loaded, now: now).filter { $0.severity == .error }
        }
        var before: [DiagnosticCode: Int] = [:]
        for d in errors(old) { before[d.code, default: 0] += 1 }
        var after: [DiagnosticCode: Int] = [:]
        for d in errors(new) {
            after[d.code, default: 0] += 1
            if after[d.code]! > before[d.code, default: 0] {
                throw JournalRefusal(.lintError(d), file: JournalService.habitsPath, at: d.range)
            }
        }
    }
}
