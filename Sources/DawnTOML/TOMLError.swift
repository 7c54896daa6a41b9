// Its errors and tables give positions as `SourceRange`: an app that takes DawnTOML sees it.
@_exported import DawnSource

/// Why a TOML document could not be decoded, and where.
public struct TOMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is, relative to the start of the decoded text.
    public var range: SourceRange
    /// A short, lower-case message that quotes the offending text where there is one.
    public var message: String

    public init(_ message: String, at range: SourceRange) {
        self.message = message
        self.range = range
    }

    public var description: String { "\(range.line):\(range.column): \(message)" }
}
