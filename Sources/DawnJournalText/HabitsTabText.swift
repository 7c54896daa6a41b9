import DawnJournal

/// The Habits tab's words (`dawn-journal ui`, tab 4): its hints, the add/edit form's labels and
/// placeholders, its prompts and confirmations. The list's own words are `HabitText`'s, as
/// `habit list` prints them; refusals are `RefusalText`'s, as `habit add` words them.
extension InteractiveText {
    /// After the empty state ("Get started by adding your first habit."): the key to it.
    public static let addFirstHabit = "Press a to add one."

    /// The form's title when it edits a habit ("Add habit" when it adds one).
    public static func editHabit(_ habit: Habit) -> String { "Edit " + habit.label }

    /// The form's field labels, in the form's order.
    public static let formName = "Name"
    public static let formEmoji = "Emoji"
    public static let formColor = "Color"
    public static let formDuration = "Duration"
    public static let formDescription = "Description"
    public static let formDays = "Weekdays"
    public static let formTarget = "Target"
    public static let formUnit = "Unit"
    public static let formGoal = "Goal"
    public static let formLimit = "Limit"

    /// What an empty field shows (dim): the description's question is the seed's.
    public static let formNamePlaceholder = "required, at most 50 characters"
    public static let formEmojiPlaceholder = "one emoji: 🏃"
    public static let formColorPlaceholder = "auto"
    public static let formDurationPlaceholder = "none (a checkbox habit)"
    public static let formDescriptionPlaceholder = "Why does this matter to you?"
    public static let formDaysPlaceholder = "every day, or mon,wed,fri"
    public static let formTargetPlaceholder = "or 3/week, 10/month"
    public static let formUnitPlaceholder = "an amount in one word: glasses"
    public static let formGoalPlaceholder = "at least this much a day: 8"
    public static let formLimitPlaceholder = "at most this much a day: 2"
    /// Beside the name when editing: the name changes with `r`.
    public static let formRenameWithR = "r renames"
    /// The duration's choices, after the field (the minutes PRODUCT.md offers).
    public static let formDurationChoices = "←/→ none 15 30 45 60 90 120 min, or type 1h15m"
    public static let formColorChoices = "←/→ or #RRGGBB"
    /// The duration choice of a checkbox habit.
    public static let formNoDuration = "none"
    public static let formSave = "Save"
    public static let formCancel = "Cancel"

    /// Confirmations of the tab's changes.
    public static func habitAdded(_ habit: Habit) -> String { "Added \(habit.label)." }
    public static func habitSaved(_ habit: Habit) -> String { "Saved \(habit.label)." }
    public static func habitMoved(_ habit: Habit, to position: Int, of count: Int) -> String {
        "Moved \(habit.name) to \(position) of \(count)."
    }
    public static func habitRenamed(from old: String, _ habit: Habit, dayFiles: Int) -> String {
        "Renamed \(old) to \(habit.name)"
            + (dayFiles > 0 ? " in habits.toml and \(dayFiles) day file\(dayFiles == 1 ? "" : "s")." : ".")
    }
    public static func habitArchived(_ habit: Habit) -> String {
        "Archived \(habit.name)" + (habit.archived.map { " from \($0)" } ?? "") + "; its history stays."
    }
    public static func habitUnarchived(_ habit: Habit) -> String { "\(habit.name) counts again from today." }
    public static func habitDeleted(_ habit: Habit, days: Int) -> String {
        days > 0 ? "Deleted \(habit.name) and its \(HabitText.days(days)) of history." : "Deleted \(habit.name)."
    }

    /// The rename prompt, before the name being typed.
    public static func renamePrompt(_ habit: Habit) -> String { "Rename \(habit.name) to: " }
    /// Deleting a habit: the first of two steps for one with history (after
    /// `HabitText.deletesHistory`), the only one for one without.
    public static let continueYesNo = "Continue? y/n"
    public static func confirmDeleteHabit(_ name: String) -> String { "Delete \(name)? y/n" }
}
