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
    public var text: String {
        get {
            switch source {
            case .text(let text): text
            case .bytes(let file, let start, let end): file.text(Int(start)..<Int(end))
            }
        }
        set { source = .text(newValue) }
    }
    public var kind: Kind
    /// The section the line lies in, if any.
    public var section: DaySection?

    /// Where the text is: a string, or a range of the file's bytes, decoded only when asked
    /// (reading a day and checking it never needs most lines' text).
    private enum Source: Sendable {
        case text(String)
        case bytes(DayBytes, Int32, Int32)
    }
    private var source: Source

    public init(number: Int, text: String, kind: Kind, section: DaySection?) {
        self.number = number
        self.source = .text(text)
        self.kind = kind
        self.section = section
    }

    /// A line whose text is `range` of `file`, which is valid UTF-8.
    package init(number: Int, file: DayBytes, range: Range<Int>, kind: Kind, section: DaySection?) {
        self.number = number
        // Offsets are kept in 32 bits; past 2 GiB the text is kept as a string instead.
        if range.upperBound <= Int(Int32.max) {
            self.source = .bytes(file, Int32(range.lowerBound), Int32(range.upperBound))
        } else {
            self.source = .text(file.text(range))
        }
        self.kind = kind
        self.section = section
    }

    /// Appends the line's text as UTF-8 to `out`, straight from the file's bytes when it has them.
    package func appendText(to out: inout [UInt8]) {
        switch source {
        case .text(let text): out.append(contentsOf: text.utf8)
        case .bytes(let file, let start, let end): out.append(contentsOf: file.bytes[Int(start)..<Int(end)])
        }
    }

    public static func == (a: DayLine, b: DayLine) -> Bool {
        a.number == b.number && a.kind == b.kind && a.section == b.section && a.text == b.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(number)
        hasher.combine(kind)
        hasher.combine(section)
        hasher.combine(text)
    }
}

/// The bytes of a day file, shared by its lines (see `DayLine.text`).
package final class DayBytes: Sendable {
    let bytes: [UInt8]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
