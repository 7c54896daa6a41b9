import DawnTOML
import DawnJournalModel
import DawnJournalParse
import DawnJournalFormat

/// Why an edit was not made; the file is left as it was.
public struct EditRefusal: Error, Sendable, Equatable {
    public var message: String
    /// Where the problem is, when it is in the file.
    public var range: SourceRange?

    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}
