import DawnJournalModel
import DawnJournalParse

/// The registry: every validation rule, in the order they run.
package enum Rules {
    package static let all: [any Rule] = [
        UnknownHabitRule(),
        DayPathRule(),
        FrontMatterDateRule(),
        ConflictMarkerRule(),
        DuplicateChecklistItemRule(),
        FutureDateRule(),
        HabitNameRule(),
        HabitDescriptionRule(),
        HabitEmojiRule(),
        HabitColorRule(),
        HabitContrastRule(),
        HabitDurationRule(),
        HabitDatesRule(),
        HabitPausesRule(),
        HabitScheduleRule(),
        JournalSettingsRule(),
        UnknownKeyRule(),
        OffGridRule(),
        NightRule(),
        AmountRule(),
        OverlapRule(),
        StillRunningRule(),
        InactiveHabitRule(),
        EmojiMismatchRule(),
        FormerNameRule(),
        StrayFileRule(),
        LinkLeavingJournalRule(),
        MergeDriverRule(),
    ]
}
