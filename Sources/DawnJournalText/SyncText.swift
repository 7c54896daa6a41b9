import DawnJournal

/// What `sync` and `serve --sync` say: a commit's subject and body made from what changed, and
/// the sync state's sentences.
public enum SyncText {
    /// A change as the subject says it: "Drink Water +1", "Floss ticked", "Meditate 07:30".
    public static func phrase(_ what: JournalChange.What) -> String {
        switch what {
        case .logged(let habit, let start, let end): "\(habit) \(start)" + (end == start ? "-" : "-\(end)")
        case .unlogged(let habit, let start): "\(habit) \(start) removed"
        case .moved(let habit, let start, let end): "\(habit) moved to \(start)-\(end)"
        case .ticked(let habit): "\(habit) ticked"
        case .unticked(let habit): "\(habit) unticked"
        case .skipped(let habit): "\(habit) skipped"
        case .amount(let habit, let by, let down, _): "\(habit) \(down ? "−" : "+")\(by)"
        case .noted(let habit): "note on \(habit)"
        case .notes: "notes"
        case .layout: "tidied"
        case .removedDay: "day file removed"
        case .habitAdded(let name): "habit \(name) added"
        case .habitEdited(let name): "habit \(name) edited"
        case .habitRemoved(let name): "habit \(name) removed"
        case .settings: "journal settings"
        case .file(let path): "\(path) changed"
        }
    }

    /// "21 Nov" (a commit's date carries the year).
    public static func day(_ date: LocalDate) -> String { "\(date.day) \(DateText.month(date.month, .short))" }

    /// A commit's subject: the changes grouped by day, the latest first, then habits.toml's and
    /// other files' ("Drink Water +1, Meditate 07:30-07:45 on 21 Nov; Floss ticked on 20 Nov"), cut
    /// at `limit` characters with "and N more".
    public static func subject(_ changes: [JournalChange], limit: Int = 72) -> String {
        var groups: [(LocalDate?, [String])] = []
        var count = 0
        for change in changes {
            let phrase = phrase(change.what)
            if let i = groups.firstIndex(where: { $0.0 == change.date }) {
                if !groups[i].1.contains(phrase) {
                    groups[i].1.append(phrase)
                    count += 1
                }
            } else {
                groups.append((change.date, [phrase]))
                count += 1
            }
        }
        func text(_ groups: [(LocalDate?, [String])]) -> String {
            groups.map { date, phrases in
                phrases.joined(separator: ", ") + (date.map { " on " + day($0) } ?? "")
            }.joined(separator: "; ")
        }
        if groups.isEmpty { return "No change" }
        // The latest day first; habits.toml and other files after the days.
        groups = groups.enumerated().sorted { a, b in
            switch (a.element.0, b.element.0) {
            case (let x?, let y?): x != y ? x > y : a.offset < b.offset
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a.offset < b.offset
            }
        }.map(\.element)
        let whole = text(groups)
        if whole.count <= limit { return whole }
        // As many phrases as fit, then how many more.
        var kept: [(LocalDate?, [String])] = []
        var shown = 0
        for (date, phrases) in groups {
            for phrase in phrases {
                var trial = kept
                if let i = trial.firstIndex(where: { $0.0 == date }) {
                    trial[i].1.append(phrase)
                } else {
                    trial.append((date, [phrase]))
                }
                let rest = count - shown - 1
                let candidate = text(trial) + (rest > 0 ? " and \(rest) more" : "")
                guard candidate.count <= limit || shown == 0 else {
                    return text(kept) + " and \(count - shown) more"
                }
                kept = trial
                shown += 1
            }
        }
        return text(kept)
    }

    /// A commit's body: every change on a line of its own, with its file ("days/2026/…: Floss
    /// ticked").
    public static func body(_ changes: [(path: String, changes: [JournalChange])]) -> String {
        changes.flatMap { path, list in list.map { "- \(path): \(phrase($0.what))" } }.joined(separator: "\n")
    }

    // MARK: - Where the journal stands (`SyncStatus`)

    /// The sentence: what `sync` prints, and `/api/sync`'s `message`.
    public static func message(_ s: SyncStatus) -> String {
        switch s.state {
        case .synced: "Synced with \(s.remote)" + (s.lastSyncClock.map { " at \($0)" } ?? "") + "; nothing waits."
        case .pending:
            switch (s.ahead, s.behind) {
            case (0, 0): "Changes wait to be committed and sent to \(s.remote)."
            case (0, let behind): "\(commits(behind)) from \(s.remote) \(wait(behind)) to be merged."
            case (let ahead, 0): "\(commits(ahead)) \(wait(ahead)) for \(s.remote)."
            case (let ahead, let behind):
                "\(commits(ahead)) \(wait(ahead)) for \(s.remote), and \(behind) from it to be merged."
            }
        case .offline:
            "Can't reach \(s.remote)" + (s.reason.map { " (\($0))" } ?? "")
                + (s.ahead == 0
                    ? "; nothing waits here." : "; \(commits(s.ahead)) \(wait(s.ahead)) here, nothing was lost.")
        case .conflict:
            s.conflicts.isEmpty
                ? "Not synced: " + (s.reason ?? "Git is stopped in a merge.")
                : "Not synced: \(s.conflicts.joined(separator: ", ")) \(s.conflicts.count == 1 ? "needs" : "need") a hand: both sides' lines are in the file between <<<<<<< and >>>>>>>. Keep what is right, then `git add` it and `git commit` (Docs/SYNC.md)."
        case .off: "Not syncing" + (s.reason.map { ": \($0)" } ?? " (serve runs without --sync).")
        }
    }

    /// The page's one quiet line in its header: "Synced 14:02", "3 changes wait for origin";
    /// empty when the server does not sync.
    public static func line(_ s: SyncStatus) -> String {
        switch s.state {
        case .synced: "Synced" + (s.lastSyncClock.map { " " + $0 } ?? "")
        case .pending:
            s.ahead == 0
                ? (s.behind == 0 ? "Changes wait for \(s.remote)" : "Changes from \(s.remote) wait to be merged")
                : "\(changes(s.ahead)) \(wait(s.ahead)) for \(s.remote)"
        case .offline:
            "Not synced: can't reach \(s.remote)"
                + (s.ahead == 0 ? "" : "; \(changes(s.ahead)) \(wait(s.ahead)) here")
        case .conflict:
            s.conflicts.isEmpty
                ? "Not synced: Git is stopped in a merge"
                : "Not synced: \(s.conflicts[0])"
                    + (s.conflicts.count > 1 ? " and \(s.conflicts.count - 1) more need" : " needs") + " a hand"
        case .off: s.reason.map { "Not syncing: " + $0 } ?? ""
        }
    }

    static func wait(_ n: Int) -> String { n == 1 ? "waits" : "wait" }
    static func commits(_ n: Int) -> String { n == 1 ? "1 commit" : "\(n) commits" }
    static func changes(_ n: Int) -> String { n == 1 ? "1 change" : "\(n) changes" }

    /// `sync --json`'s and `GET /api/sync`'s document: `{"state", "lastSync", "ahead", "behind",
    /// "remote", "conflicts", "message", "line"}`.
    public static func document(_ s: SyncStatus) -> JSONValue {
        .object([
            ("state", .string(s.state.rawValue)),
            ("lastSync", s.lastSync.map(JSONValue.string) ?? .null),
            ("ahead", .int(s.ahead)),
            ("behind", .int(s.behind)),
            ("remote", .string(s.remote)),
            ("conflicts", .array(s.conflicts.map(JSONValue.string))),
            ("message", .string(message(s))),
            ("line", .string(line(s))),
        ])
    }
}
