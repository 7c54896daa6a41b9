/// Why a use case did nothing: the journal was left exactly as it was.
public struct JournalRefusal: Error, Sendable, Equatable {
    /// What kind of refusal it is.
    public enum Kind: Sendable, Equatable {
        /// The request itself is malformed (the command line's usage errors, exit 64).
        case invalidRequest
        /// The request is well-formed but cannot be carried out (exit 1).
        case refused
        /// The journal's storage failed: a file could not be read or written (exit 1).
        case storage
    }

    /// A malformed request, or a refusal to carry out a well-formed one.
    public var kind: Kind
    /// One sentence, lower-case, quoting what it is about. Messages name the command line's
    /// options (`--at`) where one would fix the request.
    public var message: String
    /// The journal file the message is about, from the journal's root; shown before it.
    public var file: String?
    /// Where in `file`, when the problem is at a place.
    public var range: SourceRange?

    /// A refusal of `kind` saying `message`, about `file` (from the journal's root) at `range`.
    public init(_ kind: Kind = .refused, _ message: String, file: String? = nil, at range: SourceRange? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.range = range
    }

    /// `file:line:col: message`, `file: message` or the message alone, with `file` shown by
    /// `display` (the command line shows it from the current folder).
    public func text(showingPath display: (String) -> String = { $0 }) -> String {
        guard let file else { return message }
        let place = display(file) + (range.map { ":\($0.line):\($0.column)" } ?? "")
        return "\(place): \(message)"
    }

    static func storage(_ e: StorageError, _ context: String = "") -> JournalRefusal {
        JournalRefusal(.storage, e.reason + context, file: e.path)
    }
}
