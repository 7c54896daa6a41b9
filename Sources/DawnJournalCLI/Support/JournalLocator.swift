import DawnJournal

/// Finds the journal a command works on.
///
/// `--journal DIR`, else `$DAWN_JOURNAL`, else the nearest folder at or above the current one
/// that holds habits.toml: `JournalFolder`'s rule, which the language server and the merge
/// driver follow too.
struct JournalLocation {
    /// The journal folder, absolute.
    var root: String
    /// How to show paths inside it: the folder as the person named it, or "" when it is the
    /// current folder.
    var displayPrefix: String

    /// A path inside the journal, shown from where the person stands.
    func display(_ relative: String) -> String { displayPrefix + relative }

    func path(_ relative: String) -> String { FilePath.join(root, relative) }

    /// The journal's path for the absolute `path` (links in it resolved when the plain
    /// spelling does not lie inside), or nil when it is outside the journal; "" for the root.
    func relative(_ path: String) -> String? {
        func inside(_ p: String, _ root: String) -> String? {
            if p == root { return "" }
            let prefix = root.hasSuffix("/") ? root : root + "/"
            return p.hasPrefix(prefix) ? String(p.dropFirst(prefix.count)) : nil
        }
        let plain = FilePath.standardized(path)
        if let r = inside(plain, FilePath.standardized(root)) { return r }
        guard let realRoot = Platform.realPath(root) else { return nil }
        // The folder resolved, the last name kept: a link named as a day file stays itself.
        let folder = FilePath.parent(plain)
        guard let realFolder = Platform.realPath(folder) else { return nil }
        let resolved =
            plain == "/"
            ? realFolder : FilePath.join(realFolder, FilePath.lastComponent(plain))
        return inside(resolved, realRoot)
    }

    static func locate(option: String?, context: CLIContext, from start: String? = nil) throws -> JournalLocation {
        if let dir = option ?? context.environment["DAWN_JOURNAL"].flatMap({ $0.isEmpty ? nil : $0 }) {
            let root = context.absolute(dir)
            guard FileSystem.kind(root) == .folder else {
                throw CLIFailure("no journal at '\(dir)': no such folder. Create one with 'dawn-journal init \(dir)'.")
            }
            guard exists(JournalFolder.markerPath(in: root)) else {
                throw CLIFailure(
                    "'\(dir)' is not a journal: it has no habits.toml. Create one with 'dawn-journal init \(dir)'.")
            }
            return JournalLocation(root: root, displayPrefix: prefix(root: root, context: context))
        }
        if let dir = JournalFolder.nearest(from: start ?? context.currentDirectory, exists: exists) {
            return JournalLocation(root: dir, displayPrefix: prefix(root: dir, context: context))
        }
        throw CLIFailure(
            "no journal found: no habits.toml in \(start ?? context.currentDirectory) or any folder above it. Create one with 'dawn-journal init', pass --journal DIR, or export DAWN_JOURNAL=DIR to use one journal from any folder."
        )
    }

    /// Whether anything is at `path` (a link: what it points to): what `JournalFolder` asks.
    static func exists(_ path: String) -> Bool { FileSystem.exists(path) }

    static func prefix(root: String, context: CLIContext) -> String {
        if root == context.currentDirectory { return "" }
        if root.hasPrefix(context.currentDirectory + "/") {
            return String(root.dropFirst(context.currentDirectory.count + 1)) + "/"
        }
        return root.hasSuffix("/") ? root : root + "/"
    }
}
