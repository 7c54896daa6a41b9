/// One regular file of a ZIP archive, its data inflated and checked.
public struct ZipEntry: Sendable, Equatable {
    /// The path inside the archive, `/`-separated (`001 Read/Checkmarks.csv`), decoded as
    /// UTF-8 when the archive says so or the bytes are valid UTF-8, else as code page 437.
    public let name: String
    /// The file's bytes, whose CRC-32 and size agree with the archive's.
    public let data: [UInt8]

    public init(name: String, data: [UInt8]) {
        self.name = name
        self.data = data
    }
}

/// How much an archive may hold before `ZipReader` refuses it, so that a hostile archive
/// (a zip bomb, a million empty entries) costs no more memory or time than these allow.
public struct ZipLimits: Sendable, Equatable {
    /// The most entries (files and folders) in the central directory.
    public var maxEntries: Int
    /// The most bytes one file may inflate to.
    public var maxEntrySize: Int
    /// The most bytes all the files together may inflate to.
    public var maxTotalSize: Int

    public init(maxEntries: Int, maxEntrySize: Int, maxTotalSize: Int) {
        self.maxEntries = maxEntries
        self.maxEntrySize = maxEntrySize
        self.maxTotalSize = maxTotalSize
    }

    /// 10,000 entries, 64 MiB per file, 256 MiB in all: far above any habit tracker's export.
    public static let `default` = ZipLimits(maxEntries: 10_000, maxEntrySize: 64 << 20, maxTotalSize: 256 << 20)
}
