import DawnJournal
import DawnServe

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// `dawn-journal serve`: the journal's page and JSON API over HTTP, for a phone or an automation.
enum ServeCommand: Command {
    static let defaultPort = 8417

    static let spec = CommandSpec(
        name: "serve",
        summary: "Serve the journal's page and JSON API over HTTP, for a phone or an automation.",
        discussion: """
            Listens on 127.0.0.1:\(defaultPort) unless --listen says otherwise (port 0 takes any free
            port). The first line on standard output that starts with http:// is a sign-in URL: opened
            in a browser as it is, it swaps its token for a cookie (HttpOnly, SameSite=Strict) and
            loads the page without the token. Automations send the token as 'Authorization: Bearer
            TOKEN' instead. The token is 160 random bits from the kernel, made once and kept outside
            the journal in $XDG_STATE_HOME/dawn-journal/serve/ (~/.local/state when unset; a folder of
            mode 0700), or in --token-file (created with mode 0600, never readable by others), so the
            URL and its QR code stay the same across restarts. Each sign-in is a device, named from
            its browser ("iPhone Safari"); its cookie lasts 400 days (Secure behind an HTTPS proxy)
            and survives a restart. dawn-journal devices lists, renames and revokes them; --new-token
            makes a new token and ends every device's session. Every write accepts an
            Idempotency-Key header: the same key with the same request within a day gets the first
            answer again and writes nothing (kept across a restart).

            Every request must name the server by a Host it answers to (the address it listens on,
            localhost, or a --host name): anything else is refused, so a web page that rebinds its own
            name to this address gets nothing. The API takes writes by POST only; with the cookie a
            write must also come from the page itself (its Origin, and the CSRF token the page got).
            --allow view refuses every write, log allows the day's edits, edit (the default) also the
            habit changes. Every change is the one-line edit the matching command makes, under the
            journal's lock. Docs/SERVE.md lists the API and shows how to reach it from a phone.

            Plain HTTP: on an address other than loopback, anyone on that network can read what is
            sent, the token included. Prefer a reverse proxy with HTTPS or a tailnet (Docs/SERVE.md).
            With --qr, or on such an address when standard output is a terminal, the URL is also
            printed as a QR code for a phone's camera. Each request is logged on standard error (the
            time, the method, the path without its query, the status, the milliseconds; never a token
            or a cookie) unless --quiet. SIGINT or SIGTERM stops it: the responses being sent are
            finished, and it exits 0.

            With --sync, the server is also the journal's Git sync (a box that is always on): each
            write through the API is committed within a second or two (writes close together share
            a commit, its subject saying what), and every --sync-every (1m unless given; at least 2s)
            and soon after each commit it runs sync's round: commit, fetch, merge with the driver,
            push. With the remote away it keeps committing and tries again after a growing pause (at
            most ten times --sync-every), saying so on standard error; a merge the driver cannot
            finish is left for a hand (lint and sync name the file; writes are refused until it is
            resolved) while the server keeps serving. GET /api/sync says where it stands, and the
            page shows it in one line. It needs a branch with an upstream (Docs/SYNC.md).
            """,
        options: [
            .value(
                "--listen", "ADDR:PORT", "The address and port: 0.0.0.0:8417 for a phone on the same network, [::1]:0.",
                default: "127.0.0.1:\(defaultPort)"),
            OptionSpec(
                name: "--allow", valueName: "WHAT",
                help: "What the token and the page may do: view, log (the day's edits) or edit (habits too).",
                allowedValues: ["view", "log", "edit"], onlyAllowed: true, defaultValue: "edit"),
            .value(
                "--token-file", "FILE",
                "Keep the token in FILE (created with mode 0600) rather than in serve's state folder.",
                completion: .files),
            .value(
                "--host", "NAMES",
                "More names the server answers to, separated by commas: a reverse proxy's, a tailnet's; "
                    + "name:port for one on a port of its own."),
            .flag("--qr", "Print the sign-in URL as a QR code too."),
            .flag("--quiet", "Write no line per request on standard error."),
            .flag("--new-token", "Make a new sign-in token, ending every device's session."),
            .flag("--sync", "Commit each write and pull and push through Git (sync's round), as an always-on box."),
            .value(
                "--sync-every", "DURATION", "How often --sync pulls and pushes: 30s, 1m (the default), 5m; at least 2s."
            ),
            CommonOptions.journal,
        ],
        examples: [
            "dawn-journal serve",
            "dawn-journal serve --listen 0.0.0.0:8417 --qr",
            "dawn-journal serve --token-file ~/.config/dawn-journal/token --allow log",
            "dawn-journal serve --listen 0.0.0.0:8417 --sync --sync-every 30s",
        ])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let (address, port) = try listenAddress(args["--listen"] ?? "127.0.0.1:\(defaultPort)")
        let access = ServeConfig.Access(args["--allow"] ?? "edit") ?? .edit
        let extraHosts = (args["--host"] ?? "").split(separator: ",").map { String($0).trimming { $0 == " " } }.filter {
            !$0.isEmpty
        }
        let every = try syncEvery(args["--sync-every"])
        guard args.has("--sync") || args["--sync-every"] == nil else {
            throw UsageError(message: "'--sync-every' goes with --sync", command: spec)
        }
        let journal = try OpenJournal.open(args, context, confined: true)
        // The upstream is checked before anything listens: a box that cannot sync says so at once.
        let sync = try args.has("--sync") ? syncWorker(journal.location.root, every: every, context) : nil
        // The token and the devices signed in last, kept outside the journal: a restart keeps
        // every session; --new-token ends them.
        // (With neither XDG_STATE_HOME nor HOME, they last as long as the server; it says so.)
        let state = try ServeState.at(journal: journal.location.root, create: true, context)
        let renew = args.has("--new-token")
        let token: String
        if let file = args["--token-file"].map(context.absolute) {
            token = try renew ? newTokenFile(file) : tokenFile(file)
        } else {
            token = try state?.token(new: renew) ?? newSecret()
        }
        let sessions = Sessions(
            store: state?.sessionsStore(), random: { (try? newSecret()) ?? ServeApp.randomHex() },
            now: Platform.isoTimestamp, seconds: Platform.monotonicSeconds)
        if renew, !sessions.revokeAll() {
            throw CLIFailure(
                "--new-token: the devices could not be written; every session would go on; the server was not started")
        }
        let answers = IdempotentAnswers(store: state?.answersStore(), now: { Int(time(nil)) })
        Platform.ignoreBrokenPipe()
        let signals = try SignalPipe([SIGINT, SIGTERM])
        defer { SignalPipe.reset([SIGINT, SIGTERM]) }
        let (listener, bound) = try Socket.listen(address: address, port: port)
        let wildcard = address == "0.0.0.0" || address == "::"
        let interfaces = wildcard ? Socket.interfaceAddresses(ipv6: address == "::") : []
        var config = ServeConfig(
            token: token, session: "", csrf: "",
            hosts: ServeConfig.hosts(port: bound, addresses: wildcard ? interfaces : [address], names: extraHosts),
            access: access, cookieSuffix: "_\(bound)", run: String(try newSecret().prefix(8)))
        config.journalFolders = [journal.location.root] + [Platform.realPath(journal.location.root)].compactMap { $0 }
        // DAWN_JOURNAL_NOW fixes the clock (checked when the journal was opened); else each
        // request reads the system's.
        let fixesNow = !(context.environment["DAWN_JOURNAL_NOW"] ?? "").isEmpty
        let fixed = fixesNow ? try context.now() : nil
        var app = ServeApp(config: config, storage: journal.storage, sessions: sessions, answers: answers) {
            fixed ?? Platform.localNow()
        }
        if let sync { app.syncStatus = { sync.status } }
        let shownHost = wildcard ? (interfaces.first ?? "127.0.0.1") : address
        let url = "http://\(shownHost.contains(":") ? "[\(shownHost)]" : shownHost):\(bound)/?token=\(token)"
        context.stdout.write(url + "\n")
        let loopback = ["127.0.0.1", "::1"].contains(address) || address.hasPrefix("127.")
        if args.has("--qr") || (!loopback && context.stdoutIsTerminal) {
            context.stdout.write(QRCode.encode(url).map { QRText.halfBlocks($0) + "\n" } ?? "")
        }
        context.stderr.write(
            "dawn-journal serve: \(journal.location.root) on \(shownHost.contains(":") ? "[\(shownHost)]" : shownHost):\(bound) (--allow \(access.name)); Ctrl-C stops\n"
        )
        if !loopback {
            // What the phone gets over plain HTTP (Docs/SERVE.md's table): no service worker.
            context.stderr.write(
                "dawn-journal serve: plain HTTP on the network: the page keeps taps while the server is away, but opens only while it answers (opening offline needs HTTPS or localhost; Docs/SERVE.md)\n"
            )
        }
        if state == nil {
            context.stderr.write(
                "dawn-journal serve: neither XDG_STATE_HOME nor HOME is set: sign-ins last until the server stops\n")
        }
        let loop = ServeLoop(
            app: app, listener: listener, watcher: JournalWatcher(root: journal.location.root), signals: signals,
            log: args.has("--quiet") ? nil : { context.stderr.write($0 + "\n") }, sync: sync)
        sync?.start()
        loop.run()
        sync?.stop()
        return 0
    }

    /// `--sync-every`'s seconds: `30s`, `1m`, `2h` (at least 2 seconds); 60 when not given.
    static func syncEvery(_ text: String?) throws(UsageError) -> Double {
        guard let text else { return 60 }
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600]
        guard let unit = text.last.flatMap({ units[$0] }), let n = Double(text.dropLast()), n.isFinite,
            text.dropLast().allSatisfy({ $0.isNumber || $0 == "." }), n * unit >= 2, n * unit <= 86400
        else {
            throw UsageError(
                message: "'--sync-every' takes a duration from 2s to 24h such as 30s, 1m or 5m, not '\(text)'",
                command: spec)
        }
        return n * unit
    }

    /// `--sync`'s worker, once the journal is found to be on a branch with an upstream.
    static func syncWorker(_ root: String, every: Double, _ context: CLIContext) throws -> SyncWorker {
        let storage = FolderStorage(root: root)
        let round = SyncRound(root: root, context: context) { body in try storage.withLock { try body() } }
        let up: SyncRound.Upstream
        do {
            up = try round.upstream()
        } catch {
            throw CLIFailure("--sync: \(error.message); the server was not started")
        }
        context.stderr.write(
            "dawn-journal serve: syncing \(up.branch) with \(up.remote) every \(Int(every) % 60 == 0 ? "\(Int(every) / 60)m" : "\(Int(every))s")\n"
        )
        let stderr = context.stderr
        return try SyncWorker(round: round, every: every, status: SyncStatus(state: .pending, remote: up.remote)) {
            stderr.write($0 + "\n")
        }
    }

    /// `ADDR:PORT`, `[V6]:PORT`.
    static func listenAddress(_ text: String) throws(UsageError) -> (String, Int) {
        let bad = UsageError(
            message: "'--listen' takes ADDR:PORT such as 127.0.0.1:8417, 0.0.0.0:0 or [::1]:8417, not '\(text)'",
            command: spec)
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
            (0...65535).contains(port)
        else { throw bad }
        var address = String(text[..<colon])
        if address.hasPrefix("[") {
            guard address.hasSuffix("]"), address.count > 2 else { throw bad }
            address = String(address.dropFirst().dropLast())
        } else if address.contains(":") || address.isEmpty {
            throw bad
        }
        if address == "localhost" { address = "127.0.0.1" }
        return (address, port)
    }

    /// 160 random bits from the kernel, as 40 hexadecimal digits.
    static func newSecret() throws -> String {
        let hex = Array("0123456789abcdef".utf8)
        return String(
            decoding: try Socket.randomBytes(20).flatMap { [hex[Int($0 >> 4)], hex[Int($0 & 15)]] }, as: UTF8.self)
    }

    /// A new token written over the one kept in `path` (`--new-token --token-file`), mode 0600.
    static func newTokenFile(_ path: String) throws -> String {
        _ = try TokenFile.read(path) // refuses a file that is not the person's own, as reading does
        let token = try newSecret()
        try ServeState.writePrivate(token + "\n", to: path)
        return token
    }

    /// The token kept in `path`: read when the file is there (it must be the person's own and
    /// not readable by others), else a new one written to a new file of mode 0600.
    static func tokenFile(_ path: String) throws -> String {
        if let kept = try TokenFile.read(path) {
            let token = String(kept.trimming { $0.isWhitespace })
            let safe = token.unicodeScalars.allSatisfy { c in
                c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "-_.~".unicodeScalars.contains(c))
            }
            guard token.unicodeScalars.count >= 32, safe else {
                throw CLIFailure(
                    "\(path): the token must be at least 32 characters, letters, digits and - _ . ~ (delete the file to make a new one)"
                )
            }
            return token
        }
        let token = try newSecret()
        try TokenFile.create(path, token + "\n")
        return token
    }
}
