/// Three-way merges of a journal's files by meaning, for a Git merge driver (`merge-driver`;
/// Docs/SYNC.md): the common ancestor, our version and theirs in, one file out. Pure: bytes in,
/// bytes out; deterministic; symmetric apart from the markers' labels; `merge(X, X, X) = X`.
public enum JournalMerge {
    /// Merges a day file: timeline entries by (start, end, habit), checklist items by habit,
    /// compared by meaning (spelling and emoji aside), amount records adding up, each section
    /// once with its heading, and everything else line by line as `git merge-file` does; every
    /// line with ours' line ending.
    ///
    /// The checklist keeps the order the sides write it, the order things were done in (each
    /// side's ticks in that side's order). `habits` gives the habits' ids, by which items match,
    /// and the emoji of a line the sides wrote differently; without it, items match by name and
    /// ours' emoji is kept. An empty `base`
    /// is an empty file (both sides created the day). A side with syntax errors or conflict
    /// markers makes it a line merge, conflicted.
    public static func mergeDay(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], habits: HabitsFile? = nil,
        markers: MergeMarkers = MergeMarkers()
    ) -> MergeResult {
        DayMerge.merge(base: base, ours: ours, theirs: theirs, habits: habits, markers: markers)
    }

    /// Merges habits.toml: tables by their header (`[habits.ID]`), a habit added on each side
    /// kept (in the order of their ids after the table both follow), each table's fields merged
    /// by key, comments kept. A side that does not parse makes it a line merge, conflicted.
    public static func mergeHabits(
        base: [UInt8], ours: [UInt8], theirs: [UInt8],
        markers: MergeMarkers = MergeMarkers()
    ) -> MergeResult {
        HabitsMerge.merge(base: base, ours: ours, theirs: theirs, markers: markers)
    }

    /// Merges any text line by line, as `git merge-file` does.
    public static func mergeLines(
        base: [UInt8], ours: [UInt8], theirs: [UInt8],
        markers: MergeMarkers = MergeMarkers()
    ) -> MergeResult {
        let r = LineMerge.merge(base: base, ours: ours, theirs: theirs, markers: markers.lineMarkers)
        return MergeResult(bytes: r.bytes, conflicts: r.conflicts)
    }

    /// The first line (1-based) that is a Git conflict marker, in a file that holds a whole
    /// conflict's markers (a `<<<<<<<` or `>>>>>>>` line; a lone `=======` is a Markdown
    /// heading's underline): `size` or seven of one character (`<`, `=`, `|`, `>`), then nothing
    /// or a space and a label (only spaces after `=`). Nil when there is none.
    static func conflictMarkerLine(in bytes: [UInt8], size: Int) -> Int? {
        var first: Int? = nil
        var sawEnd = false
        for (index, line) in LineMerge.lines(bytes).enumerated() {
            guard let c = line.first, c == 0x3C || c == 0x3D || c == 0x7C || c == 0x3E else { continue }
            var text = line
            while let last = text.last, LineEnding.starts(last) { text = text.dropLast() }
            let run = text.prefix { $0 == c }.count
            let rest = text.dropFirst(run)
            guard run == 7 || run == size, rest.isEmpty || rest.first == 0x20 else { continue }
            if c == 0x3D, !rest.allSatisfy({ $0 == 0x20 }) { continue }
            if first == nil { first = index + 1 }
            if c != 0x3D { sawEnd = true }
        }
        return sawEnd ? first : nil
    }

    /// The line merge as the answer for a file that cannot be merged by meaning: always
    /// conflicted, with the reason.
    static func fallback(_ reason: String, base: [UInt8], ours: [UInt8], theirs: [UInt8], markers: MergeMarkers)
        -> MergeResult
    {
        let r = LineMerge.merge(base: base, ours: ours, theirs: theirs, markers: markers.lineMarkers)
        return MergeResult(bytes: r.bytes, conflicts: r.conflicts, fallback: reason)
    }
}
