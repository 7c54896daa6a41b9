import DawnJournalModel
import DawnJournalParse

/// A day file about to be edited: its bytes and what they mean, parsed once.
package struct DayDocument: Sendable, Equatable {
    package let bytes: [UInt8]
    package let day: Day

    /// Parses `bytes`; a file with errors is refused (an edit never touches one), naming the
    /// first error and where it is.
    package init(parsing bytes: [UInt8]) throws(EditRefusal) {
        let parsed = DayParser.parse(bytes)
        if let e = parsed.diagnostics.first(where: { $0.severity == .error }) {
            throw EditRefusal(.dayFileInvalid(e), at: e.range)
        }
        self.init(bytes: bytes, day: parsed.day)
    }

    /// A document whose bytes the caller has already parsed, without errors, to `day`.
    package init(bytes: [UInt8], day: Day) {
        self.bytes = bytes
        self.day = day
    }
}
