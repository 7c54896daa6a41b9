/// Where the journal stands against its Git upstream (`sync`, `serve --sync`): what `GET
/// /api/sync` answers and `sync --json` prints (Docs/SYNC.md), worded by DawnJournalText's
/// `SyncText.message(_:)` and `SyncText.line(_:)`. A value the command fills from what `git`
/// says; the library runs no `git`.
public struct SyncStatus: Sendable, Equatable {
    public enum State: String, Sendable {
        /// The journal and its upstream hold the same commit.
        case synced
        /// Commits (or changes not yet committed) wait to be pushed, or the upstream's to be merged.
        case pending
        /// The remote could not be reached; commits wait here.
        case offline
        /// A merge the driver could not finish: files need a hand.
        case conflict
        /// Not syncing: `serve` without `--sync`, or no repository or upstream to sync with.
        case off
    }

    public var state: State
    /// The last round that left both sides equal: ISO 8601 with the offset, and as "14:02".
    public var lastSync: String?
    public var lastSyncClock: String?
    /// Commits here that the upstream lacks, and the other way round.
    public var ahead: Int
    public var behind: Int
    /// The remote's name (`origin`).
    public var remote: String
    /// The files a merge left with conflict markers (from the journal's root).
    public var conflicts: [String]
    /// Why the remote could not be reached (git's own last line), or why sync is off.
    public var reason: String?

    public init(
        state: State, lastSync: String? = nil, lastSyncClock: String? = nil, ahead: Int = 0, behind: Int = 0,
        remote: String = "origin", conflicts: [String] = [], reason: String? = nil
    ) {
        self.state = state
        self.lastSync = lastSync
        self.lastSyncClock = lastSyncClock
        self.ahead = ahead
        self.behind = behind
        self.remote = remote
        self.conflicts = conflicts
        self.reason = reason
    }
}
