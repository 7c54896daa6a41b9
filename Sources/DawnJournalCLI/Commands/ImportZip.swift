import DawnJournal

extension ImportLoopCommand {
    /// The files of a ZIP archive by name (`DawnArchive`): refused, with the reason, when it is
    /// not one, is damaged, or holds what an export never does (links out of it, ZIP64, …).
    static func unzip(_ bytes: [UInt8], shownAs written: String) throws -> [String: [UInt8]] {
        do {
            var files: [String: [UInt8]] = [:]
            for entry in try ZipReader.entries(bytes) { files[entry.name] = entry.data }
            return files
        } catch {
            throw CLIFailure("'\(written)' cannot be read as a ZIP archive: \(error.message); nothing was imported")
        }
    }
}
