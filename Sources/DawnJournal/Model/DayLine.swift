import DawnTOML

/// One line of a day file as the parser classified it; the formatter writes from these.
public struct DayLine: Sendable, Hashable {
    /// What a line is.
    public enum Kind: Sendable, Hashable {
        /// A `+++` line opening or closing the front matter.
        case frontMatterFence
        /// A line of TOML front matter, kept byte for byte.
        case frontMatter
        /// An ATX heading (`## Notes`).
        case heading(level: Int, title: String)
        /// A timeline entry: the index into `Day.entries`.
        case entry(Int)
        /// A checklist item: the index into `Day.checklist`.
        case checklistItem(Int)
        /// A list item under Timeline or Checklist that could not be read (a diagnostic says why).
        case malformedItem
        /// An empty or white-space-only line.
        case blank
        /// A line of a fenced code block, its fences included; kept byte for byte.
        case code
        /// A line of an HTML comment block; kept byte for byte.
        case comment
        /// Anything else: the person's own text, kept byte for byte.
        case text
    }

    /// The 1-based line number.
    public var number: Int
    /// The line without its line ending.
    public var text: String
    public var kind: Kind
    /// The section the line lies in, if any.
    public var section: DaySection?

    public init(number: Int, text: String, kind: Kind, section: DaySection?) {
        self.number = number
        self.text = text
        self.kind = kind
        self.section = section
    }
}
