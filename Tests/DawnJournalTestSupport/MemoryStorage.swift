import DawnJournal

/// A journal kept in memory: the test double of `JournalStorage`, so that library tests run
/// whole flows without a file system. It records what a use case did to it.
///
/// It lists what `FolderStorage` lists: names that start with `.` (hidden files and folders,
/// temporary files) are left out of `dayFilePaths()` and `names(in:)`, as the protocol says.
public final class MemoryStorage: JournalStorage {
    public var files: [String: [UInt8]]
    /// Paths written, in order.
    public private(set) var writes: [String] = []
    /// Paths read, in order.
    public private(set) var reads: [String] = []
    /// How many times the lock was taken, and whether it is held now.
    public private(set) var locks = 0
    public private(set) var isLocked = false

    public init(_ files: [String: String] = [:]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// The file at `path` as text (invalid UTF-8 repaired), or nil when there is none.
    public func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }

    public func dayFilePaths() throws(StorageError) -> [String] {
        files.keys.filter { $0.hasPrefix("days/") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }

    public func names(in folder: String) throws(StorageError) -> [String] {
        let prefix = folder + "/"
        let names = files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
            $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
        }
        return Array(Set(names.filter { !$0.hasPrefix(".") }))
    }

    public func read(_ path: String) throws(StorageError) -> [UInt8]? {
        reads.append(path)
        return files[path]
    }

    public func write(_ bytes: [UInt8], to path: String) throws(StorageError) {
        precondition(isLocked, "every write happens under the journal's lock")
        writes.append(path)
        files[path] = bytes
    }

    public func remove(_ path: String) throws(StorageError) {
        precondition(isLocked, "every removal happens under the journal's lock")
        writes.append(path)
        files[path] = nil
    }

    public func withLock<T>(_ body: () throws -> T) throws -> T {
        precondition(!isLocked, "the lock is taken once per use case")
        locks += 1
        isLocked = true
        defer { isLocked = false }
        return try body()
    }

    /// Forgets the reads, writes and locks so far.
    public func resetLog() {
        writes = []
        reads = []
        locks = 0
    }
}
