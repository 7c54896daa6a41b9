/// Where an element or a diagnostic sits in its file: 1-based line and column, and a length.
///
/// Columns and lengths count characters (extended grapheme clusters), so an emoji such as
/// 🏃‍♀️ is one column whatever its bytes; a terminal renderer turns them into display widths.
///
/// Stored in 32 bits each (a day file holds millions of ranges; a line or column past two
/// billion is clamped), read and written as `Int`.
public struct SourceRange: Sendable, Hashable, Comparable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedLength: Int32

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column, in characters.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// How many characters the range covers on its line; 0 for a point.
    public var length: Int {
        get { Int(storedLength) }
        set { storedLength = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int, length: Int = 0) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedLength = Int32(clamping: length)
    }

    public static func < (a: SourceRange, b: SourceRange) -> Bool {
        (a.line, a.column, a.length) < (b.line, b.column, b.length)
    }

    public var description: String { "\(line):\(column)" }
}
