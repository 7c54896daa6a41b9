import DawnJournal
import DawnJournalText

/// Where the journal stands against its Git upstream (`sync`, `serve --sync`): what `GET
/// /api/sync` answers and `sync --json` prints (Docs/SYNC.md).
package struct SyncStatus: Sendable, Equatable {
    package enum State: String, Sendable {
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

    package var state: State
    /// The last round that left both sides equal: ISO 8601 with the offset, and as "14:02".
    package var lastSync: String?
    package var lastSyncClock: String?
    /// Commits here that the upstream lacks, and the other way round.
    package var ahead: Int
    package var behind: Int
    /// The remote's name (`origin`).
    package var remote: String
    /// The files a merge left with conflict markers (from the journal's root).
    package var conflicts: [String]
    /// Why the remote could not be reached (git's own last line), or why sync is off.
    package var reason: String?

    package init(
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

    /// The sentence: what `sync` prints, and `message`.
    package var message: String {
        switch state {
        case .synced: "Synced with \(remote)" + (lastSyncClock.map { " at \($0)" } ?? "") + "; nothing waits."
        case .pending:
            switch (ahead, behind) {
            case (0, 0): "Changes wait to be committed and sent to \(remote)."
            case (0, _): "\(Self.commits(behind)) from \(remote) \(Self.wait(behind)) to be merged."
            case (_, 0): "\(Self.commits(ahead)) \(Self.wait(ahead)) for \(remote)."
            default: "\(Self.commits(ahead)) \(Self.wait(ahead)) for \(remote), and \(behind) from it to be merged."
            }
        case .offline:
            "Can't reach \(remote)" + (reason.map { " (\($0))" } ?? "")
                + (ahead == 0
                    ? "; nothing waits here." : "; \(Self.commits(ahead)) \(Self.wait(ahead)) here, nothing was lost.")
        case .conflict:
            conflicts.isEmpty
                ? "Not synced: " + (reason ?? "Git is stopped in a merge.")
                : "Not synced: \(conflicts.joined(separator: ", ")) \(conflicts.count == 1 ? "needs" : "need") a hand: both sides' lines are in the file between <<<<<<< and >>>>>>>. Keep what is right, then `git add` it and `git commit` (Docs/SYNC.md)."
        case .off: "Not syncing" + (reason.map { ": \($0)" } ?? " (serve runs without --sync).")
        }
    }

    /// The page's one quiet line in its header: "Synced 14:02", "3 changes wait for origin";
    /// none when the server does not sync.
    package var line: String {
        switch state {
        case .synced: "Synced" + (lastSyncClock.map { " " + $0 } ?? "")
        case .pending:
            ahead == 0
                ? (behind == 0 ? "Changes wait for \(remote)" : "Changes from \(remote) wait to be merged")
                : "\(Self.changes(ahead)) \(Self.wait(ahead)) for \(remote)"
        case .offline:
            "Not synced: can't reach \(remote)"
                + (ahead == 0 ? "" : "; \(Self.changes(ahead)) \(Self.wait(ahead)) here")
        case .conflict:
            conflicts.isEmpty
                ? "Not synced: Git is stopped in a merge"
                : "Not synced: \(conflicts[0])"
                    + (conflicts.count > 1 ? " and \(conflicts.count - 1) more need" : " needs") + " a hand"
        case .off: reason.map { "Not syncing: " + $0 } ?? ""
        }
    }

    static func wait(_ n: Int) -> String { n == 1 ? "waits" : "wait" }
    static func commits(_ n: Int) -> String { n == 1 ? "1 commit" : "\(n) commits" }
    static func changes(_ n: Int) -> String { n == 1 ? "1 change" : "\(n) changes" }

    /// `{"state", "lastSync", "ahead", "behind", "remote", "conflicts", "message", "line"}`.
    package var json: JSONValue {
        .object([
            ("state", .string(state.rawValue)),
            ("lastSync", lastSync.map(JSONValue.string) ?? .null),
            ("ahead", .int(ahead)),
            ("behind", .int(behind)),
            ("remote", .string(remote)),
            ("conflicts", .array(conflicts.map(JSONValue.string))),
            ("message", .string(message)),
            ("line", .string(line)),
        ])
    }
}
