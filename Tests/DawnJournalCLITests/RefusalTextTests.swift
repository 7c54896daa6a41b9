import DawnJournal
import DawnJournalText
import XCTest

@testable import DawnJournalCLI

/// The library's refusals in the command line's words (RefusalText with its vocabulary): every code has a
/// sentence, and a sentence names only options the command that can refuse so has, and
/// only commands that exist, with their own options.
final class RefusalTextTests: XCTestCase {
    static let habitsText = """
        [habits.read]
        name = "Read"
        duration = "30m"
        since = 2026-01-01
        archived = 2026-06-01

        [habits.water]
        name = "Drink Water"
        unit = "glasses"
        goal = 8

        """
    static let file = HabitsParser.parse(Array(habitsText.utf8)).file
    static let read = file.habits[0]
    static let water = file.habits[1]
    static let date = LocalDate("2026-11-21")!
    static let today = LocalDate("2026-11-20")!
    static func t(_ s: String) -> TimeOfDay { TimeOfDay(s)! }
    static let diagnostic = Diagnostic(
        .badTime, range: SourceRange(line: 2, column: 3), message: "invalid time '35:00'", hint: "")

    /// A refusal of every code, and the commands that can refuse with it.
    static let samples: [(RefusalReason, [String])] = [
        (.storage(reason: "permission denied"), ["log", "habit rename"]),
        (.dayFileMissing, ["habit rename", "habit remove"]),
        (.habitsFileMissing, ["log", "habit add"]),
        (.habitsSyntax(diagnostic), ["log", "habit add"]),
        (.dayFileInvalid(diagnostic), ["log", "unlog", "habit remove"]),
        (.habitsInvalid(diagnostic), ["habit add"]),
        (.lintError(diagnostic), ["habit edit"]),
        (.lockFailed(description: "stuck"), ["log"]),
        (.ambiguousHabit(name: "resumé", candidates: [read, water]), ["log", "unlog", "habit edit"]),
        (.unknownHabit(name: "Reed", suggestion: read, known: ["Read"]), ["log", "unlog", "habit edit"]),
        (.unknownHabit(name: "Reed", suggestion: nil, known: []), ["log", "unlog", "habit edit"]),
        (.emptyName(maximum: 50), ["habit add", "habit rename"]),
        (
            .nameTooLong(name: String(repeating: "a", count: 51), length: 51, maximum: 50),
            ["habit add", "habit rename"]
        ),
        (.multilineName, ["habit add", "habit rename"]),
        (.nameWithNote, ["habit add", "habit rename"]),
        (.unreadableName(name: "Run --", problem: "a day file would read it as 'Run'"), ["habit add", "habit rename"]),
        (.nameTaken(name: "read", by: read), ["habit add", "habit rename"]),
        (.formerNameTaken(name: "Stroll", by: read), ["habit add", "habit rename"]),
        (.invalidID("a b"), ["habit add", "habit edit"]),
        (.idTaken("read"), ["habit add"]),
        (.sameID(habit: read, id: "read"), ["habit edit"]),
        (.idInUse("water"), ["habit edit"]),
        (.nothingToChange, ["habit edit"]),
        (.invalidEmoji("R"), ["habit add", "habit edit"]),
        (.invalidColor("blue"), ["habit add", "habit edit"]),
        (.invalidDuration("half"), ["habit add", "habit edit"]),
        (.durationOffGrid(duration: "20m", slot: 15), ["habit add", "habit edit"]),
        (.descriptionTooLong(length: 201, maximum: 200), ["habit add", "habit edit"]),
        (.multilineDescription, ["habit add", "habit edit"]),
        (.invalidWeekday(""), ["habit add", "habit edit"]),
        (.invalidTarget("9/week"), ["habit add", "habit edit"]),
        (.invalidEvery("0d"), ["habit add", "habit edit"]),
        (.invalidUnit("2cups"), ["habit add", "habit edit"]),
        (.invalidAmount(key: "goal", text: "lots"), ["habit add", "habit edit"]),
        (.invalidAmount(key: "limit", text: "lots"), ["habit add", "habit edit"]),
        (.zeroGoal, ["habit add", "habit edit"]),
        (.conflictingKeys("days", "target"), ["habit add", "habit edit"]),
        (.conflictingKeys("goal", "limit"), ["habit add", "habit edit"]),
        (.conflictsWithExisting(habit: "Drink Water", key: "limit", existing: "goal"), ["habit edit"]),
        (.conflictsWithExisting(habit: "Drink Water", key: "target", existing: "days"), ["habit edit"]),
        (.conflictsWithExisting(habit: "Drink Water", key: "days", existing: "every"), ["habit edit"]),
        (.unitStillNeeded(habit: "Drink Water", key: "goal"), ["habit edit"]),
        (.unitNeeded(key: "limit"), ["habit add", "habit edit"]),
        (.habitWouldBeLost(read), ["habit edit", "habit archive", "habit unarchive"]),
        (.notArchived(water), ["habit unarchive"]),
        (.archiveBeforeStart(habit: read, since: today), ["habit archive"]),
        (
            .archiveInPause(
                habit: read, pause: HabitPause(from: LocalDate("2026-10-15")!, to: LocalDate("2026-11-20")!),
                date: LocalDate("2026-11-01")!), ["habit archive"]
        ),
        (.positionOutOfRange(position: 0, count: nil), ["habit move"]),
        (.positionOutOfRange(position: 9, count: 2), ["habit move"]),
        (.moveNextToItself(read), ["habit move"]),
        (.habitHasHistory(habit: read, days: 2, entries: 3), ["habit remove"]),
        (.multilineNote, ["log"]),
        (.skipWithDetails, ["log"]),
        (.amountAndTotal, ["log"]),
        (.noUnit(read), ["log"]),
        (.timeForChecklist(habit: water, skipping: true), ["log"]),
        (.futureLog(date: date, today: today), ["log"]),
        (.startPastNightEnd(at: t("28:30"), nightEnd: t("28:00")), ["log"]),
        (.futureStart(start: t("09:00"), date: date, nowSlot: t("07:30"), today: date), ["log"]),
        (.timeNeeded(habit: read, date: today), ["log"]),
        (.startsBeforeDay(minutes: 30, nowSlot: t("00:15")), ["log"]),
        (.pastNightEnd(start: t("27:45"), minutes: 30, nightEnd: t("28:00")), ["log"]),
        (.unwritableName(habit: read, problem: "a day file would read it as 'Run'"), ["log"]),
        (.habitArchived(habit: read, date: date), ["log"]),
        (.entryExists(habit: water, start: t("06:00"), end: t("06:30"), line: 3, amount: Amount(2)), ["log"]),
        (.amountOnTimeline(habit: water, line: 3), ["log"]),
        (.recordsWithNote(habit: water, lines: [8, 9], noteLine: 9), ["log"]),
        (.skipTimed(habit: read, line: 3), ["log"]),
        (.skipTicked(habit: water, line: 7), ["log"]),
        (.noteExists(habit: water, line: 7, note: "after lunch"), ["log"]),
        (.unwritableNote(note: "\u{301}fast"), []),
        (.whichEntry(habit: read, date: date, starts: [t("06:00"), t("07:00")]), ["unlog"]),
        (
            .entriesStartTogether(
                habit: read, date: date, entries: [t("06:00")..<t("06:30"), t("06:00")..<t("07:00")]),
            ["unlog", "move", "resize"]
        ),
        (.noEntry(habit: read, date: date, at: t("08:00"), entries: [t("06:00")..<t("06:30")]), ["move", "resize"]),
        (.noEntryAtPosition(habit: read, date: date, count: 1, position: 2), ["move", "resize"]),
        (.futureMove(start: t("08:00"), date: date, nowSlot: t("07:30"), today: date), ["move"]),
        (.timerForChecklist(read), ["start"]),
        (.timerNotToday(date: date, today: today), ["start"]),
        (.nothingRunning(habit: read, date: today), ["stop"]),
        (.nothingRunning(habit: nil, date: today), ["stop"]),
        (.stopBeforeStart(habit: read, start: t("14:00"), at: t("13:30")), ["start", "stop"]),
        (.futureStop(at: t("15:30"), now: t("15:00")), ["stop"]),
        (.noBox(water), ["toggle"]),
        (.dayLineEndingsWouldJoin, ["log", "unlog", "habit rename"]),
        (.habitsLineEndingsWouldJoin(.remove), ["habit remove"]),
        (.habitsLineEndingsWouldJoin(.edit), ["habit edit", "habit unarchive"]),
        (.habitsLineEndingsWouldJoin(.move), ["habit move"]),
        (.editWouldInvalidate, ["log", "unlog"]),
        (.editTooBroad, ["log", "unlog"]),
        (.habitsWouldNotReadBack(.add), ["habit add", "import loop"]),
        (.habitsWouldNotReadBack(.edit), ["habit edit"]),
        (.habitsWouldNotReadBack(.remove), ["habit remove"]),
        (.habitsWouldNotReadBack(.move), ["habit move"]),
        (.tableUnderHabit(id: "read"), ["habit edit"]),
        (.multilineHeader(id: "read"), ["habit edit"]),
        (.noHabitID("read"), ["habit edit"]),
        (.noHabitOrPosition(id: "read", position: 3), ["habit move"]),
        (.notPlainTable(line: 4, text: "[habits.read.more]"), ["habit move"]),
        (.notATable(read, .move), ["habit move"]),
        (.notATable(read, .edit), ["habit edit"]),
        (.tablesOutOfOrder, ["habit move"]),
        (.notAnEntry(line: 3), ["unlog"]),
        (.notAnItem(line: 3), ["unlog"]),
        (.notAnEntryOrItem(line: 1), ["habit remove"]),
        (.noLine(9), ["habit remove"]),
        (.undoConflict(path: "days/2026/2026-11-21.md", line: 7, text: "- 06:00-06:30 Run"), ["log"]),
        (.undoConflict(path: "days/2026/2026-11-21.md", line: 7, text: nil), ["log"]),
        (.undoWouldBreak(diagnostic), ["log"]),
        (.undoHandleInvalid(reason: "'undo' is not 1"), ["log"]),
        (.doneOnTimeline(habit: read, date: today, entries: [t("06:30")..<t("07:00")]), ["toggle"]),
        (.boxChanged(habit: read, date: today, expected: .notDone, found: .done), ["toggle"]),
        (.noteChanged(habit: read, start: t("06:30"), end: t("07:00"), expected: nil, found: "ch. 3"), ["ui"]),
        (.futureEdit(date: date, today: today), ["edit"]),
        (.invalidYear(0), ["report"]),
        (.reportDatesReversed(first: date, last: today), ["report"]),
        (.reportTooLong(first: LocalDate("2000-01-01")!, last: date, maximum: 3660), ["report"]),
        (.exportDatesReversed(first: date, last: today), ["export csv"]),
        (.notADayFile("notes.txt"), ["fmt"]),
        (.notALoopExport, ["import loop"]),
        (.loopHabitsWithoutNames(path: "Habits.csv"), ["import loop"]),
        (.loopHabitRefused(name: "Run -- fast", position: 2, because: .nameWithNote), ["import loop"]),
        (.loopFileTooLarge(path: "Habits.csv", bytes: 400, limit: 399), ["import loop"]),
        (.loopCSVTooLarge(limit: 700), ["import loop"]),
        (.loopTooManyRecords(limit: 11), ["import loop"]),
        (.gitIndexLocked(workTree: "/j", lock: "/j/.git/index.lock"), ["log", "fmt", "import loop"]),
        (.gitOperationStopped(.rebase, workTree: "/j"), ["log", "fmt", "import loop"]),
        (.gitOperationStopped(.applyPatches, workTree: "/j"), ["log"]),
    ]

    static func spec(_ name: String) -> CommandSpec? {
        let words = name.split(separator: " ").map(String.init)
        guard let top = DawnJournalCLI.command(named: words[0]) else { return nil }
        guard words.count > 1 else { return top.spec }
        return DawnJournalCLI.subcommand(of: top, named: words[1])?.spec
    }

    /// The options a sentence names, by the command they are for: the refusing command's, and
    /// those of each `dawn-journal CMD …` it quotes (up to the quote's end).
    static func options(in sentence: String, issuedBy command: String) -> [(command: String, option: String)] {
        var out: [(String, String)] = []
        func flags(_ text: Substring) -> [String] {
            var found: [String] = []
            var rest = text[...]
            while let r = rest.range(of: "--") {
                let name = rest[r.lowerBound...].prefix { $0 == "-" || $0.isLetter }
                if name.count > 2, name.dropFirst(2).first?.isLetter == true { found.append(String(name)) }
                rest = rest[r.upperBound...]
            }
            return found
        }
        // Git's own options ('git rebase --continue') are git's, not the command's.
        let sentence = sentence.replacingOccurrences(of: "'git [^']*'", with: "'git'", options: .regularExpression)
        let parts = sentence.components(separatedBy: "dawn-journal ")
        out += flags(parts[0][...]).map { (command, $0) }
        for part in parts.dropFirst() {
            let words = part.split(separator: " ")
            let two = words.prefix(2).joined(separator: " ")
            let quoted = spec(two) != nil ? two : String(words.first ?? "")
            let end = part.firstIndex { $0 == "'" || $0 == ")" || $0 == ";" } ?? part.endIndex
            out += flags(part[..<end]).map { (quoted, $0) }
            out += flags(part[end...]).map { (command, $0) }
        }
        return out
    }

    /// Every code has a sample above, and every sample's sentence names only options its
    /// commands have, and only commands that exist.
    func testEveryCodeIsWordedWithTheCommandsOwnOptions() {
        XCTAssertEqual(Set(Self.samples.map(\.0.code)), Set(RefusalCode.allCases), "a sample of every code")
        let global = Set(CommonOptions.global.map(\.name))
        var optionsSeen = 0
        for (reason, commands) in Self.samples {
            let sentence = RefusalText.sentence(reason, .commandLine)
            XCTAssertFalse(sentence.isEmpty, "\(reason.code)")
            XCTAssertEqual(sentence, sentence.trimmingCharacters(in: .whitespaces), "\(reason.code)")
            for command in commands {
                XCTAssertNotNil(Self.spec(command), "\(reason.code): no command '\(command)'")
                for (named, option) in Self.options(in: sentence, issuedBy: command) {
                    optionsSeen += 1
                    guard let spec = Self.spec(named) else {
                        XCTFail("\(reason.code): '\(sentence)' names 'dawn-journal \(named)', which is no command")
                        continue
                    }
                    XCTAssertTrue(
                        spec.option(option) != nil || global.contains(option),
                        "\(reason.code): '\(sentence)' names \(option), which '\(named)' does not take")
                }
            }
        }
        XCTAssertGreaterThan(optionsSeen, 40, "the sentences do name options")
    }

    /// The check itself: an option another command has, or a command that does not exist, is found.
    func testTheCheckFindsAForeignOption() {
        XCTAssertEqual(Self.options(in: "say when with --at HH:MM", issuedBy: "habit add").map(\.option), ["--at"])
        XCTAssertNil(Self.spec("habit add")?.option("--at"))
        let quoted = Self.options(
            in: "give it one with 'dawn-journal habit edit x --unit UNIT --goal N'; or --check", issuedBy: "log")
        XCTAssertEqual(
            quoted.map { "\($0.command) \($0.option)" }, ["habit edit --unit", "habit edit --goal", "log --check"])
        XCTAssertNil(Self.spec("habit frobnicate"))
    }

    /// The sentences as the library wrote them before they moved here, word for word.
    func testSentencesAreTheLibrarysFormerOnes() {
        func s(_ r: RefusalReason) -> String { RefusalText.sentence(r, .commandLine) }
        XCTAssertEqual(
            s(.unknownHabit(name: "Reed", suggestion: Self.read, known: ["Read"])),
            "no habit named 'Reed'; did you mean 'Read'? Nothing was written.")
        XCTAssertEqual(
            s(.unknownHabit(name: "Reed", suggestion: nil, known: [])),
            "no habit named 'Reed' (habits.toml defines none yet: add one with 'dawn-journal habit add NAME'). Nothing was written."
        )
        XCTAssertEqual(
            s(.unknownHabit(name: "Reed", suggestion: nil, known: ["Read", "Drink Water"])),
            "no habit named 'Reed' (habits: Read, Drink Water). Nothing was written.")
        XCTAssertEqual(
            s(.ambiguousHabit(name: "resumé", candidates: [Self.read, Self.water])),
            "'resumé' could be 'Read' (read) or 'Drink Water' (water); write the name with its accents, or the id. Nothing was written."
        )
        XCTAssertEqual(
            s(.futureStart(start: Self.t("09:00"), date: Self.date, nowSlot: Self.t("07:30"), today: Self.date)),
            "can't log a start later than now: 09:00 on 2026-11-21 is after the current slot (07:30 on 2026-11-21); use --date for another day"
        )
        XCTAssertEqual(
            s(.unwritableName(habit: Self.read, problem: "a day file would read it as 'Run'")),
            "'Read' cannot be written in a day file: a day file would read it as 'Run'; rename it first ('dawn-journal habit rename read NEW')"
        )
        XCTAssertEqual(
            s(.conflictingKeys("goal", "limit")),
            "give --goal or --limit, not both: a habit has a goal (at least N a day) or a limit (at most N a day), not both"
        )
        XCTAssertEqual(
            s(.conflictsWithExisting(habit: "Drink Water", key: "target", existing: "days")),
            "'Drink Water' already has days, and a habit is kept on certain weekdays or N times a period, not both; clear it in the same command with --days \"\""
        )
        XCTAssertEqual(
            s(.unreadableName(name: "Run --", problem: "a day file would read it as 'Run'")),
            "'Run --' cannot be a name: a day file would read it as 'Run'")
        XCTAssertEqual(
            s(.nameTaken(name: "read", by: Self.read)),
            "'read' is already the name or id of 'Read' (read); names must differ")
        XCTAssertEqual(
            s(.nothingToChange),
            "nothing to change: give at least one of --id, --emoji, --color, --duration, --description, --since, --days, --target, --every, --unit, --goal, --limit"
        )
        XCTAssertEqual(
            s(.habitHasHistory(habit: Self.read, days: 1, entries: 1)),
            "Read has history. This will delete 1 day of history. Run again with --purge to delete it with its 1 entry, or archive it to keep them"
        )

        let broken = JournalRefusal(
            .dayFileInvalid(Self.diagnostic), file: "days/2026/2026-11-20.md", at: Self.diagnostic.range)
        XCTAssertEqual(
            RefusalText.text(broken, .commandLine),
            "days/2026/2026-11-20.md:2:3: invalid time '35:00' [bad-time]; fix it first (the file was left unchanged)")
        var all = broken
        all.undone = .change
        XCTAssertEqual(
            RefusalText.text(all, .commandLine),
            "days/2026/2026-11-20.md:2:3: invalid time '35:00' [bad-time]; fix it first, nothing was changed")
        let renamed = JournalRefusal(.notAnEntryOrItem(line: 1), file: "days/2026/2026-11-20.md", undone: .rename)
        XCTAssertEqual(
            RefusalText.text(renamed, .commandLine) { "./" + $0 },
            "./days/2026/2026-11-20.md: line 1 is neither an entry nor a checklist item; nothing was renamed")
        let loop = JournalRefusal(
            .loopHabitRefused(name: "Run -- fast", position: 2, because: .nameWithNote), undone: .import)
        XCTAssertEqual(
            RefusalText.text(loop, .commandLine),
            "Loop's habit 'Run -- fast' (position 2 in Habits.csv) cannot be imported: a name cannot contain ' -- ' (it starts a note in day files). Rename it in Loop, or in the export's Habits.csv, and import again; nothing was imported"
        )
        let records = JournalRefusal(.dayLineEndingsWouldJoin, file: "days/2026/2026-11-20.md")
        XCTAssertEqual(
            RefusalText.warning(.recordsNotAdded(path: "days/2026/2026-11-20.md", records: 2, records), .commandLine),
            "days/2026/2026-11-20.md: the edit would join two lines' endings (a line ending in a lone CR before an empty line ending in LF); it was left unchanged — run fmt on the file first, or edit it by hand; Loop's records were not added to it"
        )
        XCTAssertEqual(
            s(.formerNameTaken(name: "Stroll", by: Self.read)),
            "'Stroll' is a former name of 'Read' (read), and day files may still use it; names must differ")
        XCTAssertEqual(
            s(.gitOperationStopped(.merge, workTree: "/j")),
            "Git is merging in /j: finish it with 'git merge --continue' or 'git merge --abort', then run this again")
        XCTAssertEqual(
            s(.gitIndexLocked(workTree: "/j", lock: "/j/.git/index.lock")),
            "Git is working in /j (its index is locked): wait for it to finish, or remove /j/.git/index.lock if no git command is running, then run this again"
        )
        XCTAssertEqual(
            RefusalText.text(
                JournalRefusal(.loopFileTooLarge(path: "Habits.csv", bytes: 400, limit: 399), undone: .import),
                .commandLine),
            "the export is larger than an import reads: Habits.csv holds 400 bytes, more than 399 bytes (Docs/IMPORT.md has the limits); nothing was imported"
        )
        XCTAssertEqual(
            RefusalText.warning(.notAdded(habit: "Walk", JournalRefusal(.invalidUnit("2cups"))), .commandLine),
            "'Walk' was not added: '--unit' takes one word of at most 20 characters that does not start with a digit, such as glasses, km or pages; not '2cups'"
        )
    }
}
