import DawnJournal

/// The undo handles the server gave out: each write's `JournalUndo` kept here under a short id
/// (`u7f3a90c2-12`: the run's random prefix and a count) that the write's answer carries, so
/// `POST /api/undo` applies only inverses the library made, never lines a client wrote, never
/// one that needs more than `--allow` allows, and never one a client kept from an earlier run
/// (whose counts start again at 1). The last `limit` are kept, until the server stops.
package final class UndoHandles {
    package static let limit = 256

    private var entries: [(id: String, undo: JournalUndo, access: ServeConfig.Access)] = []
    private var next = 1
    /// What every handle of this run starts with.
    package let prefix: String

    /// - Parameter run: a random word new at each start of the server (`7f3a90c2`).
    package init(run: String = "") {
        prefix = "u" + run + (run.isEmpty ? "" : "-")
    }

    /// Keeps `undo` (of a write that needed `access`); its handle, or null when there is nothing to undo.
    package func keep(_ undo: JournalUndo?, access: ServeConfig.Access) -> JSONValue {
        guard let undo else { return .null }
        let id = prefix + "\(next)"
        next += 1
        entries.append((id, undo, access))
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
        return .string(id)
    }

    /// The inverse under `id`, taken out (an undo is applied once; its own inverse gets a new handle).
    package func take(_ id: String) -> (undo: JournalUndo, access: ServeConfig.Access)? {
        guard let i = entries.firstIndex(where: { $0.id == id }) else { return nil }
        let entry = entries.remove(at: i)
        return (entry.undo, entry.access)
    }
}
