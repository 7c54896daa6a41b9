/// What a use case wrote under the lock, with what each file held before its first write: the
/// makings of its undo. The service keeps one, started by `locked` and read by `undoable`.
final class WriteLog {
    /// The bytes each file held when the use case first read or wrote it (nil: no file), and
    /// the bytes it wrote last (nil: none yet, or it removed the file).
    private var files: [(path: String, before: [UInt8]?, after: [UInt8]?, wrote: Bool)] = []
    /// How many `locked` calls are running: only the outermost starts the log.
    var depth = 0

    func start() { files = [] }

    /// Whether the file's first bytes are known.
    func knows(_ path: String) -> Bool { files.contains { $0.path == path } }

    /// The file as a read found it, before any write of this use case.
    func read(_ path: String, _ bytes: [UInt8]?) {
        guard depth > 0, !knows(path) else { return }
        files.append((path, bytes, bytes, false))
    }

    /// The file as a write (nil: a removal) left it.
    func wrote(_ path: String, _ bytes: [UInt8]?) {
        guard depth > 0, let k = files.firstIndex(where: { $0.path == path }) else { return }
        files[k].after = bytes
        files[k].wrote = true
    }

    /// The inverse of what was written; nil when nothing changed.
    var undo: JournalUndo? {
        JournalUndo(changes: files.filter(\.wrote).map { ($0.path, $0.before, $0.after) })
    }
}

/// The outcome of a use case that writes: it carries the inverse of its write.
protocol UndoableOutcome {
    var undo: JournalUndo? { get set }
}

extension JournalService {
    /// `locked`, with the inverse of what `body` wrote set on its outcome.
    func undoable<T: UndoableOutcome>(_ body: () throws(JournalRefusal) -> T) throws(JournalRefusal) -> T {
        var outcome = try locked(body)
        outcome.undo = writeLog.undo
        return outcome
    }
}
