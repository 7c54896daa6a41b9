/// The Today view's sentences: the day's counter and what a future day says.
public enum DayText {
    /// The day's counter, as the checklist app's Today has it: "3 of 7 completed".
    public static func counter(done: Int, due: Int) -> String { "\(done) of \(due) completed" }
    /// The counter where its whole sentence does not fit beside the checklist's title.
    public static func shortCounter(done: Int, due: Int) -> String { "\(done) of \(due)" }

    /// A future day can be looked at, not logged.
    public static let future = "Can't complete future habits."

    /// Instead of "0 of 0 completed", when every habit due that day was skipped (a rest day).
    public static let allSkipped = "All habits skipped for this day."
}
