import DawnJournal
import DawnJournalText
import DawnServe

/// `dawn-journal sync`: one round of Git sync (Docs/SYNC.md).
enum SyncCommand: Command {
    static let spec = CommandSpec(
        name: "sync",
        summary: "Commit the journal's changes, merge its upstream's and push: one round of Git sync.",
        discussion: """
            One round, safe from cron or a timer and by hand. Under the journal's lock (so no log
            lands in the middle) it commits whatever the journal's files changed, one commit whose
            subject says what ("Drink Water +1 on 21 Nov; Floss ticked on 20 Nov") and whose body
            lists each file; then it fetches the upstream of the branch (git's own remote and
            credentials), merges it with the merge driver (set up first, as git-setup does, when this
            clone lacks it) and pushes. It never resets, rebases, force-pushes or discards, and it
            refuses to start while Git is stopped in a merge, rebase or cherry-pick. The journal may be
            a folder of a bigger repository: only its files are committed, never the lock file.

            Exit 0 when the journal and its upstream hold the same commit afterwards. Exit 1 with a
            sentence when something is left: the remote could not be reached (the commits wait
            here, nothing was lost; run sync again), a merge the driver could not finish (the file is
            named; both sides' lines are in it between conflict markers, lint reports them), no
            repository or no upstream. serve --sync runs the same round by itself.
            """,
        options: [CommonOptions.json("Print the round's outcome as JSON."), CommonOptions.journal],
        examples: ["dawn-journal sync", "dawn-journal sync --journal ~/journal --json"])

    static func run(_ args: ParsedArguments, _ context: CLIContext) throws -> Int32 {
        let journal = try OpenJournal.open(args, context, usesClock: false)
        let round = SyncRound(root: journal.location.root, context: context) { body in
            try journal.storage.withLock { try body() }
        }
        var outcome: SyncRound.Outcome
        do {
            outcome = try round.run()
        } catch let refusal as SyncRound.Refusal {
            if args.has("--json") {
                let status = SyncStatus(state: .off, reason: refusal.message)
                context.stdout.write(json(SyncRound.Outcome(status: status)).rendered)
            }
            throw CLIFailure(refusal.message + "; nothing was synced")
        }
        if outcome.status.state == .synced { outcome.status.lastSync = Platform.isoTimestamp() }
        if args.has("--json") {
            context.stdout.write(json(outcome).rendered)
        } else {
            for line in outcome.setUp { context.stdout.write("set up: \(line)\n") }
            if let subject = outcome.committed { context.stdout.write("committed: \(subject)\n") }
            if outcome.merged { context.stdout.write("merged \(outcome.status.remote)'s changes\n") }
            if outcome.pushed { context.stdout.write("pushed to \(outcome.status.remote)\n") }
            if outcome.status.state == .synced { context.stdout.write(SyncText.message(outcome.status) + "\n") }
        }
        guard outcome.status.state == .synced else {
            context.stderr.write("dawn-journal sync: \(SyncText.message(outcome.status))\n")
            return 1
        }
        return 0
    }

    /// `{"state", …, "committed", "merged", "pushed"}`: the status's fields and what the round did.
    static func json(_ outcome: SyncRound.Outcome) -> JSONValue {
        guard case .object(let fields) = SyncText.document(outcome.status) else {
            return SyncText.document(outcome.status)
        }
        return .object(
            fields + [
                ("committed", outcome.committed.map(JSONValue.string) ?? .null), ("merged", .bool(outcome.merged)),
                ("pushed", .bool(outcome.pushed)),
            ])
    }
}
