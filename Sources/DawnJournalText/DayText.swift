/// The Today view's sentences: the day's counter and what a future day says.
public enum DayText {
    /// The day's counter, as the checklist app's Today has it: "3 of 7 completed".
    public static func counter(done: Int, due: Int) -> String { "\(done) of \(due) completed" }

    /// A future day can be looked at, not logged.
    public static let future = "Can't complete future habits."
}
