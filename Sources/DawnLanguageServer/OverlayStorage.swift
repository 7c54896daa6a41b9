import DawnJournal

/// A journal's storage with the editor's open documents over it, and writes kept in memory
/// instead of made: for use cases run on the unsaved text (a hover's counts, the text that
/// "add this habit" would give).
final class OverlayStorage: JournalStorage {
    let base: any JournalStorage
    let overrides: [String: [UInt8]]
    private(set) var written: [String: [UInt8]] = [:]

    init(base: any JournalStorage, overrides: [String: [UInt8]]) {
        self.base = base
        self.overrides = overrides
    }

    func dayFilePaths() throws(StorageError) -> [String] {
        let open = overrides.keys.filter { $0.hasPrefix("days/") }
        return Array(Set(try base.dayFilePaths() + open)).sorted()
    }

    func names(in folder: String) throws(StorageError) -> [String] {
        var names = Set(try base.names(in: folder))
        for path in overrides.keys where path.hasPrefix(folder + "/") {
            let rest = path.dropFirst(folder.count + 1)
            if let name = rest.split(separator: "/").first { names.insert(String(name)) }
        }
        return Array(names)
    }

    func read(_ path: String) throws(StorageError) -> [UInt8]? {
        if let bytes = written[path] ?? overrides[path] { return bytes }
        return try base.read(path)
    }

    func write(_ bytes: [UInt8], to path: String) throws(StorageError) { written[path] = bytes }

    func withLock<T>(_ body: () throws -> T) throws -> T { try body() }
}
