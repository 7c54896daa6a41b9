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

    /// The `pauses` value for `pauses`, in one line: `[{ from = …, to = … }, …]`.
    public static func literal(_ pauses: [HabitPause]) -> String {
        "[" + pauses.map(\.literal).joined(separator: ", ") + "]"
    }
}
