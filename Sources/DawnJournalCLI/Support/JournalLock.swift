import Foundation

/// An advisory lock on the whole journal, held by every command that writes, so that
/// concurrent writers (50 `log`s at once) take turns instead of losing each other's lines.
///
/// The lock file is `.dawn-journal.lock` at the journal's root; it is empty and may be kept
/// in or out of Git.
final class JournalLock {
    private let fd: Int32

    init(_ journal: JournalLocation) throws {
        let path = journal.path(".dawn-journal.lock")
        fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CLIFailure("cannot open the journal lock \(path): \(FileStore.systemError())") }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(fd)
                throw CLIFailure("cannot lock the journal (\(path)): \(FileStore.systemError())")
            }
        }
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
