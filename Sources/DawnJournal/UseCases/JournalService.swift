/// The journal's use cases: what each command decides, as functions over a storage and "now".
///
/// A caller (the command line, an app) turns its input into a request, calls one function here,
/// and shows what it returns. Everything a command decides lives here or below: the date a
/// moment belongs to, snapping to the slot grid, a habit's status, the validation of habit
/// fields, which files to read. Nothing here prints, exits, or reads the clock.
public struct JournalService {
    /// Where the journal's files are.
    public let storage: any JournalStorage
    /// The moment of the request, local time: the caller's clock.
    public let now: LocalDateTime
    /// What the running use case wrote: the makings of its undo.
    let writeLog = WriteLog()

    /// A service for requests made at `now` on the journal in `storage`.
    public init(storage: any JournalStorage, now: LocalDateTime) {
        self.storage = storage
        self.now = now
    }

    /// habits.toml as read and decoded; writers edit `bytes`.
    struct LoadedHabits {
        var bytes: [UInt8]
        var file: HabitsFile
        /// The parser's findings (no syntax error: that is a refusal).
        var diagnostics: [Diagnostic] = []
    }

    static let habitsPath = "habits.toml"

    /// habits.toml, decoded; refused when it is missing, unreadable or not valid TOML.
    func loadHabits() throws(JournalRefusal) -> LoadedHabits {
        let read: [UInt8]?
        do { read = try storage.read(Self.habitsPath) } catch { throw .storage(error) }
        writeLog.read(Self.habitsPath, read)
        guard let bytes = read else { throw JournalRefusal(.habitsFileMissing, file: Self.habitsPath) }
        let parsed = HabitsParser.parse(bytes)
        if let e = parsed.diagnostics.first(where: { $0.code == .habitsSyntax }) {
            throw JournalRefusal(.habitsSyntax(e), file: Self.habitsPath, at: e.range)
        }
        return LoadedHabits(bytes: bytes, file: parsed.file, diagnostics: parsed.diagnostics)
    }

    /// The journal's today, after `day_starts`.
    func today(_ settings: JournalSettings) -> LocalDate { settings.clock.journalDate(at: now) }

    /// A day file's bytes, nil when there is none.
    func readDay(_ path: String) throws(JournalRefusal) -> [UInt8]? {
        let bytes: [UInt8]?
        do { bytes = try storage.read(path) } catch { throw .storage(error) }
        writeLog.read(path, bytes)
        return bytes
    }

    /// Writes one file (atomically, as storage does), noting it for the use case's undo.
    func write(_ bytes: [UInt8], to path: String) throws(JournalRefusal) {
        if writeLog.depth > 0, !writeLog.knows(path) { _ = try readDay(path) }
        do { try storage.write(bytes, to: path) } catch { throw .storage(error) }
        writeLog.wrote(path, bytes)
    }

    /// Writes several files in order, after asking storage whether each can be written: a
    /// refusal known in advance leaves all of them as they were.
    func writeAll(_ edits: [(path: String, bytes: [UInt8])]) throws(JournalRefusal) {
        _ = try writeAll(edits, until: { false })
    }

    /// `writeAll`, asking `shouldStop` after each file written and stopping when it says yes:
    /// the number of files written.
    func writeAll(_ edits: [(path: String, bytes: [UInt8])], until shouldStop: () -> Bool) throws(JournalRefusal)
        -> Int
    {
        for edit in edits {
            do { try storage.checkWritable(edit.path) } catch { throw .storage(error, undone: .change) }
        }
        for (k, edit) in edits.enumerated() {
            try write(edit.bytes, to: edit.path)
            if shouldStop() { return k + 1 }
        }
        return edits.count
    }

    func dayFilePaths() throws(JournalRefusal) -> [String] {
        do { return try storage.dayFilePaths() } catch { throw .storage(error) }
    }

    /// Where the journal begins: its first day file (`firstDay`) or the earliest `since` of
    /// its habits, whichever is earlier; nil for a journal with neither.
    static func journalStart(_ habits: HabitsFile, firstDay: LocalDate?) -> LocalDate? {
        ([firstDay] + habits.habits.map(\.since)).compactMap { $0 }.min()
    }

    /// The journal's first day as the views count it (`journalStart`): its first day file or
    /// the earliest `since`, whichever is earlier; nil when it has neither. Reads habits.toml
    /// and lists two folders; no day file is read.
    package func journalStart() throws(JournalRefusal) -> LocalDate? {
        Self.journalStart(try loadHabits().file, firstDay: try firstDay())
    }

    /// The journal's first day (`DayPath.firstDay`), from the oldest year folder that holds a
    /// day file: two folders are listed, whatever the journal's age; no file is read.
    func firstDay() throws(JournalRefusal) -> LocalDate? {
        do {
            let years = try storage.names(in: "days").filter {
                $0.utf8.count == 4 && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
            }.sorted()
            for year in years {
                let names = try storage.names(in: "days/" + year)
                if let first = DayPath.firstDay(names: names, inYearFolder: year) { return first }
            }
            return nil
        } catch {
            throw .storage(error)
        }
    }

    /// Runs several writing use cases as one write (Emacs' `undo-amalgamate-change-group`): under
    /// one hold of the journal's lock, and the `undo` of the last outcome `body` returns takes
    /// back every file all of them changed, as they were before the first. A front end's one
    /// action that is two use cases (a form that renames and re-colours a habit) is one write
    /// with one inverse.
    public func asOneWrite<T>(_ body: () throws(JournalRefusal) -> T) throws(JournalRefusal) -> T {
        try locked(body)
    }

    /// Runs a writing use case under the journal's lock, passing refusals through. Inside
    /// another (`asOneWrite`) it runs under the lock already held: only the outermost takes it.
    func locked<T>(_ body: () throws(JournalRefusal) -> T) throws(JournalRefusal) -> T {
        if writeLog.depth == 0 { writeLog.start() }
        writeLog.depth += 1
        defer { writeLog.depth -= 1 }
        if writeLog.depth > 1 { return try body() }
        do {
            return try storage.withLock { () throws -> T in try body() }
        } catch let e as JournalRefusal {
            throw e
        } catch let e as StorageError {
            throw .storage(e)
        } catch {
            throw JournalRefusal(.lockFailed(description: "\(error)"))
        }
    }
}

extension HabitsFile {
    /// The habit a person named (its name or id in any case; failing that, without its
    /// accents when only one habit fits: `meditation` finds "Méditation"), or a refusal that
    /// names every habit that fits, or suggests the closest name. Day files do not match this
    /// way: there a mention is its name or id, ignoring case only.
    public func resolve(_ name: String) throws(JournalRefusal) -> Habit {
        if let h = habit(named: name) { return h }
        let folded = LatinFold.key(name)
        let fits = habits.filter { LatinFold.key($0.name) == folded || LatinFold.key($0.id) == folded }
        if fits.count == 1 { return fits[0] }
        if fits.count > 1 {
            throw JournalRefusal(.ambiguousHabit(name: name, candidates: fits))
        }
        let candidates = habits.flatMap { [$0.name, $0.id] }
        let guess = Suggestions.closest(to: name, in: candidates).flatMap { habit(named: $0) }
        throw JournalRefusal(.unknownHabit(name: name, suggestion: guess, known: habits.map(\.name)))
    }
}
