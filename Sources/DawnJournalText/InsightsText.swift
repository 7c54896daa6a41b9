import DawnJournal

/// The Insights view's words (PRODUCT.md, "Counting"): its headings, the counts beside a
/// percentage, Most Consistent and Room for Growth as the checklist app words them.
public enum InsightsText {
    /// The view's title.
    public static let heading = "Insights"
    /// The heading over the percentage of the whole window.
    public static let overallConsistency = "Overall Consistency"
    /// The heading over a bar per habit.
    public static let byHabit = "By Habit"
    /// The heading over `mostConsistent(_:)`.
    public static let mostConsistentHeading = "Most Consistent"
    /// The heading over `roomForGrowth(_:)`.
    public static let roomForGrowthHeading = "Room for Growth"

    /// The raw counts of the overall consistency, as the checklist app says them: "192 out of
    /// 268 total habit instances".
    public static func outOf(done: Int, due: Int) -> String { "\(done) out of \(due) total habit instances" }

    /// A habit's raw counts beside its bar: "21 of 29".
    public static func doneOfDue(_ counts: HabitCounts) -> String { "\(counts.done) of \(counts.due)" }

    /// What By Habit says of a habit due on no day of the window (a rest by design, a pause).
    public static let notDue = "not due in this window"
    /// What By Habit says of a habit due on no day of the window but today, not yet done.
    public static let pendingToday = "pending today"

    /// What follows a habit's bar in By Habit: its counts, then its target, its time on the
    /// timeline and its amount with the average per due day, as it has them ("21 of 29 · 3 a
    /// week · 5h 30m", "16 of 29 · 183 glasses · 6.3 a day"); `notDue` (with its amount, if
    /// any was recorded) when nothing was due, or `pendingToday` when only today is, not yet done.
    public static func detail(_ c: HabitCounts) -> String {
        guard c.percent != nil else {
            var t = c.pending > 0 ? pendingToday : notDue
            if let total = c.total, let unit = c.habit.unit, total > .zero {
                t += " · " + NumberText.amount(total, unit)
            }
            return t
        }
        var t = doneOfDue(c)
        if let target = c.habit.target { t += " · " + HabitText.target(target) }
        if let frequency = c.habit.frequency { t += " · " + HabitText.frequency(frequency) }
        if let every = c.habit.every { t += " · " + HabitText.every(every) }
        if c.habit.isTimed && c.minutes > 0 { t += " · " + DurationText.minutes(c.minutes) }
        if let total = c.total, let unit = c.habit.unit {
            t += " · " + NumberText.amount(total, unit) + (c.averagePerDueDay.map { " · " + perDay($0) } ?? "")
        }
        return t
    }

    /// A neutral bar of `width` cells for a fraction from 0 to 1: the filled cells (`█`, the
    /// fraction of the width rounded) and the empty ones (`░`).
    public static func bar(_ fraction: Double, width: Int) -> (filled: String, empty: String) {
        let width = max(0, width)
        let n = fraction.isFinite ? max(0, min(width, Int((fraction * Double(width)).rounded()))) : 0
        return (String(repeating: "█", count: n), String(repeating: "░", count: width - n))
    }

    /// An amount habit's average per due day: "6.3 a day".
    public static func perDay(_ average: Double) -> String { NumberText.decimal(average) + " a day" }

    /// Most Consistent, as the checklist app words it: "Your most consistent habit is Morning
    /// Run at 72%".
    public static func mostConsistent(_ counts: HabitCounts) -> String {
        "Your most consistent habit is \(counts.habit.name) at \(NumberText.percent(counts.percent))"
    }

    /// Room for Growth, neutrally: "Read has been completed 4 times (13%)".
    public static func roomForGrowth(_ counts: HabitCounts) -> String {
        "\(counts.habit.name) has been completed \(NumberText.times(counts.done)) (\(NumberText.percent(counts.percent)))"
    }

    /// The sentence Insights shows instead of its numbers, or nil when it shows them: no habit,
    /// none active (followed by how to add one), or no history in the window.
    public static func empty(_ s: Summary) -> String? {
        if s.habits.isEmpty { return EmptyStateText.noHabits }
        if !s.hasActiveHabits { return EmptyStateText.noActiveHabits }
        if !s.hasHistory { return EmptyStateText.notEnoughForInsights }
        return nil
    }

    /// Most Consistent and Room for Growth as (heading, sentence) cards; none but the sentence
    /// "Complete a few habits to see insights about your patterns." while there are fewer than
    /// `Summary.completionsForInsights` completions (`hasInsights`).
    public static func cards(_ s: Summary) -> (cards: [(heading: String, text: String)], notEnough: String?) {
        guard s.hasInsights, let most = s.mostConsistent, let mc = s.habits.first(where: { $0.habit.id == most.id })
        else { return ([], EmptyStateText.notEnoughForInsights) }
        var cards = [(mostConsistentHeading, mostConsistent(mc))]
        if let growth = s.roomForGrowth, let gc = s.habits.first(where: { $0.habit.id == growth.id }) {
            cards.append((roomForGrowthHeading, roomForGrowth(gc)))
        }
        return (cards, nil)
    }

    /// `summary --json`'s `"words"`: `{"heading", "window", "empty", "overall": {"heading",
    /// "percent", "outOf"}, "byHabit", "habits": {id: {"label", "percent", "detail"}}, "cards":
    /// [{"heading", "text"}], "notEnough"}`, every percentage whole ("72%").
    public static func json(_ s: Summary) -> JSONValue {
        let (cards, notEnough) = cards(s)
        return .object([
            ("heading", .string(heading)),
            ("window", .string(DateText.window(from: s.from, to: s.to, startsWithJournal: s.startsWithJournal))),
            ("empty", empty(s).map(JSONValue.string) ?? .null),
            (
                "overall",
                .object([
                    ("heading", .string(overallConsistency)), ("percent", .string(NumberText.percent(s.percent))),
                    ("outOf", .string(outOf(done: s.done, due: s.due))),
                ])
            ),
            ("byHabit", .string(byHabit)),
            (
                "habits",
                .object(
                    s.habits.map { c in
                        (
                            c.habit.id,
                            .object([
                                ("label", .string(c.habit.label)), ("percent", .string(NumberText.percent(c.percent))),
                                ("detail", .string(detail(c))),
                            ])
                        )
                    })
            ),
            ("cards", .array(cards.map { .object([("heading", .string($0.heading)), ("text", .string($0.text))]) })),
            ("notEnough", notEnough.map(JSONValue.string) ?? .null),
        ])
    }

    /// `summary --json`'s document: `Summary.json` and its `"words"`.
    public static func document(_ s: Summary) -> JSONValue {
        guard case .object(let fields) = s.json else { return s.json }
        return .object(fields + [("words", json(s))])
    }
}
