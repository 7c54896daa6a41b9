import DawnJournalTestSupport
import Foundation
import XCTest

@testable import DawnJournal
@testable import DawnJournalEdit
@testable import DawnJournalParse

/// The refusal catalog: every code is documented, and every code a request can reach is
/// triggered through the library here, asserting the case and its parameters (never prose:
/// the words are the front end's, tested in the CLI's RefusalTextTests).
final class RefusalCatalogTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T07:40")!
    static let habits = """
        [habits.read]
        name = "Read"
        emoji = "📚"
        duration = "30m"
        since = 2026-01-01

        [habits.floss]
        name = "Floss"
        since = 2026-01-01

        [habits.water]
        name = "Drink Water"
        unit = "glasses"
        goal = 8
        since = 2026-01-01

        [habits.spanish]
        name = "Spanish"
        since = 2026-01-01
        archived = 2026-06-01

        """

    /// The codes reached, checked against the catalog by testEveryReachableCodeIsTriggered.
    var reached: Set<RefusalCode> = []

    func journal(_ files: [String: String] = [:], at now: LocalDateTime = now) -> (JournalService, MemoryStorage) {
        let storage = MemoryStorage(files.isEmpty ? ["habits.toml": Self.habits] : files)
        return (JournalService(storage: storage, now: now), storage)
    }

    /// The refusal `body` throws, recorded as reached; nil (and a failure) when it throws none.
    func refusal(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> JournalRefusal? {
        do {
            try body()
            XCTFail("not refused", file: file, line: line)
            return nil
        } catch let r as JournalRefusal {
            reached.insert(r.code)
            return r
        } catch let e as EditRefusal {
            reached.insert(e.reason.code)
            return JournalRefusal(e.reason, at: e.range)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    func reason(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> RefusalReason? {
        refusal(body, file: file, line: line)?.reason
    }

    func habit(_ id: String, in text: String = habits) -> Habit {
        HabitsParser.parse(Array(text.utf8)).file.habits.first { $0.id == id }!
    }

    static func d(_ s: String) -> LocalDate { LocalDate(s)! }
    static func t(_ s: String) -> TimeOfDay { TimeOfDay(s)! }

    // MARK: The journal's files

    func testEveryCodeIsWordsAndTheOldSpellingIsStillRead() throws {
        // Codes are words joined by hyphens: no initialism split letter by letter ("i-d").
        for code in RefusalCode.allCases {
            XCTAssertNil(code.rawValue.range(of: #"(^|-)i-d(-|$)"#, options: .regularExpression), code.rawValue)
        }
        XCTAssertEqual(RefusalCode(spelled: "no-habit-i-d"), .noHabitID)
        XCTAssertEqual(RefusalCode.sameID.rawValue, "same-id")
        XCTAssertEqual(RefusalCode(spelled: "same-i-d"), .sameID)
        XCTAssertEqual(RefusalCode(spelled: "same-id"), .sameID)
        XCTAssertNil(RefusalCode(spelled: "same-idd"))
        let decoded = try JSONDecoder().decode([RefusalCode].self, from: Data(#"["same-i-d", "same-id"]"#.utf8))
        XCTAssertEqual(decoded, [.sameID, .sameID])
        XCTAssertThrowsError(try JSONDecoder().decode([RefusalCode].self, from: Data(#"["nope"]"#.utf8)))
    }

    func testTheJournalsFiles() throws { try journalsFiles() }

    func journalsFiles() {
        let failing = Failing(Self.habits)
        let j = JournalService(storage: failing, now: Self.now)
        XCTAssertEqual(
            refusal { _ = try j.removeHabit("read", purge: false) },
            JournalRefusal(.dayFileMissing, file: "days/2026/2026-11-20.md", undone: .change))
        failing.failRead = true
        XCTAssertEqual(
            refusal { _ = try j.removeHabit("read", purge: false) },
            JournalRefusal(.storage(reason: "permission denied"), file: "days/2026/2026-11-20.md", undone: .change))
        failing.failLock = true
        XCTAssertEqual(reason { _ = try j.log(LogRequest(habit: "floss")) }, .lockFailed(description: "stuck"))
        // A storage's own refusals pass through as they are: the command line's Git checks.
        failing.failLock = false
        for git in [
            RefusalReason.gitOperationStopped(.merge, workTree: "/j"),
            .gitIndexLocked(workTree: "/j", lock: "/j/.git/index.lock"),
        ] {
            failing.lockRefusal = JournalRefusal(git)
            XCTAssertEqual(reason { _ = try j.log(LogRequest(habit: "floss")) }, git)
        }

        XCTAssertEqual(
            refusal { _ = try self.journal(["days/2026/2026-11-21.md": ""]).0.log(LogRequest(habit: "floss")) },
            JournalRefusal(.habitsFileMissing, file: "habits.toml"))
        let syntax = refusal { _ = try self.journal(["habits.toml": "[habits\n"]).0.log(LogRequest(habit: "floss")) }
        XCTAssertEqual(syntax?.code, .habitsSyntax)
        XCTAssertEqual(syntax?.file, "habits.toml")
        if case .habitsSyntax(let d)? = syntax?.reason { XCTAssertEqual(d.code, .habitsSyntax) } else { XCTFail() }

        var files = ["habits.toml": Self.habits, "days/2026/2026-11-20.md": "## Timeline\n- 35:00-36:00 Read\n"]
        let broken = refusal {
            _ = try self.journal(files).0.log(LogRequest(habit: "read", date: .daysAgo(1), at: Self.t("06:00")))
        }
        XCTAssertEqual(broken?.file, "days/2026/2026-11-20.md")
        XCTAssertEqual(broken?.range?.line, 2)
        if case .dayFileInvalid(let d)? = broken?.reason {
            XCTAssertEqual(d.code, .badTime)
        } else {
            XCTFail("\(String(describing: broken))")
        }

        let lint = refusal {
            _ = try self.journal().0.editHabit("spanish", HabitFieldValues(since: .date(Self.d("2026-07-01"))))
        }
        if case .lintError(let d)? = lint?.reason {
            XCTAssertEqual(d.code, .archivedBeforeSince)
        } else {
            XCTFail("\(String(describing: lint))")
        }
        XCTAssertEqual(lint?.file, "habits.toml")

        // An editor handed a habits.toml that does not parse (the use cases refuse it earlier).
        let invalid = refusal {
            _ = try HabitsEditor.setField("name", literal: "\"X\"", habitID: "a", in: Array("[habits\n".utf8))
        }
        if case .habitsInvalid(let d)? = invalid?.reason {
            XCTAssertEqual(d.code, .habitsSyntax)
        } else {
            XCTFail("\(String(describing: invalid))")
        }
        files["days/2026/2026-11-20.md"] = nil
    }

    // MARK: Naming a habit

    func testNamingAHabit() throws { try namingAHabit() }

    func namingAHabit() throws {
        let (j, _) = journal()
        XCTAssertEqual(
            reason { _ = try j.log(LogRequest(habit: "Reed")) },
            .unknownHabit(name: "Reed", suggestion: habit("read"), known: ["Read", "Floss", "Drink Water", "Spanish"]))
        XCTAssertEqual(
            reason { _ = try j.log(LogRequest(habit: "zzzzzzzz")) },
            .unknownHabit(name: "zzzzzzzz", suggestion: nil, known: ["Read", "Floss", "Drink Water", "Spanish"]))
        let twins = "[habits.resume]\nname = \"Resume\"\n\n[habits.resume-2]\nname = \"Résumé\"\n"
        let file = HabitsParser.parse(Array(twins.utf8)).file
        XCTAssertEqual(
            reason { _ = try file.resolve("resumé") },
            .ambiguousHabit(name: "resumé", candidates: [habit("resume", in: twins), habit("resume-2", in: twins)]))
    }

    // MARK: A habit's name, id and fields

    func testAHabitsNameAndID() throws { try aHabitsNameAndID() }

    func aHabitsNameAndID() {
        let (j, storage) = journal()
        func add(_ name: String, id: String? = nil, _ fields: HabitFieldValues = HabitFieldValues()) -> RefusalReason? {
            reason { _ = try j.addHabit(HabitAddRequest(name: name, id: id, fields: fields)) }
        }
        XCTAssertEqual(add("   "), .emptyName(maximum: 50))
        let long = String(repeating: "a", count: 51)
        XCTAssertEqual(add(long), .nameTooLong(name: long, length: 51, maximum: 50))
        XCTAssertEqual(add("a\nb"), .multilineName)
        XCTAssertEqual(add("Run -- fast"), .nameWithNote)
        XCTAssertEqual(add("Run --"), .unreadableName(name: "Run --", problem: "a day file would read it as 'Run'"))
        XCTAssertEqual(add("read"), .nameTaken(name: "read", by: habit("read")))
        let renamed = "[habits.walk]\nname = \"Evening Walk\"\nformer_names = [\"Stroll\"]\n"
        XCTAssertEqual(
            reason { _ = try self.journal(["habits.toml": renamed]).0.addHabit(HabitAddRequest(name: "Stroll")) },
            .formerNameTaken(name: "Stroll", by: habit("walk", in: renamed)))
        XCTAssertEqual(add("Walk", id: "a b"), .invalidID("a b"))
        XCTAssertEqual(add("Walk", id: "floss"), .idTaken("floss"))
        XCTAssertEqual(
            reason { _ = try j.editHabit("read", HabitFieldValues(), newID: "read") },
            .sameID(habit: habit("read"), id: "read"))
        XCTAssertEqual(reason { _ = try j.editHabit("read", HabitFieldValues(), newID: "floss") }, .idInUse("floss"))
        XCTAssertEqual(
            reason { _ = try j.editHabit("read", HabitFieldValues(), newID: "no way") }, .invalidID("no way"))
        XCTAssertEqual(reason { _ = try j.editHabit("read", HabitFieldValues()) }, .nothingToChange)
        XCTAssertEqual(storage.writes, [])
    }

    func testAHabitsFields() throws { try aHabitsFields() }

    func aHabitsFields() {
        let (j, storage) = journal()
        func add(_ fields: HabitFieldValues) -> RefusalReason? {
            reason { _ = try j.addHabit(HabitAddRequest(name: "Walk", fields: fields)) }
        }
        XCTAssertEqual(add(HabitFieldValues(emoji: "R")), .invalidEmoji("R"))
        XCTAssertEqual(add(HabitFieldValues(color: "blue")), .invalidColor("blue"))
        XCTAssertEqual(add(HabitFieldValues(duration: "half")), .invalidDuration("half"))
        XCTAssertEqual(add(HabitFieldValues(duration: "20m")), .durationOffGrid(duration: "20m", slot: 15))
        XCTAssertEqual(
            add(HabitFieldValues(description: String(repeating: "x", count: 201))),
            .descriptionTooLong(length: 201, maximum: 200))
        XCTAssertEqual(add(HabitFieldValues(description: "a\nb")), .multilineDescription)
        XCTAssertEqual(add(HabitFieldValues(days: "mon,,tue")), .invalidWeekday(""))
        XCTAssertEqual(add(HabitFieldValues(days: "mon,someday")), .invalidWeekday("someday"))
        XCTAssertEqual(add(HabitFieldValues(target: "9/week")), .invalidTarget("9/week"))
        XCTAssertEqual(add(HabitFieldValues(unit: "2cups")), .invalidUnit("2cups"))
        XCTAssertEqual(add(HabitFieldValues(unit: "km", goal: "lots")), .invalidAmount(key: "goal", text: "lots"))
        XCTAssertEqual(add(HabitFieldValues(unit: "km", goal: "0")), .zeroGoal)
        XCTAssertEqual(add(HabitFieldValues(days: "mon", target: "2/week")), .conflictingKeys("days", "target"))
        XCTAssertEqual(add(HabitFieldValues(every: "3 days")), .invalidEvery("3 days"))
        XCTAssertEqual(add(HabitFieldValues(days: "mon", every: "3d")), .conflictingKeys("days", "every"))
        XCTAssertEqual(add(HabitFieldValues(limit: "2")), .unitNeeded(key: "limit"))
        XCTAssertEqual(
            reason { _ = try j.editHabit("water", HabitFieldValues(limit: "3")) },
            .conflictsWithExisting(habit: "Drink Water", key: "limit", existing: "goal"))
        XCTAssertEqual(
            reason { _ = try j.editHabit("water", HabitFieldValues(unit: "")) },
            .unitStillNeeded(habit: "Drink Water", key: "goal"))
        XCTAssertEqual(storage.writes, [])
    }

    // MARK: Habit commands

    func testHabitCommands() throws { try habitCommands() }

    func habitCommands() throws {
        let (j, storage) = journal()
        XCTAssertEqual(reason { _ = try j.unarchiveHabit("read") }, .notArchived(habit("read")))
        XCTAssertEqual(
            reason { _ = try j.archiveHabit("read", on: .date(Self.d("2025-12-31"))) },
            .archiveBeforeStart(habit: habit("read"), since: Self.d("2026-01-01")))
        _ = try j.unarchiveHabit("spanish")
        XCTAssertEqual(
            reason { _ = try j.archiveHabit("spanish", on: .date(Self.d("2026-07-01"))) },
            .archiveInPause(
                habit: habit("spanish", in: storage.text("habits.toml")!),
                pause: HabitPause(from: Self.d("2026-06-01"), to: Self.d("2026-11-20")),
                date: Self.d("2026-07-01")))
        XCTAssertEqual(reason { _ = try j.moveHabit("read", to: .at(0)) }, .positionOutOfRange(position: 0, count: nil))
        XCTAssertEqual(reason { _ = try j.moveHabit("read", to: .at(9)) }, .positionOutOfRange(position: 9, count: 4))
        XCTAssertEqual(reason { _ = try j.moveHabit("read", to: .before("read")) }, .moveNextToItself(habit("read")))
        _ = try j.log(LogRequest(habit: "floss"))
        XCTAssertEqual(
            reason { _ = try j.removeHabit("floss", purge: false) },
            .habitHasHistory(habit: habit("floss"), days: 1, entries: 1))
    }

    // MARK: Logging and unlogging

    func testLogging() throws { try logging() }

    func logging() throws {
        let (j, _) = journal()
        func log(_ request: LogRequest) -> RefusalReason? { reason { _ = try j.log(request) } }
        XCTAssertEqual(log(LogRequest(habit: "floss", note: "a\nb")), .multilineNote)
        XCTAssertEqual(log(LogRequest(habit: "floss", check: true, skip: true)), .skipWithDetails)
        XCTAssertEqual(log(LogRequest(habit: "water", amount: Amount(1), setTotal: Amount(2))), .amountAndTotal)
        XCTAssertEqual(log(LogRequest(habit: "floss", amount: Amount(1))), .noUnit(habit("floss")))
        XCTAssertEqual(
            log(LogRequest(habit: "floss", at: Self.t("06:00"))),
            .timeForChecklist(habit: habit("floss"), skipping: false))
        XCTAssertEqual(log(LogRequest(habit: "floss", at: Self.t("06:00"), skip: true)), .skipWithDetails)
        XCTAssertEqual(
            log(LogRequest(habit: "floss", date: .date(Self.d("2026-11-22")))),
            .futureLog(date: Self.d("2026-11-22"), today: Self.d("2026-11-21")))
        XCTAssertEqual(
            log(LogRequest(habit: "read", date: .date(Self.d("2026-11-22")))),
            .futureLog(date: Self.d("2026-11-22"), today: Self.d("2026-11-21")))
        XCTAssertEqual(
            log(LogRequest(habit: "read", at: Self.t("28:30"))),
            .startPastNightEnd(at: Self.t("28:30"), nightEnd: Self.t("28:00")))
        XCTAssertEqual(
            log(LogRequest(habit: "read", at: Self.t("09:00"))),
            .futureStart(
                start: Self.t("09:00"), date: Self.d("2026-11-21"), nowSlot: Self.t("07:30"),
                today: Self.d("2026-11-21")))
        XCTAssertEqual(
            log(LogRequest(habit: "read", date: .daysAgo(1))),
            .timeNeeded(habit: habit("read"), date: Self.d("2026-11-20")))
        XCTAssertEqual(
            log(LogRequest(habit: "read", date: .daysAgo(1), at: Self.t("27:45"))),
            .pastNightEnd(start: Self.t("27:45"), minutes: 30, nightEnd: Self.t("28:00")))
        XCTAssertEqual(
            log(LogRequest(habit: "spanish")), .habitArchived(habit: habit("spanish"), date: Self.d("2026-11-21")))

        let midnight = "[journal]\nday_starts = \"00:00\"\n\n" + Self.habits
        let early = journal(["habits.toml": midnight], at: LocalDateTime("2026-11-21T00:20")!).0
        XCTAssertEqual(
            reason { _ = try early.log(LogRequest(habit: "read")) },
            .startsBeforeDay(minutes: 30, nowSlot: Self.t("00:15")))

        let odd = "[habits.x]\nname = \"Run -- fast\"\n"
        XCTAssertEqual(
            reason { _ = try self.journal(["habits.toml": odd]).0.log(LogRequest(habit: "x")) },
            .unwritableName(habit: habit("x", in: odd), problem: "a day file would read it as 'Run'"))
    }

    func testLoggingOnADayThatHasLines() throws { try loggingOnADayThatHasLines() }

    func loggingOnADayThatHasLines() throws {
        let runs =
            Self.habits + "\n[habits.run]\nname = \"Run\"\nduration = \"30m\"\nunit = \"km\"\nsince = 2026-01-01\n"
        let (j, _) = journal(["habits.toml": runs])
        func log(_ request: LogRequest) -> RefusalReason? { reason { _ = try j.log(request) } }
        _ = try j.log(LogRequest(habit: "run", at: Self.t("06:00"), amount: Amount(5)))
        XCTAssertEqual(
            log(LogRequest(habit: "run", at: Self.t("06:00"), amount: Amount(2))),
            .entryExists(
                habit: habit("run", in: runs), start: Self.t("06:00"), end: Self.t("06:30"), line: 3, amount: Amount(2))
        )
        XCTAssertEqual(
            log(LogRequest(habit: "run", check: true, setTotal: Amount(3))),
            .amountOnTimeline(habit: habit("run", in: runs), line: 3))
        XCTAssertEqual(log(LogRequest(habit: "run", skip: true)), .skipTimed(habit: habit("run", in: runs), line: 3))
        _ = try j.log(LogRequest(habit: "floss"))
        XCTAssertEqual(
            log(LogRequest(habit: "floss", skip: true)), .skipTicked(habit: habit("floss", in: runs), line: 7))
        _ = try j.log(LogRequest(habit: "floss", note: "mint"))
        XCTAssertEqual(
            log(LogRequest(habit: "floss", note: "waxed")),
            .noteExists(habit: habit("floss", in: runs), line: 7, note: "mint"))
        _ = try j.log(LogRequest(habit: "water", note: "lunch", amount: Amount(2)))
        _ = try j.log(LogRequest(habit: "water", note: "dinner", amount: Amount(3)))
        XCTAssertEqual(
            log(LogRequest(habit: "water", setTotal: Amount(5))),
            .recordsWithNote(habit: habit("water", in: runs), lines: [8, 9], noteLine: 9))
        _ = try j.log(LogRequest(habit: "read", at: Self.t("06:00")))
        _ = try j.log(LogRequest(habit: "read", at: Self.t("07:00")))
        XCTAssertEqual(
            reason { _ = try j.unlog(UnlogRequest(habit: "read")) },
            .whichEntry(
                habit: habit("read", in: runs), date: Self.d("2026-11-21"), starts: [Self.t("06:00"), Self.t("07:00")]))
    }

    func testEntryOperations() throws { try entryOperations() }

    func testUndoing() throws { try undoing() }

    func testTimers() throws { try timers() }
    /// `start` and `stop`'s own refusals.
    func timers() throws {
        let path = "days/2026/2026-11-21.md"
        let (j, _) = journal(["habits.toml": Self.habits, path: "## Timeline\n\n- 07:00- 📚 Read\n"])
        let read = habit("read")
        let day = Self.d("2026-11-21")
        XCTAssertEqual(reason { _ = try j.start(StartRequest(habit: "floss")) }, .timerForChecklist(habit("floss")))
        XCTAssertEqual(
            reason { _ = try j.start(StartRequest(habit: "read", date: .daysAgo(1), at: Self.t("07:00"))) },
            .timerNotToday(date: Self.d("2026-11-20"), today: day))
        XCTAssertEqual(
            reason { _ = try j.stop(StopRequest(habit: "water")) }, .nothingRunning(habit: habit("water"), date: day))
        XCTAssertEqual(
            reason { _ = try j.stop(StopRequest(at: Self.t("06:45"))) },
            .stopBeforeStart(habit: read, start: Self.t("07:00"), at: Self.t("06:45")))
        XCTAssertEqual(
            reason { _ = try j.stop(StopRequest(at: Self.t("07:45"))) },
            .futureStop(at: Self.t("07:45"), now: Self.t("07:40")))
    }
    /// An undo whose lines changed since, or whose result would not read back.
    func undoing() throws {
        let runs = Self.habits + "\n[habits.run]\nname = \"Run\"\nduration = \"30m\"\nsince = 2026-01-01\n"
        let path = "days/2026/2026-11-21.md"
        let (j, storage) = journal(["habits.toml": runs, path: "## Timeline\n\n- 06:00-06:30 Run\n"])
        let placed = try XCTUnwrap(try j.log(LogRequest(habit: "run", at: Self.t("07:00"))).undo)
        storage.files[path] = Array("## Timeline\n\n- 06:00-06:30 Run\n- 07:00-07:45 Run\n".utf8)
        XCTAssertEqual(
            reason { _ = try j.undo(placed) }, .undoConflict(path: path, line: 4, text: "- 07:00-07:30 Run"))
        storage.files[path] = Array("## Timeline\n\n- 06:00-06:30 Run\n- 07:00-07:30 Run\n".utf8)
        let removed = try XCTUnwrap(try j.unlog(UnlogRequest(habit: "run", at: Self.t("07:00"))).undo)
        storage.files[path] = Array("## Timeline\n\n- 06:00-06:30 Run\n- 35:00-36:00 Run\n".utf8)
        guard case .undoWouldBreak = reason({ _ = try j.undo(removed) }) else { return XCTFail("not refused") }
        storage.files[path] = Array("## Timeline\n\n- 06:00-06:30 Run\n".utf8)
        guard case .undoHandleInvalid = reason({ _ = try JournalUndo(json: Array("{}".utf8)) }) else {
            return XCTFail("not refused")
        }
        guard case .doneOnTimeline = reason({ _ = try j.toggle(ToggleRequest(habit: "run")) }) else {
            return XCTFail("not refused")
        }
        guard case .boxChanged = reason({ _ = try j.toggle(ToggleRequest(habit: "run", expecting: .done)) }) else {
            return XCTFail("not refused")
        }
    }

    func entryOperations() throws {
        let runs = Self.habits + "\n[habits.run]\nname = \"Run\"\nduration = \"30m\"\nsince = 2026-01-01\n"
        let (j, _) = journal([
            "habits.toml": runs, "days/2026/2026-11-21.md": "## Timeline\n\n- 06:00-06:30 Run\n- 06:00-07:00 Run\n",
        ])
        let run = habit("run", in: runs)
        let day = Self.d("2026-11-21")
        XCTAssertEqual(
            reason {
                _ = try j.move(
                    MoveRequest(habit: "run", entry: EntryAddress(start: Self.t("06:00")), to: Self.t("05:00")))
            },
            .entriesStartTogether(
                habit: run, date: day, entries: [Self.t("06:00")..<Self.t("06:30"), Self.t("06:00")..<Self.t("07:00")]))
        XCTAssertEqual(
            reason {
                _ = try j.resize(
                    ResizeRequest(habit: "run", entry: EntryAddress(start: Self.t("08:00")), length: .minutes(15)))
            },
            .noEntry(
                habit: run, date: day, at: Self.t("08:00"),
                entries: [Self.t("06:00")..<Self.t("06:30"), Self.t("06:00")..<Self.t("07:00")]))
        XCTAssertEqual(
            reason {
                _ = try j.move(
                    MoveRequest(
                        habit: "run", entry: EntryAddress(start: Self.t("06:00"), end: Self.t("06:30"), position: 2),
                        to: Self.t("05:00")))
            },
            .noEntryAtPosition(habit: run, date: day, count: 1, position: 2))
        XCTAssertEqual(
            reason {
                _ = try j.move(
                    MoveRequest(
                        habit: "run", entry: EntryAddress(start: Self.t("06:00"), end: Self.t("06:30")),
                        to: Self.t("07:45")))
            },
            .futureMove(start: Self.t("07:45"), date: day, nowSlot: Self.t("07:30"), today: day))
        XCTAssertEqual(reason { _ = try j.toggle(ToggleRequest(habit: "water")) }, .noBox(habit("water", in: runs)))
        XCTAssertEqual(
            reason {
                _ = try j.setNote(
                    NoteRequest(
                        habit: "run", entry: EntryAddress(start: Self.t("06:00"), end: Self.t("06:30")),
                        note: "\u{301}fast"))
            },
            .unwritableNote(note: "\u{301}fast"))
        XCTAssertEqual(
            reason {
                _ = try j.setNote(
                    NoteRequest(
                        habit: "run", entry: EntryAddress(start: Self.t("06:00"), end: Self.t("06:30")),
                        note: "fast", expecting: "slow"))
            },
            .noteChanged(habit: run, start: Self.t("06:00"), end: Self.t("06:30"), expected: "slow", found: nil))
    }

    // MARK: Editing files

    func testTheEditorsSafetyChecks() throws { try theEditorsSafetyChecks() }

    func theEditorsSafetyChecks() throws {
        let crlf = [
            "habits.toml": Self.habits, "days/2026/2026-11-21.md": "## Checklist\r- [x] Floss\n\nGood focus.\n",
        ]
        let ending = refusal { _ = try self.journal(crlf).0.unlog(UnlogRequest(habit: "floss")) }
        XCTAssertEqual(ending?.reason, .dayLineEndingsWouldJoin)
        XCTAssertEqual(ending?.file, "days/2026/2026-11-21.md")

        let document = try DayDocument(parsing: Array("## Checklist\n\n- [x] Floss\n".utf8))
        XCTAssertEqual(reason { _ = try DayEditor.removeEntry(atLine: 3, in: document) }, .notAnEntry(line: 3))
        XCTAssertEqual(reason { _ = try DayEditor.untick(atLine: 1, in: document) }, .notAnItem(line: 1))
        XCTAssertEqual(reason { _ = try DayEditor.removeItems(atLines: [1], in: document) }, .notAnEntryOrItem(line: 1))
        XCTAssertEqual(reason { _ = try DayEditor.removeItems(atLines: [9], in: document) }, .noLine(9))

        let bytes = Array(Self.habits.utf8)
        XCTAssertEqual(
            reason { _ = try HabitsEditor.setField("name", literal: "\"X\"", habitID: "nope", in: bytes) },
            .noHabitID("nope"))
        XCTAssertEqual(
            reason { _ = try HabitsEditor.moveHabit(id: "nope", to: 0, in: bytes) },
            .noHabitOrPosition(id: "nope", position: 1))

        let dotted = "habits.floss.name = \"Floss\"\n\n[habits.read]\nname = \"Read\"\n"
        let (d, _) = journal(["habits.toml": dotted])
        XCTAssertEqual(
            reason { _ = try d.moveHabit("read", to: .at(1)) }, .notATable(habit("floss", in: dotted), .move))
        XCTAssertEqual(
            reason { _ = try d.editHabit("floss", HabitFieldValues(emoji: "🦷")) },
            .notATable(habit("floss", in: dotted), .edit))
        let nested = "[habits.read]\nname = \"Read\"\n\n[habits.read.more]\nx = 1\n\n[habits.floss]\nname = \"Floss\"\n"
        XCTAssertEqual(
            reason { _ = try self.journal(["habits.toml": nested]).0.moveHabit("read", to: .at(2)) },
            .notPlainTable(line: 4, text: "[habits.read.more]"))
        // `habits` as an inline table: the new table would not parse, said as such.
        let inline = "habits = { read = { name = \"Read\" } }\n"
        XCTAssertEqual(
            refusal { _ = try self.journal(["habits.toml": inline]).0.addHabit(HabitAddRequest(name: "Walk")) }?.code,
            .habitsInvalid)
    }

    // MARK: Dates, files and imports

    func testDatesFilesAndImports() throws { try datesFilesAndImports() }

    func datesFilesAndImports() throws {
        let (j, _) = journal()
        XCTAssertEqual(
            reason { _ = try j.editPlan(.date(Self.d("2026-11-22"))) },
            .futureEdit(date: Self.d("2026-11-22"), today: Self.d("2026-11-21")))
        XCTAssertEqual(reason { _ = try ReportRange.year(0).resolved(today: Self.d("2026-11-21")) }, .invalidYear(0))
        XCTAssertEqual(
            reason {
                _ = try ReportRange.dates(from: .date(Self.d("2026-11-21")), to: .date(Self.d("2026-11-01"))).resolved(
                    today: Self.d("2026-11-21"))
            },
            .reportDatesReversed(first: Self.d("2026-11-21"), last: Self.d("2026-11-01")))
        XCTAssertEqual(
            reason {
                _ = try ReportRange.dates(from: .date(Self.d("2000-01-01")), to: nil).resolved(
                    today: Self.d("2026-11-21"))
            },
            .reportTooLong(first: Self.d("2000-01-01"), last: Self.d("2026-11-21"), maximum: ReportRange.maximumDays))
        XCTAssertEqual(
            reason { _ = try j.exportRows(from: .date(Self.d("2026-11-21")), to: .date(Self.d("2026-11-01"))) },
            .exportDatesReversed(first: Self.d("2026-11-21"), last: Self.d("2026-11-01")))
        XCTAssertEqual(reason { _ = try j.formatDays(write: false, only: ["notes.txt"]) }, .notADayFile("notes.txt"))
        XCTAssertEqual(reason { _ = try LoopArchive(files: ["notes.txt": Array("hello".utf8)]) }, .notALoopExport)
        XCTAssertEqual(
            reason { _ = try LoopArchive(files: ["Habits.csv": Array("a,b\n".utf8)]) },
            .loopHabitsWithoutNames(path: "Habits.csv"))
        let habitsCSV = Array("Position,Name\n001,Read\n".utf8)
        XCTAssertEqual(
            refusal {
                _ = try LoopArchive(
                    files: ["Habits.csv": habitsCSV], limits: .init(fileBytes: 10, csvBytes: 800, records: 12))
            },
            JournalRefusal(.loopFileTooLarge(path: "Habits.csv", bytes: habitsCSV.count, limit: 10), undone: .import))
        let checks = Array("Date,Value,Notes\n2026-11-20,YES_MANUAL,\n2026-11-19,YES_MANUAL,\n".utf8)
        XCTAssertEqual(
            reason {
                _ = try LoopArchive(
                    files: ["Habits.csv": habitsCSV, "001 Read/Checkmarks.csv": checks],
                    limits: .init(fileBytes: 400, csvBytes: 30, records: 12))
            },
            .loopCSVTooLarge(limit: 30))
        XCTAssertEqual(
            reason {
                _ = try LoopArchive(
                    files: ["Habits.csv": habitsCSV, "001 Read/Checkmarks.csv": checks],
                    limits: .init(fileBytes: 400, csvBytes: 800, records: 1))
            },
            .loopTooManyRecords(limit: 1))
        let csv =
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n001,Run -- fast,YES_NO,,,1,1,,,,,false\n"
        let archive = try LoopArchive(files: [
            "Habits.csv": Array(csv.utf8),
            "001 Run/Checkmarks.csv": Array("Date,Value,Notes\n2026-11-20,YES_MANUAL,\n".utf8),
        ])
        XCTAssertEqual(
            refusal { _ = try j.importLoop(archive) },
            JournalRefusal(.loopHabitRefused(name: "Run -- fast", position: 1, because: .nameWithNote), undone: .import)
        )
    }

    // MARK: The catalog

    /// Every code is reached by a test above, except the safety nets no request can reach:
    /// checks after an edit that the editors' own tests show never fire on valid input.
    func testEveryReachableCodeIsTriggered() throws {
        let unreachable: Set<RefusalCode> = [
            .habitWouldBeLost, // setFields re-reads what HabitsEditor verified
            .habitsLineEndingsWouldJoin, // a lone CR makes habits.toml invalid TOML, refused first
            .editWouldInvalidate, .editTooBroad, // DayEditor.verify after an edit it built
            .tableUnderHabit, .multilineHeader, .tablesOutOfOrder, // valid TOML keeps them apart
            .habitsWouldNotReadBack, // no request found whose result parses yet reads back otherwise
        ]
        try journalsFiles()
        try namingAHabit()
        try aHabitsNameAndID()
        try aHabitsFields()
        try habitCommands()
        try logging()
        try loggingOnADayThatHasLines()
        try entryOperations()
        try undoing()
        try timers()
        try theEditorsSafetyChecks()
        try datesFilesAndImports()
        let missing = Set(RefusalCode.allCases).subtracting(reached).subtracting(unreachable)
        XCTAssertEqual(missing, [], "codes no test triggers")
        XCTAssertEqual(
            reached.intersection(unreachable), [], "a code called unreachable was reached: move it out of the list")
    }

    /// The library names no option and no command in a refusal: no line that makes one (or
    /// the catalog itself) holds `--name` or `dawn-journal `.
    func testTheLibraryWordsNoRefusal() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DawnJournal")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 50)
        var checked = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let catalog = file.lastPathComponent.hasPrefix("Refusal")
            for line in text.split(separator: "\n") where catalog || line.contains("Refusal(") {
                checked += 1
                let flag = line.range(of: "--[a-z]", options: .regularExpression)
                XCTAssertNil(flag, "\(file.lastPathComponent): \(line)")
                XCTAssertFalse(line.contains("dawn-journal "), "\(file.lastPathComponent): \(line)")
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// Docs/API.md's table lists every code with its case, kind and summary, and nothing else.
    func testEveryCodeIsDocumented() throws {
        let api = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/API.md")
        let text = try String(contentsOf: api, encoding: .utf8)
        func kind(_ k: RefusalKind) -> String {
            switch k {
            case .invalidRequest: "invalid request"
            case .refused: "refused"
            case .storage: "storage"
            }
        }
        var documented: [String] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            documented.append(String(line.dropFirst(3).prefix { $0 != "`" }))
        }
        XCTAssertEqual(
            documented, RefusalCode.allCases.map(\.rawValue), "Docs/API.md's refusal table, in the catalog's order")
        XCTAssertEqual(Set(RefusalCode.allCases.map(\.rawValue)).count, RefusalCode.allCases.count, "codes are unique")
        for code in RefusalCode.allCases {
            guard let row = text.split(separator: "\n").first(where: { $0.hasPrefix("| `\(code.rawValue)` |") }) else {
                continue
            }
            XCTAssertTrue(row.contains("| \(kind(code.kind)) |"), "\(code): kind \(code.kind) in \(row)")
            XCTAssertTrue(
                row.hasSuffix("| \(code.summary.replacingOccurrences(of: "|", with: "\\|")) |"),
                "\(code): summary in \(row)")
        }
    }
}

/// A storage that fails as it is told: a listed file that is gone, a read, the lock.
private final class Failing: JournalStorage, @unchecked Sendable {
    var listed: [String] = ["days/2026/2026-11-20.md"]
    var failRead = false
    var failLock = false
    /// A refusal of the storage's own when it takes the lock (the command line's: Git is merging).
    var lockRefusal: JournalRefusal?
    let habits: [UInt8]
    init(_ habits: String) { self.habits = Array(habits.utf8) }
    func dayFilePaths() throws(StorageError) -> [String] { listed }
    func names(in folder: String) throws(StorageError) -> [String] { [] }
    func read(_ path: String) throws(StorageError) -> [UInt8]? {
        if path == "habits.toml" { return habits }
        if failRead { throw StorageError(path: path, reason: "permission denied") }
        return nil
    }
    func write(_ bytes: [UInt8], to path: String) throws(StorageError) {}
    func withLock<T>(_ body: () throws -> T) throws -> T {
        if failLock { throw Stuck() }
        if let lockRefusal { throw lockRefusal }
        return try body()
    }
}

private struct Stuck: Error, CustomStringConvertible { var description: String { "stuck" } }
