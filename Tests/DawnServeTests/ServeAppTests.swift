import DawnJournal
import DawnJournalTestSupport
import DawnJournalText
import XCTest

@testable import DawnServe

/// The gate and the router without sockets: each rule of the gate refuses what it must and
/// lets through what it must, and the API runs the commands' use cases on the journal.
final class ServeAppTests: XCTestCase {
    static let now = LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 21)!, minutes: 21 * 60)
    static let host = "127.0.0.1:8417"
    let config = ServeConfig(
        token: "t0k3n-t0k3n-t0k3n-t0k3n-t0k3n-00", session: "session-secret", csrf: "csrf-secret",
        hosts: ServeConfig.hosts(port: 8417, addresses: ["127.0.0.1"], names: ["journal.example.ts.net"]))

    func journal() -> MemoryStorage {
        MemoryStorage([
            "habits.toml": """
            [habits.floss]
            name = "Floss"
            emoji = "🦷"
            since = 2026-11-01

            [habits.morning-run]
            name = "Morning Run"
            emoji = "🏃"
            duration = "30m"
            since = 2026-11-01

            """
        ])
    }

    func app(_ storage: MemoryStorage, access: ServeConfig.Access = .edit) -> ServeApp {
        var c = config
        c.access = access
        return ServeApp(config: c, storage: storage) { Self.now }
    }

    func request(
        _ method: String, _ target: String, host: String = host, auth: Auth = .bearer,
        origin: String? = "http://" + host,
        csrf: String? = "csrf-secret", body: String = ""
    ) -> HTTPRequest {
        var headers: [(name: String, value: String)] = [("Host", host)]
        switch auth {
        case .bearer: headers.append(("Authorization", "Bearer t0k3n-t0k3n-t0k3n-t0k3n-t0k3n-00"))
        case .cookie:
            headers.append(("Cookie", "dawn_session=session-secret; dawn_csrf=csrf-secret"))
            if let origin { headers.append(("Origin", origin)) }
            if let csrf { headers.append(("X-CSRF-Token", csrf)) }
        case .none: break
        }
        return HTTPRequest(method: method, target: target, headers: headers, body: Array(body.utf8))
    }

    enum Auth { case bearer, cookie, none }

    func json(_ r: HTTPResponse) throws -> JSONValue { try JSONReader.parse(r.body) }

    // MARK: the gate

    func testAHostNotOnTheListIsRefusedBeforeAnythingElse() {
        let a = app(journal())
        for host in ["evil.com", "localhost.evil.com", "127.0.0.1:8418", "127.0.0.1", "127.0.0.1.evil.com:8417", ""] {
            let (r, then) = a.respond(request("GET", "/api/day/2026-11-21", host: host))
            XCTAssertEqual(r.status, .misdirected, host)
            XCTAssertEqual(then, .close)
        }
        for host in [
            "localhost:8417", "LOCALHOST:8417", "[::1]:8417", "journal.example.ts.net", "journal.example.ts.net:8417",
        ] {
            XCTAssertEqual(a.respond(request("GET", "/api/day/2026-11-21", host: host)).0.status, .ok, host)
        }
    }

    func testTheAPINeedsATokenOrTheCookie() throws {
        let a = app(journal())
        let (r, _) = a.respond(request("GET", "/api/day/2026-11-21", auth: .none))
        XCTAssertEqual(r.status, .unauthorized)
        XCTAssertFalse(String(decoding: r.body, as: UTF8.self).contains("t0k3n"), "no hint of the token")
        var wrong = request("GET", "/api/day/2026-11-21", auth: .none)
        wrong.headers.append(("authorization", "Bearer t0k3n-t0k3n-t0k3n-t0k3n-t0k3n-01"))
        XCTAssertEqual(a.respond(wrong).0.status, .unauthorized)
        var badCookie = request("GET", "/api/day/2026-11-21", auth: .none)
        badCookie.headers.append(("cookie", "dawn_session=session-secreT"))
        XCTAssertEqual(a.respond(badCookie).0.status, .unauthorized)
        XCTAssertEqual(a.respond(request("GET", "/api/day/2026-11-21", auth: .cookie)).0.status, .ok)
        // The page itself is not secret: it holds no journal text.
        XCTAssertEqual(a.respond(request("GET", "/", auth: .none)).0.status, .ok)
    }

    func testACookieWriteNeedsTheOriginAndTheCSRFTokenABearerWriteNeither() throws {
        let storage = journal()
        let a = app(storage)
        let body = #"{"habit": "floss", "date": "2026-11-21"}"#
        for (origin, csrf) in [
            ("http://evil.com", "csrf-secret"), (nil, "csrf-secret"), ("http://" + Self.host, nil),
            ("http://" + Self.host, "csrf-secreT"), ("null", "csrf-secret"),
            ("http://" + Self.host + ".evil.com", "csrf-secret"),
        ] as [(String?, String?)] {
            let r = a.respond(request("POST", "/api/toggle", auth: .cookie, origin: origin, csrf: csrf, body: body)).0
            XCTAssertEqual(r.status, .forbidden, "\(String(describing: origin)) \(String(describing: csrf))")
        }
        XCTAssertNil(storage.files["days/2026/2026-11-21.md"], "nothing written by a refused write")
        XCTAssertEqual(a.respond(request("POST", "/api/toggle", auth: .cookie, body: body)).0.status, .ok)
        XCTAssertEqual(
            a.respond(request("POST", "/api/toggle", auth: .bearer, origin: nil, csrf: nil, body: body)).0.status, .ok)
    }

    func testWritesOnlyByPostReadsOnlyByGet() {
        let storage = journal()
        let a = app(storage)
        let (r, _) = a.respond(request("GET", "/api/log?habit=floss"))
        XCTAssertEqual(r.status, .methodNotAllowed)
        XCTAssertEqual(r.header("Allow"), "POST")
        XCTAssertEqual(a.respond(request("POST", "/api/day/2026-11-21")).0.status, .methodNotAllowed)
        XCTAssertEqual(storage.files.count, 1, "a GET changes nothing")
    }

    func testAllowViewAndLog() {
        let body = #"{"habit": "floss"}"#
        XCTAssertEqual(
            app(journal(), access: .view).respond(request("POST", "/api/toggle", body: body)).0.status, .forbidden)
        XCTAssertEqual(app(journal(), access: .log).respond(request("POST", "/api/toggle", body: body)).0.status, .ok)
        let add = #"{"name": "Read"}"#
        XCTAssertEqual(
            app(journal(), access: .log).respond(request("POST", "/api/habit/add", body: add)).0.status, .forbidden)
        XCTAssertEqual(
            app(journal(), access: .edit).respond(request("POST", "/api/habit/add", body: add)).0.status, .ok)
        XCTAssertEqual(app(journal(), access: .view).respond(request("GET", "/api/day/2026-11-21")).0.status, .ok)
    }

    func testSignInSetsTheCookiesAndDropsTheToken() {
        let a = app(journal())
        let (r, _) = a.respond(request("GET", "/?token=t0k3n-t0k3n-t0k3n-t0k3n-t0k3n-00&tab=history", auth: .none))
        XCTAssertEqual(r.status, .seeOther)
        XCTAssertEqual(r.header("Location"), "/?tab=history")
        let cookies = r.headers.filter { $0.name == "Set-Cookie" }.map(\.value)
        XCTAssertEqual(
            cookies,
            [
                "dawn_session=session-secret; HttpOnly; SameSite=Strict; Path=/",
                "dawn_csrf=csrf-secret; SameSite=Strict; Path=/",
            ])
        let (bad, then) = a.respond(request("GET", "/?token=nope", auth: .none))
        XCTAssertEqual(bad.status, .unauthorized)
        XCTAssertEqual(then, .close)
        XCTAssertTrue(bad.headers.allSatisfy { $0.name != "Set-Cookie" })
    }

    func testEveryResponseCarriesTheSecurityHeaders() {
        let a = app(journal())
        for (r, _) in [
            a.respond(request("GET", "/")), a.respond(request("GET", "/app.js")),
            a.respond(request("GET", "/api/day/today")),
            a.respond(request("GET", "/nope")), a.respond(request("GET", "/", host: "evil")),
        ] {
            let text = String(decoding: r.bytes(close: false), as: UTF8.self)
            XCTAssertTrue(text.contains("Content-Security-Policy: default-src 'none'; script-src 'self'"), text)
            XCTAssertTrue(text.contains("frame-ancestors 'none'"))
            XCTAssertTrue(text.contains("X-Content-Type-Options: nosniff"))
            XCTAssertTrue(text.contains("Referrer-Policy: no-referrer"))
        }
        XCTAssertEqual(a.respond(request("GET", "/api/day/today")).0.header("Cache-Control"), "no-store")
    }

    func testNoPathReachesAFile() {
        let a = app(journal())
        for path in [
            "/../habits.toml", "/%2e%2e/habits.toml", "/habits.toml", "/days/2026/2026-11-21.md", "/app.js/..",
            "//etc/passwd",
        ] {
            XCTAssertEqual(a.respond(request("GET", path)).0.status, .notFound, path)
        }
        XCTAssertEqual(a.respond(request("GET", "/api/day/..%2f..%2fetc")).0.status, .badRequest)
    }

    // MARK: the API

    func testDayIsTheDocumentOfDayJSON() throws {
        let storage = journal()
        storage.files["days/2026/2026-11-21.md"] = Array("## Checklist\n\n- [x] 🦷 Floss\n".utf8)
        let (r, _) = app(storage).respond(request("GET", "/api/day/2026-11-21"))
        XCTAssertEqual(r.status, .ok)
        XCTAssertEqual(r.header("Content-Type"), "application/json; charset=utf-8")
        let service = JournalService(storage: storage, now: Self.now)
        let screen = try service.dayScreen(
            .date(LocalDate("2026-11-21")!), instances: service.instanceCounts(), week: true)
        XCTAssertEqual(String(decoding: r.body, as: UTF8.self), DayScreenText.document(screen).rendered)
    }

    func testTheTrayIsCountedOnceAndEachDayShownCountsAnew() throws {
        let storage = journal()
        storage.files["days/2026/2026-11-20.md"] = Array("## Checklist\n\n- [x] 🦷 Floss\n".utf8)
        let a = app(storage)
        XCTAssertEqual(a.respond(request("GET", "/api/day/2026-11-21")).0.status, .ok)
        // A day written elsewhere after the first count: counted anew once it is shown.
        storage.files["days/2026/2026-11-21.md"] = Array("## Checklist\n\n- [x] 🦷 Floss\n".utf8)
        let (r, _) = a.respond(request("GET", "/api/day/2026-11-21"))
        let service = JournalService(storage: storage, now: Self.now)
        let fresh = try service.dayScreen(
            .date(LocalDate("2026-11-21")!), instances: service.instanceCounts(), week: true)
        XCTAssertEqual(String(decoding: r.body, as: UTF8.self), DayScreenText.document(fresh).rendered)
        XCTAssertEqual(try service.instanceCounts().count("floss"), 2)
        // The day shown is kept for the next: another day's tray counts it too.
        let (other, _) = a.respond(request("GET", "/api/day/2026-11-20"))
        let before = try service.dayScreen(
            .date(LocalDate("2026-11-20")!), instances: service.instanceCounts(), week: true)
        XCTAssertEqual(String(decoding: other.body, as: UTF8.self), DayScreenText.document(before).rendered)
    }

    func testLogWritesTheLineTheCommandWrites() throws {
        let storage = journal()
        let (r, _) = app(storage).respond(request("POST", "/api/log", body: #"{"habit": "floss"}"#))
        XCTAssertEqual(r.status, .ok)
        let written = storage.text("days/2026/2026-11-21.md")
        let other = journal()
        _ = try JournalService(storage: other, now: Self.now).log(LogRequest(habit: "floss"))
        XCTAssertEqual(written, other.text("days/2026/2026-11-21.md"))
        XCTAssertEqual(try json(r)["kind"]?.string, "check")
        let run = app(storage).respond(
            request("POST", "/api/log", body: #"{"habit": "Morning Run", "at": "06:30", "for": "45m", "note": "5k"}"#)
        ).0
        XCTAssertEqual(run.status, .ok, String(decoding: run.body, as: UTF8.self))
        XCTAssertTrue(storage.text("days/2026/2026-11-21.md")!.contains("- 06:30-07:15 🏃 Morning Run -- 5k\n"))
    }

    func testRefusalsAre422WithTheLibrarysCodeAndSentence() throws {
        let storage = journal()
        let (r, _) = app(storage).respond(request("POST", "/api/log", body: #"{"habit": "flos"}"#))
        XCTAssertEqual(r.status, .unprocessable)
        let error = try json(r)["error"]
        XCTAssertEqual(error?["code"]?.string, "unknown-habit")
        XCTAssertTrue(error?["message"]?.string?.contains("Floss") == true, String(describing: error))
        let future = app(storage).respond(
            request("POST", "/api/log", body: #"{"habit": "floss", "date": "2026-11-22"}"#)
        ).0
        XCTAssertEqual(future.status, .unprocessable)
        XCTAssertEqual(storage.files.count, 1)
    }

    func testMalformedBodiesAre400() throws {
        let a = app(journal())
        for body in [
            "", "nope", "[]", #"{"habit": 1}"#, #"{"habbit": "floss"}"#, #"{"habit": "floss", "habit": "floss"}"#,
            #"{"habit": "floss", "at": "6pm"}"#, #"{"habit": "floss", "amount": -1}"#,
            #"{"habit": "floss", "date": "someday"}"#,
            String(repeating: "[", count: 10000),
        ] {
            let (r, then) = a.respond(request("POST", "/api/log", body: body))
            XCTAssertEqual(r.status, .badRequest, body)
            XCTAssertEqual(then, .next)
            XCTAssertEqual(try json(r)["error"]?["code"]?.string, "malformed-request")
        }
    }

    func testJournalTextReachesThePageOnlyAsJSON() throws {
        let storage = journal()
        let add = app(storage).respond(
            request("POST", "/api/habit/add", body: #"{"name": "<script>alert(1)</script>"}"#)
        ).0
        XCTAssertEqual(add.status, .ok, String(decoding: add.body, as: UTF8.self))
        let habits = app(storage).respond(request("GET", "/api/habits")).0
        XCTAssertEqual(habits.header("Content-Type"), "application/json; charset=utf-8")
        XCTAssertTrue(
            try json(habits)["habits"]?.array?.contains { $0["name"]?.string == "<script>alert(1)</script>" } == true)
    }

    func testEventsAndSession() throws {
        let a = app(journal())
        let (events, then) = a.respond(request("GET", "/api/events"))
        XCTAssertEqual(then, .events)
        XCTAssertEqual(events.header("Content-Type"), "text/event-stream")
        XCTAssertEqual(a.respond(request("GET", "/api/events", auth: .none)).0.status, .unauthorized)
        let session = try json(a.respond(request("GET", "/api/session", auth: .cookie)).0)
        XCTAssertEqual(session["csrf"]?.string, "csrf-secret")
        XCTAssertEqual(session["allow"]?.string, "edit")
    }

    func testSyncSaysWhereTheJournalStandsInTheServersWords() throws {
        var a = app(journal())
        XCTAssertEqual(a.respond(request("GET", "/api/sync", auth: .none)).0.status, .unauthorized)
        XCTAssertEqual(a.respond(request("POST", "/api/sync")).0.status, .methodNotAllowed)
        let off = try json(a.respond(request("GET", "/api/sync")).0)
        XCTAssertEqual(off["state"]?.string, "off")
        XCTAssertEqual(off["line"]?.string, "", "the page shows no line when the server does not sync")
        let states: [(SyncStatus, String, String)] = [
            (
                SyncStatus(state: .synced, lastSync: "2026-11-21T14:02:09+01:00", lastSyncClock: "14:02"),
                "Synced 14:02", "Synced with origin at 14:02; nothing waits."
            ),
            (SyncStatus(state: .pending, ahead: 3), "3 changes wait for origin", "3 commits wait for origin."),
            (
                SyncStatus(state: .offline, ahead: 1, reason: "Could not resolve host: box"),
                "Not synced: can't reach origin; 1 change waits here",
                "Can't reach origin (Could not resolve host: box); 1 commit waits here, nothing was lost."
            ),
            (
                SyncStatus(state: .conflict, conflicts: ["days/2026/2026-11-21.md"]),
                "Not synced: days/2026/2026-11-21.md needs a hand",
                "Not synced: days/2026/2026-11-21.md needs a hand: both sides' lines are in the file between <<<<<<< and >>>>>>>. Keep what is right, then `git add` it and `git commit` (Docs/SYNC.md)."
            ),
        ]
        for (status, line, message) in states {
            a.syncStatus = { status }
            let answer = try json(a.respond(request("GET", "/api/sync", auth: .cookie)).0)
            XCTAssertEqual(answer["state"]?.string, status.state.rawValue)
            XCTAssertEqual(answer["line"]?.string, line)
            XCTAssertEqual(answer["message"]?.string, message)
            XCTAssertEqual(answer["lastSync"]?.string, status.lastSync)
        }
        XCTAssertEqual(ServeApp.syncEvent, "event: sync\ndata: {}\n\n")
    }

    func testSecretsCompare() {
        XCTAssertTrue(ServeConfig.secretsEqual("abc", "abc"))
        XCTAssertFalse(ServeConfig.secretsEqual("abc", "abd"))
        XCTAssertFalse(ServeConfig.secretsEqual("abc", "abcd"))
        XCTAssertFalse(ServeConfig.secretsEqual("", "a"))
        XCTAssertFalse(ServeConfig.secretsEqual("a\u{0}", "a"))
    }
}

/// Undo through the API: a write's answer names a handle the server holds; the undo puts the
/// file back byte for byte and names a redo; a handle is used once, and never beyond `--allow`.
extension ServeAppTests {
    func testAWritesHandleUndoesItAndItsRedoRedoesIt() throws {
        let storage = journal()
        let app = app(storage)
        storage.files["days/2026/2026-11-21.md"] = Array("## Checklist\n\n- [ ] 🦷 Floss -- later\n".utf8)
        let before = storage.files
        let logged = app.respond(request("POST", "/api/log", body: #"{"habit": "floss"}"#)).0
        XCTAssertEqual(logged.status, .ok)
        let handle = try XCTUnwrap(try json(logged)["undo"]?.string)
        XCTAssertNotEqual(storage.files, before)
        let undone = app.respond(request("POST", "/api/undo", body: #"{"undo": "\#(handle)"}"#)).0
        XCTAssertEqual(undone.status, .ok, String(decoding: undone.body, as: UTF8.self))
        XCTAssertEqual(storage.files, before, "byte for byte")
        XCTAssertEqual(try json(undone)["paths"]?.array?.compactMap(\.string), ["days/2026/2026-11-21.md"])
        let again = app.respond(request("POST", "/api/undo", body: #"{"undo": "\#(handle)"}"#)).0
        XCTAssertEqual(again.status, .gone, "a handle is used once")
        let redo = try XCTUnwrap(try json(undone)["undo"]?.string)
        XCTAssertEqual(app.respond(request("POST", "/api/undo", body: #"{"undo": "\#(redo)"}"#)).0.status, .ok)
        XCTAssertTrue(storage.text("days/2026/2026-11-21.md")!.contains("- [x] 🦷 Floss -- later"))
    }

    func testAnUndoOfAChangedLineIsRefusedAndAHandleIsNotAFile() throws {
        let storage = journal()
        let app = app(storage)
        let logged = app.respond(request("POST", "/api/log", body: #"{"habit": "floss"}"#)).0
        let handle = try XCTUnwrap(try json(logged)["undo"]?.string)
        storage.files["days/2026/2026-11-21.md"] = Array("## Checklist\n\n- [x] 🦷 Floss -- changed elsewhere\n".utf8)
        let refused = app.respond(request("POST", "/api/undo", body: #"{"undo": "\#(handle)"}"#)).0
        XCTAssertEqual(refused.status, .unprocessable)
        XCTAssertEqual(try json(refused)["error"]?["code"]?.string, "undo-conflict")
        XCTAssertEqual(storage.text("days/2026/2026-11-21.md"), "## Checklist\n\n- [x] 🦷 Floss -- changed elsewhere\n")
        let forged = app.respond(request("POST", "/api/undo", body: #"{"undo": {"path": "habits.toml"}}"#)).0
        XCTAssertEqual(forged.status, .badRequest)
    }

    func testAnUndoNeedsWhatItsWriteNeeded() throws {
        let storage = journal()
        let service = JournalService(storage: storage, now: ServeAppTests.now)
        let undos = UndoHandles()
        let added = try service.addHabit(HabitAddRequest(name: "Read"))
        let id = try XCTUnwrap(undos.keep(added.undo, access: .edit).string)
        let body = #"{"undo": "\#(id)"}"#
        let narrow = APICall(request: request("POST", "/api/undo", body: body), access: .log, undos: undos)
        XCTAssertThrowsError(try APIRoute.undo.run(service, narrow)) { error in
            guard case APIError.forbidden = error else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(storage.text("habits.toml")!.contains("[habits.read]"), "nothing undone")
    }

    /// `POST /api/start` and `/api/stop`: a timer through the library's use cases, under the
    /// gate's rules (a view-only token may not; a cookie needs the Origin and the CSRF token),
    /// each answer with its undo handle.
    func testStartAndStopRoutes() throws {
        let storage = journal()
        let a = app(storage)
        let day = "days/2026/2026-11-21.md"
        let body = #"{"habit": "morning-run", "at": "20:10"}"#
        XCTAssertEqual(
            app(storage, access: .view).respond(request("POST", "/api/start", body: body)).0.status, .forbidden)
        XCTAssertEqual(
            a.respond(request("POST", "/api/start", auth: .cookie, csrf: nil, body: body)).0.status, .forbidden)
        XCTAssertNil(storage.text(day), "nothing written")
        let started = a.respond(request("POST", "/api/start", body: body)).0
        XCTAssertEqual(started.status, .ok, String(decoding: started.body, as: UTF8.self))
        XCTAssertEqual(try json(started)["start"]?.string, "20:00")
        XCTAssertEqual(storage.text(day), "## Timeline\n\n- 20:00- 🏃 Morning Run\n")
        let stopped = a.respond(request("POST", "/api/stop", body: #"{"at": "20:50"}"#)).0
        XCTAssertEqual(stopped.status, .ok, String(decoding: stopped.body, as: UTF8.self))
        XCTAssertEqual(storage.text(day), "## Timeline\n\n- 20:00-20:45 🏃 Morning Run\n")
        let handle = try XCTUnwrap(try json(stopped)["undo"]?.string)
        XCTAssertEqual(a.respond(request("POST", "/api/undo", body: #"{"undo": "\#(handle)"}"#)).0.status, .ok)
        XCTAssertEqual(storage.text(day), "## Timeline\n\n- 20:00- 🏃 Morning Run\n")
        let none = a.respond(request("POST", "/api/stop", body: #"{"habit": "floss"}"#)).0
        XCTAssertEqual(none.status, .unprocessable)
        XCTAssertEqual(try json(none)["error"]?["code"]?.string, "nothing-running")
        XCTAssertEqual(
            a.respond(request("POST", "/api/stop", body: #"{"habit": "floss", "for": "1h"}"#)).0.status, .badRequest)
    }
}
