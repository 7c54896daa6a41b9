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

    /// `day --json`'s `"words"`: `{"title", "date", "heading", "counter", "notice": [{"text",
    /// "quiet"}], "closing", "rows": {id: {"label", "detail"[, "less"][, "more"][, "skip"]}} (a button's
    /// words where the row offers it), "week":
    /// [{"date", "day", "label"}], "slot", "lines": {id: ["06:30-07:15 · 5k", "[x]"]}, "entries": [{"label", "title", "spoken", "times", "delete"}],
    /// "sheet": {"earlier", "later", "shorter", "longer"}, "tray": {id: {"place", "spoken"}}}`.
    /// `addOne` as `notice(_:addOne:)`.
    public static func json(_ screen: DayScreen, addOne: String? = nil) -> JSONValue {
        let lines = { (ls: [Line]) in
            JSONValue.array(ls.map { .object([("text", .string($0.text)), ("quiet", .bool($0.quiet))]) })
        }
        var rows: [(String, JSONValue)] = []
        for d in screen.checklist {
            let detail = HabitText.progress(d, today: screen.day.today)
            // Each button the row offers, as a screen reader says it.
            let buttons: [(String, JSONValue)] = screen.actions(of: d).compactMap { action in
                switch action {
                case .less: ("less", .string(oneLess(d.habit)))
                case .more: ("more", .string(oneMore(d.habit)))
                case .skip: ("skip", .string(skip(d.habit)))
                case .toggle: nil
                }
            }
            rows.append(
                (d.habit.id, .object([("label", .string(d.habit.label)), ("detail", .string(detail))] + buttons)))
        }
        let slot = DurationText.minutes(screen.clock.slot)
        for h in screen.day.upcoming where !rows.contains(where: { $0.0 == h.id }) {
            rows.append((h.id, .object([("label", .string(h.label)), ("detail", .string(""))])))
        }
        return .object([
            ("title", .string(longDate(screen.date))),
            ("date", .string(shortDate(screen.date))),
            ("heading", .string(heading(screen))),
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
            ("slot", .string(slot)),
            (
                "lines",
                .object(
                    lineHabits(screen.day).map { id in
                        (id, .array(InteractiveText.historyLines(screen.day, habit: id).map(JSONValue.string)))
                    })
            ),
            (
                "entries",
                .array(
                    screen.blocks.map { b in
                        let e = b.entry.entry
                        let end = e.isRunning ? nil : e.end
                        let name = b.entry.name
                        let label = b.entry.label
                        return .object([
                            ("label", .string(label)),
                            ("title", .string(InteractiveText.blockTitle(label, e.start, end, note: e.note))),
                            ("spoken", .string(InteractiveText.blockSpoken(name, e.start, end, note: e.note))),
                            ("times", .string(InteractiveText.entryTimes(e.start, end))),
                            ("delete", .string(InteractiveText.deleteQuestion(e.start, e.end, name: name))),
                        ])
                    })
            ),
            (
                "sheet",
                .object([
                    ("earlier", .string(InteractiveText.moveEarlier(slot))),
                    ("later", .string(InteractiveText.moveLater(slot))),
                    ("shorter", .string(InteractiveText.shorter(slot))),
                    ("longer", .string(InteractiveText.longer(slot))),
                ])
            ),
            (
                "tray",
                .object(
                    screen.tray.map { t in
                        (
                            t.habit.id,
                            .object([
                                ("place", .string(InteractiveText.placeAt(t.habit))),
                                ("spoken", .string(placeSpoken(t.habit))),
                            ])
                        )
                    })
            ),
        ])
    }

    /// The habits the day's lines name, in the order their first line comes (entries, then the
    /// checklist).
    static func lineHabits(_ day: DayView) -> [String] {
        var ids: [String] = []
        for id in day.entries.compactMap(\.habit?.id) + day.items.compactMap(\.habit?.id) where !ids.contains(id) {
            ids.append(id)
        }
        return ids
    }

    /// The date over the timeline, and "Today" on today: "Sat 21 Nov · Today".
    public static func heading(_ screen: DayScreen) -> String {
        shortDate(screen.date) + (screen.when == .today ? " · Today" : "")
    }

    /// A checklist row's buttons as a screen reader says them.
    public static func oneLess(_ habit: Habit) -> String { "One less \(habit.name)" }
    public static func oneMore(_ habit: Habit) -> String { "One more \(habit.name)" }
    public static func skip(_ habit: Habit) -> String { "Skip \(habit.name)" }

    /// A tray pill as a screen reader says it.
    public static func placeSpoken(_ habit: Habit) -> String {
        "\(habit.name): drag onto the timeline, or press to place at a time"
    }

    /// `day --json`'s document: `DayScreen.json` and its `"words"`.
    public static func document(_ screen: DayScreen, addOne: String? = nil) -> JSONValue {
        guard case .object(let fields) = screen.json else { return screen.json }
        return .object(fields + [("words", json(screen, addOne: addOne))])
    }
}
