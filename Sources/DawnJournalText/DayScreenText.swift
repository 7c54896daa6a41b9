import DawnJournal

/// A day's screen in words: what every renderer of `DayScreen` says (the terminal's Today, the
/// web page's day, `day --json`'s `"words"`), made once here so that no renderer words a rule
/// of its own: the date, the counter, the sentences above and below the checklist, each row's
/// label and detail, the week strip's days, the slot.
public enum DayScreenText {
    /// A sentence of the screen; `quiet` ones are drawn dimmer (a hint, the second line of a pair).
    public struct Line: Sendable, Equatable {
        public var text: String
        public var quiet: Bool

        public init(_ text: String, quiet: Bool = false) {
            self.text = text
            self.quiet = quiet
        }
    }

    /// What the screen says where the checklist would be, before its rows: no habit, none
    /// active, the day habits start, a future day (its upcoming habits follow), nothing due.
    /// `addOne` is the front end's own hint after "no habits" and "no active habits" (the
    /// terminal's keys, the page's button), or nil.
    public static func notice(_ screen: DayScreen, addOne: String? = nil) -> [Line] {
        switch screen.emptyState {
        case .noHabits, .noActiveHabits:
            let first = screen.emptyState == .noHabits ? EmptyStateText.noHabits : EmptyStateText.noActiveHabits
            return [Line(first)] + (addOne.map { [Line($0, quiet: true)] } ?? [])
        case .habitsStart:
            return screen.startsOn.map { [Line(EmptyStateText.habitsStart(on: $0))] } ?? []
        default: break
        }
        if screen.when == .future {
            return [Line(DayText.future, quiet: true)]
                + (screen.emptyState == .noHabitsForDay ? [Line(EmptyStateText.noHabitsForDay)] : [])
        }
        return screen.emptyState == .noHabitsForDay ? [Line(EmptyStateText.noHabitsForDay)] : []
    }

    /// What the screen says after the checklist's rows: a rest day, or everything done today
    /// (the seed's two lines).
    public static func closing(_ screen: DayScreen) -> [Line] {
        switch screen.emptyState {
        case .allSkipped: [Line(DayText.allSkipped, quiet: true)]
        case .allCompletedToday:
            [Line(EmptyStateText.allCompletedToday), Line(EmptyStateText.seeYouTomorrow, quiet: true)]
        default: []
        }
    }

    /// "Saturday 21 November".
    public static func longDate(_ date: LocalDate) -> String {
        "\(DateText.weekday(date.weekday)) \(date.day) \(DateText.month(date.month))"
    }

    /// "Sat 21 Nov".
    public static func shortDate(_ date: LocalDate) -> String {
        "\(DateText.weekday(date.weekday, .short)) \(date.day) \(DateText.month(date.month, .short))"
    }

    /// `day --json`'s `"words"`: `{"title", "date", "counter", "notice": [{"text", "quiet"}],
    /// "closing", "rows": {id: {"label", "detail"}}, "week": [{"date", "day", "label"}],
    /// "slot"}`. `addOne` as `notice(_:addOne:)`.
    public static func json(_ screen: DayScreen, addOne: String? = nil) -> JSONValue {
        let lines = { (ls: [Line]) in
            JSONValue.array(ls.map { .object([("text", .string($0.text)), ("quiet", .bool($0.quiet))]) })
        }
        var rows: [(String, JSONValue)] = []
        for d in screen.checklist {
            let detail = HabitText.progress(d, today: screen.day.today)
            rows.append((d.habit.id, .object([("label", .string(d.habit.label)), ("detail", .string(detail))])))
        }
        for h in screen.day.upcoming where !rows.contains(where: { $0.0 == h.id }) {
            rows.append((h.id, .object([("label", .string(h.label)), ("detail", .string(""))])))
        }
        return .object([
            ("title", .string(longDate(screen.date))),
            ("date", .string(shortDate(screen.date))),
            ("counter", screen.counter.map { .string(DayText.counter(done: $0.done, due: $0.due)) } ?? .null),
            ("notice", lines(notice(screen, addOne: addOne))),
            ("closing", lines(closing(screen))),
            ("rows", .object(rows)),
            (
                "week",
                .array(
                    screen.week.map { w in
                        .object([
                            ("date", .string(w.date.description)),
                            ("day", .string(DateText.weekday(w.date.weekday, .short))),
                            ("label", .string(longDate(w.date) + ", " + DayText.counter(done: w.done, due: w.due))),
                        ])
                    })
            ),
            ("slot", .string(DurationText.minutes(screen.clock.slot))),
        ])
    }

    /// `day --json`'s document: `DayScreen.json` and its `"words"`.
    public static func document(_ screen: DayScreen, addOne: String? = nil) -> JSONValue {
        guard case .object(let fields) = screen.json else { return screen.json }
        return .object(fields + [("words", json(screen, addOne: addOne))])
    }
}
