/// How a line ends: LF, CRLF, a lone CR (old Mac files), or none (`endOfFile`: a last line without one).
///
/// Every reader of the journal counts lines this way, as LSP does: LF, CRLF and a lone CR each
/// end a line, and CRLF is one ending, not two.
package enum LineEnding: Sendable, Hashable {
    case lf
    case crlf
    case cr
    /// No ending: the last line of a file that does not end with one.
    case endOfFile

    /// The ending's bytes ("\n", "\r\n", "\r", or none).
    package var bytes: [UInt8] {
        switch self {
        case .lf: [0x0A]
        case .crlf: [0x0D, 0x0A]
        case .cr: [0x0D]
        case .endOfFile: []
        }
    }

    /// The ending as text.
    package var text: String {
        switch self {
        case .lf: "\n"
        case .crlf: "\r\n"
        case .cr: "\r"
        case .endOfFile: ""
        }
    }

    /// The ending whose bytes these are; nil for bytes that are not one ending.
    package init?(bytes: some Collection<UInt8>) {
        switch Array(bytes) {
        case [0x0A]: self = .lf
        case [0x0D, 0x0A]: self = .crlf
        case [0x0D]: self = .cr
        case []: self = .endOfFile
        default: return nil
        }
    }

    /// The ending new lines of a file take, from how many of its lines end in each: the most
    /// common one (CRLF when more end in CRLF than in LF and at least as many as in CR; CR when
    /// more end in CR than in either; LF on a tie, or in a file without any), so that a file of
    /// CR-only or CRLF lines stays so.
    package static func preferred(lf: Int, crlf: Int, cr: Int) -> LineEnding {
        if crlf > lf && crlf >= cr { return .crlf }
        if cr > lf && cr > crlf { return .cr }
        return .lf
    }

    /// Whether `byte` is one that starts a line ending (LF or CR), for code that must know
    /// where a line stops without splitting a file (a line that may not hold one).
    package static func starts(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Whether `c` is or holds a line ending (Swift reads "\r\n" as one `Character`).
    package static func isLineBreak(_ c: Character) -> Bool { c == "\n" || c == "\r" || c == "\r\n" }

    /// Whether `c` is a line break by Unicode's definition (LF, CR, CRLF, VT, FF, NEL, U+2028,
    /// U+2029): for text shown on one line, where any of them would break it.
    package static func isUnicodeLineBreak(_ c: Character) -> Bool { c.isNewline }

    /// Whether text holds a line ending anywhere: a name or a note must be one line.
    package static func occurs(in text: some StringProtocol) -> Bool { text.utf8.contains(where: starts) }
}
