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

    func testSignInMakesADeviceWhoseCookiesLastAndDropsTheToken() throws {
        let a = app(journal())
        var signIn = request("GET", "/?token=t0k3n-t0k3n-t0k3n-t0k3n-t0k3n-00&tab=history", auth: .none)
        signIn.headers.append(("user-agent", Self.iPhone))
        let (r, _) = a.respond(signIn)
        XCTAssertEqual(r.status, .seeOther)
        XCTAssertEqual(r.header("Location"), "/?tab=history")
        let cookies = r.headers.filter { $0.name == "Set-Cookie" }.map(\.value)
        XCTAssertEqual(cookies.count, 2)
        let session = try XCTUnwrap(cookies.first?.split(separator: ";").first?.split(separator: "=").last)
        let csrf = try XCTUnwrap(cookies.last?.split(separator: ";").first?.split(separator: "=").last)
        XCTAssertEqual(cookies[0], "dawn_session=\(session); HttpOnly; Max-Age=34560000; SameSite=Strict; Path=/")
        XCTAssertEqual(cookies[1], "dawn_csrf=\(csrf); Max-Age=34560000; SameSite=Strict; Path=/")
        // The device: named from its browser; only a hash of its secret kept.
        let device = try XCTUnwrap(a.sessions.devices.first)
        XCTAssertEqual(device.name, "iPhone Safari")
        XCTAssertEqual(String(session.prefix(8)), device.id)
        XCTAssertEqual(device.secretHash, SHA256.hex(Array(session.dropFirst(9).utf8)))
        XCTAssertFalse(a.sessions.devices.description.contains(String(session.dropFirst(9))))
        // The cookie reads and writes (with its own CSRF token), and the log can name it.
        var read = request("GET", "/api/session", auth: .none)
        read.headers.append(("cookie", "dawn_session=\(session)"))
        let answer = try json(a.respond(read).0)
        XCTAssertEqual(answer["csrf"]?.string, String(csrf))
        XCTAssertEqual(answer["device"]?.string, "iPhone Safari")
        XCTAssertEqual(a.deviceName(read), "iPhone Safari")
        var write = request("POST", "/api/toggle", auth: .none, body: #"{"habit": "floss"}"#)
        write.headers += [
            ("cookie", "dawn_session=\(session); dawn_csrf=\(csrf)"), ("origin", "http://" + Self.host),
            ("x-csrf-token", String(csrf)),
        ]
        XCTAssertEqual(a.respond(write).0.status, .ok)
        // Another device's CSRF token, or a cookie with a wrong secret, does not.
        write.headers[write.headers.count - 1] = ("x-csrf-token", "csrf-secret")
        XCTAssertEqual(a.respond(write).0.status, .forbidden)
        read.headers[read.headers.count - 1] = (
            "cookie", "dawn_session=\(device.id).\(String(repeating: "0", count: 40))"
        )
        XCTAssertEqual(a.respond(read).0.status, .unauthorized)
        // Behind an HTTPS proxy the cookies are Secure; a second iPhone is "iPhone Safari 2".
        signIn.headers.append(("x-forwarded-proto", "https"))
        let secure = a.respond(signIn).0.headers.filter { $0.name == "Set-Cookie" }.map(\.value)
        XCTAssertTrue(secure.allSatisfy { $0.contains("; Secure;") }, "\(secure)")
        XCTAssertEqual(a.sessions.devices.map(\.name), ["iPhone Safari", "iPhone Safari 2"])
        let (bad, then) = a.respond(request("GET", "/?token=nope", auth: .none))
        XCTAssertEqual(bad.status, .unauthorized)
        XCTAssertEqual(then, .close)
        XCTAssertTrue(bad.headers.allSatisfy { $0.name != "Set-Cookie" })
        XCTAssertEqual(a.sessions.devices.count, 2, "a refused sign-in makes no device")
        // The sign-in link opened again by a browser that is signed in: the same device.
        var again = signIn
        again.headers.append(("cookie", "dawn_session=\(session)"))
        _ = a.respond(again)
        XCTAssertEqual(a.sessions.devices.count, 2, "no new device for a browser already signed in")
        // At most 64 devices: the one seen longest ago goes.
        for _ in 0..<70 { _ = a.sessions.signIn(userAgent: "curl/8") }
        XCTAssertEqual(a.sessions.devices.count, Sessions.most)
    }

    static let iPhone =
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"

    func testDevicesAreNamedFromTheirBrowsers() {
        let names = [
            Self.iPhone: "iPhone Safari",
            "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36":
                "Pixel Chrome",
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0": "Mac Firefox",
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0":
                "Windows Edge",
            "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1":
                "iPhone Chrome",
            "curl/8.11.0": "curl", "": "Browser",
        ]
        for (agent, name) in names { XCTAssertEqual(DeviceList.name(userAgent: agent), name, agent) }
        XCTAssertEqual(DeviceList.cleanName("  Ana's\tphone\n "), "Ana'sphone")
        XCTAssertNil(DeviceList.cleanName(" \u{7}"))
    }

    func testSessionsLastAcrossARestartAndARevokeEndsOneAtOnce() throws {
        // The store of the command line, in memory: what a restart reads back.
        final class File: @unchecked Sendable {
            var text = ""
            var version = 0
        }
        let file = File()
        func sessions() -> Sessions {
            var seen = -1
            let store = Sessions.Store(
                read: {
                    seen = file.version
                    return file.text
                },
                changed: { seen != file.version },
                update: { change in
                    var list = DeviceList(text: file.text)
                    change(&list)
                    file.text = list.text
                    file.version += 1
                    seen = file.version
                    return list
                })
            return Sessions(
                store: store, random: ServeApp.randomHex, now: { "2026-11-21T21:00:00+01:00" }, seconds: { 0 })
        }
        let first = sessions()
        let phone = first.signIn(userAgent: Self.iPhone)
        let laptop = first.signIn(userAgent: "Mozilla/5.0 (Macintosh) Firefox/133.0")
        // Restarted: both cookies still work.
        let second = sessions()
        XCTAssertEqual(second.device(cookie: phone.cookie)?.name, "iPhone Safari")
        XCTAssertEqual(second.device(cookie: laptop.cookie)?.name, "Mac Firefox")
        // `devices revoke` (another process) writes the file: the next request of that device fails.
        var list = DeviceList(text: file.text)
        list.devices.removeAll { $0.name == "iPhone Safari" }
        file.text = list.text
        file.version += 1
        XCTAssertNil(second.device(cookie: phone.cookie))
        XCTAssertNotNil(second.device(cookie: laptop.cookie))
        second.revokeAll()
        XCTAssertNil(sessions().device(cookie: laptop.cookie))
    }

    func testAnIdempotencyKeyWritesOnceAndGivesTheFirstAnswerAgain() throws {
        let storage = journal()
        final class File: @unchecked Sendable { var text = "" }
        let file = File()
        func answers() -> IdempotentAnswers {
            IdempotentAnswers(
                store: .init(read: { file.text }, append: { file.text += $0 }, rewrite: { file.text = $0 }),
                now: { 1_764_000_000 })
        }
        func log(_ a: ServeApp, key: String, body: String = #"{"habit": "morning-run", "at": "06:30"}"#)
            -> HTTPResponse
        {
            var r = request("POST", "/api/log", body: body)
            r.headers.append(("idempotency-key", key))
            return a.respond(r).0
        }
        let a = ServeApp(config: config, storage: storage, answers: answers()) { Self.now }
        let first = log(a, key: "k-1")
        XCTAssertEqual(first.status, .ok)
        let again = log(a, key: "k-1")
        XCTAssertEqual(again.status, .ok)
        XCTAssertEqual(again.body, first.body)
        XCTAssertEqual(again.header("Idempotent-Replayed"), "true")
        // Across a restart: the answers file is read again.
        let restarted = ServeApp(config: config, storage: storage, answers: answers()) { Self.now }
        XCTAssertEqual(log(restarted, key: "k-1").body, first.body)
        let day = try XCTUnwrap(storage.files["days/2026/2026-11-21.md"])
        XCTAssertEqual(String(decoding: day, as: UTF8.self).components(separatedBy: "06:30-07:00").count, 2, "one line")
        // The key with another request is refused; a key that is not one is a bad request.
        let reused = log(restarted, key: "k-1", body: #"{"habit": "floss"}"#)
        XCTAssertEqual(reused.status, .unprocessable)
        XCTAssertEqual(try json(reused)["error"]?["code"]?.string, "idempotency-key-reused")
        XCTAssertEqual(log(restarted, key: "two words").status, .badRequest)
        XCTAssertEqual(log(restarted, key: String(repeating: "k", count: 201)).status, .badRequest)
        // A write with `?day=` (as the page sends it): kept without the day's screen, replayed as
        // the same request (the page's outbox sends the URL it first sent).
        var withDay = request("POST", "/api/log?day=2026-11-21", body: #"{"habit": "floss"}"#)
        withDay.headers.append(("idempotency-key", "k-3"))
        let answered = restarted.respond(withDay).0
        XCTAssertNotNil(try json(answered)["day"])
        let replayed = restarted.respond(withDay).0
        XCTAssertEqual(replayed.header("Idempotent-Replayed"), "true")
        XCTAssertNil(try json(replayed)["day"], "kept a few hundred bytes, not the day's screen")
        XCTAssertEqual(try json(replayed)["habit"]?.string, "floss")
        XCTAssertEqual(try json(replayed)["undo"]?.string, try json(answered)["undo"]?.string, "the same answer")
        XCTAssertFalse(file.text.contains("\"day\": {"), "the answers file holds no day screen")
        // A refusal is an answer too: sent again, the same refusal.
        let refused = log(restarted, key: "k-2", body: #"{"habit": "nope"}"#)
        XCTAssertEqual(refused.status.code, 422)
        XCTAssertEqual(log(restarted, key: "k-2", body: #"{"habit": "nope"}"#).body, refused.body)
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
        XCTAssertEqual(try json(run)["said"]?.string, "Logged Morning Run 06:30-07:15.", "the terminal's sentence")
        XCTAssertEqual(try json(r)["said"]?.string, "Ticked Floss.")
        let one = app(storage)
        let read = one.respond(request("POST", "/api/log", body: #"{"habit": "floss", "date": "2026-11-19"}"#)).0
        let undone = one.respond(
            request("POST", "/api/undo", body: #"{"undo": "\#(try json(read)["undo"]?.string ?? "")"}"#)
        ).0
        XCTAssertEqual(try json(undone)["said"]?.string, "Undone.", String(decoding: undone.body, as: UTF8.self))
        XCTAssertNil(storage.text("days/2026/2026-11-19.md"), "the undo took the tick back")
        // A time may come back as the minute the day's document gave it (25:00 is 1500).
        let night = app(storage).respond(
            request("POST", "/api/log", body: #"{"habit": "Morning Run", "at": 1500, "date": "2026-11-20"}"#)
        ).0
        XCTAssertEqual(night.status, .ok, String(decoding: night.body, as: UTF8.self))
        XCTAssertTrue(
            storage.text("days/2026/2026-11-20.md")!.contains("- 25:00-"), storage.text("days/2026/2026-11-20.md") ?? ""
        )
        for bad in ["-15", "1920", "6.5", "true"] {
            let r = app(storage).respond(
                request("POST", "/api/log", body: #"{"habit": "floss", "at": "# + bad + "}")
            ).0
            XCTAssertEqual(r.status, .badRequest, bad)
            XCTAssertTrue(try json(r)["error"]?["message"]?.string?.contains("0 to 1919") == true, bad)
        }
    }

    /// An end may be the latest night's end, 32:00 (1920), where a start may not.
    func testAnEndMayBeTheLatestNightsEnd() throws {
        let storage = MemoryStorage([
            "habits.toml": "[journal]\nday_starts = \"08:00\"\n\n[habits.read]\nname = \"Read\"\nsince = 2026-11-01\n",
            "days/2026/2026-11-20.md": "## Timeline\n\n- 31:00-31:30 Read\n",
        ])
        let a = app(storage)
        let resized = a.respond(
            request(
                "POST", "/api/resize",
                body: #"{"habit": "read", "date": "2026-11-20", "start": "31:00", "until": 1920}"#)
        ).0
        XCTAssertEqual(resized.status, .ok, String(decoding: resized.body, as: UTF8.self))
        XCTAssertEqual(storage.text("days/2026/2026-11-20.md"), "## Timeline\n\n- 31:00-32:00 Read\n")
        let unlogged = a.respond(
            request(
                "POST", "/api/unlog",
                body: #"{"habit": "read", "date": "2026-11-20", "at": "31:00", "end": "32:00"}"#)
        ).0
        XCTAssertEqual(unlogged.status, .ok, String(decoding: unlogged.body, as: UTF8.self))
        let start = a.respond(
            request("POST", "/api/log", body: #"{"habit": "read", "date": "2026-11-20", "at": "32:00"}"#)
        ).0
        XCTAssertEqual(start.status, .badRequest, "no entry starts at the night's end")
        XCTAssertEqual(try json(start)["error"]?["message"]?.string?.contains("00:00 to 31:59"), true)
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
            XCTAssertEqual(SyncText.line(status), line)
            XCTAssertEqual(answer["message"]?.string, message)
            XCTAssertEqual(answer["lastSync"]?.string, status.lastSync)
        }
        XCTAssertEqual(ServeApp.syncEvent, "event: sync\ndata: {}\n\n")
    }

    func testAHostWithAPortOfItsOwnIsTakenAsItIs() {
        let hosts = ServeConfig.hosts(
            port: 8417, names: ["localhost:8443", "journal.example.ts.net", "[fd7a::1]:8443"])
        XCTAssertTrue(
            hosts.isSuperset(of: [
                "localhost:8443", "journal.example.ts.net", "journal.example.ts.net:8417", "[fd7a::1]:8443",
            ]))
        XCTAssertFalse(hosts.contains("[localhost:8443]"))
        XCTAssertFalse(hosts.contains("localhost:8443:8417"))
        XCTAssertNil(ServeConfig.hostAndPort("localhost:0"))
        XCTAssertNil(ServeConfig.hostAndPort("fd7a::1"))
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
