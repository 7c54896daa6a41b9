import DawnJournal
import DawnJournalText
import DawnServe

/// One round of `sync` (Docs/SYNC.md): under the journal's lock, commit what the journal's files
/// changed (the subject says what, by meaning) and merge what the upstream has (with the merge
/// driver); outside it, fetch before and push after. It calls the `git` program and never
/// resets, rebases, force-pushes or discards: what it cannot finish it leaves, said.
struct SyncRound {
    let root: String
    let context: CLIContext
    /// Runs `body` under the journal's lock (the storage's: it waits for `log`s, and refuses
    /// while Git is stopped in a merge).
    let locked: (() throws -> Void) throws -> Void

    /// What a round did.
    struct Outcome {
        var status: SyncStatus
        /// The subject of the commit it made, if it made one.
        var committed: String?
        /// Whether it merged the upstream's commits, and pushed.
        var merged = false
        var pushed = false
        /// What it set up first (the merge driver, as `git-setup`).
        var setUp: [String] = []
    }

    /// Why a round could not start: no git, no repository, no branch or upstream.
    struct Refusal: Error {
        var message: String
    }

    /// The branch, its upstream (`origin/main`) and the remote.
    struct Upstream {
        var branch: String
        var remote: String
        var ref: String
        var tracking: String
    }

    func git(_ arguments: [String]) -> Git.Output {
        Git.run(["-c", "core.quotePath=false"] + arguments, in: root, quietContext)
            ?? Git.Output(status: 127, stdout: "", stderr: "git did not run")
    }

    /// The context git runs in: never a prompt for a password (a timer has no one to answer).
    var quietContext: CLIContext {
        var c = context
        c.environment["GIT_TERMINAL_PROMPT"] = "0"
        if c.environment["GIT_SSH_COMMAND"] == nil {
            c.environment["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes -o ConnectTimeout=15"
        }
        return c
    }

    func upstream() throws(Refusal) -> Upstream {
        guard Git.executable(context) != nil else {
            throw Refusal(message: "git is not installed (not found on the PATH)")
        }
        guard Git.topLevel(of: root, context) != nil else {
            throw Refusal(
                message:
                    "the journal at \(root) is not in a Git repository; run `git init` and `dawn-journal git-setup` there, and set an upstream (Docs/SYNC.md)"
            )
        }
        let head = git(["symbolic-ref", "--quiet", "--short", "HEAD"])
        guard head.status == 0 else {
            throw Refusal(
                message: "HEAD is not on a branch (detached); check out the branch to sync (`git switch main`)")
        }
        let branch = head.stdout.trimming { $0.isNewline }
        guard let remote = Git.config("branch.\(branch).remote", in: root, context),
            let ref = Git.config("branch.\(branch).merge", in: root, context)
        else {
            throw Refusal(
                message:
                    "the branch \(branch) has no upstream; set one with `git push -u origin \(branch)` (or `git branch --set-upstream-to origin/\(branch)`)"
            )
        }
        let short = ref.hasPrefix("refs/heads/") ? String(ref.dropFirst("refs/heads/".count)) : ref
        return Upstream(branch: branch, remote: remote, ref: ref, tracking: "refs/remotes/\(remote)/\(short)")
    }

    /// One round: commit, fetch, merge, push; the journal's state after it.
    func run() throws -> Outcome {
        let up = try upstream()
        var outcome = Outcome(status: SyncStatus(state: .pending, remote: up.remote))
        if let stopped = GitOperation.stopped(in: root) {
            outcome.status = conflictStatus(up, stopped: stopped)
            return outcome
        }
        // The merge driver, set up as `git-setup` does when this clone lacks it.
        if Git.config("merge.dawn-journal.driver", in: root, context) == nil {
            outcome.setUp = try GitSetupCommand.configure(root: root, context)
        }
        ignoreWritersFiles()
        try locked { outcome.committed = try commit() }
        var reason: String?
        // Fetch, merge, push; a push the remote refused because it moved meanwhile goes round
        // again (three times at most), never forced.
        for _ in 0..<3 {
            let fetch = git(["fetch", "--quiet", up.remote])
            guard fetch.status == 0 else {
                reason = Self.lastLine(fetch.stderr)
                break
            }
            if count("HEAD..\(up.tracking)") > 0 {
                var conflict = false
                try locked {
                    let merge = git(["merge", "--no-edit", "-m", "Merge \(up.remote)'s changes", up.tracking])
                    conflict = merge.status != 0
                }
                if conflict {
                    outcome.status = conflictStatus(up, stopped: GitOperation.stopped(in: root))
                    return outcome
                }
                outcome.merged = true
            }
            if count("\(up.tracking)..HEAD") == 0 { break }
            let push = git(["push", "--quiet", "--porcelain", up.remote, "HEAD:\(up.ref)"])
            if push.status == 0 {
                outcome.pushed = true
                // The remote-tracking ref follows the push (git updates it).
                break
            }
            if !push.stdout.contains("[rejected]") && !push.stderr.contains("[rejected]") {
                reason = Self.lastLine(push.stderr)
                break
            }
        }
        let ahead = count("\(up.tracking)..HEAD")
        let behind = count("HEAD..\(up.tracking)")
        var status = SyncStatus(state: .synced, ahead: ahead, behind: behind, remote: up.remote)
        if let reason {
            status.state = .offline
            status.reason = reason.isEmpty ? nil : reason
        } else if ahead > 0 || behind > 0 {
            status.state = .pending
        }
        outcome.status = status
        return outcome
    }

    /// Commits what the journal's files changed, with a subject made from what changed; nil when
    /// nothing did. Called under the lock, so no writer is half done.
    func commit() throws -> String? {
        // The journal's folder only (it may be a folder of a bigger repository), without the lock
        // file and the writers' temporary files: ignored (`ignoreWritersFiles`), else left out by
        // name (git refuses to be given an ignored file's name, even to leave it out).
        let ignored = git(["check-ignore", "--quiet", ".dawn-journal.lock"]).status == 0
        let paths = ignored ? ["."] : [".", ":(exclude).dawn-journal.lock", ":(exclude,glob)**/.*.dawn-tmp-*"]
        let add = git(["add", "--all", "--"] + paths)
        guard add.status == 0 else { throw Refusal(message: "`git add` failed: \(Self.lastLine(add.stderr))") }
        let diff = git(["diff", "--cached", "--name-status", "-z", "--no-renames", "--relative", "--"] + paths)
        let fields = diff.stdout.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)
        var changed: [(path: String, changes: [JournalChange])] = []
        var i = 0
        while i + 1 < fields.count {
            let (kind, path) = (fields[i], fields[i + 1])
            i += 2
            let old = kind == "A" ? nil : show("HEAD:./\(path)")
            let new = kind == "D" ? nil : FileSystem.contents(FilePath.join(root, path))
            changed.append((path, JournalChanges.between(path: path, old: old, new: new)))
        }
        guard !changed.isEmpty else { return nil }
        let changes = changed.flatMap(\.changes)
        let subject = SyncText.subject(changes)
        let message = subject + "\n\n" + SyncText.body(changed) + "\n"
        let commit = git(["commit", "--quiet", "--no-verify", "-m", message, "--"] + paths)
        guard commit.status == 0 else {
            throw Refusal(message: "`git commit` failed: \(Self.lastLine(commit.stderr + commit.stdout))")
        }
        return subject
    }

    /// The lock file and the writers' temporary files, ignored in this clone's own
    /// `info/exclude` (never committed, never shown by `git status`) when nothing ignores them yet.
    func ignoreWritersFiles() {
        guard git(["check-ignore", "--quiet", ".dawn-journal.lock"]).status != 0 else { return }
        let path = git(["rev-parse", "--git-path", "info/exclude"]).stdout.trimming { $0.isNewline }
        guard !path.isEmpty else { return }
        let file = path.hasPrefix("/") ? path : FilePath.join(root, path)
        var text = FileSystem.contents(file).map { String(decoding: $0, as: UTF8.self) } ?? ""
        if let last = text.utf8.last, last != 10 { text += "\n" }
        text += "# dawn-journal's lock and temporary files (dawn-journal sync)\n.dawn-journal.lock\n.*.dawn-tmp-*\n"
        try? FileSystem.createFolders(FilePath.parent(file))
        try? FolderStorage.writeAtomically(Array(text.utf8), to: file)
    }

    /// A blob's bytes (`HEAD:./path`), or nil.
    func show(_ object: String) -> [UInt8]? {
        guard let git = Git.executable(context) else { return nil }
        let environment = Platform.environment().merging(context.environment.values) { _, new in new }
        guard let r = Subprocess.run([git, "-C", root, "show", object], environment: environment, capture: true),
            r.status == 0
        else { return nil }
        return r.stdout
    }

    /// The number of commits in `range` (`a..b`); 0 when it cannot be counted.
    func count(_ range: String) -> Int {
        Int(git(["rev-list", "--count", range]).stdout.trimming { $0.isNewline }) ?? 0
    }

    /// A merge stopped in the middle: the files it left with markers.
    func conflictStatus(_ up: Upstream, stopped: GitOperation?) -> SyncStatus {
        let files = git(["diff", "--name-only", "-z", "--diff-filter=U", "--relative"]).stdout
            .split(separator: "\0").map(String.init)
        let ahead = count("\(up.tracking)..HEAD")
        var status = SyncStatus(
            state: .conflict, ahead: ahead, behind: count("HEAD..\(up.tracking)"), remote: up.remote)
        status.conflicts = files.isEmpty ? [stopped.map { "Git is \($0.doing) in \($0.workTree)" } ?? "a merge"] : files
        return status
    }

    /// Git's reason, from what it printed: its first `fatal:` or `error:` line without the
    /// prefix ("'../remote.git' does not appear to be a git repository"), else its last line.
    static func lastLine(_ text: String) -> String {
        let lines = SourceText(text).texts.map { $0.trimming { $0 == " " } }.filter { !$0.isEmpty }
        for prefix in ["fatal: ", "error: "] {
            if let line = lines.first(where: { $0.hasPrefix(prefix) }) { return String(line.dropFirst(prefix.count)) }
        }
        return lines.last ?? ""
    }
}
