import Dispatch

/// What `lint` found: every diagnostic, and the lines of the files they are in (to show a
/// caret under each).
public struct LintReport: Sendable {
    /// Every finding, sorted by path, line and column.
    public var diagnostics: [Diagnostic]
    /// How many files were checked: habits.toml and every file under days/.
    public var fileCount: Int
    /// habits.toml and every file under days/, from the journal's root.
    var paths: Set<String>
    /// The bytes of each file that has a finding, split into lines only when asked.
    var sources: [String: [UInt8]]

    /// Whether `path` (from the journal's root) is a file of the journal: habits.toml or a
    /// file under days/.
    public func contains(_ path: String) -> Bool { paths.contains(path) }

    /// The text of each line of a file with a finding, without line endings; empty otherwise.
    public func lines(of path: String) -> [String] {
        guard let bytes = sources[path] else { return [] }
        let source = SourceText(bytes)
        // The first line keeps a byte-order mark's bytes out of its text, as `RawLines.text` did.
        return source.lineCount == 0 && source.hasByteOrderMark ? [""] : source.texts
    }
}

extension JournalService {
    /// `lint`: reads habits.toml and every file under days/, and runs every rule. The day
    /// files are streamed: each is read, parsed, checked and dropped, and only the lines of
    /// files with findings are kept, so memory stays flat as the journal grows.
    public func lint() throws(JournalRefusal) -> LintReport {
        try lint(repository: nil)
    }

    /// `lint`, with what the caller found out about the journal's Git repository (the library
    /// reads no file outside the storage and runs no program): `merge-driver-missing`; and the
    /// files under days/ that the caller found lead out of the journal folder through a link:
    /// `link-outside-journal`.
    public func lint(repository: RepositorySetup?, linksLeavingJournal: [String] = []) throws(JournalRefusal)
        -> LintReport
    {
        let paths = try dayFilePaths()
        let habitsSource = source(Self.habitsPath)
        let (habits, known, habitDiagnostics) = JournalLoader.loadHabits(habitsSource)
        var days: [(path: String, place: DayPath)] = []
        var others: [String] = []
        for path in paths {
            let place = DayPath(path) // once per file
            if place.isDayFile { days.append((path, place)) } else { others.append(path) }
        }
        let firstDay = DayPath.firstDay(days.lazy.map(\.place))
        var context = RuleContext(
            habits: habits, habitsAreKnown: known, now: now, firstDay: firstDay, otherFiles: others)
        context.repository = repository
        context.linksLeavingJournal = linksLeavingJournal
        var diagnostics = habitDiagnostics + FileChecker.journalFindings(context)
        var sources: [String: [UInt8]] = [:]
        if diagnostics.contains(where: { $0.path == Self.habitsPath }), let bytes = habitsSource.bytes {
            sources[Self.habitsPath] = bytes
        }
        // In batches: the batch's files are read (on every core when the storage allows it,
        // else one after the other on this thread), parsed and checked on every core, then
        // dropped. Findings are merged in file order, so the report does not depend on threads.
        let batchSize = 256
        let workers = LintWorkers(count: days.count >= 64 ? 2 : 1)
        let reader = storage as? any ConcurrentlyReadableStorage
        var start = 0
        while start < days.count {
            let batch = Array(days[start..<min(days.count, start + batchSize)])
            start += batch.count
            let checked: [LintWorkers.Checked]
            let paths = batch.map(\.path)
            if let reader {
                checked = workers.check(
                    places: batch.map(\.place), read: { Self.source(paths[$0], in: reader) },
                    habits: habits, context: context)
            } else {
                let files = paths.map(source)
                checked = workers.check(
                    places: batch.map(\.place), read: { files[$0] }, habits: habits, context: context)
            }
            for file in checked {
                guard let bytes = file.source.bytes else {
                    diagnostics.append(JournalLoader.unreadable(file.source))
                    continue
                }
                if !file.findings.isEmpty {
                    sources[file.source.path] = bytes
                    diagnostics += file.findings
                }
            }
        }
        return LintReport(
            diagnostics: Validator.sorted(diagnostics), fileCount: 1 + paths.count,
            paths: Set(paths + [Self.habitsPath]), sources: sources)
    }

    /// A file of the journal as read: its bytes, or why it could not be read.
    func source(_ path: String) -> SourceFile { Self.source(path, in: storage) }

    static func source(_ path: String, in storage: any JournalStorage) -> SourceFile {
        do {
            guard let bytes = try storage.read(path) else { return SourceFile(path: path, readError: "no such file") }
            return SourceFile(path: path, bytes: bytes)
        } catch {
            return SourceFile(path: path, readError: error.reason)
        }
    }
}
