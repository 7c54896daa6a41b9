import DawnJournal
import DawnServe

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// `open(2)`, which the type's own `open` would hide.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }

/// `serve`'s private state for one journal, kept outside it (the journal is synced; this is not):
/// `$XDG_STATE_HOME/dawn-journal/serve/NAME-HASH/` (`~/.local/state` when unset), a folder of mode
/// 0700 holding `token` (the sign-in token), `devices` (each signed-in device: a hash of its
/// secret, never the secret), `answers` (the idempotent writes' answers of the last day) and
/// `lock` (taken by the server and `dawn-journal devices` around each change of `devices`).
struct ServeState {
    let folder: String

    var tokenPath: String { FilePath.join(folder, "token") }
    var devicesPath: String { FilePath.join(folder, "devices") }
    var answersPath: String { FilePath.join(folder, "answers") }

    /// The state folder of the journal at `root`: named after the journal's folder and a hash of
    /// its full path with links resolved, so two journals never share one.
    /// nil when neither XDG_STATE_HOME nor HOME names a folder.
    static func folder(journal root: String, _ context: CLIContext) -> String? {
        var base = context.environment["XDG_STATE_HOME"] ?? ""
        if !base.hasPrefix("/") {
            guard let home = context.environment["HOME"], home.hasPrefix("/") else { return nil }
            base = FilePath.join(home, ".local/state")
        }
        let real = Platform.realPath(root) ?? root
        let name = FilePath.lastComponent(real).unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
        let hash = SHA256.hex(Array(real.utf8)).prefix(12)
        return FilePath.join(base, "dawn-journal/serve/\(String(String.UnicodeScalarView(name)).prefix(40))-\(hash)")
    }

    /// The state of the journal at `root`, its folder made (mode 0700) when `create`; refuses a
    /// folder of another user or one others may enter.
    static func at(journal root: String, create: Bool, _ context: CLIContext) throws -> ServeState? {
        guard let folder = folder(journal: root, context) else { return nil }
        if !FileSystem.exists(folder) {
            guard create else { return nil }
            do {
                try FileSystem.createFolders(folder)
            } catch {
                throw CLIFailure("cannot make \(folder): \(Platform.errorMessage())")
            }
            chmod(folder, 0o700)
        }
        var st = stat()
        guard lstat(folder, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, st.st_uid == getuid() else {
            throw CLIFailure("\(folder): not a folder of your own; serve keeps its sign-in there")
        }
        guard st.st_mode & 0o077 == 0 else {
            throw CLIFailure("\(folder): others may enter it; make it yours alone (chmod 700)")
        }
        return ServeState(folder: folder)
    }

    /// The sign-in token: the one kept here (made on first use), or a new one with `new` (the
    /// devices signed in with the old one are ended by the caller).
    func token(new: Bool) throws -> String {
        if !new, FileSystem.exists(tokenPath) { return try ServeCommand.tokenFile(tokenPath) }
        let token = try ServeCommand.newSecret()
        try Self.writePrivate(token + "\n", to: tokenPath)
        return token
    }

    /// Writes `text` to `path` atomically, mode 0600.
    static func writePrivate(_ text: String, to path: String) throws {
        if !FileSystem.exists(path) { try TokenFile.create(path, "") }
        do {
            try FolderStorage.writeAtomically(Array(text.utf8), to: path)
        } catch {
            throw CLIFailure("cannot write \(path): \(error.reason)")
        }
    }

    /// Runs `body` with `lock` held (`flock`), so the server and `devices` never write over each
    /// other's change.
    func locked<T>(_ body: () throws -> T) throws -> T {
        let fd = systemOpen(FilePath.join(folder, "lock"), O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw CLIFailure("cannot open \(folder)/lock: \(Platform.errorMessage())") }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw CLIFailure("cannot lock \(folder)/lock: \(Platform.errorMessage())") }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// The devices as the file says now.
    func devices() -> DeviceList {
        DeviceList(text: FileSystem.contents(devicesPath).map { String(decoding: $0, as: UTF8.self) } ?? "")
    }

    /// Changes the devices under the lock: read, `change`, write; the list written.
    func updateDevices(_ change: (inout DeviceList) throws -> Void) throws -> DeviceList {
        try locked {
            var list = devices()
            try change(&list)
            try Self.writePrivate(list.text, to: devicesPath)
            return list
        }
    }

    /// The store `Sessions` keeps the devices in; `changed` is a `stat` of the file.
    func sessionsStore() -> Sessions.Store {
        var last: [Int] = []
        let path = devicesPath
        func stamp() -> [Int] {
            var st = stat()
            guard stat(path, &st) == 0 else { return [] }
            #if canImport(Darwin)
            let time = st.st_mtimespec
            #else
            let time = st.st_mtim
            #endif
            return [Int(st.st_ino), Int(st.st_size), Int(time.tv_sec), Int(time.tv_nsec)]
        }
        return Sessions.Store(
            read: {
                last = stamp()
                return FileSystem.contents(path).map { String(decoding: $0, as: UTF8.self) }
            },
            changed: { stamp() != last },
            update: { change in
                // The file's stamp taken under the lock, so a `devices revoke` just after is seen.
                try? locked {
                    var list = devices()
                    change(&list)
                    try Self.writePrivate(list.text, to: path)
                    last = stamp()
                    return list
                }
            })
    }

    /// The store of the idempotent answers: the file read at start, a line appended per write.
    func answersStore() -> IdempotentAnswers.Store {
        let path = answersPath
        return IdempotentAnswers.Store(
            read: { FileSystem.contents(path).map { String(decoding: $0, as: UTF8.self) } },
            append: { line in
                let fd = systemOpen(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0o600)
                guard fd >= 0 else { return }
                var line = line
                _ = line.withUTF8 { Platform.writeAll(fd, UnsafeRawBufferPointer($0)) }
                fsync(fd)
                close(fd)
            },
            rewrite: { text in try? Self.writePrivate(text, to: path) })
    }
}
