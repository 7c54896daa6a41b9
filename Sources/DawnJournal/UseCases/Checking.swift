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

/// What formatting one day file gives.
public enum FormatResult: Sendable, Equatable {
    /// Already in canonical form: nothing to write.
    case canonical
    /// The canonical text, which means exactly what the file meant.
    case formatted(String)
    /// The file has errors and is left as it is; with its lines, to show them.
    case errors([Diagnostic], lines: [String])
    /// Formatting would change the meaning (a formatter bug): the file is left as it is.
    case wouldChangeMeaning
}

/// One day file of a journal-wide `fmt`.
public struct FormattedFile: Sendable {
    /// From the journal's root.
    public var path: String
    /// The bytes as they were read; nil when the file could not be read.
    public var original: [UInt8]?
    /// Why it could not be read.
    public var readError: StorageError?
    /// What formatting gave (`.canonical` for a file that could not be read).
    public var result: FormatResult
    /// Whether the formatted text was written.
    public var written: Bool
    /// Why writing it failed; a journal-wide `fmt` stops there, as the files after it are left.
    public var writeError: StorageError?
    /// Why storage refused to write it before trying (read-only, outside the journal): the
    /// file is left as it was, and the files after it are still formatted.
    public var writeRefused: StorageError?
}

/// Formatting one day file: the canonical text, checked before anything is written.
public enum DayFormatting {
    /// Formats a day file's bytes, refusing files with errors and any result whose meaning
    /// differs from the original's (re-parsed as a safety net).
    /// - Parameter habits: habits.toml, when known: an entry or item that names its habit by a
    ///   former name (`former-name`) is written with the habit's current name, and the meaning
    ///   checked against that.
    public static func format(_ bytes: [UInt8], habits: HabitsFile? = nil) -> FormatResult {
        // The usual file is canonical: found so a line at a time, holding no parsed copy of it.
        if isCanonical(bytes, habits: habits) { return .canonical }
        // The day is dropped before the canonical text is read back: only its meaning is kept.
        let formattedBytes: [UInt8]
        let meaning: DayMeaning
        switch wholeDay(bytes, habits: habits) {
        case .result(let result): return result
        case .check(let text, let m): (formattedBytes, meaning) = (text, m)
        }
        guard wouldMean(meaning, formattedBytes) else { return .wouldChangeMeaning }
        return .formatted(String(decoding: formattedBytes, as: UTF8.self))
    }

    /// What reading a day file whole gives: a result already, or a canonical text to check.
    private enum WholeDay {
        case result(FormatResult)
        case check([UInt8], DayMeaning)
    }

    private static func wholeDay(_ bytes: [UInt8], habits: HabitsFile?) -> WholeDay {
        let parsed = DayParser.parse(bytes)
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { return .result(.errors(errors, lines: parsed.day.lines.map(\.text))) }
        var day = parsed.day
        if let habits { currentNames(in: &day, habits) }
        guard let formattedBytes = DayFormatter.canonicalBytes(day, original: bytes) else { return .result(.canonical) }
        return .check(formattedBytes, day.meaning)
    }

    /// Whether `text` reads back without error and with `meaning`.
    private static func wouldMean(_ meaning: DayMeaning, _ text: [UInt8]) -> Bool {
        let check = DayParser.parse(text)
        return !check.diagnostics.hasErrors && check.day.meaning == meaning
    }

    /// Whether `bytes` are already canonical (and free of errors), found while they are
    /// parsed: each line is formatted, compared and dropped as soon as it is read, so no
    /// parsed copy of the file is held (a 20 MB file of entries would take six times its
    /// size). False when the file has an error or is not canonical: `format` then reads it
    /// whole to say which, and writes it. A file that differs is read only up to its first
    /// difference (to within 64 KB).
    static func isCanonical(_ bytes: [UInt8], habits: HabitsFile?) -> Bool {
        var writer = DayFormatter.CanonicalWriter(capacity: 0, original: bytes)
        // Only a former name is renamed: without any, no line need be looked at for one.
        let renaming = habits.flatMap { $0.hasFormerNames ? $0 : nil }
        let parsed = DayParser.parse(bytes) { day in
            if let renaming { currentNames(in: &day, renaming) }
            writer.add(day.lines[day.lines.count - 1], of: day)
            // One line, and at most one entry or item: removed one by one, keeping the storage.
            while !day.lines.isEmpty { day.lines.removeLast() }
            while !day.entries.isEmpty { day.entries.removeLast() }
            while !day.checklist.isEmpty { day.checklist.removeLast() }
            return writer.comparing // a difference is final: the rest need not be read
        }
        return !parsed.diagnostics.hasErrors && writer.finish() == nil
    }

    /// Mentions by a former name renamed to the habit's current name (when a day file can
    /// write that name).
    static func currentNames(in day: inout Day, _ habits: HabitsFile) {
        func current(_ m: HabitMention) -> String? {
            guard habits.isFormerName(m), let k = habits.habitIndex(for: m) else { return nil }
            let name = habits.habits[k].name
            return HabitNameRule.dayFileProblem(name) == nil ? name : nil
        }
        for k in day.entries.indices {
            if let name = current(day.entries[k].habit) { day.entries[k].habit.name = name }
        }
        for k in day.checklist.indices {
            if let name = current(day.checklist[k].habit) { day.checklist[k].habit.name = name }
        }
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

    /// `fmt` of the whole journal: every file under days/ named after a real date. With
    /// `write`, each one that is not canonical is rewritten, under the journal's lock; without,
    /// nothing is written (and no lock is taken).
    ///
    /// - Parameter only: these day files (paths from the journal's root) instead of all of
    ///   them; a path that is not a day file's (under `days/`, named `YYYY-MM-DD.md`) is an
    ///   invalid request.
    public func formatDays(write: Bool, only: [String]? = nil) throws(JournalRefusal) -> [FormattedFile] {
        if let only, let other = only.first(where: { !Self.isFormatted($0) }) {
            throw JournalRefusal(.notADayFile(other))
        }
        func run() throws(JournalRefusal) -> [FormattedFile] {
            var out: [FormattedFile] = []
            // habits.toml, for former names; a journal without a readable one is formatted as text.
            let (habits, known, _) = JournalLoader.loadHabits(source(Self.habitsPath))
            let paths: [String]
            if let only { paths = only } else { paths = try dayFilePaths().filter(Self.isFormatted) }
            for path in paths {
                let read: [UInt8]?
                do throws(StorageError) { read = try storage.read(path) } catch {
                    out.append(
                        FormattedFile(path: path, original: nil, readError: error, result: .canonical, written: false))
                    continue
                }
                guard let bytes = read else { // listed, but a link to nothing
                    out.append(
                        FormattedFile(
                            path: path, original: nil, readError: StorageError(path: path, reason: "no such file"),
                            result: .canonical, written: false))
                    continue
                }
                let result = DayFormatting.format(bytes, habits: known ? habits : nil)
                var file = FormattedFile(path: path, original: bytes, readError: nil, result: result, written: false)
                if write, case .formatted(let text) = result {
                    do throws(StorageError) { try storage.checkWritable(path) } catch {
                        file.writeRefused = error
                        out.append(file)
                        continue
                    }
                    do throws(StorageError) { try storage.write(Array(text.utf8), to: path) } catch {
                        file.writeError = error
                        out.append(file)
                        break
                    }
                    file.written = true
                }
                out.append(file)
            }
            return out
        }
        return write ? try locked { () throws(JournalRefusal) in try run() } : try run()
    }

    /// Whether `fmt` formats the file at `path` (from the journal's root): a file under days/
    /// whose name is a real date, wherever it lies there.
    public static func isFormatted(_ path: String) -> Bool {
        switch DayPath(path) {
        case .day: true
        case .misplaced(let date, _): date != nil
        case .other: false
        }
    }
}

/// Parses and checks day files on several threads: each worker takes every n-th file and keeps
/// its own memo of emoji runs; the findings come back in file order.
final class LintWorkers: Sendable {
    let count: Int
    private let memos: [RunMemoBox]

    init(count: Int) {
        self.count = max(1, count)
        memos = (0..<max(1, count)).map { _ in RunMemoBox() }
    }

    /// A file as read, and its findings.
    struct Checked: Sendable {
        var source: SourceFile
        var findings: [Diagnostic]
    }

    /// Reads (with `read`, on the worker's thread), parses and checks the files at `places`.
    func check(
        places: [DayPath], read: @escaping @Sendable (Int) -> SourceFile,
        habits: HabitsFile, context: RuleContext
    ) -> [Checked] {
        let results = FindingSlots(places.count)
        let work: @Sendable (Int) -> Void = { worker in
            var k = worker
            while k < places.count {
                let file = read(k)
                var found: [Diagnostic] = []
                if let bytes = file.bytes {
                    found = FileChecker.dayFindings(file.path, places[k], bytes, context, memo: self.memos[worker].memo)
                }
                results.set(k, Checked(source: file, findings: found))
                k += self.count
            }
        }
        if count == 1 || places.count < 2 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: count, execute: work)
        }
        return results.all
    }
}

/// One memo per worker thread: never shared.
final class RunMemoBox: @unchecked Sendable {
    let memo = RunMemo()
}

/// Each file's findings, written by one worker each, read after all have finished.
final class FindingSlots: @unchecked Sendable {
    private var slots: [LintWorkers.Checked?]
    private let lock = DispatchQueue(label: "dawn-journal.lint.findings")

    init(_ count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ k: Int, _ checked: LintWorkers.Checked) { lock.sync { slots[k] = checked } }

    var all: [LintWorkers.Checked] { lock.sync { slots.map { $0! } } }
}

/// One file of a journal checked exactly as `lint` checks it, for a caller that keeps the
/// journal in memory and checks one file again and again (the language server): habits.toml
/// is parsed once, and each day file's bytes are checked by the same code `lint` runs.
package struct FileChecker: Sendable {
    /// habits.toml as decoded (no habits when it could not be read).
    package let habits: HabitsFile
    /// What the rules may look at: habits, "now", the first day, the other files.
    package let context: RuleContext
    /// habits.toml's own findings and every journal-wide rule's, as `lint` reports them.
    package let journalFindings: [Diagnostic]

    /// - Parameters:
    ///   - habitsSource: habits.toml as read (or why it could not be).
    ///   - firstDay: the earliest date of a day file of the journal.
    ///   - otherFiles: the files under days/ that are not day files.
    package init(habitsSource: SourceFile, now: LocalDateTime, firstDay: LocalDate?, otherFiles: [String]) {
        let (habits, known, habitDiagnostics) = JournalLoader.loadHabits(habitsSource)
        self.habits = habits
        context = RuleContext(
            habits: habits, habitsAreKnown: known, now: now, firstDay: firstDay, otherFiles: otherFiles)
        journalFindings = Validator.sorted(habitDiagnostics + Self.journalFindings(context))
    }

    /// What `lint` says about the day file at `path` (from the journal's root) holding `bytes`,
    /// sorted as `lint` sorts.
    package func checkDay(_ path: String, _ bytes: [UInt8]) -> [Diagnostic] {
        checkDay(path, SourceText(bytes))
    }

    /// The same, on a file already read as lines (the language server's open document, so
    /// that a keystroke's text is split once).
    package func checkDay(_ path: String, _ source: SourceText) -> [Diagnostic] {
        Validator.sorted(Self.dayFindings(path, DayPath(path), source, context, memo: RunMemo()))
    }

    /// What `lint` says about any other file of the journal (habits.toml, a stray file).
    package func findings(in path: String) -> [Diagnostic] { journalFindings.filter { $0.path == path } }

    /// The findings of every rule about the journal as a whole.
    static func journalFindings(_ context: RuleContext) -> [Diagnostic] {
        Rules.all.flatMap { $0.check(journal: context) }
    }

    /// One day file: its parse findings, then every day rule's. `lint` runs this on every file.
    static func dayFindings(_ path: String, _ place: DayPath, _ bytes: [UInt8], _ context: RuleContext, memo: RunMemo)
        -> [Diagnostic]
    {
        dayFindings(path, place, SourceText(bytes), context, memo: memo)
    }

    static func dayFindings(
        _ path: String, _ place: DayPath, _ source: SourceText, _ context: RuleContext, memo: RunMemo
    ) -> [Diagnostic] {
        let (record, parseFindings) = JournalLoader.loadDay(path, place, source, habits: context.habits, memo: memo)
        var found = parseFindings
        for rule in Rules.all { found += rule.check(day: record, context) }
        return found
    }
}
