/// The catalog of every refusal's stable code, one per `RefusalReason` case, with its kind and
/// one sentence of documentation (Docs/API.md lists each with its parameters; a test checks
/// that the two agree). An app branches on the code; the wording belongs to the front end.
public enum RefusalCode: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case storage = "storage"
    case dayFileMissing = "day-file-missing"
    case habitsFileMissing = "habits-file-missing"
    case habitsSyntax = "habits-syntax"
    case dayFileInvalid = "day-file-invalid"
    case habitsInvalid = "habits-invalid"
    case lintError = "lint-error"
    case lockFailed = "lock-failed"
    case ambiguousHabit = "ambiguous-habit"
    case unknownHabit = "unknown-habit"
    case emptyName = "empty-name"
    case nameTooLong = "name-too-long"
    case multilineName = "multiline-name"
    case nameWithNote = "name-with-note"
    case unreadableName = "unreadable-name"
    case nameTaken = "name-taken"
    case formerNameTaken = "former-name-taken"
    case invalidID = "invalid-id"
    case idTaken = "id-taken"
    case sameID = "same-id"
    case idInUse = "id-in-use"
    case nothingToChange = "nothing-to-change"
    case invalidEmoji = "invalid-emoji"
    case invalidColor = "invalid-color"
    case invalidDuration = "invalid-duration"
    case durationOffGrid = "duration-off-grid"
    case descriptionTooLong = "description-too-long"
    case multilineDescription = "multiline-description"
    case invalidWeekday = "invalid-weekday"
    case invalidTarget = "invalid-target"
    case invalidEvery = "invalid-every"
    case invalidUnit = "invalid-unit"
    case invalidAmount = "invalid-amount"
    case zeroGoal = "zero-goal"
    case conflictingKeys = "conflicting-keys"
    case conflictsWithExisting = "conflicts-with-existing"
    case unitStillNeeded = "unit-still-needed"
    case unitNeeded = "unit-needed"
    case habitWouldBeLost = "habit-would-be-lost"
    case notArchived = "not-archived"
    case archiveBeforeStart = "archive-before-start"
    case archiveInPause = "archive-in-pause"
    case positionOutOfRange = "position-out-of-range"
    case moveNextToItself = "move-next-to-itself"
    case habitHasHistory = "habit-has-history"
    case multilineNote = "multiline-note"
    case skipWithDetails = "skip-with-details"
    case amountAndTotal = "amount-and-total"
    case noUnit = "no-unit"
    case timeForChecklist = "time-for-checklist"
    case futureLog = "future-log"
    case startPastNightEnd = "start-past-night-end"
    case futureStart = "future-start"
    case timeNeeded = "time-needed"
    case startsBeforeDay = "starts-before-day"
    case pastNightEnd = "past-night-end"
    case unwritableName = "unwritable-name"
    case habitArchived = "habit-archived"
    case entryExists = "entry-exists"
    case amountOnTimeline = "amount-on-timeline"
    case recordsWithNote = "records-with-note"
    case skipTimed = "skip-timed"
    case skipTicked = "skip-ticked"
    case noteExists = "note-exists"
    case unwritableNote = "unwritable-note"
    case whichEntry = "which-entry"
    case entriesStartTogether = "entries-start-together"
    case noEntry = "no-entry"
    case noEntryAtPosition = "no-entry-at-position"
    case futureMove = "future-move"
    case timerForChecklist = "timer-for-checklist"
    case timerNotToday = "timer-not-today"
    case nothingRunning = "nothing-running"
    case stopBeforeStart = "stop-before-start"
    case futureStop = "future-stop"
    case noBox = "no-box"
    case doneOnTimeline = "done-on-timeline"
    case boxChanged = "box-changed"
    case noteChanged = "note-changed"
    case dayLineEndingsWouldJoin = "day-line-endings-would-join"
    case habitsLineEndingsWouldJoin = "habits-line-endings-would-join"
    case editWouldInvalidate = "edit-would-invalidate"
    case editTooBroad = "edit-too-broad"
    case habitsWouldNotReadBack = "habits-would-not-read-back"
    case tableUnderHabit = "table-under-habit"
    case multilineHeader = "multiline-header"
    case noHabitID = "no-habit-id"
    case noHabitOrPosition = "no-habit-or-position"
    case notPlainTable = "not-plain-table"
    case notATable = "not-a-table"
    case tablesOutOfOrder = "tables-out-of-order"
    case notAnEntry = "not-an-entry"
    case notAnItem = "not-an-item"
    case notAnEntryOrItem = "not-an-entry-or-item"
    case noLine = "no-line"
    case undoConflict = "undo-conflict"
    case undoWouldBreak = "undo-would-break"
    case undoHandleInvalid = "undo-handle-invalid"
    case futureEdit = "future-edit"
    case invalidYear = "invalid-year"
    case reportDatesReversed = "report-dates-reversed"
    case reportTooLong = "report-too-long"
    case exportDatesReversed = "export-dates-reversed"
    case notADayFile = "not-a-day-file"
    case notALoopExport = "not-a-loop-export"
    case loopHabitsWithoutNames = "loop-habits-without-names"
    case loopHabitRefused = "loop-habit-refused"
    case loopFileTooLarge = "loop-file-too-large"
    case loopCSVTooLarge = "loop-csv-too-large"
    case loopTooManyRecords = "loop-too-many-records"
    case gitIndexLocked = "git-index-locked"
    case gitOperationStopped = "git-operation-stopped"

    /// What kind of refusal every refusal of this code is.
    public var kind: RefusalKind {
        switch self {
        case .storage, .dayFileMissing: .storage
        case .emptyName, .nameTooLong, .multilineName, .nameWithNote, .unreadableName, .invalidID, .nothingToChange,
            .invalidEmoji, .invalidColor, .invalidDuration, .durationOffGrid, .unitNeeded, .descriptionTooLong,
            .multilineDescription, .invalidWeekday,
            .invalidTarget, .invalidEvery, .invalidUnit, .invalidAmount, .zeroGoal, .conflictingKeys,
            .positionOutOfRange,
            .multilineNote, .unwritableNote, .skipWithDetails, .amountAndTotal, .noUnit, .timeForChecklist,
            .startPastNightEnd, .invalidYear, .reportDatesReversed, .reportTooLong, .exportDatesReversed, .notADayFile,
            .undoHandleInvalid:
            .invalidRequest
        default: .refused
        }
    }

    /// One sentence on what the code means.
    public var summary: String {
        switch self {
        case .storage: "The storage could not read, list or write a file; `reason` is the storage's own words."
        case .dayFileMissing:
            "A day file that was listed could not be read when the command came to it (a link to nothing)."
        case .habitsFileMissing: "The journal has no habits.toml."
        case .habitsSyntax: "habits.toml is not valid TOML (the diagnostic of the first TOML error)."
        case .dayFileInvalid: "A day file to be changed has an error (its first one); it must be fixed first."
        case .habitsInvalid: "habits.toml has an error that keeps an editor from changing it (its first one)."
        case .lintError: "The change would add a lint error to habits.toml (the first new one)."
        case .lockFailed: "The storage's lock failed with an error of its own, described."
        case .ambiguousHabit: "A name that, without accents, fits several habits."
        case .unknownHabit: "A name that no habit has; `suggestion` is the closest habit, `known` every habit's name."
        case .emptyName: "An empty name; a name is 1 to `maximum` characters."
        case .nameTooLong: "A name longer than `maximum` characters (`length` of them)."
        case .multilineName: "A name of several lines."
        case .nameWithNote: "A name holding ` -- `, which starts a note in a day file."
        case .unreadableName:
            "A name day files would read differently; `problem` says how (as lint's ambiguous-name does)."
        case .nameTaken: "A name (or id) another habit already answers to."
        case .formerNameTaken: "A name that is a former name of another habit, which day files may still use."
        case .invalidID: "An id with characters other than letters, digits, `-` and `_`."
        case .idTaken: "A new habit's id that another habit already has."
        case .sameID: "A new id that is already the habit's own."
        case .idInUse: "A new id that is already another habit's id or name."
        case .nothingToChange: "An edit that gives no field to change."
        case .invalidEmoji: "An emoji field that is not an emoji."
        case .invalidColor: "A colour that is neither `#RRGGBB` nor a preset."
        case .invalidDuration: "A duration that cannot be read."
        case .durationOffGrid: "A duration that is not a multiple of the `slot` minutes."
        case .descriptionTooLong: "A description of more than `maximum` characters (`length` of them)."
        case .multilineDescription: "A description of several lines."
        case .invalidWeekday: "A weekday name that is not one (empty for an empty one)."
        case .invalidTarget: "A target that is not `N/week` or `N/month`."
        case .invalidEvery: "An `every` that is not `Nd` (1 to 366 days)."
        case .invalidUnit: "A unit that is not one word of at most 20 characters."
        case .invalidAmount: "A goal or limit (`key`) that is not an amount."
        case .zeroGoal: "A goal of zero, which every day meets."
        case .conflictingKeys:
            "Two keys that exclude each other (two of `days`, `target` and `every`; `goal` and `limit`), both given."
        case .conflictsWithExisting: "A key given that excludes one the habit already has (`existing`)."
        case .unitStillNeeded: "A unit cleared while the habit keeps its goal or limit (`key`)."
        case .unitNeeded: "A goal or limit (`key`) given without a unit."
        case .habitWouldBeLost: "habits.toml, once changed, would no longer hold the habit."
        case .notArchived: "Un-archiving a habit that is not archived."
        case .archiveBeforeStart: "Archiving a habit before the day it starts."
        case .archiveInPause:
            "Archiving a habit on a `date` on or before the last day of one of its `pause`s (the one holding the date, else the last to end after it): the two pauses would overlap."
        case .positionOutOfRange:
            "A position (1-based) outside the habits' order; `count` is the number of habits, nil when the position is below 1 whatever the journal holds."
        case .moveNextToItself: "Moving a habit next to itself."
        case .habitHasHistory: "Removing a habit that day files mention: on `days` days, `entries` lines."
        case .multilineNote: "A note of several lines."
        case .skipWithDetails: "A skip (a rest day) given with an amount, a total, a time, a length or a tick."
        case .amountAndTotal: "An amount to add and a day's total, both given."
        case .noUnit: "An amount for a habit without a unit."
        case .timeForChecklist: "A time or length for a habit that goes in the checklist (`skipping` when skipped)."
        case .futureLog: "Logging on a date after today."
        case .startPastNightEnd: "A start at or past the night's end (24:00 plus `day_starts`)."
        case .futureStart: "A start later than the current slot."
        case .timeNeeded: "A timed habit on another day than today, with no time."
        case .startsBeforeDay: "An entry of `minutes` ending now would start before the day began."
        case .pastNightEnd: "An entry that would run past the night's end."
        case .unwritableName: "A habit whose name a day file cannot hold; `problem` says why."
        case .habitArchived: "Logging an archived habit on a date it no longer counts."
        case .entryExists: "An amount for an instance already on the timeline (at `start`-`end`, on `line`)."
        case .amountOnTimeline: "Setting a total while the timeline holds amounts of the habit (on `line`)."
        case .recordsWithNote: "Setting a total would merge records (`lines`) and lose the note on `noteLine`."
        case .skipTimed: "Skipping a habit that is on the day's timeline (on `line`)."
        case .skipTicked: "Skipping a habit that is ticked (on `line`)."
        case .noteExists: "A note for something already logged whose line has another note (`note`, on `line`)."
        case .unwritableNote: "A note a day file would read back differently (a mark that joins the space before it)."
        case .whichEntry: "Unlogging without a time when the habit has several entries that day."
        case .entriesStartTogether:
            "Entries of the habit that start together, or have the same times and differ, and the request does not say which."
        case .noEntry: "No entry of the habit starts at that time that day."
        case .noEntryAtPosition: "A position past the identical entries at a start."
        case .futureMove: "Moving an entry to a start later than the current slot."
        case .timerForChecklist: "Starting a timer on a checkbox habit, which has no timeline entries."
        case .timerNotToday: "Starting a timer on a day that is not the journal's today: a timer runs now."
        case .nothingRunning: "Stopping a timer when nothing (of the habit, when one is named) is running that day."
        case .stopBeforeStart: "Stopping a timer at a time before its entry started."
        case .futureStop: "Stopping a timer at a time later than now."
        case .noBox: "Toggling a habit counted in a unit, which has no box."
        case .doneOnTimeline:
            "Ticking a timed habit that has entries on that day (their times): its box follows the timeline, so a tick would change nothing a view shows."
        case .boxChanged: "A toggle that expected the box `expected` found it `found`: it changed since it was shown."
        case .noteChanged:
            "A note edit that expected the entry's note `expected` found `found`: it changed since the editor opened."
        case .dayLineEndingsWouldJoin:
            "An edit would join two lines' endings (a lone CR before an empty line) in a day file."
        case .habitsLineEndingsWouldJoin:
            "A change to habits.toml would join two lines' endings (a lone CR before an empty line)."
        case .editWouldInvalidate: "A day-file edit would make the file invalid."
        case .editTooBroad: "A day-file edit would change more than it means to."
        case .habitsWouldNotReadBack: "habits.toml, once changed, would not read back as expected."
        case .tableUnderHabit: "A table sits under `[habits.ID]`, so setting a field would not read back."
        case .multilineHeader: "The header of `[habits.ID]` spans lines."
        case .noHabitID: "No habit of this id in habits.toml."
        case .noHabitOrPosition: "No habit of this id, or no such position, for a move."
        case .notPlainTable:
            "A line among the habits' tables that is not a plain `[habits.ID]` table (its text quoted)."
        case .notATable: "A habit not written as a `[habits.ID]` table (a dotted key or an inline table)."
        case .tablesOutOfOrder: "The habits' tables are not in the order habits.toml lists them."
        case .notAnEntry: "The line to change is not a timeline entry."
        case .notAnItem: "The line to change is not a checklist item."
        case .notAnEntryOrItem: "The line to change is neither an entry nor a checklist item."
        case .noLine: "The file has no such line."
        case .undoConflict:
            "A line an undo would take back (`text`, nil when the undo puts lines back between others) is no longer where the edit left it in `path` (at about `line`): it changed since."
        case .undoWouldBreak:
            "Undoing would leave a file with an error (its first one): the lines around the edit changed since."
        case .undoHandleInvalid:
            "An undo handle (`JournalUndo`'s JSON) that is malformed, too large, or names a file no edit writes; `reason` says what is wrong."
        case .futureEdit: "Editing a date after today."
        case .invalidYear: "A report's year outside 1 to 9999."
        case .reportDatesReversed: "A report's first day after its last."
        case .reportTooLong: "A report of more than `maximum` days."
        case .exportDatesReversed: "An export's first day after its last."
        case .notADayFile: "Formatting a path that is not a day file."
        case .notALoopExport: "An archive without Habits.csv: not a Loop Habit Tracker export."
        case .loopHabitsWithoutNames: "A Habits.csv (at `path`) without a Name column."
        case .loopHabitRefused:
            "A Loop habit (at `position` in Habits.csv) whose name a new habit cannot have, `because`."
        case .loopFileTooLarge:
            "A file of an export (at `path`) larger than an import reads (`bytes` of them, more than `limit`)."
        case .loopCSVTooLarge: "An export whose CSV files hold more than `limit` bytes in all."
        case .loopTooManyRecords: "An export whose Checkmarks.csv files hold more than `limit` days of habits in all."
        case .gitIndexLocked:
            "A git command holds the index of the repository at `workTree` (its `lock` file) for too long."
        case .gitOperationStopped:
            "Git stopped in the middle of an operation in the repository at `workTree`; a write now would be overwritten or taken away by its next step."
        }
    }

    public var description: String { rawValue }
}

/// What kind of refusal it is: the command line's exit status follows it.
public enum RefusalKind: Sendable, Equatable {
    /// The request itself is malformed (the command line's usage errors, exit 64).
    case invalidRequest
    /// The request is well-formed but cannot be carried out (exit 1).
    case refused
    /// The journal's storage failed: a file could not be read or written (exit 1).
    case storage
}

extension RefusalReason {
    /// The reason's stable code.
    public var code: RefusalCode {
        switch self {
        case .storage: .storage
        case .dayFileMissing: .dayFileMissing
        case .habitsFileMissing: .habitsFileMissing
        case .habitsSyntax: .habitsSyntax
        case .dayFileInvalid: .dayFileInvalid
        case .habitsInvalid: .habitsInvalid
        case .lintError: .lintError
        case .lockFailed: .lockFailed
        case .ambiguousHabit: .ambiguousHabit
        case .unknownHabit: .unknownHabit
        case .emptyName: .emptyName
        case .nameTooLong: .nameTooLong
        case .multilineName: .multilineName
        case .nameWithNote: .nameWithNote
        case .unreadableName: .unreadableName
        case .nameTaken: .nameTaken
        case .formerNameTaken: .formerNameTaken
        case .invalidID: .invalidID
        case .idTaken: .idTaken
        case .sameID: .sameID
        case .idInUse: .idInUse
        case .nothingToChange: .nothingToChange
        case .invalidEmoji: .invalidEmoji
        case .invalidColor: .invalidColor
        case .invalidDuration: .invalidDuration
        case .durationOffGrid: .durationOffGrid
        case .descriptionTooLong: .descriptionTooLong
        case .multilineDescription: .multilineDescription
        case .invalidWeekday: .invalidWeekday
        case .invalidTarget: .invalidTarget
        case .invalidEvery: .invalidEvery
        case .invalidUnit: .invalidUnit
        case .invalidAmount: .invalidAmount
        case .zeroGoal: .zeroGoal
        case .conflictingKeys: .conflictingKeys
        case .conflictsWithExisting: .conflictsWithExisting
        case .unitStillNeeded: .unitStillNeeded
        case .unitNeeded: .unitNeeded
        case .habitWouldBeLost: .habitWouldBeLost
        case .notArchived: .notArchived
        case .archiveBeforeStart: .archiveBeforeStart
        case .archiveInPause: .archiveInPause
        case .positionOutOfRange: .positionOutOfRange
        case .moveNextToItself: .moveNextToItself
        case .habitHasHistory: .habitHasHistory
        case .multilineNote: .multilineNote
        case .skipWithDetails: .skipWithDetails
        case .amountAndTotal: .amountAndTotal
        case .noUnit: .noUnit
        case .timeForChecklist: .timeForChecklist
        case .futureLog: .futureLog
        case .startPastNightEnd: .startPastNightEnd
        case .futureStart: .futureStart
        case .timeNeeded: .timeNeeded
        case .startsBeforeDay: .startsBeforeDay
        case .pastNightEnd: .pastNightEnd
        case .unwritableName: .unwritableName
        case .habitArchived: .habitArchived
        case .entryExists: .entryExists
        case .amountOnTimeline: .amountOnTimeline
        case .recordsWithNote: .recordsWithNote
        case .skipTimed: .skipTimed
        case .skipTicked: .skipTicked
        case .noteExists: .noteExists
        case .unwritableNote: .unwritableNote
        case .whichEntry: .whichEntry
        case .entriesStartTogether: .entriesStartTogether
        case .noEntry: .noEntry
        case .noEntryAtPosition: .noEntryAtPosition
        case .futureMove: .futureMove
        case .timerForChecklist: .timerForChecklist
        case .timerNotToday: .timerNotToday
        case .nothingRunning: .nothingRunning
        case .stopBeforeStart: .stopBeforeStart
        case .futureStop: .futureStop
        case .noBox: .noBox
        case .doneOnTimeline: .doneOnTimeline
        case .boxChanged: .boxChanged
        case .noteChanged: .noteChanged
        case .dayLineEndingsWouldJoin: .dayLineEndingsWouldJoin
        case .habitsLineEndingsWouldJoin: .habitsLineEndingsWouldJoin
        case .editWouldInvalidate: .editWouldInvalidate
        case .editTooBroad: .editTooBroad
        case .habitsWouldNotReadBack: .habitsWouldNotReadBack
        case .tableUnderHabit: .tableUnderHabit
        case .multilineHeader: .multilineHeader
        case .noHabitID: .noHabitID
        case .noHabitOrPosition: .noHabitOrPosition
        case .notPlainTable: .notPlainTable
        case .notATable: .notATable
        case .tablesOutOfOrder: .tablesOutOfOrder
        case .notAnEntry: .notAnEntry
        case .notAnItem: .notAnItem
        case .notAnEntryOrItem: .notAnEntryOrItem
        case .noLine: .noLine
        case .undoConflict: .undoConflict
        case .undoWouldBreak: .undoWouldBreak
        case .undoHandleInvalid: .undoHandleInvalid
        case .futureEdit: .futureEdit
        case .invalidYear: .invalidYear
        case .reportDatesReversed: .reportDatesReversed
        case .reportTooLong: .reportTooLong
        case .exportDatesReversed: .exportDatesReversed
        case .notADayFile: .notADayFile
        case .notALoopExport: .notALoopExport
        case .loopHabitsWithoutNames: .loopHabitsWithoutNames
        case .loopHabitRefused: .loopHabitRefused
        case .loopFileTooLarge: .loopFileTooLarge
        case .loopCSVTooLarge: .loopCSVTooLarge
        case .loopTooManyRecords: .loopTooManyRecords
        case .gitIndexLocked: .gitIndexLocked
        case .gitOperationStopped: .gitOperationStopped
        }
    }
}

extension RefusalCode {
    /// The spellings a code had before 0.4.0, still read: `same-i-d` and `no-habit-i-d` (now
    /// `same-id`, `no-habit-id`).
    public static let formerSpellings: [String: RefusalCode] = ["same-i-d": .sameID, "no-habit-i-d": .noHabitID]

    /// The code spelled `name`, as now or as an earlier version wrote it.
    public init?(spelled name: String) {
        guard let code = RefusalCode(rawValue: name) ?? Self.formerSpellings[name] else { return nil }
        self = code
    }

    /// Reads a code as now or as an earlier version wrote it (`same-i-d`).
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let code = RefusalCode(spelled: name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no refusal code '\(name)'"))
        }
        self = code
    }
}
