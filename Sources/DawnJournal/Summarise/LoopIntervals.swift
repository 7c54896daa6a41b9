import DawnJournalModel

/// Loop Habit Tracker's rule for "N times in M days" (`target = "2/3d"`), ported from its
/// `EntryList.buildIntervals` and `EntryList.snapIntervalsTogether` (uhabits-core,
/// `models/EntryList.kt`), so that a journal imported from Loop marks the days Loop marks.
///
/// Every run of N days done that fits in M days makes an interval: from the oldest of the N
/// (`begin`) for M days, the newest of the N being its `center`. Then, newest first, each
/// interval that overlaps the newer one before it slides back into the past, by at most as
/// far as keeps its center inside it, so that gaps close. A day inside an interval and not
/// done is Loop's YES_AUTO (here: *open*); a day outside every interval is Loop's NO.
enum LoopIntervals {
    /// The day numbers the intervals of `done` cover.
    /// - Parameter done: the day numbers of the days done, newest first, each once.
    static func covered(done: [Int], count: Int, days: Int) -> Set<Int> {
        var intervals: [(begin: Int, center: Int, end: Int)] = []
        if count >= 1, done.count >= count {
            for i in (count - 1)..<done.count {
                let begin = done[i]
                let center = done[i - count + 1]
                if center - begin < days { intervals.append((begin, center, begin + days - 1)) }
            }
        }
        if intervals.count > 1 {
            for i in 1..<intervals.count {
                let current = intervals[i]
                let next = intervals[i - 1]
                let gapNextToCurrent = current.end - next.begin
                let gapCenterToEnd = current.end - current.center
                guard gapNextToCurrent >= 0 else { continue }
                let shift = min(gapCenterToEnd, gapNextToCurrent + 1)
                intervals[i] = (current.begin - shift, current.center, current.end - shift)
            }
        }
        var out = Set<Int>()
        for interval in intervals { out.formUnion(interval.begin...interval.end) }
        return out
    }
}
