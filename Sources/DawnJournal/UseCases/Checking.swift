/// What `lint` found: every diagnostic, and the files it read (to show source lines).
public struct LintReport: Sendable {
    /// Every finding, sorted by path, line and column.
    public var diagnostics: [Diagnostic]
    /// What was read: habits.toml, the day files, the names of the other files under days/.
    public var sources: JournalSources

    /// How many files were checked.
    public var fileCount: Int { 1 + sources.dayFiles.count + sources.otherFiles.count }

    /// Whether `path` (from the journal's root) is a file of the journal: habits.toml or a
    /// file under days/.
    public func contains(_ path: String) -> Bool {
        path == sources.habits.path || sources.dayFiles.contains { $0.path == path } || sources.otherFiles.contains(path)
    }

    /// The text of each line of a file that was read, without line endings; empty otherwise.
    public func lines(of path: String) -> [String] {
        let file = path == sources.habits.path ? sources.habits : sources.dayFiles.first { $0.path == path }
        guard let bytes = file?.bytes else { return [] }
        let raw = RawLines(bytes)
        return (0..<raw.count).map { raw.text($0) }
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
}

/// Formatting one day file: the canonical text, checked before anything is written.
public enum DayFormatting {
    /// Formats a day file's bytes, refusing files with errors and any result whose meaning
    /// differs from the original's (re-parsed as a safety net).
    public static func format(_ bytes: [UInt8]) -> FormatResult {
        let parsed = DayParser.parse(bytes)
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { return .errors(errors, lines: parsed.day.lines.map(\.text)) }
        let formattedBytes = DayFormatter.formatBytes(parsed.day)
        if formattedBytes == bytes { return .canonical }
        let formatted = String(decoding: formattedBytes, as: UTF8.self)
        let check = DayParser.parse(formattedBytes)
        guard !check.diagnostics.hasErrors, check.day.meaning == parsed.day.meaning else { return .wouldChangeMeaning }
        return .formatted(formatted)
    }
}

extension JournalService {
    /// `lint`: reads habits.toml and every file under days/, and runs every rule.
    public func lint() throws(JournalRefusal) -> LintReport {
        let sources = try readSources()
        return LintReport(diagnostics: Validator.validate(JournalLoader.load(sources), now: now), sources: sources)
    }

    /// habits.toml, every day file (misplaced ones included, to be reported), and the names of
    /// the other files under days/; files that cannot be read carry why.
    func readSources() throws(JournalRefusal) -> JournalSources {
        func source(_ path: String) -> SourceFile {
            do {
                guard let bytes = try storage.read(path) else { return SourceFile(path: path, readError: "no such file") }
                return SourceFile(path: path, bytes: bytes)
            } catch {
                return SourceFile(path: path, readError: error.reason)
            }
        }
        var dayFiles: [SourceFile] = []
        var others: [String] = []
        for path in try dayFilePaths() {
            if DayPath(path).isDayFile { dayFiles.append(source(path)) } else { others.append(path) }
        }
        return JournalSources(habits: source(Self.habitsPath), dayFiles: dayFiles, otherFiles: others)
    }

    /// `fmt` of the whole journal: every file under days/ named after a real date. With
    /// `write`, each one that is not canonical is rewritten, under the journal's lock; without,
    /// nothing is written (and no lock is taken).
    public func formatDays(write: Bool) throws(JournalRefusal) -> [FormattedFile] {
        func run() throws(JournalRefusal) -> [FormattedFile] {
            var out: [FormattedFile] = []
            for path in try dayFilePaths() where Self.isFormatted(path) {
                let read: [UInt8]?
                do throws(StorageError) { read = try storage.read(path) } catch {
                    out.append(FormattedFile(path: path, original: nil, readError: error, result: .canonical, written: false))
                    continue
                }
                guard let bytes = read else { // listed, but a link to nothing
                    out.append(FormattedFile(path: path, original: nil, readError: StorageError(path: path, reason: "no such file"),
                                             result: .canonical, written: false))
                    continue
                }
                let result = DayFormatting.format(bytes)
                var file = FormattedFile(path: path, original: bytes, readError: nil, result: result, written: false)
                if write, case .formatted(let text) = result {
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

    /// `fmt` formats a file under days/ whose name is a real date, wherever it lies there.
    static func isFormatted(_ path: String) -> Bool {
        switch DayPath(path) {
        case .day: true
        case .misplaced(let date, _): date != nil
        case .other: false
        }
    }
}
