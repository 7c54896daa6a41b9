import DawnJournalTestSupport
import XCTest
@testable import DawnJournal

/// unlog's exact addressing, over an in-memory journal with a fixed
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

    func refusal(_ body: () throws -> Void) -> JournalRefusal? {
        do { try body() } catch let r as JournalRefusal { return r } catch { XCTFail("\(error)") }
        return nil
    }

    // MARK: unlog

    func testUnlogTakesBackOneOfTwoIdenticalLines() throws {
        let (storage, j) = journal([Self.day: "## Timeline\n\n- 06:00-06:30 Run\n- 06:00-06:30 Run\n- 07:00-07:30 Read\n"])
        XCTAssertEqual(try j.unlog(UnlogRequest(habit: "run")).change, .removedEntry(start: TimeOfDay("06:00")!, end: TimeOfDay("06:30")!))
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 06:00-06:30 Run\n- 07:00-07:30 Read\n")
    }

    func testUnlogAddressesTwoEntriesStartingTogetherByTheirEnd() throws {
        let (storage, j) = journal([Self.day: "## Timeline\n\n- 07:00-07:30 Run\n- 07:00-08:00 Run\n"])
        let ambiguous = refusal { _ = try j.unlog(UnlogRequest(habit: "run", at: TimeOfDay("07:00"))) }
        XCTAssertEqual(ambiguous?.code, .entriesStartTogether)
        _ = try j.unlog(UnlogRequest(habit: "run", at: TimeOfDay("07:00"), end: TimeOfDay("08:00")))
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\n- 07:00-07:30 Run\n")
    }

    func testUnlogRemovesASectionItEmpties() throws {
        let (storage, j) = journal([Self.day: "# Saturday\n\n## Timeline\n\n- 06:00-06:30 Run\n\n## Checklist\n\n- [x] Floss\n"])
        _ = try j.unlog(UnlogRequest(habit: "run"))
        XCTAssertEqual(storage.text(Self.day), "# Saturday\n\n## Checklist\n\n- [x] Floss\n")
        _ = try j.unlog(UnlogRequest(habit: "floss"))
        XCTAssertEqual(storage.text(Self.day), "# Saturday\n", "the last section goes with the blank line before it")
    }

    func testUnlogKeepsASectionWithAnythingElseInIt() throws {
        let file = "## Timeline\n\nA calm morning.\n\n- 06:00-06:30 Run\n\n## Checklist\n\n- [x] Floss\n- [ ] Read -- later\n"
        let (storage, j) = journal([Self.day: file])
        _ = try j.unlog(UnlogRequest(habit: "run"))
        _ = try j.unlog(UnlogRequest(habit: "floss"))
        XCTAssertEqual(storage.text(Self.day), "## Timeline\n\nA calm morning.\n\n\n## Checklist\n\n- [ ] Read -- later\n")
    }
}
