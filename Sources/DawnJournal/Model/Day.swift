import DawnTOML

/// A parsed day file: its meaning (entries, checklist, front matter) and every line it had.
public struct Day: Sendable, Equatable {
    /// The front matter between `+++` lines, when present and valid.
    public var frontMatter: TOMLTable?
    public var entries: [TimelineEntry]
    public var checklist: [ChecklistItem]
    /// Every line, classified, in order; enough to write the file back.
    public var lines: [DayLine]
    /// Whether the file began with a UTF-8 byte-order mark.
    public var hadByteOrderMark: Bool
    /// The line ending the file mostly uses ("\n" or "\r\n"), for callers that want to know;
    /// edits keep each line's own ending through `RawLines`.
    public var lineEnding: String

    public init(
        frontMatter: TOMLTable? = nil, entries: [TimelineEntry] = [], checklist: [ChecklistItem] = [],
        lines: [DayLine] = [], hadByteOrderMark: Bool = false, lineEnding: String = "\n"
    ) {
        self.frontMatter = frontMatter
        self.entries = entries
        self.checklist = checklist
        self.lines = lines
        self.hadByteOrderMark = hadByteOrderMark
        self.lineEnding = lineEnding
    }

    /// What the file says, without layout: two files with equal meanings are the same day.
    ///
    /// Used to prove that formatting and editing change nothing else.
    public var meaning: DayMeaning {
        DayMeaning(
            frontMatter: frontMatter,
            entries: entries.map(DayMeaning.Entry.init),
            checklist: checklist.map(DayMeaning.Item.init),
            text: lines.compactMap { line in
                switch line.kind {
                case .text, .code, .comment: line.text
                case .heading(let level, let title): String(repeating: "#", count: level) + " " + title
                default: nil
                }
            })
    }
}

/// The layout-free content of a day file; see `Day.meaning`.
public struct DayMeaning: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var start: TimeOfDay, end: TimeOfDay, emoji: String?, habit: String, amount: Amount?, unit: String?,
            note: String?

        package init(
            start: TimeOfDay, end: TimeOfDay, emoji: String?, habit: String, amount: Amount? = nil, unit: String? = nil,
            note: String?
        ) {
            self.start = start
            self.end = end
            self.emoji = emoji
            self.habit = habit
            self.amount = amount
            self.unit = unit
            self.note = note
        }

        /// What `entry` says.
        package init(_ entry: TimelineEntry) {
            self.init(
                start: entry.start, end: entry.end, emoji: entry.habit.emoji, habit: entry.habit.name,
                amount: entry.amount?.amount, unit: entry.amount?.unit, note: entry.note)
        }
    }
    public struct Item: Sendable, Equatable {
        public var state: ChecklistItem.State, emoji: String?, habit: String, amount: Amount?, unit: String?,
            note: String?

        package init(
            state: ChecklistItem.State, emoji: String?, habit: String, amount: Amount? = nil, unit: String? = nil,
            note: String?
        ) {
            self.state = state
            self.emoji = emoji
            self.habit = habit
            self.amount = amount
            self.unit = unit
            self.note = note
        }

        /// What `item` says.
        package init(_ item: ChecklistItem) {
            self.init(
                state: item.state, emoji: item.habit.emoji, habit: item.habit.name, amount: item.amount?.amount,
                unit: item.amount?.unit, note: item.note)
        }
    }
    public var frontMatter: TOMLTable?
    public var entries: [Entry]
    public var checklist: [Item]
    /// Headings, prose, code and comments, in order.
    public var text: [String]
}
