import DawnJournal

/// The instances each habit has ever had, which order a day screen's tray, kept while the
/// server runs by the library's one policy (`InstanceCountsKeeper`, as the terminal's Today
/// keeps them): counted over the journal at the first day asked for and again whenever
/// habits.toml's habits changed; each day screen served replaces its own day's share with what
/// it has just read, so a day written here or elsewhere counts anew as soon as it is shown.
package final class TrayCounts {
    private var keeper = InstanceCountsKeeper()

    package init() {}

    /// A day's screen with the kept counts.
    func dayScreen(_ journal: JournalService, _ date: DateChoice?) throws(JournalRefusal) -> DayScreen {
        try keeper.dayScreen(journal, date, week: true)
    }
}
