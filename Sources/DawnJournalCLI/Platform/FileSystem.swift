#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Files and folders by absolute path, through the C library: what is there, reading a file
/// whole, creating folders. `FolderStorage` builds the journal's storage on these; commands
/// that read files outside a journal (`merge-driver`, `import`, `git-setup`) use them directly.
enum FileSystem {
    /// What a path names, links followed.
    enum Kind: Equatable {
        case file
        case folder
        /// A FIFO, a socket or a device.
        case other
    }

    /// Why a file could not be read.
    enum ReadFailure: Error {
        /// Something that is not a regular file is there (its `st_mode`).
        case notAFile(mode_t)
        /// The system refused (`errno`).
        case system(Int32)
    }

    /// A failure of the system, with its message (`strerror`).
    struct Failure: Error {
        var code: Int32
        var message: String { Platform.errorMessage(code) }
    }

    /// What `path` names (links followed), or nil when nothing is there.
    static func kind(_ path: String) -> Kind? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// Whether anything is at `path` (links followed: a link to nothing is not).
    static func exists(_ path: String) -> Bool { kind(path) != nil }

    /// Whether `path` is a regular file this process may run.
    static func isExecutableFile(_ path: String) -> Bool {
        kind(path) == .file && access(path, X_OK) == 0
    }

    /// The size in bytes of what `path` names, or nil.
    static func size(_ path: String) -> Int? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return Int(st.st_size)
    }

    /// Where the link at `path` leads, as written in it; nil when `path` is not a link.
    static func linkTarget(_ path: String) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return nil }
        var buffer = [UInt8](repeating: 0, count: max(Int(st.st_size), 255) + 1)
        let n = buffer.withUnsafeMutableBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { readlink(path, $0, b.count) }
        }
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<min(n, buffer.count)], as: UTF8.self)
    }

    /// The names in the folder `path`, hidden ones too ("." and ".." aside), or nil when it
    /// cannot be listed.
    static func names(in path: String) -> [String]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = entryName(entry)
            if name != "." && name != ".." { out.append(name) }
        }
        return out
    }

    /// The name of a directory entry.
    static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The bytes of the regular file at `path`, or nil when there is none (`ENOENT`,
    /// `ENOTDIR`): `open`, `fstat`, one `read` of the size it gives, `close`. A FIFO is never
    /// waited on (`O_NONBLOCK`) but refused as not a file, as a folder or a device is. A file
    /// that says it is empty (or grows while it is read) is read on to its end.
    static func read(_ path: String) throws(ReadFailure) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .system(errno)
        }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) != S_IFREG { throw .notAFile(st.st_mode) }
        let expected = Int(max(st.st_size, 0))
        var capacity = expected + 1 // one more byte, to see the end without asking again
        var bytes = [UInt8](repeating: 0, count: capacity)
        var size = 0
        while true {
            if size == capacity {
                bytes.append(contentsOf: repeatElement(0, count: capacity))
                capacity *= 2
            }
            let n = bytes.withUnsafeMutableBytes {
                Platform.readSome(fd, UnsafeMutableRawBufferPointer(rebasing: $0[size...]))
            }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw .system(errno) }
            if n == 0 { break }
            size += n
            if expected > 0, size == expected { break } // all of it, as fstat said
        }
        bytes.removeLast(capacity - size)
        return bytes
    }

    /// The bytes of the file at `path`, or nil when it is missing or cannot be read.
    static func contents(_ path: String) -> [UInt8]? {
        (try? read(path)) ?? nil
    }

    /// Creates the folder `path` and every missing folder above it (`mkdir -p`); nothing when
    /// it exists as a folder.
    static func createFolders(_ path: String) throws(Failure) {
        if kind(path) == .folder { return }
        let parent = FilePath.parent(path)
        if !parent.isEmpty, parent != path, kind(parent) != .folder { try createFolders(parent) }
        if mkdir(path, 0o777) != 0 {
            let code = errno
            if code == EEXIST, kind(path) == .folder { return }
            throw Failure(code: code)
        }
    }
}
