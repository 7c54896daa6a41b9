import DawnJournal

/// A journal kept in memory: the test double of `JournalStorage`, so that library tests run
/// whole flows without a file system. It records what a use case did to it.
final class MemoryStorage: JournalStorage {
    var files: [String: [UInt8]]
    /// Paths written, in order.
    private(set) var writes: [String] = []
    /// Paths read, in order.
    private(set) var reads: [String] = []
    /// How many times the lock was taken, and whether it is held now.
    private(set) var locks = 0
    private(set) var isLocked = false

    init(_ files: [String: String] = [:]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }

    func dayFilePaths() throws(StorageError) -> [String] {
        files.keys.filter { $0.hasPrefix("days/") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }

    func names(in folder: String) throws(StorageError) -> [String] {
        let prefix = folder + "/"
        let names = files.keys.filter { $0.hasPrefix(prefix) }.compactMap { $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init) }
        return Array(Set(names.filter { !$0.hasPrefix(".") }))
    }

    func read(_ path: String) throws(StorageError) -> [UInt8]? {
        reads.append(path)
        return files[path]
    }

    func write(_ bytes: [UInt8], to path: String) throws(StorageError) {
        precondition(isLocked, "every write happens under the journal's lock")
        writes.append(path)
        files[path] = bytes
    }

    func withLock<T>(_ body: () throws -> T) throws -> T {
        precondition(!isLocked, "the lock is taken once per use case")
        locks += 1
        isLocked = true
        defer { isLocked = false }
        return try body()
    }

    func resetLog() {
        writes = []
        reads = []
        locks = 0
    }
}
