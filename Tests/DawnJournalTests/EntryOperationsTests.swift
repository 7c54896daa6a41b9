import DawnJournalTestSupport
import XCTest

@testable import DawnJournal
@testable import DawnJournalParse

/// move, resize, toggle and unlog's exact addressing, over an in-memory journal with a fixed
/// "now" (Saturday 2026-11-21, 07:40; slots of 15 minutes, days from 04:00).
final class EntryOperationsTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T07:40")!
    static let habits = """
        [journal]
        day_starts = "04:00"

        [habits.run]
        name = "Run"
        duration = "30m"

        [habits.read]
        name = "Read"
        duration = "30m"

        [habits.floss]
        name = "Floss"

        [habits.water]
        name = "Water"
        unit = "glasses"
        goal = 8

        """
    static let day = "days/2026/2026-11-21.md"
    static let friday = "days/2026/2026-11-20.md"

    func journal(_ files: [String: String]) -> (MemoryStorage, JournalService) {
        var all = files
        all["habits.toml"] = Self.habits
        let storage = MemoryStorage(all)
        return (storage, JournalService(storage: storage, now: Self.now))
    }

    func habit(_ id: String) -> Habit {
        HabitsParser.parse(Array(Self.habits.utf8)).file.habits.first { $0.id == id }!
    }

    static func t(_ s: String) -> TimeOfDay { TimeOfDay(s)! }

    func refusal(_ body: () throws -> Void) -> JournalRefusal? {
        do { try body() } catch let r as JournalRefusal { return r } catch { XCTFail("\(error)") }
        return nil
    }

    // MARK: move

    func testMoveKeepsLengthAndNoteAndChangesOnlyTheTimes() throws {
        let (storage, j) = journal([
            Self.friday: "# Friday\n\n## Timeline\n\n- 06:30-07:15 Run -- 5k\n- 21:00-21:30 Read\n"
        ])
        let moved = try j.move(
            MoveRequest(
                habit: "run", date: .date(LocalDate("2026-11-20")!), entry: EntryAddress(start: TimeOfDay("06:30")!),
                to: TimeOfDay("08:10")!))
        XCTAssertEqual(
            storage.text(Self.friday), "# Friday\n\n## Timeline\n\n- 08:00-08:45 Run -- 5k\n- 21:00-21:30 Read\n")
        XCTAssertEqual(moved.from.start, TimeOfDay("06:30")!)
        XCTAssertEqual(moved.to.start, TimeOfDay("08:00")!)
        XCTAssertEqual(moved.to.end, TimeOfDay("08:45")!, "45 minutes, as before")
        XCTAssertEqual(moved.note, "5k")
        XCTAssertEqual(moved.adjustments, [.startSnapped(from: TimeOfDay("08:10")!, to: TimeOfDay("08:00")!, slot: 15)])
        XCTAssertTrue(moved.changed)
        XCTAssertEqual(storage.writes, [Self.friday])
        XCTAssertEqual(storage.locks, 1)
    }

    func testMoveOntoAnotherEntryWritesWithTheOverlapWarning() throws {
        let (storage, j) = journal([Self.friday: "## Timeline\n\n- 06:30-07:00 Run\n- 21:00-21:30 Read\n"])
        let moved = try j.move(
            MoveRequest(
                habit: "run", date: .date(LocalDate("2026-11-20")!), entry: EntryAddress(start: TimeOfDay("06:30")!),
                to: TimeOfDay("21:15")!))
        XCTAssertEqual(storage.text(Self.friday), "## Timeline\n\n- 21:15-21:45 Run\n- 21:00-21:30 Read\n")
        XCTAssertEqual(moved.warnings.map { "\($0.code)" }, ["overlap"])
    }

    /// The warnings are the overlaps the moved entry is part of, found by their entries, not by
    /// a message's text: a habit named "… on line 5 (…" overlapping another entry made moving
    /// line 5 warn about those two.
    func testMoveWarnsOnlyOfTheMovedEntrysOverlaps() throws {
        let (_, j) = journal([
            Self.friday: "## Timeline\n\n- 08:00-09:00 Tea on line 5 (green)\n- 08:30-09:30 Walk\n- 21:00-21:30 Read\n"
        ])
        let friday = DateChoice.date(LocalDate("2026-11-20")!)
        let moved = try j.move(
            MoveRequest(habit: "read", date: friday, entry: EntryAddress(start: Self.t("21:00")), to: Self.t("22:00")))
        XCTAssertEqual(moved.warnings, [], "line 5 overlaps nothing")
        let resized = try j.resize(
            ResizeRequest(
                habit: "read", date: friday, entry: EntryAddress(start: Self.t("22:00")), length: .minutes(60)))
        XCTAssertEqual(resized.warnings, [])
        let onto = try j.move(
            MoveRequest(habit: "read", date: friday, entry: EntryAddress(start: Self.t("22:00")), to: Self.t("09:00")))
        XCTAssertEqual(onto.warnings.map(\.code), [.overlap])
        XCTAssertEqual(onto.warnings.map(\.range.line), [5], "Read overlaps Walk, the earlier entry that ends last")
    }

    func testMoveIntoTheNightAfterTheDay() throws {
        let (storage, j) = journal([Self.friday: "## Timeline\n\n- 21:00-21:30 Read\n"])
        _ = try j.move(
            MoveRequest(
                habit: "read", date: .date(LocalDate("2026-11-20")!), entry: EntryAddress(start: TimeOfDay("21:00")!),
                to: TimeOfDay("01:00")!))
        XCTAssertEqual(
            storage.text(Self.friday), "## Timeline\n\n- 25:00-25:30 Read\n",
            "01:00 before day_starts is the night after the day")
        // Back again, addressed by the clock time 01:00.
        _ = try j.move(
            MoveRequest(
                habit: "read", date: .date(LocalDate("2026-11-20")!), entry: EntryAddress(start: TimeOfDay("01:00")!),
                to: TimeOfDay("21:00")!))
        XCTAssertEqual(storage.text(Self.friday), "## Timeline\n\n- 21:00-21:30 Read\n")
        // 03:45 +30m ends at 28:15, past the night's end (28:00): refused, nothing written.
        let past = refusal {
            _ = try j.move(
                MoveRequest(
                    habit: "read", date: .date(LocalDate("2026-11-20")!),
                    entry: EntryAddress(start: TimeOfDay("21:00")!), to: TimeOfDay("03:45")!))
        }
        XCTAssertEqual(past?.reason, .pastNightEnd(start: Self.t("27:45"), minutes: 30, nightEnd: Self.t("28:00")))
        XCTAssertEqual(storage.text(Self.friday), "## Timeline\n\n- 21:00-21:30 Read\n")
    }

    func testMoveRefusals() throws {
        let file = "## Timeline\n\n- 06:30-07:00 Run\n- 06:30-07:15 Run\n"
        let (storage, j) = journal([Self.day: file])
        // Later than now (07:40: the current slot starts at 07:30).
        let future = refusal {
            _ = try j.move(
                MoveRequest(
                    habit: "run", entry: EntryAddress(start: TimeOfDay("06:30")!, end: TimeOfDay("07:00")!),
                    to: TimeOfDay("07:45")!))
        }
        XCTAssertEqual(
            future?.reason,
            .futureMove(
                start: Self.t("07:45"), date: LocalDate("2026-11-21")!, nowSlot: Self.t("07:30"),
                today: LocalDate("2026-11-21")!))
        let tomorrow = refusal {
            _ = try j.move(
                MoveRequest(
                    habit: "run", date: .date(LocalDate("2026-11-22")!),
                    entry: EntryAddress(start: TimeOfDay("06:30")!), to: TimeOfDay("06:00")!))
        }
        XCTAssertEqual(tomorrow?.code, .noEntry, "a future day has no entry to move")
        // Not found: no entry at 08:00; the ones there are named.
        let missing = refusal {
            _ = try j.move(
                MoveRequest(habit: "run", entry: EntryAddress(start: TimeOfDay("08:00")!), to: TimeOfDay("06:00")!))
        }
        XCTAssertEqual(
            missing?.reason,
            .noEntry(
                habit: habit("run"), date: LocalDate("2026-11-21")!, at: Self.t("08:00"),
                entries: [Self.t("06:30")..<Self.t("07:00"), Self.t("06:30")..<Self.t("07:15")]))
        // Ambiguous: two entries start at 06:30 and differ.
        let ambiguous = refusal {
            _ = try j.move(
                MoveRequest(habit: "run", entry: EntryAddress(start: TimeOfDay("06:30")!), to: TimeOfDay("06:00")!))
        }
        XCTAssertEqual(
            ambiguous?.reason,
            .entriesStartTogether(
                habit: habit("run"), date: LocalDate("2026-11-21")!,
                entries: [Self.t("06:30")..<Self.t("07:00"), Self.t("06:30")..<Self.t("07:15")]))
        XCTAssertEqual(storage.text(Self.day), file)
        XCTAssertEqual(storage.writes, [])
        // Its end says which.
        _ = try j.move(
            MoveRequest(
                habit: "run", entry: EntryAddress(start: TimeOfDay("06:30")!, end: TimeOfDay("07:15")!),
                to: TimeOfDay("05:00")!))
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 06:30-07:00 Run\n- 05:00-05:45 Run\n")
    }

    func testTwoIdenticalEntriesAreAddressedByPosition() throws {
        let (storage, j) = journal([Self.day: "## Timeline\n\n- 06:00-06:30 Run -- a\n- 06:00-06:30 Run -- b\n"])
        let ambiguous = refusal {
            _ = try j.move(
                MoveRequest(
                    habit: "run", entry: EntryAddress(start: TimeOfDay("06:00")!, end: TimeOfDay("06:30")!),
                    to: TimeOfDay("07:00")!))
        }
        XCTAssertEqual(ambiguous?.kind, .refused, "same times, different notes: which one?")
        _ = try j.move(
            MoveRequest(
                habit: "run", entry: EntryAddress(start: TimeOfDay("06:00")!, position: 2), to: TimeOfDay("07:00")!))
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 06:00-06:30 Run -- a\n- 07:00-07:30 Run -- b\n")
        let third = refusal {
            _ = try j.move(
                MoveRequest(
                    habit: "run", entry: EntryAddress(start: TimeOfDay("06:00")!, position: 2), to: TimeOfDay("07:00")!)
            )
        }
        XCTAssertEqual(
            third?.reason,
            .noEntryAtPosition(habit: habit("run"), date: LocalDate("2026-11-21")!, count: 1, position: 2))
    }

    // MARK: resize

    func testResizeKeepsTheStartInWholeSlots() throws {
        let (storage, j) = journal([Self.friday: "## Timeline\n\n- 06:30-07:00 Run -- 5k\r\n- 21:00-21:30 Read\n"])
        let friday = DateChoice.date(LocalDate("2026-11-20")!)
        let longer = try j.resize(
            ResizeRequest(
                habit: "run", date: friday, entry: EntryAddress(start: TimeOfDay("06:30")!), length: .minutes(50)))
        XCTAssertEqual(
            storage.text(Self.friday), "## Timeline\n\n- 06:30-07:15 Run -- 5k\r\n- 21:00-21:30 Read\n",
            "the line's CRLF kept")
        XCTAssertEqual(longer.adjustments, [.lengthRounded(from: 50, to: 45, slot: 15)])
        // --until 06:35 is less than a slot after the start: one slot.
        _ = try j.resize(
            ResizeRequest(
                habit: "run", date: friday, entry: EntryAddress(start: TimeOfDay("06:30")!),
                length: .until(TimeOfDay("06:35")!)))
        XCTAssertEqual(storage.text(Self.friday), "## Timeline\n\n- 06:30-06:45 Run -- 5k\r\n- 21:00-21:30 Read\n")
        // Past midnight, up to the night's end (24:00 + 04:00 = 28:00).
        _ = try j.resize(
            ResizeRequest(
                habit: "read", date: friday, entry: EntryAddress(start: TimeOfDay("21:00")!),
                length: .until(TimeOfDay("01:30")!)))
        XCTAssertEqual(storage.text(Self.friday), "## Timeline\n\n- 06:30-06:45 Run -- 5k\r\n- 21:00-25:30 Read\n")
        _ = try j.resize(
            ResizeRequest(
                habit: "read", date: friday, entry: EntryAddress(start: TimeOfDay("21:00")!),
                length: .until(TimeOfDay("04:00")!)))
        XCTAssertEqual(storage.text(Self.friday), "## Timeline\n\n- 06:30-06:45 Run -- 5k\r\n- 21:00-28:00 Read\n")
        let past = refusal {
            _ = try j.resize(
                ResizeRequest(
                    habit: "read", date: friday, entry: EntryAddress(start: TimeOfDay("21:00")!),
                    length: .minutes(8 * 60)))
        }
        XCTAssertEqual(past?.kind, .refused)
        XCTAssertEqual(storage.text(Self.friday), "## Timeline\n\n- 06:30-06:45 Run -- 5k\r\n- 21:00-28:00 Read\n")
        // The same length again writes nothing.
        storage.resetLog()
        XCTAssertFalse(
            try j.resize(
                ResizeRequest(
                    habit: "read", date: friday, entry: EntryAddress(start: TimeOfDay("21:00")!),
                    length: .minutes(7 * 60))
            ).changed)
        XCTAssertEqual(storage.writes, [])
    }

    // MARK: unlog

    func testUnlogTakesBackOneOfTwoIdenticalLines() throws {
        let (storage, j) = journal([
            Self.day: "## Timeline\n\n- 06:00-06:30 Run\n- 06:00-06:30 Run\n- 07:00-07:30 Read\n"
        ])
        XCTAssertEqual(
            try j.unlog(UnlogRequest(habit: "run")).change,
            .removedEntry(start: TimeOfDay("06:00")!, end: TimeOfDay("06:30")!))
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 06:00-06:30 Run\n- 07:00-07:30 Read\n")
    }

    func testUnlogAddressesTwoEntriesStartingTogetherByTheirEnd() throws {
        let (storage, j) = journal([Self.day: "## Timeline\n\n- 07:00-07:30 Run\n- 07:00-08:00 Run\n"])
        let ambiguous = refusal { _ = try j.unlog(UnlogRequest(habit: "run", at: TimeOfDay("07:00"))) }
        XCTAssertEqual(
            ambiguous?.reason,
            .entriesStartTogether(
                habit: habit("run"), date: LocalDate("2026-11-21")!,
                entries: [Self.t("07:00")..<Self.t("07:30"), Self.t("07:00")..<Self.t("08:00")]))
        _ = try j.unlog(UnlogRequest(habit: "run", at: TimeOfDay("07:00"), end: TimeOfDay("08:00")))
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 07:00-07:30 Run\n")
    }

    func testUnlogRemovesASectionItEmpties() throws {
        let (storage, j) = journal([
            Self.day: "# Saturday\n\n## Timeline\n\n- 06:00-06:30 Run\n\n## Checklist\n\n- [x] Floss\n"
        ])
        _ = try j.unlog(UnlogRequest(habit: "run"))
        XCTAssertEqual(storage.text(Self.day), "# Saturday\n\n## Checklist\n\n- [x] Floss\n")
        _ = try j.unlog(UnlogRequest(habit: "floss"))
        XCTAssertEqual(storage.text(Self.day), "# Saturday\n", "the last section goes with the blank line before it")
    }

    /// `log` into a file that held only a byte-order mark, then `unlog`: the emptied section
    /// went with its heading and took the mark with it (found by Fuzz/dayedit). The mark stays.
    func testUnlogOfTheLastEntryKeepsAByteOrderMark() throws {
        for file in [
            "\u{FEFF}## Timeline\n\n- 06:00-06:30 Run\n", "\u{FEFF}\n## Timeline\n\n- 06:00-06:30 Run\n",
            "\u{FEFF}## Checklist\n\n- [x] Floss\n",
        ] {
            let (storage, j) = journal([Self.day: file])
            _ = try j.unlog(UnlogRequest(habit: file.contains("Floss") ? "floss" : "run"))
            XCTAssertEqual(storage.files[Self.day], [0xEF, 0xBB, 0xBF], file.debugDescription)
        }
        let (storage, j) = journal([Self.day: "\u{FEFF}# Saturday\n\n## Timeline\n\n- 06:00-06:30 Run\n"])
        _ = try j.unlog(UnlogRequest(habit: "run"))
        XCTAssertEqual(storage.text(Self.day), "\u{FEFF}# Saturday\n")
    }

    func testUnlogKeepsASectionWithAnythingElseInIt() throws {
        let file =
            "## Timeline\n\nA calm morning.\n\n- 06:00-06:30 Run\n\n## Checklist\n\n- [x] Floss\n- [ ] Read -- later\n"
        let (storage, j) = journal([Self.day: file])
        _ = try j.unlog(UnlogRequest(habit: "run"))
        _ = try j.unlog(UnlogRequest(habit: "floss"))
        XCTAssertEqual(
            storage.text(Self.day), "## Timeline\n\nA calm morning.\n\n\n## Checklist\n\n- [ ] Read -- later\n")
    }

    // MARK: toggle

    func testToggleEachItemState() throws {
        let file = "## Checklist\n\n- [ ] Floss -- after dinner\n- [-] Read\n"
        let (storage, j) = journal([Self.day: file])
        // [ ] → [x], the note kept.
        var t = try j.toggle(ToggleRequest(habit: "floss"))
        XCTAssertEqual(t.from, .notDone)
        XCTAssertEqual(t.to, .done)
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [x] Floss -- after dinner\n- [-] Read\n")
        // [x] → [ ]: toggling twice gives the file back.
        t = try j.toggle(ToggleRequest(habit: "floss"))
        XCTAssertEqual(t.from, .done)
        XCTAssertEqual(t.to, .notDone)
        XCTAssertEqual(storage.text(Self.day), file)
        // [-] → [x].
        t = try j.toggle(ToggleRequest(habit: "read"))
        XCTAssertEqual(t.from, .skipped)
        XCTAssertEqual(t.to, .done)
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [ ] Floss -- after dinner\n- [x] Read\n")
        // A timed habit without an item: its checklist tick is inserted (log --check) after the
        // last done item (the file carries the order things were done in), its timeline left alone.
        t = try j.toggle(ToggleRequest(habit: "run"))
        XCTAssertEqual(t.from, nil)
        XCTAssertEqual(t.to, .done)
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [ ] Floss -- after dinner\n- [x] Read\n- [x] Run\n")
    }

    func testToggleRefusals() throws {
        let (storage, j) = journal([:])
        let future = refusal { _ = try j.toggle(ToggleRequest(habit: "floss", date: .date(LocalDate("2026-11-22")!))) }
        XCTAssertEqual(future?.reason, .futureLog(date: LocalDate("2026-11-22")!, today: LocalDate("2026-11-21")!))
        let amount = refusal { _ = try j.toggle(ToggleRequest(habit: "water")) }
        XCTAssertEqual(amount?.kind, .refused)
        XCTAssertEqual(amount?.reason, .noBox(habit("water")))
        let unknown = refusal { _ = try j.toggle(ToggleRequest(habit: "flos")) }
        XCTAssertEqual(unknown?.code, .unknownHabit)
        XCTAssertEqual(storage.writes, [])
    }

    // MARK: setNote

    /// A note is added, changed and removed on the one line; the time, name, amount, the
    /// line's ending and every other byte stay, and the same note again writes nothing.
    func testSetNoteChangesOnlyTheEndOfTheLine() throws {
        let friday = LocalDate("2026-11-20")!
        let text = "# Friday\r\n\r\n## Timeline\r\n\r\n- 06:30-07:15  Run\r\n* 21:00 +30m Read -- a  chapter \r\n"
        let (storage, j) = journal([Self.friday: text])
        func note(_ habit: String, _ at: String, _ note: String?) throws -> NoteOutcome {
            try j.setNote(
                NoteRequest(habit: habit, date: .date(friday), entry: EntryAddress(start: Self.t(at)), note: note))
        }
        let added = try note("run", "06:30", "  5k, easy ")
        XCTAssertEqual(
            storage.text(Self.friday),
            "# Friday\r\n\r\n## Timeline\r\n\r\n- 06:30-07:15  Run -- 5k, easy\r\n* 21:00 +30m Read -- a  chapter \r\n")
        XCTAssertEqual(added.from, nil)
        XCTAssertEqual(added.to, "5k, easy")
        XCTAssertEqual(added.start, Self.t("06:30"))
        XCTAssertEqual(added.end, Self.t("07:15"))
        XCTAssertTrue(added.changed)
        XCTAssertEqual(try note("read", "21:00", "two -- chapters").from, "a  chapter")
        XCTAssertEqual(
            storage.text(Self.friday),
            "# Friday\r\n\r\n## Timeline\r\n\r\n- 06:30-07:15  Run -- 5k, easy\r\n* 21:00 +30m Read -- two -- chapters\r\n"
        )
        XCTAssertEqual(try note("run", "06:30", " ").to, nil, "empty removes the note")
        XCTAssertEqual(
            storage.text(Self.friday),
            "# Friday\r\n\r\n## Timeline\r\n\r\n- 06:30-07:15  Run\r\n* 21:00 +30m Read -- two -- chapters\r\n")
        let writes = storage.writes.count
        XCTAssertFalse(try note("run", "06:30", nil).changed)
        XCTAssertFalse(try note("read", "21:00", "two -- chapters").changed)
        XCTAssertEqual(storage.writes.count, writes, "nothing to write")
        XCTAssertEqual(storage.locks, 5)
    }

    /// A timed amount keeps its amount; the note goes after it.
    func testSetNoteKeepsAnEntrysAmount() throws {
        let (storage, j) = journal([Self.day: "## Timeline\n\n- 06:00-06:30 Water +2 glasses -- cold\n"])
        _ = try j.setNote(NoteRequest(habit: "water", entry: EntryAddress(start: Self.t("06:00")), note: "warm"))
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 06:00-06:30 Water +2 glasses -- warm\n")
    }

    /// A note of several lines, or one that would not read back, is refused before the lock;
    /// an entry that is not there is refused; the file is untouched.
    func testSetNoteRefusesWhatCannotBeWritten() throws {
        let text = "## Timeline\n\n- 06:00-06:30 Run\n"
        let (storage, j) = journal([Self.day: text])
        func reason(_ note: String?, at: String = "06:00") -> RefusalReason? {
            refusal {
                _ = try j.setNote(NoteRequest(habit: "run", entry: EntryAddress(start: Self.t(at)), note: note))
            }?
            .reason
        }
        XCTAssertEqual(reason("5k\r\nthen home"), .multilineNote)
        XCTAssertEqual(reason("5k\nthen home"), .multilineNote)
        XCTAssertEqual(reason("\u{301}fast"), .unwritableNote(note: "\u{301}fast"))
        XCTAssertEqual(
            reason("5k", at: "08:00"),
            .noEntry(
                habit: habit("run"), date: LocalDate("2026-11-21")!, at: Self.t("08:00"),
                entries: [Self.t("06:00")..<Self.t("06:30")]))
        XCTAssertEqual(storage.text(Self.day), text)
        XCTAssertEqual(storage.writes, [])
        XCTAssertEqual(storage.locks, 1, "only the missing entry got as far as the lock")
    }
}
