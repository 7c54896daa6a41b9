/// Three-way merges of a journal's files by meaning, for a Git merge driver (`merge-driver`;
/// Docs/SYNC.md): the common ancestor, our version and theirs in, one file out. Pure: bytes in,
/// bytes out; deterministic; symmetric apart from the markers' labels; `merge(X, X, X) = X`.
public enum JournalMerge {
    /// Merges a day file: timeline entries by (start, end, habit), checklist items by habit,
    /// amount records adding up, and everything else line by line as `git merge-file` does.
    ///
    /// `habits` gives the checklist's order (habits.toml's; habits it does not name after, by
    /// name); without it, the order the items first appear in ours, then theirs, then the base. An empty `base` is an empty file
    /// (both sides created the day). A side with syntax errors makes it a line merge, conflicted.
    public static func mergeDay(base: [UInt8], ours: [UInt8], theirs: [UInt8], habits: HabitsFile? = nil,
                                markers: MergeMarkers = MergeMarkers()) -> MergeResult {
        DayMerge.merge(base: base, ours: ours, theirs: theirs, habits: habits, markers: markers)
    }

    /// Merges habits.toml: tables by their header (`[habits.ID]`), a habit added on each side
    /// kept (in the order of their ids after the table both follow), each table's fields merged
    /// by key, comments kept. A side that does not parse makes it a line merge, conflicted.
    public static func mergeHabits(base: [UInt8], ours: [UInt8], theirs: [UInt8],
                                   markers: MergeMarkers = MergeMarkers()) -> MergeResult {
        HabitsMerge.merge(base: base, ours: ours, theirs: theirs, markers: markers)
    }

    /// Merges any text line by line, as `git merge-file` does.
    public static func mergeLines(base: [UInt8], ours: [UInt8], theirs: [UInt8],
                                  markers: MergeMarkers = MergeMarkers()) -> MergeResult {
        let r = LineMerge.merge(base: base, ours: ours, theirs: theirs, markers: markers.lineMarkers)
        return MergeResult(bytes: r.bytes, conflicts: r.conflicts)
    }

    /// The line merge as the answer for a file that cannot be merged by meaning: always
    /// conflicted, with the reason.
    static func fallback(_ reason: String, base: [UInt8], ours: [UInt8], theirs: [UInt8], markers: MergeMarkers) -> MergeResult {
        let r = LineMerge.merge(base: base, ours: ours, theirs: theirs, markers: markers.lineMarkers)
        return MergeResult(bytes: r.bytes, conflicts: r.conflicts, fallback: reason)
    }
}
