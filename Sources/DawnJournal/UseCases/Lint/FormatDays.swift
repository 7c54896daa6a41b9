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
