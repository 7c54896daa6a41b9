import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import XCTest

/// A day's screen in words: the sentences every renderer says (the terminal's Today, the page,
/// `day --json`), each empty state word for word as PRODUCT.md has it.
final class DayScreenTextTests: XCTestCase {
    static let habits = """
        [habits.floss]
        name = "Floss"
        emoji = "🦷"
        since = 2026-11-01

        [habits.water]
        name = "Water"
        unit = "glasses"
        goal = 8
        since = 2026-11-01

        """

    func screen(
        _ files: [String: String], habits: String = habits, on date: String? = nil, now: String = "2026-11-21T14:00"
    ) throws -> DayScreen {
        let storage = MemoryStorage(files.merging(["habits.toml": habits]) { a, _ in a })
        let j = JournalService(storage: storage, now: LocalDateTime(now)!)
        return try j.dayScreen(date.map { .date(LocalDate($0)!) }, instances: InstanceCounts(), week: true)
    }

    func sentences(_ lines: [DayScreenText.Line]) -> [String] { lines.map(\.text) }

    func testEveryEmptyStateInTheSeedsWords() throws {
        XCTAssertEqual(
            sentences(DayScreenText.notice(try screen([:], habits: ""), addOne: "Press a.")),
            ["Get started by adding your first habit.", "Press a."])
        let archived = "[habits.floss]\nname = \"Floss\"\nsince = 2026-11-01\narchived = 2026-11-10\n"
        XCTAssertEqual(
            sentences(DayScreenText.notice(try screen([:], habits: archived))), ["You have no active habits."])
        let later = "[habits.floss]\nname = \"Floss\"\nsince = 2026-11-30\n"
        XCTAssertEqual(
            sentences(DayScreenText.notice(try screen([:], habits: later))),
            ["Your habits start on Monday 30 November."])
        XCTAssertEqual(
            sentences(DayScreenText.notice(try screen([:], on: "2026-11-25"))), ["Can't complete future habits."])
        let done = try screen(["days/2026/2026-11-21.md": "## Checklist\n\n- [x] Floss\n- [x] Water +8 glasses\n"])
        XCTAssertEqual(
            sentences(DayScreenText.closing(done)), ["All habits completed for today.", "See you tomorrow."])
        XCTAssertEqual(DayScreenText.closing(done).map(\.quiet), [false, true])
        let rest = try screen(
            ["days/2026/2026-11-20.md": "## Checklist\n\n- [-] Floss\n- [-] Water\n"], on: "2026-11-20")
        XCTAssertEqual(sentences(DayScreenText.closing(rest)), ["All habits skipped for this day."])
        let weekly = "[habits.floss]\nname = \"Floss\"\nsince = 2026-11-01\ndays = [\"mon\"]\n"
        XCTAssertEqual(sentences(DayScreenText.notice(try screen([:], habits: weekly))), ["No habits for this day."])
    }

    func testTheWordsOfADayDocument() throws {
        let s = try screen(["days/2026/2026-11-21.md": "## Checklist\n\n- [x] Water +3 glasses\n"])
        let words = DayScreenText.json(s)
        XCTAssertEqual(words["title"]?.string, "Saturday 21 November")
        XCTAssertEqual(words["date"]?.string, "Sat 21 Nov")
        XCTAssertEqual(words["counter"]?.string, "0 of 2 completed")
        XCTAssertEqual(words["rows"]?["floss"]?["label"]?.string, "🦷 Floss")
        XCTAssertEqual(words["rows"]?["water"]?["detail"]?.string, "3 of 8 glasses")
        XCTAssertEqual(words["week"]?.array?.first?["day"]?.string, "Mon")
        XCTAssertEqual(words["week"]?.array?.first?["label"]?.string, "Monday 16 November, 0 of 2 completed")
        XCTAssertEqual(words["slot"]?.string, "15m")
        XCTAssertEqual(DayScreenText.document(s)["words"]?["title"]?.string, "Saturday 21 November")
        XCTAssertEqual(DayScreenText.document(s)["date"]?.string, "2026-11-21", "the screen's own keys stay")
        XCTAssertEqual(words["heading"]?.string, "Sat 21 Nov · Today")
        XCTAssertEqual(words["rows"]?["water"]?["more"]?.string, "One more Water")
        XCTAssertEqual(words["rows"]?["water"]?["less"]?.string, "One less Water", "a total to take one off")
        XCTAssertNil(words["rows"]?["floss"]?["more"], "a box has no +")
        XCTAssertEqual(words["rows"]?["floss"]?["skip"]?.string, "Skip Floss")
    }

    /// The page's blocks, their sheet, the tray's questions and History's lines are the
    /// document's words, as the terminal says them: the page words nothing of its own.
    func testTheWordsOfBlocksSheetsTrayAndLines() throws {
        let s = try screen(
            [
                "days/2026/2026-11-21.md":
                    "## Timeline\n\n- 06:30-07:15 🦷 Floss -- 5k\n- 13:00- Water\n- 09:00-09:30 Mystery\n\n## Checklist\n\n- [x] Water +2 glasses -- cold\n"
            ])
        let words = DayScreenText.json(s)
        let entries = words["entries"]?.array ?? []
        XCTAssertEqual(entries.count, s.blocks.count, "one for each entry, in the document's order")
        XCTAssertEqual(entries.first?["title"]?.string, "🦷 Floss 06:30-07:15 · 5k")
        XCTAssertEqual(entries.first?["spoken"]?.string, "Floss, 06:30 to 07:15, 5k")
        XCTAssertEqual(entries.first?["times"]?.string, "06:30-07:15 · 45 min")
        XCTAssertEqual(entries.first?["delete"]?.string, "Delete 06:30-07:15 Floss?")
        XCTAssertEqual(entries[1]["title"]?.string, "Mystery 09:00-09:30", "a habit habits.toml lacks: its name")
        XCTAssertEqual(entries.last?["title"]?.string, "Water 13:00- ▸ running")
        XCTAssertEqual(entries.last?["spoken"]?.string, "Water, from 13:00")
        XCTAssertEqual(entries.last?["times"]?.string, "13:00- ▸ running")
        XCTAssertEqual(entries.last?["delete"]?.string, "Delete 13:00- Water?")
        XCTAssertEqual(words["sheet"]?["earlier"]?.string, "Move 15m earlier")
        XCTAssertEqual(words["sheet"]?["longer"]?.string, "15m longer")
        XCTAssertEqual(words["tray"]?["floss"]?["place"]?.string, "Place Floss at…")
        XCTAssertEqual(
            words["tray"]?["water"]?["spoken"]?.string, "Water: drag onto the timeline, or press to place at a time")
        XCTAssertEqual(words["lines"]?["floss"]?.array?.compactMap(\.string), ["06:30-07:15 · 5k"])
        XCTAssertEqual(words["lines"]?["water"]?.array?.compactMap(\.string), ["13:00-", "[x] +2 glasses · cold"])
        XCTAssertNil(words["lines"]?["mystery"], "only habits habits.toml has")
        // The terminal's block says the same title.
        XCTAssertEqual(
            InteractiveText.blockTitle("🦷 Floss", TimeOfDay("06:30")!, TimeOfDay("07:15")!, note: "5k"),
            entries.first?["title"]?.string)
    }

    func testHistorysWords() throws {
        let storage = MemoryStorage([
            "habits.toml": Self.habits, "days/2026/2026-11-20.md": "## Checklist\n\n- [x] Floss\n",
        ])
        let j = JournalService(storage: storage, now: LocalDateTime("2026-11-21T14:00")!)
        let view = try j.historyView(ViewWindow(days: 3, to: .date(LocalDate("2026-11-21")!)))
        let words = HistoryText.json(view)
        XCTAssertEqual(words["columns"]?.array?.map { $0["day"]?.string ?? "" }, ["Sat", "Fri", "Thu"])
        XCTAssertEqual(words["columns"]?.array?.first?["number"]?.string, "21")
        XCTAssertEqual(words["rows"]?["floss"]?["tooltips"]?.array?[1].string, "Floss, Fri 20 Nov · Completed")
        XCTAssertEqual(words["rows"]?["floss"]?["tooltips"]?.array?[2].string, "Floss, Thu 19 Nov · Missed")
        XCTAssertEqual(words["states"]?["na"]?["name"]?.string, "Not applicable")
        XCTAssertNil(words["empty"]?.string)
        XCTAssertEqual(words["columns"]?.array?.first?["open"]?.string, "Open Saturday 21 November")
        XCTAssertEqual(words["nothing"]?.string, "Nothing written for it that day.")
        let none = try JournalService(
            storage: MemoryStorage([
                "habits.toml": Self.habits.replacingOccurrences(of: "2026-11-01", with: "2026-11-21")
            ]),
            now: LocalDateTime("2026-11-21T14:00")!
        )
        .historyView(ViewWindow(days: 3, to: .date(LocalDate("2026-11-21")!)))
        XCTAssertEqual(
            HistoryText.json(none)["empty"]?.string, "Your history will appear here once you start tracking habits.")
    }
}
