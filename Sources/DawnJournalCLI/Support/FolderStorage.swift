import DawnJournal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The journal as a folder on a POSIX file system: the one `JournalStorage` in the package.
/// It holds only constants, so files can be read from several threads at once.
///
/// Every write is atomic: a temporary file in the same folder, flushed, given the original's
/// permissions, then renamed over the original. The lock is an advisory `flock` on
/// `.dawn-journal.lock` at the journal's root.
final class FolderStorage: ConcurrentlyReadableStorage {
    /// The journal folder, absolute.
    let root: String
    /// Test hook (DAWN_JOURNAL_TEST_CRASH_AFTER_TEMP=1): stop as a crash would, after a
    /// temporary file is written and before it replaces the original.
    let crashAfterTemporaryFile: Bool

    /// What the command is doing (`habit rename Read Reading`): written into the lock file
    /// while the lock is held, and emptied when the command is done, so that the next writer
    /// knows when one was killed half-way. Kept as the command's words and joined only when a
    /// lock is taken, by `concatenated(separator:)` (the first `joined(separator:)` of a run
    /// costs the Swift runtime a scan of the binary's protocol conformances).
    let intent: [String]
    /// What the storage noticed that the person should know (an earlier command that stopped
    /// half-way), for the command line to print.
    let notices = Notices()

    /// The journal folder with links resolved, when reads are kept inside it (`serve`): a file
    /// that a link leads outside it is refused, not read.
    let confinedRoot: String?

    /// - Parameter confined: refuse to read a file that lies outside the journal folder once
    ///   links are resolved (as writes always do), for a server whose clients must see nothing else.
    init(root: String, crashAfterTemporaryFile: Bool = false, intent: [String] = [], confined: Bool = false) {
        self.root = root
        confinedRoot = confined ? Platform.realPath(root) ?? root : nil
        self.crashAfterTemporaryFile = crashAfterTemporaryFile
        self.intent = intent
    }

    /// Messages collected while a command runs; read once it is done.
    final class Notices: @unchecked Sendable {
        private var messages: [String] = []
        private let lock = PlatformLock()

        func add(_ message: String) {
            lock.withLock { messages.append(message) }
        }

        func take() -> [String] {
            lock.withLock {
                let out = messages
                messages = []
                return out
            }
        }
    }

    func path(_ relative: String) -> String { FilePath.join(root, relative) }

    /// The name of a directory entry.
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String { FileSystem.entryName(entry) }

    // MARK: JournalStorage

    func dayFilePaths() throws(StorageError) -> [String] {
        files(under: "days")
    }

    func names(in folder: String) throws(StorageError) -> [String] {
        guard let dir = opendir(path(folder)) else { return [] }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = Self.name(of: entry)
            if !name.hasPrefix(".") { out.append(name) }
        }
        return out
    }

    /// The files under the folder `relative` ("" for the root), as sorted paths from the root:
    /// the one directory walk of the command line. Names starting with "." are skipped with
    /// everything below them; links to folders are followed (once each); a link to nothing is
    /// listed, so that reading it can be reported.
    ///
    /// - Parameter dayFolders: list a folder named like a day file (`2026-11-21.md`) as if it
    ///   were a file, so that it is reported as unreadable, instead of walking into it.
    func files(under relative: String, dayFolders: Bool = true) -> [String] {
        var found: [String] = []
        var links: [String] = []
        var visited = Set<FolderID>()
        walk(relative, dayFolders: dayFolders, visited: &visited, into: &found, links: &links)
        return found.sorted()
    }

    struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// One walk with readdir: the directory entry's type says what is a folder; only links
    /// (and file systems that do not say) cost a `stat`.
    /// - Parameter links: the files listed that are links (the walk knows them from the
    ///   directory entry's type, at no cost).
    private func walk(
        _ relative: String, dayFolders: Bool, visited: inout Set<FolderID>, into found: inout [String],
        links: inout [String]
    ) {
        let folder = relative.isEmpty ? root : path(relative)
        var st = stat()
        guard stat(folder, &st) == 0,
            visited.insert(
                FolderID(device: UInt64(truncatingIfNeeded: st.st_dev), inode: UInt64(truncatingIfNeeded: st.st_ino))
            ).inserted,
            let dir = opendir(folder)
        else { return }
        var folders: [String] = []
        var linkedFolders: [String] = []
        while let entry = readdir(dir) {
            let name = Self.name(of: entry)
            guard !name.hasPrefix(".") else { continue } // hidden, and "." and ".."
            let child = relative.isEmpty ? name : relative + "/" + name
            let type = Int32(entry.pointee.d_type)
            var isFolder = type == Int32(DT_DIR)
            if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
                var target = stat()
                isFolder = stat(path(child), &target) == 0 && (target.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder && !(dayFolders && DayPath(child).isDayFile) {
                if type == Int32(DT_LNK) { linkedFolders.append(child) } else { folders.append(child) }
            } else {
                found.append(child)
                if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) { links.append(child) }
            }
        }
        closedir(dir)
        // Real folders first, then links: a folder reached both ways is read where it is
        // (`days/2020`), not through a link to it (`days/2019 -> 2020`).
        for child in folders.sorted() + linkedFolders.sorted() {
            walk(child, dayFolders: dayFolders, visited: &visited, into: &found, links: &links)
        }
    }

    func read(_ relative: String) throws(StorageError) -> [UInt8]? {
        if let confinedRoot, let real = Platform.realPath(path(relative)), !Self.lies(real, in: confinedRoot) {
            throw StorageError(
                path: relative, reason: "is a link to a file outside the journal folder; it was not read")
        }
        do throws(FileSystem.ReadFailure) {
            return try FileSystem.read(path(relative))
        } catch {
            switch error {
            case .notAFile(let mode): throw StorageError(path: relative, reason: Self.notAFile(mode))
            case .system(EACCES): throw StorageError(path: relative, reason: "cannot be read (permission denied)")
            case .system(let code):
                throw StorageError(path: relative, reason: "cannot be read: \(Platform.errorMessage(code))")
            }
        }
    }

    /// Whether the resolved path `real` is `realRoot` or lies below it.
    static func lies(_ real: String, in realRoot: String) -> Bool {
        real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    /// The files under the folder `relative` that lie outside the journal folder once links are
    /// resolved (a link to a file elsewhere, or a file in a linked folder elsewhere): for lint's
    /// `link-outside-journal`. One walk, as `files(under:)` makes it: each folder is resolved
    /// once, and a file only when the walk saw it is a link; a plain file costs nothing more
    /// (lint's system calls per day file stay those of reading it).
    func filesLeavingJournal(under relative: String) -> [String] {
        guard let realRoot = Platform.realPath(root) else { return [] }
        var found: [String] = []
        var links: [String] = []
        var visited = Set<FolderID>()
        walk(relative, dayFolders: true, visited: &visited, into: &found, links: &links)
        let linked = Set(links)
        var folderInside: [String: Bool] = [:]
        var out: [String] = []
        for file in found {
            let folder = FilePath.parent(file)
            if folderInside[folder] == nil {
                folderInside[folder] = Platform.realPath(path(folder)).map { Self.lies($0, in: realRoot) } ?? true
            }
            if folderInside[folder] == false {
                out.append(file)
            } else if linked.contains(file), let real = Platform.realPath(path(file)), !Self.lies(real, in: realRoot) {
                out.append(file)
            }
        }
        return out.sorted()
    }

    /// Why something that is not a regular file is not read (nor written over).
    static func notAFile(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "is a folder, not a file"
        case S_IFIFO: "is a FIFO (named pipe), not a regular file"
        case S_IFSOCK: "is a socket, not a regular file"
        case S_IFCHR, S_IFBLK: "is a device, not a regular file"
        default: "is not a regular file"
        }
    }

    /// Writes through links: the file that is replaced is the one a link points to (the link
    /// stays a link), and only when it lies inside the journal folder. Creates the file's
    /// folder if needed and writes atomically. Stale temporary files are not looked for here:
    /// a writer that stops half-way leaves its intent in the lock file, and the next `withLock`
    /// sweeps every folder (listing the folder on every write cost `log` a tenth of its time).
    func write(_ bytes: [UInt8], to relative: String) throws(StorageError) {
        let target = try writableTarget(relative)
        let dir = FilePath.parent(target)
        var st = stat()
        if stat(dir, &st) != 0 { // a new year's folder
            do throws(FileSystem.Failure) {
                try FileSystem.createFolders(dir)
            } catch {
                throw StorageError(path: relative, reason: "cannot create \(dir): \(error.message)")
            }
        }
        do { try Self.writeAtomically(bytes, to: target, crashAfterTemporaryFile: crashAfterTemporaryFile) } catch {
            throw StorageError(path: relative, reason: error.reason)
        }
    }

    /// Removes a file (the library asks only under the lock, for a file the command created
    /// itself: `edit`'s unchanged template); through a link, the file it points to.
    func remove(_ relative: String) throws(StorageError) {
        let target = try writableTarget(relative)
        guard unlink(target) == 0 else {
            throw StorageError(path: relative, reason: "cannot remove it: \(Platform.errorMessage())")
        }
    }

    func checkWritable(_ relative: String) throws(StorageError) {
        _ = try writableTarget(relative)
    }

    /// The absolute path a write to `relative` replaces, links resolved: refused when it lies
    /// outside the journal folder, when a link leads nowhere, when something that is not a
    /// regular file is there, or when the file is read-only.
    func writableTarget(_ relative: String) throws(StorageError) -> String {
        guard let realRoot = Platform.realPath(root) else {
            throw StorageError(
                path: relative, reason: "the journal folder \(root) cannot be resolved: \(Platform.errorMessage())")
        }
        func inside(_ p: String) -> Bool { Self.lies(p, in: realRoot) }
        let file = path(relative)
        var st = stat()
        var target: String
        if lstat(file, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK {
            guard let real = Platform.realPath(file) else {
                if errno == ELOOP {
                    throw StorageError(path: relative, reason: "is a loop of links; it was not written")
                }
                throw StorageError(
                    path: relative, reason: "is a link to nothing; it was not written (fix or remove the link)")
            }
            guard inside(real) else {
                throw StorageError(
                    path: relative, reason: "is a link to \(real), outside the journal folder; it was not written")
            }
            target = real
        } else {
            // The nearest folder that exists, resolved, must lie inside the journal; the
            // folders still to create go below it.
            var dir = FilePath.parent(file)
            var missing: [String] = [FilePath.lastComponent(file)]
            var dst = stat()
            while stat(dir, &dst) != 0 {
                var lst = stat()
                if lstat(dir, &lst) == 0, (lst.st_mode & S_IFMT) == S_IFLNK {
                    let shown = String(dir.dropFirst(root.count).drop { $0 == "/" })
                    throw StorageError(
                        path: relative,
                        reason: "its folder \(shown) is a link to nothing; it was not written (fix or remove the link)")
                }
                let parent = FilePath.parent(dir)
                if parent == dir { break }
                missing.insert(FilePath.lastComponent(dir), at: 0)
                dir = parent
            }
            guard let realDir = Platform.realPath(dir) else {
                throw StorageError(
                    path: relative, reason: "its folder \(dir) cannot be resolved: \(Platform.errorMessage())")
            }
            target = ([realDir] + missing).concatenated(separator: "/").replacingAll("//", with: "/")
            guard inside(realDir) else {
                throw StorageError(
                    path: relative,
                    reason:
                        "lies in \(realDir), outside the journal folder (a folder on the way is a link); it was not written"
                )
            }
        }
        var tst = stat()
        if stat(target, &tst) == 0 {
            guard (tst.st_mode & S_IFMT) == S_IFREG else {
                throw StorageError(path: relative, reason: Self.notAFile(tst.st_mode) + "; it was not written")
            }
            // Read-only by its mode (which root's access() would ignore) or to this user.
            if tst.st_mode & 0o222 == 0 {
                throw StorageError(
                    path: relative, reason: "is read-only (no write permission in its mode); it was not written")
            }
            if access(target, W_OK) != 0 {
                throw StorageError(
                    path: relative, reason: "is read-only (\(Platform.errorMessage())); it was not written")
            }
        }
        return target
    }

    func withLock<T>(_ body: () throws -> T) throws -> T {
        let lockFile = ".dawn-journal.lock"
        // O_NOFOLLOW, and a regular file with one name: the lock file is written to, so a link
        // planted in its place must never lead the write to another file.
        let fd = open(path(lockFile), O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard fd >= 0 else {
            if errno == ELOOP {
                throw StorageError(
                    path: lockFile,
                    reason: "the journal's lock file is a link; remove it (dawn-journal makes a plain file)")
            }
            throw StorageError(path: lockFile, reason: "cannot open the journal lock: \(Platform.errorMessage())")
        }
        defer { close(fd) }
        var lst = stat()
        guard fstat(fd, &lst) == 0, (lst.st_mode & S_IFMT) == S_IFREG, lst.st_nlink == 1 else {
            throw StorageError(
                path: lockFile,
                reason:
                    "the journal's lock file is not a plain file of its own (a folder, a device, or a file with another name too); remove it"
            )
        }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw StorageError(path: lockFile, reason: "cannot lock the journal: \(Platform.errorMessage())")
            }
        }
        defer { flock(fd, LOCK_UN) }
        // Git writing the work tree (a merge, a pull) or stopped in the middle of an operation:
        // a line written now would be written over or taken away by Git's next step.
        try GitOperation.check(root)
        // A lock file that is not empty: the last writer was stopped before it was done. Its
        // temporary files may lie in any folder of the journal: sweep them all.
        var st = stat()
        if fstat(fd, &st) == 0, st.st_size > 0 {
            var buffer = [UInt8](repeating: 0, count: min(Int(st.st_size), 4096))
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
            let earlier = HabitName.trimmed(String(decoding: buffer.prefix(max(n, 0)), as: UTF8.self))
            let removed = sweepAllTemporaries()
            let command = earlier.isEmpty ? "an earlier command" : "an earlier command (dawn-journal \(earlier))"
            notices.add(
                "\(command) stopped before it finished, and its last change may not have been saved"
                    + (removed > 0 ? " (\(removed) temporary file\(removed == 1 ? "" : "s") removed)" : "")
                    + "; every file is whole: check, and run it again if needed (a rename or a purge finishes that way)"
            )
        }
        let record = Array((intent.concatenated(separator: " ") + "\n").utf8)
        _ = ftruncate(fd, 0)
        _ = record.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        defer { _ = ftruncate(fd, 0) }
        return try body()
    }

    /// Removes temporary files from every real folder of the journal (a write through a link
    /// to a folder inside it lands in one of them; links are not followed, so nothing outside
    /// the journal is touched; hidden folders such as .git are left alone). Returns how many.
    func sweepAllTemporaries() -> Int {
        var count = 0
        var folders = [root]
        while let folder = folders.popLast() {
            count += Self.sweepTemporaries(in: folder)
            guard let dir = opendir(folder) else { continue }
            while let entry = readdir(dir) {
                let name = Self.name(of: entry)
                guard !name.hasPrefix(".") else { continue }
                let child = FilePath.join(folder, name)
                var cst = stat()
                if lstat(child, &cst) == 0, (cst.st_mode & S_IFMT) == S_IFDIR { folders.append(child) }
            }
            closedir(dir)
        }
        return count
    }

    // MARK: Atomic writes

    /// Replaces (or creates) the absolute `path` with `bytes` atomically, keeping the
    /// original's permissions. The error's reason says what failed. Only a regular file is
    /// replaced: a folder, a device (`/dev/null`), a FIFO or a socket at `path` is refused
    /// before anything is written (a rename would put a plain file in its place), and so is a
    /// link to nothing (the link would be replaced by the file).
    ///
    /// - Parameter durable: `fsync` the temporary file before the rename, so that a crash of
    ///   the machine leaves the old file or the new one on disk. Only a scratch file of another
    ///   program, read back at once and then deleted by it, is written without (the merge
    ///   driver's OURS, which Git reads when the driver exits).
    static func writeAtomically(
        _ bytes: [UInt8], to path: String, crashAfterTemporaryFile: Bool = false, durable: Bool = true
    ) throws(StorageError) {
        var existing = stat()
        var link = stat()
        if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK, stat(path, &existing) != 0 {
            throw StorageError(path: path, reason: "is a link to nothing; it was not written (fix or remove the link)")
        }
        if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) != S_IFREG {
            throw StorageError(path: path, reason: Self.notAFile(existing.st_mode) + "; it was not written")
        }
        let dir = FilePath.parent(path)
        let name = FilePath.lastComponent(path)
        var template = Array(FilePath.join(dir, ".\(name).dawn-tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw StorageError(
                path: path, reason: "cannot create a temporary file in \(dir): \(Platform.errorMessage())")
        }
        let tempPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer { if !ok { unlink(tempPath) } }
        var mode: mode_t = 0o644
        var st = stat()
        if stat(path, &st) == 0 { mode = st.st_mode & 0o7777 }
        let written = bytes.withUnsafeBytes { Platform.writeAll(fd, $0) }
        guard written, fchmod(fd, mode) == 0, !durable || fsync(fd) == 0 else {
            let message = Platform.errorMessage()
            close(fd)
            throw StorageError(path: path, reason: "writing the temporary file failed: \(message)")
        }
        close(fd)
        if crashAfterTemporaryFile {
            ok = true
            exit(70)
        }
        guard rename(tempPath, path) == 0 else {
            throw StorageError(path: path, reason: "replacing the file failed: \(Platform.errorMessage())")
        }
        ok = true
    }

    /// Whether `name` is one of our temporary files (`.NAME.dawn-tmp-XXXXXX`), compared as
    /// bytes: `String.contains(String)` would load the string-processing runtime for it.
    static func isTemporaryName(_ name: String) -> Bool {
        let marker = Array(".dawn-tmp-".utf8)
        var bytes = name.utf8[...]
        while bytes.count >= marker.count {
            if bytes.starts(with: marker) { return true }
            bytes = bytes.dropFirst()
        }
        return false
    }

    /// Removes temporary files a crashed writer left in `dir` (`.NAME.dawn-tmp-XXXXXX`).
    /// Called under the journal lock, when no other writer can be using them.
    @discardableResult
    static func sweepTemporaries(in dir: String) -> Int {
        guard let folder = opendir(dir) else { return 0 }
        defer { closedir(folder) }
        var stale: [String] = []
        while let entry = readdir(folder) {
            // Only hidden names can be ours: look no further at the others.
            guard entry.pointee.d_name.0 == CChar(UInt8(ascii: ".")) else { continue }
            let name = Self.name(of: entry)
            if Self.isTemporaryName(name) { stale.append(name) }
        }
        for name in stale { unlink(FilePath.join(dir, name)) }
        return stale.count
    }
}
