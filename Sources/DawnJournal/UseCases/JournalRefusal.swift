/// Why a use case did nothing: the journal was left exactly as it was.
///
/// A refusal is a value, not a sentence: its `reason` is a case of the catalog (with its
/// stable `code`), and a front end words it (the command line in RefusalText.swift).
public struct JournalRefusal: Error, Sendable, Equatable {
    /// What kind of refusal it is.
    public typealias Kind = RefusalKind

    /// A change of several files given up as a whole, which a front end may say ("nothing was
    /// renamed").
    public enum Undone: Sendable, Equatable {
        /// No file of the change was changed.
        case change
        /// No file of a rename was changed.
        case rename
        /// No file of a removal was changed.
        case removal
        /// Nothing of an import was written.
        case `import`
    }

    /// Why, and what about.
    public var reason: RefusalReason
    /// The journal file the refusal is about, from the journal's root.
    public var file: String?
    /// Where in `file`, when the problem is at a place.
    public var range: SourceRange?
    /// The change of several files this refusal gave up as a whole, when there was one.
    public var undone: Undone?

    /// A refusal for `reason`, about `file` (from the journal's root) at `range`.
    public init(_ reason: RefusalReason, file: String? = nil, at range: SourceRange? = nil, undone: Undone? = nil) {
        self.reason = reason
        self.file = file
        self.range = range
        self.undone = undone
    }

    /// The reason's stable code.
    public var code: RefusalCode { reason.code }
    /// A malformed request, a refusal of a well-formed one, or the storage failing.
    public var kind: Kind { reason.code.kind }

    static func storage(_ e: StorageError, undone: Undone? = nil) -> JournalRefusal {
        JournalRefusal(.storage(reason: e.reason), file: e.path, undone: undone)
    }

    /// The refusal of an editor, about `file`.
    init(_ e: EditRefusal, file: String, undone: Undone? = nil) {
        self.init(e.reason, file: file, at: e.range, undone: undone)
    }
}
