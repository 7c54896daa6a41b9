/// What a running server knows: its secrets, the names it answers to and what it allows.
/// The command line makes it (the secrets from the kernel's random bytes); the core only
/// compares against it.
package struct ServeConfig: Sendable {
    /// What a token may do (`--allow`): each level allows the ones before it.
    package enum Access: Int, Sendable, Comparable, CaseIterable {
        /// Reading only: every write is refused with 403.
        case view
        /// The day edits: log, unlog, toggle, move, resize, note, undo.
        case log
        /// The habit edits too: add, edit, move, archive, unarchive, remove.
        case edit

        package init?(_ name: String) {
            guard let a = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = a
        }

        package var name: String {
            switch self {
            case .view: "view"
            case .log: "log"
            case .edit: "edit"
            }
        }

        package static func < (a: Access, b: Access) -> Bool { a.rawValue < b.rawValue }
    }

    /// The sign-in token of the printed URL, and the Bearer token of automations.
    package var token: String
    /// The value of the session cookie a sign-in sets.
    package var session: String
    /// The CSRF token the page sends back with each write (double submit: a cookie and a header).
    package var csrf: String
    /// The `Host` values the server answers to, in lower case (`127.0.0.1:8417`, `localhost:8417`,
    /// a `--host` name with and without the port).
    package var hosts: Set<String>
    package var access: Access
    /// What this server's cookie names end with (`_8417`, from its port), so that two servers on
    /// one machine do not share a cookie; empty gives the bare names.
    package var cookieSuffix: String
    /// A random word new at each start (`7f3a90c2`), which this run's undo handles carry.
    package var run: String
    /// The journal folder's absolute names (as given, and with links resolved): a refusal shows
    /// a path inside it from the journal's root, and no other path of the machine.
    package var journalFolders: [String] = []

    package init(
        token: String, session: String, csrf: String, hosts: Set<String>, access: Access = .edit,
        cookieSuffix: String = "", run: String = ""
    ) {
        self.token = token
        self.session = session
        self.csrf = csrf
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.access = access
        self.cookieSuffix = cookieSuffix
        self.run = run
    }

    /// The `Host` values of a server on `port`: the loopback names and each of `addresses` (those
    /// it is bound to) with the port, and each of `names` (`--host`) with and without it (a
    /// reverse proxy forwards the name it was asked for, on its own port).
    package static func hosts(port: Int, addresses: [String] = [], names: [String] = []) -> Set<String> {
        func bracketed(_ name: String) -> String {
            let lower = name.lowercased()
            return lower.contains(":") && !lower.hasPrefix("[") ? "[\(lower)]" : lower
        }
        var out: Set<String> = ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)"]
        for address in addresses { out.insert("\(bracketed(address)):\(port)") }
        for name in names {
            // `name:port` (a proxy or `tailscale serve` on a port of its own): as it is.
            if let (host, _) = Self.hostAndPort(name) {
                out.insert(host.lowercased())
                continue
            }
            out.insert("\(bracketed(name)):\(port)")
            out.insert(bracketed(name))
        }
        return out
    }

    /// `name:port` or `[v6]:port` as (the whole, the port); nil for a bare name or address.
    static func hostAndPort(_ text: String) -> (String, Int)? {
        let colon = text.lastIndex(of: ":")
        guard let colon, let port = Int(text[text.index(after: colon)...]), (1...65535).contains(port) else {
            return nil
        }
        let host = text[..<colon]
        if host.hasPrefix("[") { return host.hasSuffix("]") && host.count > 2 ? (text, port) : nil }
        return !host.isEmpty && !host.contains(":") ? (text, port) : nil
    }

    /// Whether two secrets are equal, in a time that depends on their lengths only.
    package static func secretsEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        var difference = UInt8(x.count == y.count ? 0 : 1)
        for i in 0..<max(x.count, y.count) {
            difference |= (i < x.count ? x[i] : 0) ^ (i < y.count ? y[i] : 0xFF)
        }
        return difference == 0
    }
}
