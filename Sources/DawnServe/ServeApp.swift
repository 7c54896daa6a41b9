import DawnJournal
import DawnJournalText

/// The server without sockets: a request in, a response out. Every request passes the gate
/// first (`gate`: the Host allow-list, then for the API the token or cookie, the method, and for
/// a cookie's write the Origin and the CSRF token, then `--allow`); only then is it routed: the
/// sign-in, the page's files (string constants, no file is read), or an API call, which runs the
/// command's own use case on a `JournalService` made for it (the journal's storage, "now" from
/// the host's clock).
package struct ServeApp {
    /// What a connection does after the response.
    package enum Then: Sendable, Equatable {
        /// Reads the next request (unless the client asked to close).
        case next
        /// Closes the connection (a malformed request, a refused sign-in).
        case close
        /// Keeps the connection as an event stream: no length, events written as changes happen.
        case events
    }

    package let config: ServeConfig
    package let storage: any JournalStorage
    package let clock: () -> LocalDateTime
    /// The inverses of the writes made here, by the handles their answers carry.
    package let undos: UndoHandles
    /// The instances ever, which order a day screen's tray (counted once).
    package let tray = TrayCounts()
    /// Where the journal stands against its Git upstream (`serve --sync`); nil: not syncing.
    package var syncStatus: (@Sendable () -> SyncStatus)?

    /// The session cookie's name: `dawn_session_8417`. Browsers keep cookies per host, not
    /// per port, so two servers on one machine need names of their own to stay signed in both.
    package var sessionCookie: String { "dawn_session" + config.cookieSuffix }
    /// The CSRF cookie's name: `dawn_csrf_8417`.
    package var csrfCookie: String { "dawn_csrf" + config.cookieSuffix }
    package static let csrfHeader = "X-CSRF-Token"

    /// The signed-in devices (kept across restarts where the command line keeps them).
    package let sessions: Sessions
    /// The answers of writes sent with an `Idempotency-Key`.
    package let answers: IdempotentAnswers

    package init(
        config: ServeConfig, storage: any JournalStorage, sessions: Sessions? = nil, answers: IdempotentAnswers? = nil,
        clock: @escaping () -> LocalDateTime
    ) {
        self.config = config
        undos = UndoHandles(run: config.run)
        self.storage = storage
        self.clock = clock
        self.sessions = sessions ?? Sessions(store: nil, random: Self.randomHex, now: { "" }, seconds: { 0 })
        self.answers = answers ?? IdempotentAnswers(store: nil, now: { 0 })
    }

    /// 160 random bits in hex (the standard library's system generator: the kernel's).
    package static func randomHex() -> String {
        var g = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: (0..<40).map { _ in digits[Int(g.next() % 16)] }, as: UTF8.self)
    }

    /// How long the session cookies last: 400 days, the most browsers keep one.
    package static let cookieSeconds = 400 * 86_400

    /// The response to `request`, and what the connection does next.
    package func respond(_ request: HTTPRequest) -> (HTTPResponse, Then) {
        if let refused = gate(request) { return (refused, .close) }
        if request.path.hasPrefix("/api/") {
            if request.path == "/api/events" { return (events, .events) }
            if request.path == "/api/session" { return (session(request), .next) }
            if request.path == "/api/sync" {
                let status = syncStatus?() ?? SyncStatus(state: .off)
                return (APIResponse.json(SyncText.document(status)), .next)
            }
            guard let (route, segment) = route(request) else { return (APIError.notFound.response, .next) }
            // A write sent again with its Idempotency-Key gets its first answer, and writes nothing.
            var idempotent: (key: String, request: String)?
            if route.access != nil, let key = request.header("idempotency-key") {
                guard IdempotentAnswers.valid(key) else {
                    return (
                        APIError.response(
                            .badRequest, code: "idempotency-key-invalid",
                            message: "Idempotency-Key takes 1 to 200 visible ASCII characters"), .next
                    )
                }
                let fingerprint = SHA256.hex(Array("\(request.method) \(request.target)\n".utf8) + request.body)
                switch answers.find(key: key, request: fingerprint) {
                case .replay(let answer):
                    return (
                        HTTPResponse(
                            HTTPStatus.known(answer.status),
                            headers: [
                                ("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store"),
                                ("Idempotent-Replayed", "true"),
                            ], body: answer.body), .next
                    )
                case .reused:
                    return (
                        APIError.response(
                            .unprocessable, code: "idempotency-key-reused",
                            message: "this Idempotency-Key was sent with another request; nothing was written"),
                        .next
                    )
                case nil: idempotent = (key, fingerprint)
                }
            }
            let (response, kept) = answer(route, segment, request)
            if let idempotent, response.status.code < 500 {
                // Kept without the day's screen (`?day=`): a replay's page reads the day anew, and
                // an answer stays a few hundred bytes however long the day's notes.
                answers.remember(
                    key: idempotent.key, request: idempotent.request, status: response.status.code, body: kept)
            }
            return (response, .next)
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return (Self.text(.methodNotAllowed, "Only GET here."), .close)
        }
        if request.queryValue("token") != nil { return signIn(request) }
        guard let asset = PageAssets.asset(request.path) else { return (Self.text(.notFound, "Not found."), .next) }
        return (HTTPResponse(.ok, type: asset.type, asset.body, headers: [("Cache-Control", "no-cache")]), .next)
    }

    /// An API call's answer, and the body an `Idempotency-Key` keeps: the same without the
    /// `"day"` a `?day=` write carries (made before the day is added, not taken out of it).
    func answer(_ route: APIRoute, _ segment: String?, _ request: HTTPRequest) -> (HTTPResponse, kept: [UInt8]) {
        do {
            let service = JournalService(storage: storage, now: clock())
            let call = APICall(request: request, segment: segment, access: config.access, undos: undos, tray: tray)
            var (answer, inverse) = try route.run(service, call)
            // A write's answer names the handle of its inverse for `POST /api/undo`.
            if let needs = route.access, case .object(let fields) = answer, answer["undo"] == nil {
                answer = .object(fields + [("undo", undos.keep(inverse, access: needs))])
            }
            // `?day=DATE` on a write: the answer also carries that day's screen after it, so a
            // page's tap costs one request and one redraw.
            let kept = APIResponse.json(answer)
            if route.access != nil, let shown = request.queryValue("day").flatMap(DateChoice.init),
                case .object(let fields) = answer, let day = dayDocument(shown)
            {
                return (APIResponse.json(.object(fields + [("day", day)])), kept.body)
            }
            return (kept, kept.body)
        } catch {
            let refused = error.response(journal: config.journalFolders)
            return (refused, refused.body)
        }
    }

    /// `GET /api/day/DATE`'s document, read anew (after a write); nil when it cannot be read, and
    /// the page then asks for it.
    func dayDocument(_ date: DateChoice) -> JSONValue? {
        let service = JournalService(storage: storage, now: clock())
        do {
            return DayScreenText.document(try tray.dayScreen(service, date))
        } catch {
            return nil
        }
    }

    /// The route of an API request and its `*` segment, when its path names one.
    func route(_ request: HTTPRequest) -> (APIRoute, String?)? {
        for route in APIRoute.all {
            if let segment = route.matches(request.path) { return (route, segment) }
        }
        return nil
    }

    /// How the session of this request is authenticated.
    enum Credential {
        case bearer
        /// A signed-in device's cookie, and the CSRF token its writes carry.
        case cookie(csrf: String)
    }

    /// The device of a session cookie: one signed in (`sessions`), or the fixed session of
    /// `config.session` (an embedder without a device list, the tests); nil for any other.
    func device(_ request: HTTPRequest) -> Device? {
        guard let cookie = request.cookie(sessionCookie) else { return nil }
        return device(cookie: cookie)
    }

    /// The device of a session cookie's value, as `device(_:)`.
    package func device(cookie: String) -> Device? {
        if !config.session.isEmpty, ServeConfig.secretsEqual(cookie, config.session) {
            return Device(id: "", secretHash: "", csrf: config.csrf, name: "", firstSeen: "", lastSeen: "")
        }
        return sessions.device(cookie: cookie)
    }

    /// The name of the device a request came from, for the request log; nil for none (a
    /// Bearer token, no cookie).
    package func deviceName(_ request: HTTPRequest) -> String? {
        guard request.path.hasPrefix("/api/"), request.header("authorization") == nil else { return nil }
        return device(request).flatMap { $0.name.isEmpty ? nil : $0.name }
    }

    /// The refusal of a request that may not go on, or nil: the Host first (DNS rebinding
    /// gets nothing), then for the API a credential, a write's method, a cookie write's Origin
    /// and CSRF token, and `--allow`.
    package func gate(_ request: HTTPRequest) -> HTTPResponse? {
        guard let host = request.header("host")?.lowercased(), config.hosts.contains(host) else {
            return Self.text(.misdirected, "This server does not answer to that name.")
        }
        guard request.path.hasPrefix("/api/") else { return nil }
        let credential: Credential
        if let auth = request.header("authorization"), auth.hasPrefix("Bearer "),
            ServeConfig.secretsEqual(String(auth.dropFirst(7)), config.token)
        {
            credential = .bearer
        } else if let device = device(request) {
            credential = .cookie(csrf: device.csrf)
        } else {
            var refused = APIError.response(
                .unauthorized, code: "unauthorized",
                message: "sign in with the URL the server printed, or a Bearer token")
            refused.headers.append(("WWW-Authenticate", "Bearer"))
            return refused
        }
        let found = route(request)
        guard found != nil || Self.views.contains(request.path) else { return nil }
        let write = found?.0.access != nil
        let allowed = write ? ["POST"] : ["GET", "HEAD"]
        guard allowed.contains(request.method) else {
            var refused = APIError.response(
                .methodNotAllowed, code: "method-not-allowed", message: "this call takes \(allowed[0])")
            refused.headers.append(("Allow", allowed.joined(separator: ", ")))
            return refused
        }
        guard let needs = found?.0.access else { return nil }
        if case .cookie(let csrf) = credential {
            // The page's own origin: as served, or behind a reverse proxy's HTTPS (Host kept).
            guard let origin = request.header("origin")?.lowercased(),
                origin == "http://" + host || origin == "https://" + host
            else {
                return APIError.response(
                    .forbidden, code: "cross-origin", message: "a write must come from this server's page")
            }
            guard let header = request.header(Self.csrfHeader), let cookie = request.cookie(csrfCookie),
                ServeConfig.secretsEqual(header, csrf), ServeConfig.secretsEqual(cookie, csrf)
            else {
                return APIError.response(.forbidden, code: "csrf", message: "a write must carry the page's CSRF token")
            }
        }
        guard needs <= config.access else {
            return APIError.response(
                .forbidden, code: "not-allowed",
                message: "this server allows \(config.access.name) only (--allow \(config.access.name))")
        }
        return nil
    }

    /// `GET /?token=…`: a right token becomes the session and CSRF cookies, and the browser is
    /// sent to the same path without the token (out of its history and any `Referer`).
    func signIn(_ request: HTTPRequest) -> (HTTPResponse, Then) {
        guard let token = request.queryValue("token"), ServeConfig.secretsEqual(token, config.token) else {
            return (
                Self.text(.unauthorized, "This sign-in link is not valid. Open the URL the server printed."), .close
            )
        }
        // A new device (named from its browser); the cookies last 400 days, Secure behind HTTPS.
        let (cookie, device) = sessions.signIn(
            userAgent: request.header("user-agent") ?? "", cookie: request.cookie(sessionCookie))
        let secure = Self.overHTTPS(request) ? "; Secure" : ""
        let lasting = "; Max-Age=\(Self.cookieSeconds)\(secure); SameSite=Strict; Path=/"
        let rest = request.query.filter { $0.0 != "token" }
        let query =
            rest.isEmpty ? "" : "?" + rest.map { "\(Self.escaped($0.0))=\(Self.escaped($0.1))" }.joined(separator: "&")
        return (
            HTTPResponse(
                .seeOther,
                headers: [
                    ("Location", Self.localPath(request.path) + query),
                    ("Set-Cookie", "\(sessionCookie)=\(cookie); HttpOnly\(lasting)"),
                    ("Set-Cookie", "\(csrfCookie)=\(device.csrf)\(lasting)"),
                    ("Cache-Control", "no-store"),
                ]), .next
        )
    }

    /// `path` when a browser reads it as a path on this server, else `/`: `//evil.example/` and
    /// `/\\evil.example/` are other servers to a browser (a scheme-relative URL; browsers read a
    /// backslash as a slash), so a sign-in link never sends anyone away.
    static func localPath(_ path: String) -> String {
        let bytes = Array(path.utf8)
        guard bytes.first == UInt8(ascii: "/"), !bytes.contains(UInt8(ascii: "\\")),
            bytes.count < 2 || bytes[1] != UInt8(ascii: "/")
        else { return "/" }
        return path
    }

    /// `GET /api/session`: what the page needs to write: its device's CSRF token, the device's
    /// name and what `--allow` allows.
    func session(_ request: HTTPRequest) -> HTTPResponse {
        let device = device(request)
        return APIResponse.json(
            .object([
                ("csrf", .string(device?.csrf ?? "")), ("device", device.map { .string($0.name) } ?? .null),
                ("allow", .string(config.access.name)),
            ]))
    }

    /// Whether the browser reached the server over HTTPS: through a reverse proxy that says so
    /// (`X-Forwarded-Proto: https`, `Forwarded: proto=https`). Only the cookie's `Secure` follows.
    static func overHTTPS(_ request: HTTPRequest) -> Bool {
        if request.header("x-forwarded-proto")?.lowercased() == "https" { return true }
        return request.header("forwarded")?.lowercased().contains("proto=https") ?? false
    }

    /// `GET /api/events`'s head: an event stream, one `change` event each time a journal file changes.
    var events: HTTPResponse {
        HTTPResponse(
            .ok, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
            body: Array(Self.streamStart.utf8))
    }

    /// The stream's first bytes: how soon to reconnect.
    package static let streamStart = "retry: 1000\n\n"
    /// The event written on each change of the journal's files.
    package static let changeEvent = "event: change\ndata: {}\n\n"
    /// The event that tells the pages the sync state changed (`GET /api/sync` again).
    package static let syncEvent = "event: sync\ndata: {}\n\n"
    /// The API's calls that are not routes: read-only, answered by the app itself.
    static let views: Set<String> = ["/api/events", "/api/session", "/api/sync"]

    static func text(_ status: HTTPStatus, _ text: String) -> HTTPResponse {
        HTTPResponse(status, type: "text/plain; charset=utf-8", text + "\n", headers: [("Cache-Control", "no-store")])
    }

    /// `text` percent-encoded for a query.
    static func escaped(_ text: String) -> String {
        var out = ""
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(b >> 4)], hex[Int(b & 15)]], as: UTF8.self)
            }
        }
        return out
    }
}
