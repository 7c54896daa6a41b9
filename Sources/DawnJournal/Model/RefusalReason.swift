/// Why the library refused a request, with what the refusal is about: one case per refusal,
/// each with a stable `code` (`RefusalCode`). Docs/API.md documents every case.
///
/// The library never words a refusal: a front end turns the case into its own sentence, and
/// names its own option or command to use (the command line's wording is in
/// `Sources/DawnJournalCLI/Support/RefusalText.swift`). An app branches on the case.
/// Keys are habits.toml's (`goal`, `days`), never a command line's options.
public enum RefusalReason: Sendable, Equatable {
    /// Where an editor's safety check stopped a change to habits.toml.
    public enum HabitsOperation: String, Sendable, Equatable {
        /// Appending a habit's table.
        case add
        /// Setting or removing one field's line.
        case edit
        /// Removing a habit's table.
        case remove
        /// Moving a habit's table.
        case move
    }

    /// What Git stopped in the middle of, in the repository that holds the journal.
    public enum GitOperation: String, Sendable, Equatable {
        case merge, rebase, applyPatches, cherryPick, revert
    }

    // MARK: The journal's files

    /// The storage could not read, list or write a file; `reason` is the storage's own words.
    case storage(reason: String)
    /// A day file that was listed could not be read when the command came to it (a link to nothing).
    case dayFileMissing
    /// The journal has no habits.toml.
    case habitsFileMissing
    /// habits.toml is not valid TOML (the diagnostic of the first TOML error).
    case habitsSyntax(Diagnostic)
    /// A day file to be changed has an error (its first one); it must be fixed first.
    case dayFileInvalid(Diagnostic)
    /// habits.toml has an error that keeps an editor from changing it (its first one).
    case habitsInvalid(Diagnostic)
    /// The change would add a lint error to habits.toml (the first new one).
    case lintError(Diagnostic)
    /// The storage's lock failed with an error of its own, described.
    case lockFailed(description: String)

    // MARK: Naming a habit

    /// A name that, without accents, fits several habits.
    case ambiguousHabit(name: String, candidates: [Habit])
    /// A name that no habit has; `suggestion` is the closest habit, `known` every habit's name.
    case unknownHabit(name: String, suggestion: Habit?, known: [String])

    // MARK: A habit's name, id and fields

    /// An empty name; a name is 1 to `maximum` characters.
    case emptyName(maximum: Int)
    /// A name longer than `maximum` characters (`length` of them).
    case nameTooLong(name: String, length: Int, maximum: Int)
    /// A name of several lines.
    case multilineName
    /// A name holding ` -- `, which starts a note in a day file.
    case nameWithNote
    /// A name day files would read differently; `problem` says how (as lint's ambiguous-name does).
    case unreadableName(name: String, problem: String)
    /// A name (or id) another habit already answers to.
    case nameTaken(name: String, by: Habit)
    /// A name that is a former name of another habit, which day files may still use.
    case formerNameTaken(name: String, by: Habit)
    /// An id with characters other than letters, digits, `-` and `_`.
    case invalidID(String)
    /// A new habit's id that another habit already has.
    case idTaken(String)
    /// A new id that is already the habit's own.
    case sameID(habit: Habit, id: String)
    /// A new id that is already another habit's id or name.
    case idInUse(String)
    /// An edit that gives no field to change.
    case nothingToChange
    /// An emoji field that is not an emoji.
    case invalidEmoji(String)
    /// A colour that is neither `#RRGGBB` nor a preset.
    case invalidColor(String)
    /// A duration that cannot be read.
    case invalidDuration(String)
    /// A duration that is not a multiple of the `slot` minutes.
    case durationOffGrid(duration: String, slot: Int)
    /// A description of more than `maximum` characters (`length` of them).
    case descriptionTooLong(length: Int, maximum: Int)
    /// A description of several lines.
    case multilineDescription
    /// A weekday name that is not one (empty for an empty one).
    case invalidWeekday(String)
    /// A target that is not `N/week` or `N/month`.
    case invalidTarget(String)
    /// An `every` that is not `Nd` (1 to 366 days).
    case invalidEvery(String)
    /// A unit that is not one word of at most 20 characters.
    case invalidUnit(String)
    /// A goal or limit (`key`) that is not an amount.
    case invalidAmount(key: String, text: String)
    /// A goal of zero, which every day meets.
    case zeroGoal
    /// Two keys that exclude each other (two of `days`, `target` and `every`; `goal` and
    /// `limit`), both given.
    case conflictingKeys(String, String)
    /// A key given that excludes one the habit already has (`existing`).
    case conflictsWithExisting(habit: String, key: String, existing: String)
    /// A unit cleared while the habit keeps its goal or limit (`key`).
    case unitStillNeeded(habit: String, key: String)
    /// A goal or limit (`key`) given without a unit.
    case unitNeeded(key: String)
    /// habits.toml, once changed, would no longer hold the habit.
    case habitWouldBeLost(Habit)

    // MARK: Habit commands

    /// Un-archiving a habit that is not archived.
    case notArchived(Habit)
    /// Archiving a habit before the day it starts.
    case archiveBeforeStart(habit: Habit, since: LocalDate)
    /// Archiving a habit on a `date` on or before the last day of one of its `pause`s (the one
    /// holding the date, else the last to end after it): the two pauses would overlap.
    case archiveInPause(habit: Habit, pause: HabitPause, date: LocalDate)
    /// A position (1-based) outside the habits' order; `count` is the number of habits, nil
    /// when the position is below 1 whatever the journal holds.
    case positionOutOfRange(position: Int, count: Int?)
    /// Moving a habit next to itself.
    case moveNextToItself(Habit)
    /// Removing a habit that day files mention: on `days` days, `entries` lines.
    case habitHasHistory(habit: Habit, days: Int, entries: Int)

    // MARK: Logging and unlogging

    /// A note of several lines.
    case multilineNote
    /// A skip (a rest day) given with an amount, a total, a time, a length or a tick.
    case skipWithDetails
    /// An amount to add and a day's total, both given.
    case amountAndTotal
    /// An amount for a habit without a unit.
    case noUnit(Habit)
    /// A time or length for a habit that goes in the checklist (`skipping` when skipped).
    case timeForChecklist(habit: Habit, skipping: Bool)
    /// Logging on a date after today.
    case futureLog(date: LocalDate, today: LocalDate)
    /// A start at or past the night's end (24:00 plus `day_starts`).
    case startPastNightEnd(at: TimeOfDay, nightEnd: TimeOfDay)
    /// A start later than the current slot.
    case futureStart(start: TimeOfDay, date: LocalDate, nowSlot: TimeOfDay, today: LocalDate)
    /// A timed habit on another day than today, with no time.
    case timeNeeded(habit: Habit, date: LocalDate)
    /// An entry of `minutes` ending now would start before the day began.
    case startsBeforeDay(minutes: Int, nowSlot: TimeOfDay)
    /// An entry that would run past the night's end.
    case pastNightEnd(start: TimeOfDay, minutes: Int, nightEnd: TimeOfDay)
    /// A habit whose name a day file cannot hold; `problem` says why.
    case unwritableName(habit: Habit, problem: String)
    /// Logging an archived habit on a date it no longer counts.
    case habitArchived(habit: Habit, date: LocalDate)
    /// An amount for an instance already on the timeline (at `start`-`end`, on `line`).
    case entryExists(habit: Habit, start: TimeOfDay, end: TimeOfDay, line: Int, amount: Amount)
    /// Setting a total while the timeline holds amounts of the habit (on `line`).
    case amountOnTimeline(habit: Habit, line: Int)
    /// Setting a total would merge records (`lines`) and lose the note on `noteLine`.
    case recordsWithNote(habit: Habit, lines: [Int], noteLine: Int)
    /// Skipping a habit that is on the day's timeline (on `line`).
    case skipTimed(habit: Habit, line: Int)
    /// Skipping a habit that is ticked (on `line`).
    case skipTicked(habit: Habit, line: Int)
    /// A note for something already logged whose line has another note (`note`, on `line`).
    case noteExists(habit: Habit, line: Int, note: String)
    /// A note a day file would read back differently (it starts with a mark that would join
    /// the space before it, say).
    case unwritableNote(note: String)
    /// Unlogging without a time when the habit has several entries that day.
    case whichEntry(habit: Habit, date: LocalDate, starts: [TimeOfDay])
    /// Entries of the habit that start together (at their `entries`' times) when the request
    /// gives a start alone, or that have the same times and differ, with no position given.
    case entriesStartTogether(habit: Habit, date: LocalDate, entries: [Range<TimeOfDay>])
    /// No entry of the habit starts at `at` that day; `entries` are the ones it has.
    case noEntry(habit: Habit, date: LocalDate, at: TimeOfDay, entries: [Range<TimeOfDay>])
    /// A position (1-based) past the `count` identical entries at a start.
    case noEntryAtPosition(habit: Habit, date: LocalDate, count: Int, position: Int)
    /// Moving an entry to a start later than the current slot.
    case futureMove(start: TimeOfDay, date: LocalDate, nowSlot: TimeOfDay, today: LocalDate)
    /// Starting a timer on a checkbox habit, which has no timeline entries.
    case timerForChecklist(Habit)
    /// Starting a timer on `date`, which is not the journal's `today`: a timer runs now.
    case timerNotToday(date: LocalDate, today: LocalDate)
    /// Stopping a timer when nothing is running on `date` (of `habit`, when one is named).
    case nothingRunning(habit: Habit?, date: LocalDate)
    /// Stopping a timer at `at`, before the running entry of `habit` started (`start`).
    case stopBeforeStart(habit: Habit, start: TimeOfDay, at: TimeOfDay)
    /// Stopping a timer at `at`, later than now (`now`, a journal-day time).
    case futureStop(at: TimeOfDay, now: TimeOfDay)
    /// Toggling a habit counted in a unit, which has no box.
    case noBox(Habit)
    /// Ticking a timed habit that has entries on that day (their times): its box follows the
    /// timeline, so a tick would change nothing a view shows.
    case doneOnTimeline(habit: Habit, date: LocalDate, entries: [Range<TimeOfDay>])
    /// A toggle that expected the box `expected` found it `found`: it changed since it was shown.
    case boxChanged(habit: Habit, date: LocalDate, expected: ChecklistItem.State, found: ChecklistItem.State)
    /// A note edit that expected the entry's note `expected` found `found`: it changed since the editor opened.
    case noteChanged(habit: Habit, start: TimeOfDay, end: TimeOfDay, expected: String?, found: String?)

    // MARK: Editing files (the editors' safety checks)

    /// An edit would join two lines' endings (a lone CR before an empty line) in a day file.
    case dayLineEndingsWouldJoin
    /// A change to habits.toml would join two lines' endings (a lone CR before an empty line).
    case habitsLineEndingsWouldJoin(HabitsOperation)
    /// A day-file edit would make the file invalid.
    case editWouldInvalidate
    /// A day-file edit would change more than it means to.
    case editTooBroad
    /// habits.toml, once changed, would not read back as expected.
    case habitsWouldNotReadBack(HabitsOperation)
    /// A table sits under `[habits.ID]`, so setting a field would not read back.
    case tableUnderHabit(id: String)
    /// The header of `[habits.ID]` spans lines.
    case multilineHeader(id: String)
    /// No habit of this id in habits.toml.
    case noHabitID(String)
    /// No habit of this id, or no such position, for a move.
    case noHabitOrPosition(id: String, position: Int)
    /// A line among the habits' tables that is not a plain `[habits.ID]` table (its text quoted).
    case notPlainTable(line: Int, text: String)
    /// A habit not written as a `[habits.ID]` table (a dotted key or an inline table).
    case notATable(Habit, HabitsOperation)
    /// The habits' tables are not in the order habits.toml lists them.
    case tablesOutOfOrder
    /// The line to change is not a timeline entry.
    case notAnEntry(line: Int)
    /// The line to change is not a checklist item.
    case notAnItem(line: Int)
    /// The line to change is neither an entry nor a checklist item.
    case notAnEntryOrItem(line: Int)
    /// The file has no such line.
    case noLine(Int)

    // MARK: Undo

    /// A line an undo would take back (`text`, nil when the undo puts lines back between
    /// others) is no longer where the edit left it in `path` (at about `line`): it changed since.
    case undoConflict(path: String, line: Int, text: String?)
    /// Undoing would leave a file with an error (its first one): the lines around the edit
    /// changed since.
    case undoWouldBreak(Diagnostic)
    /// An undo handle (`JournalUndo`'s JSON) that is malformed, too large, or names a file no
    /// edit writes; `reason` says what is wrong.
    case undoHandleInvalid(reason: String)

    // MARK: Dates, files and imports

    /// Editing a date after today.
    case futureEdit(date: LocalDate, today: LocalDate)
    /// A report's year outside 1 to 9999.
    case invalidYear(Int)
    /// A report's first day after its last.
    case reportDatesReversed(first: LocalDate, last: LocalDate)
    /// A report of more than `maximum` days.
    case reportTooLong(first: LocalDate, last: LocalDate, maximum: Int)
    /// An export's first day after its last.
    case exportDatesReversed(first: LocalDate, last: LocalDate)
    /// Formatting a path that is not a day file.
    case notADayFile(String)
    /// An archive without Habits.csv: not a Loop Habit Tracker export.
    case notALoopExport
    /// A Habits.csv (at `path`) without a Name column.
    case loopHabitsWithoutNames(path: String)
    /// A Loop habit (at `position` in Habits.csv) whose name a new habit cannot have, `because`.
    indirect case loopHabitRefused(name: String, position: Int, because: RefusalReason)
    /// A file of an export (at `path`) larger than an import reads (`bytes` of them, more than `limit`).
    case loopFileTooLarge(path: String, bytes: Int, limit: Int)
    /// An export whose CSV files hold more than `limit` bytes in all.
    case loopCSVTooLarge(limit: Int)
    /// An export whose Checkmarks.csv files hold more than `limit` days of habits in all.
    case loopTooManyRecords(limit: Int)

    // MARK: Git

    /// A git command holds the index of the repository at `workTree` (its `lock` file) for too long.
    case gitIndexLocked(workTree: String, lock: String)
    /// Git stopped in the middle of an operation in the repository at `workTree`; a write now
    /// would be overwritten or taken away by its next step.
    case gitOperationStopped(GitOperation, workTree: String)
}
