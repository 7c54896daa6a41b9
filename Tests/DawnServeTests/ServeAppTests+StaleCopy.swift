import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnServe

/// The page never writes from its own copy: between its GET of the day and its POST another
/// program writes, and the write either acts on the file as it is or is refused (422, the
/// library's sentence), leaving the other program's line.
extension ServeAppTests {
    var day: String { "days/2026/2026-11-21.md" }

    func journal(day dayText: String?) -> MemoryStorage {
        let storage = journal()
        storage.files["habits.toml"]! += Array(
            """

            [habits.water]
            name = "Water"
            unit = "glasses"
            goal = 8
            since = 2026-11-01

            """.utf8)
        if let dayText { storage.files[day] = Array(dayText.utf8) }
        return storage
    }

    func post(_ storage: MemoryStorage, _ path: String, _ body: String) -> (HTTPResponse, JSONValue?) {
        let r = app(storage).respond(request("POST", path, body: body)).0
        return (r, try? JSONReader.parse(r.body))
    }

    /// Another program's JournalService, writing between the page's read and its write.
    func other(_ storage: MemoryStorage) -> JournalService { JournalService(storage: storage, now: Self.now) }

    func testATickOfABoxChangedMeanwhileIsRefusedNotUndone() throws {
        let storage = journal(day: nil)
        // The page showed Floss not done; the shell ticks it.
        _ = try other(storage).log(LogRequest(habit: "floss"))
        let ticked = storage.text(day)
        let (r, json) = post(storage, "/api/toggle", #"{"habit": "floss", "expecting": "not-done"}"#)
        XCTAssertEqual(r.status, .unprocessable)
        XCTAssertEqual(json?["error"]?["code"]?.string, "box-changed")
        XCTAssertEqual(
            json?["error"]?["message"]?.string,
            "'Floss' on 2026-11-21 changed since it was shown: its box is [x], not [ ]; nothing was written")
        XCTAssertEqual(storage.text(day), ticked)
        // The box as it is now toggles.
        let (ok, answer) = post(storage, "/api/toggle", #"{"habit": "floss", "expecting": "done"}"#)
        XCTAssertEqual(ok.status, .ok)
        XCTAssertEqual(answer?["state"]?.string, "not-done")
    }

    func testANoteChangedMeanwhileIsNotSavedOver() throws {
        let storage = journal(day: "## Timeline\n\n- 06:30-07:00 🏃 Morning Run -- 5k\n")
        // The page's sheet opened on "5k"; the shell makes it "6k".
        _ = try other(storage).setNote(
            NoteRequest(habit: "morning-run", entry: EntryAddress(start: TimeOfDay("06:30")!), note: "6k"))
        let (r, json) = post(
            storage, "/api/note", #"{"habit": "morning-run", "start": "06:30", "note": "5k, easy", "expecting": "5k"}"#)
        XCTAssertEqual(r.status, .unprocessable)
        XCTAssertEqual(json?["error"]?["code"]?.string, "note-changed")
        XCTAssertTrue(json?["error"]?["message"]?.string?.contains("now '6k'") == true, String(describing: json))
        XCTAssertEqual(storage.text(day), "## Timeline\n\n- 06:30-07:00 🏃 Morning Run -- 6k\n")
        let (ok, _) = post(
            storage, "/api/note", #"{"habit": "morning-run", "start": "06:30", "note": "6k, easy", "expecting": "6k"}"#)
        XCTAssertEqual(ok.status, .ok)
        XCTAssertEqual(storage.text(day), "## Timeline\n\n- 06:30-07:00 🏃 Morning Run -- 6k, easy\n")
    }

    func testOneLessIsTakenOffTheFilesTotalNotThePagesCopy() throws {
        let storage = journal(day: "## Checklist\n\n- [x] Water +2\n")
        // The page showed 2 glasses; the shell logs 3 more.
        _ = try other(storage).log(LogRequest(habit: "water", amount: Amount(3)))
        let (r, json) = post(storage, "/api/lower", #"{"habit": "water"}"#)
        XCTAssertEqual(r.status, .ok, String(decoding: r.body, as: UTF8.self))
        XCTAssertEqual(json?["total"]?.string, "4")
        XCTAssertEqual(json?["changed"]?.bool, true)
        XCTAssertEqual(storage.text(day), "## Checklist\n\n- [x] Water +2\n- [x] Water +2 glasses\n")
        XCTAssertTrue(json?["undo"]?.string != nil)
    }

    func testOneLessWithoutARecordWritesNothing() throws {
        let storage = journal(day: nil)
        let (r, json) = post(storage, "/api/lower", #"{"habit": "water", "by": 2}"#)
        XCTAssertEqual(r.status, .ok)
        XCTAssertEqual(json?["changed"]?.bool, false)
        XCTAssertNil(storage.text(day))
    }

    func testMalformedBoxesNotesAndAmountsAre400() throws {
        let storage = journal(day: "## Timeline\n\n- 06:30-07:00 🏃 Morning Run -- 5k\n")
        let before = storage.files
        for (path, body) in [
            ("/api/toggle", #"{"habit": "floss", "expecting": true}"#),
            ("/api/toggle", #"{"habit": "floss", "expecting": "maybe"}"#),
            ("/api/toggle", #"{"habit": "floss", "expecting": "[x]"}"#),
            ("/api/toggle", #"{"habit": "floss", "expecting": ["done"]}"#),
            ("/api/note", #"{"habit": "morning-run", "start": "06:30", "note": "x", "expecting": 5}"#),
            ("/api/note", #"{"habit": "morning-run", "start": "06:30", "note": "x", "expecting": {}}"#),
            ("/api/lower", #"{"habit": "water", "by": -1}"#),
            ("/api/lower", #"{"habit": "water", "by": 0}"#),
            ("/api/lower", #"{"habit": "water", "by": "lots"}"#),
            ("/api/lower", #"{"habit": "water", "by": 1e400}"#),
            ("/api/lower", #"{"habit": 7}"#),
            ("/api/lower", #"{"water": 1}"#),
        ] {
            let (r, json) = post(storage, path, body)
            XCTAssertEqual(r.status, .badRequest, body)
            XCTAssertEqual(json?["error"]?["code"]?.string, "malformed-request", body)
        }
        XCTAssertEqual(storage.files, before)
    }

    func testAHugeOrStrangeExpectedNoteIsRefusedNeverATrap() throws {
        let storage = journal(day: "## Timeline\n\n- 06:30-07:00 🏃 Morning Run -- 5k\n")
        let before = storage.files
        let huge = String(repeating: "é\u{0}\n", count: 200_000)
        for expecting in [huge, "\u{FFFD}", "5k ", "5K"] {
            let body = JSONValue.object([
                ("habit", .string("morning-run")), ("start", .string("06:30")), ("note", .string("x")),
                ("expecting", .string(expecting)),
            ]).rendered
            let (r, json) = post(storage, "/api/note", body)
            XCTAssertEqual(r.status, .unprocessable)
            XCTAssertEqual(json?["error"]?["code"]?.string, "note-changed")
        }
        XCTAssertEqual(storage.files, before)
    }
}
