/// What a new journal holds (`init`): habits.toml with one timed and one checkbox habit to
/// edit, both counting from today, and a .gitignore for what writers leave beside the files.
public enum NewJournal {
    /// habits.toml, its habits counting from the journal's today (default `day_starts`).
    public static func habitsFile(now: LocalDateTime) -> [UInt8] {
        Array(template(since: JournalSettings.default.clock.journalDate(at: now)).utf8)
    }

    /// The lock and the temporary files of writers are not part of the journal, nor is the
    /// page `report` writes into the root by default.
    public static let gitignore = Array(".dawn-journal.lock\n.*.dawn-tmp-*\nreport.html\n".utf8)

    static func template(since: LocalDate) -> String {
        """
        # dawn-journal habits: one [habits.ID] table per habit, shown in this order.
        # The ID (after "habits.") is stable; day files name a habit by its name or its ID.
        # Fields: name (required), emoji, color (#RRGGBB or coral, peach, sun, mint, sky,
        # lavender, rose, stone), duration (timed habits), description, since, archived, icon.
        # How it is counted (a habit is daily unless it says otherwise):
        #   days = ["mon", "tue", "wed", "thu", "fri"]   only on these weekdays
        #   target = "3/week"                            N days a week (or "10/month")
        #   unit = "glasses" and goal = 8                at least 8 a day (log water 2)
        #   unit = "cups" and limit = 2                  at most 2 a day
        #
        # Suggestions, the checklist app's four examples: Morning exercise and Journal before bed
        # (below, ready to use), Read for 30 minutes and Drink 8 glasses of water. To add one,
        # remove the "# " before each of its lines (or use `dawn-journal habit add`).
        #
        # [habits.read]
        # name = "Read for 30 minutes"
        # emoji = "📚"
        # color = "sun"
        # duration = "30m"
        #
        # [habits.water]
        # name = "Drink 8 glasses of water"
        # emoji = "💧"
        # color = "mint"
        # unit = "glasses"
        # goal = 8

        [journal]
        # Until this hour, "today" still means yesterday (for late nights). At most "08:00".
        day_starts = "04:00"
        # The timeline's slot: entries start and last in multiples of it.
        slot = "15m"
        # The first day of a week: for the week strip and for targets such as "3/week".
        week_starts = "monday"

        # A timed habit: it goes on the day's timeline, 30 minutes unless said otherwise.
        [habits.morning-exercise]
        name = "Morning exercise"
        emoji = "🏃"
        color = "coral"
        duration = "30m"
        description = "Start the day moving."
        since = \(since)

        # A checkbox habit (no duration): ticked in the day's checklist.
        [habits.journal]
        name = "Journal before bed"
        emoji = "📓"
        color = "lavender"
        since = \(since)

        """
    }
}
