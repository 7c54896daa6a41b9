/// What `undo` did.
public struct UndoOutcome: Sendable, Equatable, UndoableOutcome {
    /// The files it changed, from the journal's root.
    public var paths: [String]
    /// The inverse of the undo (undoing it again redoes the edit); nil when it changed nothing.
    public var undo: JournalUndo?
}

extension JournalService {
    /// Undoes one write (`JournalUndo`, from a use case's outcome or an earlier undo) under the
    /// journal's lock: in every file it names, the lines the write left are replaced by the
    /// lines that were there before, in the same place and byte for byte. Lines elsewhere in
    /// the file, another program's included, are kept as they are. Refused, leaving every file
    /// untouched, when a line the write left is no longer there (`undoConflict`) or when the
    /// result would not read back without an error (`undoWouldBreak`).
    public func undo(_ undo: JournalUndo) throws(JournalRefusal) -> UndoOutcome {
        try undoable { () throws(JournalRefusal) -> UndoOutcome in
            var results: [(path: String, bytes: [UInt8]?)] = []
            for file in undo.files {
                let result = try file.undone(try readDay(file.path))
                if let result { try Self.checkReadable(result, file.path) }
                results.append((file.path, result))
            }
            for result in results {
                do throws(StorageError) { try storage.checkWritable(result.path) } catch {
                    throw .storage(error, undone: .change)
                }
            }
            for result in results {
                if let bytes = result.bytes {
                    try write(bytes, to: result.path)
                } else {
                    try removeFile(result.path)
                }
            }
            return UndoOutcome(paths: undo.paths)
        }
    }

    /// Removes a file the undone write had created; a storage that cannot remove files keeps
    /// it, empty.
    func removeFile(_ path: String) throws(JournalRefusal) {
        do throws(StorageError) {
            try storage.remove(path)
            writeLog.wrote(path, nil)
        } catch {
            try write([], to: path)
        }
    }

    /// Refuses a file an undo would leave unreadable: a day file with an error, a habits.toml
    /// that is not TOML (the lines around the write were edited since).
    static func checkReadable(_ bytes: [UInt8], _ path: String) throws(JournalRefusal) {
        let error: Diagnostic?
        if path == habitsPath {
            error = HabitsParser.parse(bytes).diagnostics.first { $0.code == .habitsSyntax }
        } else {
            error = DayParser.parse(bytes).diagnostics.first { $0.severity == .error }
        }
        if var error {
            error.path = path
            throw JournalRefusal(.undoWouldBreak(error), file: path, at: error.range)
        }
    }
}
