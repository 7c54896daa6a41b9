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

    /// Each state of `SyncStatus` in `sync`'s sentence and the page's line.
    func testWhereTheJournalStandsInEachState() {
        let cases: [(SyncStatus, String, String)] = [
            (
                SyncStatus(state: .synced, lastSyncClock: "14:02"), "Synced with origin at 14:02; nothing waits.",
                "Synced 14:02"
            ),
            (SyncStatus(state: .synced), "Synced with origin; nothing waits.", "Synced"),
            (
                SyncStatus(state: .pending), "Changes wait to be committed and sent to origin.",
                "Changes wait for origin"
            ),
            (SyncStatus(state: .pending, ahead: 1), "1 commit waits for origin.", "1 change waits for origin"),
            (
                SyncStatus(state: .pending, behind: 2, remote: "box"), "2 commits from box wait to be merged.",
                "Changes from box wait to be merged"
            ),
            (
                SyncStatus(state: .pending, ahead: 3, behind: 1),
                "3 commits wait for origin, and 1 from it to be merged.",
                "3 changes wait for origin"
            ),
            (
                SyncStatus(state: .offline, reason: "Could not resolve host: box"),
                "Can't reach origin (Could not resolve host: box); nothing waits here.",
                "Not synced: can't reach origin"
            ),
            (
                SyncStatus(state: .offline, ahead: 2), "Can't reach origin; 2 commits wait here, nothing was lost.",
                "Not synced: can't reach origin; 2 changes wait here"
            ),
            (
                SyncStatus(state: .conflict, reason: "Git is stopped in a rebase."),
                "Not synced: Git is stopped in a rebase.", "Not synced: Git is stopped in a merge"
            ),
            (
                SyncStatus(state: .conflict, conflicts: ["days/2026/2026-11-21.md", "habits.toml"]),
                "Not synced: days/2026/2026-11-21.md, habits.toml need a hand: both sides' lines are in the file between <<<<<<< and >>>>>>>. Keep what is right, then `git add` it and `git commit` (Docs/SYNC.md).",
                "Not synced: days/2026/2026-11-21.md and 1 more need a hand"
            ),
            (SyncStatus(state: .off), "Not syncing (serve runs without --sync).", ""),
            (SyncStatus(state: .off, reason: "no upstream"), "Not syncing: no upstream", "Not syncing: no upstream"),
        ]
        for (status, message, line) in cases {
            XCTAssertEqual(SyncText.message(status), message)
            XCTAssertEqual(SyncText.line(status), line)
            XCTAssertEqual(SyncText.document(status)["message"]?.string, message)
            XCTAssertEqual(SyncText.document(status)["state"]?.string, status.state.rawValue)
        }
    }
}
