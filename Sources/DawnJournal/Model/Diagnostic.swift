import DawnSource

/// A problem found in a journal file: where, what, and how to fix it.
public struct Diagnostic: Sendable, Hashable {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case warning
        case error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    /// The stable code, e.g. `bad-time`; documented in Docs/RULES.md.
    public var code: DiagnosticCode
    public var severity: Severity
    /// The file, relative to the journal root; nil until a loader places it.
    public var path: String?
    public var range: SourceRange
    /// Short and lower-case; quotes the offending text.
    public var message: String
    /// One sentence on how to fix it.
    public var hint: String

    /// A diagnostic of `code`, with the severity the catalog gives it.
    public init(_ code: DiagnosticCode, path: String? = nil, range: SourceRange, message: String, hint: String) {
        self.code = code
        self.severity = code.severity
        self.path = path
        self.range = range
        self.message = message
        self.hint = hint
    }

    /// The same diagnostic placed in `path`.
    public func placed(in path: String) -> Diagnostic {
        var copy = self
        copy.path = path
        return copy
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
