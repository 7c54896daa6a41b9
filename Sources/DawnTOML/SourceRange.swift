/// Where an element or a diagnostic sits in its file: 1-based line and column, and a length.
///
/// Columns and lengths count characters (extended grapheme clusters), so an emoji such as
/// 🏃‍♀️ is one column whatever its bytes; a terminal renderer turns them into display widths.
public struct SourceRange: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int
    /// How many characters the range covers on its line; 0 for a point.
    public var length: Int

    public init(line: Int, column: Int, length: Int = 0) {
        self.line = line
        self.column = column
        self.length = length
    }

    public static func < (a: SourceRange, b: SourceRange) -> Bool {
        (a.line, a.column, a.length) < (b.line, b.column, b.length)
    }

    public var description: String { "\(line):\(column)" }
}
