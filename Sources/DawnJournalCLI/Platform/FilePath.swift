/// Paths as the command line spells them: strings with `/` between names. What Foundation's
/// `NSString` path methods did, written out so that their exact results are kept (tests in
/// `PlatformTests`): joining, the parent, the last name, and the standard form of an absolute
/// path (`.` and `..` taken out, links resolved as the path is read from the left).
enum FilePath {
    /// `name` appended to `base` with one `/` between (none added when `base` ends with one);
    /// either alone when the other is empty.
    static func join(_ base: String, _ name: String) -> String {
        if base.isEmpty { return name }
        if name.isEmpty { return base }
        return base.utf8.last == UInt8(ascii: "/") ? base + name : base + "/" + name
    }

    /// The path without its last name: `/a/b/` → `/a`, `/a` → `/`, `a` → "", `/` → `/`.
    /// Repeated slashes count as one.
    static func parent(_ path: String) -> String {
        let bytes = trimmed(compressed(Array(path.utf8)))
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == 0 { return "/" }
        return String(decoding: bytes[..<slash], as: UTF8.self)
    }

    /// The last name of the path: `/a/b/` → `b`, `/` → `/`, "" → "".
    static func lastComponent(_ path: String) -> String {
        let bytes = trimmed(Array(path.utf8))
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), bytes.count > 1 else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }

    /// The standard form of an absolute path, as Foundation's `standardizingPath` made it on
    /// Linux: read from the left, `.` and empty names dropped, `..` takes the last name off what
    /// is resolved so far, and a name that is a link is replaced by where it leads when that
    /// exists (a relative link from its own folder; that target put in standard form too).
    /// `/private/x` becomes `/x` when that exists (macOS's `/tmp`). A relative path loses its
    /// trailing slashes only.
    static func standardized(_ path: String) -> String { standardized(path, depth: 0) }

    private static func standardized(_ path: String, depth: Int) -> String {
        guard path.utf8.first == UInt8(ascii: "/") else {
            return String(decoding: trimmed(Array(path.utf8)), as: UTF8.self)
        }
        var resolved = "/"
        for name in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let name = String(decoding: name, as: UTF8.self)
            switch name {
            case ".": continue
            case "..": resolved = parent(resolved)
            default:
                resolved = join(resolved, name)
                // A link that leads to something (a link to nothing keeps its name, so that a
                // write refuses it), read once here; its target resolved the same way, up to 32
                // links deep.
                if depth < 32, let target = FileSystem.linkTarget(resolved), FileSystem.exists(resolved) {
                    let full = target.utf8.first == UInt8(ascii: "/") ? target : join(parent(resolved), target)
                    resolved = standardized(full, depth: depth + 1)
                }
            }
        }
        if resolved.hasPrefix("/private/") {
            let rest = String(resolved.dropFirst("/private".count))
            if FileSystem.exists(rest) { resolved = rest }
        }
        return resolved
    }

    /// Runs of `/` as one.
    private static func compressed(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for b in bytes where !(b == UInt8(ascii: "/") && out.last == UInt8(ascii: "/")) { out.append(b) }
        return out
    }

    /// Without trailing slashes; a path of slashes only is `/`.
    private static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        guard let last = bytes.lastIndex(where: { $0 != UInt8(ascii: "/") }) else {
            return bytes.isEmpty ? [] : [UInt8(ascii: "/")]
        }
        return Array(bytes[...last])
    }
}
