import DawnJournal
import Foundation
import XCTest

@testable import DawnJournalCLI

/// `dawn-journal sync`, end to end with real Git and the built binary (GitSyncTests' clones):
/// one round commits what changed with a subject that says what, merges by meaning and pushes;
/// a remote away keeps the commits and says so; a conflict is named and not built on.
extension GitSyncTests {
    func head(_ clone: String) throws -> String {
        try git(["rev-parse", "HEAD"], in: clone).out
    }

    func testSyncCommitsWhatChangedMergesBothDevicesAndPushes() throws {
        try makeClones(setUp: false)
        try dj(["log", "water", "2"], in: "b")
        try dj(["log", "floss"], in: "b")
        // b's clone lacks the driver's config: sync sets it up, as git-setup does.
        let first = try dj(["sync"], in: "b")
        XCTAssertTrue(first.out.contains("set up: "), first.out)
        XCTAssertTrue(
            first.out.contains("committed: Water +2, Floss ticked on 21 Nov; .gitattributes changed"), first.out)
        XCTAssertTrue(first.out.contains("Synced with origin; nothing waits."), first.out)
        XCTAssertEqual(
            try git(["log", "-1", "--format=%s%n%b"], in: "b").out,
            "Water +2, Floss ticked on 21 Nov; .gitattributes changed\n"
                + "- .gitattributes: .gitattributes changed\n- days/2026/2026-11-21.md: Water +2\n"
                + "- days/2026/2026-11-21.md: Floss ticked\n\n")
        // a logged the same day meanwhile: its sync merges by meaning, both lines kept.
        try dj(["log", "run", "--at", "6:30"], in: "a")
        try dj(["log", "water", "1"], in: "a")
        let second = try dj(["sync", "--json"], in: "a")
        XCTAssertTrue(second.out.contains(#""state": "synced""#), second.out)
        XCTAssertTrue(second.out.contains(#""merged": true"#) && second.out.contains(#""pushed": true"#), second.out)
        try dj(["sync"], in: "b")
        let day = try text("a/days/2026/2026-11-21.md")
        for line in ["- 06:30-07:00 🏃 Run", "- [x] 💧 Water +2 glasses", "- [x] 💧 Water +1 glass", "- [x] 🦷 Floss"] {
            XCTAssertEqual(day.components(separatedBy: line + "\n").count, 2, "\(line) once in\n\(day)")
        }
        XCTAssertEqual(try text("b/days/2026/2026-11-21.md"), day)
        XCTAssertEqual(try head("a"), try head("b"))
        XCTAssertEqual(try git(["rev-parse", "main"], in: "origin.git").out, try head("a"))
        // Nothing left uncommitted or untracked (the lock file is ignored in the clone).
        XCTAssertEqual(try git(["status", "--porcelain"], in: "a").out, "")
        XCTAssertEqual(try git(["status", "--porcelain"], in: "b").out, "")
        // A round with nothing to do commits nothing.
        let idle = try dj(["sync"], in: "a")
        XCTAssertFalse(idle.out.contains("committed"), idle.out)
    }

    func testSyncWithTheRemoteAwayKeepsTheCommitsAndSaysSo() throws {
        try makeClones(setUp: true)
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("origin.git"), to: root.appendingPathComponent("away.git"))
        try dj(["log", "floss"], in: "a")
        let away = try dj(["sync"], in: "a", expect: 1)
        XCTAssertTrue(away.out.contains("committed: Floss ticked on 21 Nov"), away.out)
        XCTAssertTrue(
            away.err.contains("dawn-journal sync: Can't reach origin (")
                && away.err.contains("); 1 commit waits here, nothing was lost."), away.err)
        let json = try dj(["sync", "--json"], in: "a", expect: 1)
        XCTAssertTrue(json.out.contains(#""state": "offline""#) && json.out.contains(#""ahead": 1"#), json.out)
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("away.git"), to: root.appendingPathComponent("origin.git"))
        let back = try dj(["sync"], in: "a")
        XCTAssertTrue(back.out.contains("pushed to origin"), back.out)
        XCTAssertEqual(try git(["rev-parse", "main"], in: "origin.git").out, try head("a"))
    }

    func testSyncNamesAConflictAndDoesNotBuildOnIt() throws {
        try makeClones(setUp: true)
        try dj(["log", "run", "--at", "6:30"], in: "a")
        try dj(["sync"], in: "a")
        try dj(["sync"], in: "b")
        try dj(["log", "floss"], in: "a")
        try dj(["sync"], in: "a")
        try dj(["log", "floss", "--skip"], in: "b")
        let conflict = try dj(["sync"], in: "b", expect: 1)
        XCTAssertTrue(
            conflict.err.contains(
                "Not synced: days/2026/2026-11-21.md needs a hand: both sides' lines are in the file"),
            conflict.err)
        let day = try text("b/days/2026/2026-11-21.md")
        XCTAssertTrue(day.contains("- [-] 🦷 Floss\n=======\n- [x] 🦷 Floss\n"), day)
        let lint = try dj(["lint"], in: "b", expect: nil)
        XCTAssertTrue(lint.out.contains("[conflict-marker]"), lint.out)
        // Again: refused while Git is stopped in the merge; nothing pushed, nothing lost.
        let again = try dj(["sync", "--json"], in: "b", expect: 1)
        XCTAssertTrue(again.out.contains(#""state": "conflict""#), again.out)
        XCTAssertTrue(again.out.contains(#""conflicts": ["#) && again.out.contains("2026-11-21.md"), again.out)
        XCTAssertEqual(try text("b/days/2026/2026-11-21.md"), day)
        XCTAssertEqual(try git(["rev-parse", "main"], in: "origin.git").out, try head("a"))
    }

    func testSyncToANewEmptyRemotePushesItsFirstCommit() throws {
        try git(["init", "--quiet", "--bare", "-b", "main", "empty.git"], in: ".")
        try git(["clone", "--quiet", "empty.git", "box"], in: ".", expect: nil)
        try git(["config", "user.name", "Box"], in: "box")
        try git(["config", "user.email", "box@example.com"], in: "box")
        try dj(["init", "."], in: "box")
        // A journal without init's .gitignore (as samples/demo): sync ignores the lock file itself.
        try FileManager.default.removeItem(at: root.appendingPathComponent("box/.gitignore"))
        // The upstream as a clone of an empty repository sets it in newer Git: no branch behind it yet.
        try git(["symbolic-ref", "HEAD", "refs/heads/main"], in: "box")
        try git(["config", "branch.main.remote", "origin"], in: "box")
        try git(["config", "branch.main.merge", "refs/heads/main"], in: "box")
        let r = try dj(["sync"], in: "box")
        XCTAssertTrue(r.out.contains("pushed to origin"), r.out)
        XCTAssertEqual(try git(["rev-parse", "main"], in: "empty.git").out, try head("box"))
        // The lock file is ignored in the clone's own exclude file, once however many rounds.
        try dj(["log", "journal before bed"], in: "box")
        try dj(["sync"], in: "box")
        try dj(["sync"], in: "box")
        let exclude = try text("box/.git/info/exclude")
        XCTAssertEqual(exclude.components(separatedBy: ".dawn-journal.lock\n").count, 2, exclude)
        XCTAssertEqual(try git(["status", "--porcelain"], in: "box").out, "")
    }

    func testSyncRefusesWithoutAnUpstream() throws {
        try git(["init", "--quiet", "-b", "main", "solo"], in: ".")
        try dj(["init", "."], in: "solo")
        let r = try dj(["sync"], in: "solo", expect: 1)
        XCTAssertTrue(r.err.contains("the branch main has no upstream; set one with `git push -u origin main`"), r.err)
    }
}
