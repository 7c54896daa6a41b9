import DawnJournal

extension ImportLoopCommand {
    /// The ZIP limits of an import: a file inflates to at most `LoopArchive.Limits.default.fileBytes`.
    static let zipLimits = ZipLimits(
        maxEntries: ZipLimits.default.maxEntries, maxEntrySize: LoopArchive.Limits.default.fileBytes,
        maxTotalSize: ZipLimits.default.maxTotalSize)

    /// The export in a ZIP archive (`DawnArchive`), read in two passes over its central
    /// directory: Habits.csv, then each habit's Checkmarks.csv, each inflated only when it is
    /// read and dropped after; Scores.csv and the rest are never inflated. Refused, with the
    /// reason, when it is not an archive, is damaged, or holds what an export never does
    /// (links out of it, ZIP64, …).
    static func unzip(_ bytes: [UInt8], shownAs written: String) throws -> LoopArchive {
        do {
            var names: [String] = []
            try ZipReader.forEachEntry(
                bytes, limits: zipLimits,
                including: {
                    names.append($0)
                    return false
                }, { _ in })
            guard let habitsPath = LoopArchive.habitsCSV(among: names) else { throw noHabits }
            var habits: [UInt8] = []
            try ZipReader.forEachEntry(bytes, limits: zipLimits, including: { $0 == habitsPath }, { habits = $0.data })
            var archive = try LoopArchive(habitsCSV: habits, path: habitsPath)
            var refusal: JournalRefusal?
            try ZipReader.forEachEntry(
                bytes, limits: zipLimits, including: { refusal == nil && archive.reads($0) },
                { entry in
                    do throws(JournalRefusal) { try archive.addCheckmarks(entry.data, path: entry.name) } catch {
                        refusal = error
                    }
                })
            if let refusal { throw refusal }
            return archive
        } catch let error as ZipError {
            throw CLIFailure("'\(written)' cannot be read as a ZIP archive: \(error.message); nothing was imported")
        }
    }
}
