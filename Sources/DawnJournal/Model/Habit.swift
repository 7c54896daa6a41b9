import DawnSource

/// A habit as habits.toml defines it: `[habits.morning-run]`.
public struct Habit: Sendable, Hashable {
    /// The table key: stable, used on the command line; survives renames of `name`.
    public var id: String
    /// The display name; matched case-insensitively.
    public var name: String
    public var emoji: String?
    /// The colour as written: `#RRGGBB`, `RRGGBB` or a preset name (see `HabitColor`).
    public var color: String?
    /// Default instance length in minutes; nil for a checkbox habit.
    public var duration: Int?
    public var description: String?
    /// The first date it counts.
    public var since: LocalDate?
    /// From this date on it no longer counts: the pause it is in now (`habit archive`).
    public var archived: LocalDate?
    /// Its past pauses (`habit unarchive` ends the one `archived` began), as written; the days
    /// of each are not applicable. `status(on:journalStart:)` is the one reading of them.
    public var pauses: [HabitPause]
    /// A symbol name for clients that draw icons.
    public var icon: String?
    /// The weekdays it is kept on; nil: every day.
    public var days: Weekdays?
    /// N days done per week or month; nil: counted day by day.
    public var target: HabitTarget?
    /// N days done in any M days running, as Loop counts it (`target = "2/3d"`); nil: no such
    /// target. A habit has at most one of `target` and `frequency`.
    public var frequency: HabitFrequency?
    /// Due on `since` and every Nth day after it (`every = "3d"`); nil: every day.
    public var every: Int?
    /// The unit its amounts are counted in (`glasses`); nil: it has no amounts.
    public var unit: String?
    /// At least this much a day makes the day done (8 glasses).
    public var goal: Amount?
    /// At most this much a day keeps the day done (2 coffees); a day with no record is zero.
    public var limit: Amount?
    /// Names it had before (`habit rename` keeps the old one): a day line that uses one still
    /// counts for it, and `lint` says so (`former-name`). Normalised as names are.
    public var formerNames: [String]
    /// Where the `[habits.id]` header stands in habits.toml.
    public var range: SourceRange
    /// Where each field's key stands.
    public var fieldRanges: [String: SourceRange]

    public init(
        id: String, name: String, emoji: String? = nil, color: String? = nil, duration: Int? = nil,
        description: String? = nil, since: LocalDate? = nil, archived: LocalDate? = nil, icon: String? = nil,
        days: Weekdays? = nil, target: HabitTarget? = nil, frequency: HabitFrequency? = nil, every: Int? = nil,
        unit: String? = nil,
        goal: Amount? = nil, limit: Amount? = nil,
        formerNames: [String] = [], pauses: [HabitPause] = [], range: SourceRange = SourceRange(line: 1, column: 1),
        fieldRanges: [String: SourceRange] = [:]
    ) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.color = color
        self.duration = duration
        self.description = description
        self.since = since
        self.archived = archived
        self.icon = icon
        self.days = days
        self.target = target
        self.frequency = frequency
        self.every = every
        self.unit = unit
        self.goal = goal
        self.limit = limit
        self.formerNames = formerNames
        self.pauses = pauses
        self.range = range
        self.fieldRanges = fieldRanges
    }

    /// The emoji and the name, as pills and day files show it: "🏃 Morning Run".
    public var label: String { (emoji.map { $0 + " " } ?? "") + name }

    /// The colour to draw it in: its own, the neutral grey when it names none, and nil (no
    /// colour: the terminal's default) when its colour is malformed.
    public var displayColor: HabitColor? {
        guard let color else { return HabitColor.neutral }
        return HabitColor(color)
    }

    /// Whether instances go on the timeline (it has a default duration) rather than the checklist.
    public var isTimed: Bool { duration != nil }

    /// Whether its days are counted by amount (it has a unit).
    public var hasAmounts: Bool { unit != nil }

    /// Whether its weekdays or its `every` make it kept on `date` (a target habit, or one with
    /// neither, is kept on every day; its period decides the rest). An every-N-days habit is
    /// kept on its first day (`since`, else `journalStart`) and every Nth day after it, pauses
    /// or not; with no first day at all, on none.
    public func isScheduled(on date: LocalDate, journalStart: LocalDate?) -> Bool {
        if let every {
            guard let start = since ?? journalStart else { return false }
            let offset = start.days(to: date)
            return offset >= 0 && offset % every == 0
        }
        return days?.contains(weekday: date.weekday) ?? true
    }

    /// The most days `every` may hold: a year.
    public static let longestEvery = 366

    /// Reads `every`'s value, `"3d"` (1 to 366 days); nil for anything else.
    public static func everyDays(_ text: String) -> Int? {
        guard text.hasSuffix("d") else { return nil }
        let n = text.dropLast()
        guard !n.isEmpty, n.count <= 3, n.allSatisfy({ $0.isASCII && $0.isNumber }), let days = Int(n),
            (1...longestEvery).contains(days)
        else { return nil }
        return days
    }

    /// Whether a day's total of `total` makes the day done: reaches the goal, stays within the
    /// limit, or (a unit alone) is more than zero.
    public func isMet(by total: Amount) -> Bool {
        if let goal { return total >= goal }
        if let limit { return total <= limit }
        return total > .zero
    }

    /// Whether `text` can be a unit: one word of 1 to 20 characters, with no white space, that
    /// starts with neither a digit nor `+` and holds no `--` (a day's line must read it back).
    public static func isUnitWord(_ text: String) -> Bool {
        guard let first = text.first, text.count <= 20, !(first.isASCII && first.isNumber), first != "+", first != ".",
            !text.contains(where: { $0.isWhitespace || $0.isNewline }), !text.contains("--")
        else { return false }
        return true
    }

    /// The unit as written after `amount`: the habit's unit, or for exactly 1 its singular by
    /// the English rule the lint accepts back (`1 glass`, `1 cup`, `1 page`; `km` stays).
    public func unit(for amount: Amount) -> String? {
        guard let unit else { return nil }
        guard amount == Amount(1) else { return unit }
        for ending in ["sses", "xes", "ches", "shes"] where unit.hasSuffix(ending) { return String(unit.dropLast(2)) }
        if unit.hasSuffix("s"), !unit.hasSuffix("ss"), unit.count > 2 { return String(unit.dropLast()) }
        return unit
    }

    /// Whether a unit written on a day's line is this habit's unit: the same ignoring case, or
    /// its singular or plural by a final `s` or `es` (`glass` for `glasses`, `cups` for `cup`).
    public func isUnit(_ written: String) -> Bool {
        guard let unit else { return false }
        let a = unit.lowercased()
        let b = written.lowercased()
        return a == b || a == b + "s" || a == b + "es" || b == a + "s" || b == a + "es"
    }
}
