import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// The library side of issue 11, part 5, against the in-memory storage.
final class HabitManagementServiceTests: XCTestCase {
    let now = LocalDateTime("2026-11-21T07:40")!

    func testLatinFoldTable() {
        let cases: [(String, String)] = [
            ("Méditation", "meditation"), ("Café sans sucre", "cafe sans sucre"), ("Größe", "grosse"),
            ("GRÖSSE", "grosse"),
            ("Æsop", "aesop"), ("Œuvre", "oeuvre"), ("Øl", "ol"), ("Łódź", "lodz"), ("Điện", "dien"), ("Þing", "thing"),
            ("Straße", "strasse"), ("İstanbul", "istanbul"), ("ırmak", "irmak"), ("Ĳssel", "ijssel"), ("ﬁn", "fin"),
            ("Phở", "pho"), ("Re\u{301}sume\u{301}", "resume"), ("Ñandú", "nandu"), ("Ça va", "ca va"),
            ("读书", "读书"), ("Чтение", "чтение"), ("🏃 Run", "🏃 run"), ("ǝ", "ǝ"),
        ]
        for (text, folded) in cases { XCTAssertEqual(LatinFold.fold(text), folded, text) }
        XCTAssertEqual(LatinFold.key("  Café   Crème "), "cafe creme")
    }

    func testIDsFromNames() {
        let file = HabitsParser.parse(Array("[habits.habit-1]\nname = \"Old\"\n[habits.read]\nname = \"Read\"\n".utf8))
            .file
        XCTAssertEqual(HabitForm.slug("Café sans sucre!"), "cafe-sans-sucre")
        XCTAssertEqual(HabitForm.slug("读书"), "")
        XCTAssertEqual(HabitForm.newID(for: "读书", in: file), "habit-2", "the first number free")
        XCTAssertEqual(HabitForm.newID(for: "Réad", in: file), "read-2")
        XCTAssertEqual(HabitForm.newID(for: "Habit 1", in: file), "habit-1-2")
        XCTAssertTrue(HabitForm.isValidID("Run_2-x"))
        XCTAssertFalse(HabitForm.isValidID("café"))
        XCTAssertFalse(HabitForm.isValidID(""))
    }

    func testResolveFoldsOnlyWhenOneHabitFits() throws {
        let file = HabitsParser.parse(
            Array(
                """
                [habits.med]
                name = "Méditation"
                [habits.resume]
                name = "Resume"
                [habits.resume-2]
                name = "Résumé"
                [habits.cafe]
                name = "Café"
                """.utf8)
        ).file
        XCTAssertEqual(try file.resolve("meditation").id, "med")
        XCTAssertEqual(try file.resolve("MÉDITATION").id, "med")
        XCTAssertEqual(try file.resolve("Resume").id, "resume", "an exact match wins")
        XCTAssertEqual(try file.resolve("résumé").id, "resume-2", "an exact match, ignoring case, wins")
        XCTAssertEqual(try file.resolve("cafe").id, "cafe", "the id")
        XCTAssertEqual(try file.resolve("CAFÉ").id, "cafe")
        XCTAssertThrowsError(try file.resolve("resumé")) { error in
            let refusal = error as! JournalRefusal
            XCTAssertEqual(refusal.kind, .refused)
            XCTAssertEqual(
                refusal.reason,
                .ambiguousHabit(
                    name: "resumé", candidates: [file.habit(named: "resume")!, file.habit(named: "resume-2")!]))
        }
        // Day files keep matching by name or id, ignoring case only.
        XCTAssertNil(file.habit(named: "meditation"))
    }

    func testEditingSetsAndClearsWithTheLintRulesPassing() throws {
        let storage = MemoryStorage(["habits.toml": "[habits.water]\nname = \"Water\"  # hydrate\nduration = \"15m\"\n"]
        )
        let service = JournalService(storage: storage, now: now)
        let set = try service.editHabit(
            "water", HabitFieldValues(duration: "none", days: "sun,SAT", unit: "glasses", goal: "8"))
        XCTAssertEqual(
            set.changes.map { "\($0.key) = \($0.literal)" },
            ["days = [\"sat\", \"sun\"]", "unit = \"glasses\"", "goal = 8"])
        XCTAssertEqual(set.cleared, ["duration"])
        XCTAssertEqual(set.habit.goal, Amount(8))
        XCTAssertEqual(set.habit.days, [Weekdays(weekday: 6), Weekdays(weekday: 7)])
        XCTAssertEqual(
            storage.text("habits.toml"),
            "[habits.water]\nname = \"Water\"  # hydrate\ndays = [\"sat\", \"sun\"]\nunit = \"glasses\"\ngoal = 8\n")
        XCTAssertEqual(storage.writes, ["habits.toml"], "no day file is read or written for these fields")
        XCTAssertEqual(try service.lint().diagnostics, [])

        storage.resetLog()
        XCTAssertThrowsError(try service.editHabit("water", HabitFieldValues(target: "2/week"))) { error in
            XCTAssertEqual((error as! JournalRefusal).kind, .refused)
            XCTAssertEqual(
                (error as! JournalRefusal).reason,
                .conflictsWithExisting(habit: "Water", key: "target", existing: "days"))
        }
        XCTAssertThrowsError(try service.editHabit("water", HabitFieldValues(goal: "1.5", limit: "3"))) { error in
            XCTAssertEqual((error as! JournalRefusal).reason, .conflictingKeys("goal", "limit"))
        }
        XCTAssertThrowsError(try service.editHabit("water", HabitFieldValues(target: "9/week"))) { error in
            XCTAssertEqual((error as! JournalRefusal).kind, .invalidRequest)
        }
        XCTAssertEqual(storage.writes, [])
        let cleared = try service.editHabit("water", HabitFieldValues(days: "", unit: "", goal: ""))
        XCTAssertEqual(cleared.cleared, ["days", "unit", "goal"])
        XCTAssertEqual(storage.text("habits.toml"), "[habits.water]\nname = \"Water\"  # hydrate\n")
    }

    /// A storage that refuses to write one path, known in advance through `checkWritable`.
    final class ReadOnlyHabits: JournalStorage {
        let inner: MemoryStorage
        init(_ inner: MemoryStorage) { self.inner = inner }
        func dayFilePaths() throws(StorageError) -> [String] { try inner.dayFilePaths() }
        func names(in folder: String) throws(StorageError) -> [String] { try inner.names(in: folder) }
        func read(_ path: String) throws(StorageError) -> [UInt8]? { try inner.read(path) }
        func write(_ bytes: [UInt8], to path: String) throws(StorageError) { try inner.write(bytes, to: path) }
        func withLock<T>(_ body: () throws -> T) throws -> T { try inner.withLock(body) }
        func checkWritable(_ path: String) throws(StorageError) {
            if path == "habits.toml" { throw StorageError(path: path, reason: "read-only") }
        }
    }

    func testChangingTheIDRewritesDayFilesFirstAndChecksEveryFileBeforeWriting() throws {
        let files = [
            "habits.toml": "[habits.run]\nname = \"Morning Run\"\nemoji = \"🏃\"\n",
            "days/2026/2026-11-01.md": "## Timeline\n\n- 06:00-06:30 Morning Run\n\n## Checklist\n\n- [x] 🏃 RUN\n",
            "days/2026/2026-11-02.md": "## Checklist\n\n- [x] 🏃 morning run\n",
        ]
        let refusing = MemoryStorage(files)
        XCTAssertThrowsError(
            try JournalService(storage: ReadOnlyHabits(refusing), now: now).editHabit(
                "run", HabitFieldValues(), newID: "jog")
        ) { error in
            XCTAssertEqual((error as! JournalRefusal).kind, .storage)
        }
        XCTAssertEqual(refusing.writes, [], "refused before the first write")

        let storage = MemoryStorage(files)
        let outcome = try JournalService(storage: storage, now: now).editHabit(
            "morning run", HabitFieldValues(emoji: "🏃‍♂️"), newID: "jog")
        XCTAssertEqual(outcome.previousID, "run")
        XCTAssertEqual(outcome.habit.id, "jog")
        XCTAssertEqual(outcome.dayFiles, 2)
        XCTAssertEqual(outcome.lines, 2)
        XCTAssertEqual(
            storage.writes, ["days/2026/2026-11-01.md", "days/2026/2026-11-02.md", "habits.toml"], "habits.toml last")
        XCTAssertEqual(
            storage.text("days/2026/2026-11-01.md"),
            "## Timeline\n\n- 06:00-06:30 Morning Run\n\n## Checklist\n\n- [x] 🏃‍♂️ jog\n")
        XCTAssertEqual(storage.text("days/2026/2026-11-02.md"), "## Checklist\n\n- [x] 🏃‍♂️ morning run\n")
        XCTAssertEqual(storage.text("habits.toml"), "[habits.jog]\nname = \"Morning Run\"\nemoji = \"🏃‍♂️\"\n")
        XCTAssertEqual(try JournalService(storage: storage, now: now).lint().diagnostics, [])
    }

    func testUnarchive() throws {
        let storage = MemoryStorage([
            "habits.toml": "[habits.read]\nname = \"Read\"\narchived = 2026-11-01 # a break\nsince = 2026-01-01\n"
        ])
        let service = JournalService(storage: storage, now: now)
        // Today is 2026-11-21: the pause ran from the archived date to yesterday, and is kept.
        let outcome = try service.unarchiveHabit("read")
        XCTAssertEqual(outcome.habit.archived, nil)
        XCTAssertEqual(outcome.habit.pauses, [HabitPause(from: LocalDate("2026-11-01")!, to: LocalDate("2026-11-20")!)])
        XCTAssertEqual(
            storage.text("habits.toml"),
            "[habits.read]\nname = \"Read\"\n# a break\nsince = 2026-01-01\npauses = [{ from = 2026-11-01, to = 2026-11-20 }]\n"
        )
        XCTAssertThrowsError(try service.unarchiveHabit("read"))
    }

    /// Issue 34, item 2: archiving on a day of a past pause, or before it, is refused naming
    /// that pause, with nothing written; the day after the last pause is accepted.
    func testArchiveRefusesADateAPauseReaches() throws {
        let toml =
            "[habits.read]\nname = \"Read\"\nsince = 2026-01-01\n"
            + "pauses = [{ from = 2026-03-01, to = 2026-03-31 }, { from = 2026-06-01, to = 2026-06-30 }]\n"
        let storage = MemoryStorage(["habits.toml": toml])
        let service = JournalService(storage: storage, now: now)
        let (march, june) = (
            HabitPause(from: LocalDate("2026-03-01")!, to: LocalDate("2026-03-31")!),
            HabitPause(from: LocalDate("2026-06-01")!, to: LocalDate("2026-06-30")!)
        )
        for (date, pause) in [
            ("2026-03-01", march), ("2026-03-15", march), ("2026-06-30", june), ("2026-02-01", june),
            ("2026-04-01", june),
        ] {
            XCTAssertThrowsError(try service.archiveHabit("read", on: .date(LocalDate(date)!)), date) { error in
                guard case .archiveInPause(_, let named, let on) = (error as? JournalRefusal)?.reason else {
                    return XCTFail("\(date): \(error)")
                }
                XCTAssertEqual(named, pause, date)
                XCTAssertEqual(on, LocalDate(date)!)
            }
        }
        XCTAssertEqual(storage.writes, [])
        XCTAssertEqual(storage.text("habits.toml"), toml)
        let archived = try service.archiveHabit("read", on: .date(LocalDate("2026-07-01")!))
        XCTAssertEqual(archived.habit.archived, LocalDate("2026-07-01"))
        XCTAssertEqual(try service.lint().diagnostics.map(\.code), [])
        _ = try service.unarchiveHabit("read")
        XCTAssertEqual(try service.lint().diagnostics.map(\.code), [])
    }

    /// `archived` written by hand inside or before pauses (a `pause-overlap` warning):
    /// un-archiving joins every pause the new one shares days with, in the place of the first,
    /// and lint is quiet after.
    func testUnarchiveJoinsThePausesItOverlaps() throws {
        let storage = MemoryStorage([
            "habits.toml":
                "[habits.read]\nname = \"Read\"\nsince = 2026-01-01\narchived = 2026-03-20\n"
                + "pauses = [{ from = 2026-01-10, to = 2026-01-12 }, { from = 2026-03-01, to = 2026-03-31 }, "
                + "{ from = 2026-12-01, to = 2026-12-05 }, { from = 2026-06-01, to = 2026-06-30 }]\n"
        ])
        let service = JournalService(storage: storage, now: now)
        XCTAssertEqual(try service.lint().diagnostics.map(\.code), [.pauseOverlap])
        let outcome = try service.unarchiveHabit("read")
        // Today is 2026-11-21: the pause 03-20 … 11-20 takes in March's and June's, not December's.
        XCTAssertEqual(
            outcome.habit.pauses.map { "\($0.from)…\($0.to)" },
            ["2026-01-10…2026-01-12", "2026-03-01…2026-11-20", "2026-12-01…2026-12-05"])
        XCTAssertEqual(try service.lint().diagnostics.map(\.code), [])
    }

    /// `habitHistory` counts what `removeHabit` refuses with and deletes, and writes nothing.
    func testHabitHistoryCountsWhatRemoveWouldDelete() throws {
        let storage = MemoryStorage([
            "habits.toml": "[habits.run]\nname = \"Morning Run\"\n\n[habits.read]\nname = \"Read\"\n",
            "days/2026/2026-11-01.md": "## Timeline\n\n- 06:00-06:30 Morning Run\n- 07:00-07:30 run\n",
            "days/2026/2026-11-02.md": "## Checklist\n\n- [x] Morning Run\n- [x] Read\n",
            "days/2026/2026-11-03.md": "## Checklist\n\n- [x] Read\n",
        ])
        let service = JournalService(storage: storage, now: now)
        let run = try service.habitHistory("Morning Run")
        XCTAssertEqual([run.habit.id, String(run.days), String(run.lines)], ["run", "2", "3"])
        let read = try service.habitHistory("read")
        XCTAssertEqual([read.days, read.lines], [2, 2])
        XCTAssertEqual(storage.writes, [])
        XCTAssertThrowsError(try service.removeHabit("run", purge: false)) { error in
            XCTAssertEqual(
                (error as? JournalRefusal)?.reason, .habitHasHistory(habit: run.habit, days: 2, entries: 3))
        }
        let removed = try service.removeHabit("run", purge: true)
        XCTAssertEqual([removed.dayFiles, removed.lines], [run.days, run.lines])
        let none = try service.habitHistory("read")
        XCTAssertEqual([none.days, none.lines], [2, 2])
        storage.files["habits.toml"] = Array("[habits.new]\nname = \"New\"\n".utf8)
        let fresh = try service.habitHistory("new")
        XCTAssertEqual([fresh.days, fresh.lines], [0, 0])
    }

    /// A comment after a removed value is the person's text: unarchive and edit's clearing keep
    /// it on a line of its own (a single-line value and a multi-line one).
    func testRemovingAFieldKeepsTheCommentAfterIt() throws {
        let storage = MemoryStorage([
            "habits.toml":
                "[habits.read]\nname = \"Read\"\narchived = 2026-11-25  # moved house\n"
                + "description = \"\"\"\nWhy\nnot\"\"\"   # from the app\n"
        ])
        let service = JournalService(storage: storage, now: now)
        _ = try service.unarchiveHabit("read")
        XCTAssertEqual(
            storage.text("habits.toml"),
            "[habits.read]\nname = \"Read\"\n# moved house\ndescription = \"\"\"\nWhy\nnot\"\"\"   # from the app\n")
        _ = try service.editHabit("read", HabitFieldValues(description: ""))
        XCTAssertEqual(storage.text("habits.toml"), "[habits.read]\nname = \"Read\"\n# moved house\n# from the app\n")
    }

    /// `habitStatuses` gives `habitList`'s statuses, habits.toml's order, and reads no day file.
    func testHabitStatusesAreHabitListsWithoutReadingDays() throws {
        let storage = MemoryStorage([
            "habits.toml": """
            [habits.run]
            name = "Run"
            since = 2026-01-01
            [habits.later]
            name = "Later"
            since = 2026-12-01
            [habits.old]
            name = "Old"
            archived = 2026-11-01
            [habits.rest]
            name = "Rest"
            pauses = [{ from = 2026-11-20, to = 2026-11-25 }]
            [habits.plain]
            name = "Plain"

            """,
            "days/2026/2026-10-01.md": "## Checklist\n\n- [x] Run\n",
            "days/2026/2026-11-20.md": "## Checklist\n\n- [x] Plain\n",
        ])
        let service = JournalService(storage: storage, now: now)
        let list = try service.habitList(order: .order).rows.map { "\($0.habit.id) \($0.status)" }
        storage.resetLog()
        let statuses = try service.habitStatuses().map { "\($0.habit.id) \($0.status)" }
        XCTAssertEqual(statuses, list)
        XCTAssertEqual(statuses, ["run active", "later notStarted", "old archived", "rest paused", "plain active"])
        XCTAssertEqual(storage.reads, ["habits.toml"])
    }

    func testMoveKeepsEveryByteOfACRLFFileWithoutAFinalNewline() throws {
        let text =
            "# top\r\n\r\n[habits.a]\r\nname = \"A\"\r\n\r\n# about b\r\n[habits.b]\r\nname = \"B\"\r\n\r\n[habits.c]\r\nname = \"C\""
        let storage = MemoryStorage(["habits.toml": text])
        let service = JournalService(storage: storage, now: now)
        let moved = try service.moveHabit("c", to: .before("a"))
        XCTAssertEqual(moved.movedFrom, 3)
        XCTAssertEqual(moved.movedTo, 1)
        XCTAssertEqual(
            storage.text("habits.toml"),
            "# top\r\n\r\n[habits.c]\r\nname = \"C\"\r\n\r\n[habits.a]\r\nname = \"A\"\r\n\r\n# about b\r\n[habits.b]\r\nname = \"B\""
        )
        XCTAssertEqual(storage.locks, 1)
        storage.resetLog()
        XCTAssertEqual(try service.moveHabit("c", to: .at(1)).movedTo, 1)
        XCTAssertEqual(storage.writes, [], "already there: nothing written")
        _ = try service.moveHabit("c", to: .after("b"))
        XCTAssertEqual(storage.text("habits.toml"), text, "moved back: the same bytes")
        XCTAssertThrowsError(try service.moveHabit("c", to: .at(0))) { error in
            XCTAssertEqual((error as! JournalRefusal).kind, .invalidRequest)
        }
        XCTAssertThrowsError(try service.moveHabit("c", to: .at(4))) { error in
            XCTAssertEqual((error as! JournalRefusal).kind, .invalidRequest)
        }
    }

    func testMoveEditorRefusesWhatIsNotABlock() {
        let inline = Array("[habits]\na = { name = \"A\" }\n[habits.b]\nname = \"B\"\n".utf8)
        XCTAssertThrowsError(try HabitsEditor.moveHabit(id: "b", to: 0, in: inline))
        let sub = Array("[habits.a]\nname = \"A\"\n[habits.a.more]\nx = 1\n[habits.b]\nname = \"B\"\n".utf8)
        XCTAssertThrowsError(try HabitsEditor.moveHabit(id: "b", to: 0, in: sub))
        let fine = Array("[journal]\nslot = \"15m\"\n[habits.a]\nname = \"A\"\n[habits.b] # b\nname = \"B\"\n".utf8)
        XCTAssertEqual(
            try HabitsEditor.moveHabit(id: "b", to: 0, in: fine),
            Array("[journal]\nslot = \"15m\"\n[habits.b] # b\nname = \"B\"\n[habits.a]\nname = \"A\"\n".utf8))
    }
}
