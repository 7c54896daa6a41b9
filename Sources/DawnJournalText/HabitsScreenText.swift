import DawnJournal

/// My Habits in words: what every renderer of `HabitListView` says (the page's Habits tab,
/// `habit list --json`'s `"words"`): each row's label, status and description, the empty state,
/// and the add and edit form as the seeds have it: its labels and hints, the eight presets with
/// their colours, the six durations and none, and what a new habit starts with from each entry.
public enum HabitsScreenText {
    /// `habit list --json`'s `"words"`.
    public static func json(_ view: HabitListView) -> JSONValue {
        let habits = view.rows.map(\.habit)
        let field = { (key: String, label: String, hint: String) in
            (key, JSONValue.object([("label", .string(label)), ("hint", .string(hint))]))
        }
        return .object([
            ("title", .string(HabitText.listHeading)), ("add", .string(InteractiveText.addHabit)),
            ("empty", view.rows.isEmpty ? .string(EmptyStateText.noHabits) : .null),
            (
                "rows",
                .object(
                    view.rows.map { r in
                        (
                            r.habit.id,
                            .object([
                                ("label", .string(r.habit.label)),
                                ("status", HabitText.status(r.habit, r.status).map(JSONValue.string) ?? .null),
                                ("description", .string(r.habit.description ?? "")),
                            ])
                        )
                    })
            ),
            (
                "form",
                .object([
                    (
                        "fields",
                        .object([
                            field("name", InteractiveText.formName, InteractiveText.formNamePlaceholder),
                            field("emoji", InteractiveText.formEmoji, InteractiveText.formEmojiPlaceholder),
                            field("color", InteractiveText.formColor, InteractiveText.formColorPlaceholder),
                            field("duration", InteractiveText.formDuration, InteractiveText.formDurationPlaceholder),
                            field(
                                "description", InteractiveText.formDescription,
                                InteractiveText.formDescriptionPlaceholder),
                            field("days", InteractiveText.formDays, InteractiveText.formDaysPlaceholder),
                            field("target", InteractiveText.formTarget, InteractiveText.formTargetPlaceholder),
                            field("unit", InteractiveText.formUnit, InteractiveText.formUnitPlaceholder),
                            field("goal", InteractiveText.formGoal, InteractiveText.formGoalPlaceholder),
                            field("limit", InteractiveText.formLimit, InteractiveText.formLimitPlaceholder),
                        ])
                    ),
                    (
                        "presets",
                        .array(
                            HabitColor.presets.compactMap { p in
                                HabitColor(p.name).map { c in
                                    .object([
                                        ("name", .string(p.name)), ("color", .string(c.hex)),
                                        ("textColor", .string(c.textColor.hex)),
                                    ])
                                }
                            })
                    ),
                    (
                        "durations",
                        .array(
                            [.object([("minutes", .null), ("label", .string(InteractiveText.formNoDuration))])]
                                + HabitFormChoices.durations.map {
                                    .object([("minutes", .int($0)), ("label", .string(DurationText.minutes($0)))])
                                })
                    ),
                    (
                        "defaults",
                        .object(
                            HabitFormChoices.Entry.allCases.map { entry in
                                let d = HabitFormChoices.defaults(entry, habits: habits, today: view.today)
                                return (
                                    entry.rawValue,
                                    .object([
                                        ("duration", d.duration.map(JSONValue.int) ?? .null),
                                        ("color", .string(d.color)),
                                    ])
                                )
                            })
                    ),
                    ("save", .string(InteractiveText.formSave)), ("cancel", .string(InteractiveText.formCancel)),
                ])
            ),
        ])
    }

    /// `habit list --json`'s document: `HabitListView.json` and its `"words"`.
    public static func document(_ view: HabitListView) -> JSONValue {
        guard case .object(let fields) = view.json else { return view.json }
        return .object(fields + [("words", json(view))])
    }
}
