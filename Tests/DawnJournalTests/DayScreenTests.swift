import DawnJournal
import DawnJournalTestSupport
import XCTest

/// The day's screen model (issue 32 part 5): what Today shows, from one call that reads
/// habits.toml and the day file once.
final class DayScreenTests: XCTestCase {
    static let habits = """
        [journal]
        day_starts = "04:00"
        slot = "15m"

        [habits.floss]
        name = "Floss"
        since = 2026-11-01

        [habits.read]
        name = "Read"
        color = "sky"
        since = 2026-11-01

        [habits.run]
        name = "Run"
        emoji = "🏃"
        color = "coral"
        duration = "30m"
        since = 2026-11-01

        [habits.walk]
        name = "Walk"
        duration = "30m"
        since = 2026-11-05

        [habits.journal]
        name = "Journal"
        since = 2026-11-01

        """
    static let now = LocalDateTime("2026-11-21T14:05")!
    static let today = "days/2026/2026-11-21.md"

    private func service(_ files: [String: String], habits: String = habits) -> (JournalService, MemoryStorage) {
        let s = MemoryStorage(files.merging(["habits.toml": habits]) { a, _ in a })
        return (JournalService(storage: s, now: Self.now), s)
    }

    private func times(_ b: DayScreen.Block) -> String { "\(b.entry.entry.start)-\(b.entry.entry.end)" }

    /// Overlapping entries share the timeline in lanes; a group's lane count is the most it uses.
    func testOverlappingEntriesTakeLanes() throws {
        let (j, _) = service([
            Self.today: """
            ## Timeline

            - 07:00-08:00 Run
            - 07:30-08:30 Walk
            - 08:00-09:00 Read
            - 10:00-10:30 Run
            - 11:00-12:00 Walk
            - 11:00-12:00 Run
            - 11:15-11:45 Read

            """
        ])
        let screen = try j.dayScreen(instances: InstanceCounts())
        XCTAssertEqual(
            screen.blocks.map { "\(times($0)) \($0.lane)/\($0.lanes)" },
            [
                "07:00-08:00 0/2", "07:30-08:30 1/2", "08:00-09:00 0/2", "10:00-10:30 0/1", "11:00-12:00 0/3",
                "11:00-12:00 1/3", "11:15-11:45 2/3",
            ])
        // Colours: the habit's, text by the contrast rule; a habit without one is neutral.
        XCTAssertEqual(screen.blocks[0].color?.hex, "#FF6B6B")
        XCTAssertEqual(screen.blocks[0].textColor, HabitColor("coral")!.textColor)
        XCTAssertEqual(screen.blocks[1].color, HabitColor.neutral)
    }

    /// Still to do first in habits.toml's order, then done in the order the file holds them,
    /// not habits.toml's; and the counter.
    func testTheChecklistIsToDoThenDoneInFileOrder() throws {
        let (j, s) = service([
            Self.today: """
            ## Timeline

            - 07:00-07:30 Run

            ## Checklist

            - [x] Read
            - [ ] Journal
            - [x] Floss

            """
        ])
        let screen = try j.dayScreen(instances: InstanceCounts())
        XCTAssertEqual(screen.checklist.map(\.habit.id), ["walk", "journal", "run", "read", "floss"])
        XCTAssertEqual(screen.counter?.done, 3)
        XCTAssertEqual(screen.counter?.due, 5)
        XCTAssertNil(screen.emptyState)
        XCTAssertEqual(screen.when, .today)
        XCTAssertEqual(screen.now, TimeOfDay("14:05")!.minutes)
        XCTAssertEqual(s.reads, ["habits.toml", Self.today], "habits.toml once, the day file once")
        XCTAssertEqual(try j.dayView().due.map(\.habit.id), screen.checklist.map(\.habit.id), "day shows the same")
    }

    /// The tray: active habits that day, most instances ever first (two entries on one day are
    /// two), the newest first among equals; the shown day's share is what was just read.
    func testTheTrayIsByInstancesThenNewest() throws {
        let (j, s) = service([
            "days/2026/2026-11-19.md": "## Timeline\n\n- 07:00-07:30 Run\n- 18:00-18:30 Walk\n- 19:00-19:30 Walk\n",
            "days/2026/2026-11-20.md": "## Checklist\n\n- [x] Read\n- [x] Journal\n",
            Self.today: "## Checklist\n\n- [x] Floss\n",
        ])
        let counts = try j.instanceCounts()
        XCTAssertEqual(["walk", "run", "read", "journal", "floss"].map(counts.count), [2, 1, 1, 1, 1])
        let reads = s.reads.count
        var screen = try j.dayScreen(instances: counts)
        XCTAssertEqual(s.reads.count - reads, 2, "a screen reads habits.toml and its day only")
        // Equal counts: the latest since first (walk since 11-05), then the one written later.
        XCTAssertEqual(screen.tray.map(\.habit.id), ["walk", "journal", "run", "read", "floss"])
        XCTAssertEqual(screen.tray.map(\.instances), [2, 1, 1, 1, 1])
        // No instance anywhere: the newest first (walk since 11-05), then written later first.
        let fresh = try j.dayScreen(.date(LocalDate("2026-11-10")!), instances: InstanceCounts())
        XCTAssertEqual(fresh.tray.map(\.habit.id), ["walk", "journal", "run", "read", "floss"])
        let one = InstanceCounts().replacing(LocalDate("2026-11-09")!, with: ["read": 1])
        XCTAssertEqual(
            try j.dayScreen(.date(LocalDate("2026-11-10")!), instances: one).tray.map(\.habit.id),
            ["read", "walk", "journal", "run", "floss"])
        // A tick written since the counts were made shows on the next screen of that day.
        s.files[Self.today] = Array("## Checklist\n\n- [x] Floss\n- [x] Read\n".utf8)
        var kept = counts
        screen = try j.dayScreen(instances: kept)
        XCTAssertEqual(screen.tray.first.map { "\($0.habit.id) \($0.instances)" }, "walk 2")
        XCTAssertEqual(screen.tray.first { $0.habit.id == "read" }?.instances, 2)
        kept.record(screen)
        XCTAssertEqual(kept.count("read"), 2)
        // Before a habit's since it is not in the tray.
        let early = try j.dayScreen(.date(LocalDate("2026-11-03")!), instances: kept)
        XCTAssertFalse(early.tray.contains { $0.habit.id == "walk" })
        XCTAssertEqual(early.when, .past)
        XCTAssertNil(early.now)
    }

    /// Which sentence applies, and when the counter shows.
    func testEmptyStatesAndTheCounter() throws {
        let done =
            "## Timeline\n\n- 07:00-07:30 Run\n- 08:00-08:30 Walk\n\n## Checklist\n\n- [x] Floss\n- [x] Read\n- [x] Journal\n"
        var (j, _) = service([Self.today: done])
        var screen = try j.dayScreen(instances: InstanceCounts())
        XCTAssertEqual(screen.emptyState, .allCompletedToday)
        XCTAssertEqual(screen.counter?.done, 5)

        let rest = "## Checklist\n\n" + ["Floss", "Read", "Run", "Walk", "Journal"].map { "- [-] \($0)\n" }.joined()
        (j, _) = service([Self.today: rest])
        screen = try j.dayScreen(instances: InstanceCounts())
        XCTAssertEqual(screen.emptyState, .allSkipped)
        XCTAssertNil(screen.counter, "a rest day is not 0 of 0 completed")

        screen = try j.dayScreen(.date(LocalDate("2026-11-25")!), instances: InstanceCounts())
        XCTAssertEqual(screen.when, .future)
        XCTAssertEqual(screen.checklist.count, 0)
        XCTAssertNil(screen.counter)
        XCTAssertNil(screen.emptyState)
        XCTAssertEqual(screen.json["order"]?.array?.count, 5, "a future day lists the habits due then")

        (j, _) = service([:], habits: "[journal]\nday_starts = \"04:00\"\n")
        XCTAssertEqual(try j.dayScreen(instances: InstanceCounts()).emptyState, .noHabits)

        (j, _) = service([:], habits: Self.habits.replacingOccurrences(of: "2026-11-0", with: "2026-12-0"))
        XCTAssertEqual(try j.dayScreen(instances: InstanceCounts()).emptyState, .habitsStart)
        XCTAssertEqual(try j.dayScreen(instances: InstanceCounts()).startsOn, LocalDate("2026-12-01"))

        (j, _) = service(
            [:],
            habits: Self.habits.replacingOccurrences(
                of: "since = 2026-11-0", with: "archived = 2026-11-10\nsince = 2026-11-0"))
        XCTAssertEqual(try j.dayScreen(instances: InstanceCounts()).emptyState, .noActiveHabits)

        (j, _) = service(
            [:],
            habits: Self.habits.replacingOccurrences(
                of: "since = 2026-11-0", with: "days = [\"sun\"]\nsince = 2026-11-0"))
        XCTAssertEqual(try j.dayScreen(instances: InstanceCounts()).emptyState, .noHabitsForDay)
    }

    /// A habits.toml problem is counted once (the view's header used to count a type error in
    /// `[journal]` twice), and lines naming no habit are counted.
    func testProblemsAreCountedOnce() throws {
        let (j, _) = service(
            [Self.today: "## Checklist\n\n- [x] Nobody\n"],
            habits: Self.habits.replacingOccurrences(of: "slot = \"15m\"", with: "slot = 15"))
        let screen = try j.dayScreen(instances: InstanceCounts())
        XCTAssertEqual(screen.day.problems.lines, 1)
        XCTAssertEqual(screen.problemCount, 2)
        XCTAssertEqual(screen.json["habitsProblems"]?.int, 1)
    }

    /// The clock on the screen: with day_starts off the grid, the first slot is in the day.
    func testTheScreensClock() throws {
        let (j, _) = service(
            [:], habits: Self.habits.replacingOccurrences(of: "day_starts = \"04:00\"", with: "day_starts = \"04:10\""))
        let screen = try j.dayScreen(instances: InstanceCounts())
        XCTAssertEqual(screen.clock.firstSlot, TimeOfDay("04:15")!.minutes)
        guard case .object(let clock)? = screen.json["clock"] else { return XCTFail("no clock") }
        XCTAssertEqual(
            clock.map(\.0),
            [
                "dayStarts", "slot", "firstSlot", "lastSlot", "nightEnd", "now", "first", "end", "nowMinute", "focus",
                "placeAt", "hours",
            ])
        XCTAssertEqual(screen.json["clock"]?["firstSlot"]?.string, "04:15")
        XCTAssertEqual(screen.json["clock"]?["now"]?.string, "14:05")
        // Hour lines on whole hours of the clock, never on day_starts' 04:15 (the page's old bug).
        let hours = screen.json["clock"]?["hours"]?.array ?? []
        XCTAssertEqual(hours.prefix(2).compactMap { $0["time"]?.string }, ["05:00", "06:00"])
        XCTAssertEqual(hours.first?["minute"]?.int, 300)
        XCTAssertEqual(hours.last?["time"]?.string, "04:00", "the night's last hour, 28:00 excluded")
        XCTAssertEqual(hours.last?["minute"]?.int, 28 * 60)
        XCTAssertEqual(screen.clock.hourLines.count, 24)
        XCTAssertEqual(screen.json["clock"]?["focus"]?.int, 14 * 60 + 5, "today opens on now")
    }

    /// A 30-minute slot: the screen's slot, positions and sentences follow the journal.
    func testAThirtyMinuteSlotAndWhereAnotherDayOpens() throws {
        let (j, _) = service(
            ["days/2026/2026-11-20.md": "## Timeline\n\n- 09:00-10:00 Run\n- 07:30-08:00 Walk\n"],
            habits: Self.habits.replacingOccurrences(of: "slot = \"15m\"", with: "slot = \"30m\""))
        let screen = try j.dayScreen(.date(LocalDate(year: 2026, month: 11, day: 20)!), instances: InstanceCounts())
        XCTAssertEqual(screen.json["clock"]?["slot"]?.int, 30)
        XCTAssertEqual(screen.focus, 7 * 60 + 30, "another day opens on its first entry's slot")
        XCTAssertEqual(screen.json["entries"]?.array?.first?["from"]?.int, 450)
        XCTAssertEqual(screen.json["entries"]?.array?.first?["to"]?.int, 480)
        XCTAssertEqual(screen.json["previous"]?.string, "2026-11-19")
        XCTAssertEqual(screen.json["next"]?.string, "2026-11-21")
    }

    /// Where "Place at…" starts and how long a placing is come with the screen, so that no
    /// renderer works them out: today now's slot, another day its first entry's slot or the
    /// first slot; a habit's duration rounded to the slot, one slot without one.
    func testThePlaceSheetsTimeAndEachPillsLengthAreTheScreens() throws {
        let (j, _) = service(
            ["days/2026/2026-11-20.md": "## Timeline\n\n- 09:10-10:00 Run\n"],
            habits: Self.habits.replacingOccurrences(
                of: "duration = \"30m\"\nsince = 2026-11-05", with: "duration = \"20m\"\nsince = 2026-11-05"))
        let today = try j.dayScreen(instances: InstanceCounts())
        XCTAssertEqual(today.placeAt, 14 * 60, "now (14:05) is in the 14:00 slot")
        XCTAssertEqual(today.json["clock"]?["placeAt"]?.string, "14:00")
        let tray = Dictionary(
            uniqueKeysWithValues: (today.json["tray"]?.array ?? []).compactMap { t in
                t["id"]?.string.map { ($0, t["minutes"]?.int) }
            })
        XCTAssertEqual(tray["run"], 30, "its duration")
        XCTAssertEqual(tray["walk"], 15, "20 minutes is one 15-minute slot, as log rounds it")
        XCTAssertEqual(tray["floss"], 15, "no duration: one slot")
        let before = try j.dayScreen(.date(LocalDate(year: 2026, month: 11, day: 20)!), instances: InstanceCounts())
        XCTAssertEqual(before.json["clock"]?["placeAt"]?.string, "09:00", "another day: its first entry's slot")
        let empty = try j.dayScreen(.date(LocalDate(year: 2026, month: 11, day: 19)!), instances: InstanceCounts())
        XCTAssertEqual(empty.json["clock"]?["placeAt"]?.string, "04:00", "no entry: the first slot")
        // After midnight, today's night: a time field shows the wall clock.
        let night = JournalService(
            storage: MemoryStorage(["habits.toml": Self.habits]), now: LocalDateTime("2026-11-22T01:20")!)
        let late = try night.dayScreen(instances: InstanceCounts())
        XCTAssertEqual(late.placeAt, 25 * 60 + 15)
        XCTAssertEqual(late.json["clock"]?["placeAt"]?.string, "01:15")
    }

    /// A closed entry's one-slot steps come with it, never shorter than a slot; a running entry
    /// has none (the sheet's buttons and the terminal's keys take the same).
    func testEachEntrysOneSlotSteps() throws {
        let (j, _) = service([Self.today: "## Timeline\n\n- 07:00-07:15 Read\n- 08:00-09:00 Run\n- 13:00- Walk\n"])
        let entries = try j.dayScreen(instances: InstanceCounts()).json["entries"]?.array ?? []
        let steps = entries.map { e in ["earlier", "later", "shorter", "longer"].map { e[$0]?.int } }
        XCTAssertEqual(steps[0], [405, 435, 435, 450], "07:00-07:15: one slot is as short as it gets")
        XCTAssertEqual(steps[1], [465, 495, 525, 555], "08:00-09:00")
        XCTAssertEqual(steps[2], [nil, nil, nil, nil], "a running entry")
        XCTAssertEqual(JournalSettings.default.length(15, bySlots: -1), 15)
        XCTAssertEqual(JournalSettings.default.length(60, bySlots: 1), 75)
    }

    /// Each row's box as a tick must expect it, and the actions it offers; none on a future day.
    func testEachRowSaysItsBoxAndItsActions() throws {
        let amounts =
            Self.habits + "\n[habits.water]\nname = \"Water\"\nunit = \"glasses\"\ngoal = 8\nsince = 2026-11-01\n"
        let (j, _) = service(
            [Self.today: "## Checklist\n\n- [x] Floss\n- [-] Read\n- [ ] Journal\n- [x] Water +3 glasses\n"],
            habits: amounts)
        let screen = try j.dayScreen(instances: InstanceCounts())
        var rows: [String: (box: String?, actions: [String])] = [:]
        for r in screen.json["rows"]?.array ?? [] {
            rows[r["habit"]?.string ?? ""] = (r["box"]?.string, r["actions"]?.array?.compactMap(\.string) ?? [])
        }
        XCTAssertEqual(rows["floss"]?.box, "done")
        XCTAssertEqual(rows["floss"]?.actions, ["toggle"], "done: no skip")
        XCTAssertEqual(rows["read"]?.box, "skipped")
        XCTAssertEqual(rows["read"]?.actions, ["toggle"])
        XCTAssertEqual(rows["journal"]?.box, "not-done")
        XCTAssertEqual(rows["journal"]?.actions, ["toggle", "skip"])
        XCTAssertEqual(rows["water"]?.actions, ["less", "more", "skip"], "3 of 8: not done yet, a total to lower")
        XCTAssertEqual(rows["walk"]?.actions, ["toggle", "skip"])
        let future = try j.dayScreen(.date(LocalDate(year: 2026, month: 11, day: 23)!), instances: InstanceCounts())
        XCTAssertEqual(future.json["rows"]?.array?.count, 0, "a future day offers nothing to do")
    }

    /// The week strip: done and due on each day of the week holding the day (week_starts), as
    /// `week` counts them; read only when asked, and then each of the week's files once; a
    /// problem on another day of the week is not the day's.
    func testTheWeekStripReadsTheWeekOnce() throws {
        let (j, s) = service([
            "days/2026/2026-11-16.md": "## Checklist\n\n- [x] Floss\n- [x] Read\n",
            "days/2026/2026-11-18.md": "## Checklist\n\n- [x] Journal\n- [x] Nobody\n",
            "days/2026/2026-11-25.md": "## Checklist\n\n- [x] Floss\n",
            Self.today: "## Checklist\n\n- [x] Floss\n",
        ])
        XCTAssertEqual(try j.dayScreen(instances: InstanceCounts()).week, [], "not asked for")
        s.resetLog()
        let screen = try j.dayScreen(instances: InstanceCounts(), week: true)
        XCTAssertEqual(screen.week.map(\.date.description), (16...22).map { "2026-11-\($0)" })
        XCTAssertEqual(screen.week.map(\.done), [2, 0, 1, 0, 0, 1, 0])
        XCTAssertEqual(screen.week.last?.isFuture, true)
        XCTAssertEqual(s.reads.filter { $0 == "habits.toml" }.count, 1)
        XCTAssertEqual(
            Set(s.reads.filter { $0.hasPrefix("days/") }).count, s.reads.filter { $0.hasPrefix("days/") }.count)
        XCTAssertFalse(s.reads.contains("days/2026/2026-11-25.md"), "the next week is not read")
        XCTAssertEqual(screen.problemCount, 0, "2026-11-18's unknown habit is not the day's problem")
        XCTAssertEqual(screen.week.map(\.done), try j.weekView().days.map(\.done), "as `week` counts")
        // Weeks from Sunday: 15 to 21.
        let (k, _) = service(
            [:],
            habits: Self.habits.replacingOccurrences(
                of: "slot = \"15m\"", with: "slot = \"15m\"\nweek_starts = \"sunday\""))
        XCTAssertEqual(
            try k.dayScreen(instances: InstanceCounts(), week: true).week.first?.date.description, "2026-11-15")
    }
}
