import DawnJournalTestSupport
import XCTest

@testable import DawnJournal

/// The day file carries the order things were done in (PRODUCT.md's Today): a tick puts its
/// `[x]` line after the last done item, `fmt` keeps that order, and the day screen lists done
/// items in it.
final class CompletionOrderTests: XCTestCase {
    static let now = LocalDateTime("2026-11-21T21:00")!
    static let day = "days/2026/2026-11-21.md"
    static let habits = ["floss", "journal", "read", "water"].map { id in
        "[habits.\(id)]\nname = \"\(id.prefix(1).uppercased() + id.dropFirst())\"\n"
            + (id == "water" ? "unit = \"glasses\"\ngoal = 8\n" : "") + "\n"
    }.joined()

    func journal(_ day: String?) -> (MemoryStorage, JournalService) {
        var files = ["habits.toml": Self.habits]
        if let day { files[Self.day] = day }
        let storage = MemoryStorage(files)
        return (storage, JournalService(storage: storage, now: Self.now))
    }

    func tick(_ j: JournalService, _ habit: String) throws {
        XCTAssertEqual(try j.toggle(ToggleRequest(habit: habit)).to, .done)
    }

    /// An open item before the last done one moves after it as it is ticked (its note kept);
    /// one already after it is ticked in place.
    func testATickMovesItsLineAfterTheLastDoneItem() throws {
        let (storage, j) = journal("## Checklist\n\n- [ ] Floss\n- [ ] Journal -- tonight\n- [ ] Read\n")
        try tick(j, "read")
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [ ] Floss\n- [ ] Journal -- tonight\n- [x] Read\n")
        try tick(j, "journal")
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [ ] Floss\n- [x] Read\n- [x] Journal -- tonight\n")
        try tick(j, "floss")
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [x] Read\n- [x] Journal -- tonight\n- [x] Floss\n")
        let screen = try j.dayScreen(instances: InstanceCounts())
        XCTAssertEqual(screen.checklist.map(\.habit.name), ["Water", "Read", "Journal", "Floss"])
        XCTAssertEqual(
            DayFormatter.format(DayParser.parse(storage.files[Self.day]!).day), storage.text(Self.day),
            "fmt keeps the order")
    }

    /// A habit without a line gets one after the last done item, not in habits.toml's order;
    /// so does a first amount record. Undo takes back exactly the move.
    func testANewLineGoesAfterTheLastDoneItem() throws {
        let (storage, j) = journal("## Checklist\n\n- [ ] Floss\n- [x] Read\n- [ ] Water\n")
        let before = storage.files[Self.day]!
        try tick(j, "journal")
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [ ] Floss\n- [x] Read\n- [x] Journal\n- [ ] Water\n")
        let floss = try j.toggle(ToggleRequest(habit: "floss"))
        XCTAssertEqual(
            storage.text(Self.day), "## Checklist\n\n- [x] Read\n- [x] Journal\n- [x] Floss\n- [ ] Water\n")
        _ = try j.undo(try XCTUnwrap(floss.undo))
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [ ] Floss\n- [x] Read\n- [x] Journal\n- [ ] Water\n")
        _ = try j.unlog(UnlogRequest(habit: "journal"))
        XCTAssertTrue(storage.files[Self.day]! == before)

        let (s2, j2) = journal("## Checklist\n\n- [x] Read\n- [x] Floss\n")
        _ = try j2.log(LogRequest(habit: "water", amount: Amount(2)))
        XCTAssertEqual(s2.text(Self.day), "## Checklist\n\n- [x] Read\n- [x] Floss\n- [x] Water +2 glasses\n")
    }

    /// With nothing done yet, a new line goes where it went before: in habits.toml's order.
    func testWithNothingDoneANewLineKeepsHabitsOrder() throws {
        let (storage, j) = journal("## Checklist\n\n- [ ] Floss\n- [ ] Read\n")
        try tick(j, "journal")
        XCTAssertEqual(storage.text(Self.day), "## Checklist\n\n- [ ] Floss\n- [x] Journal\n- [ ] Read\n")
    }
}
