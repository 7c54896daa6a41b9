#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Tells `serve` when any file of the journal changed, whoever changed it. On Linux, inotify on
/// the journal's folder and each folder under it (new folders are watched as they appear): the
/// server sleeps until the kernel wakes it. Elsewhere, a `stat` of the journal's files each
/// second (`pollSeconds`), and only while a page is listening. Hidden names (the lock file,
/// temporary files of an atomic write) are not changes: the rename that ends a write is.
final class JournalWatcher {
    let root: String
    /// The journal folder with links resolved: folders outside it are not watched.
    let realRoot: String
    /// The folders watched, by device and inode, so that a link back to a folder (two links to
    /// `..` branch into 2^depth paths) is watched once.
    private var visited = Set<FolderStorage.FolderID>()
    /// The descriptor to poll for reading; nil where changes are found by polling.
    private(set) var fd: Int32?
    /// How often to look when there is no descriptor.
    let pollSeconds = 1.0
    private var stamps: [String: FileWatcher.Stamp] = [:]
    #if os(Linux)
    private var folders: [Int32: String] = [:]
    #endif

    init(root: String) {
        self.root = root
        realRoot = Platform.realPath(root) ?? root
        #if os(Linux)
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if fd >= 0 {
            self.fd = fd
            watchTree(root)
            return
        }
        #endif
        stamps = stampsUnder(root)
    }

    /// Whether `folder` is one to look in: inside the journal once links are resolved, and not
    /// looked in already this time (`visited`).
    private func shouldVisit(_ folder: String) -> Bool {
        var st = stat()
        guard let real = Platform.realPath(folder), FolderStorage.lies(real, in: realRoot), stat(folder, &st) == 0
        else { return false }
        return visited.insert(
            FolderStorage.FolderID(
                device: UInt64(truncatingIfNeeded: st.st_dev), inode: UInt64(truncatingIfNeeded: st.st_ino))
        ).inserted
    }

    #if os(Linux)
    private func watchTree(_ folder: String) {
        guard let fd, shouldVisit(folder) else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ONLYDIR)
        let wd = inotify_add_watch(fd, folder, mask)
        guard wd >= 0 else { return }
        folders[wd] = folder
        for name in FileSystem.names(in: folder) ?? [] where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if FileSystem.kind(path) == .folder { watchTree(path) }
        }
    }
    #endif

    /// Whether a journal file changed since the last call: reads the descriptor's events (or
    /// looks at the files) and watches new folders.
    func changed() -> Bool {
        #if os(Linux)
        if let fd {
            var buffer = [UInt8](repeating: 0, count: 16384)
            var changed = false
            while true {
                let n = buffer.withUnsafeMutableBytes { Platform.readSome(fd, $0) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                var i = 0
                while i + MemoryLayout<inotify_event>.size <= n {
                    let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                        let e = raw.loadUnaligned(fromByteOffset: i, as: inotify_event.self)
                        return (e.wd, e.mask, Int(e.len))
                    }
                    let nameStart = i + MemoryLayout<inotify_event>.size
                    let nameBytes = buffer[nameStart..<min(n, nameStart + length)].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    i = nameStart + length
                    if name.hasPrefix(".") { continue }
                    changed = true
                    if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                        let parent = folders[wd]
                    {
                        watchTree(parent + "/" + name)
                    }
                }
            }
            return changed
        }
        #endif
        visited = []
        let now = stampsUnder(root)
        defer { stamps = now }
        return now != stamps
    }

    /// Every visible file under `folder` with its `stat`: each folder once, none outside the journal.
    private func stampsUnder(_ folder: String) -> [String: FileWatcher.Stamp] {
        guard shouldVisit(folder) else { return [:] }
        var out: [String: FileWatcher.Stamp] = [:]
        for name in FileSystem.names(in: folder) ?? [] where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if FileSystem.kind(path) == .folder {
                out.merge(stampsUnder(path)) { a, _ in a }
            } else if let s = FileWatcher.stamp(path) {
                out[path] = s
            }
        }
        return out
    }

    deinit { if let fd { Socket.close(fd) } }
}
