import DawnJournal

/// What the server keeps of one journal between messages, so that a change re-checks one
/// file: the journal's storage, its day files' first date and its stray files (listed once),
/// and a `FileChecker` (habits.toml parsed once), rebuilt when habits.toml or the first day
/// changes.
struct JournalState {
    let root: String
    let storage: any JournalStorage
    /// The first date of a day file on disk.
    var diskFirstDay: LocalDate?
    /// Files under days/ that are not day files.
    var otherFiles: [String]
    var checker: FileChecker?
    /// The first day and the "now" the checker was built with.
    var checkerFirstDay: LocalDate?
    var checkerNow: LocalDateTime?

    init(root: String, storage: any JournalStorage) {
        self.root = root
        self.storage = storage
        let places = ((try? storage.dayFilePaths()) ?? []).map { ($0, DayPath($0)) }
        diskFirstDay = DayPath.firstDay(places.lazy.map(\.1))
        otherFiles = places.filter { !$0.1.isDayFile }.map(\.0)
    }
}

extension LanguageServer {
    /// The journal at `root`, listed on first use.
    func journal(_ root: String) -> JournalState {
        if let state = journals[root] { return state }
        let state = JournalState(root: root, storage: host.storage(root: root))
        journals[root] = state
        return state
    }

    /// The bytes of a journal's file: the open document's, else the file's on disk.
    func source(_ relative: String, root: String) -> SourceFile {
        if let doc = documents.values.first(where: { $0.root == root && $0.relative == relative }) {
            return SourceFile(path: relative, bytes: doc.text.bytes)
        }
        do {
            guard let bytes = try journal(root).storage.read(relative) else {
                return SourceFile(path: relative, readError: "no such file")
            }
            return SourceFile(path: relative, bytes: bytes)
        } catch {
            return SourceFile(path: relative, readError: error.reason)
        }
    }

    /// The checker of a journal, built again when habits.toml changed, an open day file
    /// moved the journal's first day, or the clock moved on (a minute: `future-entry` and
    /// "today" follow it in a long session).
    func checker(_ root: String) -> FileChecker {
        var state = journal(root)
        // The first day of the files on disk and of the open day files (one may be new).
        let open = documents.values.lazy.filter { $0.root == root }.map { DayPath($0.relative ?? "") }
        let first = DayPath.firstDay(open + (state.diskFirstDay.map { [DayPath.day($0)] } ?? []))
        let now = host.now()
        if let checker = state.checker, state.checkerFirstDay == first, state.checkerNow == now { return checker }
        let checker = FileChecker(
            habitsSource: source("habits.toml", root: root), now: now, firstDay: first,
            otherFiles: state.otherFiles)
        state.checker = checker
        state.checkerFirstDay = first
        state.checkerNow = now
        journals[root] = state
        return checker
    }

    /// What `lint` says about an open document: a day file's findings, or the journal's
    /// findings in habits.toml or another file. Outside a journal, a file named like a day
    /// file (`YYYY-MM-DD.md`) gets only what its own text shows (the day parser's findings:
    /// there are no habits to check it against), and any other file nothing.
    func findings(_ doc: OpenDocument) -> [Diagnostic] {
        guard let root = doc.root, let relative = doc.relative else {
            guard let path = doc.path, DayPath(path).isDayFile else { return [] }
            return DayParser.parse(doc.text.bytes).diagnostics
        }
        let checker = checker(root)
        if DayPath(relative).isDayFile { return checker.checkDay(relative, doc.text.source) }
        return checker.findings(in: relative)
    }

    /// `textDocument/publishDiagnostics` for an open document.
    func publish(_ doc: OpenDocument) -> JSONValue {
        let diagnostics = findings(doc).map { diagnostic($0, in: doc.text) }
        return Self.notification(
            "textDocument/publishDiagnostics",
            .object([
                ("uri", .string(doc.text.uri)), ("version", .int(doc.text.version)),
                ("diagnostics", .array(diagnostics)),
            ]))
    }

    /// One finding as an LSP diagnostic: its code, severity and range; the message is lint's
    /// with its hint after it, as `lint --format github` writes them.
    func diagnostic(_ d: Diagnostic, in text: TextDocument) -> JSONValue {
        .object([
            ("range", text.range(of: d.range, encoding).json),
            ("severity", .int(d.severity == .error ? 1 : 2)),
            ("code", .string(d.code.rawValue)),
            ("source", .string("dawn-journal")),
            ("message", .string(Self.message(d))),
        ])
    }

    /// A finding's message and hint, as one text.
    package static func message(_ d: Diagnostic) -> String { d.message + ". " + d.hint }
}
