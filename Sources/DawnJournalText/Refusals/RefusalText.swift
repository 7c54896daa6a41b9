import DawnJournal

/// How a front end names the ways to fix a request in a refusal's sentence: its options and
/// its commands. The command line's are `--emoji` and `dawn-journal habit add NAME`; an app
/// names its own fields and buttons.
public struct RefusalVocabulary: Sendable {
    /// An option by its name (`emoji`, `at`): the command line says `--emoji`.
    public var option: @Sendable (String) -> String
    /// A command to run, with its arguments (`habit add NAME`): the command line says
    /// `dawn-journal habit add NAME`.
    public var invocation: @Sendable (String) -> String
    /// A command by its name alone (`fmt`, `habit move`).
    public var command: @Sendable (String) -> String

    /// A vocabulary of these three namings.
    public init(
        option: @escaping @Sendable (String) -> String, invocation: @escaping @Sendable (String) -> String,
        command: @escaping @Sendable (String) -> String
    ) {
        self.option = option
        self.invocation = invocation
        self.command = command
    }
}

/// The sentence of every library refusal (`RefusalReason`), in English, lower-case, quoting
/// what it is about: one switch over the catalog. The ways to fix a request (an option, a
/// command) come from the front end's `RefusalVocabulary`; the command line passes its own,
/// and the language server words refusals through the command line's.
public enum RefusalText {
    /// The fields of a habit a request can change, in the order a sentence lists them.
    static let fieldOptions = [
        "id", "emoji", "color", "duration", "description", "since", "days", "target", "every", "unit", "goal", "limit",
    ]

    /// `file:line:col: sentence`, `file: sentence` or the sentence alone, with `file` shown by
    /// `display` (the command line shows it from the current folder).
    public static func text(
        _ refusal: JournalRefusal, _ v: RefusalVocabulary, showingPath display: (String) -> String = { $0 }
    ) -> String {
        let message = sentence(refusal, v)
        guard let file = refusal.file else { return message }
        let place = display(file) + (refusal.range.map { ":\($0.line):\($0.column)" } ?? "")
        return "\(place): \(message)"
    }

    /// The refusal's sentence, with what was given up ("; nothing was renamed") after it.
    public static func sentence(_ refusal: JournalRefusal, _ v: RefusalVocabulary) -> String {
        if case .dayFileInvalid(let d) = refusal.reason, refusal.undone == .change {
            return "\(d.message) [\(d.code)]; fix it first, nothing was changed"
        }
        let text = sentence(refusal.reason, v)
        switch refusal.undone {
        case nil: return text
        case .change: return text + "; nothing was changed"
        case .rename: return text + "; nothing was renamed"
        case .removal: return text + "; nothing was removed"
        case .import: return text + "; nothing was imported"
        }
    }

    /// One sentence, lower-case, quoting what it is about, naming the option or command that
    /// would fix the request.
    public static func sentence(_ reason: RefusalReason, _ v: RefusalVocabulary) -> String {
        switch reason {
        // The journal's files
        case .storage(let why): return why
        case .dayFileMissing, .habitsFileMissing: return "no such file"
        case .habitsSyntax(let d): return "\(d.message); fix it first (run '\(v.invocation("lint"))')"
        case .dayFileInvalid(let d): return "\(d.message) [\(d.code)]; fix it first (the file was left unchanged)"
        case .habitsInvalid(let d): return "\(d.message); fix habits.toml first (it was left unchanged)"
        case .lintError(let d): return "\(d.message) [\(d.code)]; habits.toml was left unchanged"
        case .lockFailed(let description): return description

        // Naming a habit
        case .ambiguousHabit(let name, let candidates):
            let names = candidates.map { "'\($0.name)' (\($0.id))" }
            return
                "'\(name)' could be \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""); write the name with its accents, or the id. Nothing was written."
        case .unknownHabit(let name, let suggestion?, _):
            return "no habit named '\(name)'; did you mean '\(suggestion.name)'? Nothing was written."
        case .unknownHabit(let name, nil, let known):
            let list =
                known.isEmpty
                ? "habits.toml defines none yet: add one with '\(v.invocation("habit add NAME"))'"
                : "habits: " + known.joined(separator: ", ")
            return "no habit named '\(name)' (\(list)). Nothing was written."

        // A habit's name, id and fields
        case .emptyName(let maximum): return "a habit needs a name of 1 to \(maximum) characters"
        case .nameTooLong(let name, let length, let maximum):
            return "'\(name.prefix(20))…' is \(length) characters; a name is at most \(maximum)"
        case .multilineName: return "a name must be one line"
        case .nameWithNote: return "a name cannot contain ' -- ' (it starts a note in day files)"
        case .unreadableName(let name, let problem): return "'\(name)' cannot be a name: \(problem)"
        case .nameTaken(let name, let other):
            return "'\(name)' is already the name or id of '\(other.name)' (\(other.id)); names must differ"
        case .formerNameTaken(let name, let other):
            return
                "'\(name)' is a former name of '\(other.name)' (\(other.id)), and day files may still use it; names must differ"
        case .invalidID(let id): return "'\(v.option("id"))' takes letters, digits, - and _ only, not '\(id)'"
        case .idTaken(let id): return "the id '\(id)' is already taken"
        case .sameID(let habit, let id): return "'\(habit.name)' already has the id '\(id)'"
        case .idInUse(let id): return "the id '\(id)' is already the id or name of another habit"
        case .nothingToChange:
            return
                "nothing to change: give at least one of \(RefusalText.fieldOptions.map(v.option).joined(separator: ", "))"
        case .invalidEmoji(let e):
            return
                "'\(v.option("emoji"))' takes an emoji such as 🏃, not '\(excerpt(e))' (\(v.option("emoji")) \"\" clears it)"
        case .invalidColor(let c):
            return
                "'\(v.option("color"))' takes #RRGGBB (or RRGGBB) or one of \(HabitColor.presets.map(\.name).joined(separator: ", ")), not '\(excerpt(c))'"
        case .invalidDuration(let d):
            return
                "'\(v.option("duration"))' takes a duration like 15m, 30m, 1h or 1h30m, not '\(excerpt(d))' (\(v.option("duration")) none makes it a checkbox habit)"
        case .durationOffGrid(let d, let slot):
            return "a duration must be a multiple of the \(slot)-minute slot; \(d) is not"
        case .descriptionTooLong(let length, let maximum):
            return "a description is at most \(maximum) characters; this one has \(length)"
        case .multilineDescription: return "'\(v.option("description"))' must be one line"
        case .invalidWeekday(let word):
            let what = word.isEmpty ? "an empty name (two commas in a row?)" : "'\(excerpt(word))'"
            return
                "'\(v.option("days"))' takes weekdays separated by commas, such as mon,wed,fri (or monday,wednesday,friday); \(what) is not a weekday"
        case .invalidTarget(let text):
            return
                "'\(v.option("target"))' takes how many days per week or month, such as 3/week (1 to 7) or 10/month (1 to 31), or in any M days, such as 2/3d; not '\(excerpt(text))'"
        case .invalidEvery(let text):
            return
                "'\(v.option("every"))' takes a number of days, such as 3d (1 to 366); not '\(excerpt(text))'"
        case .invalidUnit(let text):
            return
                "'\(v.option("unit"))' takes one word of at most 20 characters that does not start with a digit, such as glasses, km or pages; not '\(excerpt(text))'"
        case .invalidAmount(let key, let text):
            return
                "'\(v.option(key))' takes an amount from 0 to 999999999 with at most three decimals, such as \(key == "goal" ? "8" : "2") or 2.5; not '\(excerpt(text))'"
        case .zeroGoal:
            return
                "'\(v.option("goal")) 0' is met by every day; give a goal above 0, or keep days at zero with \(v.option("limit")) 0"
        case .conflictingKeys(let a, let b):
            return "give \(v.option(a)) or \(v.option(b)), not both: \(exclusion(a, b))"
        case .conflictsWithExisting(let name, let key, let existing):
            let what = existing == "days" ? "days" : existing == "every" ? "an every-N-days rhythm" : "a \(existing)"
            return
                "'\(name)' already has \(what), and \(exclusion(key, existing)); clear it in the same command with \(v.option(existing)) \"\""
        case .unitStillNeeded(let name, let key):
            return
                "'\(name)' has a \(key), which needs a unit; clear the \(key) too with \(v.option(key)) \"\", or keep the unit"
        case .unitNeeded(let key):
            return
                "a \(key) needs a unit: give \(v.option("unit")) too, such as \(v.option(key)) \(key == "goal" ? "8" : "2") \(v.option("unit")) glasses"
        case .habitWouldBeLost(let habit): return "habits.toml would lose '\(habit.name)'; it was left unchanged"

        // Habit commands
        case .notArchived(let habit): return "'\(habit.name)' is not archived"
        case .archiveBeforeStart(let habit, let since):
            return "'\(habit.name)' starts on \(since); archive it on that date or later (or remove it)"
        case .archiveInPause(let habit, let pause, let date):
            let relation = pause.contains(date) ? "lies in" : "comes before"
            return
                "\(date) \(relation) the pause of '\(habit.name)' from \(pause.from) to \(pause.to), whose days are not counted already; archive it on \(pause.to.adding(days: 1)) or later"
        case .positionOutOfRange(let n, nil): return "'\(v.option("to"))' takes a position from 1, not \(n)"
        case .positionOutOfRange(let n, let count?):
            return
                "'\(v.option("to"))' takes a position from 1 to \(count) (habits.toml has \(count) habit\(count == 1 ? "" : "s")), not \(n)"
        case .moveNextToItself(let habit): return "'\(habit.name)' cannot move next to itself; name another habit"
        case .habitHasHistory(let habit, let days, let entries):
            return
                "\(habit.name) has history. \(HabitText.deletesHistory(days: days)) Run again with \(v.option("purge")) to delete it with its \(entries) \(entries == 1 ? "entry" : "entries"), or archive it to keep them"

        // Logging and unlogging
        case .multilineNote: return "'\(v.option("note"))' must be one line"
        case .skipWithDetails:
            return
                "'\(v.option("skip"))' writes a rest day: it takes no amount, \(v.option("set")), \(v.option("at")), \(v.option("for")) or \(v.option("check"))"
        case .amountAndTotal: return "give an amount to add, or \(v.option("set")) for the day's total, not both"
        case .noUnit(let habit):
            return
                "'\(habit.name)' has no unit, so it takes no amount; give it one with '\(v.invocation("habit edit \(habit.id) \(v.option("unit")) UNIT \(v.option("goal")) N"))'"
        case .timeForChecklist(let habit, let skipping):
            return
                "'\(v.option("at"))' and '\(v.option("for"))' are for the timeline; '\(habit.name)' is \(skipping ? "skipped" : "ticked") in the checklist"
        case .futureLog(let date, let today): return "can't log a future date: \(date) is after today (\(today))"
        case .startPastNightEnd(let at, let nightEnd):
            return
                "\(v.option("at")) \(at) is past the night's end (\(nightEnd), 24:00 plus day_starts); log it on the next day"
        case .futureStart(let start, let date, let nowSlot, let today):
            return
                "can't log a start later than now: \(start) on \(date) is after the current slot (\(nowSlot) on \(today)); use \(v.option("date")) for another day"
        case .timeNeeded(let habit, let date):
            return "say when with \(v.option("at")) HH:MM: '\(habit.name)' is timed, and \(date) is not today"
        case .startsBeforeDay(let minutes, let nowSlot):
            return
                "\(DurationSyntax.text(minutes: minutes)) ending now (\(nowSlot)) would start before the day began; say when it started with \(v.option("at")) HH:MM"
        case .pastNightEnd(let start, let minutes, let nightEnd):
            return
                "\(start) +\(DurationSyntax.text(minutes: minutes)) runs past the night's end (\(nightEnd), 24:00 plus day_starts); log the rest on the next day"
        case .unwritableName(let habit, let problem):
            return
                "'\(habit.name)' cannot be written in a day file: \(problem); rename it first ('\(v.invocation("habit rename \(habit.id) NEW"))')"
        case .habitArchived(let habit, let date):
            return
                "'\(habit.name)' was archived on \(habit.archived.map { "\($0)" } ?? "?"), so it can't be logged on \(date); to keep it again, un-archive it first: \(v.invocation("habit unarchive \(habit.id)"))"
        case .entryExists(let habit, let start, let end, let line, let amount):
            return
                "'\(habit.name)' is already on the timeline at \(start)-\(end) (line \(line)); to add \(amount) \(habit.unit(for: amount) ?? "") to the day, log it as a record: \(v.invocation("log \(habit.id) \(amount) \(v.option("check"))"))"
        case .amountOnTimeline(let habit, let line):
            return
                "the timeline holds an amount of '\(habit.name)' too (line \(line)); set the total by editing the file, or log the difference"
        case .recordsWithNote(let habit, let lines, let noteLine):
            return
                "the records of '\(habit.name)' on lines \(lines.map(String.init).joined(separator: ", ")) would become one, and the note on line \(noteLine) would be lost; edit them by hand"
        case .skipTimed(let habit, let line):
            return
                "'\(habit.name)' is on this day's timeline (line \(line)): it was done; remove it first ('\(v.invocation("unlog"))')"
        case .skipTicked(let habit, let line):
            return
                "'\(habit.name)' is ticked on line \(line): it was done; untick it first ('\(v.invocation("unlog"))')"
        case .noteExists(let habit, let line, let note):
            return
                "'\(habit.name)' is already logged with a note on line \(line): \"\(note)\"; nothing written. To change the note, edit the line ('\(v.invocation("edit"))')"
        case .unwritableNote(let note):
            return
                "the note \"\(note)\" would not read back from a day file as written (it starts with a mark that joins the space before it); nothing written"
        case .whichEntry(let habit, let date, let starts):
            return
                "'\(habit.name)' has \(starts.count) entries on \(date) (\(starts.map(\.description).joined(separator: ", "))); say which with \(v.option("at")) HH:MM"
        case .entriesStartTogether(let habit, let date, let entries):
            return
                "'\(habit.name)' has \(entries.count) entries at \(entries.first.map { "\($0.lowerBound)" } ?? "?") on \(date) (\(entries.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ", "))); say which with \(v.option("at")) HH:MM-HH:MM"
        case .noEntry(let habit, let date, let at, let entries):
            return "'\(habit.name)' has no entry at \(at) on \(date)"
                + (entries.isEmpty
                    ? "" : " (it has \(entries.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ", ")))")
        case .noEntryAtPosition(let habit, let date, let count, let position):
            return "'\(habit.name)' has \(count) \(count == 1 ? "entry" : "entries") there on \(date), not \(position)"
        case .timerForChecklist(let habit):
            return
                "'\(habit.name)' is a checkbox habit, ticked in the checklist: a timer is for a timed habit (tick it with '\(v.invocation("log \(habit.id)"))')"
        case .timerNotToday(let date, let today):
            return
                "a timer runs on today (\(today)), not on \(date); put time on \(date) with '\(v.invocation("log HABIT \(v.option("date")) \(date) \(v.option("at")) HH:MM \(v.option("for")) DURATION"))'"
        case .nothingRunning(let habit, let date):
            return (habit.map { "'\($0.name)' is not running" } ?? "nothing is running") + " on \(date)"
        case .stopBeforeStart(let habit, let start, let at):
            return "can't stop '\(habit.name)' at \(at): it started at \(start)"
        case .futureStop(let at, let now):
            return "can't stop a timer later than now: \(at) is after \(now)"
        case .futureMove(let start, let date, let nowSlot, let today):
            return
                "can't move an entry to later than now: \(start) on \(date) is after the current slot (\(nowSlot) on \(today))"
        case .doneOnTimeline(let habit, let date, let entries):
            return
                "'\(habit.name)' is on the timeline on \(date) (\(entries.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ", "))), so its box shows done already; nothing was written — take an entry back with '\(v.invocation("unlog \(habit.id)"))'"
        case .boxChanged(let habit, let date, let expected, let found):
            return
                "'\(habit.name)' on \(date) changed since it was shown: its box is \(found.box), not \(expected.box); nothing was written"
        case .noteChanged(let habit, let start, let end, _, let found):
            return
                "the note changed since you opened it (now \(found.map { "'\($0)'" } ?? "none")); nothing was written to '\(habit.name)' \(start)-\(end)"
        case .noBox(let habit):
            return
                "'\(habit.name)' is counted in \(habit.unit ?? "a unit"), so it has no box to toggle; record an amount with '\(v.invocation("log \(habit.id) N"))', take one back with '\(v.invocation("unlog \(habit.id)"))'"

        // Editing files (the editors' safety checks)
        case .dayLineEndingsWouldJoin:
            return
                "the edit would join two lines' endings (a line ending in a lone CR before an empty line ending in LF); it was left unchanged — run \(v.command("fmt")) on the file first, or edit it by hand"
        case .habitsLineEndingsWouldJoin(let operation):
            let (what, fix) =
                switch operation {
                case .add, .edit: ("removing the line", "edit it by hand")
                case .remove: ("removing the table", "remove the habit by hand")
                case .move: ("moving the table", "move it by hand")
                }
            return
                "\(what) would join two lines' endings (a lone CR before an empty line); it was left unchanged — \(fix)"
        case .editWouldInvalidate: return "the edit would make the file invalid; it was left unchanged"
        case .editTooBroad:
            return
                "the edit would change more than it means to (the file's structure is unusual); it was left unchanged — edit it by hand"
        case .habitsWouldNotReadBack(let operation):
            switch operation {
            case .add:
                return
                    "habits.toml would not read back as expected (is `habits` written as an inline table?); it was left unchanged — add the habit by hand"
            case .edit: return "habits.toml would not read back as expected; it was left unchanged — edit it by hand"
            case .remove:
                return "habits.toml would not read back as expected; it was left unchanged — remove the habit by hand"
            case .move:
                return
                    "habits.toml would not read back as the same habits in the new order; it was left unchanged — move the table by hand"
            }
        case .tableUnderHabit(let id):
            return
                "habits.toml would not read back as expected (does another table sit under [habits.\(id)]?); it was left unchanged — edit it by hand"
        case .multilineHeader(let id): return "the header of [habits.\(id)] is not one line; edit it by hand"
        case .noHabitID(let id): return "no habit '\(id)' in habits.toml"
        case .noHabitOrPosition(let id, let position):
            return "no habit '\(id)' in habits.toml, or no position \(position)"
        case .notPlainTable(let line, let text):
            return
                "line \(line), '\(excerpt(text))', is not a plain [habits.ID] table; '\(v.command("habit move"))' moves whole [habits.ID] blocks only — reorder the habits by hand"
        case .notATable(let habit, .move):
            return
                "'\(habit.name)' is not written as a [habits.\(habit.id)] table (a dotted key or an inline table?); '\(v.command("habit move"))' moves whole [habits.ID] blocks only — reorder the habits by hand"
        case .notATable(let habit, _):
            return "'\(habit.name)' is not written as a [habits.\(habit.id)] table in habits.toml; edit it by hand"
        case .tablesOutOfOrder:
            return "the habits' tables are not in the order habits.toml lists them; reorder the habits by hand"
        case .notAnEntry(let line): return "line \(line) is not a timeline entry"
        case .notAnItem(let line): return "line \(line) is not a checklist item"
        case .notAnEntryOrItem(let line): return "line \(line) is neither an entry nor a checklist item"
        case .noLine(let line): return "no line \(line)"

        // Undo
        case .undoConflict(_, let line, let text?):
            return "line \(line), '\(excerpt(text))', changed since the edit; nothing was undone"
        case .undoConflict(_, let line, nil):
            return "the lines around line \(line) changed since the edit; nothing was undone"
        case .undoHandleInvalid(let reason): return "the undo handle is not valid: \(reason); nothing was undone"
        case .undoWouldBreak(let d):
            return
                "undoing would leave an error, \(d.message) [\(d.code)]: the lines around the edit changed since; nothing was undone"

        // Dates, files and imports
        case .futureEdit(let date, let today):
            return
                "can't edit a future date: \(date) is after today (\(today)); look at it with '\(v.invocation("day \(date)"))'"
        case .invalidYear(let year): return "'\(v.option("year"))' takes a year from 1 to 9999, not '\(year)'"
        case .reportDatesReversed(let first, let last): return "the first day \(first) is after the last day \(last)"
        case .reportTooLong(let first, let last, let maximum):
            return "a report covers at most \(maximum) days; \(first) to \(last) is \(first.days(to: last) + 1)"
        case .exportDatesReversed(let first, let last): return "the first day, \(first), comes after the last, \(last)"
        case .notADayFile(let path):
            return
                "'\(path)' is not a day file: \(v.command("fmt")) formats only files named YYYY-MM-DD.md under the journal's days/ folder"
        case .notALoopExport: return "no Habits.csv: this is not a Loop Habit Tracker export (Settings → Export as CSV)"
        case .loopHabitsWithoutNames(let path):
            return "\(path) has no header with a Name column: not a Loop Habit Tracker export"
        case .loopHabitRefused(let name, let position, let because):
            return
                "Loop's habit '\(name)' (position \(position) in Habits.csv) cannot be imported: \(sentence(because, v)). Rename it in Loop, or in the export's Habits.csv, and import again"
        case .loopFileTooLarge(let path, let bytes, let limit):
            return tooLarge("\(path) holds \(bytes) bytes, more than \(limit) bytes")
        case .loopCSVTooLarge(let limit): return tooLarge("its CSV files hold more than \(limit) bytes in all")
        case .loopTooManyRecords(let limit):
            return tooLarge("its Checkmarks.csv files hold more than \(limit) days of habits in all")

        // Git
        case .gitIndexLocked(let workTree, let lock):
            return
                "Git is working in \(workTree) (its index is locked): wait for it to finish, or remove \(lock) if no git command is running, then run this again"
        case .gitOperationStopped(let operation, let workTree):
            let git = command(operation)
            return
                "Git is \(doing(operation)) in \(workTree): finish it with '\(git) \(gitOption("continue"))' or '\(git) \(gitOption("abort"))', then run this again"
        }
    }

    /// What Git is in the middle of: "merging", "rebasing".
    public static func doing(_ operation: RefusalReason.GitOperation) -> String {
        switch operation {
        case .merge: "merging"
        case .rebase: "rebasing"
        case .applyPatches: "applying patches"
        case .cherryPick: "cherry-picking"
        case .revert: "reverting"
        }
    }

    /// The git command that finishes an operation: `git merge`.
    public static func command(_ operation: RefusalReason.GitOperation) -> String {
        switch operation {
        case .merge: "git merge"
        case .rebase: "git rebase"
        case .applyPatches: "git am"
        case .cherryPick: "git cherry-pick"
        case .revert: "git revert"
        }
    }

    /// An option of git's own (not the front end's): `continue` is git's double-dash `continue`.
    static func gitOption(_ name: String) -> String { "--" + name }

    /// An export larger than an import reads, saying how.
    public static func tooLarge(_ what: String) -> String {
        "the export is larger than an import reads: \(what) (Docs/IMPORT.md has the limits)"
    }

    /// Why two keys exclude each other.
    static func exclusion(_ key: String, _ other: String) -> String {
        key == "every" || other == "every"
            ? "a habit is due every N days, on certain weekdays or N times a period: one of them"
            : key == "days" || key == "target"
                ? "a habit is kept on certain weekdays or N times a period, not both"
                : "a habit has a goal (at least N a day) or a limit (at most N a day), not both"
    }

    /// An import's warning as one sentence.
    public static func warning(_ w: ImportWarning, _ v: RefusalVocabulary) -> String {
        switch w {
        case .text(let text): return text
        case .notAdded(let habit, let refusal): return "'\(habit)' was not added: \(sentence(refusal, v))"
        case .recordsNotAdded(let path, let records, let refusal):
            return
                "\(path): \(sentence(refusal, v)); Loop's \(records == 1 ? "record was" : "records were") not added to it"
        }
    }
}
