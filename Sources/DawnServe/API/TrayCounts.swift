import DawnJournal

/// The instances each habit has ever had, which order a day screen's tray: counted over the
/// journal once, at the first day asked for, and kept while the server runs. Each day screen
/// served replaces its own day's share with what it has just read (`InstanceCounts.record`), so
/// a day written here or elsewhere counts anew as soon as it is shown; a `GET /api/day` reads
/// habits.toml and the day file, never the whole journal again.
package final class TrayCounts {
    private var counts: InstanceCounts?

    package init() {}

    /// The counts, read from the journal the first time.
    func current(_ journal: JournalService) throws(JournalRefusal) -> InstanceCounts {
        if let counts { return counts }
        let read = try journal.instanceCounts()
        counts = read
        return read
    }

    /// Keeps the shown day's share for the screens that follow.
    func record(_ screen: DayScreen) { counts?.record(screen) }
}
