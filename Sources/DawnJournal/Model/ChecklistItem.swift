import DawnSource

/// One checklist line: `- [x] Floss`, `- [ ] Journal`, `- [-] Journal`.
public struct ChecklistItem: Sendable, Hashable {
    /// What the box says.
    public enum State: String, Sendable, Hashable, Codable {
        /// `[x]` or `[X]`.
        case done
        /// `[ ]`.
        case notDone = "not-done"
        /// `[-]`: a rest day; the habit is not due that day.
        case skipped

        /// The canonical box, `[x]`, `[ ]` or `[-]`.
        public var box: String {
            switch self {
            case .done: "[x]"
            case .notDone: "[ ]"
            case .skipped: "[-]"
            }
        }
    }

    public var state: State
    public var habit: HabitMention
    /// The amount written after the name (`+2 glasses`): a record of an amount habit.
    public var amount: AmountRecord?
    /// The text after ` -- `, trimmed; nil when there is none.
    public var note: String?
    /// The whole line.
    public var range: SourceRange
    /// The box as written.
    public var boxRange: SourceRange

    public init(
        state: State, habit: HabitMention, amount: AmountRecord? = nil, note: String?, range: SourceRange,
        boxRange: SourceRange
    ) {
        self.state = state
        self.habit = habit
        self.amount = amount
        self.note = note
        self.range = range
        self.boxRange = boxRange
    }

    public var line: Int { range.line }
}
