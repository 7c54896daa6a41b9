/// What the library needs from wherever a journal is kept: the names of the files under
/// `days/`, reading one file, writing one atomically, and a lock for read-modify-write.
///
/// The library never touches a file system itself. The command line brings a POSIX folder
/// (`FolderStorage` in DawnJournalCLI); an app can bring its own (a document package, a
/// database, memory in tests). Paths are relative to the journal's root, with `/` separators:
/// `habits.toml`, `days/2026/2026-11-21.md`.
public protocol JournalStorage {
    /// Every file under `days/`, as sorted paths from the journal's root. Names that start with
    /// `.` (hidden files and folders: editors' and our own temporary files) are left out. A
    /// folder named like a day file is listed as if it were one, so that reading it can be
    /// reported. No journal folder, or no `days/`, lists nothing.
    func dayFilePaths() throws(StorageError) -> [String]

    /// The names in one folder (`days`, `days/2026`), not recursive, hidden names left out, in
    /// any order; none when there is no such folder. Views use it to find the journal's first
    /// day without listing every year.
    func names(in folder: String) throws(StorageError) -> [String]

    /// The bytes of the file at `path`, or nil when there is no such file.
    /// - Throws: `StorageError` when the file exists but cannot be read.
    func read(_ path: String) throws(StorageError) -> [UInt8]?

    /// Replaces (or creates, with its folders) the file at `path` with `bytes`, atomically: a
    /// reader sees either the old bytes or the new ones, never a mix, even after a crash.
    func write(_ bytes: [UInt8], to path: String) throws(StorageError)

    /// Runs `body` while holding the journal's exclusive lock, so that concurrent writers take
    /// turns instead of losing each other's lines.
    func withLock<T>(_ body: () throws -> T) throws -> T

    /// Throws the error `write(_:to:)` would throw for `path` before writing anything (the
    /// file is read-only, or lies outside the journal), where that can be known: commands
    /// that change several files ask for each before the first write, so that a refusal
    /// leaves every file as it was. The default says yes.
    func checkWritable(_ path: String) throws(StorageError)

    /// Removes the file at `path` (called under the lock, for a file the command created
    /// itself: `edit`'s unchanged template). The default refuses: a storage that cannot
    /// remove files keeps them.
    func remove(_ path: String) throws(StorageError)
}

extension JournalStorage {
    public func checkWritable(_ path: String) throws(StorageError) {}

    public func remove(_ path: String) throws(StorageError) {
        throw StorageError(path: path, reason: "cannot be removed here; it was left as it is")
    }
}

/// A storage whose `read` may be called from several threads at once (it holds no mutable
/// state, or guards it). `lint` then reads the day files on every core, beside the parsing,
/// instead of one after the other.
public protocol ConcurrentlyReadableStorage: JournalStorage, Sendable {}

/// Why storage could not do what was asked.
public struct StorageError: Error, Sendable, Equatable {
    /// The file or folder concerned, from the journal's root.
    public var path: String
    /// What went wrong, lower-case: "is a folder, not a file", "permission denied".
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
