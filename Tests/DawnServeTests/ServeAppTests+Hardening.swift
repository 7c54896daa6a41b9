import DawnJournal
import DawnJournalTestSupport
import XCTest

@testable import DawnServe

/// What a client without the token, or one holding a handle from another run, could do before:
/// each case here failed then.
extension ServeAppTests {
    func app(_ storage: any JournalStorage, _ change: (inout ServeConfig) -> Void) -> ServeApp {
        var c = config
        change(&c)
        return ServeApp(config: c, storage: storage) { Self.now }
    }

    func testAnUndoHandleOfAnotherRunIsGone() throws {
        let storage = journal()
        let before = app(storage) { $0.run = "aaaa1111" }
        let logged = before.respond(request("POST", "/api/log", body: #"{"habit": "floss"}"#)).0
        let kept = try XCTUnwrap(try json(logged)["undo"]?.string)
        XCTAssertEqual(kept, "uaaaa1111-1")
        // The server restarts: its counts begin again, its handles do not.
        let after = app(storage) { $0.run = "bbbb2222" }
        let other = after.respond(request("POST", "/api/log", body: #"{"habit": "morning-run", "at": "06:00"}"#)).0
        XCTAssertEqual(try json(other)["undo"]?.string, "ubbbb2222-1")
        for handle in [kept, "u1", "ubbbb2222-0"] {
            let r = after.respond(request("POST", "/api/undo", body: #"{"undo": "\#(handle)"}"#)).0
            XCTAssertEqual(r.status, .gone, handle)
            XCTAssertEqual(try json(r)["error"]?["code"]?.string, "undo-gone")
        }
        XCTAssertTrue(storage.text("days/2026/2026-11-21.md")!.contains("Morning Run"), "the other write stays")
    }

    func testTwoServersOnOneMachineHaveCookiesOfTheirOwn() throws {
        let storage = journal()
        let first = app(storage) { $0.cookieSuffix = "_8417" }
        let second = app(storage) {
            $0.cookieSuffix = "_8418"
            $0.session = "other-session"
        }
        let signIn = request("GET", "/?token=t0k3n-t0k3n-t0k3n-t0k3n-t0k3n-00", auth: .none)
        let names = [first, second].map { a in
            a.respond(signIn).0.headers.filter { $0.name == "Set-Cookie" }.map {
                String($0.value.prefix { $0 != "=" })
            }
        }
        XCTAssertEqual(names, [["dawn_session_8417", "dawn_csrf_8417"], ["dawn_session_8418", "dawn_csrf_8418"]])
        // A browser sends both servers both cookies: each takes its own.
        var both = request("GET", "/api/day/2026-11-21", auth: .none)
        both.headers.append(("cookie", "dawn_session_8417=session-secret; dawn_session_8418=other-session"))
        XCTAssertEqual(first.respond(both).0.status, .ok)
        XCTAssertEqual(second.respond(both).0.status, .ok)
        var onlyFirst = request("GET", "/api/day/2026-11-21", auth: .none)
        onlyFirst.headers.append(("cookie", "dawn_session_8417=session-secret"))
        XCTAssertEqual(second.respond(onlyFirst).0.status, .unauthorized)
    }

    func testTheSignInRedirectStaysOnThisServer() {
        let a = app(journal())
        let token = "token=t0k3n-t0k3n-t0k3n-t0k3n-t0k3n-00"
        for (target, location) in [
            ("//evil.example/?\(token)", "/"), ("/\\evil.example/?\(token)", "/"),
            ("//evil.example/?\(token)&tab=history", "/?tab=history"), ("/\\/evil/?\(token)", "/"),
            ("/?\(token)", "/"), ("/history?\(token)", "/history"), ("/a//b?\(token)", "/a//b"),
        ] {
            let r = a.respond(request("GET", target, auth: .none)).0
            XCTAssertEqual(r.status, .seeOther, target)
            XCTAssertEqual(r.header("Location"), location, target)
        }
    }

    /// A storage whose writes fail as a folder's do, in the storage's own words.
    struct FailingStorage: JournalStorage {
        let inner: MemoryStorage
        let reason: String
        func dayFilePaths() throws(StorageError) -> [String] { try inner.dayFilePaths() }
        func names(in folder: String) throws(StorageError) -> [String] { try inner.names(in: folder) }
        func read(_ path: String) throws(StorageError) -> [UInt8]? { try inner.read(path) }
        func write(_ bytes: [UInt8], to path: String) throws(StorageError) {
            throw StorageError(path: path, reason: reason)
        }
        func checkWritable(_ path: String) throws(StorageError) {
            throw StorageError(path: path, reason: reason)
        }
        func withLock<T>(_ body: () throws -> T) throws -> T { try body() }
    }

    func testAStorageRefusalNamesTheFileFromTheJournalAndNoPathOfTheMachine() throws {
        for (reason, message) in [
            (
                "is read-only (no write permission in its mode); it was not written",
                "days/2026/2026-11-21.md: is read-only (no write permission in its mode); it was not written"
            ),
            (
                "is a link to /home/me/secret/x.md, outside the journal folder; it was not written",
                "days/2026/2026-11-21.md: is a link to …, outside the journal folder; it was not written"
            ),
            (
                "cannot create /srv/journal/days/2026: No space left on device",
                "days/2026/2026-11-21.md: cannot create days/2026: No space left on device"
            ),
        ] {
            let a = app(FailingStorage(inner: journal(), reason: reason)) { $0.journalFolders = ["/srv/journal"] }
            let r = a.respond(request("POST", "/api/log", body: #"{"habit": "floss"}"#)).0
            XCTAssertEqual(r.status, .serverError)
            XCTAssertEqual(try json(r)["error"]?["code"]?.string, "storage")
            XCTAssertEqual(try json(r)["error"]?["message"]?.string, message)
        }
        XCTAssertEqual(
            APIError.withoutMachinePaths(
                "the journal folder /srv/journal cannot be resolved", journal: ["/srv/journal"]),
            "the journal folder . cannot be resolved")
        // A path with spaces is masked whole, up to the clause's end (the review's leak).
        XCTAssertEqual(
            APIError.withoutMachinePaths(
                "lies in /tmp/out side/y2025, outside the journal folder (a folder on the way is a link); it was not written",
                journal: ["/srv/my journal"]),
            "lies in …, outside the journal folder (a folder on the way is a link); it was not written")
        XCTAssertEqual(
            APIError.withoutMachinePaths(
                "cannot create /srv/my journal/days/2026: No space left", journal: ["/srv/my journal"]),
            "cannot create days/2026: No space left")
    }
}

/// A write with `?day=DATE` answers that day's screen after it: one request and one redraw for a tap.
extension ServeAppTests {
    func testAWriteAsksForTheDayItShowsAndGetsItsScreenAfterTheWrite() throws {
        let storage = journal()
        let a = app(storage)
        let r = a.respond(request("POST", "/api/toggle?day=2026-11-21", body: #"{"habit": "floss"}"#)).0
        XCTAssertEqual(r.status, .ok)
        let answer = try json(r)
        XCTAssertNotNil(answer["undo"]?.string)
        let after = a.respond(request("GET", "/api/day/2026-11-21")).0
        XCTAssertEqual(answer["day"]?.rendered, try json(after).rendered, "the screen GET gives after the write")
        XCTAssertEqual(answer["day"]?["rows"]?.array?.last?["state"]?.string, "done")
        let without = a.respond(request("POST", "/api/toggle", body: #"{"habit": "floss"}"#)).0
        XCTAssertNil(try json(without)["day"], "only when asked")
        let read = a.respond(request("GET", "/api/day/2026-11-21?day=2026-11-20")).0
        XCTAssertEqual(try json(read)["date"]?.string, "2026-11-21", "a read is its own document")
    }
}

/// A form's one save that renames and re-colours is one write with one inverse.
extension ServeAppTests {
    func testRenameAndRecolourInOneSaveIsUndoneAsOne() throws {
        let storage = journal()
        storage.files["days/2026/2026-11-20.md"] = Array("## Checklist\n\n- [x] 🦷 Floss\n".utf8)
        let before = storage.files
        let a = app(storage)
        let saved = a.respond(
            request("POST", "/api/habit/edit", body: #"{"habit": "floss", "name": "Flossing", "color": "sky"}"#)
        ).0
        XCTAssertEqual(saved.status, .ok, String(decoding: saved.body, as: UTF8.self))
        XCTAssertTrue(storage.text("habits.toml")!.contains("name = \"Flossing\""))
        XCTAssertTrue(storage.text("habits.toml")!.contains("color = \"sky\""))
        XCTAssertTrue(storage.text("days/2026/2026-11-20.md")!.contains("Flossing"))
        let handle = try XCTUnwrap(try json(saved)["undo"]?.string)
        let undone = a.respond(request("POST", "/api/undo", body: #"{"undo": "\#(handle)"}"#)).0
        XCTAssertEqual(undone.status, .ok, String(decoding: undone.body, as: UTF8.self))
        XCTAssertEqual(storage.files, before, "the name, the colour and the day file, all taken back byte for byte")
    }
}
