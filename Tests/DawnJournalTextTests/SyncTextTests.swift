import DawnJournal
import DawnJournalText
import XCTest

/// `sync`'s commit subjects: what changed, read by meaning, said like a diary line.
final class SyncTextTests: XCTestCase {
    let path = "days/2026/2026-11-21.md"

    func changes(_ old: String?, _ new: String?, path: String? = nil) -> [JournalChange] {
        JournalChanges.between(
            path: path ?? self.path, old: old.map { Array($0.utf8) }, new: new.map { Array($0.utf8) })
    }

    func testADayFilesChangesAreReadByMeaning() {
        let old = """
            # Saturday

            ## Timeline

            - 07:00-07:30 Run
            - 12:00-12:15 Meditate

            ## Checklist

            - [ ] Floss
            - [x] Water +2 glasses

            """
        let new = """
            # Saturday

            A quiet day.

            ## Timeline

            - 07:30-08:00 Run
            - 12:00-12:15 Meditate -- calm
            - 21:00-21:30 Read

            ## Checklist

            - [x] Floss
            - [x] Water +2 glasses
            - [x] Water +1 glass
            - [-] Stretch

            """
        let date = LocalDate("2026-11-21")!
        XCTAssertEqual(
            changes(old, new),
            [
                JournalChange(date: date, .noted(habit: "Meditate")),
                JournalChange(date: date, .moved(habit: "Run", start: TimeOfDay("07:30")!, end: TimeOfDay("08:00")!)),
                JournalChange(date: date, .logged(habit: "Read", start: TimeOfDay("21:00")!, end: TimeOfDay("21:30")!)),
                JournalChange(date: date, .ticked(habit: "Floss")),
                JournalChange(date: date, .amount(habit: "Water", by: Amount(1), down: false, unit: "glasses")),
                JournalChange(date: date, .skipped(habit: "Stretch")),
                JournalChange(date: date, .notes),
            ])
        XCTAssertEqual(
            SyncText.subject(changes(old, new), limit: 200),
            "note on Meditate, Run moved to 07:30-08:00, Read 21:00-21:30, Floss ticked, Water +1, Stretch skipped, notes on 21 Nov"
        )
        // The other way round: unlogged, unticked, down.
        XCTAssertEqual(
            SyncText.subject(changes(new, old), limit: 200),
            "note on Meditate, Run moved to 07:00-07:30, Read 21:00 removed, Floss unticked, Water −1, Stretch unticked, notes on 21 Nov"
        )
    }

    func testANewEntryBesideANoteChangedIsLoggedNotMovedAndNewSectionsAreNotNotes() {
        let old = "## Timeline\n\n- 07:00-07:30 Run\n"
        let new = "## Timeline\n\n- 04:00-04:30 Run\n- 07:00-07:30 Run -- easy\n\n## Checklist\n\n- [x] Floss\n"
        XCTAssertEqual(SyncText.subject(changes(old, new)), "note on Run, Run 04:00-04:30, Floss ticked on 21 Nov")
    }

    func testANewDayFileIsItsLinesNotItsHeadingAndLayoutIsTidied() {
        let new = "# Saturday 21 November\n\n## Checklist\n\n- [x] Floss\n"
        XCTAssertEqual(SyncText.subject(changes(nil, new)), "Floss ticked on 21 Nov")
        XCTAssertEqual(
            SyncText.subject(changes(new, "# Saturday 21 November\n\n## Checklist\n\n- [X]   Floss\n")),
            "tidied on 21 Nov")
        XCTAssertEqual(SyncText.subject(changes(new, nil)), "day file removed on 21 Nov")
        XCTAssertEqual(changes(new, new), [])
    }

    func testHabitsAndOtherFiles() {
        let old = "[habits.run]\nname = \"Run\"\n\n[habits.read]\nname = \"Read\"\n"
        let new =
            "[journal]\nslot = \"30m\"\n\n[habits.run]\nname = \"Run\"\nemoji = \"🏃\"\n\n[habits.floss]\nname = \"Floss\"\n"
        XCTAssertEqual(
            SyncText.subject(changes(old, new, path: "habits.toml"), limit: 100),
            "habit Run edited, habit Floss added, habit Read removed, journal settings")
        XCTAssertEqual(SyncText.subject(changes(nil, "x", path: "README.md")), "README.md changed")
        XCTAssertEqual(
            SyncText.subject(
                changes(nil, "x", path: "days/2026/2026-11-21.md")
                    + [JournalChange(date: LocalDate("2026-11-20")!, .ticked(habit: "Floss"))]),
            "notes on 21 Nov; Floss ticked on 20 Nov")
    }

    func testALongSubjectIsCutWithHowManyMore() {
        let date = LocalDate("2026-11-21")!
        let many = (1...30).map { JournalChange(date: date, .ticked(habit: "Habit number \($0)")) }
        let subject = SyncText.subject(many)
        XCTAssertLessThanOrEqual(subject.count, 72, subject)
        XCTAssertTrue(subject.hasPrefix("Habit number 1 ticked, Habit number 2 ticked"), subject)
        let shown = subject.components(separatedBy: " ticked").count - 1
        XCTAssertTrue(subject.hasSuffix(" on 21 Nov and \(30 - shown) more"), subject)
        XCTAssertEqual(SyncText.subject([]), "No change")
    }
}
