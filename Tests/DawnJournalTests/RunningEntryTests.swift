import XCTest

@testable import DawnJournal
@testable import DawnJournalSummarise

/// A running entry (format 1.4): `- 14:00- 📖 Read`, its start known and its end not yet. It
/// is read, written back by fmt as it is, counts up to now on today and nothing on a past
/// day, where lint warns.
final class RunningEntryTests: XCTestCase {
    static let d = ScheduleCountingTests.d
    static let habits = "[habits.read]\nname = \"Read\"\nemoji = \"📖\"\nduration = \"30m\"\n"

    func testItIsReadAndFormattedAsWritten() throws {
        let text = "## Timeline\n\n- 14:00- 📖 Read -- chapter 3\n- 15:00-15:30 📖 Read\n"
        let parsed = DayParser.parse(Array(text.utf8))
        XCTAssertEqual(parsed.diagnostics, [])
        let entries = parsed.day.entries
        XCTAssertEqual(entries.map(\.isRunning), [true, false])
        XCTAssertEqual(entries[0].start, TimeOfDay("14:00"))
        XCTAssertEqual(entries[0].minutes, 0)
        XCTAssertEqual(entries[0].note, "chapter 3")
        XCTAssertEqual(DayFormatter.render(entries[0]), "- 14:00- 📖 Read -- chapter 3")
        // Still not entries: no name, no space, an end before the start.
        for bad in ["- 14:00- \n", "- 14:00-Read\n", "- 14:00 - Read\n"] {
            let r = DayParser.parse(Array(("## Timeline\n\n" + bad).utf8))
            XCTAssertEqual(r.day.entries.count, 0, bad)
            XCTAssertFalse(r.diagnostics.isEmpty, bad)
        }
    }

    /// A timer across midnight, past 24:00 (COUNTING.md): `- 23:30- 📖 Read` on Friday
    /// 2026-11-20. At 01:00 on Saturday, before `day_starts` (04:00), the journal's today is
    /// still Friday, 25:00 on its clock: 90 minutes. At 12:00 on Saturday it is a past day's
    /// running entry: no time, not done, and lint's `still-running`.
    func testATimerAcrossMidnightCountsUpToNowThenNothing() {
        let file = "## Timeline\n\n- 23:30- 📖 Read\n"
        let habits = HabitsParser.parse(Array(Self.habits.utf8)).file
        let days = [Self.d("2026-11-20"): DayParser.parse(Array(file.utf8)).day]
        let night = Counter(
            habits: habits, days: days, firstDay: Self.d("2026-11-20"), today: Self.d("2026-11-20"),
            now: LocalDateTime("2026-11-21T01:00")!)
        let read = habits.habits[0]
        XCTAssertEqual(night.minutes(read, on: Self.d("2026-11-20")), 90)
        XCTAssertEqual(night.state(read, on: Self.d("2026-11-20")), .done)
        let noon = Counter(
            habits: habits, days: days, firstDay: Self.d("2026-11-20"), today: Self.d("2026-11-21"),
            now: LocalDateTime("2026-11-21T12:00")!)
        XCTAssertEqual(noon.minutes(read, on: Self.d("2026-11-20")), 0)
        XCTAssertEqual(noon.state(read, on: Self.d("2026-11-20")), .missed)

        func codes(_ now: String) -> [DiagnosticCode] {
            let loaded = JournalLoader.load(
                JournalSources(
                    habits: SourceFile(path: "habits.toml", bytes: Array(Self.habits.utf8)),
                    dayFiles: [SourceFile(path: "days/2026/2026-11-20.md", bytes: Array(file.utf8))]))
            return Validator.validate(loaded, now: LocalDateTime(now)!).map(\.code)
        }
        XCTAssertEqual(codes("2026-11-21T01:00"), [], "today: running, no finding")
        XCTAssertEqual(codes("2026-11-21T12:00"), [.stillRunning])
    }

    /// A start after midnight is written past 24:00 and counts from there: `- 24:30- Read` at
    /// 01:15 is 45 minutes.
    func testAStartAfterMidnight() {
        let habits = HabitsParser.parse(Array(Self.habits.utf8)).file
        let day = DayParser.parse(Array("## Timeline\n\n- 24:30- 📖 Read\n".utf8)).day
        let c = Counter(
            habits: habits, days: [Self.d("2026-11-20"): day], firstDay: Self.d("2026-11-20"),
            today: Self.d("2026-11-20"), now: LocalDateTime("2026-11-21T01:15")!)
        XCTAssertEqual(c.minutes(habits.habits[0], on: Self.d("2026-11-20")), 45)
    }
}
