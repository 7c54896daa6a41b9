import Dispatch

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
