#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// `serve --token-file`: a secret kept in a file only its owner can read.
enum TokenFile {
    /// The file's text, or nil when there is no file. Refuses a link, anything but a plain
    /// file, a file of another user, and one that others may read or write. A FIFO is refused
    /// at once, never waited on (`O_NONBLOCK`).
    static func read(_ path: String) throws -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw CLIFailure("\(path): \(Platform.errorMessage())")
        }
        defer { Socket.close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_uid == getuid() else {
            throw CLIFailure("\(path): not a plain file of your own")
        }
        guard st.st_mode & 0o077 == 0 else {
            throw CLIFailure("\(path): others may read it; make it yours alone (chmod 600) or delete it")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65536 {
            let n = chunk.withUnsafeMutableBytes { Platform.readSome(fd, $0) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` to a new file of mode 0600; refuses when `path` exists meanwhile.
    static func create(_ path: String, _ text: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw CLIFailure("cannot create \(path): \(Platform.errorMessage())") }
        defer { Socket.close(fd) }
        var text = text
        let ok = text.withUTF8 { Platform.writeAll(fd, UnsafeRawBufferPointer($0)) }
        guard ok, fsync(fd) == 0 else { throw CLIFailure("cannot write \(path): \(Platform.errorMessage())") }
    }
}
