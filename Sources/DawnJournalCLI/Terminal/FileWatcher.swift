#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Notices when files change on disk, by `stat`: a change of modification time, size or inode
/// (an editor that saves by renaming a new file over the old one), or a file appearing or going.
/// Polling, so it works the same on every system and file system; the loop asks about twice a
/// second.
struct FileWatcher {
    struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    let root: String
    private var paths: [String] = []
    private var stamps: [Stamp?] = []

    init(root: String) { self.root = root }

    /// What `stat` says of a file, or nil when there is none.
    static func stamp(_ path: String) -> Stamp? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        #if canImport(Darwin)
        let time = st.st_mtimespec
        #else
        let time = st.st_mtim
        #endif
        return Stamp(
            seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int64(st.st_size), inode: UInt64(st.st_ino)
        )
    }

    /// Whether any of `paths` (relative to the root) changed since the last call. A new list of
    /// paths (another day shown) is taken as it is, without a change.
    mutating func changed(_ paths: [String]) -> Bool {
        let now = paths.map { Self.stamp(root + "/" + $0) }
        defer {
            self.paths = paths
            stamps = now
        }
        return paths == self.paths && now != stamps
    }
}
