import DawnJournal
import DawnJournalText

/// What Git is doing in the repository that holds the journal, read from its files (no `git`
/// process: it is asked on every write). A writing command refuses while Git is merging,
/// rebasing, applying patches, cherry-picking or reverting there: Git's next step would write
/// over the line, or `--abort` would take it away (Docs/SYNC.md).
struct GitOperation: Equatable {
    /// What Git is in the middle of.
    var kind: RefusalReason.GitOperation
    /// The work tree's folder.
    var workTree: String

    /// What Git is in the middle of, as a sentence says it: "merging", "rebasing".
    var doing: String { RefusalText.doing(kind) }
    /// The command that finishes it: `git merge`.
    var command: String { RefusalText.command(kind) }
    /// The refusal.
    var refusal: JournalRefusal { JournalRefusal(.gitOperationStopped(kind, workTree: workTree)) }
    /// The refusal's sentence.
    var message: String { RefusalText.sentence(refusal, .commandLine) }

    /// The repository (its git dir and work tree) that `folder` lies in: the nearest `.git`
    /// above it, a folder, or a file `gitdir: PATH` (a linked work tree, a submodule).
    static func repository(containing folder: String) -> (gitDir: String, workTree: String)? {
        var dir = FilePath.standardized(folder)
        while true {
            let dotGit = FilePath.join(dir, ".git")
            if let kind = FileSystem.kind(dotGit) {
                if kind == .folder { return (dotGit, dir) }
                if let bytes = FileSystem.contents(dotGit),
                    let line = SourceText(bytes).texts.first(where: { !$0.isEmpty }), line.hasPrefix("gitdir:")
                {
                    let path = line.dropFirst("gitdir:".count).trimming { $0 == " " || $0 == "\t" }
                    return (path.hasPrefix("/") ? path : FilePath.join(dir, path), dir)
                }
                return nil
            }
            let parent = FilePath.parent(dir)
            if parent == dir || parent.isEmpty { return nil }
            dir = parent
        }
    }

    /// The operation Git stopped in the middle of, in the repository `folder` lies in, if any.
    static func stopped(in folder: String) -> GitOperation? {
        guard let (gitDir, workTree) = repository(containing: folder) else { return nil }
        func exists(_ name: String) -> Bool {
            FileSystem.exists(FilePath.join(gitDir, name))
        }
        if exists("rebase-merge") { return GitOperation(kind: .rebase, workTree: workTree) }
        if exists("rebase-apply") {
            if exists("rebase-apply/applying") { return GitOperation(kind: .applyPatches, workTree: workTree) }
            return GitOperation(kind: .rebase, workTree: workTree)
        }
        if exists("MERGE_HEAD") { return GitOperation(kind: .merge, workTree: workTree) }
        if exists("CHERRY_PICK_HEAD") { return GitOperation(kind: .cherryPick, workTree: workTree) }
        if exists("REVERT_HEAD") { return GitOperation(kind: .revert, workTree: workTree) }
        return nil
    }

    /// Waits while a `git` command holds the repository's index (`index.lock`: a merge, a
    /// pull or a checkout writes the work tree meanwhile, merge drivers included), then says
    /// what Git stopped in the middle of, if anything. An index locked for longer than
    /// `patience` seconds is a refusal naming the lock file (a git that crashed leaves it).
    static func check(_ folder: String, patience: Double = 10) throws(JournalRefusal) {
        guard let (gitDir, workTree) = repository(containing: folder) else { return }
        let lock = FilePath.join(gitDir, "index.lock")
        let start = Platform.monotonicSeconds()
        while FileSystem.exists(lock) {
            guard Platform.monotonicSeconds() - start < patience else {
                throw JournalRefusal(.gitIndexLocked(workTree: workTree, lock: lock))
            }
            Platform.sleep(seconds: 0.02)
        }
        if let operation = stopped(in: folder) { throw operation.refusal }
    }
}
