/// A past pause of a habit: `pauses = [{ from = 2026-10-15, to = 2026-11-02 }]` in habits.toml.
///
/// `habit unarchive` writes one when it ends the pause `archived` began: from the archived
/// date to the day before the habit counts again. The days of a pause are not applicable
/// (never misses), also after the habit is active again.
public struct HabitPause: Sendable, Hashable {
    /// The first day of the pause.
    public var from: LocalDate
    /// The last day of the pause (included).
    public var to: LocalDate

    public init(from: LocalDate, to: LocalDate) {
        self.from = from
        self.to = to
    }

    /// Whether `date` lies in the pause, its first and last day included.
    public func contains(_ date: LocalDate) -> Bool { from <= date && date <= to }

    /// The pause as habits.toml writes it: `{ from = 2026-10-15, to = 2026-11-02 }`.
    public var literal: String { "{ from = \(from), to = \(to) }" }

    /// The pause in `pauses` that archiving on `date` would reach (lint's `pause-overlap`): the
    /// one that holds `date`, else the last to end on or after it; nil when every pause ends
    /// before `date`. A reversed pause (`to` before `from`) holds no day and is passed over.
    package static func reached(byArchivingOn date: LocalDate, in pauses: [HabitPause]) -> HabitPause? {
        let valid = pauses.filter { $0.from <= $0.to }
        return valid.first { $0.contains(date) } ?? valid.filter { $0.to >= date }.max { $0.to < $1.to }
    }

    /// `pauses` with `pause` added, joined with every pause it shares a day with into one,
    /// in place of the first of them (at the end when it shares none), so that no two overlap.
    package static func adding(_ pause: HabitPause, to pauses: [HabitPause]) -> [HabitPause] {
        var joined = pause
        var taken = Set<Int>()
        // Joining widens the pause, which may then reach one passed over before: again until none.
        while let k = pauses.indices.first(where: { k in
            let p = pauses[k]
            return !taken.contains(k) && p.from <= p.to && p.from <= joined.to && joined.from <= p.to
        }) {
            joined = HabitPause(from: min(pauses[k].from, joined.from), to: max(pauses[k].to, joined.to))
            taken.insert(k)
        }
        var out = pauses.indices.filter { !taken.contains($0) }.map { pauses[$0] }
        // Every pause before the first one taken is kept, so that one's place is its index.
        out.insert(joined, at: taken.min() ?? out.count)
        return out
    }

    /// The `pauses` value for `pauses`, in one line: `[{ from = …, to = … }, …]`.
    public static func literal(_ pauses: [HabitPause]) -> String {
        "[" + pauses.map(\.literal).joined(separator: ", ") + "]"
    }
}
