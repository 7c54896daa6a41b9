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

    /// The context git runs in: never a prompt for a password (a timer has no one to answer),
    /// and a network that stops answering given up on (HTTP under 1 KB/s for 30 s; ssh after 15 s
    /// to connect or 30 s of silence), unless the person chose their own ssh command.
    var quietContext: CLIContext {
        var c = context
        c.environment["GIT_TERMINAL_PROMPT"] = "0"
        if c.environment["GIT_HTTP_LOW_SPEED_LIMIT"] == nil {
            c.environment["GIT_HTTP_LOW_SPEED_LIMIT"] = "1000"
            c.environment["GIT_HTTP_LOW_SPEED_TIME"] = "30"
        }
        if c.environment["GIT_SSH_COMMAND"] == nil, c.environment["GIT_SSH"] == nil,
            Git.config("core.sshCommand", in: root, context) == nil
        {
            c.environment["GIT_SSH_COMMAND"] =
                "ssh -o BatchMode=yes -o ConnectTimeout=15 -o ServerAliveInterval=15 -o ServerAliveCountMax=2"
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
        if let stopped = GitOperation.stopped(in: root) { throw Refusal(message: stopped.message) }
        let head = git(["symbolic-ref", "--quiet", "--short", "HEAD"])
        guard head.status == 0 else {
            throw Refusal(
                message: "HEAD is not on a branch (detached); check out the branch to sync (`git switch BRANCH`)")
        }
        let branch = head.stdout.trimming { $0.isNewline }
        // The upstream as Git resolves it (a remote's own fetch refspec, `.` for a local one),
        // named even before its first fetch.
        var tracking = git(["for-each-ref", "--format=%(upstream)", "refs/heads/\(branch)"]).stdout
            .trimming { $0.isNewline }
        guard let remote = Git.config("branch.\(branch).remote", in: root, context),
            let ref = Git.config("branch.\(branch).merge", in: root, context)
        else {
            throw Refusal(
                message:
                    "the branch \(branch) has no upstream; set one with `git push -u origin \(branch)` (or `git branch --set-upstream-to origin/\(branch)`)"
            )
        }
        // A branch with no commit yet (a new journal): the usual remote-tracking name.
        if tracking.isEmpty {
            let short = ref.hasPrefix("refs/heads/") ? String(ref.dropFirst("refs/heads/".count)) : ref
            tracking = remote == "." ? ref : "refs/remotes/\(remote)/\(short)"
        }
        return Upstream(branch: branch, remote: remote, ref: ref, tracking: tracking)
    }

    /// One round: commit, fetch, merge, push; the journal's state after it.
    func run() throws -> Outcome {
        var outcome = Outcome(status: SyncStatus(state: .pending))
        if let stopped = GitOperation.stopped(in: root) {
            let up = try? upstream()
            outcome.status = conflictStatus(up, stopped: stopped)
            return outcome
        }
        let up = try upstream()
        outcome.status.remote = up.remote
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
                reason = Self.reason(fetch.stderr)
                break
            }
            // No remote-tracking ref: the remote has no such branch yet (a new, empty one).
            let known = git(["rev-parse", "--verify", "--quiet", up.tracking]).status == 0
            if known, (count("HEAD..\(up.tracking)") ?? 0) > 0 {
                var failed: Git.Output?
                try locked {
                    // What was written during the fetch is committed first, so the merge has a
                    // clean journal to work in.
                    if let later = try commit() {
                        outcome.committed = outcome.committed.map { $0 + "; " + later } ?? later
                    }
                    let merge = git([
                        "merge", "--no-edit", "--no-verify", "-m", "Merge \(up.remote)'s changes", up.tracking,
                    ])
                    failed = merge.status == 0 ? nil : merge
                }
                if let failed {
                    // Stopped with conflicts: left for a hand. Refused before it began: git's reason.
                    guard let stopped = GitOperation.stopped(in: root) else {
                        throw Refusal(
                            message:
                                "git could not merge \(up.remote)'s commits (\(Self.reason(failed.stderr + failed.stdout))); nothing was merged"
                        )
                    }
                    outcome.status = conflictStatus(up, stopped: stopped)
                    return outcome
                }
                outcome.merged = true
            }
            if known, count("\(up.tracking)..HEAD") == 0 { break }
            let push = git(["push", "--quiet", "--porcelain", up.remote, "HEAD:\(up.ref)"])
            if push.status == 0 {
                outcome.pushed = true
                if !known { _ = git(["fetch", "--quiet", up.remote]) }
                break
            }
            let refused = (push.stdout + "\n" + push.stderr)
            if refused.contains("[remote rejected]")
                || refused.contains("[rejected]") && !refused.contains("(fetch first)")
                    && !refused.contains("(non-fast-forward)")
            {
                throw Refusal(message: "\(up.remote) refused the push (\(Self.reason(refused))); the commits wait here")
            }
            if !refused.contains("[rejected]") {
                reason = Self.reason(push.stderr)
                break
            }
        }
        let ahead = count("\(up.tracking)..HEAD")
        let behind = count("HEAD..\(up.tracking)")
        var status = SyncStatus(state: .synced, ahead: ahead ?? 0, behind: behind ?? 0, remote: up.remote)
        if let reason {
            status.state = .offline
            status.reason = reason.isEmpty ? nil : reason
        } else if ahead != 0 || behind != 0 {
            // Not counted (no remote-tracking ref yet) is not "the same commit".
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
        guard add.status == 0 else { throw Refusal(message: "`git add` failed: \(Self.reason(add.stderr))") }
        let diff = git(["diff", "--cached", "--name-status", "-z", "--no-renames", "--relative", "--"] + paths)
        let fields = diff.stdout.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)
        var changed: [(path: String, changes: [JournalChange])] = []
        var i = 0
        while i + 1 < fields.count {
            let (kind, path) = (fields[i], fields[i + 1])
            i += 2
            let old = kind == "A" ? nil : show("HEAD:./\(path)")
            let new = kind == "D" ? nil : FileSystem.contents(FilePath.join(root, path))
            // Bytes the same (a mode changed): the file is named, never "No change".
            let changes = JournalChanges.between(path: path, old: old, new: new)
            changed.append((path, changes.isEmpty ? [JournalChange(date: nil, .file(path))] : changes))
        }
        guard !changed.isEmpty else { return nil }
        let changes = changed.flatMap(\.changes)
        let subject = SyncText.subject(changes)
        let message = subject + "\n\n" + SyncText.body(changed) + "\n"
        let commit = git(["commit", "--quiet", "--no-verify", "-m", message, "--"] + paths)
        guard commit.status == 0 else {
            throw Refusal(message: "`git commit` failed: \(Self.reason(commit.stderr + commit.stdout))")
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
        // Written once (a lock file that is tracked is never reported ignored: not again each round).
        guard !SourceText(text).texts.contains(".dawn-journal.lock") else { return }
        if let last = text.utf8.last, last != 10 { text += "\n" }
        text += "# dawn-journal's lock and temporary files (dawn-journal sync)\n.dawn-journal.lock\n.*.dawn-tmp-*\n"
        try? FileSystem.createFolders(FilePath.parent(file))
        try? FolderStorage.writeAtomically(Array(text.utf8), to: file)
    }

    /// A blob's bytes (`HEAD:./path`), or nil.
    func show(_ object: String) -> [UInt8]? {
        guard let r = Git.runCapturing(["show", object], in: root, context), r.status == 0 else { return nil }
        return r.stdout
    }

    /// The number of commits in `range` (`a..b`); nil when it cannot be counted.
    func count(_ range: String) -> Int? {
        let r = git(["rev-list", "--count", range])
        return r.status == 0 ? Int(r.stdout.trimming { $0.isNewline }) : nil
    }

    /// A merge stopped in the middle: the files it left with markers (anywhere in the
    /// repository), or what Git is stopped in.
    func conflictStatus(_ up: Upstream?, stopped: GitOperation) -> SyncStatus {
        let top = Git.topLevel(of: root, context) ?? root
        let files = (Git.run(["diff", "--name-only", "-z", "--diff-filter=U"], in: top, context)?.stdout ?? "")
            .split(separator: "\0").map(String.init)
        let ahead = up.flatMap { count("\($0.tracking)..HEAD") } ?? 0
        let behind = up.flatMap { count("HEAD..\($0.tracking)") } ?? 0
        var status = SyncStatus(state: .conflict, ahead: ahead, behind: behind, remote: up?.remote ?? "origin")
        if files.isEmpty {
            status.reason = stopped.message
        } else {
            // Named from the journal's root when they are in it, else from the repository's.
            let prefix = (Git.run(["rev-parse", "--show-prefix"], in: root, context)?.stdout ?? "")
                .trimming { $0.isNewline }
            status.conflicts = files.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
        }
        return status
    }

    /// Git's reason, from what it printed: its most telling `fatal:` or `error:` line without
    /// the prefix ("Host key verification failed."), passing over the generic ones that follow.
    static func reason(_ text: String) -> String {
        let generic = [
            "Could not read from remote repository.", "Please make sure you have the correct access rights",
            "and the repository exists.", "failed to push some refs to",
        ]
        let lines = SourceText(text).texts.map { $0.trimming { $0 == " " } }.filter { !$0.isEmpty }
            .filter { line in !generic.contains { line.contains($0) } }
        for prefix in ["fatal: ", "error: "] {
            if let line = lines.first(where: { $0.hasPrefix(prefix) }) { return String(line.dropFirst(prefix.count)) }
        }
        return lines.first.map { $0.hasPrefix("!") ? String($0.drop { $0 != "[" }) : $0 } ?? ""
    }
}
