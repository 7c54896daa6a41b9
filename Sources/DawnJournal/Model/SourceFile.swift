/// A file of the journal as the caller read it: the library does no I/O.
public struct SourceFile: Sendable, Equatable {
    /// The path relative to the journal root, with `/` separators: `days/2026/2026-11-21.md`.
    public var path: String
    /// The bytes, or nil when the file could not be read.
    public var bytes: [UInt8]?
    /// Why it could not be read ("permission denied", "is a folder").
    public var readError: String?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, readError: String) {
        self.path = path
        self.readError = readError
    }
}

/// Everything the loader needs: habits.toml, the day files, and the names of other files
/// under days/ (which are not read).
public struct JournalSources: Sendable {
    public var habits: SourceFile
    public var dayFiles: [SourceFile]
    public var otherFiles: [String]

    public init(habits: SourceFile, dayFiles: [SourceFile], otherFiles: [String] = []) {
        self.habits = habits
        self.dayFiles = dayFiles
        self.otherFiles = otherFiles
    }
}
