import DawnJournalFormat
import DawnJournalModel
import DawnJournalParse
import DawnSource

/// Why an edit was not made; the file is left as it was.
package struct EditRefusal: Error, Sendable, Equatable {
    package var reason: RefusalReason
    /// Where the problem is, when it is in the file.
    package var range: SourceRange?

    package init(_ reason: RefusalReason, at range: SourceRange? = nil) {
        self.reason = reason
        self.range = range
    }
}
