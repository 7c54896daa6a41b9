/// Reads the regular files of a ZIP archive (PKWARE APPNOTE 6.3), checked and inflated.
///
/// Written for dawn-journal's importers (the project takes no package dependencies). It reads the
/// end of central directory record (found by searching back over the archive comment), the
/// central directory, then each file's local header and data. It supports what phones and
/// desktop tools write for small exports: stored and deflated files, data descriptors (bit 3),
/// UTF-8 names (bit 11) and code page 437 names. It refuses, with a `ZipError` naming the
/// entry, everything else: ZIP64, encryption, other compression methods, multi-disk archives,
/// symbolic links, names that could escape the folder an archive is unpacked in (absolute, with
/// a `..` component, a backslash or NUL), duplicate names, a wrong CRC-32 or size, structures
/// that point outside the archive, and archives larger than its `ZipLimits`. No input traps.
public enum ZipReader {
    /// The archive's regular files in central-directory order; folders are left out.
    /// - Throws: `ZipError` at the first problem, so that nothing is half-imported.
    public static func entries(_ bytes: [UInt8], limits: ZipLimits = .default) throws(ZipError) -> [ZipEntry] {
        var result: [ZipEntry] = []
        try forEachEntry(bytes, limits: limits) { result.append($0) }
        return result
    }

    /// The archive's regular files one at a time, in central-directory order, each inflated
    /// only when `including` its name: a file's data is handed to `body` and can be dropped
    /// before the next is inflated, so memory holds one file at a time. Every entry's header
    /// is checked as `entries` checks it, included or not.
    /// - Throws: `ZipError` at the first problem; the files before it have been handed over.
    public static func forEachEntry(
        _ bytes: [UInt8], limits: ZipLimits = .default, including: (String) -> Bool = { _ in true },
        _ body: (ZipEntry) -> Void
    ) throws(ZipError) {
        let result: Result<Void, ZipError> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ZipError) in
                try Archive(bytes: buffer, limits: limits).forEachEntry(including: including, body)
            }
        }
        try result.get()
    }
}

private let endOfCentralDirectorySignature: UInt32 = 0x0605_4B50
private let zip64LocatorSignature: UInt32 = 0x0706_4B50
private let centralHeaderSignature: UInt32 = 0x0201_4B50
private let localHeaderSignature: UInt32 = 0x0403_4B50

private struct Archive {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: ZipLimits

    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
    /// Whether `count` bytes from `at` lie within `end` (the archive's end by default).
    func fits(_ at: Int, _ count: Int, end: Int? = nil) -> Bool {
        at >= 0 && count >= 0 && at <= (end ?? bytes.count) && count <= (end ?? bytes.count) - at
    }

    /// The end of central directory record's offset: the last one whose comment reaches exactly
    /// to the end of the archive, else the last one whose comment fits.
    func endOfCentralDirectory() throws(ZipError) -> Int {
        let n = bytes.count
        guard n >= 22 else { throw notZip() }
        var loose: Int?
        var p = n - 22
        let lowest = max(0, n - 22 - 0xFFFF)
        while p >= lowest {
            if bytes[p] == 0x50, bytes[p + 1] == 0x4B, bytes[p + 2] == 0x05, bytes[p + 3] == 0x06 {
                let comment = u16(p + 20)
                if p + 22 + comment == n { return p }
                if loose == nil, p + 22 + comment <= n { loose = p }
            }
            p -= 1
        }
        if let loose { return loose }
        throw notZip()
    }

    func notZip() -> ZipError { ZipError("the data is not a ZIP archive (it has no end of central directory record)") }

    func forEachEntry(including: (String) -> Bool, _ body: (ZipEntry) -> Void) throws(ZipError) {
        let end = try endOfCentralDirectory()
        if end >= 20, u32(end - 20) == Int(zip64LocatorSignature) {
            throw ZipError(
                "the archive uses ZIP64 (it has a ZIP64 end of central directory locator), which is not supported")
        }
        let disk = u16(end + 4)
        let directoryDisk = u16(end + 6)
        let entriesOnDisk = u16(end + 8)
        let entryCount = u16(end + 10)
        let directorySize = u32(end + 12)
        let directoryOffset = u32(end + 16)
        if entryCount == 0xFFFF || entriesOnDisk == 0xFFFF || directorySize == 0xFFFF_FFFF
            || directoryOffset == 0xFFFF_FFFF
        {
            throw ZipError(
                "the archive uses ZIP64 (its end of central directory record defers to a ZIP64 one), which is not supported"
            )
        }
        if disk != 0 || directoryDisk != 0 || entriesOnDisk != entryCount {
            throw ZipError("the archive spans several disks, which is not supported")
        }
        if entryCount > limits.maxEntries {
            throw ZipError("the archive has \(entryCount) entries, more than the limit of \(limits.maxEntries)")
        }
        guard fits(directoryOffset, directorySize, end: end) else {
            throw ZipError("the archive is truncated or corrupt: its central directory lies outside it")
        }
        let directoryEnd = directoryOffset + directorySize
        var names = Set<String>()
        var total = 0
        var q = directoryOffset
        for index in 0..<entryCount {
            guard fits(q, 46, end: directoryEnd), u32(q) == Int(centralHeaderSignature) else {
                throw ZipError(
                    "the archive is truncated or corrupt: central directory entry \(index + 1) of \(entryCount) is missing or damaged"
                )
            }
            let header = CentralHeader(self, q)
            guard fits(q + 46, header.nameLength + header.extraLength + header.commentLength, end: directoryEnd) else {
                throw ZipError(
                    "the archive is truncated or corrupt: central directory entry \(index + 1) runs past the directory's end"
                )
            }
            let nameBytes = UnsafeBufferPointer(rebasing: bytes[q + 46..<q + 46 + header.nameLength])
            let name = try Self.decodeName(nameBytes, utf8Flag: header.flags & 0x800 != 0, index: index)
            let extra = UnsafeBufferPointer(
                rebasing: bytes[q + 46 + header.nameLength..<q + 46 + header.nameLength + header.extraLength])
            q += 46 + header.nameLength + header.extraLength + header.commentLength

            let quoted = Self.quote(name)
            try Self.checkName(name, quoted)
            if header.compressedSize == 0xFFFF_FFFF || header.size == 0xFFFF_FFFF || header.localOffset == 0xFFFF_FFFF
                || header.diskStart == 0xFFFF || Self.hasZip64Extra(extra)
            {
                throw ZipError("the entry \(quoted) uses ZIP64 extensions, which are not supported")
            }
            if header.diskStart != 0 {
                throw ZipError(
                    "the archive spans several disks (the entry \(quoted) starts on disk \(header.diskStart + 1)), which is not supported"
                )
            }
            if header.flags & 0x41 != 0 || header.flags & 0x2000 != 0 {
                throw ZipError("the entry \(quoted) is encrypted, which is not supported")
            }
            if name.hasSuffix("/") { continue } // a folder
            if header.madeBy >> 8 == 3, (header.externalAttributes >> 16) & 0o170000 == 0o120000 {
                throw ZipError("the entry \(quoted) is a symbolic link, not a regular file")
            }
            if header.method != 0 && header.method != 8 {
                throw ZipError(
                    "the entry \(quoted) uses compression method \(header.method)\(Self.methodName(header.method)); only stored (0) and deflate (8) are supported"
                )
            }
            if !names.insert(name).inserted { throw ZipError("the archive has two entries named \(quoted)") }
            if header.size > limits.maxEntrySize {
                throw ZipError(
                    "the entry \(quoted) would inflate to \(header.size) bytes, more than the limit of \(limits.maxEntrySize) bytes per file"
                )
            }
            if header.size > limits.maxTotalSize - total {
                throw ZipError(
                    "the archive's files would inflate to more than the limit of \(limits.maxTotalSize) bytes in all (reached at the entry \(quoted))"
                )
            }
            total += header.size
            guard including(name) else { continue }
            body(ZipEntry(name: name, data: try read(header, nameBytes, quoted, directoryOffset: directoryOffset)))
        }
    }

    /// The entry's data from its local header, inflated and checked against the central directory.
    func read(_ h: CentralHeader, _ nameBytes: UnsafeBufferPointer<UInt8>, _ quoted: String, directoryOffset: Int)
        throws(ZipError) -> [UInt8]
    {
        let l = h.localOffset
        guard fits(l, 30, end: directoryOffset), u32(l) == Int(localHeaderSignature) else {
            throw ZipError(
                "the archive is truncated or corrupt: the local header of the entry \(quoted) is missing or damaged")
        }
        let flags = u16(l + 6)
        let method = u16(l + 8)
        let crc = u32(l + 14)
        let compressedSize = u32(l + 18)
        let size = u32(l + 22)
        let nameLength = u16(l + 26)
        let extraLength = u16(l + 28)
        if flags & 0x41 != 0 { throw ZipError("the entry \(quoted) is encrypted, which is not supported") }
        if method != h.method {
            throw ZipError(
                "the archive is corrupt: the entry \(quoted) has compression method \(method) in its local header but \(h.method) in the central directory"
            )
        }
        guard fits(l + 30, nameLength + extraLength, end: directoryOffset) else {
            throw ZipError(
                "the archive is truncated or corrupt: the local header of the entry \(quoted) runs into the central directory"
            )
        }
        if !nameBytes.elementsEqual(UnsafeBufferPointer(rebasing: bytes[l + 30..<l + 30 + nameLength])) {
            throw ZipError("the archive is corrupt: the entry \(quoted) has another name in its local header")
        }
        if flags & 0x8 == 0 {
            // No data descriptor: the local header repeats the central directory's CRC and sizes.
            if compressedSize == 0xFFFF_FFFF || size == 0xFFFF_FFFF {
                throw ZipError("the entry \(quoted) uses ZIP64 extensions, which are not supported")
            }
            if crc != h.crc || compressedSize != h.compressedSize || size != h.size {
                throw ZipError(
                    "the archive is corrupt: the entry \(quoted) has a CRC-32 or sizes in its local header that disagree with the central directory"
                )
            }
        }
        let start = l + 30 + nameLength + extraLength
        guard fits(start, h.compressedSize, end: directoryOffset) else {
            throw ZipError("the archive is truncated or corrupt: the data of the entry \(quoted) runs past its end")
        }
        let input = UnsafeBufferPointer(rebasing: bytes[start..<start + h.compressedSize])
        let data: [UInt8]
        if h.method == 0 {
            if h.compressedSize != h.size {
                throw ZipError(
                    "the archive is corrupt: the stored entry \(quoted) has \(h.compressedSize) bytes of data but declares \(h.size)"
                )
            }
            data = Array(input)
        } else {
            do {
                // Deflate cannot expand more than 1032 to 1, so a lying size does not reserve memory.
                let expected = min(h.size, h.compressedSize.multipliedReportingOverflow(by: 1032).partialValue &+ 1024)
                data = try Inflate.inflate(input, limit: h.size, expectedSize: expected).output
            } catch {
                switch error {
                case .corrupt(let why): throw ZipError("the entry \(quoted) has corrupt compressed data (\(why))")
                case .truncated: throw ZipError("the compressed data of the entry \(quoted) ends too early")
                case .limit: throw ZipError("the entry \(quoted) inflates to more than the \(h.size) bytes it declares")
                }
            }
            if data.count != h.size {
                throw ZipError("the entry \(quoted) inflates to \(data.count) bytes but declares \(h.size)")
            }
        }
        let actual = Int(data.withUnsafeBufferPointer { CRC32.update(0, $0) })
        if actual != h.crc {
            throw ZipError(
                "the entry \(quoted) has a CRC-32 of \(Self.hex(h.crc)) in the archive but \(Self.hex(actual)) in its data, so it is corrupt"
            )
        }
        return data
    }

    static func hex(_ v: Int) -> String {
        let digits = String(v, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    static func hasZip64Extra(_ extra: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i + 4 <= extra.count {
            let id = Int(extra[i]) | Int(extra[i + 1]) << 8
            let size = Int(extra[i + 2]) | Int(extra[i + 3]) << 8
            if id == 0x0001 { return true }
            i += 4 + size
        }
        return false
    }

    static func methodName(_ method: Int) -> String {
        switch method {
        case 1: return " (shrink)"
        case 6: return " (implode)"
        case 9: return " (deflate64)"
        case 12: return " (bzip2)"
        case 14: return " (LZMA)"
        case 93: return " (Zstandard)"
        case 95: return " (xz)"
        case 98: return " (PPMd)"
        case 99: return " (AES encryption)"
        default: return ""
        }
    }

    // MARK: Names

    /// UTF-8 when the entry says so (bit 11) or its bytes are valid UTF-8; else code page 437,
    /// the original PKZIP's.
    static func decodeName(_ bytes: UnsafeBufferPointer<UInt8>, utf8Flag: Bool, index: Int) throws(ZipError) -> String {
        if let s = String(validating: bytes, as: UTF8.self) { return s }
        if utf8Flag {
            throw ZipError(
                "the name of entry \(index + 1) is marked as UTF-8 but is not valid UTF-8: \"\(CP437.decode(bytes).debugDescription.dropFirst().dropLast())\""
            )
        }
        return CP437.decode(bytes)
    }

    /// A name between quotes, control characters escaped, for messages.
    static func quote(_ name: String) -> String {
        var out = "\""
        for u in name.unicodeScalars {
            if u.value < 0x20 || u.value == 0x7F || (0x80..<0xA0).contains(u.value) {
                out += "\\u{" + String(u.value, radix: 16) + "}"
            } else if u == "\"" {
                out += "\\\""
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    /// Refuses a name that could write outside the folder the archive is unpacked in.
    static func checkName(_ name: String, _ quoted: String) throws(ZipError) {
        if name.isEmpty { throw ZipError("the archive has an entry with an empty name") }
        let scalars = name.unicodeScalars
        if scalars.contains("\0") { throw ZipError("the entry \(quoted) has a NUL character in its name") }
        if scalars.contains("\\") { throw ZipError("the entry \(quoted) has a backslash in its name") }
        if scalars.first == "/" { throw ZipError("the entry \(quoted) has an absolute name") }
        let first = Array(scalars.prefix(2))
        if first.count == 2, first[1] == ":", first[0].isASCII, first[0].properties.isAlphabetic {
            throw ZipError("the entry \(quoted) has an absolute name (it names a drive)")
        }
        if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            throw ZipError(
                "the entry \(quoted) has a \"..\" component in its name, which could reach outside the archive's folder"
            )
        }
    }
}

/// The fixed part of a central directory header.
private struct CentralHeader {
    let madeBy, flags, method, crc, compressedSize, size: Int
    let nameLength, extraLength, commentLength, diskStart, externalAttributes, localOffset: Int

    init(_ a: Archive, _ q: Int) {
        madeBy = a.u16(q + 4)
        flags = a.u16(q + 8)
        method = a.u16(q + 10)
        crc = a.u32(q + 16)
        compressedSize = a.u32(q + 20)
        size = a.u32(q + 24)
        nameLength = a.u16(q + 28)
        extraLength = a.u16(q + 30)
        commentLength = a.u16(q + 32)
        diskStart = a.u16(q + 34)
        externalAttributes = a.u32(q + 38)
        localOffset = a.u32(q + 42)
    }
}
