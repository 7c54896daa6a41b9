/// Where a journal is, found from a folder: the one rule of every front end (the command line,
/// the language server, the merge driver), so that they never disagree on which journal a file
/// belongs to. A journal is the nearest folder, at or above the one a search starts from, that
/// holds something named habits.toml: a file, a link, or even a folder, so that a habits.toml
/// that cannot be read is reported as such (`unreadable-file`), never passed over for a journal
/// further up. The command line's `--journal` and `$DAWN_JOURNAL` name a journal instead of
/// searching, and the folder they name must hold habits.toml too.
package enum JournalFolder {
    /// The file that makes a folder a journal.
    package static let marker = "habits.toml"

    /// The path of `marker` in `folder` ("" the current folder, "/" the root).
    package static func markerPath(in folder: String) -> String {
        folder.isEmpty ? marker : folder.hasSuffix("/") ? folder + marker : folder + "/" + marker
    }

    /// The nearest journal at or above `start`, spelled as a prefix of `start` ("/" for the
    /// root; "" for the current folder when `start` is relative), or nil when there is none.
    /// - Parameters:
    ///   - start: a folder, absolute or relative to the current one ("" is the current one).
    ///   - exists: whether anything is at a path: the front end's look at its files (the
    ///     library reads none).
    package static func nearest(from start: String, exists: (String) -> Bool) -> String? {
        var folder = start
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        while true {
            if exists(markerPath(in: folder)) { return folder }
            guard let up = parent(of: folder) else { return nil }
            folder = up
        }
    }

    /// The folder above `folder`: "/a" for "/a/b", "/" for "/a", "" for "a"; nil above the root
    /// or the current folder.
    static func parent(of folder: String) -> String? {
        if folder.isEmpty || folder == "/" { return nil }
        guard let slash = folder.lastIndex(of: "/") else { return "" }
        return slash == folder.startIndex ? "/" : String(folder[..<slash])
    }
}
