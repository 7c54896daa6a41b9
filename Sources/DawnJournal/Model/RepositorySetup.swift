/// What a caller found out about the Git repository a journal is kept in, for lint's
/// `merge-driver-missing` (the library itself reads no file outside the storage and runs no
/// program). Docs/SYNC.md.
public struct RepositorySetup: Sendable, Equatable {
    /// The 1-based line of the journal's .gitattributes that names the dawn-journal merge
    /// driver (`days/**/*.md merge=dawn-journal`); nil when none does.
    public var attributesLine: Int?
    /// Whether the repository's config sets `merge.dawn-journal.driver`.
    public var driverConfigured: Bool
    /// The program the configured driver runs, when it names one by path and nothing
    /// executable is there (the program moved or was uninstalled); nil otherwise.
    public var missingProgram: String?

    public init(attributesLine: Int?, driverConfigured: Bool, missingProgram: String? = nil) {
        self.attributesLine = attributesLine
        self.driverConfigured = driverConfigured
        self.missingProgram = missingProgram
    }
}
