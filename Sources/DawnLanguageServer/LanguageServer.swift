import DawnJournal

/// The language server as a state machine: one message in, the messages to send out.
///
/// It holds the open documents and, per journal, what every check needs (habits.toml parsed
/// once, the journal's first day), so a change re-checks one file. It reads nothing itself:
/// files, "now" and the log come through a `LanguageServerHost`. The command line runs the
/// stdio loop around it (`MessageFramer` in, `JSONValue.compact` out).
package final class LanguageServer {
    enum Phase { case starting, running, shutDown }

    let host: any LanguageServerHost
    var phase = Phase.starting
    /// The exit code, once `exit` arrived: 0 after `shutdown`, else 1.
    package private(set) var exitCode: Int32?
    /// How positions count characters, as negotiated in `initialize`.
    package private(set) var encoding = PositionEncoding.utf16
    /// Whether `shutdown` was answered.
    package var isShutDown: Bool { phase == .shutDown }
    /// Whether the last message handled was not JSON: a stream reader may then look for a
    /// header inside it (`MessageFramer.resynchronise()`).
    package private(set) var lastMessageWasUnreadable = false
    /// Whether the client lets the server ask it to watch files (sent after `initialized`).
    var watchesFiles = false
    /// Whether the client takes Markdown (and prefers it to plain text) in completion items'
    /// documentation and in hovers, as it declared in `initialize`; plain text otherwise.
    var completionMarkdown = false
    var hoverMarkdown = false
    var documents: [String: OpenDocument] = [:]
    var journals: [String: JournalState] = [:]

    /// The server's version, for `initialize`'s `serverInfo`.
    let version: String

    package init(host: any LanguageServerHost, version: String) {
        self.host = host
        self.version = version
    }

    /// A request's failure, sent as its error response.
    struct RequestError: Error {
        var code: Int
        var message: String

        static let invalidParams = -32602
        static func invalid(_ message: String) -> RequestError { RequestError(code: invalidParams, message: message) }
    }

    /// Handles one message's body; returns the responses and notifications to send, in order.
    package func handle(_ body: [UInt8]) -> [JSONValue] { handle(body[...]) }

    /// Handles one message's body where it lies (the framer's buffer, not a copy).
    package func handle(_ body: ArraySlice<UInt8>) -> [JSONValue] {
        let message: JSONValue
        lastMessageWasUnreadable = false
        do { message = try JSONReader.parse(body) } catch {
            host.log("skipped a message that is not JSON: \(error)")
            lastMessageWasUnreadable = true
            return []
        }
        guard case .object = message else {
            host.log("skipped a message that is not a JSON object")
            return []
        }
        let id = message["id"]
        guard let method = message["method"]?.string else {
            if id == nil { host.log("skipped a message without a method") }
            return [] // a response to a request of ours: we send none that need one
        }
        let params = message["params"] ?? .null
        if let id { return request(id, method, params) }
        return notification(method, params)
    }

    private func request(_ id: JSONValue, _ method: String, _ params: JSONValue) -> [JSONValue] {
        switch id {
        case .int, .string: break
        default:
            host.log("skipped a request whose id is neither a number nor a string")
            return []
        }
        if phase == .starting, method != "initialize" {
            return [Self.error(id, -32002, "the server is not initialized: send 'initialize' first")]
        }
        if phase == .shutDown {
            return [Self.error(id, -32600, "the server is shut down: only 'exit' is accepted")]
        }
        var out: [JSONValue] = []
        do {
            let result: JSONValue
            switch method {
            case "initialize":
                guard phase == .starting else {
                    throw RequestError(code: -32600, message: "'initialize' was already sent")
                }
                result = initialize(params)
                phase = .running
            case "shutdown":
                phase = .shutDown
                result = .null
            case "textDocument/formatting": result = try formatting(params)
            case "textDocument/completion": result = try completion(params)
            case "textDocument/codeAction": result = try codeActions(params)
            case "textDocument/hover": result = try hover(params)
            default:
                throw RequestError(code: -32601, message: "no method '\(method)'")
            }
            out.append(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
        } catch let e as RequestError {
            out.append(Self.error(id, e.code, e.message))
        } catch {
            out.append(Self.error(id, -32603, "\(error)"))
        }
        return out
    }

    private func notification(_ method: String, _ params: JSONValue) -> [JSONValue] {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return []
        }
        guard phase == .running else { return [] }
        switch method {
        case "initialized": return watchRequest()
        case "textDocument/didOpen": return didOpen(params)
        case "textDocument/didChange": return didChange(params)
        case "textDocument/didClose": return didClose(params)
        case "textDocument/didSave": return didSave(params)
        case "workspace/didChangeWatchedFiles": return didChangeWatchedFiles(params)
        default: return [] // initialized, $/cancelRequest, $/setTrace, anything unknown
        }
    }

    /// Asks the client to report changes to habits.toml and day files made outside the editor
    /// (`habit add` in a terminal, a sync), when it can.
    func watchRequest() -> [JSONValue] {
        guard watchesFiles else { return [] }
        let watchers: [JSONValue] = ["**/habits.toml", "**/days/**"].map { .object([("globPattern", .string($0))]) }
        let registration: JSONValue = .object([
            ("id", .string("dawn-journal-watch")), ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", .array(watchers))])),
        ])
        return [
            .object([
                ("jsonrpc", .string("2.0")), ("id", .string("dawn-journal-watch")),
                ("method", .string("client/registerCapability")),
                ("params", .object([("registrations", .array([registration]))])),
            ])
        ]
    }

    static func error(_ id: JSONValue, _ code: Int, _ message: String) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .int(code)), ("message", .string(message))])),
        ])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    // MARK: Lifecycle

    func initialize(_ params: JSONValue) -> JSONValue {
        watchesFiles =
            params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        let textDocument = params["capabilities"]?["textDocument"]
        completionMarkdown = Self.prefersMarkdown(
            textDocument?["completion"]?["completionItem"]?["documentationFormat"])
        hoverMarkdown = Self.prefersMarkdown(textDocument?["hover"]?["contentFormat"])
        let capabilities: JSONValue = .object([
            ("positionEncoding", .string(encoding.rawValue)),
            (
                "textDocumentSync",
                .object([
                    ("openClose", .bool(true)), ("change", .int(2)),
                    ("save", .object([("includeText", .bool(false))])),
                ])
            ),
            ("documentFormattingProvider", .bool(true)),
            (
                "completionProvider",
                .object([
                    ("triggerCharacters", .array([" ", "-", ":", "\""].map { .string($0) })),
                    ("resolveProvider", .bool(false)),
                ])
            ),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix"), .string("source")]))])),
            ("hoverProvider", .bool(true)),
        ])
        return .object([
            ("capabilities", capabilities),
            ("serverInfo", .object([("name", .string("dawn-journal")), ("version", .string(version))])),
        ])
    }

    /// Whether a list of `MarkupKind`s (the client's, most preferred first) puts Markdown
    /// before plain text. A client that lists neither, or nothing, gets plain text.
    static func prefersMarkdown(_ kinds: JSONValue?) -> Bool {
        kinds?.array?.compactMap(\.string).first { $0 == "markdown" || $0 == "plaintext" } == "markdown"
    }

    /// Text for the client, in the format it takes: Markdown with `markdown`'s marks around
    /// the parts that are labels and with the habit's own text escaped, or the same words
    /// without marks.
    struct Markup {
        let markdown: Bool

        /// A title: bold in Markdown.
        func title(_ text: String) -> String { markdown ? "**" + escaped(text) + "**" : text }
        /// A label before its value: italic in Markdown ("*Kind:* timed").
        func field(_ name: String, _ value: String) -> String { markdown ? "*\(name):* \(value)" : "\(name): \(value)" }
        /// Text from the journal: Markdown's marks escaped, so that it shows as written.
        func text(_ text: String) -> String { markdown ? escaped(text) : text }

        func escaped(_ text: String) -> String {
            var out = ""
            for c in text.unicodeScalars {
                if "\\`*_[]<>#|~".unicodeScalars.contains(c) { out.unicodeScalars.append("\\") }
                out.unicodeScalars.append(c)
            }
            return out
        }
    }

    // MARK: Documents

    /// An open document and where it sits in its journal.
    struct OpenDocument {
        var text: TextDocument
        /// Its absolute path; nil for a URI that is not `file://`.
        var path: String?
        /// Its journal's root, when it is inside one.
        var root: String?
        /// From the journal's root: `habits.toml`, `days/2026/2026-11-21.md`.
        var relative: String?
    }

    func textDocument(_ params: JSONValue) throws(RequestError) -> OpenDocument {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalid("no textDocument.uri") }
        guard let doc = documents[uri] else { throw .invalid("'\(uri)' is not open") }
        return doc
    }

    func didOpen(_ params: JSONValue) -> [JSONValue] {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            host.log("skipped a didOpen without textDocument.uri and text")
            return []
        }
        var doc = OpenDocument(text: TextDocument(uri: uri, version: item["version"]?.int ?? 0, text: text))
        doc.path = DocumentURI.path(uri)
        if let path = doc.path, let root = journalRoot(of: path) {
            doc.root = root
            doc.relative = String(path.dropFirst(root.count + 1))
        }
        documents[uri] = doc
        return changed(doc)
    }

    func didChange(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.string, var doc = documents[uri],
            let changes = params["contentChanges"]?.array
        else {
            host.log("skipped a didChange for a document that is not open")
            return []
        }
        for change in changes {
            guard let text = change["text"]?.string else { continue }
            if let range = change["range"] {
                guard let r = TextRange(range) else {
                    // The client's text and ours now differ, and nothing in the protocol asks
                    // it again: say so where its log shows it.
                    host.log(
                        "skipped a change with a malformed range in \(uri): the server's copy may differ from the editor's until the file is reopened"
                    )
                    continue
                }
                doc.text.replace(r, with: text, encoding)
            } else {
                doc.text.replace(nil, with: text, encoding)
            }
        }
        if let version = params["textDocument"]?["version"]?.int { doc.text.version = version }
        documents[uri] = doc
        return changed(doc)
    }

    func didClose(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.string, let doc = documents.removeValue(forKey: uri) else {
            return []
        }
        var out = [
            Self.notification(
                "textDocument/publishDiagnostics",
                .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
        ]
        // Closing habits.toml or a day file brings back what is on disk.
        if let root = doc.root, doc.relative == "habits.toml" || DayPath(doc.relative ?? "").isDayFile {
            journals[root]?.checker = nil
            if doc.relative == "habits.toml" { out += republish(root: root) }
        }
        return out
    }

    func didSave(_ params: JSONValue) -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.string, let doc = documents[uri], let root = doc.root else {
            return []
        }
        // A saved file may be new: list the journal again (its first day, its stray files).
        journals[root] = nil
        return republish(root: root)
    }

    func didChangeWatchedFiles(_ params: JSONValue) -> [JSONValue] {
        var roots = Set<String>()
        for change in params["changes"]?.array ?? [] {
            guard let uri = change["uri"]?.string, let path = DocumentURI.path(uri) else { continue }
            for root in journals.keys where path.hasPrefix(root + "/") { roots.insert(root) }
        }
        var out: [JSONValue] = []
        for root in roots.sorted() {
            journals[root] = nil
            out += republish(root: root)
        }
        return out
    }

    /// After a document changed: its diagnostics, and every open day file's of its journal
    /// when it is habits.toml.
    func changed(_ doc: OpenDocument) -> [JSONValue] {
        if let root = doc.root, doc.relative == "habits.toml" {
            journals[root]?.checker = nil
            return republish(root: root)
        }
        return [publish(doc)]
    }

    func republish(root: String) -> [JSONValue] {
        documents.values.filter { $0.root == root }.sorted { $0.text.uri < $1.text.uri }.map(publish)
    }

    // MARK: Journals

    /// The journal of the file at the absolute `path`: `JournalFolder`'s rule (the command
    /// line's), from the file's folder, with an open habits.toml counting as one on disk.
    func journalRoot(of path: String) -> String? {
        guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/") else { return nil }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        let root = JournalFolder.nearest(from: folder) { candidate in
            documents.values.contains { $0.path == candidate } || host.exists(candidate)
        }
        // The root folder is "" here, so that a path inside a journal is its root, "/" and more.
        return root == "/" ? "" : root
    }
}
