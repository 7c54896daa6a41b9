/// `file://` URIs to absolute paths and back (RFC 8089, percent-encoded UTF-8).
package enum DocumentURI {
    /// The absolute path of a `file://` URI, normalised: percent-decoded, then `.` and `..`
    /// segments resolved and empty ones dropped (RFC 3986's remove_dot_segments, on the
    /// decoded path, so `%2E%2E` is `..` too), so that the journal a file belongs to is
    /// looked for from where the file really is. `..` is resolved by name, as editors do, not
    /// through links. Nil for any other scheme, another host, or a path with a NUL byte.
    package static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Array(uri.utf8.dropFirst(7))
        // A literal `?` or `#` ends the path; an encoded one (`%3F`, `%23`) is part of a name.
        if let q = rest.firstIndex(where: { $0 == 0x3F || $0 == 0x23 }) { rest = Array(rest[..<q]) }
        // file://host/path: only the local host is ours.
        if let slash = rest.firstIndex(of: 0x2F) {
            let host = String(decoding: rest[..<slash], as: UTF8.self)
            guard host.isEmpty || host == "localhost" else { return nil }
            rest = Array(rest[slash...])
        } else {
            return nil
        }
        var out: [UInt8] = []
        var i = 0
        while i < rest.count {
            if rest[i] == 0x25, i + 2 < rest.count, let h = hex(rest[i + 1]), let l = hex(rest[i + 2]) {
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(rest[i])
                i += 1
            }
        }
        guard !out.contains(0) else { return nil }
        // The segments: "" (from "//" or a trailing "/") and "." dropped, ".." taking the one
        // before it away (at the root it stays at the root).
        var segments: [ArraySlice<UInt8>] = []
        for segment in out.split(separator: 0x2F, omittingEmptySubsequences: true) {
            if segment.elementsEqual([0x2E]) { continue }
            if segment.elementsEqual([0x2E, 0x2E]) {
                _ = segments.popLast()
                continue
            }
            segments.append(segment)
        }
        return "/" + segments.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    }

    /// The `file://` URI of an absolute path, with every byte outside RFC 3986's unreserved
    /// characters and `/` percent-encoded.
    package static func uri(_ path: String) -> String {
        var out = "file://"
        for b in path.utf8 {
            switch b {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F:
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let digits = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [digits[Int(b >> 4)], digits[Int(b & 15)]], as: UTF8.self)
            }
        }
        return out
    }

    private static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x41 + 10
        case 0x61...0x66: b - 0x61 + 10
        default: nil
        }
    }
}
