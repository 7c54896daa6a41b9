/// The catalog of every diagnostic dawn-journal reports: its stable code, its severity and
/// one sentence of documentation. Docs/RULES.md documents each at length (a test checks that
/// the two agree). Diagnostics are made from these cases, never from strings.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    // Day-file syntax (the parser)
    case invalidUTF8 = "invalid-utf8"
    case nulByte = "nul-byte"
    case unterminatedFrontMatter = "unterminated-front-matter"
    case frontMatterSyntax = "front-matter-syntax"
    case badTime = "bad-time"
    case badDuration = "bad-duration"
    case endNotAfterStart = "end-not-after-start"
    case pastMidnight = "past-midnight"
    case notAnEntry = "not-an-entry"
    case notAChecklistItem = "not-a-checklist-item"
    case missingHabit = "missing-habit"
    case duplicateSection = "duplicate-section"

    // habits.toml (the loader)
    case habitsSyntax = "habits-syntax"
    case fieldType = "field-type"
    case missingName = "missing-name"

    // The journal (the loader)
    case unreadableFile = "unreadable-file"

    // Day files (lint rules)
    case unknownHabit = "unknown-habit"
    case badDayPath = "bad-day-path"
    case dateMismatch = "date-mismatch"
    case conflictMarker = "conflict-marker"
    case duplicateItem = "duplicate-item"
    case futureEntry = "future-entry"
    case offGrid = "off-grid"
    case overlap = "overlap"
    case duplicateEntry = "duplicate-entry"
    case stillRunning = "still-running"
    case inactiveHabit = "inactive-habit"
    case emojiMismatch = "emoji-mismatch"
    case formerName = "former-name"
    case strayFile = "stray-file"
    case linkOutsideJournal = "link-outside-journal"
    case pastDayStart = "past-day-start"
    case unexpectedAmount = "unexpected-amount"
    case unitMismatch = "unit-mismatch"
    case missingAmount = "missing-amount"

    // habits.toml (lint rules)
    case emptyName = "empty-name"
    case nameTooLong = "name-too-long"
    case duplicateName = "duplicate-name"
    case ambiguousName = "ambiguous-name"
    case descriptionTooLong = "description-too-long"
    case badEmoji = "bad-emoji"
    case badColor = "bad-color"
    case lowContrast = "low-contrast"
    case badHabitDuration = "bad-habit-duration"
    case archivedBeforeSince = "archived-before-since"
    case pauseReversed = "pause-reversed"
    case pauseOverlap = "pause-overlap"
    case badDayStarts = "bad-day-starts"
    case badSlot = "bad-slot"
    case badWeekStarts = "bad-week-starts"
    case unknownKey = "unknown-key"
    case badDays = "bad-days"
    case badTarget = "bad-target"
    case badEvery = "bad-every"
    case badAmount = "bad-amount"
    case conflictingKeys = "conflicting-keys"
    case missingUnit = "missing-unit"

    // The Git repository (lint rules)
    case mergeDriverMissing = "merge-driver-missing"

    /// How serious every diagnostic of this code is.
    public var severity: Diagnostic.Severity {
        switch self {
        case .duplicateSection, .ambiguousName, .offGrid, .overlap, .duplicateEntry, .inactiveHabit, .emojiMismatch,
            .formerName, .strayFile, .linkOutsideJournal, .unknownKey, .unitMismatch, .missingAmount,
            .mergeDriverMissing, .lowContrast, .pauseOverlap, .stillRunning:
            .warning
        default: .error
        }
    }

    /// One sentence on what the code means: the first sentence of its entry in Docs/RULES.md.
    public var summary: String {
        switch self {
        case .invalidUTF8: "The file has a byte that is not part of well-formed UTF-8."
        case .nulByte: "The file contains a NUL byte: it is probably binary or damaged."
        case .unterminatedFrontMatter: "The first line is `+++` but no later line closes the front matter."
        case .frontMatterSyntax: "The front matter is not valid TOML; the position is that of the TOML error."
        case .badTime:
            "A time that is not `H:MM`/`HH:MM` between 00:00 and 32:00 (times past 24:00 are the night after the day): `- 33:00-34:00 Run`, `- 07:60 +30m Run`."
        case .badDuration:
            "A `+duration` that is not `Nm`, `Nh` or `NhMm`, or is zero: `- 06:30 +45x Run`, `- 06:30 +0m Run`."
        case .endNotAfterStart: "The end is not later than the start: `- 07:00-06:00 Run`, `- 07:00-07:00 Run`."
        case .pastMidnight:
            "A `+duration` carries the entry past 32:00, the latest time a day's file can hold: `- 31:30 +1h Run`."
        case .notAnEntry:
            "A list item under Timeline that is not an entry: `- bought new shoes`, `- 06:30 Run` (no end or duration), `- 06:30-07:00Run` (no space before the name)."
        case .notAChecklistItem:
            "A list item under Checklist without a valid box: `- Floss`, `- [y] Floss`, `- [] Floss`."
        case .missingHabit: "An entry or item that names no habit: `- 06:30-07:00`, `- [x]`, `- 06:30-07:00 🏃 -- note`."
        case .duplicateSection: "A second `## Timeline` (or `## Checklist`) heading in one file."
        case .habitsSyntax: "habits.toml is not valid TOML; the position is that of the first TOML error."
        case .fieldType:
            "A field has the wrong TOML type: `since = \"2026-09-01\"` (a string, not a date), `duration = 30` (a number, not `\"30m\"`), `habits = 3`."
        case .missingName: "A habit table has no `name`."
        case .unreadableFile:
            "habits.toml or a day file cannot be read: permission denied, or it is a folder, a FIFO, a socket or a device (only regular files are opened; a FIFO is never waited on), or a link to nothing."
        case .unknownHabit:
            "An entry or checklist item names a habit that habits.toml does not define, by name (any case) or id."
        case .badDayPath:
            "A file under days/ named like a day file that is not one: not a real date (`days/2026/2026-02-30.md`), in the wrong year folder (`days/2025/2026-01-01.md`), or not directly in a year folder (`days/2026/11/2026-11-21.md`)."
        case .conflictMarker:
            "A line of the day file is a Git conflict marker (`<<<<<<<`, `=======` or `>>>>>>>`): a merge was not resolved."
        case .dateMismatch: "The front matter has a `date` that is not the date of the file name, or is not a date."
        case .duplicateItem:
            "The same habit appears twice in one day's checklist (ticked, unticked or skipped): a checklist holds a habit at most once a day."
        case .futureEntry: "An entry, or a ticked item, on a date after today."
        case .offGrid:
            "An entry starts or lasts off the slot grid (15 minutes unless `[journal] slot` says otherwise): `- 06:37-07:15 Run`, `- 06:30-06:40 Run`."
        case .overlap: "Two entries of different habits overlap in time; the message names the other entry's line."
        case .stillRunning:
            "A running entry (`- 14:00- Read`, its end not yet written) on a day before today: it counts no time until its end is written."
        case .duplicateEntry: "Two entries of the same habit overlap: most likely one instance written twice."
        case .inactiveHabit:
            "An entry or ticked item for a habit on a date before its `since` or on or after its `archived` date."
        case .emojiMismatch:
            "The emoji before a habit's name is not the habit's emoji (`- 06:30-07:00 🚴 Morning Run` when habits.toml says 🏃)."
        case .formerName:
            "An entry or checklist item names a habit by a former name, one that `habit rename` kept in its `former_names` (`- [x] Evening Walk` after `habit rename walk Walk`); it counts for the habit."
        case .pastDayStart:
            "An entry runs past the night's end, 24:00 plus `day_starts` (28:00 by default): `- 27:30-28:30 Read`; that part belongs to the next day's file."
        case .unexpectedAmount:
            "An amount on a habit without a unit, or on an unticked or skipped item: `- [x] Floss +2`, `- [ ] Drink Water +2 glasses`."
        case .unitMismatch:
            "The unit written after an amount is not the habit's (its singular or plural is fine): `- [x] Drink Water +2 cups` when the unit is glasses."
        case .missingAmount:
            "A ticked item of a habit with a unit says no amount: `- [x] Drink Water`; it adds nothing to the day's total."
        case .strayFile:
            "A file under days/ that is not a day file (`days/notes.txt`, `days/2026/todo.md`); it is ignored."
        case .linkOutsideJournal:
            "A file under days/ that is a link to a file outside the journal folder, or lies in a linked folder outside it."
        case .emptyName: "`name = \"  \"`: a name is 1 to 50 characters once trimmed."
        case .nameTooLong: "A name of more than 50 characters."
        case .ambiguousName:
            "A name that a day file would read differently: it starts with an emoji or `-- `, contains ` -- `, ends with ` --` (which start a note), or spans lines."
        case .duplicateName:
            "Two habits with the same name, ignoring case (`Read` and `read`): day files could not tell them apart."
        case .descriptionTooLong: "A description of more than 200 characters."
        case .badEmoji: "`emoji` is not exactly one grapheme cluster (`\"🏃🏃\"`, `\"\"`), or is not an emoji (`\"R\"`)."
        case .badColor:
            "`color` is neither `#RRGGBB` (or `RRGGBB`) nor a preset (`coral`, `peach`, `sun`, `mint`, `sky`, `lavender`, `rose`, `stone`): `\"#12345\"`, `\"blue\"`."
        case .lowContrast:
            "`color` is a colour on which no text colour (near-black `#1A1A1A`, white, black) reaches a contrast of 4.5:1."
        case .badHabitDuration:
            "`duration` is not a duration (`\"half an hour\"`) or not a multiple of the slot (`\"20m\"` with 15-minute slots)."
        case .archivedBeforeSince: "`archived` before `since`: the habit would never count."
        case .pauseReversed: "A pause in `pauses` ends before it starts: it holds no day."
        case .pauseOverlap: "Two pauses share days, or a pause reaches the `archived` date."
        case .badDayStarts: "`[journal] day_starts` is not a time from `\"00:00\"` to `\"08:00\"`."
        case .badSlot:
            "`[journal] slot` does not divide an hour: use `\"5m\"`, `\"10m\"`, `\"15m\"`, `\"20m\"`, `\"30m\"` or `\"1h\"`."
        case .badWeekStarts:
            "`[journal] week_starts` is not a weekday in English (`\"monday\"` … `\"sunday\"`, or `\"mon\"` … `\"sun\"` as in `days`, any case)."
        case .badDays: "`days` is not a list of weekdays (`[\"mon\", \"wed\"]`), is empty, or names a day twice."
        case .badTarget:
            "`target` is not `\"N/week\"` (1 to 7), `\"N/month\"` (1 to 31) or `\"N/Md\"` (N in any M days, N ≤ M ≤ 366): `\"3 a week\"`, `\"0/week\"`, `\"8/week\"`, `\"4/3d\"`."
        case .badEvery: "`every` is not `\"Nd\"`, a number of days from 1 to 366: `\"3 days\"`, `\"0d\"`, `\"3\"`."
        case .badAmount:
            "`unit` is not one word, or `goal`/`limit` is negative, has more than three decimals, or is a goal of 0."
        case .conflictingKeys:
            "A habit has two of `days`, `target` and `every`, or both `goal` and `limit`: one says how it is counted."
        case .missingUnit: "A habit has a `goal` or a `limit` but no `unit` to count it in."
        case .mergeDriverMissing:
            "The journal's .gitattributes names the dawn-journal merge driver, but the repository's config does not set `merge.dawn-journal.driver`, so Git merges day files line by line."
        case .unknownKey:
            "A key habits.toml does not know, at the top level, in `[journal]` or in a habit: most likely a typo (`colour = \"sky\"`: did you mean `color`?)."
        }
    }

    /// The code as written in messages, JSON and Docs/RULES.md: `bad-time`.
    public var description: String { rawValue }
}
